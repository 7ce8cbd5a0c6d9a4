import Foundation

extension PlaceIndex {
  /// How a place matched a search.
  public enum MatchKind: String, Sendable {
    /// One of its names equals the query (after folding).
    case exact
    /// One of its names starts with the query, none equals it.
    case prefix
  }

  /// A search result.
  public struct Match: Sendable {
    public let place: Place
    public let kind: MatchKind
  }

  /// The places any of whose names equals or starts with `query`, ignoring case and Latin
  /// diacritics (`sao paulo` finds São Paulo; `istanbul`, `İstanbul`, `ISTANBUL` and `ıstanbul` are
  /// the same; Arabic script with its spelling variants folded, ``searchKey(_:)``): exact matches first, then prefix matches, each by
  /// decreasing population. An empty query finds nothing.
  public func search(_ query: String) -> [Place] { matches(query).map(\.place) }

  /// ``search(_:)`` with the kind of each match, at most `limit` results.
  public func matches(_ query: String, limit: Int = .max) -> [Match] {
    guard self === PlaceIndex.shared, limit > 0 else { return [] }
    var text = query
    let key = text.withUTF8 { PlaceIndex.fold($0) }
    guard !key.isEmpty else { return [] }
    var kind = [UInt8](repeating: 0, count: count)  // 2 exact, 1 prefix
    if !PlaceSearchKeys.searched.value {
      PlaceSearchKeys.searched.value = true
      // The process's first search (the CLI's only one) folds each name's first character
      // only, and builds no keys; the searches after it read the keys. The same matches either
      // way (PlacesTests).
      scan(for: key, into: &kind)
    } else {
      match(key, PlaceSearchKeys.shared, into: &kind)
    }
    // Each match's kind and population read once, then sorted: exact first, most people first.
    var found = (0..<count).filter { kind[$0] != 0 }.map { (row: $0, kind: kind[$0], population: population(at: $0)) }
    found.sort { a, b in
      if a.kind != b.kind { return a.kind > b.kind }
      return a.population != b.population ? a.population > b.population : a.row < b.row
    }
    return found.prefix(limit).map { Match(place: place(at: $0.row), kind: $0.kind == 2 ? .exact : .prefix) }
  }

  /// Marks in `kind` each row with a name whose key is `key` (2) or starts with it (1), folding
  /// each name's first character only (and the whole name where that matches).
  func scan(for key: [UInt8], into kind: inout [UInt8]) {
    var folded: [UInt8] = []
    folded.reserveCapacity(64)
    PlaceSearchKeys.forEachName(of: self) { row, name in
      // The first character decides for most names: folded alone first.
      folded.removeAll(keepingCapacity: true)
      PlaceIndex.fold(name, into: &folded, limit: 1)
      guard folded.first == key[0] else { return }
      folded.removeAll(keepingCapacity: true)
      PlaceIndex.fold(name, into: &folded)
      guard folded.starts(with: key) else { return }
      kind[row] = max(kind[row], folded.count == key.count ? 2 : 1)
    }
  }

  /// Marks in `kind` each row with a key equal to `key` (2) or starting with it (1).
  func match(_ key: [UInt8], _ keys: PlaceSearchKeys, into kind: inout [UInt8]) {
    keys.bytes.withUnsafeBufferPointer { bytes in
      key.withUnsafeBufferPointer { q in
        let first = q[0]
        for k in 0..<(keys.keyStart.count - 1) {
          let a = Int(keys.keyStart[k])
          let b = Int(keys.keyStart[k + 1])
          guard b - a >= q.count, bytes[a] == first else { continue }
          var equal = true
          var j = 1
          while j < q.count {
            if bytes[a + j] != q[j] {
              equal = false
              break
            }
            j += 1
          }
          guard equal else { continue }
          let row = Int(keys.keyRow[k])
          kind[row] = max(kind[row], b - a == q.count ? 2 : 1)
        }
      }
    }
  }

  /// The form in which names and queries are compared: lower case, Latin letters without their
  /// diacritics (ß → ss, ø → o, ł → l, …), Turkish İ and ı as i, typographic apostrophes and
  /// dashes as ASCII, runs of spaces as one, no leading or trailing space; Arabic script without
  /// harakat and tatweel, and with the letters that Arabic, Persian and Urdu spell differently
  /// folded to one (``arabicFold(_:)``: إسطنبول = اسطنبول, مکہ = مكه = مكة); other scripts
  /// (Cyrillic, …) only lower-cased.
  public static func searchKey(_ text: String) -> String {
    var text = text
    return String(decoding: text.withUTF8 { fold($0) }, as: UTF8.self)
  }

  /// ``searchKey(_:)`` on UTF-8 bytes.
  static func fold(_ s: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(s.count)
    fold(s, into: &out)
    return out
  }

  /// ``searchKey(_:)`` on UTF-8 bytes, appended to `out` (the search keys' one buffer: no array
  /// per name).
  ///
  /// With `limit`, stops once it has written that many bytes (the start of the key, for a prefix
  /// comparison: the key so far is the start of the whole key, but for a last space the whole
  /// one would drop).
  static func fold(_ s: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], limit: Int = .max) {
    let base = out.count
    var i = 0
    let n = s.count
    while i < n && out.count - base < limit {
      let b = s[i]
      if b < 0x80 {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(b + 32)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          if out.count > base && out[out.count - 1] != UInt8(ascii: " ") { out.append(UInt8(ascii: " ")) }
        case UInt8(ascii: "`"): out.append(UInt8(ascii: "'"))
        default: out.append(b)
        }
        i += 1
        continue
      }
      let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
      guard length > 1, i + length <= n else {
        i += 1  // not UTF-8: skip the byte
        continue
      }
      var v = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for j in 1..<length { v = v << 6 | UInt32(s[i + j] & 0x3F) }
      switch v {
      case 0x0130, 0x0131: out.append(UInt8(ascii: "i"))
      case 0x2018, 0x2019, 0x02BB, 0x02BC, 0x00B4: out.append(UInt8(ascii: "'"))
      case 0x2010...0x2015: out.append(UInt8(ascii: "-"))
      case 0x00A0, 0x2000...0x200A, 0x202F, 0x3000:
        if out.count > base && out[out.count - 1] != UInt8(ascii: " ") { out.append(UInt8(ascii: " ")) }
      case 0x0300...0x036F: break  // combining diacritics (decomposed input)
      case 0x00C0...0x024F, 0x1E00...0x1EFF:
        if let folded = latinFold[v] { out += folded } else { out += s[i..<(i + length)] }
      case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
        if let folded = arabicFold(v) {
          out.append(UInt8(0xC0 | folded >> 6))  // two bytes: U+0627…U+064A
          out.append(UInt8(0x80 | folded & 0x3F))
        } else if !arabicIgnored(v) {
          out += s[i..<(i + length)]  // other Arabic-script letters: as written
        }
      case 0x200C:  // zero-width non-joiner (Persian): a space, as Lucene's PersianCharFilter does
        if out.count > base && out[out.count - 1] != UInt8(ascii: " ") { out.append(UInt8(ascii: " ")) }
      case 0x200D: break  // zero-width joiner
      case 0x0400...0x042F:  // Cyrillic capitals, lower-cased without a String (U+0430–U+045F)
        let lower = v < 0x0410 ? v + 0x50 : v + 0x20
        out.append(UInt8(0xC0 | lower >> 6))
        out.append(UInt8(0x80 | lower & 0x3F))
      case 0x0430...0x045F: out += s[i..<(i + length)]  // Cyrillic small letters
      default:
        if let scalar = Unicode.Scalar(v) {
          out += scalar.properties.lowercaseMapping.utf8
        }
      }
      i += length
    }
    if i >= n && out.count > base && out[out.count - 1] == UInt8(ascii: " ") { out.removeLast() }
  }

  /// The Arabic-script letters compared as another (the folds of Lucene's ArabicNormalizer and
  /// PersianNormalizer, and ۃ for Urdu): alef with madda or hamza (آ أ إ) and alef wasla (ٱ) as alef ا; alef
  /// maksura ى, Persian yeh ی and yeh barree ے as yeh ي; keheh ک (Persian, Urdu) as kaf ك; teh
  /// marbuta ة, heh goal ہ, heh with yeh ۀ and teh marbuta goal ۃ as heh ه. The replacement, or
  /// `nil`.
  @inline(__always)
  static func arabicFold(_ v: UInt32) -> UInt32? {
    switch v {
    case 0x0622, 0x0623, 0x0625, 0x0671: return 0x0627  // ا
    case 0x0649, 0x06CC, 0x06D2: return 0x064A  // ي
    case 0x06A9: return 0x0643  // ك
    case 0x0629, 0x06C0, 0x06C1, 0x06C3: return 0x0647  // ه
    default: return nil
    }
  }

  /// The Arabic marks left out: harakat and shadda (U+064B–U+0652), hamza above and below
  /// (U+0654, U+0655), superscript alef (U+0670) and tatweel (U+0640).
  @inline(__always)
  static func arabicIgnored(_ v: UInt32) -> Bool {
    (0x064B...0x0652).contains(v) || v == 0x0654 || v == 0x0655 || v == 0x0670 || v == 0x0640
  }

  /// Latin letters with diacritics (Latin-1 Supplement, Extended-A and -B, Extended Additional):
  /// the base letters of their canonical decomposition, lower-cased, or a spelling for those
  /// without one (ß, æ, ø, ł, …).
  static let latinFold: [UInt32: [UInt8]] = {
    let special: [UInt32: String] = [
      0xDF: "ss", 0x1E9E: "ss", 0xC6: "ae", 0xE6: "ae", 0x152: "oe", 0x153: "oe", 0xD8: "o",
      0xF8: "o", 0x141: "l", 0x142: "l", 0x110: "d", 0x111: "d", 0xD0: "d", 0xF0: "d", 0xDE: "th",
      0xFE: "th", 0x126: "h", 0x127: "h", 0x13F: "l", 0x140: "l", 0x18F: "e", 0x259: "e",
      0x138: "k", 0x149: "'n", 0xD7: "x", 0xF7: "/",
    ]
    var table: [UInt32: [UInt8]] = [:]
    for v in Array(0xC0...0x24F) + Array(0x1E00...0x1EFF) {
      guard let scalar = Unicode.Scalar(UInt32(v)) else { continue }
      var folded = ""
      for part in String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars {
        if (0x300...0x36F).contains(part.value) { continue }
        folded += special[part.value] ?? part.properties.lowercaseMapping
      }
      table[UInt32(v)] = Array(folded.utf8)
    }
    return table
  }()
}

/// The folded names of every place (with its English exonyms, ``PlaceExonyms``, and its names in
/// the languages of ``PlaceNames``), built at the first search: one byte buffer, where key k is `bytes[keyStart[k]..<keyStart[k + 1]]` and names
/// a place of row `keyRow[k]`.
final class PlaceSearchKeys: Sendable {
  static let shared = PlaceSearchKeys(PlaceIndex.shared)

  let bytes: [UInt8]
  let keyStart: [Int32]
  let keyRow: [Int32]

  private init(_ index: PlaceIndex) {
    var keys = Builder()
    PlaceSearchKeys.forEachName(of: index) { row, name in keys.add(name, row: row) }
    self.bytes = keys.bytes
    self.keyStart = keys.keyStart
    self.keyRow = keys.keyRow
  }

  /// Whether the process has searched (``PlaceIndex/matches(_:limit:)``: the first search scans
  /// the names, the later ones read the keys). A hint only, as ``PlaceColumns/isRead``: two
  /// first searches at once may both scan; either way they find the same matches.
  static let searched = PlaceColumns.Flag()

  /// Calls `body` with each name of each row, row after row: name, ASCII name, alternate names,
  /// then its English exonyms (``PlaceExonyms``) and its names in the other languages
  /// (``PlaceNames``).
  static func forEachName(of index: PlaceIndex, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    let exonyms = index.exonymsByRow().sorted { $0.key < $1.key }
    // The names of PlaceNames, as byte ranges of its literal, with their rows: in row order, as
    // both tables are in geonameid order.
    var localized: [(row: Int, name: Range<Int>)] = []
    var last: (id: Int, row: Int?) = (-1, nil)
    PlaceNames.forEachLine { text, f in
      guard let id = PlaceIndex.integer(text, f[0]) else { return }
      if id != last.id { last = (id, index.row(ofGeonameID: id)) }
      if let row = last.row { localized.append((row, f[2])) }
    }
    let namesText = PlaceIndex.bytes(of: PlaceNamesData.rows)
    var e = 0
    var l = 0
    for row in 0..<index.count {
      index.withNames(ofRow: row) { body(row, $0) }
      while e < exonyms.count && exonyms[e].key <= row {
        if exonyms[e].key == row { for var name in exonyms[e].value { name.withUTF8 { body(row, $0) } } }
        e += 1
      }
      while l < localized.count && localized[l].row <= row {
        if localized[l].row == row { body(row, UnsafeBufferPointer(rebasing: namesText[localized[l].name])) }
        l += 1
      }
    }
  }

  /// The three arrays as they are filled, one name at a time.
  private struct Builder {
    var bytes: [UInt8] = []
    var keyStart: [Int32] = [0]
    var keyRow: [Int32] = []

    init() { bytes.reserveCapacity(1 << 22) }

    /// Appends the folded `name` as a key of `row`, unless it is empty or repeats one of the
    /// row's keys.
    mutating func add(_ name: UnsafeBufferPointer<UInt8>, row: Int) {
      let start = bytes.count
      PlaceIndex.fold(name, into: &bytes)
      let length = bytes.count - start
      guard length > 0 else { return }
      var k = keyRow.count - 1
      while k >= 0 && Int(keyRow[k]) == row {
        let a = Int(keyStart[k])
        let b = Int(keyStart[k + 1])
        if b - a == length && bytes[a..<b].elementsEqual(bytes[start...]) {
          bytes.removeLast(length)
          return
        }
        k -= 1
      }
      keyStart.append(Int32(bytes.count))
      keyRow.append(Int32(row))
    }
  }
}

extension PlaceIndex {
  /// Calls `body` with the UTF-8 of each name of row `row`: name, asciiname (when stored),
  /// alternate names.
  func withNames(ofRow row: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    // Fields 1–3 of the line (name, asciiname, alternate names), found by their tabs.
    let text = PlaceIndex.bytes(of: rows)
    var i = lineStart(row)
    while i < text.count && text[i] != UInt8(ascii: "\t") { i += 1 }  // past the geonameid
    for _ in 1...3 {
      i += 1
      let field = i
      var a = i
      while i < text.count && text[i] != UInt8(ascii: "\t") && text[i] != UInt8(ascii: "\n") {
        if text[i] == UInt8(ascii: "|") {
          body(UnsafeBufferPointer(rebasing: text[a..<i]))
          a = i + 1
        }
        i += 1
      }
      if i > field { body(UnsafeBufferPointer(rebasing: text[a..<i])) }
      guard i < text.count && text[i] == UInt8(ascii: "\t") else { return }
    }
  }
}
