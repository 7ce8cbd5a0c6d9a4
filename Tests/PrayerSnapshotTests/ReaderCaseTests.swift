import Foundation
import XCTest

@testable import PrayerSnapshot

/// The Swift reader over the language-neutral cases of `Data/contract/` (segment lookup,
/// countdown choice, timeline plan, bad snapshots), which a widget on any platform must pass. The
/// cases' inputs and expectations are read as the files' descriptions say; the expectations were
/// written from docs/snapshot.md's rules (Scripts/gen_contract_cases.py), not from this reader.
final class ReaderCaseTests: XCTestCase {
  /// A case file: its default snapshot and its cases.
  struct CaseFile {
    let snapshot: String
    let cases: [JSONTree]
  }

  func load(_ name: String, atLeast count: Int) throws -> CaseFile {
    let tree = try JSONTree.parse(ContractSnapshots.file(name))
    XCTAssertNotNil(tree["description"]?.string, "\(name) describes its rules")
    XCTAssertEqual(tree["version"], .int(1))
    let cases = try XCTUnwrap(tree["cases"]?.array, name)
    XCTAssertGreaterThanOrEqual(cases.count, count, name)
    return CaseFile(snapshot: try XCTUnwrap(tree["snapshot"]?.string), cases: cases)
  }

  func snapshotFile(_ name: String) throws -> Data { try ContractSnapshots.file("snapshots/" + name) }

  /// The bytes a case gives the reader (see the files' `inputs`).
  func input(_ c: JSONTree, _ file: CaseFile) throws -> Data {
    let name = c["snapshot"]?.string ?? file.snapshot
    if let text = c["text"]?.string { return Data(text.utf8) }
    if let bytes = c["bytes"]?.array { return Data(bytes.compactMap { $0.int64.map { UInt8($0) } }) }
    let raw = try snapshotFile(name)
    if let n = c["truncate"]?.int64 { return raw.prefix(Int(n)) }
    if let n = c["padTo"]?.int64 { return raw + Data(repeating: 0x20, count: Int(n) - raw.count) }
    if let patch = c["patch"]?.array { return try JSONTree.parse(raw).patched(patch).serialized }
    return raw
  }

  func taps(_ c: JSONTree) throws -> [WidgetTap] {
    guard let list = c["taps"] else { return [] }
    return try JSONDecoder().decode([WidgetTap].self, from: list.serialized)
  }

  func now(_ c: JSONTree) throws -> Int64 { try XCTUnwrap(c["now"]?.int64, "now of \(c["name"]?.text ?? "?")") }

  // MARK: - The reader's answer, in the cases' terms

  func summary(_ state: WidgetState, _ snapshot: WidgetSnapshot?) -> JSONTree {
    switch state {
    case .openApp(let caption): return .object(["kind": .string("openApp"), "caption": .string(caption)])
    case .needsRefresh(let caption): return .object(["kind": .string("needsRefresh"), "caption": .string(caption)])
    case .showing(let d):
      var marked: [String: JSONTree] = [:]
      for p in d.day.prayers { marked[p.id.rawValue] = .bool(p.marked) }
      let countdown: JSONTree
      switch d.countdown {
      case .strong(let caption, let range, let text), .calm(let caption, let range, let text):
        let kind = if case .strong = d.countdown { "strong" } else { "calm" }
        countdown = .object([
          "kind": .string(kind), "caption": .string(caption), "from": .int(range.lowerBound.millisecondsSince1970),
          "to": .int(range.upperBound.millisecondsSince1970), "text": .string(text),
          "line": d.countdownLine.map(JSONTree.string) ?? .null,
        ])
      case .none: countdown = .object(["kind": .string("none")])
      }
      return .object([
        "kind": .string("showing"),
        "segment": snapshot?.segments.firstIndex(of: d.segment).map { .int(Int64($0)) } ?? .null,
        "day": .int(Int64(d.dayIndex)),
        "current": d.current.map { .string($0.id.rawValue) } ?? .null,
        "next": d.segment.next.map { .object(["day": .int(Int64($0.day)), "prayer": .string($0.prayer.rawValue)]) } ?? .null,
        "marked": .object(marked), "countdown": countdown,
      ])
    }
  }

  /// Where `actual` differs from `expected`, checking only the keys `expected` gives.
  func mismatches(_ expected: JSONTree, _ actual: JSONTree?, at path: String = "") -> [String] {
    if let e = expected.object {
      guard let a = actual?.object else { return ["\(path): expected an object, got \(actual?.text ?? "nothing")"] }
      return e.keys.sorted().flatMap { mismatches(e[$0]!, a[$0], at: path + "." + $0) }
    }
    if expected.isNull { return actual == nil || actual!.isNull ? [] : ["\(path): expected null, got \(actual!.text)"] }
    guard let actual, expected.sameJSON(as: actual) else { return ["\(path): expected \(expected.text), got \(actual?.text ?? "nothing")"] }
    return []
  }

  /// Runs each case's state through `check`; the timeline's first entry must agree with it.
  func runStateCases(_ fileName: String, atLeast count: Int) throws {
    let file = try load(fileName, atLeast: count)
    for c in file.cases {
      let name = c["name"]?.string ?? "?"
      let data = try input(c, file)
      let (now, taps) = (try now(c), try taps(c))
      let state = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: now), taps: taps)
      let actual = summary(state, WidgetSnapshot.decode(data))
      let expected = try XCTUnwrap(c["expected"], name)
      for m in mismatches(expected, actual) { XCTFail("\(fileName) — \(name): \(m)") }
      XCTAssertEqual(WidgetReader.timeline(of: data, now: Instant(millisecondsSince1970: now), taps: taps).entries.first?.state, state, "\(fileName) — \(name): timeline's first entry")
    }
  }

  // MARK: - The cases

  func testSegmentLookup_ContractCases() throws {
    try runStateCases("segment-cases.json", atLeast: 15)
  }

  func testCountdown_ContractCases() throws {
    try runStateCases("countdown-cases.json", atLeast: 15)
  }

  func testBadSnapshots_ContractCases() throws {
    try runStateCases("bad-snapshot-cases.json", atLeast: 50)
  }

  func testTimeline_ContractCases() throws {
    let file = try load("timeline-cases.json", atLeast: 8)
    for c in file.cases {
      let name = c["name"]?.string ?? "?"
      let data = try input(c, file)
      let timeline = WidgetReader.timeline(of: data, now: Instant(millisecondsSince1970: try now(c)), taps: try taps(c))
      let expected = try XCTUnwrap(c["expected"]?.object, name)
      let at = timeline.entries.map(\.at.millisecondsSince1970)
      XCTAssertEqual(at, try XCTUnwrap(expected["entries"]?.array).map { try XCTUnwrap($0.int64) }, "\(name): entries")
      let reload: JSONTree = switch timeline.reload {
      case .atEnd: .string("atEnd")
      case .after(let t): .object(["after": .int(t.millisecondsSince1970)])
      }
      for m in mismatches(try XCTUnwrap(expected["reload"]), reload) { XCTFail("\(name): reload\(m)") }
      for m in mismatches(try XCTUnwrap(expected["transitionAlarm"]), timeline.transitionAlarm.map { .int($0.millisecondsSince1970) }) {
        XCTFail("\(name): transitionAlarm\(m)")
      }
      let snapshot = WidgetSnapshot.decode(data)
      for item in expected["states"]?.array ?? [] {
        let i = Int(try XCTUnwrap(item["entry"]?.int64))
        guard timeline.entries.indices.contains(i) else { XCTFail("\(name): no entry \(i)"); continue }
        for m in mismatches(try XCTUnwrap(item["state"]), summary(timeline.entries[i].state, snapshot)) {
          XCTFail("\(name): entry \(i)\(m)")
        }
      }
    }
  }

  /// Where a bad-snapshot case says whether the schema accepts its input, the schema agrees:
  /// which rules a schema check catches and which are the reader's alone.
  func testBadSnapshots_SchemaVerdicts() throws {
    let file = try load("bad-snapshot-cases.json", atLeast: 50)
    let validator = try ContractSnapshots.validator()
    var checked = 0
    for c in file.cases {
      guard let valid = c["schemaValid"]?.bool else { continue }
      let tree = try JSONTree.parse(try input(c, file))
      XCTAssertEqual(validator.isValid(tree), valid, "\(c["name"]?.string ?? "?"): \(validator.errors(tree).prefix(3))")
      checked += 1
    }
    XCTAssertGreaterThanOrEqual(checked, 45)
  }

  /// The cases' snapshot keeps the schema and the reader's rules, and its content hash is what
  /// docs/snapshot.md says: FNV-1a 64 of the document with generatedAt 0 and contentHash empty,
  /// encoded as the library encodes (the hash was computed in Python from its own encoding).
  func testCaseSnapshot_KeepsTheSchemaAndItsHash() throws {
    let data = try snapshotFile("istanbul-2-days.json")
    XCTAssertEqual(try ContractSnapshots.validator().errors(JSONTree.parse(data)), [])
    let s = try WidgetSnapshot.decoding(data)
    let cleared = WidgetSnapshot(
      version: s.version, generatedAt: 0, horizonEnd: s.horizonEnd, timeZone: s.timeZone, locale: s.locale,
      place: s.place, contentHash: "", days: s.days, segments: s.segments, captions: s.captions,
      countdown: s.countdown, occasions: s.occasions, dayOffsets: s.dayOffsets)
    XCTAssertEqual(ContentHash.fnv1a64(cleared.jsonBytes), s.contentHash)
    XCTAssertEqual(s.segments.count, 12)
  }

  /// The committed case files and their snapshot are what `Scripts/gen_contract_cases.py` (their
  /// hand-written source) writes: nobody edited the JSON alone.
  func testCaseFiles_AreWhatTheirSourceWrites() throws {
    guard let python = ContractSnapshots.python() else { throw XCTSkip("no python3") }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let script = ContractSnapshots.root.appendingPathComponent("Scripts/gen_contract_cases.py").path
    let result = try ContractSnapshots.run(python, [script, "--out", out.path])
    XCTAssertEqual(result.status, 0, result.output)
    for name in [
      "segment-cases.json", "countdown-cases.json", "timeline-cases.json", "bad-snapshot-cases.json",
      "snapshots/istanbul-2-days.json",
    ] {
      XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent(name)), try ContractSnapshots.file(name),
                     "\(name) differs from what Scripts/gen_contract_cases.py writes: edit the script and run it")
    }
  }
}
