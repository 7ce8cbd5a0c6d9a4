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

  func testZoneSpec_MoreAcceptedForms() throws {
    // Fixed offsets: ±HH:MM, ±HHMM, ±HH, up to 14 hours.
    let offsets: [(String, Int, String)] = [
      ("+0530", 19_800, "UTC+05:30"), ("+05", 18_000, "UTC+05:00"), ("-12:00", -43_200, "UTC-12:00"),
      ("+14:00", 50_400, "UTC+14:00"), ("+1400", 50_400, "UTC+14:00"), ("-09:30", -34_200, "UTC-09:30"),
      ("+05:45", 20_700, "UTC+05:45"), ("-0330", -12_600, "UTC-03:30"), ("+00:00", 0, "UTC"),
      ("-00:00", 0, "UTC"), (" +03:00 ", 10_800, "UTC+03:00"),
    ]
    for (text, seconds, name) in offsets {
      let zone = try ZoneSpec(parsing: text)
      XCTAssertEqual(zone.timeZone.secondsFromGMT(), seconds, text)
      XCTAssertEqual(zone.name, name, text)
      // A fixed zone has no daylight saving: the same offset now and in July.
      XCTAssertEqual(
        zone.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_783_000_000)), seconds, text)
    }
    // The names of UTC.
    for text in ["UTC", "utc", "Z", "z", "GMT", "gmt", " UTC "] {
      let zone = try ZoneSpec(parsing: text)
      XCTAssertEqual(zone.name, "UTC", text)
      XCTAssertEqual(zone.timeZone.secondsFromGMT(), 0, text)
    }
    // IANA names keep their spelling, and their rules: London is +01:00 on 1 July 2026.
    let july2026 = Date(timeIntervalSince1970: 1_782_907_200)
    let names: [(String, Int)] = [
      ("Europe/London", 3_600), ("America/Argentina/Buenos_Aires", -10_800),
      ("Asia/Kathmandu", 20_700), ("America/New_York", -14_400), ("Australia/Sydney", 36_000),
      ("Etc/GMT+5", -18_000), ("Asia/Calcutta", 19_800),
    ]
    for (text, offset) in names {
      let zone = try ZoneSpec(parsing: text)
      XCTAssertEqual(zone.name, text)
      XCTAssertEqual(zone.timeZone.secondsFromGMT(for: july2026), offset, text)
    }
    XCTAssertEqual(try ZoneSpec(parsing: "  Asia/Riyadh\t").name, "Asia/Riyadh")
  }

  func testZoneSpec_MoreRejectedForms() {
    let badOffsets = [
      "+15:00", "-15:00", "+14:01", "-14:30", "+1401", "+15", "+05:60", "+0560", "+5:30", "+05:3",
      "+053", "+5", "+05:30:00", "+05:", "+:30", "+", "-", "+ab:cd", "+05h30", "+05.5", "++05:00",
      "+-5:00", "+05:-1", "+00:-1", "+-0:30", "+05:+1", "+٠٥:٣٠", "+٠٥٣٠", "+05 30",
    ]
    for text in badOffsets {
      XCTAssertThrowsError(try ZoneSpec(parsing: text), text) { error in
        XCTAssertEqual(error as? ZoneSpecError, .badOffset(text), text)
        XCTAssertTrue("\(error)".contains("'\(text)'"), "\(error)")
      }
    }
    let badNames = [
      "Mars/Base", "Mars/Olympus_Mons", "Asia/Riyad", "asia/riyadh", "Europe/", "/", "05:30",
      "GMT+3", "Utc", "Asia/Riyadh/Extra", "   ", "../../etc/passwd",
    ]
    for text in badNames {
      XCTAssertThrowsError(try ZoneSpec(parsing: text), text) { error in
        XCTAssertEqual(error as? ZoneSpecError, .unknownZone(text), text)
      }
    }
    // "UTC±HH:MM" (the name printed for a fixed zone) reads back; a malformed one is a bad offset.
    XCTAssertEqual(try ZoneSpec(parsing: "UTC+05:30").timeZone.secondsFromGMT(), 19_800)
    XCTAssertEqual(try ZoneSpec(parsing: ZoneSpec(fixedOffsetSeconds: -10_800).name).name, "UTC-03:00")
    XCTAssertThrowsError(try ZoneSpec(parsing: "UTC+3")) { error in
      XCTAssertEqual(error as? ZoneSpecError, .badOffset("UTC+3"))
    }
  }

  func testZoneSpec_ErrorDescriptions_SayWhatIsAccepted() {
    XCTAssertTrue(ZoneSpecError.unknownZone("X/Y").description.contains("Asia/Riyadh"))
    XCTAssertTrue(ZoneSpecError.unknownZone("X/Y").description.contains("+05:30"))
    XCTAssertTrue(ZoneSpecError.badOffset("+15:00").description.contains("14 hours"))
  }

  func testZoneSpec_FixedOffsetInitAndFormatting() {
    XCTAssertEqual(ZoneSpec(fixedOffsetSeconds: 0).name, "UTC")
    XCTAssertEqual(ZoneSpec(fixedOffsetSeconds: 20_700).name, "UTC+05:45")
    XCTAssertEqual(ZoneSpec(fixedOffsetSeconds: -12_600).name, "UTC-03:30")
    XCTAssertEqual(ZoneSpec(fixedOffsetSeconds: -12_600).timeZone.secondsFromGMT(), -12_600)
    XCTAssertEqual(ZoneSpec.formatOffset(0), "+00:00")
    XCTAssertEqual(ZoneSpec.formatOffset(-3_600), "-01:00")
    XCTAssertEqual(ZoneSpec.formatOffset(50_400), "+14:00")
    // Local mean time offsets keep their seconds (Kathmandu before 1920: +5:41:16).
    XCTAssertEqual(ZoneSpec.formatOffset(20_476), "+05:41:16")
    XCTAssertEqual(ZoneSpec.formatOffset(-1_521), "-00:25:21")
    // Parsing and formatting agree for every quarter hour from −14:00 to +14:00.
    for quarter in -56...56 {
      let seconds = quarter * 900
      XCTAssertEqual(try ZoneSpec(parsing: ZoneSpec.formatOffset(seconds)).timeZone.secondsFromGMT(), seconds)
    }
  }

  func testZoneSpec_EqualForTheSameText() throws {
    XCTAssertEqual(try ZoneSpec(parsing: "+03:00"), try ZoneSpec(parsing: "+0300"))
    XCTAssertEqual(try ZoneSpec(parsing: "UTC"), try ZoneSpec(parsing: "Z"))
    XCTAssertNotEqual(try ZoneSpec(parsing: "+03:00"), try ZoneSpec(parsing: "Asia/Riyadh"))
  }
}
