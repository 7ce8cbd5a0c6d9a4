/// The country each IANA zone belongs to, from the tz database's `zone.tab`
/// (`Data/places/zone_countries.csv`, embedded by `Scripts/gen_zone_countries.py`).
///
/// Where a zone-border cell decides a point's zone (``ZoneInference``), the point lies on the
/// other side of a border from the nearest place: a Spanish village by Portugal gets
/// `Europe/Madrid` from the cell, and with it Spain, where the nearest place would give Portugal.
public enum ZoneCountries: Sendable {
  /// The ISO 3166-1 alpha-2 code of `zone`'s country, or `nil` for a zone that `zone.tab` does
  /// not list (`UTC`, fixed offsets, backward links).
  public static func country(of zone: String) -> String? { table[zone] }

  private static let table: [String: String] = {
    var t: [String: String] = [:]
    t.reserveCapacity(ZoneCountriesData.count)
    for f in CountryTable.rows(ZoneCountriesData.rows) where f.count == 2 { t[f[0]] = f[1] }
    return t
  }()
}
