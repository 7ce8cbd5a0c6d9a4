/// A place's name in one of the languages of ``PlaceNames``.
public struct LocalizedPlaceName: Sendable, Hashable {
  /// The GeoNames id of the place.
  public let geonameID: Int
  /// ISO 639-1: `tr`, `ar`, `fa`, `ur`, `ms`, `id`, `bn`, `ru`, `fr` or `de`.
  public let language: String
  /// The name as written in that language: `Mekke`, `إسطنبول`.
  public let name: String
  /// `geonames` (GeoNames' name in that language) or `cldr` (CLDR's exemplar city of the zone).
  public let source: String
}

/// The names of the places of 100,000+ people in Turkish, Arabic, Persian, Urdu, Malay,
/// Indonesian, Bengali, Russian, French and German, where they differ from the table's own name
/// (`Mekke` and `Medine` for Makkah and Madinah, `إسطنبول`, `جاكرتا`, `La Mecque`): searched like
/// the table's names, and the label of a place in a snapshot or table of that language.
///
/// From GeoNames' names by language (as Debian's libgeonames-common ships them) and CLDR's
/// exemplar cities: `Data/places/place_names.csv`, embedded by `Scripts/gen_place_names.py`
/// (``PlaceNamesData``), read at the first search with the other search keys.
public enum PlaceNames: Sendable {
  /// Every name, by geonameid (then language and name), as in `Data/places/place_names.csv`.
  /// Read at first use, not at start-up.
  public static let all: [LocalizedPlaceName] = {
    var result: [LocalizedPlaceName] = []
    forEachLine { text, f in
      func string(_ r: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[r]), as: UTF8.self)
      }
      guard let id = PlaceIndex.integer(text, f[0]) else { return }
      result.append(
        LocalizedPlaceName(geonameID: id, language: string(f[1]), name: string(f[2]), source: string(f[3])))
    }
    return result
  }()

  /// Calls `body` with the embedded table's bytes and the four field ranges of each line, in
  /// order (bytes, not `Character`s: the search reads the names without building strings).
  static func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Void) {
    let text = PlaceIndex.bytes(of: PlaceNamesData.rows)
    var start = 0
    while start < text.count {
      var end = start
      while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
      let fields = PlaceIndex.fieldRanges(text, start, end)
      if fields.count == 4 { body(text, fields) }
      start = end + 1
    }
  }

  /// The names of `place` in these languages.
  public static func names(of place: Place) -> [LocalizedPlaceName] {
    all.filter { $0.geonameID == place.geonameID }
  }

  /// The name a reader of `language` (a BCP 47 tag; its language subtag decides) knows `place`
  /// by: CLDR's exemplar city where CLDR gives one (reviewed by CLDR's translators: `إسطنبول`),
  /// else GeoNames' name in that language (`Mekke`, `مكة المكرمة`, `La Mecque`), else the
  /// place's own name (`Makkah`; also for English, which the table's names already are).
  /// Reads the embedded rows without building the others' strings.
  public static func name(of place: Place, in language: String) -> String {
    let wanted = Array(language.prefix { $0 != "-" }.lowercased().utf8)
    var geonames: String?
    var cldr: String?
    forEachLine { text, f in
      guard cldr == nil, PlaceIndex.integer(text, f[0]) == place.geonameID,
        text[f[1]].elementsEqual(wanted)
      else { return }
      let name = String(decoding: UnsafeBufferPointer(rebasing: text[f[2]]), as: UTF8.self)
      if text[f[3]].elementsEqual("cldr".utf8) { cldr = name } else if geonames == nil { geonames = name }
    }
    return cldr ?? geonames ?? place.name
  }
}
