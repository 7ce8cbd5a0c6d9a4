import Astro
import Foundation
import PrayerSnapshot
import XCTest

/// The taps and marks files read with errors naming the item and key.
final class TapsAndMarksFilesTests: XCTestCase {
  func testTaps_ReadAndRefuse() throws {
    let taps = try WidgetTap.list(from: Data(#"[{"date":"2026-11-29","prayer":"dhuhr","at":1795950000000}]"#.utf8))
    XCTAssertEqual(taps, [WidgetTap(date: "2026-11-29", prayer: .dhuhr, at: Instant(millisecondsSince1970: 1_795_950_000_000))])
    let cases: [(String, InputFileError)] = [
      ("{", .notJSON),
      (#"{"a":1}"#, .notAnArray("an object")),
      (#"[1]"#, .item(1, "must be an object with 'date', 'prayer', 'at', not a number")),
      (#"[{"date":"2026-11-29","prayer":"dhuhr","at":1,"x":2}]"#, .item(1, "unknown key 'x' (allowed: 'date', 'prayer', 'at')")),
      (#"[{"date":"2026-11-29","prayer":"dhuhr"}]"#, .item(1, "missing 'at'")),
      (#"[{"date":"2026-02-30","prayer":"dhuhr","at":1}]"#, .item(1, "'date' must be a real date as \"YYYY-MM-DD\", got '2026-02-30'")),
      (#"[{"date":"2026-11-29","prayer":"sunrise","at":1}]"#, .item(1, "'prayer' must be one of 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha', got 'sunrise'")),
      (#"[{"date":"2026-11-29","prayer":"dhuhr","at":1.5}]"#, .item(1, "'at' must be a whole number of epoch milliseconds (e.g. 1795950000000), got 1.5")),
      (#"[{"date":"2026-11-29","prayer":"dhuhr","at":-9223372036854775808}]"#, .item(1, "'at' must be a whole number of epoch milliseconds (e.g. 1795950000000), got -9223372036854775808")),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try WidgetTap.list(from: Data(text.utf8)), text) { error in
        XCTAssertEqual(error as? InputFileError, expected, text)
      }
    }
  }

  func testMarks_ArrayOrBook() throws {
    let d = CivilDate(year: 2026, month: 11, day: 29)!
    XCTAssertEqual(
      try PrayerMark.list(from: Data(#"[{"date":"2026-11-29","prayer":"fajr"}]"#.utf8)),
      [PrayerMark(date: d, prayer: .fajr)])
    let book = MarkBook(marks: [PrayerMark(date: d, prayer: .isha)], appliedTaps: ["ab"])
    XCTAssertEqual(try PrayerMark.list(from: book.encoded()), book.marks)
    XCTAssertThrowsError(try PrayerMark.list(from: Data(#"{"marks":3}"#.utf8))) { error in
      XCTAssertEqual(error as? InputFileError, .notAMarkBook)
    }
  }
}
