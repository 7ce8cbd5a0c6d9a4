import Foundation
import TestSupport
import XCTest

/// Issue 15: with the defaults, the far north prints a timetable a mosque would print — every
/// time of every day of 2027, in the order of the day, no two within 5 minutes, Isha before the
/// next Fajr, no time jumping from one day to the next, and the reason on the `Method:` line.
final class PolarDefaultCLITests: XCTestCase {
  /// (name, latitude, longitude, beyond 66°).
  static let places: [(String, String, String, Bool)] = [
    ("Tromsø", "69.6492", "18.9553", true), ("Murmansk", "68.9585", "33.0827", true),
    ("Reykjavík", "64.1466", "-21.9426", false), ("Longyearbyen", "78.2232", "15.6267", true),
  ]
  static let kinds = ["imsak", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "midnight"]

  func testDefaults_FarNorth2027_EveryTimeAtLeastFiveMinutesApart() throws {
    let lists = Self.places.map { p in
      ["--lat", p.1, "--lon", p.2, "--date", "2027-01-01", "--days", "365", "--format", "json"]
    }
    let tables = Self.places.map { p in ["--lat", p.1, "--lon", p.2, "--date", "2027-06-21"] }
    let results = try CLITests.runAll(lists + tables)
    for (i, place) in Self.places.enumerated() {
      let (status, out, err) = results[i]
      XCTAssertEqual(status, 0, "\(place.0): \(err)")
      let json = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], place.0)
      let days = try XCTUnwrap(json["days"] as? [[String: Any]], place.0)
      XCTAssertEqual(days.count, 365, place.0)
      var previous: [Date]?
      var previousMidnight: Date?
      for day in days {
        let date = day["date"] as? String ?? "?"
        let times = try XCTUnwrap(day["times"] as? [String: Any])
        let chain = try Self.kinds.map { kind -> Date in
          let text = try XCTUnwrap(times[kind] as? String, "\(place.0) \(date) \(kind) missing")
          return try XCTUnwrap(CLITests.instant(text), text)
        }
        for (k, (a, b)) in zip(chain, chain.dropFirst()).enumerated() {
          XCTAssertGreaterThanOrEqual(
            b.timeIntervalSince(a), 300, "\(place.0) \(date): \(Self.kinds[k]) → \(Self.kinds[k + 1])")
        }
        if let previousMidnight {
          // Isha, then midnight, before the next Imsak and Fajr.
          XCTAssertGreaterThanOrEqual(
            chain[0].timeIntervalSince(previousMidnight), 300, "\(place.0) \(date): midnight → Imsak")
        }
        if let previous {
          for (k, (a, b)) in zip(previous, chain).enumerated() {
            XCTAssertLessThan(
              abs(b.timeIntervalSince(a) - 86_400), 30 * 60, "\(place.0) \(date) \(Self.kinds[k]) jumps")
          }
        }
        previous = chain
        previousMidnight = chain[7]
      }
      // The reason, with its source, in the JSON and on the table's Method: line.
      let source = try XCTUnwrap(json["methodSource"] as? String, place.0)
      let (tableStatus, table, _) = results[Self.places.count + i]
      XCTAssertEqual(tableStatus, 0, place.0)
      let line = try XCTUnwrap(
        table.split(separator: "\n").first { $0.hasPrefix("Method: ") }, "\(place.0): \(table)")
      XCTAssertEqual(String(line.dropFirst("Method: ".count)), source, place.0)
      let polar = (json["method"] as? [String: Any])?["polarResolution"] as? [String: Any]
      if place.3 {
        XCTAssertTrue(source.contains("beyond 66° N every day takes the times of 45° N"), source)
        XCTAssertTrue(source.contains("https://islamicfiqh.net/en/cards/prayer-in-polar-areas-3615"), source)
        XCTAssertEqual(polar?["rule"] as? String, "fixed-latitude", place.0)
        XCTAssertEqual(polar?["latitude"] as? Double, 45, place.0)
      } else {
        XCTAssertFalse(source.contains("beyond 66°"), source)
        XCTAssertEqual(polar?["rule"] as? String, "nearest-latitude", place.0)
      }
    }
  }

  /// A choice given wins: a method, a high-latitude rule or a polar resolution keeps the polar
  /// default away, and the method's own resolution applies.
  func testGivenChoices_KeepThePolarDefaultAway() throws {
    let tromso = ["--lat", "69.6492", "--lon", "18.9553", "--date", "2027-12-15", "--format", "json"]
    let results = try CLITests.runAll([
      tromso + ["--method", "mwl"], tromso + ["--high-lat", "seventh-of-night"],
      tromso + ["--polar", "nearest-day"], tromso + ["--polar", "fixed-latitude=50"],
    ])
    let expected = ["nearest-latitude", "nearest-latitude", "nearest-day", "fixed-latitude"]
    for (result, rule) in zip(results, expected) {
      XCTAssertEqual(result.status, 0, result.stderr)
      let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let polar = (json["method"] as? [String: Any])?["polarResolution"] as? [String: Any]
      XCTAssertEqual(polar?["rule"] as? String, rule)
      XCTAssertFalse((json["methodSource"] as? String ?? "").contains("beyond 66°"))
    }
  }
}
