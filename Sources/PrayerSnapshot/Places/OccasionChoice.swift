import Astro
import Hijri

/// The occasion set a country's calendar follows, from the documented table
/// `Data/hijri/country_occasions.csv` (embedded; every row cites the official list its set comes
/// from). Countries the table does not list get its `*` row: the general set.
///
///     OccasionChoice.entry(forCountry: "IR").set.id   // "iran"
///     OccasionChoice.entry(forCountry: "FR").set.id   // "general"
public enum OccasionChoice: Sendable {
  /// A row of the table.
  public struct Entry: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code, or `*` for every other country.
    public let country: String
    /// The occasion set.
    public let set: OccasionSet
    /// URLs or citations.
    public let source: String
    /// What the set holds and what it leaves out.
    public let note: String
  }

  /// Every row, in the table's order (`*` first).
  public static let entries: [Entry] = CountryTable.rows(CountryOccasionsData.rows).compactMap { fields in
    guard fields.count == 4, let set = OccasionSet.named(fields[1]) else { return nil }
    return Entry(country: fields[0], set: set, source: fields[2], note: fields[3])
  }

  /// The row for countries the table does not list (`*`: the general set).
  public static let fallback: Entry =
    entries.first { $0.country == "*" }
    ?? Entry(country: "*", set: .general, source: "the general set", note: "the default")

  /// The row of `code` (case-insensitive), or ``fallback``.
  public static func entry(forCountry code: String) -> Entry {
    CountryTable.entry(code, in: entries, fallback: fallback) { $0.country }
  }

  /// The row of the country at `coordinates` (``ZoneInference/Inference/countryCode``, as the
  /// calendar's: ``CalendarChoice/entry(near:)``), or ``fallback`` farther from every place.
  public static func entry(near coordinates: Coordinates) -> Entry {
    ZoneInference.infer(coordinates).countryCode.map(entry(forCountry:)) ?? fallback
  }
}
