import Foundation
import TestSupport
import XCTest

/// `--format ics`, run as the built binary: the RFC 5545 form checked here, the independent
/// parser `icalendar` (Python) when it is installed, and the golden fixtures of
/// `Data/fixtures/ics/` (parsed by icalendar when they were made) always.
final class ICSTests: ScratchDirectoryTestCase {
  static let fixtures = dataURL("fixtures/ics")

  static let istanbul = ["--lat", "41.0082", "--lon", "28.9784", "--tz", "Europe/Istanbul", "--method", "turkey"]

  /// Runs the tool; expects exit 0; returns stdout's bytes.
  func bytes(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Data {
    let run = try BuiltTool.prayertimes.run(arguments)
    XCTAssertEqual(run.status, 0, "\(arguments)", file: file, line: line)
    return run.stdoutBytes
  }

  /// The instants of the JSON output, by `YYYYMMDD-kind`.
  func jsonInstants(_ arguments: [String]) throws -> [String: Date] {
    let data = try bytes(arguments)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var result: [String: Date] = [:]
    for day in try XCTUnwrap(object["days"] as? [[String: Any]]) {
      let date = try XCTUnwrap(day["date"] as? String).replacingOccurrences(of: "-", with: "")
      for (kind, value) in try XCTUnwrap(day["times"] as? [String: Any]) {
        if let text = value as? String { result[date + "-" + kind] = try XCTUnwrap(CLITests.instant(text)) }
      }
    }
    return result
  }

  /// `20261129T021900Z` as an instant.
  static func utc(_ text: String) -> Date? {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return f.date(from: text)
  }

  /// The physical lines (CRLF-separated), checked: CRLF only, at most 75 octets, each valid
  /// UTF-8 by itself; then the content lines, unfolded.
  func contentLines(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let bytes = [UInt8](data)
    XCTAssertTrue(bytes.suffix(2) == [13, 10], "ends with CRLF", file: file, line: line)
    var physical: [[UInt8]] = []
    var current: [UInt8] = []
    var i = 0
    while i < bytes.count {
      if bytes[i] == 13, i + 1 < bytes.count, bytes[i + 1] == 10 {
        physical.append(current)
        current = []
        i += 2
        continue
      }
      XCTAssertFalse(bytes[i] == 10 || bytes[i] == 13, "a bare CR or LF", file: file, line: line)
      current.append(bytes[i])
      i += 1
    }
    var lines: [String] = []
    for p in physical {
      XCTAssertLessThanOrEqual(p.count, 75, String(decoding: p, as: UTF8.self), file: file, line: line)
      guard let text = String(validating: p, as: UTF8.self) else {
        XCTFail("a folded line splits a UTF-8 character: \(p)", file: file, line: line)
        continue
      }
      if text.hasPrefix(" ") {
        lines[lines.count - 1] += text.dropFirst()
      } else {
        lines.append(text)
      }
    }
    return lines
  }

  struct Event {
    var properties: [String: String] = [:]
    var uid: String { properties["UID"] ?? "" }
  }

  /// The events of content lines: property name (with parameters) → value.
  static func events(_ lines: [String]) -> [Event] {
    var events: [Event] = []
    var current: Event?
    for line in lines {
      if line == "BEGIN:VEVENT" { current = Event(); continue }
      if line == "END:VEVENT", let e = current { events.append(e); current = nil; continue }
      guard current != nil, let colon = line.firstIndex(of: ":") else { continue }
      current!.properties[String(line[..<colon])] = String(line[line.index(after: colon)...])
    }
    return events
  }

  // MARK: - Form

  func testICS_FormAndInstantsEqualTheJSON() throws {
    let arguments = CLITests.london + ["--method", "moonsighting", "--date", "2026-03-27", "--days", "4"]
    let data = try bytes(arguments + ["--format", "ics", "--now", "2026-03-01T12:34:56Z"])
    let lines = contentLines(data)
    XCTAssertEqual(Array(lines.prefix(5)), [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//prayertimes//prayertimes 0.1.0//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
    ])
    XCTAssertTrue(lines.contains("X-WR-CALNAME:Prayer times · 51.5074\\, -0.1278"), "\(lines)")
    XCTAssertTrue(lines.contains("X-WR-TIMEZONE:Europe/London"))
    XCTAssertEqual(lines.last, "END:VCALENDAR")
    let events = Self.events(lines)
    XCTAssertEqual(events.count, 4 * 5)
    XCTAssertEqual(Set(events.map(\.uid)).count, events.count, "unique UIDs")
    let instants = try jsonInstants(arguments + ["--format", "json"])
    for e in events {
      // 20260329-fajr-51.507n0.128w-moonsighting@prayertimes
      let parts = e.uid.split(separator: "-")
      XCTAssertEqual(parts.count, 4, e.uid)
      XCTAssertEqual(parts[2], "51.507n0.128w")
      XCTAssertEqual(parts[3], "moonsighting@prayertimes")
      let start = try XCTUnwrap(Self.utc(try XCTUnwrap(e.properties["DTSTART"])), e.uid)
      let end = try XCTUnwrap(Self.utc(try XCTUnwrap(e.properties["DTEND"])), e.uid)
      XCTAssertEqual(start, instants["\(parts[0])-\(parts[1])"], e.uid)
      XCTAssertEqual(end.timeIntervalSince(start), 15 * 60)
      XCTAssertEqual(e.properties["DTSTAMP"], "20260301T123456Z")
      XCTAssertEqual(e.properties["TRANSP"], "TRANSPARENT")
      XCTAssertEqual(e.properties["GEO"], "51.5074;-0.1278")
      XCTAssertNotNil(e.properties["SUMMARY;LANGUAGE=en"])
    }
    // The Friday's Dhuhr is Jumu'ah; the Fajr description gives sunrise.
    let friday = try XCTUnwrap(events.first { $0.uid.hasPrefix("20260327-dhuhr") })
    XCTAssertEqual(friday.properties["SUMMARY;LANGUAGE=en"], "Jumu'ah")
    let fajr = try XCTUnwrap(events.first { $0.uid.hasPrefix("20260329-fajr") })
    XCTAssertEqual(fajr.properties["SUMMARY;LANGUAGE=en"], "Fajr")
    XCTAssertEqual(
      fajr.properties["DESCRIPTION;LANGUAGE=en"],
      "Sunday 29 March 2026 · 10 Shawwal 1447 AH\\nSunrise: 6:43\u{202F}AM")
  }

  /// UIDs depend on the date, the prayer, the place (to 0.001°) and the method only: another
  /// `--now`, Asr rule or language gives the same UIDs, so a re-import updates the events.
  func testICS_UIDsAreStable() throws {
    let base = Self.istanbul + ["--date", "2026-12-02", "--days", "2", "--format", "ics"]
    func uids(_ extra: [String]) throws -> [String] {
      Self.events(contentLines(try bytes(base + extra))).map(\.uid)
    }
    let first = try uids(["--now", "2026-11-01T00:00:00Z"])
    XCTAssertEqual(first.count, 10)
    XCTAssertEqual(first.first, "20261202-fajr-41.008n28.978e-turkey@prayertimes")
    XCTAssertEqual(try uids(["--now", "2026-11-02T00:00:00Z", "--asr", "hanafi", "--locale", "ar"]), first)
    // The same events twice with the same --now: the same bytes.
    XCTAssertEqual(
      try bytes(base + ["--now", "2026-11-01T00:00:00Z"]), try bytes(base + ["--now", "2026-11-01T00:00:00Z"]))
    let southWest = Self.events(contentLines(try bytes(
      ["--lat", "-33.8688", "--lon", "-151.2093", "--tz", "UTC", "--method", "mwl", "--date", "2026-12-02", "--format", "ics"])))
    XCTAssertEqual(southWest.first?.uid, "20261202-fajr-33.869s151.209w-mwl@prayertimes")
  }

  /// Text is escaped and folded without splitting characters, in every language.
  func testICS_EscapingAndFolding() throws {
    let data = try bytes(
      Self.istanbul + ["--date", "2026-12-04", "--format", "ics", "--locale", "ar", "--place", "a,b;c\\d — مسجد السلطان أحمد، إسطنبول، تركيا"])
    let lines = contentLines(data)
    XCTAssertTrue(
      lines.contains("LOCATION;LANGUAGE=ar:a\\,b\\;c\\\\d — مسجد السلطان أحمد، إسطنبول، تركيا"), "\(lines)")
    XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\r\n "), "some line is folded")
    let events = Self.events(lines)
    // Friday's event is the Friday prayer, صلاة الجمعة (a bare الجمعة titles an event "Friday").
    XCTAssertEqual(events.map { $0.properties["SUMMARY;LANGUAGE=ar"] ?? "" }, ["الفجر", "صلاة الجمعة", "العصر", "المغرب", "العشاء"])
  }

  /// A time that does not happen has no event; zones without an IANA name are said as Etc/GMT.
  func testICS_MissingTimesAndFixedZones() throws {
    let polar = Self.events(contentLines(try bytes(
      CLITests.tromso + ["--date", "2026-12-21", "--high-lat", "none", "--polar", "unresolved", "--format", "ics"])))
    let kinds = Set(polar.map { String($0.uid.split(separator: "-")[1]) })
    XCTAssertFalse(kinds.contains("maghrib"), "\(kinds)")
    XCTAssertTrue(kinds.contains("dhuhr"))
    for (zone, name) in [("+03:00", "Etc/GMT-3"), ("-05:00", "Etc/GMT+5"), ("UTC", "UTC")] {
      let lines = contentLines(try bytes(["--lat", "0", "--lon", "0", "--tz", zone, "--format", "ics"]))
      XCTAssertTrue(lines.contains("X-WR-TIMEZONE:" + name), "\(zone)")
    }
    let india = contentLines(try bytes(["--lat", "0", "--lon", "0", "--tz", "+05:30", "--format", "ics"]))
    XCTAssertFalse(india.contains { $0.hasPrefix("X-WR-TIMEZONE") })
  }

  // MARK: - Golden fixtures (parsed by icalendar when made)

  struct Fixture: Decodable {
    var name: String
    var ics: [String]
    var json: [String]
  }

  struct Parsed: Decodable {
    var uid: String
    var summary: String
    var dtstart: String
    var dtend: String
  }

  /// The current output equals each fixture byte for byte, and the instants icalendar read from
  /// the fixture equal the current JSON's — every event, and every JSON time has its event.
  func testICS_GoldenFixtures() throws {
    let list = try JSONDecoder().decode(
      [Fixture].self, from: Data(contentsOf: Self.fixtures.appendingPathComponent("fixtures.json")))
    XCTAssertEqual(list.count, 4)
    let iso = ISO8601DateFormatter()
    for fixture in list {
      let golden = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture.name + ".ics"))
      let current = try bytes(fixture.ics)
      if current != golden {
        let a = String(decoding: current, as: UTF8.self).components(separatedBy: "\r\n")
        let b = String(decoding: golden, as: UTF8.self).components(separatedBy: "\r\n")
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        XCTFail(
          "\(fixture.name).ics differs from the output at line \(i + 1): "
            + "\(i < a.count ? a[i] : "(end)") vs \(i < b.count ? b[i] : "(end)"). If the change is "
            + "meant, regenerate: python3 Scripts/gen_ics_fixtures.py")
      }
      let parsed = try JSONDecoder().decode(
        [Parsed].self,
        from: Data(contentsOf: Self.fixtures.appendingPathComponent(fixture.name + ".instants.json")))
      let instants = try jsonInstants(fixture.json)
      let kinds = Set(parsed.map { String($0.uid.split(separator: "-")[1]) })
      XCTAssertEqual(parsed.count, instants.keys.filter { kinds.contains(String($0.split(separator: "-")[1])) }.count)
      XCTAssertEqual(Set(parsed.map(\.uid)).count, parsed.count)
      for event in parsed {
        let parts = event.uid.split(separator: "-")
        let start = try XCTUnwrap(iso.date(from: event.dtstart))
        XCTAssertEqual(start, instants["\(parts[0])-\(parts[1])"], "\(fixture.name) \(event.uid)")
        XCTAssertEqual(try XCTUnwrap(iso.date(from: event.dtend)).timeIntervalSince(start), 900)
      }
      // And the Swift reading of the fixture agrees with icalendar's.
      let events = Self.events(contentLines(golden))
      XCTAssertEqual(events.map(\.uid), parsed.map(\.uid))
      XCTAssertEqual(events.map { Self.utc($0.properties["DTSTART"] ?? "") }, parsed.map { iso.date(from: $0.dtstart) })
    }
  }

  // MARK: - icalendar, when installed

  /// A Python with the `icalendar` package: `$ICALENDAR_PYTHON`, the workspace's `.venv`, or
  /// `python3` on the PATH.
  static func icalendarPython() -> String? {
    var candidates: [String] = []
    if let p = ProcessInfo.processInfo.environment["ICALENDAR_PYTHON"] { candidates.append(p) }
    candidates += [
      repositoryRoot.deletingLastPathComponent().appendingPathComponent(".venv/bin/python3").path,
      repositoryRoot.appendingPathComponent(".venv/bin/python3").path,
      "/usr/bin/python3", "/usr/local/bin/python3",
    ]
    for python in candidates where FileManager.default.isExecutableFile(atPath: python) {
      let run = try? runProgram(URL(fileURLWithPath: python), ["-c", "import icalendar"])
      if run?.status == 0 { return python }
    }
    return nil
  }

  /// Scripts/verify_ics.py (icalendar) on several outputs: it parses, round-trips, and every
  /// DTSTART is the JSON's instant.
  func testICS_IndependentParser_icalendar() throws {
    guard let python = Self.icalendarPython() else {
      print("Note: ICSTests.testICS_IndependentParser_icalendar skipped: no python3 with the "
        + "icalendar package (pip install icalendar; or set ICALENDAR_PYTHON). The golden "
        + "fixtures still check the output.")
      throw XCTSkip("no python3 with icalendar")
    }
    let cases: [[String]] = [
      CLITests.london + ["--method", "moonsighting", "--date", "2026-10-23", "--days", "5"],
      CLITests.makkah + ["--date", "2026-11-29", "--days", "3", "--rounding", "none"],
      CLITests.tromso + ["--date", "2026-12-20", "--days", "3", "--high-lat", "none", "--polar", "unresolved"],
      ["--lat", "-33.8688", "--lon", "151.2093", "--tz", "+05:30", "--date", "2026-04-03", "--days", "3"],
      ["ramadan", "1447"] + CLITests.london,
    ] + (try JSONDecoder().decode(
      [Fixture].self, from: Data(contentsOf: Self.fixtures.appendingPathComponent("fixtures.json")))
      .map { $0.json.filter { $0 != "--format" && $0 != "json" } })
    final class Box: @unchecked Sendable { var results: [Int: (status: Int32, stdout: String, stderr: String)] = [:]; let lock = NSLock() }
    let box = Box()
    var files: [(String, String)] = []
    for (i, arguments) in cases.enumerated() {
      let ics = directory.appendingPathComponent("\(i).ics").path
      let json = directory.appendingPathComponent("\(i).json").path
      let locale = ["--locale", ["en", "ar", "tr"][i % 3]]
      try bytes(arguments + ["--format", "ics"] + locale).write(to: URL(fileURLWithPath: ics))
      try bytes(arguments + ["--format", "json"]).write(to: URL(fileURLWithPath: json))
      files.append((ics, json))
    }
    let script = repositoryRoot.appendingPathComponent("Scripts/verify_ics.py").path
    let pairs = files
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      let run = try? runProgram(URL(fileURLWithPath: python), [script, pairs[i].0, "--json", pairs[i].1])
      box.lock.lock()
      box.results[i] = run?.parts ?? (-1, "", "\(python) did not start")
      box.lock.unlock()
    }
    var total = 0
    for i in files.indices {
      let (status, out, err) = try XCTUnwrap(box.results[i])
      XCTAssertEqual(status, 0, "\(cases[i]): \(err)")
      let summary = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], out)
      let events = summary["events"] as? Int ?? 0
      XCTAssertGreaterThan(events, 0)
      XCTAssertEqual(summary["checkedAgainstJSON"] as? Int, events, "\(cases[i])")
      total += events
    }
    print("icalendar \(Self.icalendarVersion(python)): \(files.count) files, \(total) events parsed, "
      + "round-tripped, every DTSTART equal to the JSON instant")
  }

  static func icalendarVersion(_ python: String) -> String {
    let run = try? runProgram(URL(fileURLWithPath: python), ["-c", "import icalendar; print(icalendar.__version__)"])
    return (run?.stdout ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
