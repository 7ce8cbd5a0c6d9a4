import Astro
import Foundation
import Hijri
import XCTest

/// The Solar Hijri calendar against Foundation's `persian` calendar (ICU), day by day.
final class SolarHijriTests: XCTestCase {
  let calendar = SolarHijriCalendar.standard

  /// Foundation's Persian calendar in UTC, read at each day's noon.
  func icuPersian(_ jdn: Int) -> (year: Int, month: Int, day: Int) {
    var persian = Calendar(identifier: .persian)
    persian.timeZone = TimeZone(identifier: "UTC")!
    let noon = Date(timeIntervalSince1970: Double(jdn - CivilDate.unixEpochDayNumber) * 86_400 + 43_200)
    let c = persian.dateComponents([.year, .month, .day], from: noon)
    return (c.year!, c.month!, c.day!)
  }

  func testConversion_EqualsICUEveryDay_1To3000AP() throws {
    var persian = Calendar(identifier: .persian)
    persian.timeZone = TimeZone(identifier: "UTC")!
    let first = SolarHijriCalendar.epochDayNumber
    let last = try calendar.julianDayNumber(of: XCTUnwrap(SolarHijriDate(year: 3000, month: 12, day: 29)))
      + (calendar.isLeapYear(3000) ? 1 : 0)
    var mismatches: [String] = []
    for jdn in first...last {
      let noon = Date(timeIntervalSince1970: Double(jdn - CivilDate.unixEpochDayNumber) * 86_400 + 43_200)
      let c = persian.dateComponents([.year, .month, .day], from: noon)
      let ours = try calendar.solarHijri(julianDayNumber: jdn)
      if (ours.year, ours.month, ours.day) != (c.year!, c.month!, c.day!) {
        if mismatches.count < 5 { mismatches.append("\(CivilDate(julianDayNumber: jdn)): ICU \(c.year!)-\(c.month!)-\(c.day!), ours \(ours)") }
        continue
      }
      XCTAssertEqual(try calendar.julianDayNumber(of: ours), jdn)
    }
    XCTAssertEqual(mismatches, [])
    XCTAssertEqual(icuPersian(last + 1).year, 3001)
  }

  /// The leap-year count behind each new year (⌊(8y + 21) / 33⌋ leap years before year y) against
  /// the rule counted year by year, and the cycle's shape: 8 leap years in every 33.
  func testLeapYears_CountedYearByYear() {
    var leapYearsBefore = 0
    for year in 1...9999 {
      let length = calendar.yearLength(year)
      XCTAssertEqual(
        try calendar.julianDayNumber(of: SolarHijriDate(year: year, month: 1, day: 1)!),
        SolarHijriCalendar.epochDayNumber + 365 * (year - 1) + leapYearsBefore, "\(year)")
      if length == 366 { leapYearsBefore += 1 }
      if year % 33 == 0 { XCTAssertEqual(leapYearsBefore, 8 * year / 33, "\(year)") }
    }
  }

  /// 30 Esfand exists only in leap years; every other month has its fixed length.
  func testInvalidDate_ThirtyEsfandOfACommonYear() throws {
    XCTAssertTrue(calendar.isLeapYear(1403))
    XCTAssertFalse(calendar.isLeapYear(1404))
    XCTAssertEqual(try calendar.gregorian(from: SolarHijriDate(year: 1403, month: 12, day: 30)!).description, "2025-03-20")
    XCTAssertThrowsError(try calendar.gregorian(from: SolarHijriDate(year: 1404, month: 12, day: 30)!)) {
      XCTAssertEqual($0 as? SolarHijriError, .invalidDate(SolarHijriDate(year: 1404, month: 12, day: 30)!, monthLength: 29))
    }
    XCTAssertNil(SolarHijriDate(year: 1405, month: 7, day: 31))
    XCTAssertNil(SolarHijriDate(year: 0, month: 1, day: 1))
    XCTAssertEqual((1...12).map { calendar.monthLength(year: 1403, month: $0)! }, [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30])
    XCTAssertNil(calendar.monthLength(year: 1403, month: 13))
  }

  /// Outside 1–9999 AP: an error that names the range, never a trap.
  func testOutOfRange_ErrorNamesTheRange() {
    let before = CivilDate(year: 622, month: 3, day: 20)!
    XCTAssertThrowsError(try calendar.solarHijri(from: before)) {
      XCTAssertEqual($0 as? SolarHijriError, .outOfRange(gregorian: before))
    }
    XCTAssertEqual(try calendar.solarHijri(from: before.adding(days: 1)), SolarHijriDate(year: 1, month: 1, day: 1))
    let last = SolarHijriCalendar.gregorianDays.upperBound
    XCTAssertEqual(try calendar.solarHijri(from: last).year, 9999)
    XCTAssertThrowsError(try calendar.solarHijri(from: last.adding(days: 1)))
    XCTAssertThrowsError(try calendar.nowruz(10_000))
  }

  /// The arithmetic cycle against the rule of Iran's calendar computed from the Sun: Nowruz is the
  /// day (Iran Standard Time) of the vernal equinox when it comes before true noon on the 52.5° E
  /// meridian, else the next day. The equinox is found from the apparent longitude of the Sun
  /// (VSOP87 + nutation, within a second of DE421 in this era), noon from the apparent sidereal
  /// time. They agree on every Nowruz of 1300–1502 AP (1921–2123); the first year they part is
  /// 1503 AP (2124), where the equinox comes 2.7 minutes before noon — within the uncertainty of
  /// ΔT a century ahead. The closest call before it, 1470 AP (2091), has the equinox 4.2 minutes
  /// after noon at 52.5° E (before noon at Tehran's own 51.4° E, which is why calendars computed
  /// for Tehran put the leap year of 2090 one year later).
  func testArithmeticCycle_EqualsTheEquinoxRule_1300To1502AP() throws {
    for year in 1300...1502 {
      let (nowruz, minutesAfterNoon) = Self.astronomicalNowruz(gregorianYear: year + 621)
      XCTAssertEqual(
        try calendar.nowruz(year).julianDayNumber, nowruz,
        "\(year) AP: equinox \(minutesAfterNoon) min after true noon at 52.5° E")
    }
    XCTAssertEqual(Self.astronomicalNowruz(gregorianYear: 2091).minutesAfterNoon, 4.2, accuracy: 0.2)
    XCTAssertNotEqual(try calendar.nowruz(1503).julianDayNumber, Self.astronomicalNowruz(gregorianYear: 2124).nowruz)
  }

  /// Nowruz of a Gregorian year by the equinox rule, and how many minutes after that day's true
  /// noon at 52.5° E the equinox comes.
  static func astronomicalNowruz(gregorianYear year: Int) -> (nowruz: Int, minutesAfterNoon: Double) {
    func longitude(_ jd: Double) -> Double {
      let l = SolarPosition(at: JulianDate(jd)).apparentLongitude
      return l > Double.pi ? l - 2 * Double.pi : l
    }
    var (lo, hi) = (Double(CivilDate(year: year, month: 3, day: 18)!.julianDayNumber),
                    Double(CivilDate(year: year, month: 3, day: 23)!.julianDayNumber))
    for _ in 0..<50 {
      let mid = (lo + hi) / 2
      if longitude(mid) < 0 { lo = mid } else { hi = mid }
    }
    let equinox = lo  // Julian date, UT
    let day = Int((equinox + 3.5 / 24 + 0.5).rounded(.down))  // its date in Iran (UTC+3:30)
    let meridian = 52.5 * Double.pi / 180
    var noon = Double(day) - 0.5 + 8.5 / 24  // 12:00 IRST, then to true noon
    for _ in 0..<3 {
      let h = SiderealTime.greenwichApparent(julianDate: noon) + meridian
        - SolarPosition(at: JulianDate(noon)).rightAscension
      noon -= atan2(sin(h), cos(h)) / (2 * Double.pi) / 1.002_737_909
    }
    return (equinox < noon ? day : day + 1, (equinox - noon) * 1440)
  }
}
