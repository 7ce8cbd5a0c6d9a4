import Astro
import Foundation
import Hijri

/// A prayer the user marked as prayed: the prayer day (its local date) and the prayer.
public struct PrayerMark: Sendable, Hashable, Codable {
  /// The local date of the prayer day (the day whose Fajr begins it).
  public let date: CivilDate
  /// The prayer.
  public let prayer: PrayerID

  public init(date: CivilDate, prayer: PrayerID) {
    self.date = date
    self.prayer = prayer
  }
}
