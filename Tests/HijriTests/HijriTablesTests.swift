import Astro
import Foundation
import TestSupport
import XCTest

@testable import Hijri

/// The embedded Umm al-Qura tables against their data files (`Data/hijri/`), and the two
/// lineages against each other.
final class HijriTablesTests: XCTestCase {
  /// (year, month, first day, length) rows of a month-start CSV.
  static func rows(_ name: String) throws -> [(Int, Int, CivilDate, Int)] {
    try CSV.records(try dataFile("hijri/\(name)")).dropFirst().map { f in
      guard f.count == 5, let y = Int(f[0]), let m = Int(f[1]), let d = CivilDate(iso8601: f[2]),
        let l = Int(f[3]), Int(f[4]) == d.julianDayNumber
      else { throw CocoaError(.fileReadCorruptFile) }
      return (y, m, d, l)
    }
  }

  func check(_ calendar: HijriCalendar, against file: String, count: Int) throws {
    let rows = try Self.rows(file)
    XCTAssertEqual(rows.count, count)
    for (y, m, first, length) in rows {
      XCTAssertEqual(try calendar.firstDay(year: y, month: m), first, "\(y)-\(m)")
      XCTAssertEqual(try calendar.monthLength(year: y, month: m), length, "\(y)-\(m)")
      XCTAssertEqual(try calendar.hijri(from: first).source, .table)
    }
  }

  func testUmmAlQuraTable_EqualsItsData() throws {
    try check(.ummAlQura, against: "ummalqura_icu_month_starts.csv", count: 3612)
  }

  /// The published table, with its 28- and 31-day months, equals its source on every month start.
  func testPublishedTable_EqualsItsData() throws {
    try check(.ummAlQuraPublished, against: "ummalqura_published_month_starts.csv", count: 1896)
    XCTAssertEqual(try HijriCalendar.ummAlQuraPublished.monthLength(year: 1343, month: 9), 28)
    XCTAssertEqual(try HijriCalendar.ummAlQuraPublished.monthLength(year: 1345, month: 5), 31)
    let d = HijriDate(year: 1345, month: 5, day: 31)!
    XCTAssertEqual(try HijriCalendar.ummAlQuraPublished.hijri(julianDayNumber: HijriCalendar.ummAlQuraPublished.julianDayNumber(of: d)).date, d)
  }

  /// The two lineages differ in 740 of the 1896 month starts they share and agree on every
  /// month of 1420–1450 AH (Data/hijri/README.md, "How the two lineages differ").
  func testLineages_DifferIn740MonthsAgreeOn1420To1450() throws {
    var differ = 0
    for y in 1343...1500 {
      for m in 1...12 {
        let a = try HijriCalendar.ummAlQura.firstDay(year: y, month: m)
        let b = try HijriCalendar.ummAlQuraPublished.firstDay(year: y, month: m)
        if a != b {
          differ += 1
          XCTAssertFalse((1420...1450).contains(y), "\(y)-\(m)")
        }
      }
    }
    XCTAssertEqual(differ, 740)
  }
}
