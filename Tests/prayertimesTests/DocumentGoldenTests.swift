import Foundation
import TestSupport
import XCTest

/// Every document the tool writes for programs, pinned: each JSON (and CSV) contract below is
/// compared byte for byte with its golden under `Goldens/documents/`, so that a change of key,
/// order or format shows as a diff; `RECORD_GOLDENS=1` re-records them (and fails, saying so).
/// The goldens are contracts of the format, recorded from the tool on request — the accuracy of
/// the times is tested against independent references elsewhere.
final class DocumentGoldenTests: ScratchDirectoryTestCase {
  static let documents = "Tests/prayertimesTests/Goldens/documents/"

  /// (golden file, arguments): the documents of the main command and the subcommands.
  static let cases: [(String, [String])] = [
    // London across the clock change of 2027-03-28 (the offset of each time changes with it).
    ("timetable-london-dst.json", ["--city", "London, GB", "--date", "2027-03-27", "--days", "3", "--format", "json"]),
    ("timetable-london-dst.csv", ["--city", "London, GB", "--date", "2027-03-27", "--days", "3", "--format", "csv"]),
    // Coordinates alone (zone and method inferred), across the start of Ramadan 1448.
    ("timetable-makkah-ramadan.json", ["--lat", "21.4225", "--lon", "39.8262", "--date", "2027-02-07", "--days", "2", "--format", "json"]),
    ("ramadan-jakarta.csv", ["ramadan", "1448", "--city", "Jakarta", "--calendar", "mabims", "--format", "csv"]),
    ("ramadan-istanbul.json", ["ramadan", "1448", "--city", "Istanbul", "--format", "json"]),
    ("hijri-turkey-predicted.json", ["hijri", "2030-01-01", "--to", "2030-01-02", "--calendar", "turkey", "--format", "json"]),
    ("hijri-turkey-predicted.csv", ["hijri", "2030-01-01", "--to", "2030-01-02", "--calendar", "turkey", "--format", "csv"]),
    ("gregorian.json", ["gregorian", "1448-09-01", "--format", "json"]),
    ("occasions-1448.json", ["occasions", "1448", "--format", "json"]),
    ("occasions-1448.csv", ["occasions", "1448", "--format", "csv"]),
    ("moon-makkah.json", ["moon", "--city", "Makkah", "--date", "2026-02-17", "--format", "json"]),
    ("moon-no-place.json", ["moon", "--date", "2026-02-17", "--format", "json"]),
    ("crescent-1448-09.json", ["crescent", "--hijri-month", "1448-09", "--city", "Makkah", "--format", "json"]),
    ("cities-london.json", ["cities", "london", "--limit", "3", "--format", "json"]),
  ]

  func testDocuments_MatchTheirGoldens() throws {
    for (name, arguments) in Self.cases {
      // Standard output only: notes (the zone's reason) go to standard error.
      let (status, out, err) = try CLITests.run(arguments)
      XCTAssertEqual(status, 0, "\(arguments): \(err)")
      try Golden.assert(out, file: Self.documents + name)
    }
  }

  /// The widget's view of a snapshot (text and JSON, with the timeline), the taps queue's list
  /// and a batch run's files.
  func testWidgetTapsAndBatchDocuments_MatchTheirGoldens() throws {
    let snapshot = directory.appendingPathComponent("snapshot.json").path
    let now = "2027-03-27T21:00:00Z"
    _ = try CLITests.run(
      ["--city", "London, GB", "--format", "snapshot", "--now", now, "--out", snapshot])
    for (name, format) in [("widget-london.json", "json"), ("widget-london.txt", "text")] {
      try Golden.assert(
        try output(["widget", "--snapshot", snapshot, "--now", now, "--timeline", "--format", format]),
        file: Self.documents + name)
    }

    let queue = directory.appendingPathComponent("queue.jsonl").path
    _ = try CLITests.run(
      ["taps", "add", "--queue", queue, "--date", "2027-03-27", "--prayer", "isha", "--at", now])
    let list = try output(["taps", "list", "--queue", queue, "--format", "json"])
    // The tap's id is random: the golden holds it as ID.
    let id = try XCTUnwrap(list.range(of: #"[0-9a-f]{32}"#, options: .regularExpression))
    try Golden.assert(list.replacingCharacters(in: id, with: "ID"), file: Self.documents + "taps-list.json")

    let places = directory.appendingPathComponent("places.csv")
    try Data("name,lat,lon,tz,method\nMakkah,21.4225,39.8262,Asia/Riyadh,umm-al-qura\nTromsø,69.6496,18.9560,,\n".utf8)
      .write(to: places)
    let out = directory.appendingPathComponent("out")
    _ = try CLITests.run(
      ["batch", "--places", places.path, "--year", "2027", "--days", "2", "--format", "json",
       "--threads", "1", "--out", out.path])
    for file in try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() {
      let text = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
      try Golden.assert(text, file: Self.documents + "batch-" + file)
    }
  }
}
