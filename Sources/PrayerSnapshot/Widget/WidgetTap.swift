import Astro
import Foundation

/// A tap on the widget's "I prayed" button that the app has not seen yet.
public struct WidgetTap: Sendable, Hashable, Codable {
  /// The prayer day (`YYYY-MM-DD`, as in ``WidgetSnapshot/Day/date``).
  public let date: String
  /// The prayer tapped.
  public let prayer: PrayerID
  /// When the tap happened (in JSON: epoch ms).
  public let at: Instant

  public init(date: String, prayer: PrayerID, at: Instant) {
    self.date = date
    self.prayer = prayer
    self.at = at
  }
}
