import XCTest

@testable import Astro

/// Issue 7, range limits: the supported years of the astronomy, the error beyond them, and no
/// trap or NaN for any date a `CivilDate` can hold.
final class SupportedYearsTests: XCTestCase {
  func testSupportedYears_FirstAndLastDay_AreInside() throws {
    XCTAssertEqual(SupportedYears.range, 1600...2100)
    let first = CivilDate(year: 1600, month: 1, day: 1)!
    let last = CivilDate(year: 2100, month: 12, day: 31)!
    XCTAssertEqual(SupportedYears.dates, first...last)
    XCTAssertTrue(SupportedYears.contains(first))
    XCTAssertTrue(SupportedYears.contains(last))
    XCTAssertNoThrow(try SupportedYears.check(first...last))
    XCTAssertNoThrow(try SupportedYears.check(first))
    XCTAssertNoThrow(try SupportedYears.check(last))
  }

  func testSupportedYears_OneDayBeyond_ThrowsNamingTheDate() {
    let before = CivilDate(year: 1599, month: 12, day: 31)!
    let after = CivilDate(year: 2101, month: 1, day: 1)!
    let inside = CivilDate(year: 2026, month: 11, day: 29)!
    for (dates, outside) in [(before...inside, before), (inside...after, after), (after...after, after)] {
      XCTAssertThrowsError(try SupportedYears.check(dates)) { error in
        XCTAssertEqual(error as? OutsideSupportedYears, OutsideSupportedYears(date: outside))
        let message = String(describing: error)
        XCTAssertTrue(message.contains("\(outside)"), message)
        XCTAssertTrue(message.contains("1600...2100"), message)
      }
    }
    XCTAssertFalse(SupportedYears.contains(before))
    XCTAssertFalse(SupportedYears.contains(after))
  }

  func testPrayerTimes_BoundaryYears_FlagInsideAndOutside() {
    let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
    let p = CalculationMethod.ummAlQura.parameters
    let cases: [(CivilDate, Bool)] = [
      (CivilDate(year: 1599, month: 12, day: 31)!, false), (CivilDate(year: 1600, month: 1, day: 1)!, true),
      (CivilDate(year: 2100, month: 12, day: 31)!, true), (CivilDate(year: 2101, month: 1, day: 1)!, false),
    ]
    for (date, inside) in cases {
      let t = PrayerTimes(coordinates: makkah, date: date, utcOffsetSeconds: 3 * 3600, parameters: p, inRamadan: false)
      XCTAssertEqual(t.isInSupportedYears, inside, "\(date)")
      // Inside or just outside, Makkah's day is whole.
      for k in TimeKind.allCases { XCTAssertNotNil(t[k].instant, "\(date) \(k)") }
    }
  }

  /// Every date a `CivilDate` can hold gives times that are finite or say why there are none:
  /// years −4000, 1, 9999 and 100 000 at the equator, 69.6° and the South Pole, one-off and
  /// day after day.
  func testPrayerTimes_ExtremeRepresentableYears_NoTrapNoNaN() {
    let dates = [
      CivilDate(year: -4_000, month: 1, day: 1)!, CivilDate(year: 1, month: 1, day: 1)!,
      CivilDate(year: 1, month: 6, day: 21)!, CivilDate(year: 9999, month: 12, day: 29)!,
      CivilDate(year: 100_000, month: 12, day: 28)!,
    ]
    for latitude in [0.0, 69.6, -90] {
      let place = Coordinates(latitude: latitude, longitude: 18.9)!
      for (method, polar) in [(CalculationMethod.mwl, PolarResolution.nearestDay), (.moonsighting, .nearestLatitude(.degrees(90)))] {
        var p = method.parameters
        p.polarResolution = polar
        var calculator = PrayerCalculator(coordinates: place, parameters: p)
        for date in dates {
          for d in 0..<2 {
            let day = date.adding(days: d)
            let t = calculator.times(on: day, utcOffsetSeconds: 3600, inRamadan: false)
            XCTAssertFalse(t.isInSupportedYears)
            XCTAssertTrue(t.transit.value.isFinite, "\(day) \(latitude)")
            for k in TimeKind.allCases {
              if let i = t[k].instant { XCTAssertTrue(i.value.isFinite, "\(day) \(latitude) \(k)") }
            }
            XCTAssertEqual(
              t.dhuhr, PrayerTimes(coordinates: place, date: day, utcOffsetSeconds: 3600, parameters: p, inRamadan: false).dhuhr)
          }
        }
      }
    }
  }

  /// Julian day numbers (and day counts) far beyond the years a date can hold give its first or
  /// last date instead of overflowing.
  func testCivilDate_JulianDayNumberNearIntLimits_ClampsWithoutTrap() {
    let first = CivilDate(year: -4_000, month: 1, day: 1)!
    let last = CivilDate(year: 100_000, month: 12, day: 31)!
    XCTAssertEqual(CivilDate.julianDayNumbers, first.julianDayNumber...last.julianDayNumber)
    XCTAssertNil(CivilDate(year: 100_001, month: 1, day: 1))
    XCTAssertNil(CivilDate(year: -4_001, month: 12, day: 31))
    XCTAssertEqual(CivilDate(julianDayNumber: .max), last)
    XCTAssertEqual(CivilDate(julianDayNumber: .min), first)
    XCTAssertEqual(CivilDate(julianDayNumber: last.julianDayNumber + 1), last)
    XCTAssertEqual(CivilDate(julianDayNumber: first.julianDayNumber - 1), first)
    XCTAssertEqual(last.adding(days: .max), last)
    XCTAssertEqual(first.adding(days: .min), first)
    XCTAssertEqual(last.adding(days: -1), CivilDate(year: 100_000, month: 12, day: 30)!)
    XCTAssertEqual(first.adding(days: 1), CivilDate(year: -4_000, month: 1, day: 2)!)
    XCTAssertEqual(CivilDate(year: 1, month: 1, day: 1)!.adding(days: -1), CivilDate(year: 0, month: 12, day: 31)!)
    XCTAssertEqual(CivilDate(year: 9999, month: 12, day: 31)!.adding(days: 1), CivilDate(year: 10_000, month: 1, day: 1)!)
  }
}
