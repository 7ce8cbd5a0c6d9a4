import Foundation
import TestSupport
import XCTest

/// Issue 7, "nothing lost": the built tool killed with SIGKILL at random moments while it writes
/// a snapshot or works the tap queue, and run concurrently with itself.
final class NothingLostTests: ScratchDirectoryTestCase {
  /// A run of the tool: whether it finished (rather than being killed) and its output.
  struct Outcome {
    let finished: Bool
    let status: Int32
    let stdout: String
  }

  /// What a directory holds: each entry's name, size and modification time.
  static func listing(_ directory: URL) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
      var st = stat()
      if stat(directory.appendingPathComponent(name).path, &st) == 0 {
        result[name] = [Int(st.st_size), Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec)]
      }
    }
    return result
  }

  /// Runs the tool and sends SIGKILL the moment `directory` changes (a scratch file appears, a
  /// file grows or shrinks): that is, while it writes. Returns the outcome.
  static func runKilledWhileWriting(_ arguments: [String], in directory: URL) throws -> Outcome {
    let before = listing(directory)
    var killed = false
    let run = try BuiltTool.prayertimes.run(arguments) { process in
      while process.isRunning {
        if listing(directory) != before {
          killed = kill(process.processIdentifier, SIGKILL) == 0
          break
        }
      }
    }
    return Outcome(finished: run.exited || !killed, status: run.status, stdout: "")
  }

  /// Runs the tool; when `killAfter` is given, sends SIGKILL that many microseconds after the
  /// start unless it has finished.
  static func run(_ arguments: [String], killAfter: UInt32? = nil) throws -> Outcome {
    var killed = false
    let run = try BuiltTool.prayertimes.run(arguments) { process in
      if let delay = killAfter {
        usleep(delay)
        if process.isRunning { killed = kill(process.processIdentifier, SIGKILL) == 0 }
      }
    }
    XCTAssert(run.exited || killed, "the tool died by itself: \(arguments)")
    return Outcome(finished: run.exited, status: run.status, stdout: run.stdout)
  }

  /// The median wall time of three whole runs, in microseconds.
  static func duration(_ arguments: [String]) throws -> UInt32 {
    var times: [Double] = []
    for _ in 0..<3 {
      let start = Date()
      XCTAssertEqual(try run(arguments).status, 0)
      times.append(Date().timeIntervalSince(start))
    }
    return UInt32(min(2.0, quantile(times.sorted(), 0.5)) * 1e6)
  }

  private func snapshotArguments(now: String, out: URL) -> [String] {
    CLITests.makkah + ["--format", "snapshot", "--locale", "ar", "--now", now, "--out", out.path]
  }

  /// Two versions of a snapshot, written whole by the tool.
  private func versions() throws -> (Data, Data) {
    let a = directory.appendingPathComponent("a.json")
    let b = directory.appendingPathComponent("b.json")
    XCTAssertEqual(try Self.run(snapshotArguments(now: "2026-11-29T09:00:00Z", out: a)).status, 0)
    XCTAssertEqual(try Self.run(snapshotArguments(now: "2026-12-03T09:00:00Z", out: b)).status, 0)
    let va = try Data(contentsOf: a)
    let vb = try Data(contentsOf: b)
    XCTAssertNotEqual(va, vb)
    return (va, vb)
  }

  func testSnapshotWrite_killedAtRandomMoments_leavesOneWholeVersion() throws {
    let (va, vb) = try versions()
    let target = directory.appendingPathComponent("snapshot.json")
    var generator = SystemRandomNumberGenerator()
    var killedMidway = 0
    var completed = 0
    // How long a whole run takes here (a debug build on a busy machine: it varies, so the estimate
    // follows the runs that finish). Two kills in three land near the end of a run, where the
    // write is; the others anywhere.
    var whole = Double(try Self.duration(snapshotArguments(now: "2026-11-29T09:00:00Z", out: target)))
    var i = 0
    while i < 240, killedMidway < 25 || completed < 10 {
      let now = i % 2 == 0 ? "2026-11-29T09:00:00Z" : "2026-12-03T09:00:00Z"
      let u = Double.random(in: 0...1, using: &generator)
      let delay = UInt32(whole * (i % 3 == 0 ? 1.2 * u : 0.8 + 0.35 * u))
      let began = Date()
      let outcome = try Self.run(snapshotArguments(now: now, out: target), killAfter: delay)
      if outcome.finished {
        completed += 1
        whole = 0.7 * whole + 0.3 * Date().timeIntervalSince(began) * 1e6
      } else {
        killedMidway += 1
      }
      if let bytes = FileManager.default.contents(atPath: target.path) {
        XCTAssert(bytes == va || bytes == vb, "run \(i): the file is neither version (\(bytes.count) bytes)")
      }
      i += 1
    }
    // Then kills aimed at the write itself: the moment the directory changes.
    var killedWriting = 0
    for i in 0..<30 {
      let now = i % 2 == 0 ? "2026-11-29T09:00:00Z" : "2026-12-03T09:00:00Z"
      let outcome = try Self.runKilledWhileWriting(snapshotArguments(now: now, out: target), in: directory)
      if !outcome.finished { killedWriting += 1 }
      if let bytes = FileManager.default.contents(atPath: target.path) {
        XCTAssert(bytes == va || bytes == vb, "aimed kill \(i): the file is neither version (\(bytes.count) bytes)")
      }
    }
    print("snapshot writes killed while writing: \(killedWriting) of 30")
    XCTAssertGreaterThan(killedWriting, 10)
    XCTAssertGreaterThan(killedMidway, 10, "the kills should land while the tool runs")
    XCTAssertGreaterThan(completed, 3, "some runs should finish and replace the file")
    print("snapshot writes: \(killedMidway) killed midway, \(completed) completed")
    // A write that completes removes the scratch files the killed ones left.
    XCTAssertEqual(try Self.run(snapshotArguments(now: "2026-11-29T09:00:00Z", out: target)).status, 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".scratch") }
    XCTAssertEqual(leftovers, [])
    XCTAssertEqual(try Data(contentsOf: target), va)
  }

  func testSnapshotWrite_twoWritersAtOnce_readerSeesWholeVersions() throws {
    let (va, vb) = try versions()
    let target = directory.appendingPathComponent("snapshot.json")
    let group = DispatchGroup()
    for now in ["2026-11-29T09:00:00Z", "2026-12-03T09:00:00Z"] {
      group.enter()
      let arguments = snapshotArguments(now: now, out: target)
      Thread.detachNewThread {
        for _ in 0..<15 { _ = try? Self.run(arguments) }
        group.leave()
      }
    }
    var reads = 0
    while group.wait(timeout: .now() + .microseconds(500)) == .timedOut {
      guard let bytes = FileManager.default.contents(atPath: target.path) else { continue }
      reads += 1
      XCTAssert(bytes == va || bytes == vb, "read \(reads): the file is neither version")
    }
    XCTAssertGreaterThan(reads, 0)
    let final = try Data(contentsOf: target)
    XCTAssert(final == va || final == vb)
  }

  func testTapQueue_widgetsAndAppKilledAtRandom_everyQueuedTapAppliedOnce() throws {
    let queue = directory.appendingPathComponent("taps").path
    let book = directory.appendingPathComponent("marks.json").path
    // Each tap marks a date of its own, so a tap applied twice would unmark it again.
    let widgets = 3
    let perWidget = 30
    let start = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
    @Sendable func date(_ k: Int) -> String {
      let d = start.addingTimeInterval(Double(k) * 86_400)
      let f = DateFormatter()
      f.locale = Locale(identifier: "en_US_POSIX")
      f.timeZone = TimeZone(identifier: "UTC")
      f.dateFormat = "yyyy-MM-dd"
      return f.string(from: d)
    }
    let add = try Self.duration(
      ["taps", "add", "--queue", directory.appendingPathComponent("probe").path, "--date", "1999-01-01",
       "--prayer", "fajr"])
    let apply = try Self.duration(
      ["taps", "apply", "--queue", directory.appendingPathComponent("probe").path, "--marks",
       directory.appendingPathComponent("probe.json").path])
    let folder: URL = directory
    let lock = NSLock()
    nonisolated(unsafe) var acknowledged: Set<String> = []
    nonisolated(unsafe) var killedWidgets = 0
    let group = DispatchGroup()
    for w in 0..<widgets {
      group.enter()
      Thread.detachNewThread {
        var generator = SystemRandomNumberGenerator()
        for k in 0..<perWidget {
          let day = date(w * perWidget + k)
          // One tap in three is killed somewhere in its run, one in three the moment a file of
          // the directory changes (its own append, or another process's).
          let arguments = ["taps", "add", "--queue", queue, "--date", day, "--prayer", "fajr"]
          let outcome: Outcome?
          switch k % 3 {
          case 0:
            outcome = try? Self.run(arguments, killAfter: UInt32.random(in: add / 3...add * 6 / 5, using: &generator))
          case 1: outcome = try? Self.runKilledWhileWriting(arguments, in: folder)
          default: outcome = try? Self.run(arguments)
          }
          guard let outcome else { continue }
          lock.lock()
          if outcome.finished, outcome.status == 0, outcome.stdout.hasPrefix("Queued") {
            acknowledged.insert(day)
          } else if !outcome.finished {
            killedWidgets += 1
          }
          lock.unlock()
        }
        group.leave()
      }
    }
    var generator = SystemRandomNumberGenerator()
    var applies = 0
    var killedApplies = 0
    while group.wait(timeout: .now()) == .timedOut {
      let arguments = ["taps", "apply", "--queue", queue, "--marks", book]
      let outcome: Outcome
      switch applies % 3 {
      case 0:
        outcome = try Self.run(arguments, killAfter: UInt32.random(in: apply / 3...apply * 6 / 5, using: &generator))
      case 1: outcome = try Self.runKilledWhileWriting(arguments, in: directory)
      default: outcome = try Self.run(arguments)
      }
      applies += 1
      if !outcome.finished { killedApplies += 1 } else { XCTAssertEqual(outcome.status, 0) }
    }
    XCTAssertEqual(try Self.run(["taps", "apply", "--queue", queue, "--marks", book]).status, 0)

    let data = try Data(contentsOf: URL(fileURLWithPath: book))
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let marks = try XCTUnwrap(object["marks"] as? [[String: String]])
    let marked = Set(marks.compactMap { $0["date"] })
    XCTAssertEqual(marked.count, marks.count)
    let attempted = Set((0..<(widgets * perWidget)).map(date))
    XCTAssert(acknowledged.isSubset(of: marked), "lost or doubled: \(acknowledged.subtracting(marked).sorted())")
    XCTAssert(marked.isSubset(of: attempted))
    XCTAssertGreaterThan(killedApplies, 0)
    XCTAssertGreaterThan(killedWidgets, 0)
    print(
      "taps: \(acknowledged.count) acknowledged, \(killedWidgets) widgets killed midway, "
        + "\(marked.count) marked; \(applies) applies, \(killedApplies) killed")
  }
}
