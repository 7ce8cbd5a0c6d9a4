import Astro
import XCTest

@testable import Hijri

/// Occasions against the dates announced for 1447 and 1448 AH (Umm al-Qura, and Diyanet's 2026
/// "Dini Günler" list, https://vakithesaplama.diyanet.gov.tr/dini_gunler.php, as printed in the
/// Turkish press).
final class OccasionTests: XCTestCase {
  func d(_ y: Int, _ m: Int, _ day: Int) -> CivilDate { CivilDate(year: y, month: m, day: day)! }

  func observed(_ o: Occasion, _ year: Int) throws -> CivilDate {
    try HijriCalendar.ummAlQura.occasion(o, inYear: year).observed
  }

  func testOccasions_1447And1448AsAnnounced() throws {
    XCTAssertEqual(try observed(.islamicNewYear, 1447), d(2025, 6, 26))
    XCTAssertEqual(try observed(.ramadanStart, 1447), d(2026, 2, 18))
    XCTAssertEqual(try observed(.laylatAlQadr, 1447), d(2026, 3, 15))  // the eve
    XCTAssertEqual(try observed(.eidAlFitr, 1447), d(2026, 3, 20))
    XCTAssertEqual(try observed(.dayOfArafah, 1447), d(2026, 5, 26))
    XCTAssertEqual(try observed(.eidAlAdha, 1447), d(2026, 5, 27))
    XCTAssertEqual(try observed(.islamicNewYear, 1448), d(2026, 6, 16))
    XCTAssertEqual(try observed(.ashura, 1448), d(2026, 6, 25))
    XCTAssertEqual(try observed(.mawlid, 1448), d(2026, 8, 24))  // Mevlid Kandili, the eve
    XCTAssertEqual(try observed(.raghaib, 1448), d(2026, 12, 10))
    XCTAssertEqual(try observed(.israMiraj, 1448), d(2027, 1, 4))
    XCTAssertEqual(try observed(.midShaban, 1448), d(2027, 1, 22))
    XCTAssertEqual(try observed(.ramadanStart, 1448), d(2027, 2, 8))
    XCTAssertEqual(try observed(.eidAlFitr, 1448), d(2027, 3, 9))
    XCTAssertEqual(try observed(.eidAlAdha, 1448), d(2027, 5, 16))
  }

  /// Regaib: the Thursday night before the first Friday of Rajab, which can fall in Jumada II
  /// (1 Rajab 1448 is a Thursday, 1 Rajab 1447 a Sunday).
  func testRaghaib_ThursdayBeforeFirstFriday() throws {
    for year in 1400...1500 {
      let o = try HijriCalendar.ummAlQura.occasion(.raghaib, inYear: year)
      XCTAssertEqual(o.day.isoWeekday, 5, "\(year)")
      XCTAssertEqual(o.evening?.isoWeekday, 4, "\(year)")
      XCTAssertEqual(o.hijri.month, 7)
      XCTAssertLessThanOrEqual(o.hijri.day, 7)
    }
    XCTAssertEqual(try observed(.raghaib, 1447), d(2025, 12, 25))
  }

  /// Night occasions are kept on the evening before their day; multi-day ones span their days.
  func testNightsAndSpans() throws {
    let all = try HijriCalendar.ummAlQura.occasions(inYear: 1448)
    XCTAssertEqual(all.count, Occasion.allCases.count)
    XCTAssertEqual(all.map(\.observed), all.map(\.observed).sorted())
    for o in all {
      if o.occasion.isNight {
        XCTAssertEqual(o.evening, o.day.adding(days: -1))
      } else {
        XCTAssertNil(o.evening)
      }
    }
    let adha = try HijriCalendar.ummAlQura.occasion(.eidAlAdha, inYear: 1448)
    XCTAssertEqual(adha.day.days(to: adha.lastDay), 3)
    let range = try HijriCalendar.ummAlQura.occasions(from: d(2027, 1, 1), through: d(2027, 3, 31))
    XCTAssertEqual(
      range.map(\.occasion), [.israMiraj, .mabath, .midShaban, .ramadanStart, .nuzulAlQuran, .martyrdomOfImamAli, .laylatAlQadr,
        .eidAlFitr])
  }
}

final class HijriAdjustmentTests: XCTestCase {
  func d(_ y: Int, _ m: Int, _ day: Int) -> CivilDate { CivilDate(year: y, month: m, day: day)! }

  /// +1 day: every Gregorian day is one Hijri day later; conversions stay inverse.
  func testAdjustment_ShiftsEveryDay() throws {
    var c = HijriCalendar.ummAlQura
    c.adjustmentDays = 1
    XCTAssertEqual(try c.hijri(from: d(2026, 11, 29)).date, HijriDate(year: 1448, month: 6, day: 20))
    XCTAssertEqual(try c.gregorian(from: HijriDate(year: 1448, month: 9, day: 1)!), d(2027, 2, 7))
    for offset in 0..<800 {
      let day = d(2026, 1, 1).adding(days: offset)
      XCTAssertEqual(try c.gregorian(from: c.hijri(from: day).date), day)
    }
  }

  /// Diyanet began Jumada II 1448 on 2026-11-10, a day before Umm al-Qura
  /// (Data/hijri/diyanet_month_starts.csv): the override moves that month only.
  func testOverride_MovesThatMonthOnly() throws {
    var c = HijriCalendar.ummAlQura
    try c.setStart(year: 1448, month: 6, to: d(2026, 11, 10))
    XCTAssertEqual(try c.hijri(from: d(2026, 11, 29)).date, HijriDate(year: 1448, month: 6, day: 20))
    XCTAssertEqual(try c.hijri(from: d(2026, 11, 29)).source, .override)
    XCTAssertEqual(try c.monthLength(year: 1448, month: 5), try HijriCalendar.ummAlQura.monthLength(year: 1448, month: 5) - 1)
    XCTAssertEqual(try c.firstDay(year: 1448, month: 7), try HijriCalendar.ummAlQura.firstDay(year: 1448, month: 7))
    XCTAssertEqual(try c.hijri(from: d(2026, 12, 10)).date, HijriDate(year: 1448, month: 7, day: 1))
    XCTAssertEqual(try c.hijri(from: d(2026, 11, 9)).date.month, 5)
    for offset in 0..<120 {
      let day = d(2026, 10, 1).adding(days: offset)
      XCTAssertEqual(try c.gregorian(from: c.hijri(from: day).date), day)
    }
    // A start that would leave a month of 27 or 32 days is refused, and changes nothing.
    XCTAssertThrowsError(try c.setStart(year: 1448, month: 8, to: d(2027, 1, 5)))
    XCTAssertEqual(c.monthStarts.count, 1)
  }

  /// Dates that do not exist, and years outside 1–9999, are errors, not wrong answers.
  func testInvalidDates_AreErrors() {
    XCTAssertNil(HijriDate(year: 1448, month: 13, day: 1))
    XCTAssertNil(HijriDate(iso8601: "1448-13-01"))
    let short = (1...12).first { (try? HijriCalendar.ummAlQura.monthLength(year: 1448, month: $0)) == 29 }!
    XCTAssertThrowsError(try HijriCalendar.ummAlQura.gregorian(from: HijriDate(year: 1448, month: short, day: 30)!))
    XCTAssertThrowsError(try HijriCalendar.civil.hijri(from: CivilDate(year: 600, month: 1, day: 1)!))
    XCTAssertNil(HijriDate(year: 0, month: 1, day: 1))
  }
}
