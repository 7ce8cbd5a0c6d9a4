/// The country names `--city "NAME, COUNTRY"` accepts besides the ISO 3166-1 alpha-2 code: CLDR's
/// territory names in English, Turkish, Arabic, Persian, Urdu, Malay and Indonesian (through
/// Foundation) and the abbreviations people type (`UK` → GB, `USA` → US, `UAE` → AE, `KSA` → SA,
/// `Turkey`/`Türkiye` → TR). Compared as place names are (``PlaceIndex/searchKey(_:)``).
///
/// The table is `Data/places/country_aliases.csv`, embedded by `Scripts/gen_country_aliases.swift`
/// (``CountryAliasesData``); it is read the first time a name with a comma is looked up.
public enum CountryAliases: Sendable {
  /// Every alias with its country code, in the table's order (by code, then alias).
  public static let all: [(alias: String, code: String)] =
    String(decoding: PlaceIndex.bytes(of: CountryAliasesData.rows), as: UTF8.self)
    .split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t")
      return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
    }

  /// Folded alias → code.
  private static let byKey: [String: String] = {
    var map: [String: String] = [:]
    for (alias, code) in all { map[PlaceIndex.searchKey(alias)] = code }
    return map
  }()

  /// The ISO code `name` stands for (`UK`, `united kingdom`, `Birleşik Krallık`, `المملكة المتحدة`
  /// → GB), or `nil` when it is no country name of the table (an ISO code itself is not looked
  /// up here).
  public static func code(for name: String) -> String? { byKey[PlaceIndex.searchKey(name)] }
}
