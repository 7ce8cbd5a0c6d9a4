import Astro
@testable import PrayerSnapshot
import TestSupport
import XCTest

/// JAKIM's zones (`Data/methods/jakim_zones.csv`): the embedded copy is the CSV, and a place gets
/// the zone e-solat lists its district in.
final class JakimZoneTests: XCTestCase {
  func testJakimZones_EmbeddedEqualTheCSV() throws {
    let rows = Array(CSV.records(try dataFile("methods/jakim_zones.csv")).dropFirst())
    XCTAssertEqual(JakimZone.all.count, rows.count)
    for (z, r) in zip(JakimZone.all, rows) {
      XCTAssertEqual([z.code, z.state, z.districts], Array(r[0..<3]))
      XCTAssertEqual(z.prayerPoint.latitude, Double(r[3]))
      XCTAssertEqual(z.prayerPoint.longitude, Double(r[4]))
      XCTAssertEqual(z.sunrisePoint.latitude, Double(r[5]))
      XCTAssertEqual(z.sunrisePoint.longitude, Double(r[6]))
      XCTAssertEqual(z.ishaAngle, Double(r[7]))
    }
  }

  /// The embedded places with their state are `Data/methods/malaysia_places.csv`, and each of
  /// them lies in a zone of its own state (GeoNames' admin1), whatever district point is nearer.
  func testMalaysiaPlaces_EmbeddedAndEachInAZoneOfItsState() throws {
    let rows = Array(CSV.records(try dataFile("methods/malaysia_places.csv")).dropFirst())
    XCTAssertEqual(rows.count, 740)
    XCTAssertEqual(JakimZonesData.placeNames, rows.map { $0[1] })
    XCTAssertEqual(JakimZonesData.placeStates, rows.map { $0[2] })
    XCTAssertEqual(JakimZonesData.placeLatitudes, rows.map { Double($0[3])! })
    XCTAssertEqual(JakimZonesData.placeLongitudes, rows.map { Double($0[4])! })
    var moved = 0
    for r in rows {
      let point = try XCTUnwrap(Coordinates(latitude: Double(r[3])!, longitude: Double(r[4])!))
      let match = try XCTUnwrap(JakimZone.zone(near: point), r[1])
      XCTAssertEqual(match.zone.state, r[2], "\(r[1]) (\(r[0]))")
      if match.stateFrom != match.district { moved += 1 }
    }
    XCTAssertGreaterThan(moved, 0)
  }

  /// Kuala Linggi, at Melaka's western tip (the point of adhan's Melaka table), is nearer Port
  /// Dickson's district point (NGS03) than any of Melaka's: the nearest place puts it in Melaka.
  func testJakimZone_StateFromTheNearestPlace() throws {
    let match = try XCTUnwrap(JakimZone.zone(near: Coordinates(latitude: 2.38333, longitude: 101.98333)!))
    XCTAssertEqual(match.zone.code, "MLK01")
    XCTAssertEqual(match.stateFrom, "Kampung Kuala Linggi")
    XCTAssertEqual(match.district, "Alor Gajah")
    XCTAssertTrue(match.reason.contains("state by the nearest place Kampung Kuala Linggi, 1.2 km;"), match.reason)
  }

  /// Towns e-solat names in a zone's list (GeoNames points), each given that zone.
  func testJakimZone_NearTownsOfItsList() {
    let towns: [(Double, Double, String)] = [
      (3.08507, 101.53281, "SGR01"),  // Shah Alam
      (6.12361, 102.24333, "KTN01"),  // Kota Bharu
      (4.5841, 101.0829, "PRK02"),  // Ipoh
      (1.55, 110.33333, "SWK08"),  // Kuching
      (5.9749, 116.0724, "SBH07"),  // Kota Kinabalu
    ]
    for (lat, lon, code) in towns {
      XCTAssertEqual(JakimZone.zone(near: Coordinates(latitude: lat, longitude: lon)!)?.zone.code, code, "\(lat), \(lon)")
    }
  }

  /// The method chosen for a point in Malaysia says its zone; a method given keeps the point.
  func testPrayerSetup_MalaysiaTakesItsZoneUnlessMethodGiven() throws {
    let zone = try ZoneSpec(parsing: "Asia/Kuala_Lumpur")
    let chosen = try PrayerSetup(.coordinates(latitude: 3.08507, longitude: 101.53281, zone: zone))
    XCTAssertEqual(chosen.jakimZone?.code, "SGR01")
    XCTAssertTrue(chosen.methodSource.reason().contains("JAKIM zone SGR01"))
    var settings = PrayerSettings()
    settings.method = .jakim
    let given = try PrayerSetup(.coordinates(latitude: 3.08507, longitude: 101.53281, zone: zone), settings: settings)
    XCTAssertNil(given.jakimZone)
  }
}
