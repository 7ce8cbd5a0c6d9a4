import Astro
import Foundation

/// An equirectangular world map of Yallop's classes on one evening, as SVG: a 2° grid (or coarser) over
/// latitudes −60…60, each cell at its own local evening (zone offset round(lon/15) hours), with a
/// graticule every 30°, a legend and a title.
public enum CrescentMap: Sendable {
  /// The cell sizes a map may have, degrees.
  public static let steps = [2, 3, 4, 5, 6, 10]
  static let latitudes = (-60.0)...60.0
  static let colours: [(YallopClass, String)] = [
    (.a, "#1a9641"), (.b, "#a6d96a"), (.c, "#ffff40"), (.d, "#fdae61"), (.e, "#d7191c"),
    (.f, "#9e9e9e"),
  ]

  /// The class of each cell, rows from north to south, columns from west to east (`nil`: no
  /// crescent: no sunset, the Moon sets first, or before the conjunction).
  public static func classes(evening: CivilDate, step: Double) -> [[YallopClass?]] {
    let columns = Int(360 / step)
    let rows = Int((latitudes.upperBound - latitudes.lowerBound) / step)
    let day = evening.julianDayNumber
    let track = MoonTrack(
      from: JulianDate(Double(day) - 1.5), to: JulianDate(Double(day) + 2.5))
    let ephemeris = SolarEphemeris(dayNumbers: (day - 4)...(day + 4))
    // The new Moon nearest the evening, once for every cell.
    let conjunction = LunarPhases.instant(
      of: .newMoon, lunation: LunarPhases.lunation(nearestNewMoonTo: JulianDate(Double(day) + 0.25)))
    final class Grid: @unchecked Sendable {
      var cells: [[YallopClass?]]
      init(_ rows: Int, _ columns: Int) {
        cells = Array(repeating: Array(repeating: nil, count: columns), count: rows)
      }
    }
    let grid = Grid(rows, columns)
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: rows) { r in
      let lat = latitudes.upperBound - step / 2 - Double(r) * step
      var row: [YallopClass?] = []
      row.reserveCapacity(columns)
      for c in 0..<columns {
        let lon = -180 + step / 2 + Double(c) * step
        guard let place = Coordinates(latitude: lat, longitude: lon) else {
          row.append(nil)
          continue
        }
        let offset = Int((lon / 15).rounded()) * 3600
        let v = CrescentVisibility(
          coordinates: place, date: evening, utcOffsetSeconds: offset, ephemeris: ephemeris,
          track: track, conjunction: conjunction)
        row.append(v.yallopClass)
      }
      lock.lock()
      grid.cells[r] = row
      lock.unlock()
    }
    return grid.cells
  }

  static func escape(_ s: String) -> String { TextEscaping.xml(s) }


  /// The SVG document.
  public static func svg(cells: [[YallopClass?]], step: Double, title: String, subtitle: String) -> String {
    let px = 3.0  // pixels per degree
    let left = 40.0
    let top = 50.0
    let width = 360 * px
    let height = (latitudes.upperBound - latitudes.lowerBound) * px
    let cell = step * px
    func x(_ lon: Double) -> Double { left + (lon + 180) * px }
    func y(_ lat: Double) -> Double { top + (latitudes.upperBound - lat) * px }
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(left + width + 20))" height="\(Int(top + height + 80))" font-family="sans-serif" font-size="12">
      <title>\(escape(title))</title>
      <rect x="0" y="0" width="\(Int(left + width + 20))" height="\(Int(top + height + 80))" fill="white"/>
      <text x="\(left)" y="20" font-size="15" font-weight="bold">\(escape(title))</text>
      <text x="\(left)" y="38">\(escape(subtitle))</text>
      <rect x="\(left)" y="\(top)" width="\(width)" height="\(height)" fill="none" stroke="black" stroke-width="0.5"/>
      <g id="cells" shape-rendering="crispEdges">

      """
    let colour = Dictionary(uniqueKeysWithValues: colours)
    for (r, row) in cells.enumerated() {
      let lat = latitudes.upperBound - Double(r) * step
      var c = 0
      while c < row.count {
        guard let k = row[c] else {
          c += 1
          continue
        }
        var end = c + 1
        while end < row.count, row[end] == k { end += 1 }
        let lon = -180 + Double(c) * step
        out += "<rect class=\"cell\" x=\"\(x(lon))\" y=\"\(y(lat))\" width=\"\(Double(end - c) * cell)\" height=\"\(cell)\" fill=\"\(colour[k] ?? "none")\"><title>\(k.rawValue)</title></rect>\n"
        c = end
      }
    }
    // Where people live: a dot for each 1° cell holding a GeoNames place of 15,000+ people (the
    // same table as --city), so that the continents show without a coastline file.
    var land = Set<Int>()
    for place in PlaceIndex.shared.places {
      let lat = place.coordinates.latitude
      let lon = place.coordinates.longitude
      guard latitudes.contains(lat) else { continue }
      land.insert(Int((lat + 90).rounded(.down)) * 360 + Int((lon + 180).rounded(.down)) % 360)
    }
    out += "</g>\n<path id=\"land\" fill=\"#000\" fill-opacity=\"0.45\" d=\""
    for key in land.sorted() {
      let lat = Double(key / 360) - 90 + 0.5
      let lon = Double(key % 360) - 180 + 0.5
      out += "M\(x(lon) - 0.8) \(y(lat) - 0.8)h1.6v1.6h-1.6z"
    }
    out += "\"/>\n"
    out += "<g id=\"graticule\" stroke=\"#444\" stroke-width=\"0.5\" fill=\"none\">\n"
    for lon in stride(from: -180.0, through: 180, by: 30) {
      out += "<line x1=\"\(x(lon))\" y1=\"\(y(60))\" x2=\"\(x(lon))\" y2=\"\(y(-60))\"/>\n"
      out += "<text x=\"\(x(lon) - 8)\" y=\"\(y(-60) + 14)\" stroke=\"none\" fill=\"#444\" font-size=\"10\">\(Int(lon))</text>\n"
    }
    for lat in stride(from: -60.0, through: 60, by: 30) {
      out += "<line x1=\"\(x(-180))\" y1=\"\(y(lat))\" x2=\"\(x(180))\" y2=\"\(y(lat))\"/>\n"
      out += "<text x=\"\(left - 28)\" y=\"\(y(lat) + 4)\" stroke=\"none\" fill=\"#444\" font-size=\"10\">\(Int(lat))</text>\n"
    }
    out += "</g>\n<g id=\"legend\">\n"
    for (i, (k, fill)) in colours.enumerated() {
      let lx = left + Double(i % 3) * 360
      let ly = top + height + 22 + Double(i / 3) * 18
      out += "<rect x=\"\(lx)\" y=\"\(ly)\" width=\"14\" height=\"14\" fill=\"\(fill)\" stroke=\"black\" stroke-width=\"0.5\"/>\n"
      out += "<text x=\"\(lx + 18)\" y=\"\(ly + 11)\">\(k.rawValue): \(escape(k.meaning))</text>\n"
    }
    let ly = top + height + 22
    out += "<text x=\"\(left)\" y=\"\(ly + 52)\" font-size=\"10\">Yallop's q at each cell's best time (local evening, zone offset round(lon/15) h); blank: no crescent (no sunset, Moon sets first or before the conjunction). Dots: places of 15,000+ people (GeoNames).</text>\n"
    out += "</g>\n</svg>\n"
    return out
  }
}
