import Astro

/// The calculation method and Asr rule a country's mosques usually follow, from the documented
/// table `Data/methods/countries.csv` (embedded; every row cites its source, and its note says
/// where the evidence is weak). Countries the table does not list get its `*` row: `mwl`.
public enum MethodChoice: Sendable {
  /// A row of the table.
  public struct Entry: Sendable, Hashable {
    /// ISO 3166-1 alpha-2 code, or `*` for every other country.
    public let country: String
    public let method: CalculationMethod
    public let asr: AsrRule
    /// A URL or citation.
    public let source: String
    /// What the evidence is, and where it is weak.
    public let note: String
  }

  /// Every row, in the table's order (`*` first).
  public static let entries: [Entry] = {
    CountryTable.rows(CountryMethodsData.rows).compactMap { fields in
      guard fields.count == 5, let method = CalculationMethod(rawValue: fields[1]) else { return nil }
      let asr: AsrRule = fields[2] == "hanafi" ? .hanafi : .standard
      return Entry(country: fields[0], method: method, asr: asr, source: fields[3], note: fields[4])
    }
  }()

  /// The row for countries the table does not list (`*`: `mwl`, standard Asr).
  public static let fallback: Entry =
    entries.first { $0.country == "*" }
    ?? Entry(
      country: "*", method: .mwl, asr: .standard, source: "Muslim World League",
      note: "the default")

  /// The row of `code` (case-insensitive), or ``fallback``.
  public static func entry(forCountry code: String) -> Entry {
    CountryTable.entry(code, in: entries, fallback: fallback) { $0.country }
  }

  /// The method, Asr rule and source for a country (``fallback``'s for one not listed).
  public static func forCountry(_ code: String) -> (CalculationMethod, AsrRule, source: String) {
    let e = entry(forCountry: code)
    return (e.method, e.asr, e.source)
  }
}
