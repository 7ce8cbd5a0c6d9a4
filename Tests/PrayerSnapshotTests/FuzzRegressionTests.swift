import Foundation
import XCTest

@testable import PrayerSnapshot

/// Inputs that crashed a fuzz target (`Fuzz/Targets`, `Scripts/fuzz.sh`), each held here with
/// the answer it must get instead.
final class FuzzRegressionTests: XCTestCase {
  /// `tapqueue`: a queue line whose `at` is the smallest Int64 trapped in `abs` while its range
  /// was checked. It is a damaged line: skipped, the lines around it read.
  func testTapQueueDecode_AtInt64Min_DamagedLineNotTrap() {
    let good = #"{"at":1795950000000,"date":"2026-11-29","id":"0123456789abcdef","prayer":"dhuhr"}"#
    for at in ["-9223372036854775808", "9223372036854775807", "-1000000000000001"] {
      let bad = #"{"at":"# + at + #","date":"2026-11-29","id":"a","prayer":"fajr"}"#
      let contents = TapQueue.decode(Array((good + "\n" + bad + "\n" + good + "\n").utf8))
      XCTAssertEqual(contents.damagedLines, 1, at)
      XCTAssertEqual(contents.taps.map(\.id), ["0123456789abcdef"], at)
    }
    // The ends of the accepted range are read.
    let edge = #"{"at":-1000000000000000,"date":"2026-11-29","id":"b","prayer":"fajr"}"#
    XCTAssertEqual(TapQueue.decode(Array((edge + "\n").utf8)).taps.first?.tap.at.millisecondsSince1970, -1_000_000_000_000_000)
  }
}
