import Foundation
import TestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `prayertimes chart`, run as the built binary.
final class ChartCLITests: ScratchDirectoryTestCase {
  static let london =
    ["chart"] + CLITests.london + ["--method", "moonsighting", "--now", "2026-05-12T10:00:00Z"]

  func parses(_ text: String) -> Bool { XMLParser(data: Data(text.utf8)).parse() }

  func testWritesTheFileAtomically() throws {
    let path = directory.appendingPathComponent("london.svg").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let before = try inode(path)
    let (status, out, err) = try CLITests.run(
      Self.london + ["--year", "2026", "--place", "London", "--out", path])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.hasPrefix("Wrote the chart of 2026 to \(path)"), err)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(svg.hasPrefix("<?xml"))
    XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    XCTAssertTrue(parses(svg))
    XCTAssertTrue(svg.contains("Prayer times 2026 · London"))
    XCTAssertTrue(svg.contains(#"id="today" data-date="2026-05-12""#))
    XCTAssertTrue(svg.contains("29 Mar: clocks +1 h"))
    // Replaced by a rename (a new file), with no scratch file left beside it.
    XCTAssertNotEqual(try inode(path), before)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["london.svg"])

    // The same chart on standard output, byte for byte.
    let (status2, out2, err2) = try CLITests.run(
      Self.london + ["--year", "2026", "--place", "London", "--out", "-"])
    XCTAssertEqual(status2, 0, err2)
    XCTAssertEqual(err2, "")
    XCTAssertEqual(out2, svg)
  }

  func testYearDefaultsToNowInTheZoneAndTodayOnlyInItsYear() throws {
    // 31 Dec 2025 23:30 UTC is already 2026 in Istanbul (UTC+3).
    let istanbul = [
      "chart", "--lat", "41.0082", "--lon", "28.9784", "--tz", "Europe/Istanbul", "--method",
      "turkey", "--out", "-",
    ]
    let (status, out, err) = try CLITests.run(istanbul + ["--now", "2025-12-31T23:30:00Z"])
    XCTAssertEqual(status, 0, err)
    XCTAssertTrue(out.contains("Prayer times 2026"))
    XCTAssertTrue(out.contains(#"id="today" data-date="2026-01-01""#))
    let (status2, other, err2) = try CLITests.run(
      istanbul + ["--now", "2025-12-31T23:30:00Z", "--year=2027"])
    XCTAssertEqual(status2, 0, err2)
    XCTAssertTrue(other.contains("Prayer times 2027"))
    XCTAssertFalse(other.contains(#"id="today""#))
    XCTAssertTrue(parses(other))
  }

  /// Without --tz: the nearest place's zone, said on stderr; far from every place, the fixed
  /// offset nearest the longitude.
  func testWithoutZoneANoteAndTheNearestPlacesZone() throws {
    let (status, out, err) = try CLITests.run(
      ["chart", "--lat", "21.4225", "--lon", "39.8262", "--year", "2026", "--out", "-"])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(err, "Zone: Asia/Riyadh (nearest place Makkah, SA, 0.5 km)\n")
    XCTAssertTrue(out.contains("Asia/Riyadh"))
    let (status2, out2, err2) = try CLITests.run(
      ["chart", "--lat", "-30", "--lon", "-25", "--year", "2026", "--out", "-"])
    XCTAssertEqual(status2, 0, err2)
    XCTAssertTrue(err2.hasPrefix("Zone: UTC-02:00 (no place within 300 km"), err2)
    XCTAssertTrue(out2.contains("UTC-02:00"))
  }

  func testUsageErrorsExit2WithNothingWritten() throws {
    let target = directory.appendingPathComponent("keep.svg").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
    let base = Self.london
    let cases: [([String], [String])] = [
      (base + ["--year", "2026"], ["missing '--out FILE.svg'"]),
      (base + ["--year", "abc", "--out", target], ["'--year' needs a whole number 1600...2100, got 'abc'"]),
      (base + ["--year", "0", "--out", target], ["'--year' 0 is out of range", "1600...2100"]),
      (base + ["--year", "1599", "--out", target], ["'--year' 1599 is out of range", "1600...2100"]),
      (base + ["--year", "2101", "--out", target], ["'--year' 2101 is out of range", "1600...2100"]),
      (base + ["--year", "10000", "--out", target], ["'--year' 10000 is out of range"]),
      (["chart", "--lat", "51.5", "--lon", "0", "--tz", "UTC", "--now", "2101-06-01T00:00:00Z", "--out", target],
       ["the current year 2101 is out of range", "1600...2100", "--year"]),
      (base + ["--year", "2026.5", "--out", target], ["got '2026.5'"]),
      (base + ["--year", "-5", "--out", target], ["'--year' -5 is out of range"]),
      (base + ["--year", "2026", "--year", "2027", "--out", target], ["'--year' given twice"]),
      (base + ["--out"], ["missing value for '--out'"]),
      (base + ["--out", ""], ["'--out' needs a file path"]),
      (base + ["--out", directory.path], ["is not a regular file"]),
      (base + ["--days", "3", "--out", target], ["'--days' does not apply to 'chart'", "--year"]),
      (base + ["--date", "2026-01-01", "--out", target], ["'--date' does not apply"]),
      (base + ["--format", "json", "--out", target], ["'--format' does not apply", "SVG"]),
      (base + ["--clock", "12", "--out", target], ["'--clock' does not apply", "24:00"]),
      (base + ["--locale", "xx", "--out", target], ["'xx'", "'ar'"]),
      (base + ["--colour", "red", "--out", target], ["unknown option '--colour'"]),
      (base + ["2026", "--out", target], ["unexpected argument '2026'"]),
      (base + ["--place", " ", "--out", target], ["'--place' needs a label"]),
      (["chart", "--lat", "0", "--lon", "0", "--method", "nope", "--out", target], ["'--method'", "mwl"]),
      (["chart", "--lon", "0", "--out", target], ["missing '--lat DEG'"]),
      (["chart", "--lat", "91", "--lon", "0", "--out", target], ["'--lat' 91 is out of range"]),
      (["chart", "--lat", "0", "--lon", "0", "--tz", "Mars/Olympus", "--out", target], ["unknown time zone 'Mars/Olympus'"]),
      (base + ["--tz", "UTC", "--out", target], ["'--tz' given twice"]),
    ]
    try assertFailures(cases, everyMention: ["Usage: prayertimes chart"])
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["keep.svg"])
  }

  func testUnwritableTargetExits1() throws {
    let path = directory.appendingPathComponent("missing/chart.svg").path
    let (status, out, err) = try CLITests.run(Self.london + ["--out", path])
    XCTAssertEqual(status, 1, err)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.contains("cannot write the chart to '\(path)'"), err)
  }

  /// The `<text>` elements of an SVG with the `id` of the group around each and the
  /// `direction` they inherit.
  final class Texts: NSObject, XMLParserDelegate {
    struct Text { let group: String, direction: String?, anchor: String?, text: String }
    var texts: [Text] = []
    var root: [String: String] = [:]
    private var stack: [[String: String]] = []
    private var current: String?

    static func of(_ svg: String) -> Texts {
      let t = Texts()
      let parser = XMLParser(data: Data(svg.utf8))
      parser.delegate = t
      XCTAssertTrue(parser.parse())
      return t
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "svg" { root = attributes }
      stack.append(attributes)
      if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      if name == "text", let text = current {
        texts.append(
          Text(
            group: stack.dropLast().last { $0["id"] != nil }?["id"] ?? "",
            direction: stack.last { $0["direction"] != nil }?["direction"],
            anchor: stack.last { $0["text-anchor"] != nil }?["text-anchor"], text: text))
        current = nil
      }
      stack.removeLast()
    }

    func group(_ id: String) -> [Text] { texts.filter { $0.group == id } }
  }

  /// The names of the times as the language's table (`Data/l10n/<tag>.json`) labels them.
  static func labels(_ lang: String) throws -> [String: String] {
    let table = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: dataBytes("l10n/\(lang).json")) as? [String: Any])
    return try XCTUnwrap((table["names"] as? [String: Any])?["label"] as? [String: String])
  }

  /// `chart --locale`: in every language of `Data/l10n/`, in its default digits and in `latn`,
  /// the month labels are ICU's `LLL`, the months standing alone, in the stand-alone
  /// capitalization context (ru `Март`, not a date's `марта`; fr `Janv.`), the hours ICU's `Hmm` of
  /// that language and digits, the day of the today label ICU's `MMMd`, and the legend the
  /// table's names of the six times; a right-to-left language's text runs right to left (its
  /// anchors mirrored so the layout stays), the root carries `xml:lang`.
  func testChart_Locale_MonthsHoursTodayAndLegend() throws {
    let languages = try OutputFormatsTests.tableLanguages()
    XCTAssertEqual(languages.count, 11)
    let utc = TimeZone(identifier: "UTC")!
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = utc
    func icu(_ date: Date, _ locale: String, template: String? = nil, pattern: String? = nil) -> String {
      let f = DateFormatter()
      f.locale = Locale(identifier: locale)
      f.timeZone = utc
      f.calendar = gregorian
      if let template { f.setLocalizedDateFormatFromTemplate(template) }
      if let pattern { f.dateFormat = pattern }
      return OutputFormatsTests.unmarked(f.string(from: date)[...])
    }
    let kinds = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]
    for lang in languages {
      let table = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: dataBytes("l10n/\(lang).json")) as? [String: Any])
      let defaultDigits = try XCTUnwrap((table["defaults"] as? [String: String])?["digits"])
      let rtl = table["direction"] as? String == "rtl"
      let labels = try Self.labels(lang)
      for digits in Set([defaultDigits, "latn"]).sorted() {
        let (status, svg, err) = try CLITests.run(
          Self.london + ["--year", "2026", "--locale", lang, "--digits", digits, "--out", "-"])
        XCTAssertEqual(status, 0, err)
        let xml = Texts.of(svg)
        let locale = "\(lang)@numbers=\(digits)"
        XCTAssertEqual(xml.root["xml:lang"], lang)
        // The month alone, in the stand-alone capitalization context (fr `Janv.`, ru `Март`).
        let alone = Date.FormatStyle(
          locale: Locale(identifier: lang), calendar: gregorian, timeZone: utc, capitalizationContext: .standalone
        ).month(.abbreviated)
        let months = try (1...12).map { m in
          OutputFormatsTests.unmarked(
            alone.format(try XCTUnwrap(gregorian.date(from: DateComponents(year: 2026, month: m, day: 15, hour: 12))))[...])
        }
        XCTAssertEqual(xml.group("x-axis").map(\.text), months, locale)
        for m in 0..<12 {
          XCTAssertEqual(
            months[m].lowercased(),
            icu(try XCTUnwrap(gregorian.date(from: DateComponents(year: 2026, month: m + 1, day: 15, hour: 12))), locale, pattern: "LLL").lowercased(),
            locale)
        }
        if lang == "ru" { XCTAssertEqual(xml.group("x-axis")[2].text, "Март", locale) }
        let hours = try stride(from: 0, through: 22, by: 2).map { h in
          icu(try XCTUnwrap(gregorian.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: h))), locale, template: "Hmm")
        }
        XCTAssertEqual(Array(xml.group("y-axis").map(\.text).prefix(12)), hours, locale)
        let today = try XCTUnwrap(xml.group("today").first?.text, locale)
        let may12 = try XCTUnwrap(gregorian.date(from: DateComponents(year: 2026, month: 5, day: 12, hour: 12)))
        XCTAssertTrue(today.hasSuffix(icu(may12, locale, template: "MMMd")), "\(locale): \(today)")
        XCTAssertEqual(Array(xml.group("legend").map(\.text).prefix(6)), try kinds.map { try XCTUnwrap(labels[$0]) }, locale)
        let daylight = xml.group("legend")[6].text
        XCTAssertTrue(daylight.contains(labels["sunrise"]!) && daylight.contains(labels["maghrib"]!), daylight)
        for text in xml.group("legend") + xml.group("x-axis") + xml.group("today") + xml.group("clock-changes") {
          XCTAssertEqual(text.direction, rtl ? "rtl" : nil, "\(locale): \(text.text)")
        }
        // The legend starts at its left end in either direction: `end` is the left of rtl text.
        XCTAssertEqual(xml.group("legend").first?.anchor, rtl ? "end" : nil, locale)
        XCTAssertTrue(xml.group("y-axis").allSatisfy { $0.direction == nil }, "the hours stay left to right")
      }
    }
    // Without --locale: the English chart as before (no xml:lang, `Jan 2026`).
    let (_, english, _) = try CLITests.run(Self.london + ["--year", "2026", "--out", "-"])
    let xml = Texts.of(english)
    XCTAssertNil(xml.root["xml:lang"])
    XCTAssertEqual(xml.group("x-axis").first?.text, "Jan 2026")
    XCTAssertEqual(xml.group("legend").first?.text, "Fajr")
  }

  func testHelp() throws {
    for arguments in [["chart", "--help"], ["chart", "-h"], Self.london + ["--help"]] {
      let (status, out, err) = try CLITests.run(arguments)
      XCTAssertEqual(status, 0, err)
      XCTAssertEqual(err, "")
      XCTAssertTrue(out.contains("USAGE: prayertimes chart"), out)
      XCTAssertTrue(out.contains("--year YYYY"))
      XCTAssertTrue(out.contains("--out FILE"))
    }
    let (_, top, _) = try CLITests.run(["--help"])
    XCTAssertTrue(top.contains("  chart [--year YYYY] --out FILE.svg"), top)
  }
}
