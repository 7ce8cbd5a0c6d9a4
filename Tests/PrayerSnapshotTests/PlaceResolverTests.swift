import Astro
import PrayerSnapshot
import XCTest

/// `PlaceResolver`: the rules `--city` documents, on the embedded GeoNames table.
final class PlaceResolverTests: XCTestCase {
  func testNames_ResolveToThePlaceMeant() throws {
    let istanbul = try PlaceResolver.resolve(.city("istanbul"))
    XCTAssertEqual(istanbul.place?.name, "Istanbul")
    XCTAssertEqual(istanbul.country, "TR")
    XCTAssertEqual(istanbul.label, "Istanbul, TR")
    XCTAssertNil(istanbul.alsoNamed)
    XCTAssertEqual(try PlaceResolver.resolve(.city("London, GB")).country, "GB")
    XCTAssertEqual(try PlaceResolver.resolve(.city("London, CA")).country, "CA")
    XCTAssertEqual(try PlaceResolver.resolve(.city("مكة")).place?.countryCode, "SA")
  }

  func testSeveralPlaces_TheDominantOneIsTakenWithANote() throws {
    // Medina (Madinah, SA) is far larger than Medina, Ohio.
    let medina = try PlaceResolver.resolve(.city("Medina"))
    XCTAssertEqual(medina.country, "SA")
    let also = try XCTUnwrap(medina.alsoNamed)
    XCTAssertNotEqual(also.next.countryCode, "SA")
    XCTAssertGreaterThanOrEqual(medina.place!.population, 10 * also.next.population)
  }

  func testSeveralPlaces_NoneDominant_IsAmbiguous() {
    XCTAssertThrowsError(try PlaceResolver.resolve(.city("Birmingham"))) { error in
      guard case .ambiguous(let query, nil, let places) = error as? PlaceError else { return XCTFail("\(error)") }
      XCTAssertEqual(query, "Birmingham")
      XCTAssertEqual(Set(places.prefix(2).map(\.countryCode)), ["GB", "US"])
      XCTAssertEqual(places.map(\.population), places.map(\.population).sorted(by: >))
    }
  }

  func testUnknownNames_AndBadCoordinates() {
    XCTAssertThrowsError(try PlaceResolver.resolve(.city("Qwxzv"))) { error in
      XCTAssertEqual(error as? PlaceError, .noSuchPlace(query: "Qwxzv", country: nil, similar: [], similarCount: 0, nearlyNamed: []))
    }
    XCTAssertThrowsError(try PlaceResolver.resolve(.city("Istan"))) { error in
      guard case .noSuchPlace(_, _, let similar, _, _) = error as? PlaceError else { return XCTFail() }
      XCTAssertEqual(similar.first?.name, "Istanbul")
    }
    XCTAssertThrowsError(try PlaceResolver.resolve(.city("  "))) { error in
      XCTAssertEqual(error as? PlaceError, .emptyName("  "))
    }
    for (lat, lon) in [(91.0, 0.0), (0, -181), (.nan, 0), (0, .infinity)] {
      XCTAssertThrowsError(try PlaceResolver.resolve(.coordinates(latitude: lat, longitude: lon)), "\(lat) \(lon)")
    }
    XCTAssertThrowsError(try PlaceResolver.resolve(.coordinates(latitude: 0, longitude: 0, elevation: 20_000)))
  }

  func testCoordinates_ZoneAndCountryFromTheNearestPlace_UnlessGiven() throws {
    let near = try PlaceResolver.resolve(.coordinates(latitude: 41.0082, longitude: 28.9784))
    XCTAssertEqual(near.zone.name, "Europe/Istanbul")
    XCTAssertEqual(near.country, "TR")
    guard case .inferred(let inference) = near.zoneSource else { return XCTFail() }
    XCTAssertTrue(inference.reason.contains("Istanbul"), inference.reason)
    // A zone given and no country needed: nothing is looked up.
    let given = try PlaceResolver.resolve(
      .coordinates(latitude: 41.0082, longitude: 28.9784, zone: ZoneSpec(fixedOffsetSeconds: 0)), needsCountry: false)
    XCTAssertEqual(given.zone.name, "UTC")
    XCTAssertNil(given.countrySource)
    // Mid-Pacific, 300+ km from any place: the longitude's offset, no country.
    let sea = try PlaceResolver.resolve(.coordinates(latitude: -30, longitude: -140))
    XCTAssertNil(sea.country)
    XCTAssertEqual(sea.zone.name, "UTC-09:00")
  }
}
