import Astro
import Foundation
import Hijri

/// Parameters shared by places: a method preset (with any options applied) and its name, and
/// the JAKIM zone whose points its places' times are computed at.
public struct BatchMethod: Sendable, Hashable {
  /// The preset's id (`umm-al-qura`).
  public var name: String
  public var parameters: CalculationParameters
  /// The JAKIM zone whose times the places take, at its prayer and sunrise points
  /// (``PrayerSetup/jakimZone``: a place in Malaysia whose method was chosen), else `nil`: each
  /// place's times are its own point's.
  public var jakimZone: JakimZone?

  public init(name: String, parameters: CalculationParameters, jakimZone: JakimZone? = nil) {
    self.name = name
    self.parameters = parameters
    self.jakimZone = jakimZone
  }
}
