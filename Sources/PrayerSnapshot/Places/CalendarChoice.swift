import Astro
import Hijri

/// The Hijri calendar a country's religious authority follows, from the documented table
/// `Data/hijri/country_calendars.csv` (embedded; every row cites its source, and its note says
/// where the evidence is weak). Countries the table does not list get its `*` row: Umm al-Qura.
///
///     CalendarChoice.entry(forCountry: "ID").calendar   // .mabims
///     CalendarChoice.entry(forCountry: "FR").country    // "*" (Umm al-Qura)
public enum CalendarChoice: Sendable {
  /// A row of the table.
  public struct Entry: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code, or `*` for every other country.
    public let country: String
    /// The calendar (no adjustment, estimating outside its table).
    public let calendar: HijriCalendar
    /// URLs or citations.
    public let source: String
    /// What the evidence is, and where it is weak.
    public let note: String
  }

  /// Every row, in the table's order (`*` first).
  public static let entries: [Entry] = CountryTable.rows(CountryCalendarsData.rows).compactMap { fields in
    guard fields.count == 4, let calendar = HijriCalendar(identifier: fields[1]) else { return nil }
    return Entry(country: fields[0], calendar: calendar, source: fields[2], note: fields[3])
  }

  /// The row for countries the table does not list (`*`: Umm al-Qura).
  public static let fallback: Entry =
    entries.first { $0.country == "*" }
    ?? Entry(country: "*", calendar: .ummAlQura, source: "Umm al-Qura", note: "the default")

  /// The row of `code` (case-insensitive), or ``fallback``.
  public static func entry(forCountry code: String) -> Entry {
    CountryTable.entry(code, in: entries, fallback: fallback) { $0.country }
  }

  /// The row of the country at `coordinates` (``ZoneInference/Inference/countryCode``: the
  /// border cell's zone's, else the nearest place's within ``ZoneInference/maximumDistanceKm``),
  /// or ``fallback`` farther from every place.
  public static func entry(near coordinates: Coordinates) -> Entry {
    ZoneInference.infer(coordinates).countryCode.map(entry(forCountry:)) ?? fallback
  }
}
