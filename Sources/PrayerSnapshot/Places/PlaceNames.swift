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
  ///
  /// The embedded rows are sorted by geonameid, so the place's lines are found by bisecting the
  /// bytes (a dozen probes of the 430 KB, no strings built but the answer): a table or snapshot
  /// asks this a few times at start-up, where a scan of every line cost about 8 M instructions.
  public static func name(of place: Place, in language: String) -> String {
    let wanted = Array(language.prefix { $0 != "-" }.lowercased().utf8)
    let text = PlaceIndex.bytes(of: PlaceNamesData.rows)
    var geonames: String?
    var line = firstLine(of: place.geonameID, in: text)
    while line < text.count {
      var end = line
      while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
      let f = PlaceIndex.fieldRanges(text, line, end)
      guard f.count == 4, PlaceIndex.integer(text, f[0]) == place.geonameID else { break }
      if text[f[1]].elementsEqual(wanted) {
        let name = String(decoding: UnsafeBufferPointer(rebasing: text[f[2]]), as: UTF8.self)
        if text[f[3]].elementsEqual("cldr".utf8) { return name }
        if geonames == nil { geonames = name }
      }
      line = end + 1
    }
    return geonames ?? place.name
  }

  /// The offset of the first line of `text` (lines sorted by their leading geonameid) whose id is
  /// at least `id`, or `text.count`.
  ///
  /// Invariant: every line starting before `lo` has a smaller id; the line at `hi` (if any) has
  /// one at least `id`. Each probe takes the line holding the middle byte.
  static func firstLine(of id: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
    var lo = 0
    var hi = text.count
    while lo < hi {
      var start = (lo + hi) / 2
      while start > lo && text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      var end = start
      while end < text.count && text[end] != UInt8(ascii: "\t") && text[end] != UInt8(ascii: "\n") { end += 1 }
      if (PlaceIndex.integer(text, start..<end) ?? Int.max) < id {
        while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
        lo = min(end + 1, text.count)  // the last line has no newline
      } else {
        hi = start
      }
    }
    return lo
  }
}
