import Foundation
import TestSupport
import XCTest

/// The Hijri subcommands (`hijri`, `gregorian`, `occasions`) and the main command's calendar
/// options, run as the built binary, against Foundation's ICU calendars and the announced dates.
final class HijriCLITests: XCTestCase {
  /// Runs the tool and expects a JSON object on stdout.
  func json(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
    -> [String: Any]
  {
    try jsonObject(try output(arguments, file: file, line: line), file: file, line: line)
  }

  /// The non-empty lines of a text.
  static func lines(_ text: String) -> [String] {
    // CRLF (the CSV's line end) is one Character in Swift, and a newline.
    text.split(whereSeparator: \.isNewline).map(String.init)
  }

  // MARK: - Oracle

  static let utc = TimeZone(identifier: "UTC")!

  static func calendar(_ id: Calendar.Identifier) -> Calendar {
    var c = Calendar(identifier: id)
    c.timeZone = utc
    return c
  }

  /// Noon UTC of a Gregorian `YYYY-MM-DD`.
  static func noon(_ text: String) throws -> Date {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    XCTAssertEqual(parts.count, 3, text)
    return try XCTUnwrap(
      calendar(.gregorian).date(
        from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12)), text)
  }

  static func ymd(_ c: DateComponents) -> String {
    String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
  }

  /// Foundation's Hijri date of each day from `first` through `last`, as `gregorian,hijri`.
  static func foundationDays(_ id: Calendar.Identifier, from first: String, through last: String)
    throws -> [String]
  {
    let hijri = calendar(id)
    let gregorian = calendar(.gregorian)
    var date = try noon(first)
    let end = try noon(last)
    var result: [String] = []
    while date <= end {
      let g = ymd(gregorian.dateComponents([.year, .month, .day], from: date))
      let h = ymd(hijri.dateComponents([.year, .month, .day], from: date))
      result.append("\(g),\(h)")
      date += 86_400
    }
    return result
  }

  /// Foundation's Gregorian day of a Hijri date.
  static func foundationGregorian(_ id: Calendar.Identifier, _ y: Int, _ m: Int, _ d: Int) throws
    -> String
  {
    let date = try XCTUnwrap(
      calendar(id).date(from: DateComponents(year: y, month: m, day: d, hour: 12)))
    return ymd(calendar(.gregorian).dateComponents([.year, .month, .day], from: date))
  }

  // MARK: - hijri

  func testHijri_PinnedDates_Text() throws {
    let cases = [
      ("2024-12-02", "1446-06-01"), ("2026-11-29", "1448-06-19"), ("2027-03-10", "1448-10-02"),
      ("2027-02-08", "1448-09-01"),
    ]
    for (gregorian, hijri) in cases {
      XCTAssertEqual(try output(["hijri", gregorian]), "\(gregorian)  \(hijri)\n")
    }
    // Outside the table: the civil estimate, marked.
    XCTAssertEqual(try output(["hijri", "2200-01-01"]), "2200-01-01  1626-11-14 (estimated)\n")
  }

  func testHijri_CSV_ExactForm() throws {
    let out = try output(["hijri", "2026-11-29", "--format", "csv"])
    XCTAssertEqual(out, "gregorian,hijri,estimated,predicted\r\n2026-11-29,1448-06-19,false,false\r\n")  // RFC 4180
    let range = Self.lines(try output(["hijri", "2024-12-01", "--to", "2024-12-03", "--format=csv"]))
    XCTAssertEqual(
      range,
      [
        "gregorian,hijri,estimated,predicted", "2024-12-01,1446-05-29,false,false",
        "2024-12-02,1446-06-01,false,false",
        "2024-12-03,1446-06-02,false,false",
      ])
  }

  func testHijri_JSON_Shape() throws {
    let doc = try json(["hijri", "2026-11-29", "--to", "2026-11-30", "--format", "json"])
    XCTAssertEqual(doc["calendar"] as? String, "umm-al-qura")
    XCTAssertEqual(doc["adjustmentDays"] as? Int, 0)
    let days = try XCTUnwrap(doc["days"] as? [[String: Any]])
    XCTAssertEqual(days.count, 2)
    XCTAssertEqual(days[0]["gregorian"] as? String, "2026-11-29")
    XCTAssertEqual(days[0]["hijri"] as? [String: Int], ["year": 1448, "month": 6, "day": 19])
    XCTAssertEqual(days[0]["estimated"] as? Bool, false)
    XCTAssertEqual(days[1]["hijri"] as? [String: Int], ["year": 1448, "month": 6, "day": 20])
    // Outside the table.
    let outside = try json(["hijri", "2200-01-01", "--format", "json"])
    let day = try XCTUnwrap((outside["days"] as? [[String: Any]])?.first)
    XCTAssertEqual(day["estimated"] as? Bool, true)
  }

  /// Every day of 1900–2100 in Umm al-Qura, civil and tabular (Thursday epoch) against
  /// Foundation, through `--to`; Umm al-Qura also across the end of its table, where both continue
  /// with the civil calendar (and the tool marks the days estimated).
  func testHijri_RangesEqualFoundation() throws {
    let cases: [([String], Calendar.Identifier, String, String)] = [
      (["--calendar", "umm-al-qura"], .islamicUmmAlQura, "1900-01-01", "2100-12-31"),
      ([], .islamicUmmAlQura, "2174-01-01", "2175-12-31"),
      ([], .islamicUmmAlQura, "1881-06-01", "1883-06-01"),
      (["--calendar", "civil"], .islamicCivil, "1900-01-01", "2100-12-31"),
      (["--calendar", "tabular"], .islamicTabular, "1900-01-01", "2100-12-31"),
      (["--calendar", "tabular", "--leap-pattern", "16", "--epoch", "friday"], .islamicCivil,
       "1990-01-01", "2010-12-31"),
    ]
    for (options, id, first, last) in cases {
      let out = try output(["hijri", first, "--to", last, "--format", "csv"] + options)
      var rows = CSV.records(out)
      XCTAssertEqual(rows.removeFirst(), ["gregorian", "hijri", "estimated", "predicted"])
      let expected = try Self.foundationDays(id, from: first, through: last)
      XCTAssertEqual(rows.count, expected.count, "\(options)")
      var mismatches: [String] = []
      for (cells, oracle) in zip(rows, expected) {
        let row = cells.joined(separator: ",")
        if cells.count != 4 || "\(cells[0]),\(cells[1])" != oracle {
          mismatches.append("\(row) vs \(oracle)")
        }
        // Umm al-Qura estimates outside 1882-11-12…2174-11-25; tabular calendars never do.
        let outside = cells[0] < "1882-11-12" || cells[0] > "2174-11-25"
        let estimated = id == .islamicUmmAlQura && outside
        XCTAssertEqual(cells[2], String(estimated), row)
        XCTAssertEqual(cells[3], "false", row)  // none of these calendars predicts
      }
      XCTAssertTrue(mismatches.isEmpty, "\(options) \(first)…\(last): " + mismatches.prefix(5).joined(separator: "; "))
    }
  }

  /// Text, CSV and JSON say the same for the same range.
  func testHijri_FormatsAgree() throws {
    let arguments = ["hijri", "2174-11-20", "--to", "2174-12-05"]
    let text = Self.lines(try output(arguments))
    var csv = CSV.records(try output(arguments + ["--format", "csv"]))
    csv.removeFirst()
    let days = try XCTUnwrap(try json(arguments + ["--format", "json"])["days"] as? [[String: Any]])
    XCTAssertEqual(text.count, 16)
    XCTAssertEqual(csv.count, 16)
    XCTAssertEqual(days.count, 16)
    for (i, line) in text.enumerated() {
      let cells = csv[i]
      let estimated = cells[2] == "true"
      XCTAssertEqual(line, "\(cells[0])  \(cells[1])" + (estimated ? " (estimated)" : ""))
      XCTAssertEqual(days[i]["gregorian"] as? String, cells[0])
      let h = try XCTUnwrap(days[i]["hijri"] as? [String: Int])
      XCTAssertEqual(String(format: "%04d-%02d-%02d", h["year"]!, h["month"]!, h["day"]!), cells[1])
      XCTAssertEqual(days[i]["estimated"] as? Bool, estimated)
    }
    XCTAssertEqual(text.first, "2174-11-20  1600-12-25")
    XCTAssertEqual(text.last, "2174-12-05  1601-01-10 (estimated)")
  }

  func testHijri_DefaultIsTodayUTC() throws {
    let gregorian = Self.calendar(.gregorian)
    let before = Self.ymd(gregorian.dateComponents([.year, .month, .day], from: Date()))
    let out = try output(["hijri"])
    let after = Self.ymd(gregorian.dateComponents([.year, .month, .day], from: Date()))
    let cells = out.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    XCTAssertTrue([before, after].contains(cells.first ?? ""), out)
    let today = try XCTUnwrap(cells.first)
    XCTAssertEqual(out, try output(["hijri", today]))
    // --to alone starts today.
    let later = Self.ymd(gregorian.dateComponents([.year, .month, .day], from: Date() + 3 * 86_400))
    let range = Self.lines(try output(["hijri", "--to", later]))
    XCTAssertTrue((3...4).contains(range.count), "\(range)")
    XCTAssertEqual(range.last?.prefix(10), Substring(later))
  }

  func testHijri_AdjustAndTabularVariants() throws {
    XCTAssertEqual(try output(["hijri", "2026-11-29", "--adjust", "1"]), "2026-11-29  1448-06-20\n")
    XCTAssertEqual(try output(["hijri", "2026-11-29", "--adjust=-2"]), "2026-11-29  1448-06-17\n")
    let adjusted = try json(["hijri", "2026-11-29", "--adjust", "-1", "--format", "json"])
    XCTAssertEqual(adjusted["adjustmentDays"] as? Int, -1)
    // 2026-11-29 is 1448-06-18 civil, 1448-06-19 Thursday epoch (Foundation's .islamicCivil,
    // .islamicTabular), Fatimid and Habash al-Hasib (Friday epoch).
    let cases: [([String], String, String)] = [
      (["--calendar", "civil"], "1448-06-18", "civil"),
      (["--calendar", "tabular"], "1448-06-19", "tabular-16-thursday"),
      (["--calendar", "tabular", "--leap-pattern", "fatimid", "--epoch", "friday"], "1448-06-19",
       "tabular-fatimid-friday"),
      (["--calendar", "tabular", "--leap-pattern", "habash-al-hasib", "--epoch", "friday"],
       "1448-06-19", "tabular-habash-al-hasib-friday"),
      (["--calendar", "tabular-15-thursday"], "1448-06-19", "tabular-15-thursday"),
      (["--calendar", "umm-al-qura-published"], "1448-06-19", "umm-al-qura-published"),
    ]
    for (options, hijri, id) in cases {
      XCTAssertEqual(try output(["hijri", "2026-11-29"] + options), "2026-11-29  \(hijri)\n", "\(options)")
      let doc = try json(["hijri", "2026-11-29", "--format", "json"] + options)
      XCTAssertEqual(doc["calendar"] as? String, id)
    }
    // Type I and type II differ in 1455/1456 AH: 1455 is leap in type I, 1456 in type II, so
    // 1456-01-01 is a day later in type I.
    let type15 = try output(["gregorian", "1456-01-01", "--calendar", "tabular", "--leap-pattern", "15"])
    let type16 = try output(["gregorian", "1456-01-01", "--calendar", "tabular", "--leap-pattern", "16"])
    let d15 = try Self.noon(String(type15.dropFirst(12).prefix(10)))
    let d16 = try Self.noon(String(type16.dropFirst(12).prefix(10)))
    XCTAssertEqual(d15.timeIntervalSince(d16), 86_400, "\(type15) \(type16)")
    // Strict inside the table is the table.
    XCTAssertEqual(try output(["hijri", "2026-11-29", "--strict"]), "2026-11-29  1448-06-19\n")
  }

  /// With `--strict`, every day of a table converts, including its last month (whose end is the
  /// start of the month after the table), and the day after the table is refused.
  func testStrict_LastMonthOfTheTable() throws {
    let cases: [([String], String)] = [
      (["hijri", "2174-11-25", "--strict"], "2174-11-25  1600-12-30\n"),
      (["hijri", "2174-10-27", "--strict"], "2174-10-27  1600-12-01\n"),
      (["gregorian", "1600-12-01", "--strict"], "1600-12-01  2174-10-27\n"),
      (["hijri", "2077-11-16", "--strict", "--calendar", "umm-al-qura-published"], "2077-11-16  1500-12-30\n"),
    ]
    // The months before the last convert already.
    XCTAssertEqual(try output(["hijri", "2174-10-26", "--strict"]), "2174-10-26  1600-11-29\n")
    XCTAssertEqual(try output(["hijri", "1882-11-12", "--strict"]), "1882-11-12  1300-01-01\n")
    let results = try CLITests.runAll(cases.map(\.0))
    for ((arguments, expected), (status, out, err)) in zip(cases, results) {
      // Without --strict the same day is the table's, not an estimate.
      let lenient = try output(arguments.filter { $0 != "--strict" })
      XCTAssertEqual(lenient, expected, "\(arguments)")
      XCTAssertEqual(status, 0, "\(arguments): \(err)")
      XCTAssertEqual(out, expected, "\(arguments)")
    }
    let (status, out, _) = try CLITests.run(["hijri", "2174-11-26", "--strict"])
    XCTAssertEqual(status, 2)
    XCTAssertEqual(out, "")
  }

  // MARK: - gregorian

  func testGregorian_TextAndJSON() throws {
    XCTAssertEqual(try output(["gregorian", "1448-09-01"]), "1448-09-01  2027-02-08\n")
    XCTAssertEqual(try output(["gregorian", "1448-10-01"]), "1448-10-01  2027-03-09\n")
    XCTAssertEqual(try output(["gregorian", "1446-06-01"]), "1446-06-01  2024-12-02\n")
    let doc = try json(["gregorian", "1448-09-01", "--format", "json"])
    XCTAssertEqual(doc["calendar"] as? String, "umm-al-qura")
    XCTAssertEqual(doc["hijri"] as? [String: Int], ["year": 1448, "month": 9, "day": 1])
    XCTAssertEqual(doc["gregorian"] as? String, "2027-02-08")
    XCTAssertEqual(doc["estimated"] as? Bool, false)
    XCTAssertEqual(try output(["gregorian", "1601-01-01"]), "1601-01-01  2174-11-26 (estimated)\n")
    // A short year is accepted as in ISO dates with fewer digits.
    XCTAssertEqual(try output(["gregorian", "1-01-01", "--calendar", "civil"]), "0001-01-01  0622-07-19\n")
  }

  /// `gregorian` of what `hijri` printed gives the day back, and agrees with Foundation.
  func testGregorian_RoundTripOfHijri_AndFoundation() throws {
    let cases: [([String], Calendar.Identifier?)] = [
      ([], .islamicUmmAlQura), (["--calendar", "civil"], .islamicCivil),
      (["--calendar", "tabular"], .islamicTabular),
      (["--calendar", "umm-al-qura-published"], nil),
      (["--calendar", "tabular", "--leap-pattern", "habash-al-hasib", "--epoch", "friday"], nil),
      (["--adjust", "2"], nil),
      (["--calendar", "solar-hijri"], .persian), (["--calendar", "persian"], .persian),
    ]
    // Both sides of both tables (1882-11-12…2174-11-25, 1924-08-01…2077-11-16), a published
    // 28-day month (Ramadan 1343 from 1925-03-27), the pinned days.
    let sample = [
      "1880-03-01", "1882-11-12", "1925-04-23", "1960-07-01", "2024-12-02", "2077-11-20",
      "2130-01-31", "2174-11-26",
    ]
    let pairs = cases.flatMap { c in sample.map { (c.0, c.1, $0) } }
    let forward = try CLITests.runAll(pairs.map { ["hijri", $0.2] + $0.0 })
    let hijriLines = forward.map(\.1)
    let hijris = hijriLines.map { String($0.dropFirst(12).prefix(10)) }
    let backward = try CLITests.runAll(zip(pairs, hijris).map { ["gregorian", $1] + $0.0 })
    for (i, (options, id, gregorian)) in pairs.enumerated() {
      let (hijriLine, hijri, back) = (hijriLines[i], hijris[i], backward[i].1)
      XCTAssertEqual(forward[i].0, 0, forward[i].2)
      XCTAssertEqual(backward[i].0, 0, backward[i].2)
      XCTAssertTrue(hijriLine.hasPrefix("\(gregorian)  "), hijriLine)
      XCTAssertTrue(back.hasPrefix("\(hijri)  \(gregorian)"), "\(options): \(hijriLine) → \(back)")
      XCTAssertEqual(back.contains("(estimated)"), hijriLine.contains("(estimated)"), back)
      if let id {
        let parts = hijri.split(separator: "-").compactMap { Int($0) }
        XCTAssertEqual(parts.count, 3, hijri)
        guard parts.count == 3 else { continue }
        XCTAssertEqual(
          try Self.foundationGregorian(id, parts[0], parts[1], parts[2]), gregorian, "\(options) \(hijri)")
      }
    }
  }

  /// The Solar Hijri calendar: three years of days (two Nowruz, the leap year 1403 AP with its
  /// 30 Esfand) as Foundation's `persian` calendar has them, in every format.
  func testHijri_SolarHijri_EqualsFoundationPersian() throws {
    let (first, last) = ("2024-03-01", "2027-03-31")
    let expected = try Self.foundationDays(.persian, from: first, through: last)
    let csv = try output(["hijri", first, "--to", last, "--calendar", "solar-hijri", "--format", "csv"])
    XCTAssertEqual(Self.lines(csv), ["gregorian,hijri,estimated,predicted"] + expected.map { $0 + ",false,false" })
    let text = try output(["hijri", first, "--to", last, "--calendar", "persian"])
    XCTAssertEqual(Self.lines(text), expected.map { $0.replacingOccurrences(of: ",", with: "  ") })
    let doc = try json(["hijri", "2025-03-20", "--calendar", "solar-hijri", "--format", "json"])
    XCTAssertEqual(doc["calendar"] as? String, "solar-hijri")
    let days = try XCTUnwrap(doc["days"] as? [[String: Any]])
    XCTAssertEqual(days.first?["hijri"] as? [String: Int], ["year": 1403, "month": 12, "day": 30])
    XCTAssertEqual(
      try output(["gregorian", "1403-12-30", "--calendar", "solar-hijri"]),
      "1403-12-30  \(try Self.foundationGregorian(.persian, 1403, 12, 30))\n")
  }

  func testSolarHijri_BadInput_UsageErrors() throws {
    try assertFailures([
      (["gregorian", "1404-12-30", "--calendar", "solar-hijri"], ["1404-12-30 does not exist", "29 days"]),
      (["gregorian", "1405-07-31", "--calendar", "solar-hijri"], ["not a Solar Hijri date", "1–30 from month 7"]),
      (["hijri", "0600-01-01", "--calendar", "solar-hijri"], ["outside the Solar Hijri years", "0622-03-21"]),
      (["hijri", "--calendar", "solar-hijri", "--adjust", "1"], ["'--adjust' does not apply"]),
      (["gregorian", "1405-01-01", "--calendar", "persian", "--strict"], ["'--strict' does not apply"]),
      (["occasions", "1448", "--calendar", "solar-hijri"], ["lunar Hijri calendar"]),
    ])
  }

  // MARK: - occasions

  /// 1448 AH against the dates announced (Umm al-Qura; Diyanet's "Dini Günler", the set with
  /// every night occasion).
  func testOccasions_1448_AsAnnounced() throws {
    let doc = try json(["occasions", "1448", "--occasions", "diyanet", "--format", "json"])
    XCTAssertEqual(doc["calendar"] as? String, "umm-al-qura")
    XCTAssertEqual(doc["year"] as? Int, 1448)
    let list = try XCTUnwrap(doc["occasions"] as? [[String: Any]])
    XCTAssertEqual(list.count, 12)
    var byID: [String: [String: Any]] = [:]
    for o in list { byID[try XCTUnwrap(o["id"] as? String)] = o }
    func field(_ id: String, _ key: String) -> String? { byID[id]?[key] as? String }
    // observed: the evening for nights, the day otherwise.
    let observed = [
      ("islamic-new-year", "2026-06-16"), ("ashura", "2026-06-25"), ("mawlid", "2026-08-24"),
      ("raghaib", "2026-12-10"), ("isra-miraj", "2027-01-04"), ("mid-shaban", "2027-01-22"),
      ("ramadan-start", "2027-02-08"), ("eid-al-fitr", "2027-03-09"), ("eid-al-adha", "2027-05-16"),
    ]
    for (id, date) in observed {
      XCTAssertEqual(field(id, "observed"), date, id)
    }
    // Nights: evening = the day before the Hijri day.
    XCTAssertEqual(field("mawlid", "evening"), "2026-08-24")
    XCTAssertEqual(field("mawlid", "gregorian"), "2026-08-25")
    XCTAssertEqual(byID["mawlid"]?["hijri"] as? [String: Int], ["year": 1448, "month": 3, "day": 12])
    XCTAssertEqual(field("isra-miraj", "evening"), "2027-01-04")
    XCTAssertEqual(byID["isra-miraj"]?["hijri"] as? [String: Int], ["year": 1448, "month": 7, "day": 27])
    XCTAssertEqual(field("raghaib", "gregorian"), "2026-12-11")  // the first Friday of Rajab
    XCTAssertEqual(byID["raghaib"]?["night"] as? Bool, true)
    // Days: no evening.
    XCTAssertTrue(byID["ramadan-start"]?["evening"] is NSNull)
    XCTAssertEqual(byID["ramadan-start"]?["night"] as? Bool, false)
    // Spans.
    XCTAssertEqual(field("eid-al-fitr", "lastDay"), "2027-03-11")
    XCTAssertEqual(field("eid-al-adha", "lastDay"), "2027-05-19")
    XCTAssertEqual(field("day-of-arafah", "gregorian"), "2027-05-15")
    for o in list {
      XCTAssertEqual(o["estimated"] as? Bool, false)
    }
    // In order of observance.
    let dates = list.compactMap { $0["observed"] as? String }
    XCTAssertEqual(dates, dates.sorted())
  }

  func testOccasions_TextAndCSV() throws {
    // Diyanet's set: its twelve occasions and the header.
    let text = Self.lines(try output(["occasions", "1448", "--occasions", "diyanet"]))
    XCTAssertEqual(text.count, 13)
    XCTAssertTrue(text[0].contains("1448"), text[0])
    func line(_ id: String) -> String? { text.first { $0.hasPrefix(id + " ") } }
    let mawlid = try XCTUnwrap(line("mawlid"))
    let cells = mawlid.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    XCTAssertEqual(Array(cells.prefix(3)), ["mawlid", "1448-03-12", "2026-08-25"])
    XCTAssertTrue(mawlid.contains("observed on the evening of 2026-08-24"), mawlid)
    XCTAssertTrue(try XCTUnwrap(line("eid-al-fitr")).contains("through 2027-03-11"))
    XCTAssertTrue(try XCTUnwrap(line("raghaib")).contains("evening of 2026-12-10 Thu"))
    XCTAssertTrue(try XCTUnwrap(line("ramadan-start")).contains("1448-09-01  2027-02-08"))
    XCTAssertFalse(try XCTUnwrap(line("ramadan-start")).contains("evening"))

    let csv = Self.lines(try output(["occasions", "1448", "--occasions", "diyanet", "--format", "csv"]))
    XCTAssertEqual(csv.first, "id,hijri,gregorian,evening,lastDay,observed,estimated,predicted")
    XCTAssertEqual(csv.count, 13)
    XCTAssertTrue(csv.contains("mawlid,1448-03-12,2026-08-25,2026-08-24,2026-08-25,2026-08-24,false,false"))
    XCTAssertTrue(csv.contains("eid-al-fitr,1448-10-01,2027-03-09,,2027-03-11,2027-03-09,false,false"))
    XCTAssertTrue(csv.contains("islamic-new-year,1448-01-01,2026-06-16,,2026-06-16,2026-06-16,false,false"))
  }

  // MARK: - --locale

  /// ICU's words for `date` (noon UTC) in `locale` with `pattern`, in `calendar`.
  static func icuWords(
    _ date: Date, _ pattern: String, _ locale: String, _ calendar: Calendar.Identifier = .gregorian
  ) -> String {
    let f = DateFormatter()
    f.calendar = Self.calendar(calendar)
    f.timeZone = utc
    f.locale = Locale(identifier: locale)
    f.dateFormat = pattern
    return f.string(from: date)
  }

  /// `hijri --locale`: each day's weekday and Gregorian date are ICU's words with the
  /// language's long-date pattern (CLDR: `d MMMM y G` in Arabic beside a Hijri date, `d MMMM y`
  /// in Turkish and English), and the Arabic Umm al-Qura date is ICU's `islamic-umalqura` words
  /// (`١٩ جمادى الآخرة ١٤٤٨ هـ`), in both digit systems, every day of 2026–2027; with
  /// `--calendar solar-hijri --locale fa` the Solar Hijri date is ICU's `persian` words
  /// (`۱۳ آذر ۱۴۰۵`), both digit systems. A leading RLM is the bidi rule's (European digits
  /// first in a right-to-left string, proven with ubidi in LocalizationTests): ICU writes none.
  func testHijri_Locale_EqualsICUWords() throws {
    let solar = ["--calendar", "solar-hijri"]
    let cases: [([String], String, String, (String, Calendar.Identifier)?)] = [
      (["--locale", "ar"], "ar@numbers=arab", "d MMMM y G", ("d MMMM y G", .islamicUmmAlQura)),
      (["--locale", "ar", "--digits", "latn"], "ar@numbers=latn", "d MMMM y G", ("d MMMM y G", .islamicUmmAlQura)),
      (["--locale", "tr"], "tr", "d MMMM y", nil),
      (["--locale", "en"], "en", "d MMMM y", nil),
      (solar + ["--locale", "fa"], "fa@numbers=arabext", "d MMMM y", ("d MMMM y", .persian)),
      (solar + ["--locale", "fa", "--digits", "latn"], "fa@numbers=latn", "d MMMM y", ("d MMMM y", .persian)),
    ]
    for (options, locale, gregorianPattern, other) in cases {
      let lines = Self.lines(try output(["hijri", "2026-01-01", "--to", "2027-12-31"] + options))
      XCTAssertEqual(lines.count, 730, "\(options)")
      var date = try Self.noon("2026-01-01")
      var mismatches: [String] = []
      for line in lines {
        // A cell is a finished string: the bidi rule's leading mark (an RLM before European
        // digits in an Arabic one, docs/snapshot.md) is ours, not ICU's.
        let cells = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty }.map { String($0.drop { $0 == "\u{200F}" }) }
        var expected = [Self.icuWords(date, "EEEE", locale), Self.icuWords(date, gregorianPattern, locale)]
        if let (pattern, calendar) = other {
          expected.append(Self.icuWords(date, pattern, locale, calendar))
        }
        if Array(cells.prefix(expected.count)) != expected || cells.count != 3 {
          mismatches.append("\(line) / \(expected)")
        }
        date += 86_400
      }
      XCTAssertEqual(mismatches.count, 0, "\(options): " + mismatches.prefix(3).joined(separator: "; "))
    }
    // Latin digits in an Arabic date: the RLM first, so that a left-to-right paragraph keeps the
    // order (A6).
    XCTAssertTrue(
      try output(["hijri", "2026-12-01", "--locale", "ar", "--digits", "latn"]).contains("  \u{200F}1 ديسمبر 2026 م"))
    // The other way: a Solar Hijri date, its weekday and its Gregorian day, in Persian words.
    let nowruz = try Self.noon("2027-03-21")
    XCTAssertEqual(
      try output(["gregorian", "1406-01-01", "--calendar", "persian", "--locale", "fa"]),
      "\u{200F}" + Self.icuWords(nowruz, "d MMMM y", "fa", .persian) + "  " + Self.icuWords(nowruz, "EEEE", "fa")
        + "  \u{200F}" + Self.icuWords(nowruz, "d MMMM y", "fa") + "\n")
    // Outside the table: the date is starred and the footnote says why, in the language.
    let old = Self.lines(try output(["hijri", "1800-01-01", "--locale", "tr"]))
    XCTAssertEqual(old.count, 2)
    XCTAssertTrue(old[0].hasSuffix(" *"), old[0])
    XCTAssertTrue(old[1].hasPrefix("* Hicri tarihte"), old[1])
  }

  /// `occasions --locale` and `gregorian --locale`: the language's occasion names, and each
  /// occasion under the day it is observed (a night's evening), as ICU writes that day; the same
  /// days as the ISO text.
  func testOccasions_Locale_NamesAndObservedDays() throws {
    let csv = CSV.records(try output(["occasions", "1448", "--format", "csv"])).dropFirst()
    let lines = Self.lines(try output(["occasions", "1448", "--locale", "ar"]))
    XCTAssertEqual(lines.first, "تقويم أم القرى")
    XCTAssertEqual(lines.count, csv.count + 1)
    for (cells, line) in zip(csv, lines.dropFirst()) {
      let columns = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      let observed = try Self.noon(cells[5])
      let ar = "ar@numbers=arab"
      var last = Self.icuWords(observed, "d MMMM y G", ar)
      if cells[4] != cells[2] {  // a span: its last day too
        last += " – " + Self.icuWords(try Self.noon(cells[4]), "EEEE d MMMM y G", ar)
      }
      XCTAssertEqual(
        Array(columns.dropFirst()),
        [Self.icuWords(try Self.noon(cells[2]), "d MMMM y G", ar, .islamicUmmAlQura),
         Self.icuWords(observed, "EEEE", ar), last], cells[0])
    }
    let tr = Self.lines(try output(["occasions", "1448", "--locale", "tr", "--calendar", "turkey"]))
    XCTAssertEqual(tr.first, "Türkiye takvimi")
    XCTAssertTrue(tr.contains { $0.hasPrefix("Mevlid Kandili ") && $0.contains("Pazartesi  24 Ağustos 2026") })
    XCTAssertEqual(
      try output(["gregorian", "1448-09-01", "--locale", "tr"]), "1 Ramazan 1448  Pazartesi  8 Şubat 2027\n")
  }

  func testOccasions_DefaultYear_EstimatesAndCalendars() throws {
    // The default year is the Hijri year of today (UTC).
    let today = try output(["hijri"])
    let year = String(today.dropFirst(12).prefix(4))
    XCTAssertEqual(try output(["occasions"]), try output(["occasions", year]))
    // 1447 as announced (Diyanet's set: Kadir Gecesi and Regaib Kandili).
    let doc = try json(["occasions", "1447", "--occasions", "diyanet", "--format", "json"])
    let list = try XCTUnwrap(doc["occasions"] as? [[String: Any]])
    func observed(_ id: String) -> String? {
      list.first { $0["id"] as? String == id }?["observed"] as? String
    }
    XCTAssertEqual(observed("ramadan-start"), "2026-02-18")
    XCTAssertEqual(observed("laylat-al-qadr"), "2026-03-15")
    XCTAssertEqual(observed("eid-al-fitr"), "2026-03-20")
    XCTAssertEqual(observed("raghaib"), "2025-12-25")
    // Outside the table: estimated.
    let far = try json(["occasions", "1700", "--format", "json"])
    for o in try XCTUnwrap(far["occasions"] as? [[String: Any]]) {
      XCTAssertEqual(o["estimated"] as? Bool, true)
    }
    XCTAssertTrue(try output(["occasions", "1700"]).contains("(estimated)"))
    // Another calendar: civil Ramadan 1448 begins 2027-02-08 too (Foundation's .islamicCivil).
    let civil = try json(["occasions", "1448", "--calendar", "civil", "--format", "json"])
    XCTAssertEqual(civil["calendar"] as? String, "civil")
    let ramadan = (civil["occasions"] as? [[String: Any]])?.first { $0["id"] as? String == "ramadan-start" }
    XCTAssertEqual(ramadan?["gregorian"] as? String, "2027-02-08")
  }

  // MARK: - Errors and help

  func testErrors_ExitTwoNothingOnStdout() throws {
    let cases: [([String], [String])] = [
      (["gregorian", "1448-13-01"], ["1448-13-01"]),
      (["gregorian", "1448-00-10"], ["1448-00-10"]),
      (["gregorian", "1448-01-32"], ["1448-01-32"]),
      (["gregorian", "1448-01-30"], ["1448-01-30", "29 days"]),  // Muharram 1448 has 29 days
      (["gregorian", "1448-02-30", "--calendar", "civil"], ["1448-02-30", "29 days"]),
      (["gregorian", "0-01-01"], ["0-01-01"]),
      (["gregorian", "10000-01-01"], ["10000-01-01"]),
      (["gregorian", "1448/09/01"], ["1448/09/01"]),
      (["gregorian"], ["Hijri date"]),
      (["gregorian", "1700-01-01", "--strict"], ["1300", "1600", "1882-11-12", "2174-11-25"]),
      (["gregorian", "1600-01-01", "--strict", "--calendar", "umm-al-qura-published"],
       ["1343", "1500", "1924-08-01", "2077-11-16"]),
      (["gregorian", "1448-09-01", "--format", "csv"], ["'csv'", "'text'", "'json'"]),
      (["hijri", "2026-02-30"], ["2026-02-30"]),
      (["hijri", "2026-13-01"], ["2026-13-01"]),
      (["hijri", "26-01-01"], ["26-01-01"]),
      (["hijri", "today"], ["today"]),
      (["hijri", "2200-01-01", "--strict"], ["2200-01-01", "1882-11-12", "2174-11-25"]),
      (["hijri", "1800-01-01", "--to", "1900-01-01", "--strict"], ["1800-01-01"]),
      (["hijri", "0600-01-01"], ["0600-01-01", "1–9999 AH"]),
      (["hijri", "2026-01-02", "--to", "2026-01-01"], ["--to", "2026-01-01"]),
      (["hijri", "2026-01-01", "--to", "2300-01-01"], ["--to", "100000"]),
      (["hijri", "2026-01-01", "--to", "2026-02-30"], ["--to", "2026-02-30"]),
      (["hijri", "2026-01-01", "2026-01-02"], ["2026-01-02"]),
      (["hijri", "--to"], ["--to"]),
      (["hijri", "--format", "xml"], ["'xml'", "'text'", "'json'", "'csv'"]),
      (["hijri", "--calendar", "islamic"], ["'islamic'", "'umm-al-qura'", "'umm-al-qura-published'", "'civil'", "'tabular'"]),
      (["hijri", "--leap-pattern", "15"], ["--leap-pattern", "tabular"]),
      (["hijri", "--epoch", "friday", "--calendar", "civil"], ["--epoch", "tabular"]),
      (["hijri", "--calendar", "tabular", "--leap-pattern", "17"], ["'17'", "'15'", "'16'", "'fatimid'", "'habash-al-hasib'"]),
      (["hijri", "--calendar", "tabular", "--epoch", "monday"], ["'monday'", "'friday'", "'thursday'"]),
      (["hijri", "--adjust", "4"], ["--adjust", "-3...3"]),
      (["hijri", "--adjust", "-4"], ["--adjust", "-3...3"]),
      (["hijri", "--adjust", "1.5"], ["--adjust"]),
      (["hijri", "--strict", "--calendar", "civil"], ["--strict"]),
      (["hijri", "--strict", "--strict"], ["--strict"]),
      (["hijri", "--strict=yes"], ["--strict"]),
      (["hijri", "--calendar", "civil", "--calendar", "civil"], ["--calendar"]),
      (["hijri", "--bogus"], ["--bogus"]),
      (["hijri", "--hijri-adjust", "1"], ["--hijri-adjust"]),
      (["occasions", "0"], ["'0'", "1...9999"]),
      (["occasions", "10000"], ["'10000'", "1...9999"]),
      (["occasions", "-5"], ["'-5'", "1...9999"]),
      (["occasions", "abc"], ["'abc'"]),
      (["occasions", "1448", "1449"], ["1449"]),
      (["occasions", "1700", "--strict"], ["1700", "1300", "1600"]),
      (["occasions", "1448", "--to", "2027-01-01"], ["--to"]),
      (["hijri", "--locale", "ar", "--format", "json"], ["--locale", "--format json", "text"]),
      (["occasions", "--digits", "arab", "--format", "csv"], ["--digits", "--format csv", "text"]),
      (["hijri", "--locale", "xx"], ["'xx'", "'en'", "'ar'", "'tr'"]),
      (["hijri", "--calendar", "solar-hijri", "--locale", "ar"], ["--locale ar", "solar-hijri", "ISO", "fa"]),
      (["hijri", "--calendar", "solar-hijri", "--locale", "fa", "--format", "csv"], ["--locale", "--format csv"]),
      (["gregorian", "1405-01-01", "--calendar", "persian", "--digits", "arab"], ["--digits", "persian"]),
    ]
    try assertFailures(cases)
  }

  func testHelp_SubcommandsAndTopLevel() throws {
    let top = try output(["--help"])
    for word in ["hijri", "gregorian", "occasions", "--calendar", "--hijri-adjust", "--ramadan-isha", "--leap-pattern", "--epoch"] {
      XCTAssertTrue(top.contains(word), "top-level help lacks \(word)")
    }
    for sub in ["hijri", "gregorian", "occasions"] {
      for flag in ["--help", "-h"] {
        let out = try output([sub, flag])
        XCTAssertTrue(out.contains("USAGE: prayertimes \(sub)"), out)
        for word in [
          "--calendar", "umm-al-qura-published", "civil", "tabular", "--leap-pattern", "--epoch",
          "--adjust", "--strict", "--format", "fatimid", "habash-al-hasib", "thursday",
          "1300–1600 AH", "1882-11-12", "2174-11-25", "1343–1500 AH", "1924-08-01", "2077-11-16",
        ] {
          XCTAssertTrue(out.contains(word), "\(sub) help lacks \(word)")
        }
      }
    }
    // Help wins over a bad option, as for the main command.
    XCTAssertTrue(try output(["hijri", "--bogus", "--help"]).contains("USAGE"))
  }

  // MARK: - The main command

  static let makkah = CLITests.makkah + ["--method", "umm-al-qura"]

  func minutes(_ day: [String: Any], _ from: String, _ to: String) throws -> Double {
    let times = try XCTUnwrap(day["times"] as? [String: Any])
    let a = try XCTUnwrap(CLITests.instant(try XCTUnwrap(times[from] as? String)))
    let b = try XCTUnwrap(CLITests.instant(try XCTUnwrap(times[to] as? String)))
    return b.timeIntervalSince(a) / 60
  }

  func testMain_JSONHijriPerDay_AndRamadanIsha() throws {
    let arguments = Self.makkah + ["--date", "2027-02-06", "--days", "4", "--format", "json"]
    let doc = try json(arguments)
    XCTAssertEqual(doc["hijriCalendar"] as? String, "umm-al-qura")
    let days = try XCTUnwrap(doc["days"] as? [[String: Any]])
    // Each day's hijri is what the hijri subcommand says.
    var csv = Self.lines(try output(["hijri", "2027-02-06", "--to", "2027-02-09", "--format", "csv"]))
    csv.removeFirst()
    XCTAssertEqual(days.count, 4)
    for (day, row) in zip(days, csv) {
      let h = try XCTUnwrap(day["hijri"] as? [String: Int], "\(day)")
      let text = String(format: "%04d-%02d-%02d", h["year"]!, h["month"]!, h["day"]!)
      XCTAssertEqual("\(day["date"] as? String ?? ""),\(text),false,false", row)
    }
    // 2027-02-08 is 1 Ramadan 1448: Isha 120 minutes after Maghrib, 90 the day before.
    XCTAssertEqual(try minutes(days[1], "maghrib", "isha"), 90)
    XCTAssertEqual(try minutes(days[2], "maghrib", "isha"), 120)
    XCTAssertEqual(days[2]["ramadanIsha"] as? Bool, true)
    XCTAssertNil(days[1]["ramadanIsha"])
    // Switched off: 90.
    let off = try XCTUnwrap(try json(arguments + ["--ramadan-isha", "off"])["days"] as? [[String: Any]])
    XCTAssertEqual(try minutes(off[2], "maghrib", "isha"), 90)
    XCTAssertNil(off[2]["ramadanIsha"])
    // Set: 100.
    let set = try XCTUnwrap(try json(arguments + ["--ramadan-isha", "100"])["days"] as? [[String: Any]])
    XCTAssertEqual(try minutes(set[1], "maghrib", "isha"), 90)
    XCTAssertEqual(try minutes(set[2], "maghrib", "isha"), 100)
    // A calendar one day ahead starts Ramadan (and its Isha) on 2027-02-07.
    let ahead = try json(arguments + ["--hijri-adjust", "1"])
    XCTAssertEqual(ahead["hijriAdjustmentDays"] as? Int, 1)
    let aheadDays = try XCTUnwrap(ahead["days"] as? [[String: Any]])
    XCTAssertEqual(aheadDays[1]["hijri"] as? [String: Int], ["year": 1448, "month": 9, "day": 1])
    XCTAssertEqual(try minutes(aheadDays[1], "maghrib", "isha"), 120)
    // Another calendar.
    let civil = try json(Self.makkah + ["--date", "2026-11-29", "--calendar", "civil", "--format", "json"])
    XCTAssertEqual(civil["hijriCalendar"] as? String, "civil")
    XCTAssertEqual((civil["days"] as? [[String: Any]])?.first?["hijri"] as? [String: Int], ["year": 1448, "month": 6, "day": 18])
    let tabular = try json(
      Self.makkah + ["--date", "2026-11-29", "--calendar", "tabular", "--leap-pattern", "15", "--epoch", "friday", "--format", "json"])
    XCTAssertEqual(tabular["hijriCalendar"] as? String, "tabular-15-friday")
  }

  func testMain_TableHijriColumn() throws {
    let out = try output(Self.makkah + ["--date", "2027-02-07", "--days", "2"])
    XCTAssertTrue(out.contains("Hijri"), out)
    let rows = CLITests.tableRows(out)
    XCTAssertEqual(rows.map { $0[2] }, ["1448-08-30", "1448-09-01"])
    // Estimated outside the table: marked.
    let far = try output(Self.makkah + ["--date", "1850-01-01"])
    XCTAssertEqual(CLITests.tableRows(far).first?[2], "1266-02-16*")
    XCTAssertTrue(far.contains("* on a Hijri date"), far)
  }

  func testMain_CalendarOptionErrors() throws {
    let cases: [([String], [String])] = [
      (["--calendar", "islamic"], ["'islamic'", "'umm-al-qura'", "'civil'", "'tabular'"]),
      (["--leap-pattern", "15"], ["--leap-pattern"]),
      (["--epoch", "friday", "--calendar", "umm-al-qura-published"], ["--epoch"]),
      (["--calendar", "tabular", "--leap-pattern", "14"], ["'14'", "'fatimid'"]),
      (["--hijri-adjust", "4"], ["--hijri-adjust", "-3...3"]),
      (["--hijri-adjust", "x"], ["--hijri-adjust"]),
      (["--ramadan-isha", "on"], ["--ramadan-isha", "off", "0...300"]),
      (["--ramadan-isha", "301"], ["--ramadan-isha", "0...300"]),
      (["--ramadan-isha", "-1"], ["--ramadan-isha"]),
      (["--ramadan-isha", "nan"], ["--ramadan-isha"]),
      (["--strict"], ["--strict"]),
    ]
    try assertFailures(cases.map { (Self.makkah + $0.0, $0.1) })
  }
}

extension HijriCLITests {
  /// A predicted date says so in every format (Türkiye's calendar beyond Diyanet's table).
  func testHijri_PredictedDates_MarkedInJSONAndCSV() throws {
    let arguments = ["hijri", "2030-01-01", "--to", "2030-01-02", "--calendar", "turkey"]
    XCTAssertTrue(try output(arguments).contains("(predicted)"))
    let csv = Self.lines(try output(arguments + ["--format", "csv"]))
    XCTAssertEqual(csv.first, "gregorian,hijri,estimated,predicted")
    XCTAssertTrue(csv.dropFirst().allSatisfy { $0.hasSuffix(",false,true") }, "\(csv)")
    let doc = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(try output(arguments + ["--format", "json"]).utf8)) as? [String: Any])
    XCTAssertEqual(doc["schemaVersion"] as? Int, 1)
    let days = try XCTUnwrap(doc["days"] as? [[String: Any]])
    XCTAssertEqual(days.map { $0["predicted"] as? Bool }, [true, true])
    let back = try XCTUnwrap(
      try JSONSerialization.jsonObject(
        with: Data(try output(["gregorian", "1451-08-26", "--calendar", "turkey", "--format", "json"]).utf8)) as? [String: Any])
    XCTAssertEqual(back["predicted"] as? Bool, true)
  }
}
