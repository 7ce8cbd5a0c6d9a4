import Foundation
import XCTest

@testable import PrayerSnapshot

/// Strings made of shared pieces behave as the array of their strings: equal, hashed, coded and
/// written to JSON alike, whichever way they are stored.
final class ComposedStringsTests: XCTestCase {
  /// "In 2 days", "In 3 days", "\u{200F}x\"y" made of pieces, and the same strings each whole.
  static func pair() -> (composed: ComposedStrings, whole: ComposedStrings, strings: [String]) {
    var b = ComposedStrings.Builder(capacity: 3)
    let (before, after, two, three) = (b.piece("In "), b.piece(" days"), b.piece("2"), b.piece("3"))
    b.append(before, two, after)
    b.append(before, three, after)
    let (mark, quoted) = (b.piece("\u{200F}"), b.piece("x\"y"))
    b.append(nil, mark, nil, quoted)
    let strings = ["In 2 days", "In 3 days", "\u{200F}x\"y"]
    return (b.strings, ComposedStrings(strings), strings)
  }

  func testComposed_EqualsTheWholeStrings() throws {
    let (composed, whole, strings) = Self.pair()
    XCTAssertEqual(Array(composed), strings)
    XCTAssertEqual(composed, whole)
    XCTAssertEqual(composed.hashValue, whole.hashValue)
    XCTAssertNotEqual(composed, ComposedStrings(Array(strings.dropLast())))
    XCTAssertNotEqual(composed, ComposedStrings(["In 2 days", "In 3 days", "x"]))
    // Coded as an array of strings, decoded whole.
    let data = try JSONEncoder().encode(composed)
    XCTAssertEqual(try JSONDecoder().decode([String].self, from: data), strings)
    XCTAssertEqual(try JSONDecoder().decode(ComposedStrings.self, from: data), composed)
  }

  /// The writer's bytes for pieces are JSONEncoder's for the strings, with and without a piece
  /// that needs an escape.
  func testWriter_EqualsJSONEncoder() throws {
    let (composed, _, strings) = Self.pair()
    let plain = Array(strings.dropLast())
    var b = ComposedStrings.Builder(capacity: 2)
    let (before, after, two, three) = (b.piece("In "), b.piece(" days"), b.piece("2"), b.piece("3"))
    b.append(before, two, after)
    b.append(before, three, after)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for (list, expected) in [(b.strings, plain), (composed, strings)] {
      var w = SnapshotJSONWriter()
      w.strings(list)
      XCTAssertEqual(w.withBytes { Array($0) }, Array(try encoder.encode(expected)))
    }
  }
}
