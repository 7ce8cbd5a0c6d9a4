import Astro
import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

final class TimetableTests: XCTestCase {
  static let london = Coordinates(latitude: 51.5074, longitude: -0.1278)!
  static let newYork = Coordinates(latitude: 40.7128, longitude: -74.0060)!

  private func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { CivilDate(year: y, month: m, day: d)! }

  /// Minutes after local midnight of an instant's `HH:mm`.
  private func clockMinutes(_ t: JulianDate, _ zone: TimeZone) -> Int {
    let text = LocalClock(ZoneSpec(zone)).hourMinute(Instant(t))
    let parts = text.split(separator: ":").map { Int($0)! }
    return parts[0] * 60 + parts[1]
  }

  /// Seconds after 00:00 UTC of the instant's UTC day.
  private func utcSecondsOfDay(_ t: JulianDate) -> Double {
    let s = t.secondsSince1970
    return s - (s / 86_400).rounded(.down) * 86_400
  }

  // MARK: - utcOffsetAtNoon

  func testUTCOffsetAtNoon_DSTChangeDays2026_MatchesFoundation() {
    let cases: [(String, Int, Int, Int)] = [
      ("Europe/London", 3, 29, 3_600), ("Europe/London", 10, 25, 0),
      ("America/New_York", 3, 8, -14_400), ("America/New_York", 11, 1, -18_000),
    ]
    for (identifier, month, day, expected) in cases {
      let zone = FoundationOracle.zone(identifier)
      let oracle = FoundationOracle.offsetAtNoon(year: 2026, month: month, day: day, in: zone)
      let ours = LocalClock(ZoneSpec(zone)).utcOffsetAtNoon(of: date(2026, month, day))
      XCTAssertEqual(ours, oracle, "\(identifier) 2026-\(month)-\(day)")
      // Noon comes after the 01:00/02:00 change, so noon keeps the new offset.
      XCTAssertEqual(ours, expected, "\(identifier) 2026-\(month)-\(day)")
      // And the day before still has the old one.
      let before = date(2026, month, day).adding(days: -1)
      XCTAssertEqual(
        LocalClock(ZoneSpec(zone)).utcOffsetAtNoon(of: before),
        FoundationOracle.offsetAtNoon(year: 2026, month: month, day: day - 1, in: zone))
      XCTAssertNotEqual(LocalClock(ZoneSpec(zone)).utcOffsetAtNoon(of: before), expected)
    }
  }

  func testUTCOffsetAtNoon_EveryDayOf2026_ManyZones_MatchesFoundation() {
    let zones = [
      "Europe/London", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham",
      "America/Santiago", "Asia/Tehran", "Australia/Sydney", "Pacific/Kiritimati",
      "America/St_Johns", "Asia/Kathmandu", "Africa/Casablanca", "Europe/Dublin",
    ]
    for identifier in zones {
      let zone = FoundationOracle.zone(identifier)
      var d = date(2026, 1, 1)
      while d.year == 2026 {
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).utcOffsetAtNoon(of: d),
          FoundationOracle.offsetAtNoon(year: d.year, month: d.month, day: d.day, in: zone),
          "\(identifier) \(d)")
        d = d.adding(days: 1)
      }
    }
  }

  // MARK: - A timetable across a clock change

  func testTimetable_LondonSpringChange_DhuhrFollowsTheClock() throws {
    let zone = try ZoneSpec(parsing: "Europe/London")
    let table = Timetable(
      coordinates: Self.london, start: date(2026, 3, 22), count: 14, zone: zone,
      parameters: CalculationMethod.mwl.parameters)
    XCTAssertEqual(table.days.count, 14)
    XCTAssertEqual(table.days.map(\.date), (0..<14).map { date(2026, 3, 22).adding(days: $0) })
    for day in table.days {
      let afterChange = day.date >= date(2026, 3, 29)
      XCTAssertEqual(day.utcOffsetSeconds, afterChange ? 3_600 : 0, "\(day.date)")
      let dhuhr = try XCTUnwrap(day.times.dhuhr.instant)
      // The Sun crosses the Greenwich meridian near 12:00 GMT, i.e. near 13:00 BST.
      let expected = afterChange ? 13 * 60 : 12 * 60
      XCTAssertEqual(
        Double(clockMinutes(dhuhr, zone.timeZone)), Double(expected), accuracy: 20, "\(day.date)")
      XCTAssertEqual(LocalClock(ZoneSpec(zone.timeZone)).date(of: Instant(dhuhr)), day.date)
    }
  }

  func testTimetable_LondonSpringChange_SunriseSunsetContinuous() throws {
    let zone = try ZoneSpec(parsing: "Europe/London")
    let table = Timetable(
      coordinates: Self.london, start: date(2026, 3, 22), count: 14, zone: zone,
      parameters: CalculationMethod.mwl.parameters)
    for kind in [TimeKind.sunrise, .sunset] {
      let instants = try table.days.map { try XCTUnwrap($0.times[kind].instant) }
      for i in 1..<instants.count {
        let date = table.days[i].date
        // As instants, the Sun's events drift by about two minutes a day at most in March...
        let utcStep = utcSecondsOfDay(instants[i]) - utcSecondsOfDay(instants[i - 1])
        XCTAssertLessThanOrEqual(abs(utcStep), 180.5, "\(kind) \(date)")
        XCTAssertGreaterThan(abs(utcStep), 30, "\(kind) \(date): the day did not change")
        // ...and on the clock they jump by the hour the clock jumps, once.
        let clockStep =
          clockMinutes(instants[i], zone.timeZone) - clockMinutes(instants[i - 1], zone.timeZone)
        if date == CivilDate(year: 2026, month: 3, day: 29)! {
          XCTAssertEqual(Double(clockStep), 60, accuracy: 3, "\(kind) \(date)")
        } else {
          XCTAssertLessThanOrEqual(abs(clockStep), 3, "\(kind) \(date)")
        }
        // Sunrise gets earlier and sunset later in March, as instants.
        XCTAssertTrue(kind == .sunrise ? utcStep < 0 : utcStep > 0, "\(kind) \(date)")
      }
    }
  }

  func testTimetable_NewYorkAutumnChange_ClockFallsBackOneHour() throws {
    let zone = try ZoneSpec(parsing: "America/New_York")
    let table = Timetable(
      coordinates: Self.newYork, start: date(2026, 10, 28), count: 8, zone: zone,
      parameters: CalculationMethod.isna.parameters)
    for (i, day) in table.days.enumerated() {
      let afterChange = day.date >= date(2026, 11, 1)
      XCTAssertEqual(day.utcOffsetSeconds, afterChange ? -18_000 : -14_400)
      let dhuhr = try XCTUnwrap(day.times.dhuhr.instant)
      // 74° W: transit near 16:56 UTC, i.e. 12:56 EDT and 11:56 EST (±20 min of equation of time).
      let expected: Double = afterChange ? 11 * 60 + 56 : 12 * 60 + 56
      XCTAssertEqual(Double(clockMinutes(dhuhr, zone.timeZone)), expected, accuracy: 20)
      if i > 0 {
        let previous = try XCTUnwrap(table.days[i - 1].times.dhuhr.instant)
        XCTAssertEqual(previous.seconds(to: dhuhr), 86_400, accuracy: 60)
      }
    }
  }

  func testTimetable_EveryTimeOnItsDay_WithinTheSolarDay() throws {
    // Every day's times lie within a day of its transit, and the transit is on the local date.
    let zone = try ZoneSpec(parsing: "Asia/Riyadh")
    let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
    let table = Timetable(
      coordinates: makkah, start: date(2026, 11, 29), count: 30, zone: zone,
      parameters: CalculationMethod.ummAlQura.parameters)
    XCTAssertEqual(table.days.count, 30)
    for day in table.days {
      XCTAssertEqual(day.utcOffsetSeconds, 10_800)
      let dhuhr = try XCTUnwrap(day.times.dhuhr.instant)
      XCTAssertEqual(LocalClock(ZoneSpec(zone.timeZone)).date(of: Instant(dhuhr)), day.date)
      for kind in Timetable.jsonKinds {
        let t = try XCTUnwrap(day.times[kind].instant, "\(day.date) \(kind)")
        XCTAssertLessThan(abs(dhuhr.seconds(to: t)), 86_400, "\(day.date) \(kind)")
      }
    }
  }

  func testTimetable_ZeroOrNegativeCount_HasNoDays() throws {
    let zone = try ZoneSpec(parsing: "UTC")
    for count in [0, -3] {
      let table = Timetable(
        coordinates: Self.london, start: date(2026, 1, 1), count: count, zone: zone,
        parameters: CalculationMethod.mwl.parameters)
      XCTAssertTrue(table.days.isEmpty)
    }
  }

  func testToday_MatchesFoundationCalendar() {
    var random = SplitMix64(state: 7)
    for identifier in ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Riyadh", "Europe/London"] {
      let zone = FoundationOracle.zone(identifier)
      var calendar = FoundationOracle.gregorian
      calendar.timeZone = zone
      for _ in 0..<50 {
        let now = Date(timeIntervalSince1970: Double(random.next(in: 0...4_102_444_800)))
        let c = calendar.dateComponents([.year, .month, .day], from: now)
        XCTAssertEqual(
          LocalClock(ZoneSpec(zone)).today(now: Instant(now)), CivilDate(year: c.year!, month: c.month!, day: c.day!))
      }
    }
  }
}

final class TimetableSkippedDateTests: XCTestCase {
  /// Samoa moved across the date line: 30 December 2011 did not happen in Pacific/Apia. The
  /// timetable leaves it out (its solar day belongs to the 31st) and still has the rows asked for.
  func testTimetable_SkipsADateTheZoneSkipped() throws {
    let zone = try ZoneSpec(parsing: "Pacific/Apia")
    let table = Timetable(
      coordinates: Coordinates(latitude: -13.83, longitude: -171.76)!,
      start: CivilDate(year: 2011, month: 12, day: 29)!, count: 3, zone: zone,
      parameters: CalculationMethod.mwl.parameters)
    XCTAssertEqual(table.days.map(\.date.description), ["2011-12-29", "2011-12-31", "2012-01-01"])
    for day in table.days {
      XCTAssertEqual(LocalClock(ZoneSpec(zone.timeZone)).date(of: Instant(day.times.transit)), day.date)
    }
  }
}
