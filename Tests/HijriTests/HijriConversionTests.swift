import Astro
import Foundation
import XCTest

@testable import Hijri

/// Conversions against Foundation's ICU calendars (an independent implementation) and pinned
/// dates of the published tables.
final class HijriConversionTests: XCTestCase {
  static func foundationCalendar(_ id: Calendar.Identifier) -> Calendar {
    var c = Calendar(identifier: id)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
  }

  /// Foundation's (year, month, day) for a Julian day number, at noon UTC.
  static func foundation(_ calendar: Calendar, _ jdn: Int) -> (Int, Int, Int) {
    let date = Date(timeIntervalSince1970: Double(jdn - 2_440_588) * 86_400 + 43_200)
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return (c.year!, c.month!, c.day!)
  }

  func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { CivilDate(year: y, month: m, day: d)! }

  /// Umm al-Qura equals Foundation's `islamicUmmAlQura` on every day of the table,
  /// 1882-11-12 … 2174-11-25 (1 Muharram 1300 … 30 Dhu al-Hijjah 1600), and on a year each side
  /// of it (the civil fallback, marked as estimated).
  func testUmmAlQura_EqualsFoundationOnEveryDay() throws {
    let foundation = Self.foundationCalendar(.islamicUmmAlQura)
    let first = date(1881, 11, 1).julianDayNumber
    let last = date(2175, 12, 31).julianDayNumber
    var mismatches: [String] = []
    var estimated = 0
    for jdn in first...last {
      let ours = try HijriCalendar.ummAlQura.hijri(julianDayNumber: jdn)
      let (y, m, d) = Self.foundation(foundation, jdn)
      if (ours.date.year, ours.date.month, ours.date.day) != (y, m, d) {
        mismatches.append("\(CivilDate(julianDayNumber: jdn)): ours \(ours.date), Foundation \(y)-\(m)-\(d)")
      }
      if ours.isEstimated { estimated += 1 }
      XCTAssertEqual(ours.isEstimated, jdn < 2_408_762 || jdn > date(2174, 11, 25).julianDayNumber)
    }
    XCTAssertTrue(mismatches.isEmpty, mismatches.prefix(10).joined(separator: "\n"))
    print("Umm al-Qura vs Foundation: \(last - first + 1) days, \(mismatches.count) mismatches, \(estimated) estimated")
  }

  /// The civil and Thursday-epoch tabular calendars equal Foundation's `islamicCivil` and
  /// `islamicTabular`: every day of 1800–2200 and every 7th day from 1 AH to 1600 AH.
  func testTabularPresets_EqualFoundation() throws {
    for (ours, id) in [(HijriCalendar.civil, Calendar.Identifier.islamicCivil), (.tabularAstronomical, .islamicTabular)] {
      let foundation = Self.foundationCalendar(id)
      var days = Array(date(1800, 1, 1).julianDayNumber...date(2200, 12, 31).julianDayNumber)
      days += Array(stride(from: 1_948_440, through: 2_515_500, by: 7))
      var mismatches = 0
      for jdn in days {
        let h = try ours.hijri(julianDayNumber: jdn).date
        let f = Self.foundation(foundation, jdn)
        if (h.year, h.month, h.day) != f {
          mismatches += 1
          if mismatches < 5 { XCTFail("\(ours.identifier) \(CivilDate(julianDayNumber: jdn)): \(h) vs \(f)") }
        }
      }
      XCTAssertEqual(mismatches, 0, ours.identifier)
    }
  }

  /// Gregorian → Hijri → Gregorian is exact for every calendar over its whole range (and Hijri →
  /// Gregorian → Hijri for every day of every month).
  func testRoundTrips_AreExact() throws {
    let calendars: [HijriCalendar] = [
      .ummAlQura, .ummAlQuraPublished, .civil, .tabularAstronomical,
      HijriCalendar(system: .tabular(TabularRule(leapYears: .type15, epoch: .thursday))),
      HijriCalendar(system: .tabular(TabularRule(leapYears: .fatimid, epoch: .friday))),
      HijriCalendar(system: .tabular(TabularRule(leapYears: .habashAlHasib, epoch: .friday))),
    ]
    for calendar in calendars {
      for jdn in stride(from: date(1882, 1, 1).julianDayNumber, through: date(2176, 1, 1).julianDayNumber, by: 1) {
        let h = try calendar.hijri(julianDayNumber: jdn).date
        XCTAssertEqual(try calendar.julianDayNumber(of: h), jdn, "\(calendar.identifier) \(h)")
      }
      for year in [1, 2, 30, 31, 1299, 1300, 1343, 1446, 1500, 1501, 1600, 1601, 9998] {
        for month in 1...12 {
          let length = try calendar.monthLength(year: year, month: month)
          XCTAssertTrue((28...31).contains(length), "\(calendar.identifier) \(year)-\(month): \(length)")
          for day in 1...length {
            let h = HijriDate(year: year, month: month, day: day)!
            XCTAssertEqual(try calendar.hijri(julianDayNumber: calendar.julianDayNumber(of: h)).date, h)
          }
          XCTAssertThrowsError(try calendar.julianDayNumber(of: HijriDate(year: year, month: month, day: length + 1) ?? HijriDate(year: year, month: month, day: 31)!))
        }
      }
    }
  }

  /// Knife-edge dates (issue 3), as Foundation's .islamicUmmAlQura gives them (2063: hijridate
  /// 2.6.0, the published lineage).
  func testKnifeEdgeDates_UmmAlQura() throws {
    let uq = HijriCalendar.ummAlQura
    XCTAssertEqual(try uq.hijri(from: date(2024, 12, 2)).date, HijriDate(year: 1446, month: 6, day: 1))
    XCTAssertEqual(try uq.hijri(from: date(2026, 11, 29)).date, HijriDate(year: 1448, month: 6, day: 19))
    XCTAssertEqual(try uq.hijri(from: date(2027, 3, 10)).date, HijriDate(year: 1448, month: 10, day: 2))
    XCTAssertEqual(try uq.hijri(from: date(2025, 2, 26)).date, HijriDate(year: 1446, month: 8, day: 27))
    XCTAssertEqual(try uq.hijri(from: date(2006, 6, 27)).date, HijriDate(year: 1427, month: 6, day: 1))
    XCTAssertEqual(try uq.gregorian(from: HijriDate(year: 1448, month: 9, day: 1)!), date(2027, 2, 8))
    XCTAssertEqual(try HijriCalendar.ummAlQuraPublished.hijri(from: date(2063, 1, 30)).date, HijriDate(year: 1485, month: 10, day: 1))
    // Foundation's .islamicCivil and .islamicTabular: civil 1448-06-18, tbla 1448-06-19.
    XCTAssertEqual(try HijriCalendar.civil.hijri(from: date(2026, 11, 29)).date, HijriDate(year: 1448, month: 6, day: 18))
    XCTAssertEqual(try HijriCalendar.tabularAstronomical.hijri(from: date(2026, 11, 29)).date, HijriDate(year: 1448, month: 6, day: 19))
  }

  /// Strict mode reports dates outside the table; the default estimates them.
  func testOutsideTable_StrictReportsEstimateMarks() throws {
    var strict = HijriCalendar.ummAlQura
    strict.outsideTable = .strict
    XCTAssertThrowsError(try strict.hijri(from: date(1850, 1, 1)))
    XCTAssertThrowsError(try strict.gregorian(from: HijriDate(year: 1601, month: 1, day: 1)!))
    XCTAssertEqual(try strict.hijri(from: date(2026, 11, 29)).source, .table)
    let estimate = try HijriCalendar.ummAlQura.hijri(from: date(1850, 1, 1))
    XCTAssertTrue(estimate.isEstimated)
    XCTAssertEqual(estimate.date, try HijriCalendar.civil.hijri(from: date(1850, 1, 1)).date)
  }
}

extension HijriConversionTests {
  /// Strict calendars convert every day of their table, the last month included, and refuse the
  /// day after.
  func testStrict_CoversTheWholeTable() throws {
    for (system, last, lastHijri) in [
      (HijriCalendar.System.ummAlQura, date(2174, 11, 25), HijriDate(year: 1600, month: 12, day: 30)!),
      (.ummAlQuraPublished, date(2077, 11, 16), HijriDate(year: 1500, month: 12, day: 30)!),
    ] {
      let strict = HijriCalendar(system: system, outsideTable: .strict)
      XCTAssertEqual(try strict.hijri(from: last).date, lastHijri)
      XCTAssertEqual(try strict.gregorian(from: lastHijri), last)
      XCTAssertThrowsError(try strict.hijri(from: last.adding(days: 1)))
    }
  }
}

extension HijriConversionTests {
  /// The documented ranges (docs/library.md, "Supported years"): Umm al-Qura's table 1300–1600 AH (1882-11-12…2174-11-25),
  /// the published table 1343–1500 AH (1924-08-01…2077-11-16), every calendar 1–9999 AH. Strict
  /// table calendars convert their first and last day and refuse the day beyond with the table's
  /// range; every calendar converts 1-01-01 and 9999-12-end AH and refuses the day beyond with
  /// `.outOfRange`, as it does the extreme dates a `CivilDate` can hold.
  func testRanges_EveryCalendar_FirstAndLastDayAndOneBeyond() throws {
    for (system, years, first, last) in [
      (HijriCalendar.System.ummAlQura, 1300...1600, date(1882, 11, 12), date(2174, 11, 25)),
      (.ummAlQuraPublished, 1343...1500, date(1924, 8, 1), date(2077, 11, 16)),
    ] {
      let strict = HijriCalendar(system: system, outsideTable: .strict)
      XCTAssertEqual(strict.tableRange?.hijriYears, years)
      XCTAssertEqual(strict.tableRange?.gregorian, first...last)
      XCTAssertEqual(try strict.hijri(from: first).date, HijriDate(year: years.lowerBound, month: 1, day: 1)!)
      XCTAssertEqual(try strict.hijri(from: first).source, .table)
      for beyond in [first.adding(days: -1), last.adding(days: 1)] {
        XCTAssertThrowsError(try strict.hijri(from: beyond)) { error in
          XCTAssertEqual(
            error as? HijriError,
            .outsideTable(calendar: strict.identifier, hijriYears: years, gregorian: first...last))
        }
        XCTAssertTrue(try HijriCalendar(system: system).hijri(from: beyond).isEstimated)
      }
      XCTAssertThrowsError(try strict.gregorian(from: HijriDate(year: years.upperBound + 1, month: 1, day: 1)!))
      XCTAssertThrowsError(try strict.gregorian(from: HijriDate(year: years.lowerBound - 1, month: 12, day: 1)!))
    }
    for calendar in [HijriCalendar.ummAlQura, .ummAlQuraPublished, .civil, .tabularAstronomical] {
      let firstDay = try calendar.gregorian(from: HijriDate(year: 1, month: 1, day: 1)!)
      let lastLength = try calendar.monthLength(year: 9999, month: 12)
      let lastDay = try calendar.gregorian(from: HijriDate(year: 9999, month: 12, day: lastLength)!)
      XCTAssertEqual(try calendar.hijri(from: firstDay).date, HijriDate(year: 1, month: 1, day: 1)!)
      XCTAssertEqual(try calendar.hijri(from: lastDay).date, HijriDate(year: 9999, month: 12, day: lastLength)!)
      for beyond in [
        firstDay.adding(days: -1), lastDay.adding(days: 1), date(-4_000, 1, 1), date(100_000, 12, 31),
      ] {
        XCTAssertThrowsError(try calendar.hijri(from: beyond), "\(calendar.identifier) \(beyond)") { error in
          XCTAssertEqual(error as? HijriError, .outOfRange)
        }
      }
      XCTAssertNil(HijriDate(year: 0, month: 1, day: 1))
      XCTAssertNil(HijriDate(year: 10_000, month: 1, day: 1))
    }
  }
}
