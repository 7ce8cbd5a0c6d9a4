import Foundation
import XCTest

@testable import PrayerSnapshot

/// The built snapshot's bytes, pinned: `Goldens/snapshot-*.json` are the library's output for
/// fixed inputs, compared byte for byte. They pin the format (keys, order, escaping, numbers,
/// strings) so that a change to the contract is seen and meant; they are not a reference for
/// the times (the accuracy tests compare those with independent sources).
///
/// Re-record only on request: `RECORD_GOLDENS=1 swift test --filter SnapshotGoldenTests`
/// rewrites them and fails, saying so; run again without it to see them pass.
final class SnapshotGoldenTests: XCTestCase {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  /// Compares `snapshot` with `Goldens/snapshot-NAME.json`, or records it; returns the golden.
  @discardableResult
  func check(_ name: String, _ snapshot: WidgetSnapshot, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
    let url = Self.directory.appendingPathComponent("snapshot-\(name).json")
    let bytes = snapshot.encoded()
    if Self.recording {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try bytes.write(to: url, options: .atomic)
      XCTFail("recorded \(url.lastPathComponent) (\(bytes.count) bytes); run again without RECORD_GOLDENS=1", file: file, line: line)
      return bytes
    }
    guard let golden = try? Data(contentsOf: url) else {
      XCTFail("no golden \(url.lastPathComponent): record it with RECORD_GOLDENS=1 swift test --filter SnapshotGoldenTests", file: file, line: line)
      return bytes
    }
    if bytes != golden {
      let i = (0..<min(bytes.count, golden.count)).first { bytes[$0] != golden[$0] } ?? min(bytes.count, golden.count)
      func around(_ d: Data) -> String { String(decoding: d[max(0, i - 60)..<min(d.count, i + 60)], as: UTF8.self) }
      XCTFail(
        "\(url.lastPathComponent) differs from the built snapshot at byte \(i) (\(bytes.count) bytes built, \(golden.count) "
          + "in the golden):\n  built:  …\(around(bytes))…\n  golden: …\(around(golden))…\nIf the change of format is "
          + "meant, re-record: RECORD_GOLDENS=1 swift test --filter SnapshotGoldenTests",
        file: file, line: line)
    }
    return golden
  }

  /// The golden keeps the schema, and its content hash is FNV-1a 64 of its own bytes with
  /// generatedAt 0 and contentHash empty (computed here on the bytes, not by the library).
  func checkContract(_ golden: Data, file: StaticString = #filePath, line: UInt = #line) throws {
    let tree = try JSONTree.parse(golden)
    XCTAssertEqual(try ContractSnapshots.validator().errors(tree), [], file: file, line: line)
    var text = String(decoding: golden, as: UTF8.self)
    let hash = try XCTUnwrap(tree["contentHash"]?.string)
    let generatedAt = try XCTUnwrap(tree["generatedAt"]?.int64)
    text = text.replacingOccurrences(of: ",\"contentHash\":\"\(hash)\",", with: ",\"contentHash\":\"\",")
    text = text.replacingOccurrences(of: ",\"generatedAt\":\(generatedAt),", with: ",\"generatedAt\":0,")
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    XCTAssertEqual(String(format: "%016llx", h), hash, "contentHash", file: file, line: line)
  }

  /// London, English, 2027-03-25 noon: the 14 days hold Sunday 28 March, when the clocks go
  /// forward: Dhuhr two days apart across it is still 48 hours apart (the Sun keeps its time),
  /// and its clock time an hour later.
  func testGolden_LondonAcrossTheClockChange() throws {
    let snapshot = try ContractSnapshots.londonAcrossTheClockChange()
    let golden = try check("london-en", snapshot)
    try checkContract(golden)
    let s = try WidgetSnapshot.decoding(golden)
    let before = try XCTUnwrap(s.days.first { $0.date == "2027-03-27" }).prayers[1]
    let after = try XCTUnwrap(s.days.first { $0.date == "2027-03-29" }).prayers[1]
    XCTAssertEqual(Double(after.at - before.at) / 3_600_000, 48, accuracy: 0.05)
    XCTAssertTrue(before.time.hasPrefix("12:"), before.time)
    XCTAssertTrue(after.time.hasPrefix("1:"), after.time)
    XCTAssertEqual(s.locale.lang, .en)
  }

  /// Makkah, Arabic, from Friday 2027-02-05: Arabic-Indic digits, right to left, Jumu'ah.
  func testGolden_MakkahArabic() throws {
    let golden = try check("makkah-ar", try ContractSnapshots.makkahArabic())
    try checkContract(golden)
    let s = try WidgetSnapshot.decoding(golden)
    XCTAssertEqual(s.locale.dir, "rtl")
    XCTAssertEqual(s.countdown.digits, "٠١٢٣٤٥٦٧٨٩")
    XCTAssertEqual(s.days[0].date, "2027-02-05")
    XCTAssertEqual(s.days[0].prayers[1].name, "الجمعة")
  }

  /// Tromsø in the polar night, Turkish: the polar rule's times carry `estimated`.
  func testGolden_TromsoPolar() throws {
    let golden = try check("tromso-tr", try ContractSnapshots.tromsoPolar())
    try checkContract(golden)
    let s = try WidgetSnapshot.decoding(golden)
    XCTAssertEqual(s.timeZone, "Europe/Oslo")
    XCTAssertTrue(s.days.allSatisfy { $0.prayers.contains { $0.estimated == true } })
  }
}
