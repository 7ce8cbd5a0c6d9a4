import Astro
import Foundation
import Hijri

/// Where the method came from.
public enum MethodSource: Sendable {
  /// The settings named it.
  case given
  /// The method usual in `country` (the table's `*` row when the country is not listed or not
  /// known), with its Asr rule unless the settings gave one (`asrGiven`), and beyond 66° the
  /// times of 45° (``PolarDefault``) at the latitude `polarLatitude` (`nil`: not beyond), and in
  /// a zone-based authority the zone whose times the place takes (`jakimZone`: JAKIM's).
  case usual(
    MethodChoice.Entry, country: String?, countrySource: CountrySource?, asrGiven: Bool,
    polarLatitude: Double? = nil, jakimZone: JakimZone.Match? = nil)

  /// Whether the method was chosen here rather than given.
  public var isInferred: Bool {
    if case .given = self { return false }
    return true
  }
}
