import Foundation
import TestSupport
import XCTest

/// The bad-input table of docs/robustness.md ("Bad input"), run through the built binary: each
/// input exits 2 (bad usage) or 1 (a file that cannot be written), prints nothing on stdout, and
/// says on stderr what was wrong and what is allowed.
///
/// The table in docs/robustness.md (input → first line of the message) must be what the tool
/// says: `RECORD_GOLDENS=1 swift test --filter BadInputTests` rewrites it;
/// `PRINT_BAD_INPUT_TABLE=1` also prints it.
final class BadInputTests: ScratchDirectoryTestCase {
  struct Case {
    var arguments: [String]
    var status: Int32
    var mentions: [String]
    /// The shortened form of the arguments shown in docs/robustness.md's table.
    var label: String
  }

  static let place = ["--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh"]
  static let missingDirectory = "/nonexistent-prayertimes-dir/times.csv"

  /// Input → status and the key words of the message.
  static var cases: [Case] {
    let p = place
    func c(_ label: String, _ arguments: [String], _ status: Int32 = 2, _ mentions: [String]) -> Case {
      Case(arguments: arguments, status: status, mentions: mentions, label: label)
    }
    var list: [Case] = [
      // Coordinates.
      c("--lat 91", ["--lat", "91", "--lon", "0"], 2, ["'--lat' 91 is out of range", "-90...90"]),
      c("--lat -90.5", ["--lat", "-90.5", "--lon", "0"], 2, ["'--lat'", "-90...90"]),
      c("--lon -181", ["--lat", "0", "--lon", "-181"], 2, ["'--lon' -181 is out of range", "-180...180"]),
      c("--lon 180.01", ["--lat", "0", "--lon", "180.01"], 2, ["'--lon'", "-180...180"]),
      c("--lat nan", ["--lat", "nan", "--lon", "0"], 2, ["'--lat' needs a decimal number", "'nan'"]),
      c("--lat inf", ["--lat", "inf", "--lon", "0"], 2, ["'--lat' needs a decimal number", "'inf'"]),
      c("--lat 1e400", ["--lat", "1e400", "--lon", "0"], 2, ["'--lat' needs a finite number", "'1e400'"]),
      c("--lon -1e400", ["--lat", "0", "--lon", "-1e400"], 2, ["'--lon' needs a finite number"]),
      c("--lat 0x10", ["--lat", "0x10", "--lon", "0"], 2, ["'--lat' needs a decimal number", "'0x10'"]),
      c("--lat 21,4", ["--lat", "21,4", "--lon", "0"], 2, ["'--lat' needs a decimal number", "'21,4'"]),
      c("--lon 0 (no --lat)", ["--lon", "0"], 2, ["missing '--lat DEG'", "--city"]),
      c("--lat 0 (no --lon)", ["--lat", "0"], 2, ["missing '--lon DEG'"]),
      c("(nothing)", [], 2, ["missing '--lat DEG'"]),
      c("--elevation 20000", p + ["--elevation", "20000"], 2, ["'--elevation'", "-500...10000 m"]),
      c("--elevation 1e400", p + ["--elevation", "1e400"], 2, ["'--elevation' needs a finite number"]),
      // Days and dates.
      c("--days 0", p + ["--days", "0"], 2, ["'--days' needs a whole number 1...3660", "'0'"]),
      c("--days 100000", p + ["--days", "100000"], 2, ["'--days'", "1...3660", "'100000'"]),
      c("--days -1", p + ["--days", "-1"], 2, ["'--days'", "1...3660"]),
      c("--days 1.5", p + ["--days", "1.5"], 2, ["'--days'", "whole number"]),
      c("--days 1e3", p + ["--days", "1e3"], 2, ["'--days'", "whole number"]),
      c("--date 2026-02-30", p + ["--date", "2026-02-30"], 2, ["'--date' needs a real date as YYYY-MM-DD", "'2026-02-30'"]),
      c("--date 2025-02-29", p + ["--date", "2025-02-29"], 2, ["'--date'", "'2025-02-29'"]),
      c("--date 2026-13-01", p + ["--date", "2026-13-01"], 2, ["'--date'", "'2026-13-01'"]),
      c("--date 29/11/2026", p + ["--date", "29/11/2026"], 2, ["'--date'", "YYYY-MM-DD"]),
      c("--date 0000-01-01", p + ["--date", "0000-01-01"], 2, ["'--date'"]),
      // Supported years (astronomy: 1600...2100).
      c("--date 1599-12-31", p + ["--date", "1599-12-31"], 2, ["'--date' 1599-12-31 is out of range", "1600...2100", "ΔT"]),
      c("--date 2101-01-01", p + ["--date", "2101-01-01"], 2, ["'--date' 2101-01-01 is out of range", "1600...2100"]),
      c("--date 9999-12-30 --days 3", p + ["--date", "9999-12-30", "--days", "3"], 2, ["'--date' 9999-12-30 is out of range", "1600...2100"]),
      c("--date 2100-12-30 --days 3", p + ["--date", "2100-12-30", "--days", "3"], 2, ["runs past 2100-12-31", "1600...2100"]),
      c("--format ics --date 2101-01-01", p + ["--format", "ics", "--date", "2101-01-01"], 2, ["'--date' 2101-01-01 is out of range"]),
      c("--format ics --date 2100-12-01 --days 60", p + ["--format", "ics", "--date", "2100-12-01", "--days", "60"], 2, ["runs past 2100-12-31"]),
      c("--format json --date 1599-06-01", p + ["--format", "json", "--date", "1599-06-01"], 2, ["'--date' 1599-06-01 is out of range"]),
      c("--now 2101-01-01T12:00:00Z", p + ["--now", "2101-01-01T12:00:00Z"], 2, ["'--now' (local date 2101-01-01) is out of range", "1600...2100"]),
      c("--now 2100-12-31T12:00:00Z --days 2", p + ["--now", "2100-12-31T12:00:00Z", "--days", "2"], 2, ["'--now'", "1600...2100"]),
      c("--format snapshot --now 2100-12-25T12:00:00Z", p + ["--format", "snapshot", "--now", "2100-12-25T12:00:00Z"], 2, ["'--now' (local date 2100-12-25) is out of range", "1600...2100"]),
      c("--format snapshot --now 1600-01-01T12:00:00Z", p + ["--format", "snapshot", "--now", "1600-01-01T12:00:00Z"], 2, ["'--now'", "1600...2100"]),
      c("chart --year 2101", ["chart", "--year", "2101", "--out", "-"] + p, 2, ["'--year' 2101 is out of range", "1600...2100"]),
      c("chart --year 1599", ["chart", "--year", "1599", "--out", "-"] + p, 2, ["'--year' 1599 is out of range"]),
      c("batch --year 2101", ["batch", "--places", "all", "--year", "2101", "--out", missingDirectory], 2, ["'--year' 2101 is out of range", "1600...2100"]),
      c("batch --year 1599", ["batch", "--places", "all", "--year", "1599", "--out", missingDirectory], 2, ["'--year' 1599 is out of range"]),
      c("--now 2026-11-29T09:00:00", p + ["--now", "2026-11-29T09:00:00"], 2, ["'--now'", "UTC offset"]),
      // Unknown values.
      c("--method foo", p + ["--method", "foo"], 2, ["'foo' is invalid for '--method'", "'mwl'", "'turkey'", "'custom'"]),
      c("--tz Mars/Base", ["--lat", "0", "--lon", "0", "--tz", "Mars/Base"], 2, ["unknown time zone 'Mars/Base'", "Asia/Riyadh", "+05:30"]),
      c("--tz +15:00", ["--lat", "0", "--lon", "0", "--tz", "+15:00"], 2, ["'+15:00'"]),
      c("--format xml", p + ["--format", "xml"], 2, ["'xml' is invalid for '--format'", "'table'", "'json'", "'csv'", "'ics'", "'snapshot'"]),
      c("--locale sw", p + ["--locale", "sw"], 2, ["'sw' is invalid for '--locale'", "'en'", "'ar'", "'de'", "'fr'", "'id'", "'ms'", "'tr'"]),
      c("--locale ms-FR", p + ["--locale", "ms-FR"], 2, ["'ms-FR' names no region ICU knows for 'ms'", "use 'ms'", "'ms-ID'", "'ms-MY'"]),
      c("--clock 13", p + ["--clock", "13"], 2, ["'13' is invalid for '--clock'", "'12'", "'24'"]),
      c("--digits roman", p + ["--digits", "roman"], 2, ["'roman' is invalid for '--digits'", "'latn'", "'arab'"]),
      c("--calendar gregorian", p + ["--calendar", "gregorian"], 2, ["'gregorian' is invalid for '--calendar'", "'umm-al-qura'", "'civil'"]),
      c("--asr shafi", p + ["--asr", "shafi"], 2, ["'shafi'", "'standard'", "'hanafi'"]),
      c("--high-lat always", p + ["--high-lat", "always"], 2, ["'always'", "'twilight-angle'"]),
      c("--hijri-adjust 5", p + ["--hijri-adjust", "5"], 2, ["'--hijri-adjust'", "-3...3"]),
      c("--adjust fajr=+121", p + ["--adjust", "fajr=+121"], 2, ["'--adjust'", "-120...120"]),
      c("--adjust dhuha=1", p + ["--adjust", "dhuha=1"], 2, ["'--adjust' item 'dhuha=1'", "NAME=MINUTES"]),
      c("--city Xyzzyq", ["--city", "Xyzzyq"], 2, ["no place is named 'Xyzzyq'", "--lat", "cities"]),
      c("--city Springfield", ["--city", "Springfield"], 2, ["'Springfield' names", "places", "--lat"]),
      // Conflicting or misplaced options.
      c("--city Makkah --lat 21", ["--city", "Makkah", "--lat", "21"], 2, ["either '--city NAME' or '--lat DEG --lon DEG'"]),
      c("--isha-angle 17 --isha-interval 90", p + ["--isha-angle", "17", "--isha-interval", "90"], 2, ["either '--isha-angle' or '--isha-interval'"]),
      c("--days 2 --days 3", p + ["--days", "2", "--days", "3"], 2, ["'--days' given twice"]),
      c("--shafaq ahmer (not moonsighting)", p + ["--shafaq", "ahmer"], 2, ["'--shafaq' applies only to '--method moonsighting'"]),
      c("--leap-pattern 15 (not tabular)", p + ["--leap-pattern", "15"], 2, ["'--leap-pattern' applies only to '--calendar tabular'"]),
      c("--format csv --locale ar", p + ["--format", "csv", "--locale", "ar"], 2, ["'--locale' does not apply to '--format csv'", "table, ics and snapshot"]),
      c("--format json --clock 24", p + ["--format", "json", "--clock", "24"], 2, ["'--clock' does not apply to '--format json'"]),
      c("--marks m.json (not snapshot)", p + ["--marks", "m.json"], 2, ["'--marks' applies only to '--format snapshot'"]),
      c("--format snapshot --days 3", p + ["--format", "snapshot", "--days", "3"], 2, ["'--days' does not apply to '--format snapshot'"]),
      c("--bogus", p + ["--bogus"], 2, ["unknown option '--bogus'"]),
      c("stray", p + ["stray"], 2, ["unexpected argument 'stray'"]),
      c("--lat (no value)", ["--lon", "0", "--lat"], 2, ["missing value for '--lat'"]),
      // Files.
      c("--out '' ", p + ["--out", ""], 2, ["'--out' needs a file path"]),
      c("--out /usr (a directory)", p + ["--out", "/usr"], 2, ["'--out' '/usr' exists and is not a regular file"]),
      c("--out \(missingDirectory)", p + ["--format", "csv", "--out", missingDirectory], 1, ["cannot write '\(missingDirectory)'", "No such file or directory"]),
      c("--format ics --out \(missingDirectory)", p + ["--format", "ics", "--out", missingDirectory], 1, ["cannot write"]),
      // ramadan.
      c("ramadan 0", ["ramadan", "0"] + p, 2, ["the Hijri year needs a whole number 1...9999", "'0'"]),
      c("ramadan abc", ["ramadan", "abc"] + p, 2, ["the Hijri year", "'abc'"]),
      c("ramadan 9999", ["ramadan", "9999"] + p, 2, ["Ramadan 9999 AH", "out of range", "1600...2100"]),
      c("ramadan 1525", ["ramadan", "1525"] + p, 2, ["Ramadan 1525 AH (2101-", "out of range", "1600...2100", "Ramadan 1008...1524 AH"]),
      c("ramadan 1007", ["ramadan", "1007"] + p, 2, ["Ramadan 1007 AH (1599-", "out of range", "Ramadan 1008...1524 AH"]),
      c("ramadan 1525 --format ics", ["ramadan", "1525"] + p + ["--format", "ics"], 2, ["Ramadan 1525 AH", "1600...2100"]),
      c("ramadan --now 2101-06-01T00:00:00Z", ["ramadan"] + p + ["--now", "2101-06-01T00:00:00Z"], 2, ["Ramadan 1525 AH", "1600...2100"]),
      c("ramadan 1448 1449", ["ramadan", "1448", "1449"] + p, 2, ["unexpected argument '1449'"]),
      c("ramadan --days 3", ["ramadan"] + p + ["--days", "3"], 2, ["'--days' does not apply to 'ramadan'", "HIJRI-YEAR"]),
      c("ramadan --date 2027-02-08", ["ramadan"] + p + ["--date", "2027-02-08"], 2, ["'--date' does not apply to 'ramadan'"]),
      c("ramadan --format snapshot", ["ramadan"] + p + ["--format", "snapshot"], 2, ["'--format snapshot' does not apply to 'ramadan'", "ics"]),
      c("ramadan (no place)", ["ramadan", "1448"], 2, ["missing '--lat DEG'"]),
      c("ramadan --out \(missingDirectory)", ["ramadan", "1448"] + p + ["--out", missingDirectory], 1, ["cannot write"]),
    ]
    // Every numeric option given an empty string.
    for option in [
      "--lat", "--lon", "--elevation", "--days", "--fajr-angle", "--isha-angle", "--isha-interval",
      "--maghrib-angle", "--hijri-adjust", "--ramadan-isha",
    ] {
      var arguments = p + [option, ""]
      if option == "--lat" || option == "--lon" {
        arguments = option == "--lat" ? ["--lat", "", "--lon", "0"] : ["--lat", "0", "--lon", ""]
      }
      list.append(c("\(option) ''", arguments, 2, ["'\(option)'", "got ''"]))
    }
    for option in ["--date", "--tz", "--now", "--city", "--method", "--format", "--locale", "--calendar", "--place", "--adjust"] {
      let arguments = option == "--city" ? ["--city", ""] : option == "--tz" ? ["--lat", "0", "--lon", "0", "--tz", ""] : p + [option, ""]
      list.append(c("\(option) ''", arguments, 2, [option]))
    }
    return list
  }

  func testBadInputs_ExitCodeNothingOnStdoutAndTheMessage() throws {
    let cases = Self.cases
    let results = try CLITests.runAll(cases.map(\.arguments))
    var table = ["| Input | Exit | Message (first line of stderr) |", "|---|---|---|"]
    for (c, run) in zip(cases, results) {
      // A usage error (exit 2) also shows the usage.
      let usage = c.status == 2 ? ["Usage: prayertimes"] : []
      assertFailure(run, of: c.arguments, status: c.status, mentions: c.mentions + usage)
      let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
      table.append(
        "| `\(c.label)` | \(run.status) | \(first.replacingOccurrences(of: "|", with: "\\|")) |")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: Self.missingDirectory))
    if ProcessInfo.processInfo.environment["PRINT_BAD_INPUT_TABLE"] != nil {
      print(table.joined(separator: "\n"))
    }
    try Golden.assertSection(
      table.joined(separator: "\n") + "\n", file: "docs/robustness.md",
      begin: "<!-- BEGIN bad-input table: written by BadInputTests (RECORD_GOLDENS=1); do not edit by hand -->",
      end: "<!-- END bad-input table -->")
  }

  /// A file `--out` cannot write (its directory is a file: no scratch file can be made, even
  /// by root) exits 1, leaves nothing behind and prints nothing on stdout, in every format.
  func testUnwritableOut_LeavesNothingBehind() throws {
    let file = directory.appendingPathComponent("file")
    try Data("keep".utf8).write(to: file)
    let target = file.appendingPathComponent("times.out").path
    let cases = ["table", "json", "csv", "ics", "snapshot"].map { format in
      Self.place + ["--format", format, "--out", target]
    } + [["ramadan", "1448"] + Self.place + ["--out", target]]
    for (arguments, (status, out, err)) in zip(cases, try CLITests.runAll(cases)) {
      XCTAssertEqual(status, 1, "\(arguments): \(err)")
      XCTAssertEqual(out, "", "\(arguments)")
      XCTAssertTrue(err.hasPrefix("Error: cannot write"), err)
      XCTAssertTrue(err.contains("Not a directory"), err)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["file"])
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "keep")
  }
}
