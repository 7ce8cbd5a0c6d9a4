import Astro
import Foundation

/// The embedded places table (GeoNames cities of 15 000+ people and a few hundred zone helpers;
/// see `Data/places/README.md`): the nearest place to a point, and search by name.
///
/// The table is one string literal in the binary (`PlacesData`), read in place, with two index
/// literals generated beside it (each row's byte offset, and the rows in latitude order): nothing
/// is scanned at start-up. A row's fields are parsed when it is looked at — by the nearest-place
/// search, only the rows of the latitude band it walks. The search keys are built at the first
/// search.
public final class PlaceIndex: Sendable {
  /// The embedded table.
  public static let shared = PlaceIndex(
    rows: PlacesData.rows, zones: PlacesData.zones, count: PlacesData.rowCount,
    lineOffsets: PlacesData.lineOffsets, latitudeOrder: PlacesData.latitudeOrder)

  /// The Earth's mean radius (IUGG), for great-circle distances.
  public static let earthRadiusKm = 6371.0088

  /// The number of places.
  public let count: Int

  let rows: StaticString
  private let zones: [String]
  /// Per row, in table order (geonameid), where its line starts in `rows`: 4 base-64 digits.
  private let lineOffsets: StaticString
  /// The rows by increasing latitude (then row): 3 base-64 digits each.
  private let latitudeOrder: StaticString

  private init(
    rows: StaticString, zones: StaticString, count: Int, lineOffsets: StaticString,
    latitudeOrder: StaticString
  ) {
    self.rows = rows
    self.zones = PlaceIndex.bytes(of: zones).split(separator: UInt8(ascii: "\n")).map {
      String(decoding: $0, as: UTF8.self)
    }
    // The index literals must cover every row (the generator writes them with the rows;
    // PlacesTests checks them against the rows).
    let complete =
      lineOffsets.utf8CodeUnitCount == 4 * count && latitudeOrder.utf8CodeUnitCount == 3 * count
    self.count = complete ? count : 0
    self.lineOffsets = lineOffsets
    self.latitudeOrder = latitudeOrder
  }

  /// A base-64 number of `width` digits (`0x30 + d`, most significant first) at `position`.
  @inline(__always)
  static func digits(_ text: StaticString, _ position: Int, _ width: Int) -> Int {
    let p = text.utf8Start + position
    var v = 0
    for k in 0..<width { v = v << 6 | Int(p[k] &- 0x30) }
    return v
  }

  /// Where row `row`'s line starts in `rows`.
  func lineStart(_ row: Int) -> Int { PlaceIndex.digits(lineOffsets, 4 * row, 4) }

  /// The row at sorted position `position` (by increasing latitude).
  func row(atLatitudePosition position: Int) -> Int {
    PlaceIndex.digits(latitudeOrder, 3 * position, 3)
  }

  /// The fields of row `row` that lookups need: country, zone index, latitude, longitude,
  /// population (fields 4…8, the last five), read backwards from the end of its line without
  /// building anything.
  private func columns(_ row: Int) -> (country: UInt16, zone: Int, latitude: Double, longitude: Double, population: Int)
  {
    let text = PlaceIndex.bytes(of: rows)
    var end = row + 1 < count ? lineStart(row + 1) - 1 : text.count
    if end > 0, end == text.count, text[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    let start = lineStart(row)
    var result = (country: UInt16(0), zone: 0, latitude: 0.0, longitude: 0.0, population: 0)
    var field = 8
    var i = end - 1
    var fieldEnd = end
    while field >= 4 && i >= start - 1 {
      if i < start || text[i] == UInt8(ascii: "\t") {
        let r = (i + 1)..<fieldEnd
        switch field {
        case 8: result.population = PlaceIndex.integer(text, r) ?? 0
        case 7: result.longitude = PlaceIndex.decimal(text, r) ?? 0
        case 6: result.latitude = PlaceIndex.decimal(text, r) ?? 0
        case 5: result.zone = min(PlaceIndex.integer(text, r) ?? 0, zones.count - 1)
        default:
          if r.count == 2 { result.country = UInt16(text[r.lowerBound]) << 8 | UInt16(text[r.lowerBound + 1]) }
        }
        field -= 1
        fieldEnd = i
      }
      i -= 1
    }
    return result
  }

  // MARK: - Places

  /// The place of row `row` (0..<count, in geonameid order).
  public func place(at row: Int) -> Place {
    rowText(row) { text, f in
      func string(_ r: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[r]), as: UTF8.self)
      }
      let name = string(f[1])
      let alternates =
        f[3].isEmpty
        ? []
        : text[f[3]].split(separator: UInt8(ascii: "|")).map {
          String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
        }
      return Place(
        geonameID: PlaceIndex.integer(text, f[0]) ?? 0,
        name: name,
        asciiName: f[2].isEmpty ? name : string(f[2]),
        alternateNames: alternates,
        countryCode: string(f[4]),
        zoneIdentifier: zoneIdentifier(at: row),
        coordinates: coordinates(at: row),
        population: population(at: row))
    }
  }

  /// The geonameid of row `row`: the digits that start its line (no field ranges built).
  func geonameID(at row: Int) -> Int {
    let text = PlaceIndex.bytes(of: rows)
    let start = lineStart(row)
    var end = start
    while end < text.count && text[end] != UInt8(ascii: "\t") { end += 1 }
    return PlaceIndex.integer(text, start..<end) ?? 0
  }

  /// Calls `body` with the table's bytes and the field ranges of row `row`'s line.
  func rowText<T>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> T) -> T {
    let text = PlaceIndex.bytes(of: rows)
    let start = lineStart(row)
    var end = start
    while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
    return body(text, PlaceIndex.fieldRanges(text, start, end))
  }

  /// Every place, in table order (decodes every name: for tests and tools, not for lookups).
  public var places: [Place] { (0..<count).map(place(at:)) }

  /// The population of row `row`, without decoding the place.
  func population(at row: Int) -> Int { columns(row).population }

  /// The country code of row `row`, without decoding the place.
  func countryCode(at row: Int) -> String {
    let c = columns(row).country
    return String(decoding: [UInt8(c >> 8), UInt8(c & 0xFF)], as: UTF8.self)
  }

  // MARK: - Nearest

  /// The place nearest `point` by great-circle distance, and that distance in km (`nil` only for
  /// an empty table).
  public func nearest(to point: Coordinates) -> (place: Place, distanceKm: Double)? {
    nearest(to: point, count: 1).first
  }

  /// The `k` places nearest `point`, nearest first, with their distances in km.
  ///
  /// The rows are kept sorted by latitude: the search walks outwards from the point's latitude
  /// and stops once the latitude difference alone exceeds the k-th best angular distance.
  public func nearest(to point: Coordinates, count k: Int) -> [(place: Place, distanceKm: Double)] {
    nearestRows(to: point, count: k).map { row in
      (place(at: row), greatCircleKilometres(point, coordinates(at: row)))
    }
  }

  /// The rows of the `k` nearest places, nearest first; with `radiusKm`, only those within it
  /// (and perhaps a few millimetres beyond: callers that need the exact limit check distances).
  func nearestRows(to point: Coordinates, count k: Int, withinKm radiusKm: Double = .infinity) -> [Int] {
    let n = count
    guard k > 0, n > 0 else { return [] }
    let (qx, qy, qz) = PlaceIndex.unitVector(point.latitude, point.longitude)
    let qLat = point.latitude * .pi / 180
    // The best so far: rows and cosines of their angles, best first.
    var best: [(row: Int, dot: Double)] = []
    best.reserveCapacity(k + 1)
    // The k-th best angle (radians) once k are known, or the radius's angle (a micrometre-scale
    // margin over the haversine distance) until then.
    let radius = radiusKm.isFinite ? radiusKm / PlaceIndex.earthRadiusKm + 1e-6 : Double.infinity
    let closest = radius.isFinite ? cos(radius) : -2
    var bound = radius
    var hi = lowerBound(qLat)
    var lo = hi - 1
    // The next row outwards on each side, with its latitude (radians) and longitude (degrees).
    // Rows are parsed as the walk meets them; a walk that goes on (a point far from any place)
    // reads the whole table once instead (``PlaceColumns``): the same values either way.
    var visited = 0
    var all: PlaceColumns? = PlaceColumns.isRead.value ? PlaceColumns.shared : nil
    func entry(_ position: Int) -> Entry {
      visited += 1
      if all == nil, visited > PlaceColumns.walkBeforeReadingAll { all = PlaceColumns.shared }
      if let all { return all.entries[position] }
      return self.entry(atLatitudePosition: position)
    }
    var below = lo >= 0 ? entry(lo) : nil
    var above = hi < n ? entry(hi) : nil
    while below != nil || above != nil {
      let gapLo = below.map { qLat - $0.radians } ?? .infinity
      let gapHi = above.map { $0.radians - qLat } ?? .infinity
      // Every remaining place is at least this far in latitude, hence in angle.
      if min(gapLo, gapHi) > bound { break }
      let e: Entry
      if gapLo <= gapHi {
        e = below!
        lo -= 1
        below = lo >= 0 ? entry(lo) : nil
      } else {
        e = above!
        hi += 1
        above = hi < n ? entry(hi) : nil
      }
      let dot = e.x * qx + e.y * qy + e.z * qz
      if dot < closest { continue }
      if best.count == k, dot <= best[k - 1].dot { continue }
      var j = best.count
      while j > 0 && (best[j - 1].dot < dot || (best[j - 1].dot == dot && best[j - 1].row > e.row)) {
        j -= 1
      }
      best.insert((e.row, dot), at: j)
      if best.count > k { best.removeLast() }
      if best.count == k {
        // acos loses precision near 1: widen the bound by a few nanoradians (centimetres).
        bound = min(radius, acos(max(-1, min(1, best[k - 1].dot))) + 1e-7)
      }
    }
    return best.map(\.row)
  }

  /// A row met by the nearest-place search: its latitude in radians and its unit vector.
  struct Entry: Sendable {
    let row: Int
    let radians: Double
    let x, y, z: Double
  }

  /// The row at sorted position `position`, parsed.
  func entry(atLatitudePosition position: Int) -> Entry {
    let row = row(atLatitudePosition: position)
    let c = columns(row)
    let (x, y, z) = PlaceIndex.unitVector(c.latitude, c.longitude)
    return Entry(row: row, radians: c.latitude * .pi / 180, x: x, y: y, z: z)
  }

  func coordinates(at row: Int) -> Coordinates {
    let c = columns(row)
    return Coordinates(latitude: c.latitude, longitude: c.longitude) ?? .placeFallback
  }

  func zoneIdentifier(at row: Int) -> String { zones[columns(row).zone] }

  /// The first sorted position whose latitude is ≥ `lat` (radians).
  private func lowerBound(_ lat: Double) -> Int {
    var a = 0
    var b = count
    while a < b {
      let m = (a + b) / 2
      if columns(row(atLatitudePosition: m)).latitude * .pi / 180 < lat { a = m + 1 } else { b = m }
    }
    return a
  }

  private static func unitVector(_ lat: Double, _ lon: Double) -> (Double, Double, Double) {
    let la = lat * .pi / 180
    let lo = lon * .pi / 180
    return (cos(la) * cos(lo), cos(la) * sin(lo), sin(la))
  }

  // MARK: - Reading the literal

  static func bytes(of s: StaticString) -> UnsafeBufferPointer<UInt8> {
    guard s.hasPointerRepresentation else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)
  }

  /// The tab-separated fields of `text[start..<end]`.
  static func fieldRanges(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    result.reserveCapacity(9)
    var a = start
    for i in start..<end where text[i] == UInt8(ascii: "\t") {
      result.append(a..<i)
      a = i + 1
    }
    result.append(a..<end)
    return result
  }

  /// A non-negative decimal integer of at most 12 digits.
  static func integer(_ text: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Int? {
    guard !r.isEmpty, r.count <= 12 else { return nil }
    var v = 0
    for i in r {
      let d = Int(text[i]) - 48
      guard (0...9).contains(d) else { return nil }
      v = v * 10 + d
    }
    return v
  }

  /// `-12.34567`: sign, digits, optional fraction. The digits make an exact integer and the
  /// division by a power of ten is correctly rounded, so the result equals `Double(text)`.
  static func decimal(_ text: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Double? {
    guard !r.isEmpty, r.count <= 16 else { return nil }
    var i = r.lowerBound
    var negative = false
    if text[i] == UInt8(ascii: "-") {
      negative = true
      i += 1
    }
    var mantissa = 0
    var scale = -1
    var digits = 0
    while i < r.upperBound {
      let c = text[i]
      if c == UInt8(ascii: ".") {
        guard scale < 0 else { return nil }
        scale = 0
      } else {
        let d = Int(c) - 48
        guard (0...9).contains(d) else { return nil }
        mantissa = mantissa * 10 + d
        digits += 1
        if scale >= 0 { scale += 1 }
      }
      i += 1
    }
    guard digits > 0, scale != 0 else { return nil }
    let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14]
    let value = Double(mantissa) / powers[max(0, scale)]
    return negative ? -value : value
  }
}

/// Every row as the nearest-place search meets it, in latitude order, read once: for searches
/// that walk far (a point at sea, in a desert), where parsing row by row would cost more.
final class PlaceColumns: Sendable {
  static let shared = PlaceColumns(PlaceIndex.shared)
  /// How many rows a search parses one by one before it reads them all.
  static let walkBeforeReadingAll = 2_000
  /// Whether ``shared`` has been read, so that later searches use it from their first row (a
  /// hint only: either way they meet the same values).
  static let isRead = Flag()

  let entries: [PlaceIndex.Entry]

  private init(_ index: PlaceIndex) {
    entries = (0..<index.count).map(index.entry(atLatitudePosition:))
    PlaceColumns.isRead.value = true
  }

  /// A Boolean behind a lock.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false

    var value: Bool {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }
}

extension Coordinates {
  /// 0° N 0° E, a fallback that the table's checked values never need.
  static let placeFallback = Coordinates(latitude: 0, longitude: 0)!
}
