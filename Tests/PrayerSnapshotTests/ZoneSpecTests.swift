import Foundation
import XCTest

@testable import PrayerSnapshot

final class ZoneSpecTests: XCTestCase {
  func testZoneSpec_IANAAndFixedOffsets() throws {
    XCTAssertEqual(try ZoneSpec(parsing: "Asia/Riyadh").name, "Asia/Riyadh")
    XCTAssertEqual(try ZoneSpec(parsing: "UTC").timeZone.secondsFromGMT(), 0)
    XCTAssertEqual(try ZoneSpec(parsing: "+05:30").timeZone.secondsFromGMT(), 19_800)
    XCTAssertEqual(try ZoneSpec(parsing: "-03:00").timeZone.secondsFromGMT(), -10_800)
    XCTAssertEqual(try ZoneSpec(parsing: "+05:30").name, "UTC+05:30")
  }

  func testZoneSpec_RejectsUnknownAndOutOfRange() {
    XCTAssertThrowsError(try ZoneSpec(parsing: "Mars/Olympus_Mons"))
    XCTAssertThrowsError(try ZoneSpec(parsing: "+15:00"))
    XCTAssertThrowsError(try ZoneSpec(parsing: "+05:60"))
    XCTAssertThrowsError(try ZoneSpec(parsing: "+5:30"))
    XCTAssertThrowsError(try ZoneSpec(parsing: ""))
  }
}
