import Astro
import Foundation
import Hijri
import XCTest

/// The Ramadan helpers against Foundation's Umm al-Qura calendar (ICU), an independent
/// implementation of the same table.
final class RamadanTests: XCTestCase {
  /// ICU's first and last Gregorian days of Ramadan of `year` AH.
  static func icuRamadan(_ year: Int) -> ClosedRange<CivilDate>? {
    var islamic = Calendar(identifier: .islamicUmmAlQura)
    islamic.timeZone = TimeZone(identifier: "UTC")!
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = islamic.timeZone
    guard let first = islamic.date(from: DateComponents(year: year, month: 9, day: 1)),
      let range = islamic.range(of: .day, in: .month, for: first)
    else { return nil }
    let c = gregorian.dateComponents([.year, .month, .day], from: first)
    guard let start = CivilDate(year: c.year!, month: c.month!, day: c.day!) else { return nil }
    return start...start.adding(days: range.count - 1)
  }

  func testRamadan_UmmAlQura1400To1500_MatchesICU() throws {
    for year in 1400...1500 {
      let ours = try HijriCalendar.ummAlQura.ramadan(year: year)
      XCTAssertEqual(ours, Self.icuRamadan(year), "\(year) AH")
    }
  }

  func testRamadan1448_UmmAlQuraAndMabims() throws {
    let d = { (m: Int, day: Int) in CivilDate(year: 2027, month: m, day: day)! }
    XCTAssertEqual(try HijriCalendar.ummAlQura.ramadan(year: 1448), d(2, 8)...d(3, 8))
    // MABIMS (Indonesia, Malaysia, Brunei, Singapore) gives Ramadan 1448 its 30th day.
    XCTAssertEqual(try HijriCalendar.mabims.ramadan(year: 1448), d(2, 8)...d(3, 9))
  }

  func testRamadanYear_NotEndedBy() throws {
    let uq = HijriCalendar.ummAlQura
    let d = { (y: Int, m: Int, day: Int) in CivilDate(year: y, month: m, day: day)! }
    XCTAssertEqual(try uq.ramadanYear(notEndedBy: d(2026, 12, 1)), 1448)  // Jumada II 1448
    XCTAssertEqual(try uq.ramadanYear(notEndedBy: d(2027, 3, 8)), 1448)  // its last day
    XCTAssertEqual(try uq.ramadanYear(notEndedBy: d(2027, 3, 9)), 1449)  // 1 Shawwal
    XCTAssertTrue(uq.isRamadan(d(2027, 2, 8)))
    XCTAssertFalse(uq.isRamadan(d(2027, 2, 7)))
    XCTAssertFalse(uq.isRamadan(d(2027, 3, 9)))
  }

  func testRamadanYears_Within_KeepOnlyWholeMonths() throws {
    let uq = HijriCalendar.ummAlQura
    let d = { (y: Int, m: Int, day: Int) in CivilDate(year: y, month: m, day: day)! }
    // 2027-02-09 is inside Ramadan 1448: it is not whole in the span, 1449 (2028) is.
    XCTAssertEqual(uq.ramadanYears(within: d(2027, 2, 9)...d(2028, 12, 31)), 1449...1449)
    XCTAssertEqual(uq.ramadanYears(within: d(2027, 2, 8)...d(2027, 3, 8)), 1448...1448)
    XCTAssertNil(uq.ramadanYears(within: d(2027, 4, 1)...d(2027, 12, 31)))
  }
}
