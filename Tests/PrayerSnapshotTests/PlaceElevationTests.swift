import Astro
@testable import PrayerSnapshot
import TestSupport
import XCTest

/// The places' heights (`Data/places/elevations.csv`): the embedded copy is the CSV, every row is
/// a place of the table, and a method whose horizon follows the height (Kemenag's) takes the
/// nearest place's when none is given, and only then.
final class PlaceElevationTests: XCTestCase {
  func testEmbeddedElevations_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("places/elevations.csv"))
    XCTAssertEqual(records.first, ["geonameid", "name", "country", "latitude", "longitude", "elevation"])
    let rows = Array(records.dropFirst())
    XCTAssertGreaterThan(rows.count, 300)
    XCTAssertEqual(PlaceElevationsData.names, rows.map { $0[1] })
    XCTAssertEqual(PlaceElevationsData.countries, rows.map { $0[2] })
    XCTAssertEqual(PlaceElevationsData.latitudes, rows.map { Double($0[3])! })
    XCTAssertEqual(PlaceElevationsData.longitudes, rows.map { Double($0[4])! })
    XCTAssertEqual(PlaceElevationsData.metres, rows.map { Double($0[5])! })
  }

  /// Each row is a place of the table, at the table's point, in a country whose usual method
  /// takes the height.
  func testElevations_AreTheTablesPlacesWhereTheMethodTakesThem() throws {
    let rows = Array(CSV.records(try dataFile("places/elevations.csv")).dropFirst())
    let index = PlaceIndex.shared
    var byID: [String: Place] = [:]
    for i in 0..<index.count {
      let p = index.place(at: i)
      byID[String(p.geonameID)] = p
    }
    for r in rows {
      let place = try XCTUnwrap(byID[r[0]], r[1])
      XCTAssertEqual([place.name, place.countryCode], [r[1], r[2]])
      XCTAssertEqual(place.coordinates.latitude, Double(r[3]))
      XCTAssertEqual(place.coordinates.longitude, Double(r[4]))
      XCTAssertTrue(MethodChoice.entry(forCountry: r[2]).method.parameters.appliesElevation, r[2])
      XCTAssertTrue((0...5000).contains(Double(r[5])!), r[1])
    }
  }

  func testKemenag_TakesTheNearestPlacesHeight_AGivenOneWins() throws {
    let bandung = try PrayerSetup(.city("Bandung"))
    XCTAssertEqual(bandung.parameters.method, .kemenag)
    XCTAssertEqual(bandung.coordinates.elevation, 728)
    XCTAssertEqual(bandung.place.elevationPlace?.name, "Bandung")
    XCTAssertFalse(bandung.place.elevationGiven)
    // 6 km off the city's point: still Bandung's height; 6 km off Cileunyi, Cileunyi's.
    let near = try PrayerSetup(.coordinates(latitude: -6.95, longitude: 107.65))
    XCTAssertEqual(near.place.elevationPlace?.name, "Bandung")
    XCTAssertEqual(near.place.elevationPlace?.distanceKm ?? 0, 5.7, accuracy: 0.1)
    let east = try PrayerSetup(.coordinates(latitude: -6.93, longitude: 107.70))
    XCTAssertEqual(east.place.elevationPlace?.name, "Cileunyi")
    XCTAssertEqual(east.coordinates.elevation, 703)
    // A height given wins, even 0.
    let given = try PrayerSetup(Location(.city("Bandung"), elevation: 0))
    XCTAssertEqual(given.coordinates.elevation, 0)
    XCTAssertNil(given.place.elevationPlace)
    // A method that publishes sea-level times takes none.
    var mwl = PrayerSettings()
    mwl.method = .mwl
    let other = try PrayerSetup(.city("Bandung"), settings: mwl)
    XCTAssertEqual(other.coordinates.elevation, 0)
    XCTAssertNil(other.place.elevationPlace)
    // Kemenag given outside Indonesia: no place within 25 km, sea level.
    var kemenag = PrayerSettings()
    kemenag.method = .kemenag
    let abroad = try PrayerSetup(.city("Kuala Lumpur"), settings: kemenag)
    XCTAssertEqual(abroad.coordinates.elevation, 0)
    XCTAssertNil(abroad.place.elevationPlace)
  }

  /// Bandung's horizon is −2° (728 m), Jakarta's −1° (16 m): sunrise earlier and Maghrib later at
  /// Bandung than the same point at sea level, by the time the Sun takes for that degree.
  func testKemenag_BandungsHorizonIsTwoDegrees() throws {
    let high = try PrayerSetup(.city("Bandung"))
    let sea = try PrayerSetup(Location(.city("Bandung"), elevation: 0))
    XCTAssertEqual(high.parameters.horizon(atElevation: 728).degrees, -2, accuracy: 1e-12)
    XCTAssertEqual(sea.parameters.horizon(atElevation: 0).degrees, -1, accuracy: 1e-12)
    let date = try XCTUnwrap(CivilDate(year: 2026, month: 3, day: 20))
    let a = try high.timetable(.date(date)).days[0].times
    let b = try sea.timetable(.date(date)).days[0].times
    func minutes(_ x: PrayerTime, _ y: PrayerTime) throws -> Double {
      try XCTUnwrap(x.instant).seconds(to: try XCTUnwrap(y.instant)) / 60
    }
    // At 7° S near the equinox a degree of altitude is 4 minutes; the times are whole minutes.
    XCTAssertEqual(try minutes(a.sunrise, b.sunrise), 4.5, accuracy: 1)
    XCTAssertEqual(try minutes(b.maghrib, a.maghrib), 4.5, accuracy: 1)
    XCTAssertEqual(try minutes(a.isha, b.isha), 0)
  }
}
