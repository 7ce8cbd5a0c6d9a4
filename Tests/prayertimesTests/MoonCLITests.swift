import Foundation
import TestSupport
#if canImport(FoundationXML)
  import FoundationXML
#endif
import XCTest

/// `prayertimes moon` and `prayertimes crescent`, run as the built binary.
final class MoonCLITests: ScratchDirectoryTestCase {
  static func seconds(_ iso: String) -> Double? {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime]
    return f.date(from: iso)?.timeIntervalSince1970
  }

  /// 2026-02-17 at Makkah: the new Moon day (DE421: 2026-02-17T12:01:09.1Z).
  func testMoon_NewMoonDayAtMakkah() throws {
    let doc = try runJSON(["moon", "--city", "Makkah", "--date", "2026-02-17"])
    for key in [
      "schemaVersion", "date", "timeZone", "place", "at", "phase", "phaseName", "illuminatedPercent", "waxing",
      "ageSeconds", "distanceKm", "moonrise", "moonset", "previousNewMoon", "nextPhases",
    ] {
      XCTAssertNotNil(doc[key], key)
    }
    XCTAssertEqual(doc["phase"] as? String, "new")
    XCTAssertEqual(doc["timeZone"] as? String, "Asia/Riyadh")
    let phases = try XCTUnwrap(doc["nextPhases"] as? [[String: String]])
    XCTAssertEqual(phases.map { $0["phase"] }, ["new-moon", "first-quarter", "full-moon", "last-quarter"])
    let newMoon = try XCTUnwrap(phases.first?["time"])
    XCTAssertTrue(newMoon.hasSuffix("+03:00"), newMoon)
    let reference = try XCTUnwrap(Self.seconds("2026-02-17T12:01:09Z"))
    XCTAssertEqual(try XCTUnwrap(Self.seconds(newMoon)), reference, accuracy: 60)
    let rise = try XCTUnwrap(doc["moonrise"] as? [String: String])
    XCTAssertNotNil(rise["time"] ?? rise["none"])
    let percent = try XCTUnwrap(doc["illuminatedPercent"] as? Double)
    XCTAssertLessThan(percent, 1)
    let distance = try XCTUnwrap(doc["distanceKm"] as? Int)
    XCTAssertTrue((356_000...407_000).contains(distance))
  }

  /// Without a place: UTC times, no rise or set.
  func testMoon_WithoutAPlace() throws {
    let doc = try runJSON(["moon", "--date", "2026-03-03"])
    XCTAssertNil(doc["moonrise"])
    XCTAssertTrue(doc["place"] is NSNull)
    XCTAssertEqual(doc["phase"] as? String, "full")
    let (status, out, _) = try CLITests.run(["moon", "--date", "2026-03-03"])
    XCTAssertEqual(status, 0)
    XCTAssertTrue(out.contains("full Moon"), out)
    XCTAssertTrue(out.contains("+00:00"), out)
  }

  /// A day without moonrise or moonset says so in words (Makkah, February 2026: no moonrise on
  /// the 8th, no moonset on the 23rd).
  func testMoon_DaysWithoutAnEventAreWords() throws {
    let (s1, o1, e1) = try CLITests.run(["moon", "--lat", "21.42", "--lon", "39.83", "--date", "2026-02-08"])
    XCTAssertEqual(s1, 0, e1)
    XCTAssertTrue(o1.contains("Moonrise:     no moonrise this day"), o1)
    XCTAssertFalse(o1.contains("Moonset:      no"), o1)
    let doc = try runJSON(["moon", "--lat", "21.42", "--lon", "39.83", "--date", "2026-02-23"])
    let set = try XCTUnwrap(doc["moonset"] as? [String: String])
    XCTAssertNil(set["time"])
    XCTAssertEqual(set["none"], "no moonset this day")
  }

  /// Ramadan 1448: the Saudi rule's first day is the published Umm al-Qura 1 Ramadan 1448.
  func testCrescent_Ramadan1448() throws {
    let doc = try runJSON(["crescent", "--hijri-month", "1448-09", "--city", "Makkah"])
    let rules = try XCTUnwrap(doc["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.map { $0["rule"] as? String }, ["umm-al-qura-rule", "turkey", "mabims", "iran"])
    XCTAssertEqual(rules[0]["firstDay"] as? String, "2027-02-08")
    let conjunction = try XCTUnwrap(doc["conjunction"] as? String)
    XCTAssertTrue(conjunction.hasPrefix("2027-02-06T"), conjunction)
    let evenings = try XCTUnwrap(doc["evenings"] as? [[String: Any]])
    XCTAssertEqual(evenings.count, 3)
    for e in evenings {
      // Either q, class and V, or the reason there are none.
      if e["noCrescent"] is NSNull {
        XCTAssertNotNil(e["q"] as? Double)
        XCTAssertNotNil(e["yallopClass"] as? String)
        XCTAssertNotNil(e["odehZone"] as? String)
      } else {
        XCTAssertTrue(e["q"] is NSNull)
      }
    }
    let (status, out, _) = try CLITests.run(["crescent", "--hijri-month", "1448-09", "--city", "Makkah"])
    XCTAssertEqual(status, 0)
    XCTAssertTrue(out.contains("umm-al-qura-rule: first day 2027-02-08"), out)
    XCTAssertTrue(out.contains("Yallop q"), out)
  }

  /// `--odeh refracted` gives islamic_times' V (Makkah 2026-02-18: q +0.528, V +7.94 there);
  /// the default, Odeh's airless altitudes, gives a higher V with the same q.
  func testCrescent_OdehAltitudes() throws {
    func evening(_ extra: [String]) throws -> [String: Any] {
      let doc = try runJSON(["crescent", "--hijri-month", "1447-09", "--city", "Makkah"] + extra)
      let evenings = try XCTUnwrap(doc["evenings"] as? [[String: Any]])
      return try XCTUnwrap(evenings.first { ($0["date"] as? String) == "2026-02-18" })
    }
    let refracted = try evening(["--odeh", "refracted"])
    let airless = try evening([])
    XCTAssertEqual(try XCTUnwrap(refracted["q"] as? Double), 0.528, accuracy: 0.0015)
    XCTAssertEqual(try XCTUnwrap(refracted["v"] as? Double), 7.94, accuracy: 0.02)
    XCTAssertEqual(airless["q"] as? Double, refracted["q"] as? Double)
    XCTAssertGreaterThan(try XCTUnwrap(airless["v"] as? Double), 7.94 + 0.1)
  }

  /// 1448-06: each rule's first day is the day after its last evening, which is the first met.
  func testCrescent_RulesAgreeWithTheirEvenings() throws {
    let doc = try runJSON(["crescent", "--hijri-month", "1448-06"])
    let rules = try XCTUnwrap(doc["rules"] as? [[String: Any]])
    XCTAssertEqual(rules[0]["firstDay"] as? String, "2026-11-11")  // published Umm al-Qura
    for rule in rules {
      let evenings = try XCTUnwrap(rule["evenings"] as? [[String: Any]])
      let met = evenings.filter { $0["met"] as? Bool == true }
      XCTAssertEqual(met.count, 1, "\(rule)")
      XCTAssertEqual(evenings.last?["met"] as? Bool, true)
      let last = try XCTUnwrap(evenings.last?["date"] as? String)
      let first = try XCTUnwrap(rule["firstDay"] as? String)
      let f = ISO8601DateFormatter()
      f.formatOptions = [.withFullDate]
      let a = try XCTUnwrap(f.date(from: last)), b = try XCTUnwrap(f.date(from: first))
      XCTAssertEqual(b.timeIntervalSince(a), 86_400, "\(rule)")
      if rule["rule"] as? String == "turkey" {
        // Diyanet's published table: 1 Jumada al-Ula… 1448-06 = 2026-11-10.
        XCTAssertEqual(rule["calendarFirstDay"] as? String, "2026-11-10")
        let sky = try XCTUnwrap(met.first?["sky"] as? [String: Any])
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(sky["moonAltitude"] as? Double), 5)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(sky["elongation"] as? Double), 8)
      }
    }
  }

  /// The map: well-formed SVG with a legend and cells, written atomically.
  func testCrescent_MapIsWellFormedAndAtomic() throws {
    let dir: URL = directory
    let file = dir.appendingPathComponent("map.svg")
    let (status, out, err) = try CLITests.run([
      "crescent", "--hijri-month", "1448-09", "--map", file.path, "--map-step", "10",
    ])
    XCTAssertEqual(status, 0, err)
    XCTAssertTrue(err.contains("Wrote"), err)
    XCTAssertTrue(out.contains("Conjunction"), out)
    let data = try Data(contentsOf: file)
    final class Counter: NSObject, XMLParserDelegate {
      var cells = 0
      var legend = false
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        if attributes["class"] == "cell" { cells += 1 }
        if attributes["id"] == "legend" { legend = true }
      }
    }
    let parser = XMLParser(data: data)
    let counter = Counter()
    parser.delegate = counter
    XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
    XCTAssertTrue(counter.legend)
    XCTAssertGreaterThan(counter.cells, 10)
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertTrue(text.contains("1448-09"))
    XCTAssertTrue(text.contains("evening of 2027-02-07"))
    // Nothing else was left in the directory (no scratch file).
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["map.svg"])

    // A path that cannot be written: exit 1, nothing on stdout, no file.
    let bad = dir.appendingPathComponent("missing/map.svg").path
    let (s2, o2, e2) = try CLITests.run(["crescent", "--hijri-month", "1448-09", "--map", bad, "--map-step", "10"])
    XCTAssertEqual(s2, 1, e2)
    XCTAssertEqual(o2, "")
    XCTAssertTrue(e2.contains("cannot write"), e2)
    XCTAssertFalse(FileManager.default.fileExists(atPath: bad))
    // A directory: usage error.
    let (s3, o3, _) = try CLITests.run(["crescent", "--hijri-month", "1448-09", "--map", dir.path])
    XCTAssertEqual(s3, 2)
    XCTAssertEqual(o3, "")
  }

  func testBadInputs_ExitTwoWithAMessage() throws {
    let cases: [([String], String)] = [
      (["crescent", "--hijri-month", "1448-13"], "1...12"),
      (["crescent", "--hijri-month", "1448"], "YYYY-MM"),
      (["crescent", "--hijri-month", "abc"], "YYYY-MM"),
      (["crescent", "--hijri-month", "2000-01"], "1009...1523"),
      (["crescent"], "--hijri-month"),
      (["crescent", "--hijri-month", "1448-09", "--lat", "91", "--lon", "0"], "-90...90"),
      (["crescent", "--hijri-month", "1448-09", "--evening", "2027-02-07"], "--map"),
      (["crescent", "--hijri-month", "1448-09", "--map", "x.svg", "--evening", "2027-03-01"], "out of range"),
      (["crescent", "--hijri-month", "1448-09", "--map", "x.svg", "--map-step", "7"], "--map-step"),
      (["moon", "--lat", "91", "--lon", "0"], "-90...90"),
      // The main command's decimal rules: 0x10 is not 16.
      (["moon", "--lat", "0x10", "--lon", "0"], "'--lat' needs a decimal number such as 21.4225, got '0x10'"),
      (["crescent", "--hijri-month", "1448-09", "--lat", "0", "--lon", "nan"], "'--lon' needs a decimal number"),
      (["moon", "--lat", "21"], "--lon"),
      (["moon", "--date", "2026-02-30"], "YYYY-MM-DD"),
      (["moon", "--format", "csv"], "'text', 'json'"),
      (["moon", "--bogus"], "unknown option"),
      (["moon", "--tz", "Mars/Olympus"], "--tz"),
    ]
    for (arguments, expected) in cases {
      let (status, out, err) = try CLITests.run(arguments)
      XCTAssertEqual(status, 2, "\(arguments): \(err)")
      XCTAssertEqual(out, "", "\(arguments)")
      XCTAssertTrue(err.contains("Error: "), "\(arguments): \(err)")
      XCTAssertTrue(err.contains(expected), "\(arguments): \(err)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: "x.svg"))
  }

  /// The predicted calendars in `--calendar`, and `--strict` outside their years.
  func testCalendars_PredictedDatesMarked() throws {
    for id in ["umm-al-qura-rule", "turkey", "mabims"] {
      let (status, out, err) = try CLITests.run(["gregorian", "1448-09-01", "--calendar", id])
      XCTAssertEqual(status, 0, "\(id): \(err)")
      XCTAssertTrue(out.hasPrefix("1448-09-01  2027-02-0"), "\(id): \(out)")
      let (s2, o2, e2) = try CLITests.run(["gregorian", "1600-01-01", "--calendar", id, "--strict"])
      XCTAssertEqual(s2, 2, "\(id): \(e2)")
      XCTAssertEqual(o2, "")
    }
    let (s, _, e) = try CLITests.run(["hijri", "2026-11-29", "--calendar", "civil", "--strict"])
    XCTAssertEqual(s, 2)
    XCTAssertTrue(e.contains("mabims"), e)
  }

  func testHelp_ListsTheSubcommands() throws {
    let (status, out, _) = try CLITests.run(["--help"])
    XCTAssertEqual(status, 0)
    XCTAssertTrue(out.contains("moon "), out)
    XCTAssertTrue(out.contains("crescent "), out)
    let (s2, o2, _) = try CLITests.run(["crescent", "--help"])
    XCTAssertEqual(s2, 0)
    XCTAssertTrue(o2.contains("--map FILE.svg"))
  }
}
