import Foundation
import TestSupport
import XCTest

/// `--occasions SET` in the snapshot and `occasions`, run as the built binary: the place's
/// country's set by default, the option's set when given, a usage error elsewhere.
final class OccasionSetCLITests: XCTestCase {
  /// 2026-12-04: Regaib Kandili (Diyanet) is on 10 December.
  static let snapshot = ["--city", "Makkah", "--format", "snapshot", "--now", "2026-12-04T09:00:00Z"]

  func ids(_ json: [String: Any]) -> [String] {
    (json["occasions"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  /// The snapshot's occasions (stderr holds the zone's note).
  func snapshotIDs(_ extra: [String] = []) throws -> [String] {
    let run = try CLITests.run(Self.snapshot + extra)
    XCTAssertEqual(run.status, 0, run.stderr)
    return ids(try jsonObject(run.stdout))
  }

  func testSnapshot_PlaceSetAndOverride() throws {
    XCTAssertEqual(try snapshotIDs(), ["ramadan-start", "eid-al-fitr"])
    let diyanet = try snapshotIDs(["--occasions", "diyanet"])
    XCTAssertEqual(diyanet.first, "raghaib")
    XCTAssertTrue(diyanet.contains("isra-miraj"))
  }

  func testOccasions_SetOption() throws {
    let iran = try jsonObject(try output(["occasions", "1448", "--occasions", "iran", "--format", "json"]))
    XCTAssertEqual(iran["set"] as? String, "iran")
    let mawlid = (iran["occasions"] as? [[String: Any]])?.first { $0["id"] as? String == "mawlid" }
    XCTAssertEqual((mawlid?["hijri"] as? [String: Any])?["day"] as? Int, 17)
    XCTAssertEqual(ids(iran).first, "tasua")
    let general = try jsonObject(try output(["occasions", "1448", "--format", "json"]))
    XCTAssertEqual(general["set"] as? String, "general")
    XCTAssertFalse(ids(general).contains("raghaib"))
  }

  func testOccasionsOption_BadValueAndFormat() throws {
    try assertUsageError(["occasions", "--occasions", "sunni"], mentions: ["--occasions", "'general'", "'iran'"])
    try assertUsageError(
      ["--city", "Makkah", "--occasions", "iran"], mentions: ["--occasions", "snapshot"])
  }
}
