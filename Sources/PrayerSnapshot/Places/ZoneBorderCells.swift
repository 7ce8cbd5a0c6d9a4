import Astro

/// The zone border cells: the squares of the globe where the nearest-place rule of
/// ``ZoneInference`` would give another clock than the zone polygons, each with the polygons' zone.
///
/// Derived by `Scripts/gen_zone_cells.py` from timezone-boundary-builder's polygons (as packaged by
/// timezonefinder; ODbL 1.0) into `Data/places/zone_cells.txt`, embedded as `ZoneCellsData`: the
/// leaves of a quadtree over the latitude-longitude grid (a level-`l` cell is 2^-l degrees on a
/// side, from the 512° square holding the globe at level -9 down to 2^-5° along the borders),
/// stored as sorted Morton keys. A lookup is one binary search over the literal; nothing is read
/// at start-up.
public enum ZoneBorderCells: Sendable {
  /// A border cell: the zone the polygons give the square, and the square's side.
  public struct Cell: Sendable, Hashable {
    /// The polygons' IANA zone.
    public let zoneIdentifier: String
    /// The quadtree level (a level-`l` cell is 2^-l degrees on a side; 0 for 1°, negative above).
    public let level: Int

    /// The side of the cell in degrees.
    public var sideDegrees: Double { level >= 0 ? 1 / Double(1 << level) : Double(1 << -level) }
  }

  /// The number of cells embedded.
  public static var count: Int { ZoneCellsData.cellCount }

  /// The border cell holding `coordinates`, if any.
  public static func cell(at coordinates: Coordinates) -> Cell? {
    let q = key(latitude: coordinates.latitude, longitude: coordinates.longitude)
    let cells = ZoneCellsData.cells
    let n = cells.utf8CodeUnitCount / 8
    guard n == ZoneCellsData.cellCount, n > 0 else { return nil }
    // The last cell whose key is <= q.
    var lo = 0
    var hi = n
    while lo < hi {
      let mid = (lo + hi) / 2
      if PlaceIndex.digits(cells, 8 * mid, 6) >> 4 <= q { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return nil }
    let packed = PlaceIndex.digits(cells, 8 * (lo - 1), 6)
    let level = packed & 15 - ZoneCellsData.topLevels
    let span = 1 << (2 * (ZoneCellsData.maximumLevel - level))
    guard q < packed >> 4 + span else { return nil }
    let zone = PlaceIndex.digits(cells, 8 * (lo - 1) + 6, 2)
    guard let name = zoneName(zone) else { return nil }
    return Cell(zoneIdentifier: name, level: level)
  }

  /// Whether zones `a` and `b` are on one clock by the generator's groups (the same UTC offset at
  /// every hour of 2025-2027): equal names, or both on one line of `ZoneCellsData.sameClock`.
  public static func sameClock(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    let text = PlaceIndex.bytes(of: ZoneCellsData.sameClock)
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    var found = (a: false, b: false)
    var start = 0
    for k in 0...text.count {
      let end = k == text.count || text[k] == UInt8(ascii: " ") || text[k] == UInt8(ascii: "\n")
      guard end else { continue }
      let word = UnsafeBufferPointer(rebasing: text[start..<k])
      if word.elementsEqual(x) { found.a = true }
      if word.elementsEqual(y) { found.b = true }
      if found.a && found.b { return true }
      if k == text.count || text[k] == UInt8(ascii: "\n") { found = (false, false) }
      start = k + 1
    }
    return false
  }

  /// The key of the finest cell holding a point: the Morton code of its row (from latitude -90)
  /// and column (from longitude -180) over `topLevels + maximumLevel` bits each, row bit above
  /// column bit. Latitude 90 falls in the last row, longitude 180 in the first column.
  static func key(latitude: Double, longitude: Double) -> Int {
    let levels = ZoneCellsData.maximumLevel
    let scale = Double(1 << levels)
    let rows = 180 << levels
    let columns = 360 << levels
    let lat = latitude.isFinite ? latitude : 0
    let lon = longitude.isFinite ? max(-180, min(180, longitude)) : 0
    let i = min(rows - 1, max(0, Int(((lat + 90) * scale).rounded(.down))))
    let j = Int(((lon + 180) * scale).rounded(.down)) % columns
    var morton = 0
    for b in stride(from: ZoneCellsData.topLevels + levels - 1, through: 0, by: -1) {
      morton = morton << 2 | (i >> b & 1) << 1 | (j >> b & 1)
    }
    return morton
  }

  /// Line `index` of the zones literal.
  private static func zoneName(_ index: Int) -> String? {
    let text = PlaceIndex.bytes(of: ZoneCellsData.zones)
    var line = 0
    var start = 0
    for (k, c) in text.enumerated() where c == UInt8(ascii: "\n") {
      if line == index {
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<k]), as: UTF8.self)
      }
      line += 1
      start = k + 1
    }
    return line == index && start < text.count
      ? String(decoding: UnsafeBufferPointer(rebasing: text[start...]), as: UTF8.self) : nil
  }

  /// Every cell, decoded in order (for tests and tools): key, level, zone.
  static var all: [(key: Int, level: Int, zone: String)] {
    let cells = ZoneCellsData.cells
    let zones = PlaceIndex.bytes(of: ZoneCellsData.zones).split(separator: UInt8(ascii: "\n")).map {
      String(decoding: $0, as: UTF8.self)
    }
    return (0..<(cells.utf8CodeUnitCount / 8)).map { k in
      let packed = PlaceIndex.digits(cells, 8 * k, 6)
      let zone = PlaceIndex.digits(cells, 8 * k + 6, 2)
      return (packed >> 4, packed & 15 - ZoneCellsData.topLevels, zone < zones.count ? zones[zone] : "")
    }
  }
}
