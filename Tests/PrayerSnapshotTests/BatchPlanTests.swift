import Astro
import PrayerSnapshot
import XCTest

/// `BatchPlan` chooses each place's zone and method as `PrayerSetup` does for one place.
final class BatchPlanTests: XCTestCase {
  func testTable_EveryPlaceAsTheFrontDoorWouldChoose() throws {
    var settings = PrayerSettings()
    settings.fajrAngle = 19
    let plan = try BatchPlan(places: .table, settings: settings, zone: nil)
    XCTAssertEqual(plan.places.count, PlaceIndex.shared.count)
    // Every distinct (method, country Asr, JAKIM zone) once: the zones of one Isha angle share
    // their parameters, not their points.
    XCTAssertEqual(Set(plan.methods).count, plan.methods.count)
    for name in ["Istanbul", "Karachi", "Jakarta", "Bandung", "Birmingham, GB", "Makkah", "Kuala Lumpur", "Kota Bharu"] {
      let setup = try PrayerSetup(.city(name), settings: settings)
      let id = String(try XCTUnwrap(setup.place.place).geonameID)
      let place = try XCTUnwrap(plan.places.first { $0.id == id }, name)
      XCTAssertEqual(plan.zones[place.zone], setup.zone, name)
      XCTAssertEqual(plan.methods[place.method].parameters, setup.parameters, name)
      XCTAssertEqual(plan.methods[place.method].jakimZone, setup.jakimZone, name)
      // Kemenag's horizon takes the place's height (Bandung 728 m, Jakarta 16 m), nobody else's.
      XCTAssertEqual(place.coordinates.elevation, setup.coordinates.elevation, name)
      XCTAssertEqual(place.coordinates.elevation > 0, name == "Jakarta" || name == "Bandung", name)
      // e-solat's zones of the two cities; elsewhere none.
      XCTAssertEqual(plan.methods[place.method].jakimZone?.code, ["Kuala Lumpur": "WLY01", "Kota Bharu": "KTN01"][name], name)
    }
  }

  func testFile_RowsKeepTheirZoneAndMethod_OthersAreInferred() throws {
    let file = Array("""
      name,lat,lon,tz,method
      Makkah,21.4225,39.8262,Asia/Riyadh,umm-al-qura
      London,51.5074,-0.1278,,
      Sea,-30,-140,,

      """.utf8)
    let rows = try BatchPlaceFile.parse(file)
    let plan = try BatchPlan(places: .file(rows), settings: PrayerSettings(), zone: nil)
    XCTAssertEqual(plan.places.map(\.country), ["SA", "GB", nil])
    XCTAssertEqual(plan.places.map { plan.zones[$0.zone].name }, ["Asia/Riyadh", "Europe/London", "UTC-09:00"])
    XCTAssertEqual(plan.places.map { plan.methods[$0.method].name }, ["umm-al-qura", "moonsighting", "mwl"])
    XCTAssertEqual(plan.placesWithoutCountry, 1)
    var shafaq = PrayerSettings()
    shafaq.shafaq = .ahmer
    XCTAssertThrowsError(try BatchPlan(places: .file(rows), settings: shafaq, zone: nil))
  }

  func testFile_GivenZoneAndMethodWinOverTheColumns() throws {
    let file = Array("""
      name,lat,lon,tz,method
      Makkah,21.4225,39.8262,Asia/Riyadh,umm-al-qura
      London,51.5074,-0.1278,,

      """.utf8)
    let rows = try BatchPlaceFile.parse(file)
    var settings = PrayerSettings()
    settings.method = .isna
    let utc = try ZoneSpec(parsing: "UTC")
    let plan = try BatchPlan(places: .file(rows), settings: settings, zone: utc)
    XCTAssertEqual(plan.places.map { plan.zones[$0.zone].name }, ["UTC", "UTC"])
    XCTAssertEqual(plan.places.map { plan.methods[$0.method].name }, ["isna", "isna"])
    // ISNA's parameters for the Makkah row, not Umm al-Qura's (Isha 90 minutes after Maghrib).
    XCTAssertEqual(plan.methods[plan.places[0].method].parameters.method, .isna)
    // Only the zone given: each row's method column still chooses.
    let zoneOnly = try BatchPlan(places: .file(rows), settings: PrayerSettings(), zone: utc)
    XCTAssertEqual(zoneOnly.places.map { zoneOnly.zones[$0.zone].name }, ["UTC", "UTC"])
    XCTAssertEqual(zoneOnly.places.map { zoneOnly.methods[$0.method].name }, ["umm-al-qura", "moonsighting"])
  }
}
