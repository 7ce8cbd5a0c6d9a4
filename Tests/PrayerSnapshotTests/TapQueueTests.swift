import Astro
import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

final class TapQueueTests: ScratchDirectoryTestCase {
  private func tap(_ date: String, _ prayer: PrayerID, _ at: Int64 = 1_795_950_000_000) -> WidgetTap {
    WidgetTap(date: date, prayer: prayer, at: Instant(millisecondsSince1970: at))
  }

  func testDecode_skipsDamagedLinesAndRepeatedIDs() {
    let good = QueuedTap(id: "ab12", tap: tap("2026-11-29", .dhuhr)).json
    let other = QueuedTap(id: "cd34", tap: tap("2026-11-30", .fajr, 5)).json
    let lines = [
      good,
      good,  // the same id again: counted once
      "{\"at\":1,\"da",  // cut short by a crash, then closed by the next append
      other,
      "{\"at\":1,\"date\":\"2026-02-30\",\"id\":\"ef\",\"prayer\":\"asr\"}",  // no such date
      "{\"at\":1,\"date\":\"2026-02-03\",\"id\":\"EF\",\"prayer\":\"asr\"}",  // id not lowercase hex
      "{\"at\":1,\"date\":\"2026-02-03\",\"id\":\"ef\",\"prayer\":\"sunrise\"}",  // not a prayer
      "{\"at\":1,\"date\":\"2026-02-03\",\"id\":\"ef\",\"prayer\":\"asr\",\"x\":1}",  // extra key
      "{\"at\":1.5,\"date\":\"2026-02-03\",\"id\":\"ef\",\"prayer\":\"asr\"}",  // not whole ms
      "[1,2]",
      String(repeating: "x", count: 600),  // too long
      "",  // blank lines are not damage
    ]
    let contents = TapQueue.decode(Array((lines.joined(separator: "\n") + "\n").utf8))
    XCTAssertEqual(contents.taps.map(\.id), ["ab12", "cd34"])
    XCTAssertEqual(contents.taps[1].tap, tap("2026-11-30", .fajr, 5))
    XCTAssertEqual(contents.damagedLines, 8)
    // A last line without its newline was cut short: not a tap.
    XCTAssertEqual(TapQueue.decode(Array(good.utf8)).taps, [])
    XCTAssertEqual(TapQueue.decode(Array(good.utf8)).damagedLines, 1)
  }

  func testAppend_closesALineCutShortAndKeepsEveryTap() throws {
    let queue = TapQueue(url: directory.appendingPathComponent("taps"))
    let first = try queue.append(tap("2026-11-29", .dhuhr))
    // A crash in the middle of an append leaves part of a line.
    let handle = try FileHandle(forWritingTo: queue.url)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"at\":17959".utf8))
    try handle.close()
    let second = try queue.append(tap("2026-11-29", .asr))
    let pending = try queue.pending()
    XCTAssertEqual(pending.taps, [first, second])
    XCTAssertEqual(pending.damagedLines, 1)
    XCTAssertEqual(first.id.count, 32)
    XCTAssertNotEqual(first.id, second.id)
  }

  func testApply_togglesMarksOnceAndEmptiesTheQueue() throws {
    let queue = TapQueue(url: directory.appendingPathComponent("taps"))
    let book = directory.appendingPathComponent("marks.json")
    try queue.append(tap("2026-11-29", .dhuhr))
    try queue.append(tap("2026-11-29", .asr))
    try queue.append(tap("2026-11-29", .asr))  // a second tap undoes the first
    XCTAssertEqual(try queue.apply(to: book).count, 3)
    let marks = try XCTUnwrap(MarkBook.decode(Data(contentsOf: book))).marks
    XCTAssertEqual(marks, [PrayerMark(date: CivilDate(year: 2026, month: 11, day: 29)!, prayer: .dhuhr)])
    XCTAssertEqual(try queue.pending().taps, [])
    // Nothing queued: nothing changes.
    XCTAssertEqual(try queue.apply(to: book).count, 0)
    XCTAssertEqual(try XCTUnwrap(MarkBook.decode(Data(contentsOf: book))).marks, marks)
  }

  func testApply_afterACrashBetweenBookAndQueue_appliesNothingTwice() throws {
    // The state a kill leaves between writing the book and emptying the queue: the book
    // records the queued taps' ids, the queue still holds them, and a new tap arrived since.
    let queue = TapQueue(url: directory.appendingPathComponent("taps"))
    let book = directory.appendingPathComponent("marks.json")
    let done = try queue.append(tap("2026-11-29", .fajr))
    let date = CivilDate(year: 2026, month: 11, day: 29)!
    try SnapshotWriter.write(
      MarkBook(marks: [PrayerMark(date: date, prayer: .fajr)], appliedTaps: [done.id]).encoded(),
      to: book)
    let fresh = try queue.append(tap("2026-11-29", .isha))
    XCTAssertEqual(try queue.apply(to: book), [fresh])
    let after = try XCTUnwrap(MarkBook.decode(Data(contentsOf: book)))
    XCTAssertEqual(after.marks, [PrayerMark(date: date, prayer: .fajr), PrayerMark(date: date, prayer: .isha)])
    XCTAssertEqual(after.appliedTaps, [done.id, fresh.id])  // pruned at the next apply
    try queue.apply(to: book)
    XCTAssertEqual(try XCTUnwrap(MarkBook.decode(Data(contentsOf: book))).appliedTaps, [])
  }

  func testApply_tapThatDoesNotCountIsRecordedWithoutAMark() throws {
    let queue = TapQueue(url: directory.appendingPathComponent("taps"))
    let book = directory.appendingPathComponent("marks.json")
    try queue.append(tap("2026-11-29", .maghrib, 100))
    XCTAssertEqual(try queue.apply(to: book) { $0.at.millisecondsSince1970 >= 200 }.count, 1)
    XCTAssertEqual(try XCTUnwrap(MarkBook.decode(Data(contentsOf: book))).marks, [])
  }

  func testApply_damagedBookLeavesTheQueueAlone() throws {
    let queue = TapQueue(url: directory.appendingPathComponent("taps"))
    let book = directory.appendingPathComponent("marks.json")
    try Data("{\"marks\":".utf8).write(to: book)
    let queued = try queue.append(tap("2026-11-29", .dhuhr))
    XCTAssertThrowsError(try queue.apply(to: book))
    XCTAssertEqual(try queue.pending().taps, [queued])
  }

  func testMarkBook_readsTheOlderArrayAndRoundTrips() throws {
    let legacy = Data(#"[{"date":"2026-11-29","prayer":"fajr"}]"#.utf8)
    let book = try XCTUnwrap(MarkBook.decode(legacy))
    XCTAssertEqual(book.marks.count, 1)
    XCTAssertEqual(book.appliedTaps, [])
    var edited = book
    edited.appliedTaps = ["0a"]
    edited.toggle(PrayerMark(date: CivilDate(year: 2026, month: 12, day: 1)!, prayer: .isha))
    XCTAssertEqual(MarkBook.decode(edited.encoded()), edited)
    XCTAssertNil(MarkBook.decode(Data(#"{"appliedTaps":["XYZ"],"marks":[]}"#.utf8)))
    XCTAssertNil(MarkBook.decode(Data(#"[{"date":"2026-02-30","prayer":"fajr"}]"#.utf8)))
  }

  func testQueue_manyThreadsAppendingWhileOneApplies_losesNothingAndDoublesNothing() throws {
    // Threads stand in for widget processes (flock locks are per open file, so threads of one
    // process exclude each other just as processes do); the process-level race with kills is in
    // the CLI tests.
    let queue = TapQueue(url: directory.appendingPathComponent("taps"))
    let book = directory.appendingPathComponent("marks.json")
    let start = CivilDate(year: 2000, month: 1, day: 1)!
    let writers = 4
    let perWriter = 50
    let group = DispatchGroup()
    for w in 0..<writers {
      group.enter()
      Thread.detachNewThread {
        for k in 0..<perWriter {
          let date = start.adding(days: w * perWriter + k)
          _ = try? queue.append(WidgetTap(date: date.description, prayer: .fajr, at: Instant(millisecondsSince1970: 0)))
        }
        group.leave()
      }
    }
    var applies = 0
    while group.wait(timeout: .now() + .milliseconds(2)) == .timedOut {
      try queue.apply(to: book)
      applies += 1
    }
    try queue.apply(to: book)
    let marks = try XCTUnwrap(MarkBook.decode(Data(contentsOf: book))).marks
    // Each tap marks its own date once: a lost tap or one applied twice leaves a date unmarked.
    XCTAssertEqual(marks.count, writers * perWriter, "after \(applies) applies")
    XCTAssertEqual(try queue.pending().taps, [])
  }
}
