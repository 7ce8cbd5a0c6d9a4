import Astro
import Foundation
import TestSupport
import XCTest

@testable import Hijri

/// Iran's lunar calendar (``HijriCalendar/iran``): its recorded months
/// (`Data/hijri/iran_month_starts.csv`: Roozbeh Pournader's qamari record, CC0, and the official
/// calendar of 1405 SH) and the prediction
/// beyond them, Yallop's q > −0.232 at Tehran, held to that record.
final class IranCalendarTests: XCTestCase {
  /// The record: (year, month, first day).
  static func record() throws -> [(Int, Int, CivilDate)] {
    try AstronomicalCalendarTests.monthStarts("hijri/iran_month_starts.csv", columns: 5)
  }

  /// Every recorded month begins on its recorded day in the calendar, from the embedded table
  /// (the last month's end is predicted), and three of the Calendar Center's own dates hold.
  func testIranCalendar_EqualsTheRecord() throws {
    let rows = try Self.record()
    XCTAssertEqual(rows.count, 2206)
    let iran = HijriCalendar.iran
    for (i, (y, m, first)) in rows.enumerated() {
      XCTAssertEqual(try iran.firstDay(year: y, month: m), first, "\(y)-\(m)")
      if i % 50 == 0 || i == rows.count - 1 {
        let h = try iran.hijri(from: first)
        XCTAssertEqual(h.date, HijriDate(year: y, month: m, day: 1), "\(y)-\(m)")
        XCTAssertEqual(h.source, i < rows.count - 1 ? .table : .predicted, "\(y)-\(m)")
      }
    }
    // The Calendar Center's calendars (calendar.ut.ac.ir): 1 Ramadan 1446 and 1447, 1 Muharram 1447.
    XCTAssertEqual(try iran.gregorian(from: HijriDate(year: 1446, month: 9, day: 1)!), CivilDate(year: 2025, month: 3, day: 2))
    XCTAssertEqual(try iran.gregorian(from: HijriDate(year: 1447, month: 1, day: 1)!), CivilDate(year: 2025, month: 6, day: 27))
    XCTAssertEqual(try iran.gregorian(from: HijriDate(year: 1447, month: 9, day: 1)!), CivilDate(year: 2026, month: 2, day: 19))
    // Umm al-Qura begins Ramadan 1447 a day earlier.
    XCTAssertEqual(try HijriCalendar.ummAlQura.gregorian(from: HijriDate(year: 1447, month: 9, day: 1)!), CivilDate(year: 2026, month: 2, day: 18))
  }

  /// The prediction alone, month by month against the record: the recorded first day in at least
  /// 196 of the 226 months 1430-01 … 1448-10 and 319 of the 360 of 1400–1429, never more than a
  /// day off; since 1430 early only for Shawwal 1443 (Eid al-Fitr, 3 May 2022), observed a day after the
  /// Calendar Center's calendar (marked in the record); the others a day late (Iran began them
  /// on a sighting the criterion calls too hard). Umm al-Qura's table, for scale: 86 of the 226
  /// (a day early in most of the others).
  func testIranPrediction_AgreesWithTheRecord() throws {
    // 1400–1429 only with HIJRI_FULL=1 (about 2 s more in debug builds).
    let full = ProcessInfo.processInfo.environment["HIJRI_FULL"] == "1"
    let rows = try Self.record().filter { $0.0 >= (full ? 1400 : 1430) }
    var recent = (agree: 0, early: 0, count: 0), older = (agree: 0, count: 0)
    var umm = 0
    var early: [String] = []
    for (y, m, first) in rows {
      let predicted = try MonthStartRule.iran.predict(year: y, month: m).firstDay
      let off = first.days(to: predicted)
      XCTAssertLessThanOrEqual(abs(off), 1, "\(y)-\(m): \(predicted), recorded \(first)")
      if y >= 1430 {
        recent.count += 1
        if off == 0 { recent.agree += 1 }
        if off < 0 { recent.early += 1; early.append("\(y)-\(m)") }
        if try HijriCalendar.ummAlQura.firstDay(year: y, month: m) == first { umm += 1 }
      } else {
        older.count += 1
        if off == 0 { older.agree += 1 }
      }
    }
    XCTAssertEqual(recent.count, 226)
    XCTAssertEqual(older.count, full ? 360 : 0)
    XCTAssertGreaterThanOrEqual(recent.agree, 196)
    XCTAssertEqual(early, ["1443-10"])
    if full { XCTAssertGreaterThanOrEqual(older.agree, 319) }
    XCTAssertEqual(umm, 86)
  }

  /// The 1405 calendar's months are the table's (Ramadan 1448 on 8 February 2027 = 19 Bahman
  /// 1405; Jumada II 1448 on 11 November 2026, where the prediction says the 12th); beyond them
  /// the months are predicted, each of 29 or 30 days.
  func testIranCalendar_BeyondTheRecordPredicted() throws {
    let iran = HijriCalendar.iran
    let ramadan = try iran.hijri(from: CivilDate(year: 2027, month: 2, day: 8)!)
    XCTAssertEqual(ramadan.date, HijriDate(year: 1448, month: 9, day: 1))
    XCTAssertEqual(ramadan.source, .table)
    XCTAssertEqual(try iran.hijri(from: CivilDate(year: 2026, month: 12, day: 2)!).date, HijriDate(year: 1448, month: 6, day: 22))
    XCTAssertEqual(try MonthStartRule.iran.predict(year: 1448, month: 6).firstDay, CivilDate(year: 2026, month: 11, day: 12))
    XCTAssertEqual(try iran.hijri(from: CivilDate(year: 2027, month: 4, day: 10)!).source, .predicted)
    var start = try iran.firstDay(year: 1448, month: 11)
    for k in 0..<24 {
      let (y, m) = (1448 + (k + 10) / 12, (k + 10) % 12 + 1)
      let next = try iran.firstDay(year: y + (m == 12 ? 1 : 0), month: m % 12 + 1)
      XCTAssertTrue([29, 30].contains(start.days(to: next)), "\(y)-\(m)")
      start = next
    }
  }
}
