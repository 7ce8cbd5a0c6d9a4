import Astro
import Foundation
import PrayerSnapshot
import XCTest

/// `WidgetSnapshot.decoding(_:)` says why bytes are not a snapshot, where `decode` gives `nil`.
final class SnapshotDecodingTests: XCTestCase {
  func snapshotBytes() throws -> Data {
    let setup = try PrayerSetup(.city("Makkah"))
    return try SnapshotBuilder.build(
      SnapshotRequest(setup, locale: SnapshotLocale(lang: .en), now: try Instant(iso8601: "2026-11-29T09:00:00Z"))
    ).encoded()
  }

  func testDecoding_SaysWhy() throws {
    let good = try snapshotBytes()
    XCTAssertNoThrow(try WidgetSnapshot.decoding(good))
    let text = String(decoding: good, as: UTF8.self)
    func error(_ data: Data) -> SnapshotDecodingError? {
      do {
        _ = try WidgetSnapshot.decoding(data)
        return nil
      } catch { return error }
    }
    XCTAssertEqual(error(Data(text.replacingOccurrences(of: #""version":1"#, with: #""version":2"#).utf8)), .unknownVersion(2))
    XCTAssertEqual(error(Data("[]".utf8)), .notASnapshot("no integer 'version' at the top level"))
    XCTAssertEqual(error(Data(repeating: 0x20, count: WidgetSnapshot.maximumEncodedSize + 1)), .tooLarge(bytes: WidgetSnapshot.maximumEncodedSize + 1))
    XCTAssertEqual(error(Data((String(repeating: "[", count: 40) + String(repeating: "]", count: 40)).utf8)), .nestedTooDeep)
    // A prayer's instant as a string: the path is named.
    let wrongType = text.replacingOccurrences(of: #""horizonEnd":"#, with: #""horizonEnd":"x","horizonEnd2":"#)
    guard case .notASnapshot(let why)? = error(Data(wrongType.utf8)) else { return XCTFail() }
    XCTAssertTrue(why.hasPrefix("horizonEnd: expected"), why)
    // Decoded, but breaking a rule: the widget's segments must end at the horizon.
    var object = try XCTUnwrap(JSONSerialization.jsonObject(with: good) as? [String: Any])
    object["horizonEnd"] = (object["horizonEnd"] as! Int) + 1
    let broken = try JSONSerialization.data(withJSONObject: object)
    XCTAssertEqual(error(broken), .brokenRule("the last segment must end at horizonEnd"))
    XCTAssertNil(WidgetSnapshot.decode(broken))
  }
}
