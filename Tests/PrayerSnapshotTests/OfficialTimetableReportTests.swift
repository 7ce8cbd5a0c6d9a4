import Foundation
import TestSupport
import XCTest

/// Every official timetable of `Data/fixtures/` (the index `official.csv`) against what the front
/// door chooses by itself for its coordinates (issue 15's measure: the method, Asr rule and
/// calendar of the place, nothing given). The measurement is `docs/official-timetables.md`'s
/// generated part: it must be what the fixtures give today (`RECORD_GOLDENS=1` rewrites it), and
/// no fixture's share exact, within 1 or within 2 minutes may fall below the committed one (nor an
/// authority's, while it holds the same fixtures).
final class OfficialTimetableReportTests: XCTestCase {
  static let page = "docs/official-timetables.md"

  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  func testOfficialTimetables_ReportIsCurrentAndNoShareFalls() throws {
    let report = OfficialReport(comparisons: try OfficialFixture.all().map(OfficialComparison.init))
    let url = repositoryRoot.appendingPathComponent(Self.page)
    let page = try String(contentsOf: url, encoding: .utf8)
    guard let start = page.range(of: OfficialReport.begin), let stop = page.range(of: OfficialReport.end)
    else { return XCTFail("\(Self.page) lacks the markers \(OfficialReport.begin) … \(OfficialReport.end)") }
    let committed = String(page[start.lowerBound..<stop.upperBound])
    let computed = report.markdown

    // No fixture's share, and no authority's while its fixtures are the same, may fall.
    let before = OfficialReport.committedCounts(committed)
    var now: [(String, OfficialReport.Tally)] = report.comparisons.map { ($0.fixture.path, OfficialReport.tally($0)) }
    now += report.authorities.map { ($0.name, $0.comparisons.map { OfficialReport.tally($0) }.reduce(OfficialReport.Tally(), +)) }
    for (name, tally) in now {
      guard let was = before[name], report.authorities.contains(where: { $0.name == name }) ? was.times == tally.times : true
      else { continue }
      let pairs = [("exact", tally.exact, was.exact), ("within 1", tally.withinOne, was.withinOne), ("within 2", tally.withinTwo, was.withinTwo)]
      for (what, n, w) in pairs {
        XCTAssertGreaterThanOrEqual(
          Double(n) / Double(tally.times), Double(w) / Double(was.times) - 1e-12,
          "\(name): share \(what) fell from \(w)/\(was.times) to \(n)/\(tally.times)")
      }
    }

    guard committed != computed else { return }
    if Self.recording {
      let updated = page.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: computed)
      try Data(updated.utf8).write(to: url, options: .atomic)
      XCTFail("recorded \(Self.page) (RECORD_GOLDENS=1): run the test again without it")
    } else {
      let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
      let new = computed.split(separator: "\n", omittingEmptySubsequences: false)
      let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
      XCTFail(
        "\(Self.page) is not what the fixtures give (RECORD_GOLDENS=1 rewrites it); first difference:\n"
          + "committed: \(line < old.count ? String(old[line]) : "<end>")\n"
          + "computed:  \(line < new.count ? String(new[line]) : "<end>")")
    }
  }

  /// The index lists every timetable file of `Data/fixtures/` (but the iCalendar goldens,
  /// adhan's `historical/`, kept for information, and the occasion lists of `occasions/`, which
  /// OccasionSetTests reads), so that none is left unmeasured.
  func testOfficialIndex_ListsEveryTimetableFile() throws {
    let listed = Set(try OfficialFixture.all().map(\.path))
    let root = dataURL("fixtures")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      .compactMap { ($0 as? URL)?.path.replacingOccurrences(of: root.path + "/", with: "") }
      .filter { ($0.hasSuffix(".json") || $0.hasSuffix(".csv")) && $0 != "official.csv" }
      .filter { !$0.hasPrefix("ics/") && !$0.hasPrefix("adhan/historical/") && !$0.hasPrefix("occasions/") }
    XCTAssertFalse(files.isEmpty)
    for file in files { XCTAssertTrue(listed.contains(file), "Data/fixtures/official.csv does not list \(file)") }
    for path in listed { XCTAssertTrue(files.contains(path), "official.csv lists \(path), which is not there") }
  }

  /// Each fixture reads as a table: dates in ISO form, no date twice, six times in the order of
  /// the day.
  func testOfficialFixtures_AreWellFormedTables() throws {
    for fixture in try OfficialFixture.all() {
      XCTAssertFalse(fixture.days.isEmpty, fixture.path)
      XCTAssertEqual(Set(fixture.days.map(\.date)).count, fixture.days.count, "\(fixture.path): a date twice")
      for day in fixture.days {
        XCTAssertEqual(day.minutes, day.minutes.sorted(), "\(fixture.path) \(day.date): times out of order")
      }
    }
  }
}
