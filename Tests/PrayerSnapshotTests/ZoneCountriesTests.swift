import Astro
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The zone → country table (the tz database's zone.tab) and the country it gives a point in a
/// zone-border cell.
final class ZoneCountriesTests: XCTestCase {
  func testEmbeddedZoneCountries_EqualTheDataFile() throws {
    let rows = try dataFile("places/zone_countries.csv").split(separator: "\n")
      .filter { !$0.hasPrefix("#") && !$0.hasPrefix("zone,") }
      .map { $0.split(separator: ",").map(String.init) }
    let embedded = "\(ZoneCountriesData.rows)".split(separator: "\n")
      .map { $0.split(separator: "\t").map(String.init) }
    XCTAssertEqual(embedded, rows)
    XCTAssertEqual(ZoneCountriesData.count, rows.count)
    XCTAssertGreaterThan(rows.count, 400)
    for row in rows { XCTAssertEqual(ZoneCountries.country(of: row[0]), row[1]) }
    XCTAssertEqual(ZoneCountries.country(of: "Europe/Madrid"), "ES")
    XCTAssertNil(ZoneCountries.country(of: "UTC"))
  }

  func testEveryZoneOfTheBorderCells_HasACountry() {
    for zone in Set(ZoneBorderCells.all.map(\.zone)).sorted() {
      XCTAssertNotNil(ZoneCountries.country(of: zone), zone)
    }
  }

  /// Valencia de Alcántara (GeoNames 2509866, 5 600 people, not in the places table) is in Spain
  /// a few km from the border; its nearest place is Portuguese. The border cell gives it
  /// Europe/Madrid, and now Spain with it (Spain's calendar and method, not Portugal's); Elvas, on the other
  /// side, stays Portuguese.
  func testCountry_ABorderCellsZoneNamesTheCountryAcrossTheBorder() throws {
    let valencia = try XCTUnwrap(Coordinates(latitude: 39.4135, longitude: -7.2436))
    let inference = ZoneInference.infer(valencia)
    XCTAssertEqual(inference.zone.name, "Europe/Madrid")
    XCTAssertEqual(inference.nearest?.countryCode, "PT")
    XCTAssertEqual(inference.countryCode, "ES")
    XCTAssertTrue(inference.countryFromBorderCell)
    XCTAssertEqual(CalendarChoice.entry(near: valencia), CalendarChoice.entry(forCountry: "ES"))
    let elvas = try XCTUnwrap(Coordinates(latitude: 38.8815, longitude: -7.1628))
    XCTAssertEqual(ZoneInference.infer(elvas).countryCode, "PT")
    XCTAssertFalse(ZoneInference.infer(elvas).countryFromBorderCell)
    // The batch takes the same country.
    var zones: [String: ZoneSpec] = [:]
    XCTAssertEqual(ZoneInference.zoneAndCountry(valencia, zones: &zones).country, "ES")
  }
}
