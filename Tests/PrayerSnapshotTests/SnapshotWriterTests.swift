import Foundation
import XCTest

@testable import PrayerSnapshot

final class SnapshotWriterTests: XCTestCase {
  /// A write interrupted before its rename leaves the old snapshot whole; the next write removes
  /// the scratch file and replaces the snapshot; an unchanged snapshot is not rewritten.
  func testAtomicWrite_OldOrNewNeverAMix() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("snapshot.json")
    let old = try SnapshotBuilderTests.build(SnapshotBuilderTests.places[0], .en)
    XCTAssertTrue(try SnapshotWriter.write(old, to: url))
    XCTAssertFalse(try SnapshotWriter.write(old, to: url))  // same content hash
    // A crashed writer left half a new snapshot in the scratch file.
    let new = try SnapshotBuilderTests.build(SnapshotBuilderTests.places[0], .ar)
    let scratch = dir.appendingPathComponent(".snapshot.json.scratch")
    try new.encoded().prefix(1000).write(to: scratch)
    XCTAssertEqual(WidgetSnapshot.decode(try Data(contentsOf: url)), old)
    XCTAssertTrue(try SnapshotWriter.write(new, to: url))
    XCTAssertEqual(WidgetSnapshot.decode(try Data(contentsOf: url)), new)
    XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path))
    // A directory that cannot be written to is an error, not a crash, and leaves nothing behind.
    XCTAssertThrowsError(try SnapshotWriter.write(new.encoded(), to: URL(fileURLWithPath: "/proc/no-such-dir/s.json")))
  }
}
