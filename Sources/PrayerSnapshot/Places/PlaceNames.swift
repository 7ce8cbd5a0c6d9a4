/// A place's name in one of the languages of ``PlaceNames``.
public struct LocalizedPlaceName: Sendable, Hashable {
  /// The GeoNames id of the place.
  public let geonameID: Int
  /// ISO 639-1: `tr`, `ar`, `fa`, `ur`, `ms` or `id`.
  public let language: String
  /// The name as written in that language: `Mekke`, `إسطنبول`.
  public let name: String
  /// `geonames` (GeoNames' name in that language) or `cldr` (CLDR's exemplar city of the zone).
  public let source: String
}

/// The names of the places of 100,000+ people in Turkish, Arabic, Persian, Urdu, Malay and
/// Indonesian, where they differ from the table's own name (`Mekke` and `Medine` for Makkah and
/// Madinah, `إسطنبول`, `جاكرتا`): searched like the table's names.
///
/// From GeoNames' names by language (as Debian's libgeonames-common ships them) and CLDR's
/// exemplar cities: `Data/places/place_names.csv`, embedded by `Scripts/gen_place_names.py`
/// (``PlaceNamesData``), read at the first search with the other search keys.
public enum PlaceNames: Sendable {
  /// Every name, by geonameid (then language and name), as in `Data/places/place_names.csv`.
  public static var all: [LocalizedPlaceName] {
    String(decoding: PlaceIndex.bytes(of: PlaceNamesData.rows), as: UTF8.self)
      .split(separator: "\n").compactMap { line in
        let f = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard f.count == 4, let id = Int(f[0]) else { return nil }
        return LocalizedPlaceName(
          geonameID: id, language: String(f[1]), name: String(f[2]), source: String(f[3]))
      }
  }

  /// The names of `place` in these languages.
  public static func names(of place: Place) -> [LocalizedPlaceName] {
    all.filter { $0.geonameID == place.geonameID }
  }
}
