import Astro
import Foundation

/// The embedded places table (GeoNames cities of 15 000+ people and a few hundred zone helpers;
/// see `Data/places/README.md`): the nearest place to a point, and search by name.
///
/// The table is one string literal in the binary (`PlacesData`), read in place: the first use of
/// ``shared`` scans it once for coordinates, zones, countries and populations (a few ms); names
/// are decoded only for the places returned. The search keys are built at the first search.
public final class PlaceIndex: Sendable {
  /// The embedded table, parsed at first use.
  public static let shared = PlaceIndex(rows: PlacesData.rows, zones: PlacesData.zones)

  /// The Earth's mean radius (IUGG), for great-circle distances.
  public static let earthRadiusKm = 6371.0088

  /// The number of places.
  public var count: Int { lineStart.count }

  private let rows: StaticString
  private let zones: [String]
  /// Per row, in table order (geonameid): where its line starts in `rows`, and its fields.
  private let lineStart: [Int32]
  private let latitude: [Double]
  private let longitude: [Double]
  private let zoneIndex: [UInt16]
  private let country: [UInt16]
  private let populations: [Int32]
  /// The rows by increasing latitude, with their latitude in radians and unit vectors.
  private let byLatitude: [Int32]
  private let sortedLatitude: [Double]
  private let unitX: [Double]
  private let unitY: [Double]
  private let unitZ: [Double]

  private init(rows: StaticString, zones: StaticString) {
    self.rows = rows
    self.zones = PlaceIndex.bytes(of: zones).split(separator: UInt8(ascii: "\n")).map {
      String(decoding: $0, as: UTF8.self)
    }
    var lineStart: [Int32] = []
    var latitude: [Double] = []
    var longitude: [Double] = []
    var zoneIndex: [UInt16] = []
    var country: [UInt16] = []
    var populations: [Int32] = []
    let capacity = PlacesData.rowCount
    lineStart.reserveCapacity(capacity)
    latitude.reserveCapacity(capacity)
    longitude.reserveCapacity(capacity)
    zoneIndex.reserveCapacity(capacity)
    country.reserveCapacity(capacity)
    populations.reserveCapacity(capacity)
    let zoneCount = self.zones.count
    let text = PlaceIndex.bytes(of: rows)
    var start = 0
    while start < text.count {
      var end = start
      while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
      // Fields 4...8: country, zone, latitude, longitude, population. A malformed line is left out.
      let fields = PlaceIndex.fieldRanges(text, start, end)
      if fields.count == 9,
        fields[4].count == 2,
        let zone = PlaceIndex.integer(text, fields[5]), zone < zoneCount,
        let lat = PlaceIndex.decimal(text, fields[6]), (-90...90).contains(lat),
        let lon = PlaceIndex.decimal(text, fields[7]), (-180...180).contains(lon),
        let population = PlaceIndex.integer(text, fields[8]), population <= Int(Int32.max),
        Int32(exactly: start) != nil
      {
        lineStart.append(Int32(start))
        latitude.append(lat)
        longitude.append(lon)
        zoneIndex.append(UInt16(zone))
        country.append(UInt16(text[fields[4].lowerBound]) << 8 | UInt16(text[fields[4].lowerBound + 1]))
        populations.append(Int32(population))
      }
      start = end + 1
    }
    self.lineStart = lineStart
    self.latitude = latitude
    self.longitude = longitude
    self.zoneIndex = zoneIndex
    self.country = country
    self.populations = populations
    let order = (0..<lineStart.count).sorted {
      (latitude[$0], $0) < (latitude[$1], $1)
    }
    byLatitude = order.map { Int32($0) }
    sortedLatitude = order.map { latitude[$0] * .pi / 180 }
    var x: [Double] = []
    var y: [Double] = []
    var z: [Double] = []
    x.reserveCapacity(order.count)
    y.reserveCapacity(order.count)
    z.reserveCapacity(order.count)
    for i in order {
      let (a, b, c) = PlaceIndex.unitVector(latitude[i], longitude[i])
      x.append(a)
      y.append(b)
      z.append(c)
    }
    unitX = x
    unitY = y
    unitZ = z
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
        zoneIdentifier: zones[Int(zoneIndex[row])],
        coordinates: coordinates(at: row),
        population: Int(populations[row]))
    }
  }

  /// Calls `body` with the table's bytes and the field ranges of row `row`'s line.
  func rowText<T>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> T) -> T {
    let text = PlaceIndex.bytes(of: rows)
    let start = Int(lineStart[row])
    var end = start
    while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
    return body(text, PlaceIndex.fieldRanges(text, start, end))
  }

  /// Every place, in table order (decodes every name: for tests and tools, not for lookups).
  public var places: [Place] { (0..<count).map(place(at:)) }

  /// The population of row `row`, without decoding the place.
  func population(at row: Int) -> Int { Int(populations[row]) }

  /// The country code of row `row`, without decoding the place.
  func countryCode(at row: Int) -> String {
    let c = country[row]
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

  /// The rows of the `k` nearest places, nearest first.
  func nearestRows(to point: Coordinates, count k: Int) -> [Int] {
    let n = byLatitude.count
    guard k > 0, n > 0 else { return [] }
    let (qx, qy, qz) = PlaceIndex.unitVector(point.latitude, point.longitude)
    let qLat = point.latitude * .pi / 180
    // The best so far: sorted positions and cosines of their angles, best first.
    var best: [(position: Int, dot: Double)] = []
    best.reserveCapacity(k + 1)
    var bound = Double.infinity  // the k-th best angle (radians), once k are known
    var hi = lowerBound(qLat)
    var lo = hi - 1
    while lo >= 0 || hi < n {
      let gapLo = lo >= 0 ? qLat - sortedLatitude[lo] : .infinity
      let gapHi = hi < n ? sortedLatitude[hi] - qLat : .infinity
      // Every remaining place is at least this far in latitude, hence in angle.
      if min(gapLo, gapHi) > bound { break }
      let i: Int
      if gapLo <= gapHi {
        i = lo
        lo -= 1
      } else {
        i = hi
        hi += 1
      }
      let dot = unitX[i] * qx + unitY[i] * qy + unitZ[i] * qz
      if best.count == k, dot <= best[k - 1].dot { continue }
      var j = best.count
      while j > 0 && (best[j - 1].dot < dot || (best[j - 1].dot == dot && byLatitude[best[j - 1].position] > byLatitude[i])) {
        j -= 1
      }
      best.insert((i, dot), at: j)
      if best.count > k { best.removeLast() }
      if best.count == k {
        // acos loses precision near 1: widen the bound by a few nanoradians (centimetres).
        bound = acos(max(-1, min(1, best[k - 1].dot))) + 1e-7
      }
    }
    return best.map { Int(byLatitude[$0.position]) }
  }

  func coordinates(at row: Int) -> Coordinates {
    Coordinates(latitude: latitude[row], longitude: longitude[row]) ?? .placeFallback
  }

  func zoneIdentifier(at row: Int) -> String { zones[Int(zoneIndex[row])] }

  /// The first sorted position whose latitude is ≥ `lat` (radians).
  private func lowerBound(_ lat: Double) -> Int {
    var a = 0
    var b = sortedLatitude.count
    while a < b {
      let m = (a + b) / 2
      if sortedLatitude[m] < lat { a = m + 1 } else { b = m }
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

extension Coordinates {
  /// 0° N 0° E, a fallback that the table's checked values never need.
  static let placeFallback = Coordinates(latitude: 0, longitude: 0)!
}
