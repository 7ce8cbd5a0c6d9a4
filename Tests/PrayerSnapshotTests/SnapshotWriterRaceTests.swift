import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

final class SnapshotWriterRaceTests: ScratchDirectoryTestCase {
  func testWrite_threadsWritingAtOnce_readerSeesOnlyWholeVersions() throws {
    // Two writers in tight loops with large payloads (wide windows) and a reader polling: every
    // read is one whole version. Without the writers' lock the shared scratch file is truncated
    // under a writer about to rename it, and the reader sees a short or mixed file.
    let target = directory.appendingPathComponent("snapshot.json")
    let versions = [Data(repeating: 0x61, count: 1 << 20), Data(repeating: 0x62, count: 1 << 20)]
    let group = DispatchGroup()
    let failures = NSLock()
    nonisolated(unsafe) var errors: [String] = []
    for version in versions {
      group.enter()
      Thread.detachNewThread {
        for _ in 0..<40 {
          do { try SnapshotWriter.write(version, to: target) } catch {
            failures.lock()
            errors.append("\(error)")
            failures.unlock()
          }
        }
        group.leave()
      }
    }
    var reads = 0
    while group.wait(timeout: .now()) == .timedOut {
      guard let bytes = FileManager.default.contents(atPath: target.path) else { continue }
      reads += 1
      XCTAssert(versions.contains(bytes), "read \(reads): \(bytes.count) bytes, not a whole version")
      if !versions.contains(bytes) { break }
    }
    group.wait()
    XCTAssertEqual(errors, [])
    XCTAssert(versions.contains(try Data(contentsOf: target)))
    XCTAssertFalse(FileManager.default.fileExists(atPath: SnapshotWriter.scratchURL(for: target).path))
  }
}
