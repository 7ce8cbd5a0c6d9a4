import Foundation
import XCTest

@testable import PrayerSnapshot

/// The English exonyms (`Mecca`, `Medina`, `Bombay` …) searched like the table's own names.
final class ExonymTests: XCTestCase {
  /// Every entry names the place it means, and only adds names the table lacks for it.
  func testEveryEntry_IsThePlaceItSays_AndAddsNewNames() throws {
    let index = PlaceIndex.shared
    for entry in PlaceExonyms.table {
      let row = try XCTUnwrap(index.row(ofGeonameID: entry.geonameID), "\(entry.geonameID)")
      let place = index.place(at: row)
      XCTAssertEqual(place.name, entry.tableName, "\(entry.geonameID)")
      let own = Set(place.allNames.map(PlaceIndex.searchKey))
      for name in entry.names {
        XCTAssertFalse(own.contains(PlaceIndex.searchKey(name)), "\(name) is already a name of \(place.name)")
      }
    }
    XCTAssertNil(index.row(ofGeonameID: 1))
    XCTAssertNil(index.row(ofGeonameID: Int.max))
  }

  /// Each exonym finds its place as an exact match, first (the most populous of that name),
  /// ignoring case and accents as any name.
  func testExonyms_FindTheirPlaceFirst() throws {
    for entry in PlaceExonyms.table {
      for name in entry.names + entry.names.map { $0.uppercased() } {
        let first = try XCTUnwrap(PlaceIndex.shared.matches(name).first, name)
        XCTAssertEqual(first.place.geonameID, entry.geonameID, name)
        XCTAssertEqual(first.kind, .exact, name)
      }
    }
    // The table's own names still work, and a prefix of an exonym finds it as a prefix.
    XCTAssertEqual(PlaceIndex.shared.matches("Makkah").first?.place.geonameID, 104515)
    let mec = PlaceIndex.shared.matches("Mecc")
    XCTAssertTrue(mec.contains { $0.place.geonameID == 104515 && $0.kind == .prefix })
    // Medina, Ohio keeps its own name (both are exact; Madinah is 50 times larger).
    let medina = PlaceIndex.shared.matches("medina").filter { $0.kind == .exact }
    XCTAssertEqual(medina.first?.place.name, "Madinah")
    XCTAssertTrue(medina.contains { $0.place.countryCode == "US" })
  }
}
