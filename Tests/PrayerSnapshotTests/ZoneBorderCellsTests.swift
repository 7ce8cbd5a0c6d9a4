import Astro
import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The embedded zone border cells against `Data/places/zone_cells.txt`, and towns near zone
/// borders that the nearest place put on the neighbour's clock.
final class ZoneBorderCellsTests: XCTestCase {
  /// Every cell of the data file (key, level, zone) equals the embedded cell of the same position.
  func testEmbeddedCells_EqualTheDataFile() throws {
    let lines = try dataFile("places/zone_cells.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }
    guard let zonesLine = lines.first, zonesLine.hasPrefix("zones ") else {
      return XCTFail("no zones line")
    }
    let zones = zonesLine.split(separator: " ").dropFirst().map(String.init)
    // The same-clock groups, line by line.
    let groups = lines.filter { $0.hasPrefix("clock ") }.map { $0.dropFirst("clock ".count) }
    let embeddedGroups = "\(ZoneCellsData.sameClock)".split(separator: "\n")
    XCTAssertEqual(embeddedGroups, groups)
    XCTAssertGreaterThan(groups.count, 20)
    let records = lines.dropFirst().filter { !$0.hasPrefix("clock ") }.map {
      $0.split(separator: " ").map { Int($0) ?? -1 }
    }
    let embedded = ZoneBorderCells.all
    XCTAssertEqual(embedded.count, records.count)
    XCTAssertEqual(ZoneBorderCells.count, records.count)
    XCTAssertGreaterThan(records.count, 10_000)
    var mismatches = 0
    for (e, r) in zip(embedded, records) {
      let same = r.count == 3 && r[2] >= 0 && r[2] < zones.count
        && e.key == r[0] && e.level == r[1] && e.zone == zones[r[2]]
      if !same {
        mismatches += 1
        if mismatches < 5 { XCTFail("\(r) vs \(e)") }
      }
    }
    XCTAssertEqual(mismatches, 0)
  }

  /// The cells are sorted and disjoint (each covers `4^(maximumLevel - level)` finest keys), which
  /// the binary search relies on.
  func testCells_SortedAndDisjoint() {
    var end = 0
    var overlaps = 0
    for c in ZoneBorderCells.all {
      XCTAssertLessThanOrEqual(c.level, ZoneCellsData.maximumLevel)
      if c.key < end { overlaps += 1 }
      end = c.key + 1 << (2 * (ZoneCellsData.maximumLevel - c.level))
    }
    XCTAssertEqual(overlaps, 0)
  }

  /// Foundation knows every zone of the cells (else the cell would be passed over).
  func testEveryZoneOfTheCells_IsKnownToFoundation() {
    let zones = Set(ZoneBorderCells.all.map(\.zone))
    XCTAssertGreaterThan(zones.count, 100)
    for z in zones.sorted() {
      XCTAssertEqual((try? ZoneSpec(parsing: z))?.name, z)
    }
  }

  /// Towns (GeoNames, 1 000-15 000 people, not in the places table) whose nearest place is across
  /// a border with another clock; the zone is timezonefinder's polygon lookup (timezone-boundary-
  /// builder), and each is the town's own country's zone.
  func testBorderTowns_GetThePolygonsZone() {
    let cases: [(String, Double, Double, String, String)] = [
      // Kursk oblast, nearest place Bilopillia (UA) 15 km.
      ("Tëtkino, RU", 51.2813, 34.2938, "Europe/Moscow", "Europe/Kyiv"),
      // Quintana Roo (UTC-5), nearest place Corozal (BZ, UTC-6) 23 km.
      ("Sergio Butrón Casas, MX", 18.5139, -88.5688, "America/Cancun", "America/Belize"),
      // Cáceres, nearest place Castelo Branco (PT) 54 km.
      ("Zarza la Mayor, ES", 39.8769, -6.8621, "Europe/Madrid", "Europe/Lisbon"),
      // Košice region, nearest place Uzhhorod (UA).
      ("Sobrance, SK", 48.74455, 22.18136, "Europe/Bratislava", "Europe/Kyiv"),
      // Jackson County, Alabama (Central), nearest place Chattanooga (US, Eastern) 38 km.
      ("Bridgeport, US", 34.9476, -85.7144, "America/Chicago", "America/New_York"),
    ]
    for (name, lat, lon, zone, nearestZone) in cases {
      let c = Coordinates(latitude: lat, longitude: lon)!
      let i = ZoneInference.infer(c)
      XCTAssertEqual(i.zone.name, zone, name)
      XCTAssertEqual(i.nearest?.zoneIdentifier, nearestZone, name)
      XCTAssertEqual(i.borderCell?.zoneIdentifier, zone, name)
      XCTAssertTrue(i.reason.hasPrefix("a zone-border cell of the polygons ("), i.reason)
      XCTAssertTrue(i.reason.contains("is on \(nearestZone)"), i.reason)
      var zones: [String: ZoneSpec] = [:]
      XCTAssertEqual(ZoneInference.zoneAndCountry(c, zones: &zones).zone.name, zone, name)
    }
  }

  /// Zones on one clock in 2025-2027 (tz database): Central European zones, Vatican and Rome;
  /// not Lisbon and Madrid, nor Hebron and Jerusalem (their DST dates differ).
  func testSameClock_FollowsTheTzDatabase() {
    XCTAssertTrue(ZoneBorderCells.sameClock("Europe/Berlin", "Europe/Warsaw"))
    XCTAssertTrue(ZoneBorderCells.sameClock("Europe/Rome", "Europe/Vatican"))
    XCTAssertTrue(ZoneBorderCells.sameClock("Asia/Riyadh", "UTC+03:00"))
    XCTAssertFalse(ZoneBorderCells.sameClock("Europe/Lisbon", "Europe/Madrid"))
    XCTAssertFalse(ZoneBorderCells.sameClock("Asia/Hebron", "Asia/Jerusalem"))
    XCTAssertFalse(ZoneBorderCells.sameClock("Europe/Berlin", "UTC+01:00"))
    // A group per line: two zones of different lines are not on one clock.
    XCTAssertFalse(ZoneBorderCells.sameClock("Europe/Berlin", "Asia/Riyadh"))
  }

  /// The key of a point: the Morton code of its finest cell's row and column, row bit above
  /// column bit.
  func testKey_MortonCodeOfRowAndColumn() {
    let step = 1 / Double(1 << ZoneCellsData.maximumLevel)
    XCTAssertEqual(ZoneBorderCells.key(latitude: -90, longitude: -180), 0)
    XCTAssertEqual(ZoneBorderCells.key(latitude: -90, longitude: -180 + step), 1)
    XCTAssertEqual(ZoneBorderCells.key(latitude: -90 + step, longitude: -180), 2)
    XCTAssertEqual(ZoneBorderCells.key(latitude: -90 + step, longitude: -180 + step), 3)
    XCTAssertEqual(ZoneBorderCells.key(latitude: -90 + 2 * step, longitude: -180 + 3 * step), 8 + 5)
    // Latitude 90 is in the last row; longitude 180 is longitude -180.
    XCTAssertEqual(
      ZoneBorderCells.key(latitude: 90, longitude: 180),
      ZoneBorderCells.key(latitude: 90 - step / 2, longitude: -180))
  }
}
