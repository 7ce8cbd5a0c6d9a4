import Foundation
import TestSupport
import XCTest

/// `prayertimes taps add|list|apply` through the built tool.
final class TapsCLITests: ScratchDirectoryTestCase {
  func testTaps_addListApply_withSnapshotCountsOnlyStartedPrayers() throws {
    let queue = directory.appendingPathComponent("taps").path
    let book = directory.appendingPathComponent("marks.json").path
    let snapshot = directory.appendingPathComponent("snapshot.json").path
    // Makkah, 29 November 2026: Dhuhr is at 11:53 local (08:53 UTC), Asr at 15:00 local.
    XCTAssertEqual(
      try CLITests.run(
        CLITests.makkah + ["--format", "snapshot", "--now", "2026-11-29T06:00:00Z", "--out", snapshot]
      ).0, 0)
    let dhuhr = try CLITests.run(
      ["taps", "add", "--queue", queue, "--date", "2026-11-29", "--prayer", "dhuhr", "--at", "2026-11-29T10:00:00Z"])
    XCTAssertEqual(dhuhr.0, 0, dhuhr.2)
    XCTAssert(dhuhr.1.hasPrefix("Queued dhuhr of 2026-11-29 (id "), dhuhr.1)
    // Asr tapped before it began: the widget's overlay ignores it, and so does the app.
    XCTAssertEqual(
      try CLITests.run(
        ["taps", "add", "--queue", queue, "--date", "2026-11-29", "--prayer", "asr", "--at", "2026-11-29T10:00:00Z"]
      ).0, 0)
    // The widget lays the queued taps over the day before the app has seen them.
    let widget = try CLITests.run(
      ["widget", "--snapshot", snapshot, "--queue", queue, "--now", "2026-11-29T10:30:00Z", "--format", "json"])
    XCTAssertEqual(widget.0, 0, widget.2)
    let shown = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(widget.1.utf8)) as? [String: Any])
    let shownPrayers = try XCTUnwrap(shown["prayers"] as? [[String: Any]])
    XCTAssertEqual(shownPrayers.filter { $0["marked"] as? Bool == true }.map { $0["id"] as? String }, ["dhuhr"])
    let list = try CLITests.run(["taps", "list", "--queue", queue, "--format", "json"])
    XCTAssertEqual(list.0, 0)
    let listed = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(list.1.utf8)) as? [String: Any])
    XCTAssertEqual((listed["taps"] as? [Any])?.count, 2)
    XCTAssertEqual(listed["damagedLines"] as? Int, 0)

    let apply = try CLITests.run(["taps", "apply", "--queue", queue, "--marks", book, "--snapshot", snapshot])
    XCTAssertEqual(apply.0, 0, apply.2)
    XCTAssertEqual(apply.1, "Applied 2 taps to \(book)\n")
    let written = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: book))) as? [String: Any])
    XCTAssertEqual(written["marks"] as? [[String: String]], [["date": "2026-11-29", "prayer": "dhuhr"]])
    XCTAssertEqual(try CLITests.run(["taps", "list", "--queue", queue]).1, "0 taps queued\n")

    // The book feeds the snapshot: Dhuhr is marked.
    let rebuilt = try CLITests.run(
      CLITests.makkah + ["--format", "snapshot", "--now", "2026-11-29T10:00:00Z", "--marks", book])
    XCTAssertEqual(rebuilt.0, 0, rebuilt.2)
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rebuilt.1.utf8)) as? [String: Any])
    let day = try XCTUnwrap((document["days"] as? [[String: Any]])?.first { $0["date"] as? String == "2026-11-29" })
    let prayers = try XCTUnwrap(day["prayers"] as? [[String: Any]])
    XCTAssertEqual(prayers.filter { $0["marked"] as? Bool == true }.map { $0["id"] as? String }, ["dhuhr"])
  }

  func testTaps_badInput_exitsTwoWithNothingOnStdout() throws {
    let queue = directory.appendingPathComponent("taps").path
    let cases: [([String], String)] = [
      (["taps"], "OVERVIEW"),  // help
      (["taps", "remove", "--queue", queue], "needs an action first"),
      (["taps", "add", "--date", "2026-11-29", "--prayer", "fajr"], "needs '--queue FILE'"),
      (["taps", "add", "--queue", queue, "--date", "2026-02-30", "--prayer", "fajr"], "must be a real date"),
      (["taps", "add", "--queue", queue, "--date", "2026-02-03", "--prayer", "sunrise"], "'--prayer' must be one of"),
      (["taps", "add", "--queue", queue, "--date", "2026-02-03", "--prayer", "fajr", "--at", "noon"], "'--at' needs an ISO 8601 time"),
      (["taps", "list", "--queue", queue, "--format", "xml"], "is invalid for '--format'"),
      (["taps", "apply", "--queue", queue], "needs '--marks FILE'"),
      (["taps", "list", "--queue", queue, "--marks", "x"], "'--marks'"),
    ]
    for (arguments, words) in cases {
      let (status, stdout, stderr) = try CLITests.run(arguments)
      if words == "OVERVIEW" {
        XCTAssertEqual(status, 0)
        XCTAssert(stdout.contains(words))
        continue
      }
      XCTAssertEqual(status, 2, "\(arguments)")
      XCTAssertEqual(stdout, "", "\(arguments)")
      XCTAssert(stderr.contains(words), "\(arguments): \(stderr)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: queue), "a rejected command wrote the queue")
    // A queue that cannot be opened: exit 1, said on stderr.
    let (status, stdout, stderr) = try CLITests.run(
      ["taps", "add", "--queue", directory.path, "--date", "2026-02-03", "--prayer", "fajr"])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(stdout, "")
    XCTAssert(stderr.contains("tap queue"), stderr)
  }
}
