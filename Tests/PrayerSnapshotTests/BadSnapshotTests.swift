import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// Snapshots a widget may meet that are not what the app wrote (issue 7, "Hardening"): truncated,
/// bit-flipped, huge, deeply nested, of the wrong types, of a future version, with segments
/// running backwards or out of order. Each gets the documented fallback state (docs/snapshot.md, "Bad
/// snapshots"): "open the app", in the snapshot's own words when its captions can still be read,
/// else in English. None traps or hangs, and the time to refuse one grows linearly with its size.
final class BadSnapshotTests: XCTestCase {
  /// The English caption of a snapshot whose own captions cannot be read.
  static let english = "Open the app to update"

  /// An Arabic snapshot for Makkah (its "open the app" caption is not the English fallback).
  static let base: WidgetSnapshot = try! SnapshotBuilderTests.build(
    SnapshotBuilderTests.places[0], .ar)
  static let bytes = base.encoded()
  /// A moment inside the snapshot's horizon.
  static let now = Int64(SnapshotBuilderTests.now.timeIntervalSince1970 * 1000)
  /// The snapshot's own caption.
  var own: WidgetState { .openApp(caption: Self.base.captions.openApp) }
  var fallback: WidgetState { .openApp(caption: Self.english) }

  /// The state at a moment inside the horizon, and a check that the timeline agrees on it.
  func state(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> WidgetState {
    let state = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: Self.now), taps: [])
    let timeline = WidgetReader.timeline(of: data, now: Instant(millisecondsSince1970: Self.now), taps: [])
    XCTAssertEqual(timeline.entries.first?.state, state, "timeline's first entry", file: file, line: line)
    return state
  }

  /// The snapshot's JSON, changed by `edit`.
  func variant(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Self.bytes) as? [String: Any])
    edit(&json)
    return try JSONSerialization.data(withJSONObject: json)
  }

  func segments(_ json: [String: Any]) -> [[String: Any]] { json["segments"] as! [[String: Any]] }

  func testBase_IsReadable() throws {
    XCTAssertNotEqual(Self.base.captions.openApp, Self.english)
    XCTAssertEqual(WidgetSnapshot.decode(Self.bytes), Self.base)
    guard case .showing = state(Self.bytes) else { return XCTFail("the base snapshot is not shown") }
    XCTAssertTrue(WidgetSnapshot.isPlausible(Self.bytes))
  }

  // MARK: - Truncated

  /// Cut anywhere (every 101st length, and the edges): the JSON does not close, so not even the
  /// captions can be read: the English caption.
  func testTruncated_AtManyLengths_OpenAppInEnglish() {
    let b = Self.bytes
    var cuts = Array(stride(from: 0, to: b.count, by: 101))
    cuts += [1, 2, b.count - 2, b.count - 1]
    for cut in cuts {
      XCTAssertEqual(state(b.prefix(cut)), fallback, "cut at \(cut) of \(b.count)")
    }
  }

  // MARK: - Bit flips

  /// Single bit flips all over the file, then bursts of 2–16 flips: each gives a snapshot that
  /// keeps the reader's rules (and then the reader shows it exactly as if decoded by hand) or
  /// "open the app" — after one flip, in the snapshot's own words or in English, nothing else.
  func testBitFlips_SeededRandom_WellFormedOrOpenApp() throws {
    var rng = SplitMix64(state: 0x5EED_2026_1129)
    let b = [UInt8](Self.bytes)
    var decoded = 0
    var refused = 0
    for trial in 0..<500 {
      var flipped = b
      let flips = trial < 350 ? 1 : Int.random(in: 2...16, using: &rng)
      for _ in 0..<flips {
        let i = Int.random(in: 0..<flipped.count, using: &rng)
        flipped[i] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
      }
      let data = Data(flipped)
      let state = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: Self.now), taps: [])
      if let snapshot = WidgetSnapshot.decode(data) {
        decoded += 1
        XCTAssertTrue(snapshot.isWellFormed, "trial \(trial)")
        XCTAssertEqual(state, WidgetReader.state(of: snapshot, now: Instant(millisecondsSince1970: Self.now), taps: []), "trial \(trial)")
        _ = WidgetReader.timeline(of: snapshot, now: Instant(millisecondsSince1970: Self.now), taps: [])
      } else {
        refused += 1
        guard case .openApp(let caption) = state else {
          return XCTFail("trial \(trial): refused, yet \(state)")
        }
        if flips == 1 {
          XCTAssert([Self.english, Self.base.captions.openApp].contains(caption), "trial \(trial): \(caption)")
        }
        _ = WidgetReader.timeline(of: data, now: Instant(millisecondsSince1970: Self.now), taps: [])
      }
    }
    // Both outcomes happen: a flip in a label keeps the snapshot, a flip in the syntax does not.
    XCTAssertGreaterThan(decoded, 0)
    XCTAssertGreaterThan(refused, 0)
  }

  // MARK: - Huge

  /// 100 MB: refused by its size alone, before any decoding — even when it is a real snapshot
  /// followed by whitespace, which JSON allows. It takes no longer than decoding the real
  /// snapshot once (it reads nothing).
  func testHuge_100MB_RefusedBeforeDecoding() {
    let size = 100 << 20
    var padded = Self.bytes
    padded.append(Data(repeating: 0x20, count: size - padded.count))
    var hugeString = Data("{\"captions\":{\"openApp\":\"".utf8)
    hugeString.append(Data(repeating: 0x61, count: size - hugeString.count - 4))
    hugeString.append(Data("\"}}".utf8))
    for data in [padded, hugeString] {
      XCTAssertGreaterThanOrEqual(data.count, size - 1)
      XCTAssertFalse(WidgetSnapshot.isPlausible(data))
      XCTAssertNil(WidgetSnapshot.decode(data))
      XCTAssertEqual(WidgetReader.state(of: data, now: Instant(millisecondsSince1970: Self.now), taps: []), fallback)
    }
    let refuse = fastest(5) { _ = WidgetReader.state(of: padded, now: Instant(millisecondsSince1970: Self.now), taps: []) }
    let decode = fastest(5) { _ = WidgetSnapshot.decode(Self.bytes) }
    XCTAssertLessThan(refuse, decode, "refusing 100 MB (\(refuse) s) vs decoding 40 kB (\(decode) s)")
  }

  /// The limit itself: a real snapshot padded with whitespace to exactly the maximum size is
  /// read; one byte more and it is refused.
  func testHuge_AtTheSizeLimit_ReadThenRefused() {
    var data = Self.bytes
    data.append(Data(repeating: 0x20, count: WidgetSnapshot.maximumEncodedSize - data.count))
    XCTAssertEqual(WidgetSnapshot.decode(data), Self.base)
    data.append(0x20)
    XCTAssertNil(WidgetSnapshot.decode(data))
    XCTAssertEqual(state(data), fallback)
  }

  // MARK: - Deeply nested

  /// 100 000 `[` (or `{"a":` …) never reach the decoder: refused by the nesting scan, in English.
  func testDeeplyNested_100000Levels_OpenAppInEnglish() throws {
    let n = 100_000
    let arrays = Data(repeating: 0x5B, count: n) + Data(repeating: 0x5D, count: n)
    let open = String(repeating: "{\"a\":", count: n)
    let objects = Data((open + "1" + String(repeating: "}", count: n)).utf8)
    let unclosed = Data(repeating: 0x5B, count: n)
    for data in [arrays, objects, unclosed] {
      XCTAssertFalse(WidgetSnapshot.isPlausible(data))
      XCTAssertEqual(state(data), fallback)
    }
    // Nested too deep inside a real snapshot: the whole snapshot is refused.
    let deepPlace = try variant { j in
      var v: Any = "Makkah"
      for _ in 0..<WidgetSnapshot.maximumNestingDepth { v = [v] }
      j["place"] = v
    }
    XCTAssertFalse(WidgetSnapshot.isPlausible(deepPlace))
    XCTAssertEqual(state(deepPlace), fallback)
  }

  /// Brackets, quotes and backslashes inside strings are text, not nesting: a place label of
  /// 10 000 `[` and escaped quotes is read like any other.
  func testDeeplyNested_BracketsInsideStrings_AreText() throws {
    let label = "\\\"" + String(repeating: "[{", count: 5_000) + "\"\\"
    let snapshot = try SnapshotBuilder.build(
      SnapshotRequest(
        coordinates: SnapshotBuilderTests.places[0].coordinates,
        zone: try ZoneSpec(parsing: "Asia/Riyadh"),
        parameters: SnapshotBuilderTests.places[0].method.parameters,
        locale: SnapshotLocale(lang: .ar), marks: [], place: label, now: SnapshotBuilderTests.now))
    let data = snapshot.encoded()
    XCTAssertTrue(WidgetSnapshot.isPlausible(data))
    XCTAssertEqual(WidgetSnapshot.decode(data)?.place, label)
    guard case .showing = state(data) else { return XCTFail("not shown") }
  }

  // MARK: - Wrong types

  /// A value of the wrong type anywhere: "open the app", in the snapshot's own words (its
  /// captions are intact).
  func testWrongTypes_OpenAppInOwnWords() throws {
    func day(_ j: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
      var days = j["days"] as! [[String: Any]]
      edit(&days[0])
      j["days"] = days
    }
    func prayer(_ j: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
      day(&j) { d in
        var prayers = d["prayers"] as! [[String: Any]]
        edit(&prayers[2])
        d["prayers"] = prayers
      }
    }
    let cases: [(String, (inout [String: Any]) -> Void)] = [
      ("version as a string", { $0["version"] = "1" }),
      ("version as a fraction", { $0["version"] = 1.5 }),
      ("days as an object", { $0["days"] = ["0": "x"] }),
      ("segments null", { $0["segments"] = NSNull() }),
      ("horizonEnd as a string", { $0["horizonEnd"] = "soon" }),
      ("horizonEnd beyond Int64", { $0["horizonEnd"] = 1e30 }),
      ("a prayer's at as a string", { prayer(&$0) { $0["at"] = "12:00" } }),
      ("a prayer's marked as a number", { prayer(&$0) { $0["marked"] = 1 } }),
      ("an unknown prayer id", { prayer(&$0) { $0["id"] = "zuhr" } }),
      ("a language that is no BCP 47 tag", { j in var l = j["locale"] as! [String: Any]; l["lang"] = "x y"; j["locale"] = l }),
      ("a language without a table and without dir", { j in
        var l = j["locale"] as! [String: Any]; l["lang"] = "xx"; l["dir"] = nil; j["locale"] = l
      }),
      ("a day's date as an array", { day(&$0) { $0["date"] = [2026, 11, 29] } }),
      ("a required key missing", { $0["countdown"] = nil }),
      ("calm as a string", { j in var c = j["countdown"] as! [String: Any]; c["calm"] = "1 min"; j["countdown"] = c }),
      ("a segment's day negative", { j in var s = self.segments(j); s[1]["day"] = -1; j["segments"] = s }),
      ("a segment's next.prayer as a number", { j in
        var s = self.segments(j); s[0]["next"] = ["day": 0, "prayer": 3]; j["segments"] = s
      }),
    ]
    for (name, edit) in cases {
      XCTAssertEqual(state(try variant(edit)), own, name)
    }
    // Not an object at all: no captions to read.
    for text in ["[]", "null", "\"snapshot\"", "1", "true", "", " ", "{}", "{\"version\":1}"] {
      XCTAssertEqual(state(Data(text.utf8)), fallback, text)
    }
    // Not UTF-8.
    XCTAssertEqual(state(Data([0xFF, 0xFE, 0x7B, 0x7D])), fallback)
  }

  // MARK: - Future versions

  /// Any version but 1 — a newer one, zero, negative, huge — is "open the app", in the
  /// snapshot's own words when it has them (a future document keeping `captions.openApp`, as the
  /// contract asks), else in English.
  func testFutureVersions_OpenApp() throws {
    for version: Any in [2, 99, Int.max, 0, -1] {
      XCTAssertEqual(state(try variant { $0["version"] = version }), own, "\(version)")
    }
    // A future document of another shape that kept the caption.
    let future = Data(#"{"version":2,"captions":{"openApp":"Mettez l’app à jour"},"pages":[1,2]}"#.utf8)
    XCTAssertEqual(state(future), .openApp(caption: "Mettez l’app à jour"))
    // … and one that did not.
    XCTAssertEqual(state(Data(#"{"version":3,"content":{}}"#.utf8)), fallback)
    // A version too big for any integer type.
    let big = Data(String(decoding: Self.bytes, as: UTF8.self)
      .replacingOccurrences(of: "\"version\":1}", with: "\"version\":1e400}").utf8)
    XCTAssertNotEqual(big, Self.bytes)
    XCTAssertEqual(state(big), own)
  }

  // MARK: - Segments

  /// A segment running backwards, or empty, breaks the snapshot's own rules.
  func testSegments_Backward_OpenApp() throws {
    for k in [0, 5, segments(try jsonObject()).count - 1] {
      let backward = try variant { j in
        var s = self.segments(j)
        (s[k]["from"], s[k]["to"]) = (s[k]["to"]!, s[k]["from"]!)
        j["segments"] = s
      }
      XCTAssertEqual(state(backward), own, "segment \(k) backwards")
      let empty = try variant { j in var s = self.segments(j); s[k]["to"] = s[k]["from"]; j["segments"] = s }
      XCTAssertEqual(state(empty), own, "segment \(k) empty")
    }
  }

  /// Segments swapped, reversed, repeated or overlapping: no longer contiguous, so unreadable.
  func testSegments_OutOfOrder_OpenApp() throws {
    let cases: [(String, (inout [[String: Any]]) -> Void)] = [
      ("two swapped", { $0.swapAt(3, 4) }),
      ("first and last swapped", { $0.swapAt(0, $0.count - 1) }),
      ("all reversed", { $0.reverse() }),
      ("one repeated", { $0.insert($0[2], at: 3) }),
      ("overlapping", { s in s[2]["to"] = (s[2]["to"] as! Int64) + 60_000 }),
      ("a gap", { $0.remove(at: 4) }),
      ("not ending at the horizon", { $0.removeLast() }),
    ]
    for (name, edit) in cases {
      let data = try variant { j in var s = self.segments(j); edit(&s); j["segments"] = s }
      XCTAssertEqual(state(data), own, name)
    }
  }

  func jsonObject() throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Self.bytes) as? [String: Any])
  }

  // MARK: - Hostile values in a well-formed snapshot

  /// `dayOffsets.first` is not one of the reader's rules, so a snapshot may hold any: the
  /// occasions' countdown strings are then simply missing (`n − first` trapped on overflow).
  func testOccasions_AbsurdDayOffsetsFirst_NoCountdownNoTrap() throws {
    XCTAssertFalse(WidgetReader.upcomingOccasions(of: Self.base, now: Instant(millisecondsSince1970: Self.now)).isEmpty)
    for first in [Int.min, Int.min + 1, Int.max, -1_000_000_000_000] {
      let data = try variant { j in
        var offsets = j["dayOffsets"] as! [String: Any]
        offsets["first"] = first
        j["dayOffsets"] = offsets
      }
      let snapshot = try XCTUnwrap(WidgetSnapshot.decode(data), "\(first)")
      XCTAssertEqual(snapshot.dayOffsets.first, first)
      XCTAssertNil(snapshot.dayOffsets.string(for: 0))
      // The ends of Int: an answer or none, never a trap.
      _ = (snapshot.dayOffsets.string(for: .max), snapshot.dayOffsets.string(for: .min))
      XCTAssertTrue(WidgetReader.upcomingOccasions(of: snapshot, now: Instant(millisecondsSince1970: Self.now)).isEmpty, "\(first)")
      guard case .showing = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: Self.now), taps: []) else {
        return XCTFail("\(first): the rest of the snapshot is still shown")
      }
    }
  }

  /// A moment far outside the years 1–9999 (a clock gone wrong) has no occasions to count to
  /// (converting it to a local date trapped).
  func testOccasions_MomentFarOff_None() {
    for now in [Int64.max, Int64.min, Int64.max - 1, 300_000_000_000_000, -70_000_000_000_000] {
      XCTAssertTrue(WidgetReader.upcomingOccasions(of: Self.base, now: Instant(millisecondsSince1970: now)).isEmpty, "\(now)")
    }
  }

  // MARK: - Linear time

  /// The fastest of `runs` timings of `body`, in seconds.
  func fastest(_ runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  /// Plausible but bad content at 1×, 2×, 4× and 8× ~120 kB (8× stays under the 1 MiB limit):
  /// a snapshot whose place label is huge, one whose calm table is long, one whose segments are
  /// many and run backwards at the end, and one that is long but does not close. The reader's
  /// time to decide (decoding, checking, falling back) grows linearly: 8× the bytes take less
  /// than 32× the time, half what a quadratic decoder would take (64×); no absolute thresholds.
  /// The bound is not 16×: between 240 and 480 kB the decoder's working set leaves the core's
  /// cache (1 MiB of L2 on the machine measured) and every byte costs some 2–3× more, once —
  /// measured 1.75, 3.47, 19.0, 34.1 ms for the unclosed kind (each other doubling ≈ 2×).
  func testDecodeTime_GrowsLinearlyWithSize() throws {
    let unit = 120_000
    let kinds: [(String, (Int) throws -> Data)] = [
      ("huge place label", { size in
        try self.variant { $0["place"] = String(repeating: "م", count: size / 2) }
      }),
      ("long calm table", { size in
        try self.variant { j in
          var c = j["countdown"] as! [String: Any]
          c["calm"] = Array(repeating: "٢ س ١٥ د", count: size / 18)
          j["countdown"] = c
        }
      }),
      ("many segments, the last backwards", { size in
        try self.variant { j in
          var s = self.segments(j)
          let template = s[0]
          var from = template["from"] as! Int64
          s = (0..<(size / 120)).map { _ in
            var seg = template
            seg["from"] = from
            seg["to"] = from + 1000
            from += 1000
            return seg
          }
          s[s.count - 1]["to"] = s[s.count - 1]["from"] as! Int64 - 1
          j["segments"] = s
        }
      }),
      ("unclosed", { size in
        var d = Data("{\"captions\":{\"openApp\":\"x\"},\"days\":[".utf8)
        while d.count < size { d.append(Data("{\"date\":\"2026-11-29\"},".utf8)) }
        return d
      }),
    ]
    var report: [String] = []
    for (name, make) in kinds {
      // The long label and the long table are readable after all; the others are not.
      let readable = name == "huge place label" || name == "long calm table"
      var inputs: [Data] = []
      for k in [1, 2, 4, 8] {
        let data = try make(unit * k)
        inputs.append(data)
        XCTAssertLessThanOrEqual(data.count, WidgetSnapshot.maximumEncodedSize, name)
        XCTAssertTrue(WidgetSnapshot.isPlausible(data), name)
        if readable {
          XCTAssertNotNil(WidgetSnapshot.decode(data), "\(name) × \(k)")
        } else {
          XCTAssertEqual(WidgetReader.state(of: data, now: Instant(millisecondsSince1970: Self.now), taps: []), name == "unclosed" ? .openApp(caption: Self.english) : own, "\(name) × \(k)")
        }
      }
      // The fastest of seven, the sizes taken in turn, so that a burst of load on a shared
      // machine falls on all of them.
      var times = [Double](repeating: .infinity, count: inputs.count)
      for _ in 0..<7 {
        for (k, data) in inputs.enumerated() {
          times[k] = min(times[k], fastest(1) { _ = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: Self.now), taps: []) })
        }
      }
      let ratio = times[3] / times[0]
      report.append(
        "\(name): " + times.map { String(format: "%.2f ms", $0 * 1000) }.joined(separator: ", ")
          + String(format: " (8× / 1× = %.1f)", ratio))
      XCTAssertLessThan(ratio, 32, "\(name): \(times)")
    }
    print("BadSnapshotTests linear time:\n  " + report.joined(separator: "\n  "))
  }
}
