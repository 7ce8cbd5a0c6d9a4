import Foundation
import TestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `prayertimes chart`, run as the built binary.
final class ChartCLITests: ScratchDirectoryTestCase {
  static let london =
    ["chart"] + CLITests.london + ["--method", "moonsighting", "--now", "2026-05-12T10:00:00Z"]

  func parses(_ text: String) -> Bool { XMLParser(data: Data(text.utf8)).parse() }

  func testWritesTheFileAtomically() throws {
    let path = directory.appendingPathComponent("london.svg").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let before = try inode(path)
    let (status, out, err) = try CLITests.run(
      Self.london + ["--year", "2026", "--place", "London", "--out", path])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.hasPrefix("Wrote the chart of 2026 to \(path)"), err)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(svg.hasPrefix("<?xml"))
    XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    XCTAssertTrue(parses(svg))
    XCTAssertTrue(svg.contains("Prayer times 2026 · London"))
    XCTAssertTrue(svg.contains(#"id="today" data-date="2026-05-12""#))
    XCTAssertTrue(svg.contains("29 Mar: clocks +1 h"))
    // Replaced by a rename (a new file), with no scratch file left beside it.
    XCTAssertNotEqual(try inode(path), before)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["london.svg"])

    // The same chart on standard output, byte for byte.
    let (status2, out2, err2) = try CLITests.run(
      Self.london + ["--year", "2026", "--place", "London", "--out", "-"])
    XCTAssertEqual(status2, 0, err2)
    XCTAssertEqual(err2, "")
    XCTAssertEqual(out2, svg)
  }

  func testYearDefaultsToNowInTheZoneAndTodayOnlyInItsYear() throws {
    // 31 Dec 2025 23:30 UTC is already 2026 in Istanbul (UTC+3).
    let istanbul = [
      "chart", "--lat", "41.0082", "--lon", "28.9784", "--tz", "Europe/Istanbul", "--method",
      "turkey", "--out", "-",
    ]
    let (status, out, err) = try CLITests.run(istanbul + ["--now", "2025-12-31T23:30:00Z"])
    XCTAssertEqual(status, 0, err)
    XCTAssertTrue(out.contains("Prayer times 2026"))
    XCTAssertTrue(out.contains(#"id="today" data-date="2026-01-01""#))
    let (status2, other, err2) = try CLITests.run(
      istanbul + ["--now", "2025-12-31T23:30:00Z", "--year=2027"])
    XCTAssertEqual(status2, 0, err2)
    XCTAssertTrue(other.contains("Prayer times 2027"))
    XCTAssertFalse(other.contains(#"id="today""#))
    XCTAssertTrue(parses(other))
  }

  /// Without --tz: the nearest place's zone, said on stderr; far from every place, the fixed
  /// offset nearest the longitude.
  func testWithoutZoneANoteAndTheNearestPlacesZone() throws {
    let (status, out, err) = try CLITests.run(
      ["chart", "--lat", "21.4225", "--lon", "39.8262", "--year", "2026", "--out", "-"])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(err, "Zone: Asia/Riyadh (nearest place Makkah, SA, 0.5 km)\n")
    XCTAssertTrue(out.contains("Asia/Riyadh"))
    let (status2, out2, err2) = try CLITests.run(
      ["chart", "--lat", "-30", "--lon", "-25", "--year", "2026", "--out", "-"])
    XCTAssertEqual(status2, 0, err2)
    XCTAssertTrue(err2.hasPrefix("Zone: UTC-02:00 (no place within 300 km"), err2)
    XCTAssertTrue(out2.contains("UTC-02:00"))
  }

  func testUsageErrorsExit2WithNothingWritten() throws {
    let target = directory.appendingPathComponent("keep.svg").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
    let base = Self.london
    let cases: [([String], [String])] = [
      (base + ["--year", "2026"], ["missing '--out FILE.svg'"]),
      (base + ["--year", "abc", "--out", target], ["'--year' needs a whole number 1600...2100, got 'abc'"]),
      (base + ["--year", "0", "--out", target], ["'--year' 0 is out of range", "1600...2100"]),
      (base + ["--year", "1599", "--out", target], ["'--year' 1599 is out of range", "1600...2100"]),
      (base + ["--year", "2101", "--out", target], ["'--year' 2101 is out of range", "1600...2100"]),
      (base + ["--year", "10000", "--out", target], ["'--year' 10000 is out of range"]),
      (["chart", "--lat", "51.5", "--lon", "0", "--tz", "UTC", "--now", "2101-06-01T00:00:00Z", "--out", target],
       ["the current year 2101 is out of range", "1600...2100", "--year"]),
      (base + ["--year", "2026.5", "--out", target], ["got '2026.5'"]),
      (base + ["--year", "-5", "--out", target], ["'--year' -5 is out of range"]),
      (base + ["--year", "2026", "--year", "2027", "--out", target], ["'--year' given twice"]),
      (base + ["--out"], ["missing value for '--out'"]),
      (base + ["--out", ""], ["'--out' needs a file path"]),
      (base + ["--out", directory.path], ["is not a regular file"]),
      (base + ["--days", "3", "--out", target], ["'--days' does not apply to 'chart'", "--year"]),
      (base + ["--date", "2026-01-01", "--out", target], ["'--date' does not apply"]),
      (base + ["--format", "json", "--out", target], ["'--format' does not apply", "SVG"]),
      (base + ["--locale", "ar", "--out", target], ["'--locale' does not apply"]),
      (base + ["--colour", "red", "--out", target], ["unknown option '--colour'"]),
      (base + ["2026", "--out", target], ["unexpected argument '2026'"]),
      (base + ["--place", " ", "--out", target], ["'--place' needs a label"]),
      (["chart", "--lat", "0", "--lon", "0", "--method", "nope", "--out", target], ["'--method'", "mwl"]),
      (["chart", "--lon", "0", "--out", target], ["missing '--lat DEG'"]),
      (["chart", "--lat", "91", "--lon", "0", "--out", target], ["'--lat' 91 is out of range"]),
      (["chart", "--lat", "0", "--lon", "0", "--tz", "Mars/Olympus", "--out", target], ["unknown time zone 'Mars/Olympus'"]),
      (base + ["--tz", "UTC", "--out", target], ["'--tz' given twice"]),
    ]
    try assertFailures(cases, everyMention: ["Usage: prayertimes chart"])
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["keep.svg"])
  }

  func testUnwritableTargetExits1() throws {
    let path = directory.appendingPathComponent("missing/chart.svg").path
    let (status, out, err) = try CLITests.run(Self.london + ["--out", path])
    XCTAssertEqual(status, 1, err)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.contains("cannot write the chart to '\(path)'"), err)
  }

  func testHelp() throws {
    for arguments in [["chart", "--help"], ["chart", "-h"], Self.london + ["--help"]] {
      let (status, out, err) = try CLITests.run(arguments)
      XCTAssertEqual(status, 0, err)
      XCTAssertEqual(err, "")
      XCTAssertTrue(out.contains("USAGE: prayertimes chart"), out)
      XCTAssertTrue(out.contains("--year YYYY"))
      XCTAssertTrue(out.contains("--out FILE"))
    }
    let (_, top, _) = try CLITests.run(["--help"])
    XCTAssertTrue(top.contains("  chart [--year YYYY] --out FILE.svg"), top)
  }
}
