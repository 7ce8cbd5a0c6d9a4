import Astro
import Hijri

/// Where the Hijri calendar came from: given, the calendar of the place's country
/// (``CalendarChoice``), or the default, Umm al-Qura.
public enum CalendarSource: Sendable {
  /// The settings named it.
  case given
  /// The calendar the table lists for the place's country (a named place's, or the nearest
  /// place's within ``ZoneInference/maximumDistanceKm``).
  case country(CalendarChoice.Entry, countrySource: CountrySource)
  /// Umm al-Qura (the table's `*` row): the country is not listed (`country`), or not known —
  /// coordinates farther than ``ZoneInference/maximumDistanceKm`` from any place.
  case `default`(country: String?, countrySource: CountrySource?)

  /// Whether the calendar was chosen here rather than given.
  public var isInferred: Bool {
    if case .given = self { return false }
    return true
  }
}
