import Astro
import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// `LocalClock` against Foundation's formatters for the same zone and instant.
///
/// Both sides settle an instant to the millisecond before showing it (Foundation's formatters
/// round to the nearest millisecond, then truncate to the field shown), so instants are chosen
/// well away from half-millisecond ties: a `JulianDate` carries up to ~20 µs of binary noise.
final class LocalClockTests: XCTestCase {
  static let zoneIdentifiers = [
    "UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Riyadh",
    "America/St_Johns", "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Kiritimati",
    "America/Sao_Paulo", "Europe/Dublin", "Asia/Tehran",
  ]

  /// The four texts of one instant, by LocalClock and by Foundation.
  private func assertMatchesFoundation(
    secondsSince1970 seconds: Double, zone: TimeZone, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let instant = JulianDate(secondsSince1970: seconds)
    // Foundation formats the very instant the JulianDate holds.
    let date = Date(timeIntervalSince1970: instant.secondsSince1970)
    let what = "\(seconds) s in \(zone.identifier)"
    for ms in [true, false] {
      let ours = LocalClock(ZoneSpec(zone)).iso8601(Instant(instant), milliseconds: ms)
      XCTAssertEqual(
        ours, FoundationOracle.iso8601(date, in: zone, milliseconds: ms), what, file: file,
        line: line)
      XCTAssertEqual(
        ours, FoundationOracle.pattern(date, in: zone, milliseconds: ms), what, file: file,
        line: line)
    }
    XCTAssertEqual(
      LocalClock(ZoneSpec(zone)).hourMinute(Instant(instant)), FoundationOracle.hourMinute(date, in: zone), what,
      file: file, line: line)
  }

  func testISO8601AndHourMinute_ManyInstantsManyZones_MatchFoundation() {
    var random = SplitMix64(state: 0x5EED_2026)
    // 1901-01-01T00:00Z ... 2100-12-31T23:59:59Z, in whole milliseconds.
    let first: Int64 = -2_177_452_800_000
    let last: Int64 = 4_133_980_799_999
    for identifier in Self.zoneIdentifiers {
      let zone = FoundationOracle.zone(identifier)
      for i in 0..<500 {
        let millis = random.next(in: first...last)
        // A quarter of a millisecond off the whole millisecond, either way: no tie.
        let seconds = Double(millis) / 1000 + (i.isMultiple(of: 2) ? 0.000_25 : -0.000_25)
        assertMatchesFoundation(secondsSince1970: seconds, zone: zone)
      }
    }
  }

  func testISO8601AndHourMinute_AroundEveryDSTTransition_MatchFoundation() {
    let start = FoundationOracle.utc(2025, 1, 1)
    let end = FoundationOracle.utc(2028, 1, 1)
    let deltas: [Double] = [-86_400, -7_200, -3_600, -60, -1, -0.001, 0, 0.001, 1, 60, 3_600, 7_200]
    var checked = 0
    for identifier in [
      "Europe/London", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham",
      "Europe/Dublin", "America/St_Johns", "Australia/Sydney",
    ] {
      let zone = FoundationOracle.zone(identifier)
      let transitions = FoundationOracle.transitions(in: zone, from: start, to: end)
      XCTAssertGreaterThanOrEqual(transitions.count, 6, identifier)
      for t in transitions {
        for delta in deltas {
          assertMatchesFoundation(secondsSince1970: t.timeIntervalSince1970 + delta, zone: zone)
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 400)
  }

  func testISO8601_LondonAndNewYorkChanges2026_ShowTheClockJump() {
    let london = FoundationOracle.zone("Europe/London")
    let newYork = FoundationOracle.zone("America/New_York")
    func iso(_ d: Date, _ z: TimeZone) -> String {
      LocalClock(ZoneSpec(z)).iso8601(Instant(JulianDate(secondsSince1970: d.timeIntervalSince1970)), milliseconds: false)
    }
    // (zone, the change's instant, the local time a second before it, the local time at it).
    let changes: [(TimeZone, Date, String, String)] = [
      // Europe/London: 01:00 UTC on 29 March and 25 October 2026.
      (london, FoundationOracle.utc(2026, 3, 29, 1), "2026-03-29T00:59:59+00:00", "2026-03-29T02:00:00+01:00"),
      (london, FoundationOracle.utc(2026, 10, 25, 1), "2026-10-25T01:59:59+01:00", "2026-10-25T01:00:00+00:00"),
      // America/New_York: 07:00 UTC on 8 March, 06:00 UTC on 1 November 2026.
      (newYork, FoundationOracle.utc(2026, 3, 8, 7), "2026-03-08T01:59:59-05:00", "2026-03-08T03:00:00-04:00"),
      (newYork, FoundationOracle.utc(2026, 11, 1, 6), "2026-11-01T01:59:59-04:00", "2026-11-01T01:00:00-05:00"),
    ]
    for (zone, change, before, after) in changes {
      XCTAssertEqual(iso(change.addingTimeInterval(-1), zone), before)
      XCTAssertEqual(iso(change, zone), after)
    }
  }

  func testISO8601_HalfAndThreeQuarterHourOffsets_CarryTheirMinutes() {
    let cases: [(String, String)] = [
      ("Asia/Kolkata", "+05:30"), ("Asia/Kathmandu", "+05:45"), ("America/St_Johns", "-03:30"),
      ("Pacific/Chatham", "+13:45"), ("Australia/Adelaide", "+10:30"),
    ]
    // 2026-01-15T06:07:08.009Z: summer in the south, winter in the north.
    let date = FoundationOracle.utc(2026, 1, 15, 6, 7, 8).addingTimeInterval(0.009)
    for (identifier, suffix) in cases {
      let zone = FoundationOracle.zone(identifier)
      let instant = JulianDate(secondsSince1970: date.timeIntervalSince1970)
      let text = LocalClock(ZoneSpec(zone)).iso8601(Instant(instant), milliseconds: true)
      XCTAssertTrue(text.hasSuffix(".009" + suffix), "\(identifier): \(text)")
      XCTAssertEqual(text, FoundationOracle.iso8601(date, in: zone, milliseconds: true))
      assertMatchesFoundation(secondsSince1970: date.timeIntervalSince1970, zone: zone)
    }
    // 06:07 UTC + 5:45 = 11:52 in Kathmandu.
    XCTAssertEqual(
      LocalClock(ZoneSpec(FoundationOracle.zone("Asia/Kathmandu"))).hourMinute(Instant(JulianDate(secondsSince1970: date.timeIntervalSince1970))),
      "11:52")
  }

  func testISO8601_NegativeEpochs1901_MatchFoundation() {
    // 1901-06-15T12:34:56.789Z, before the Unix epoch (and before 32-bit time_t).
    let date = FoundationOracle.utc(1901, 6, 15, 12, 34, 56).addingTimeInterval(0.789)
    XCTAssertLessThan(date.timeIntervalSince1970, -Double(Int32.max))
    let instant = JulianDate(secondsSince1970: date.timeIntervalSince1970)
    XCTAssertEqual(
      LocalClock(ZoneSpec(TimeZone(secondsFromGMT: 0)!)).iso8601(Instant(instant), milliseconds: true),
      "1901-06-15T12:34:56.789+00:00")
    XCTAssertEqual(
      LocalClock(ZoneSpec(TimeZone(secondsFromGMT: 0)!)).iso8601(Instant(instant), milliseconds: false),
      "1901-06-15T12:34:56+00:00")
    for identifier in Self.zoneIdentifiers {
      let zone = FoundationOracle.zone(identifier)
      assertMatchesFoundation(secondsSince1970: date.timeIntervalSince1970, zone: zone)
      // Local midnight and the minute before it, where the local date changes.
      let offset = Double(zone.secondsFromGMT(for: date))
      let midnightUTC = FoundationOracle.utc(1901, 6, 16).timeIntervalSince1970 - offset
      for delta in [-60.000_25, -0.000_75, 0.000_25, 59.999_75] {
        assertMatchesFoundation(secondsSince1970: midnightUTC + delta, zone: zone)
      }
    }
  }

  func testISO8601_LocalMeanTimeOffsetWithSeconds_MatchesFoundation() {
    // Before 1920 Nepal kept local mean time, 5:41:16 ahead of UTC (tz database).
    let zone = FoundationOracle.zone("Asia/Kathmandu")
    let date = FoundationOracle.utc(1901, 3, 1, 18, 30)
    let offset = zone.secondsFromGMT(for: date)
    XCTAssertNotEqual(offset % 60, 0, "this system's tz data has no LMT for Kathmandu in 1901")
    let text = LocalClock(ZoneSpec(zone)).iso8601(Instant(JulianDate(secondsSince1970: date.timeIntervalSince1970)), milliseconds: false)
    XCTAssertEqual(text, FoundationOracle.pattern(date, in: zone, milliseconds: false))
    XCTAssertTrue(text.hasSuffix(ZoneSpec.formatOffset(offset)), text)
  }

  func testHourMinute_OneMicrosecondBeforeMinuteBoundary_MatchesFoundation() {
    // Both settle to the millisecond first, so 11:59:59.999999 shows as 12:00, while two
    // milliseconds earlier is still 11:59.
    let boundaries = [
      FoundationOracle.utc(2026, 11, 29, 12), FoundationOracle.utc(1901, 6, 15, 12),
      FoundationOracle.utc(1970, 1, 1),
    ]
    for boundary in boundaries {
      for identifier in ["UTC", "Asia/Kathmandu", "America/New_York"] {
        let zone = FoundationOracle.zone(identifier)
        let justBefore = boundary.timeIntervalSince1970 - 0.000_001
        let instant = JulianDate(secondsSince1970: justBefore)
        let date = Date(timeIntervalSince1970: justBefore)
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).hourMinute(Instant(instant)), FoundationOracle.hourMinute(date, in: zone),
          "\(boundary) \(identifier)")
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).iso8601(Instant(instant), milliseconds: true),
          FoundationOracle.iso8601(date, in: zone, milliseconds: true))
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).iso8601(Instant(instant), milliseconds: false),
          FoundationOracle.iso8601(date, in: zone, milliseconds: false))
        // The JulianDate just below the boundary (one ulp, ~40 µs).
        let below = JulianDate(JulianDate(secondsSince1970: boundary.timeIntervalSince1970).value.nextDown)
        XCTAssertLessThan(below.secondsSince1970, boundary.timeIntervalSince1970)
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).hourMinute(Instant(below)),
          FoundationOracle.hourMinute(Date(timeIntervalSince1970: below.secondsSince1970), in: zone))
      }
    }
    let utc = TimeZone(secondsFromGMT: 0)!
    let noon = FoundationOracle.utc(2026, 11, 29, 12).timeIntervalSince1970
    XCTAssertEqual(LocalClock(ZoneSpec(utc)).hourMinute(Instant(JulianDate(secondsSince1970: noon - 0.000_001))), "12:00")
    XCTAssertEqual(LocalClock(ZoneSpec(utc)).hourMinute(Instant(JulianDate(secondsSince1970: noon - 0.002))), "11:59")
    XCTAssertEqual(
      LocalClock(ZoneSpec(utc)).iso8601(Instant(JulianDate(secondsSince1970: noon - 0.002)), milliseconds: true),
      "2026-11-29T11:59:59.998+00:00")
  }

  func testHourMinute_InstantANoiseBelowSpringForward_ShowsTheNewClock() {
    // A time rounded to 01:00:00 UTC on 29 March 2026 may land one ulp below it; London's clock
    // then reads 02:00 (01:00 does not exist that night), as Foundation says.
    let london = FoundationOracle.zone("Europe/London")
    let change = FoundationOracle.utc(2026, 3, 29, 1).timeIntervalSince1970
    let below = JulianDate(JulianDate(secondsSince1970: change).value.nextDown)
    XCTAssertEqual(LocalClock(ZoneSpec(london)).hourMinute(Instant(below)), "02:00")
    XCTAssertEqual(
      LocalClock(ZoneSpec(london)).iso8601(Instant(below), milliseconds: false), "2026-03-29T02:00:00+01:00")
    XCTAssertEqual(LocalClock(ZoneSpec(london)).date(of: Instant(below)), CivilDate(year: 2026, month: 3, day: 29))
  }

  func testDateOf_ManyInstants_MatchesFoundationCalendar() {
    var random = SplitMix64(state: 42)
    for identifier in Self.zoneIdentifiers {
      let zone = FoundationOracle.zone(identifier)
      var calendar = FoundationOracle.gregorian
      calendar.timeZone = zone
      for _ in 0..<40 {
        let seconds = Double(random.next(in: -2_177_452_800...4_133_980_799)) + 0.5
        let date = Date(timeIntervalSince1970: seconds)
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).date(of: Instant(JulianDate(secondsSince1970: seconds))),
          CivilDate(year: c.year!, month: c.month!, day: c.day!), "\(seconds) \(identifier)")
      }
    }
  }
}
