import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

final class SnapshotWriterTests: ScratchDirectoryTestCase {
  /// A write interrupted before its rename leaves the old snapshot whole; the next write removes
  /// the scratch file and replaces the snapshot; an unchanged snapshot is not rewritten.
  func testAtomicWrite_OldOrNewNeverAMix() throws {
    let url = directory.appendingPathComponent("snapshot.json")
    let old = try SnapshotBuilderTests.build(SnapshotBuilderTests.places[0], .en)
    XCTAssertTrue(try SnapshotWriter.write(old, to: url))
    XCTAssertFalse(try SnapshotWriter.write(old, to: url))  // same content hash
    // A crashed writer left half a new snapshot in the scratch file.
    let new = try SnapshotBuilderTests.build(SnapshotBuilderTests.places[0], .ar)
    let scratch = directory.appendingPathComponent(".snapshot.json.scratch")
    try new.encoded().prefix(1000).write(to: scratch)
    XCTAssertEqual(WidgetSnapshot.decode(try Data(contentsOf: url)), old)
    XCTAssertTrue(try SnapshotWriter.write(new, to: url))
    XCTAssertEqual(WidgetSnapshot.decode(try Data(contentsOf: url)), new)
    XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path))
    // A directory that cannot be written to is an error, not a crash, and leaves nothing behind.
    XCTAssertThrowsError(try SnapshotWriter.write(new.encoded(), to: URL(fileURLWithPath: "/proc/no-such-dir/s.json")))
  }
}
