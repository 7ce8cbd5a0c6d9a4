import Astro
import Foundation
import PrayerSnapshot
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The year chart: its plotting model (where curves break and why) and the SVG drawn from it.
final class YearChartTests: XCTestCase {
  static func year(
    _ latitude: Double, _ longitude: Double, _ zone: String, _ method: CalculationMethod,
    year: Int = 2026, configure: (inout CalculationParameters) -> Void = { _ in }
  ) throws -> Timetable {
    var parameters = method.parameters
    configure(&parameters)
    return Timetable(
      coordinates: Coordinates(latitude: latitude, longitude: longitude)!,
      start: CivilDate(year: year, month: 1, day: 1)!,
      count: CivilDate.isLeapYear(year) ? 366 : 365, zone: try ZoneSpec(parsing: zone),
      parameters: parameters)
  }

  static func london() throws -> Timetable {
    try year(51.5074, -0.1278, "Europe/London", .moonsighting)
  }
  static func istanbul() throws -> Timetable {
    try year(41.0082, 28.9784, "Europe/Istanbul", .turkey)
  }
  static func tromso() throws -> Timetable { try year(69.65, 18.96, "Europe/Oslo", .mwl) }

  static let prayers = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]

  /// The elements of an XML document, in document order, with their attributes; fails the test
  /// if the document does not parse.
  final class Elements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    static func parse(_ svg: String, file: StaticString = #filePath, line: UInt = #line) -> Elements {
      let parser = XMLParser(data: Data(svg.utf8))
      let delegate = Elements()
      parser.delegate = delegate
      let ok = parser.parse()
      XCTAssertTrue(ok, "not XML: \(String(describing: parser.parserError))", file: file, line: line)
      return delegate
    }

    func all(_ name: String) -> [[String: String]] {
      elements.filter { $0.name == name }.map(\.attributes)
    }
  }

  // MARK: - The SVG

  func testSVGIsXMLWithOneCurveGroupPerPrayerInOrder() throws {
    let svg = YearChart.svg(
      timetable: try Self.istanbul(), title: "Prayer times 2026 · Istanbul <&>", today: nil)
    let xml = Elements.parse(svg)
    XCTAssertEqual(xml.elements.first?.name, "svg")
    XCTAssertEqual(xml.elements.first?.attributes["xmlns"], "http://www.w3.org/2000/svg")
    let groups = xml.all("g").compactMap { $0["data-prayer"] }
    XCTAssertEqual(groups, Self.prayers)
    // Every curve group holds at least one path; the title is escaped and survives parsing.
    for prayer in Self.prayers {
      XCTAssertTrue(svg.contains(#"<g id="curve-\#(prayer)""#), prayer)
    }
    XCTAssertTrue(xml.text.contains("Prayer times 2026 · Istanbul <&>"))
    XCTAssertTrue(xml.text.contains("Europe/Istanbul"))
    XCTAssertTrue(xml.text.contains("(turkey)"))
    for month in ["Jan 2026", "Feb", "Jun", "Dec"] { XCTAssertTrue(xml.text.contains(month), month) }
    for hour in ["00:00", "12:00", "24:00"] { XCTAssertTrue(xml.text.contains(hour), hour) }
    // Self-contained: no scripts, no external references, no web fonts.
    for banned in ["<script", "href", "@import", "url(http", "@font-face"] {
      XCTAssertFalse(svg.contains(banned), banned)
    }
    XCTAssertLessThan(svg.utf8.count, 200_000)
  }

  func testNumbersHaveAtMostOneDecimal() throws {
    let svg = YearChart.svg(timetable: try Self.tromso(), title: "T", today: nil)
    let long = try NSRegularExpression(pattern: #"[0-9]\.[0-9]{2,}"#)
    let attributes = svg.split(separator: "\n").filter { $0.contains(" d=\"") }
    XCTAssertFalse(attributes.isEmpty)
    for line in attributes {
      let text = String(line)
      XCTAssertNil(
        long.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        String(text.prefix(120)))
    }
  }

  func testDeterministic() throws {
    let today = CivilDate(year: 2026, month: 5, day: 12)!
    let a = YearChart.svg(timetable: try Self.tromso(), title: "Tromsø", today: today)
    let b = YearChart.svg(timetable: try Self.tromso(), title: "Tromsø", today: today)
    XCTAssertEqual(a, b)
    XCTAssertEqual(Data(a.utf8), Data(b.utf8))
  }

  func testTodayMarkedOnlyWithinTheDates() throws {
    let t = try Self.london()
    let inside = YearChart.svg(
      timetable: t, title: "L", today: CivilDate(year: 2026, month: 5, day: 12)!)
    let xml = Elements.parse(inside)
    XCTAssertEqual(xml.all("g").filter { $0["id"] == "today" }.map { $0["data-date"] }, ["2026-05-12"])
    XCTAssertTrue(xml.text.contains("Today, 12 May"))
    // A dot on each of the six curves on that day.
    XCTAssertEqual(inside.components(separatedBy: "<circle").count - 1, 6)

    for outside in [nil, CivilDate(year: 2025, month: 12, day: 31)!, CivilDate(year: 2027, month: 1, day: 1)!] {
      let svg = YearChart.svg(timetable: t, title: "L", today: outside)
      XCTAssertFalse(svg.contains(#"id="today""#), "\(String(describing: outside))")
      XCTAssertFalse(svg.contains("Today"))
    }
    // The first and last days are inside.
    for edge in [CivilDate(year: 2026, month: 1, day: 1)!, CivilDate(year: 2026, month: 12, day: 31)!] {
      XCTAssertTrue(
        YearChart.svg(timetable: t, title: "L", today: edge).contains(#"id="today""#), "\(edge)")
    }
  }

  // MARK: - Clock changes

  func testDaylightSavingSplitsEveryCurveAtTheChangeDates() throws {
    let t = try Self.london()
    let model = YearChart.model(t)
    let spring = CivilDate(year: 2026, month: 3, day: 29)!
    let autumn = CivilDate(year: 2026, month: 10, day: 25)!
    XCTAssertEqual(model.clockChanges.map(\.date), [spring, autumn])
    XCTAssertEqual(model.clockChanges.map { $0.toSeconds - $0.fromSeconds }, [3600, -3600])
    XCTAssertEqual(model.curves.map(\.kind.rawValue), Self.prayers)
    for curve in model.curves {
      // Three runs: GMT, BST, GMT; each on one clock; the breaks exactly at the change dates.
      XCTAssertEqual(curve.segments.count, 3, curve.name)
      XCTAssertEqual(curve.segments.map(\.start), [.start, .clockChange, .clockChange], curve.name)
      XCTAssertEqual(curve.segments.map { $0.points.first?.date }, [t.days[0].date, spring, autumn])
      XCTAssertEqual(curve.segments.map { $0.points.first?.utcOffsetSeconds }, [0, 3600, 0])
      for segment in curve.segments {
        XCTAssertEqual(Set(segment.points.map(\.utcOffsetSeconds)).count, 1, curve.name)
      }
      XCTAssertEqual(curve.points.count, 365, curve.name)
      // The step is the hour the clocks moved (the Sun moves the time by a few minutes at most).
      for (i, sign) in [(1, 1.0), (2, -1.0)] {
        let before = curve.segments[i - 1].points.last!.minutes
        let after = curve.segments[i].points.first!.minutes
        XCTAssertEqual(after - before, sign * 60, accuracy: 6, "\(curve.name) step \(i)")
      }
    }
    // The SVG draws them as separate paths and marks the dates.
    let svg = YearChart.svg(timetable: t, title: "London", today: nil)
    let xml = Elements.parse(svg)
    XCTAssertEqual(
      xml.all("line").compactMap { $0["data-date"] }, ["2026-03-29", "2026-10-25"])
    XCTAssertEqual(xml.all("path").filter { $0["data-start"] == "clockChange" }.count, 12)
    XCTAssertTrue(xml.text.contains("29 Mar: clocks +1 h"))
    XCTAssertTrue(xml.text.contains("25 Oct: clocks \u{2212}1 h"))
  }

  func testNoClockChangeNoBreak() throws {
    let model = YearChart.model(try Self.istanbul())
    XCTAssertTrue(model.clockChanges.isEmpty)
    XCTAssertTrue(model.estimatedOrigins.isEmpty)
    XCTAssertFalse(model.hasGaps)
    for curve in model.curves {
      XCTAssertEqual(curve.segments.count, 1, curve.name)
      XCTAssertEqual(curve.points.count, 365)
      XCTAssertTrue(curve.points.allSatisfy { $0.utcOffsetSeconds == 10_800 && !$0.isEstimated })
      // Consecutive days, in order.
      XCTAssertEqual(curve.points.map(\.day), Array(0..<365))
    }
    let svg = YearChart.svg(timetable: try Self.istanbul(), title: "I", today: nil)
    XCTAssertFalse(svg.contains("clock-changes"))
    XCTAssertFalse(svg.contains(#"class="estimated""#))
    XCTAssertFalse(svg.contains("Dotted"))
    XCTAssertFalse(svg.contains("Gaps"))
  }

  // MARK: - High latitudes

  func testTromsoEstimatedSegmentsMarked() throws {
    let t = try Self.tromso()
    let model = YearChart.model(t)
    XCTAssertEqual(model.estimatedOrigins, [.highLatitudeRule, .polarResolution])
    // Every point's style agrees with its segment; a change of origin continues the curve.
    for curve in model.curves {
      for segment in curve.segments {
        XCTAssertTrue(segment.points.allSatisfy { $0.isEstimated == segment.isEstimated })
      }
    }
    // Isha and Fajr from the high-latitude rule around the summer; sunrise and Maghrib borrowed
    // by the polar resolution in the midnight sun (late May to mid July) and the polar night.
    func estimated(_ kind: TimeKind, _ month: Int, _ day: Int) -> PrayerTime.Origin? {
      let date = CivilDate(year: 2026, month: month, day: day)!
      return model.curve(kind)?.points.first { $0.date == date }.map(\.origin)
    }
    XCTAssertEqual(estimated(.isha, 4, 15), .highLatitudeRule)
    XCTAssertEqual(estimated(.fajr, 4, 15), .highLatitudeRule)
    XCTAssertEqual(estimated(.sunrise, 6, 21), .polarResolution)
    XCTAssertEqual(estimated(.maghrib, 6, 21), .polarResolution)
    XCTAssertEqual(estimated(.sunrise, 12, 21), .polarResolution)
    XCTAssertEqual(estimated(.sunrise, 3, 1), .astronomical)
    XCTAssertTrue(
      model.curve(.sunrise)!.segments.contains { $0.isEstimated && $0.start == .origin })

    let svg = YearChart.svg(timetable: t, title: "Tromsø", today: nil)
    let xml = Elements.parse(svg)
    let estimatedPaths = xml.all("path").filter { $0["class"] == "estimated" }
    XCTAssertFalse(estimatedPaths.isEmpty)
    XCTAssertTrue(estimatedPaths.allSatisfy { $0["stroke-dasharray"] != nil })
    // Each estimated kind has a dotted path in its group.
    for kind in ["fajr", "sunrise", "maghrib", "isha"] {
      let group = svg.components(separatedBy: #"<g id="curve-\#(kind)""#)[1]
        .components(separatedBy: "</g>")[0]
      XCTAssertTrue(group.contains(#"class="estimated""#), kind)
    }
    XCTAssertTrue(xml.text.contains("high-latitude rule (twilight angle)"))
    XCTAssertTrue(xml.text.contains("polar resolution (nearest latitude)"))
  }

  func testMidnightWrapBreaksTheCurve() throws {
    // In Tromsø, Maghrib passes midnight in May before the midnight sun: the curve leaves the
    // bottom and comes back at the top, not a line across the chart.
    let model = YearChart.model(try Self.tromso())
    let maghrib = model.curve(.maghrib)!
    let wrap = try XCTUnwrap(maghrib.segments.first { $0.start == .midnight })
    XCTAssertEqual(wrap.points.first?.date.month, 5)
    for curve in model.curves {
      for segment in curve.segments {
        for (a, b) in zip(segment.points, segment.points.dropFirst()) {
          XCTAssertLessThan(abs(a.minutes - b.minutes), 720, "\(curve.name) \(a.date)")
        }
      }
      XCTAssertTrue(curve.points.allSatisfy { (0..<1440).contains($0.minutes) })
    }
  }

  func testMissingTimesLeaveGaps() throws {
    // Without a high-latitude rule, London has no Isha by 17° around midsummer.
    let t = try Self.year(51.5074, -0.1278, "Europe/London", .mwl) { $0.highLatitudeRule = .none }
    let model = YearChart.model(t)
    XCTAssertTrue(model.hasGaps)
    let isha = model.curve(.isha)!
    XCTAssertLessThan(isha.points.count, 365)
    let gap = try XCTUnwrap(isha.segments.first { $0.start == .missing })
    XCTAssertEqual(gap.points.first?.date.month, 7)
    let before = try XCTUnwrap(isha.segments.firstIndex { $0.start == .missing })
    XCTAssertGreaterThan(gap.points.first!.day - isha.segments[before - 1].points.last!.day, 1)
    let svg = YearChart.svg(timetable: t, title: "London", today: nil)
    XCTAssertTrue(svg.contains("Gaps: the time does not happen on those days."))
    XCTAssertFalse(svg.contains("Dotted"))
  }

  func testMidnightSunUnresolvedIsShadedAllDay() throws {
    let t = try Self.year(69.65, 18.96, "Europe/Oslo", .mwl) {
      $0.polarResolution = .unresolved
      $0.highLatitudeRule = .none
    }
    let model = YearChart.model(t)
    XCTAssertTrue(model.hasGaps)
    XCTAssertTrue(model.estimatedOrigins.isEmpty)
    // Midsummer: the Sun is up all day; the first day without sunset: up from Sunrise on.
    let midsummer = CivilDate(year: 2026, month: 1, day: 1)!.days(to: CivilDate(year: 2026, month: 6, day: 21)!)
    XCTAssertTrue(model.sunUp.contains { $0.day == midsummer && $0.from == 0 && $0.to == 1440 })
    let partial = try XCTUnwrap(model.sunUp.first)
    XCTAssertEqual(partial.to, 1440)
    XCTAssertGreaterThan(partial.from, 0)
    XCTAssertTrue(model.sunUp.allSatisfy { $0.from < $0.to && $0.from >= 0 && $0.to <= 1440 })
    // No sunrise and no Maghrib in the curves on those days.
    XCTAssertNil(model.curve(.maghrib)!.points.first { $0.day == midsummer })
    let svg = YearChart.svg(timetable: t, title: "Tromsø", today: nil)
    XCTAssertTrue(svg.contains(#"class="sun-up""#))
    XCTAssertTrue(svg.contains("where the Sun does not set"))
    XCTAssertTrue(Elements.parse(svg).elements.count > 100)
  }

  func testOtherRangesAndFixedOffsets() throws {
    // A month in a fixed zone: no year-long assumptions.
    let t = Timetable(
      coordinates: Coordinates(latitude: 21.4225, longitude: 39.8262)!,
      start: CivilDate(year: 2026, month: 2, day: 10)!, count: 30,
      zone: ZoneSpec(fixedOffsetSeconds: 3 * 3600), parameters: CalculationMethod.ummAlQura.parameters)
    let model = YearChart.model(t)
    XCTAssertEqual(model.dayCount, 30)
    XCTAssertTrue(model.curves.allSatisfy { $0.points.count == 30 })
    let svg = YearChart.svg(timetable: t, title: "Makkah", today: CivilDate(year: 2026, month: 2, day: 20)!)
    let xml = Elements.parse(svg)
    XCTAssertTrue(xml.text.contains("2026-02-10 to 2026-03-11"))
    XCTAssertTrue(svg.contains(#"id="today""#))
    XCTAssertTrue(xml.text.contains("UTC+03:00"))
  }
}
