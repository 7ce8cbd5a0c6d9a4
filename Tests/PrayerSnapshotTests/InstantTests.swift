import Astro
import Foundation
import PrayerSnapshot
import TestSupport
import XCTest

/// `Instant`, `ISO8601` and the `LocalClock` service against Foundation's own calendar and
/// formatters.
final class InstantTests: XCTestCase {
  func testInstant_DateRoundTrip_IsExactForManyMilliseconds() {
    var random = SplitMix64(state: 0x1257_A47)
    for _ in 0..<20_000 {
      let ms = random.next(in: -62_000_000_000_000...253_000_000_000_000)
      let instant = Instant(millisecondsSince1970: ms)
      XCTAssertEqual(Instant(instant.date), instant, "\(ms)")
    }
  }

  func testInstant_FromJulianDate_SettlesToTheNearestMillisecond() {
    let exact = Instant(millisecondsSince1970: 1_795_942_800_000)
    // 40 µs of binary noise either side of the millisecond.
    for noise in [-0.000_04, 0, 0.000_04, 0.000_49] {
      XCTAssertEqual(Instant(JulianDate(secondsSince1970: exact.secondsSince1970 + noise)), exact)
    }
    XCTAssertEqual(
      Instant(JulianDate(secondsSince1970: exact.secondsSince1970 + 0.000_51)), exact.adding(milliseconds: 1))
    XCTAssertEqual(Instant(JulianDate(.nan)).millisecondsSince1970, 0)
    XCTAssertEqual(Instant(JulianDate(1e300)).millisecondsSince1970, Instant.limitMilliseconds)
  }

  func testISO8601_Parse_MatchesFoundation() throws {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    for text in [
      "2026-11-29T09:00:00Z", "2026-11-29T12:00:00+03:00", "1901-01-01T00:00:00-05:00",
      "2026-03-29T01:30:00+01:00", "2099-12-31T23:59:59+14:00", "1970-01-01T00:00:00Z",
    ] {
      let foundation = try XCTUnwrap(formatter.date(from: text), text)
      XCTAssertEqual(try Instant(iso8601: text), Instant(foundation), text)
    }
    // Forms Foundation's strict formatter does not read: no seconds, ±HHMM, ±HH, fractions.
    XCTAssertEqual(try ISO8601.parse("2026-11-29T12:00+0300"), try ISO8601.parse("2026-11-29T09:00:00Z"))
    XCTAssertEqual(try ISO8601.parse("2026-11-29T12:00:00+03"), try ISO8601.parse("2026-11-29T09:00:00Z"))
    XCTAssertEqual(
      try ISO8601.parse("2026-11-29T09:00:00.2509Z").millisecondsSince1970 % 1000, 250)
  }

  func testISO8601_Errors_SayWhy() {
    for (text, reason) in [
      ("2026-11-29T09:00:00", "the UTC offset is missing: end with Z or an offset such as +03:00"),
      ("2026-02-30T09:00:00Z", "'2026-02-30' is not a real date as YYYY-MM-DD"),
      ("2026-11-29T24:00:00Z", "hour 00...23, minute and second 00...59"),
      ("2026-11-29T09:00:00+15:00", "the offset must be at most 14 hours"),
      ("2026-11-29T09:00:00Zx", "unexpected text after the offset"),
      ("0000-11-29T09:00:00Z", "the year must be 1...9999"),
    ] {
      XCTAssertThrowsError(try ISO8601.parse(text)) { error in
        XCTAssertEqual((error as? ISO8601Error)?.reason, reason, text)
      }
    }
    XCTAssertThrowsError(try ISO8601.parse("tomorrow")) { error in
      XCTAssertEqual(
        "\(error)",
        "needs an ISO 8601 time with a UTC offset, e.g. 2026-11-29T09:00:00Z or 2026-11-29T12:00:00+03:00, got 'tomorrow'")
    }
  }

  func testISO8601_UTCText_RoundTrips() throws {
    var random = SplitMix64(state: 99)
    for _ in 0..<2000 {
      let instant = Instant(millisecondsSince1970: random.next(in: -2_000_000_000_000...4_000_000_000_000))
      XCTAssertEqual(try ISO8601.parse(instant.description), instant, instant.description)
    }
    XCTAssertEqual(Instant(millisecondsSince1970: 1_795_942_800_250).description, "2026-11-29T09:00:00.250Z")
  }

  func testLocalClock_NoonOffsetAndDates_MatchFoundationAcrossZones() throws {
    for id in ["Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Tehran"] {
      let zone = try ZoneSpec(parsing: id)
      let plain = LocalClock(zone)
      let start = CivilDate(year: 2011, month: 1, day: 1)!
      let read = LocalClock(zone, covering: start...start.adding(days: 5 * 366))
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone.timeZone
      for step in stride(from: 0, to: 5 * 366, by: 3) {
        let date = start.adding(days: step)
        let expected = FoundationOracle.offsetAtNoon(year: date.year, month: date.month, day: date.day, in: zone.timeZone)
        // (Foundation answers for a date the zone skipped, Samoa's 2011-12-30, too: not compared.)
        if let expected, !(id == "Pacific/Apia" && date == CivilDate(year: 2011, month: 12, day: 30)!) {
          XCTAssertEqual(plain.utcOffsetAtNoon(of: date), expected, "\(id) \(date)")
          XCTAssertEqual(read.utcOffsetAtNoon(of: date), expected, "\(id) \(date) (offsets read once)")
        }
        let noon = Instant(millisecondsSince1970: (Int64(date.daysSince1970) * 86_400 + 43_200) * 1000)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: noon.date)
        let local = read.time(of: noon)
        XCTAssertEqual(
          [local.date.year, local.date.month, local.date.day, local.hour, local.minute],
          [c.year!, c.month!, c.day!, c.hour!, c.minute!], "\(id) \(date)")
        XCTAssertEqual(plain.iso8601(noon), FoundationOracle.iso8601(noon.date, in: zone.timeZone, milliseconds: false))
      }
    }
  }

  func testLocalClock_StartOfDay_IsLocalMidnightOrTheFirstMinuteAfterIt() throws {
    let london = LocalClock(try ZoneSpec(parsing: "Europe/London"))
    let d = CivilDate(year: 2026, month: 3, day: 29)!  // clocks go forward at 01:00 UTC
    XCTAssertEqual(london.startOfDay(d).description, "2026-03-29T00:00:00Z")
    XCTAssertEqual(london.startOfDay(d.adding(days: 1)).description, "2026-03-29T23:00:00Z")
    // Samoa skipped 2011-12-30: the 31st begins right after the 29th ends.
    let apia = LocalClock(try ZoneSpec(parsing: "Pacific/Apia"))
    XCTAssertEqual(
      apia.startOfDay(CivilDate(year: 2011, month: 12, day: 31)!),
      apia.startOfDay(CivilDate(year: 2011, month: 12, day: 29)!).adding(milliseconds: 86_400_000))
    // São Paulo skipped midnight on 2018-11-04 (00:00 → 01:00, −03:00 → −02:00): the day began at
    // 01:00 local, 03:00 UTC.
    let saoPaulo = LocalClock(try ZoneSpec(parsing: "America/Sao_Paulo"))
    let skipped = saoPaulo.startOfDay(CivilDate(year: 2018, month: 11, day: 4)!)
    XCTAssertEqual(skipped.description, "2018-11-04T03:00:00Z")
    XCTAssertEqual(saoPaulo.iso8601(skipped), "2018-11-04T01:00:00-02:00")
  }

  func testZoneSpec_FromFoundationZone_KeepsTheName() throws {
    XCTAssertEqual(ZoneSpec(TimeZone(identifier: "Europe/Istanbul")!).name, "Europe/Istanbul")
    XCTAssertEqual(ZoneSpec(TimeZone(secondsFromGMT: 19_800)!).name, "UTC+05:30")
    XCTAssertEqual(ZoneSpec(TimeZone(identifier: "UTC")!).name, "UTC")
    XCTAssertEqual(ZoneSpec(TimeZone(identifier: "Asia/Riyadh")!), try ZoneSpec(parsing: "Asia/Riyadh"))
  }
}
