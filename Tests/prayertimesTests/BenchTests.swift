import Foundation
import TestSupport
import XCTest

/// The benchmark, run as a built binary: its JSON has the numbers it promises. No timing
/// thresholds here — speed is measured by the benchmark command, not by tests.
final class BenchTests: XCTestCase {
  /// The number at `path` in `object`, asserted to be a positive finite number.
  func positive(_ object: [String: Any], _ path: [String], file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    var value: Any = object
    for key in path {
      let dictionary = try XCTUnwrap(value as? [String: Any], path.joined(separator: "."), file: file, line: line)
      value = try XCTUnwrap(dictionary[key], "missing \(path.joined(separator: "."))", file: file, line: line)
    }
    let number = try XCTUnwrap((value as? NSNumber)?.doubleValue, "\(path.joined(separator: ".")) is not a number", file: file, line: line)
    XCTAssertTrue(number.isFinite && number > 0, "\(path.joined(separator: ".")) = \(number)", file: file, line: line)
  }

  func testBenchJSON_QuickRunHasRequiredNumbers() throws {
    let (status, out, err) = try BuiltTool.bench.run(["--quick", "--json"]).parts
    XCTAssertEqual(status, 0, err)
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], out)
    // What the issue asks for.
    try positive(json, ["perDayNs", "mwl", "median"])
    try positive(json, ["snapshotMicros", "median"])
    try positive(json, ["snapshotMillis", "median"])
    // The other method families, the spreads and the rest of the table.
    for family in ["mwl", "umm-al-qura", "moonsighting", "mwl-high-latitude"] {
      for key in ["median", "min", "max", "p25", "p75", "repetitions", "locationDays"] {
        try positive(json, ["perDayNs", family, key])
      }
    }
    for path in [
      ["perDayOwnSunNs", "mwl", "median"], ["ephemerisBuildMicros", "median"],
      ["hijriPerSecond", "gregorianToHijri", "median"], ["hijriPerSecond", "hijriToGregorian", "median"],
      ["snapshotBuildMicros", "median"], ["snapshotEncodeMicros", "median"],
      ["snapshotWriteMicros", "median"], ["snapshotBuildEncodeWriteMicros", "median"],
      ["segmentLookupNs", "median"], ["widgetStateNs", "median"], ["snapshotBytes"],
      ["processStartMillis", "median"], ["highLatitudeRuleShare"],
    ] {
      try positive(json, path)
    }
    // The high-latitude family is one where the rule binds.
    XCTAssertEqual(json["highLatitudeRuleShare"] as? Double, 1)
    // Issue 6's three and issue 16's snapshot built and encoded (fsync apart) in 0.3 ms.
    let targets = try XCTUnwrap(json["targets"] as? [[String: Any]])
    XCTAssertEqual(targets.count, 4)
    let snapshot = try XCTUnwrap(
      targets.first { $0["name"] as? String == "snapshot built and encoded (fsync apart)" })
    XCTAssertEqual(snapshot["limit"] as? Double, 0.3)
    XCTAssertEqual(snapshot["unit"] as? String, "ms")
  }

  func testBenchWorkload_FixedIterationsPrintsTheCount() throws {
    let (status, out, err) = try BuiltTool.bench.run(["--workload", "per-day", "--iterations", "400"]).parts
    XCTAssertEqual(status, 0, err)
    XCTAssertTrue(out.hasPrefix("400 location-days of mwl (100 places × 365 days per pass); checksum "), out)
  }

  func testBenchArguments_UnknownWorkloadIsUsageError() throws {
    let (status, out, err) = try BuiltTool.bench.run(["--workload", "nothing", "--iterations", "1"]).parts
    XCTAssertEqual(status, 2)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.contains("unknown workload 'nothing'"), err)
  }
}
