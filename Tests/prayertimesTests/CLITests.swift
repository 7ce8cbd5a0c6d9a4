import Foundation
import TestSupport
import XCTest

/// The command-line tool, run as a built binary.
final class CLITests: XCTestCase {
  /// Runs the tool; returns (exit status, stdout, stderr).
  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    try BuiltTool.prayertimes.run(arguments).parts
  }

  /// Runs the tool once per argument list, several at a time; results in the order of `lists`.
  static func runAll(_ lists: [[String]]) throws -> [(status: Int32, stdout: String, stderr: String)] {
    try BuiltTool.prayertimes.runAll(lists).map(\.parts)
  }

  // MARK: - Helpers

  /// The JSON kinds, in the order of the day.
  static let kinds = [
    "imsak", "fajr", "sunrise", "dhuha", "dhuhr", "asr", "sunset", "maghrib", "isha", "midnight",
    "firstThird", "lastThird",
  ]

  static let makkah = ["--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh"]
  static let london = ["--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London"]
  static let tromso = ["--lat", "69.65", "--lon", "18.96", "--tz", "Europe/Oslo"]

  /// The days of a JSON document.
  func days(_ json: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws
    -> [[String: Any]]
  {
    try XCTUnwrap(json["days"] as? [[String: Any]], file: file, line: line)
  }

  /// The times object of a day.
  func times(_ day: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws
    -> [String: Any]
  {
    try XCTUnwrap(day["times"] as? [String: Any], file: file, line: line)
  }

  /// An ISO 8601 time with offset, with or without fractional seconds, as an instant.
  static func instant(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    plain.formatOptions = [.withInternetDateTime]
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text) ?? plain.date(from: text)
  }

  /// The instant of one kind of a day's times, which must be present.
  func instant(
    _ times: [String: Any], _ kind: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Date {
    let text = try XCTUnwrap(times[kind] as? String, "\(kind) missing", file: file, line: line)
    return try XCTUnwrap(Self.instant(text), text, file: file, line: line)
  }

  /// `YYYY-MM-DD` in a zone, by Foundation.
  static func localDate(_ date: Date, in zone: TimeZone) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.calendar = Calendar(identifier: .gregorian)
    f.timeZone = zone
    f.dateFormat = "yyyy-MM-dd"
    return f.string(from: date)
  }

  /// The local ISO text Foundation gives an instant in a zone, `Z` spelt `+00:00`.
  static func foundationISO(_ date: Date, in zone: TimeZone, milliseconds: Bool) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.calendar = Calendar(identifier: .gregorian)
    f.timeZone = zone
    f.dateFormat = milliseconds ? "yyyy-MM-dd'T'HH:mm:ss.SSSxxxxx" : "yyyy-MM-dd'T'HH:mm:ssxxxxx"
    return f.string(from: date)
  }

  /// The data rows of the table output: one array of cells per date row.
  static func tableRows(_ out: String) -> [[String]] {
    out.split(separator: "\n").filter { $0.range(of: #"^\d{4}-\d{2}-\d{2} "#, options: .regularExpression) != nil }
      .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
  }

  // MARK: - Existing

  func testCLI_MakkahFourteenDays() throws {
    let (status, out, err) = try Self.run(["--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh", "--days", "14", "--date", "2026-11-29"])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(out.split(separator: "\n").filter { $0.hasPrefix("2026-") }.count, 14)
  }

  func testCLI_BadLatitudeIsUsageError() throws {
    let (status, out, err) = try Self.run(["--lat", "91", "--lon", "0", "--tz", "UTC"])
    XCTAssertEqual(status, 2)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.contains("-90...90"), err)
  }

  // MARK: - Help and version

  func testHelp_PrintsUsageAndOptionsToStdout() throws {
    for arguments in [["--help"], ["-h"], Self.makkah + ["--help"]] {
      let (status, out, err) = try Self.run(arguments)
      XCTAssertEqual(status, 0, "\(arguments)")
      XCTAssertEqual(err, "", "\(arguments)")
      XCTAssertTrue(out.contains("USAGE:"), out)
      XCTAssertTrue(out.contains("OPTIONS:"), out)
      for option in ["--lat", "--lon", "--tz", "--method", "--format", "--adjust", "--version"] {
        XCTAssertTrue(out.contains(option), "help lacks \(option)")
      }
    }
  }

  func testVersion_PrintsOnlyTheVersionLine() throws {
    for arguments in [["--version"], Self.makkah + ["--version"]] {
      let (status, out, err) = try Self.run(arguments)
      XCTAssertEqual(status, 0)
      XCTAssertEqual(err, "")
      XCTAssertNotNil(
        out.range(of: #"^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n$"#, options: .regularExpression),
        out.debugDescription)
    }
  }

  // MARK: - Usage errors

  func testUnknownOption_IsUsageError() throws {
    try assertUsageError(Self.makkah + ["--bogus"], mentions: ["--bogus"])
    try assertUsageError(Self.makkah + ["--bogus=1"], mentions: ["--bogus"])
    try assertUsageError(["--bogus"], mentions: ["--bogus"])
    try assertUsageError(Self.makkah + ["stray"], mentions: ["stray"])
    try assertUsageError(Self.makkah + ["-x"], mentions: ["-x"])
  }

  /// A first argument one or two edits from a subcommand's name is taken for a typo of it.
  func testUnknownSubcommand_SuggestsTheNearestOne() throws {
    for (typo, name) in [("hijiri", "hijri"), ("chrat", "chart"), ("mon", "moon"), ("ramdan", "ramadan")] {
      try assertUsageError(
        [typo, "--format", "json"], mentions: ["unknown subcommand '\(typo)'; did you mean '\(name)'?"])
    }
    // Far from every name: the main command's own error.
    try assertUsageError(["stray"], mentions: ["unexpected argument 'stray'"])
  }

  /// The help wins over every other argument, as in every subcommand.
  func testHelp_WinsOverABadOption() throws {
    for arguments in [["--bogus", "--help"], Self.makkah + ["--place", "-h"], ["batch", "--lat", "1", "-h"]] {
      let (status, out, err) = try Self.run(arguments)
      XCTAssertEqual(status, 0, "\(arguments): \(err)")
      XCTAssertTrue(out.hasPrefix("OVERVIEW: "), "\(arguments)")
    }
  }

  func testBadEnumValue_ListsTheLegalValues() throws {
    let methods = [
      "mwl", "isna", "egypt", "umm-al-qura", "karachi", "tehran", "jafari", "gulf", "kuwait",
      "qatar", "singapore", "jakim", "kemenag", "brunei", "france", "russia", "turkey",
      "moonsighting", "dubai", "tunisia", "algeria", "morocco", "portugal", "jordan", "oman", "custom",
    ]
    let cases: [([String], [String])] = [
      (["--method", "foo"], ["'foo'", "--method"] + methods.map { "'\($0)'" }),
      (["--method", "MWL"], ["'MWL'"] + methods.map { "'\($0)'" }),
      (["--asr", "shafi"], ["'shafi'", "--asr", "'standard'", "'hanafi'"]),
      (["--rounding", "down"], ["'down'", "--rounding", "'nearest'", "'up'", "'none'"]),
      (["--format", "xml"], ["'xml'", "--format", "'table'", "'json'"]),
      (["--midnight", "noon"], ["'noon'", "'standard'", "'jafari'", "'maghrib-to-fajr'"]),
      (["--method", "moonsighting", "--shafaq", "green"], ["'green'", "'general'", "'ahmer'", "'abyad'"]),
      (["--high-lat", "always"], ["'always'", "'none'", "'middle-of-night'", "'seventh-of-night'", "'twilight-angle'", "'diyanet'"]),
      (["--polar", "skip"], ["'skip'", "'nearest-day'", "'unresolved'"]),
    ]
    for (extra, mentions) in cases {
      try assertUsageError(Self.makkah + extra, mentions: mentions)
    }
    // And every method the error lists is one the help lists and the tool accepts.
    let (_, help, _) = try Self.run(["--help"])
    for id in methods {
      XCTAssertTrue(help.contains(id), id)
    }
    let (status, _, err) = try Self.run(Self.makkah + ["--date", "2026-11-29", "--method", "portugal"])
    XCTAssertEqual(status, 0, err)
  }

  func testBadNumber_IsUsageError() throws {
    let cases: [([String], String)] = [
      (["--lat", "abc", "--lon", "0"], "--lat"),
      (["--lat", "91", "--lon", "0"], "--lat"),
      (["--lat", "-90.5", "--lon", "0"], "--lat"),
      (["--lat", "nan", "--lon", "0"], "--lat"),
      (["--lat", "inf", "--lon", "0"], "--lat"),
      (["--lat", "", "--lon", "0"], "--lat"),
      (["--lat", "0", "--lon", "-181"], "--lon"),
      (["--lat", "0", "--lon", "180.01"], "--lon"),
      (["--lat", "0", "--lon", "0", "--days", "0"], "--days"),
      (["--lat", "0", "--lon", "0", "--days", "-1"], "--days"),
      (["--lat", "0", "--lon", "0", "--days", "1.5"], "--days"),
      (["--lat", "0", "--lon", "0", "--days", "3661"], "--days"),
      (["--lat", "0", "--lon", "0", "--elevation", "20000"], "--elevation"),
      (["--lat", "0", "--lon", "0", "--elevation", "-501"], "--elevation"),
      (["--lat", "0", "--lon", "0", "--fajr-angle", "45"], "--fajr-angle"),
      (["--lat", "0", "--lon", "0", "--fajr-angle", "-1"], "--fajr-angle"),
      (["--lat", "0", "--lon", "0", "--isha-angle", "31"], "--isha-angle"),
      (["--lat", "0", "--lon", "0", "--isha-interval", "301"], "--isha-interval"),
      (["--lat", "0", "--lon", "0", "--maghrib-angle", "x"], "--maghrib-angle"),
      (["--lat", "0", "--lon", "0", "--high-lat", "nearest-latitude=80"], "nearest-latitude"),
      (["--lat", "0", "--lon", "0", "--polar", "nearest-latitude=abc"], "nearest-latitude"),
    ]
    for (arguments, option) in cases {
      try assertUsageError(arguments + ["--tz", "UTC"], mentions: [option])
    }
    // The range is said.
    try assertUsageError(["--lat", "91", "--lon", "0", "--tz", "UTC"], mentions: ["-90...90"])
    try assertUsageError(["--lat", "0", "--lon", "-181", "--tz", "UTC"], mentions: ["-180...180"])
  }

  func testBadDate_IsUsageError() throws {
    for date in ["2026-02-30", "26-1-1", "2025-02-29", "2026-13-01", "2026-00-10", "2026/01/01", "2026-1-01", "today", "0000-01-01", "+2026-01-01"] {
      try assertUsageError(Self.makkah + ["--date", date], mentions: ["--date"])
    }
    // A leap day is a date.
    let (status, out, err) = try Self.run(Self.makkah + ["--date", "2028-02-29"])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(Self.tableRows(out).first?.first, "2028-02-29")
  }

  func testBadZone_IsUsageError() throws {
    for zone in ["Mars/Base", "+15:00", "+5:30", "+05:60", "+-5:00", "Asia/Riyad", ""] {
      try assertUsageError(["--lat", "0", "--lon", "0", "--tz", zone], mentions: ["'\(zone)'"])
    }
  }

  func testBadAdjust_IsUsageError() throws {
    let cases: [(String, String)] = [
      ("fajr=abc", "abc"), ("foo=+1", "foo=+1"), ("fajr=+1,fajr=+2", "fajr"), ("fajr=+121", "-120...120"),
      ("dhuha=+1", "dhuha=+1"), ("fajr", "fajr"), ("fajr=+1,", "--adjust"), ("fajr=1=2", "fajr=1=2"),
      ("Fajr=+1", "Fajr=+1"), ("fajr=nan", "nan"),
    ]
    for (value, mention) in cases {
      try assertUsageError(Self.makkah + ["--adjust", value], mentions: [mention])
    }
  }

  func testIshaAngleWithIshaInterval_IsUsageError() throws {
    try assertUsageError(
      Self.makkah + ["--isha-angle", "17", "--isha-interval", "90"],
      mentions: ["--isha-angle", "--isha-interval"])
    try assertUsageError(
      Self.makkah + ["--isha-interval", "90", "--isha-angle", "17"],
      mentions: ["--isha-angle", "--isha-interval"])
  }

  func testMissingValue_IsUsageError() throws {
    try assertUsageError(["--lon", "0", "--tz", "UTC", "--lat"], mentions: ["--lat"])
    try assertUsageError(Self.makkah + ["--format"], mentions: ["--format"])
    // A required option left out.
    try assertUsageError(["--lon", "0", "--tz", "UTC"], mentions: ["--lat"])
    try assertUsageError(["--lat", "0", "--tz", "UTC"], mentions: ["--lon"])
    // An option given twice.
    try assertUsageError(Self.makkah + ["--days", "2", "--days", "3"], mentions: ["--days"])
    // --shafaq needs the Moonsighting method.
    try assertUsageError(Self.makkah + ["--shafaq", "ahmer"], mentions: ["--shafaq"])
  }

  // MARK: - JSON

  func testJSON_MakkahDocument_HasTheContractedShape() throws {
    let json = try runJSON(Self.makkah + ["--date", "2026-11-29", "--days", "3"])
    for key in ["timeZone", "timeZoneSource", "method", "methodSource", "days"] {
      XCTAssertNotNil(json[key], key)
    }
    XCTAssertEqual(json["timeZone"] as? String, "Asia/Riyadh")
    XCTAssertEqual(json["timeZoneSource"] as? String, "--tz")
    // No --method: the method usual in the country of the nearest place (Makkah, SA).
    let method = try XCTUnwrap(json["method"] as? [String: Any])
    XCTAssertEqual(method["id"] as? String, "umm-al-qura")
    XCTAssertTrue((json["methodSource"] as? String)?.hasPrefix("the usual method in SA") ?? false)
    let days = try days(json)
    XCTAssertEqual(days.map { $0["date"] as? String }, ["2026-11-29", "2026-11-30", "2026-12-01"])
    let zone = TimeZone(identifier: "Asia/Riyadh")!
    for day in days {
      let times = try times(day)
      XCTAssertEqual(Set(times.keys), Set(Self.kinds))
      XCTAssertEqual(day["estimated"] as? [String], [])
      XCTAssertNil(day["missing"])
      for kind in Self.kinds {
        let text = try XCTUnwrap(times[kind] as? String, kind)
        // Whole minutes, with Riyadh's offset.
        XCTAssertNotNil(
          text.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:00$"#, options: .regularExpression),
          text)
        // Foundation reads the same local clock time back in the zone.
        let date = try XCTUnwrap(Self.instant(text), text)
        XCTAssertEqual(Self.foundationISO(date, in: zone, milliseconds: false), text)
      }
      // The day's Dhuhr is on the day's date.
      XCTAssertEqual(Self.localDate(try instant(times, "dhuhr"), in: zone), day["date"] as? String)
    }
  }

  func testJSON_LondonOffsets_SummerAndWinter() throws {
    let cases = [("2026-06-21", "+01:00"), ("2026-12-21", "+00:00")]
    for (date, offset) in cases {
      let json = try runJSON(Self.london + ["--date", date, "--high-lat", "twilight-angle"])
      let times = try times(try days(json)[0])
      for kind in Self.kinds {
        let text = try XCTUnwrap(times[kind] as? String, kind)
        XCTAssertTrue(text.hasSuffix(offset), "\(date) \(kind): \(text)")
      }
    }
  }

  func testJSON_OffsetIsTheOneInForceAtEachInstant_AcrossClockChanges() throws {
    let cases: [([String], String, Set<String>)] = [
      (Self.london + ["--date", "2026-03-27"], "Europe/London", ["+00:00", "+01:00"]),
      (Self.london + ["--date", "2026-10-23"], "Europe/London", ["+00:00", "+01:00"]),
      (
        ["--lat", "40.7128", "--lon", "-74.0060", "--tz", "America/New_York", "--date", "2026-03-06"],
        "America/New_York", ["-05:00", "-04:00"]
      ),
      (
        ["--lat", "40.7128", "--lon", "-74.0060", "--tz", "America/New_York", "--date", "2026-10-30"],
        "America/New_York", ["-05:00", "-04:00"]
      ),
    ]
    for (arguments, identifier, offsets) in cases {
      let zone = TimeZone(identifier: identifier)!
      for rounding in ["nearest", "none"] {
        let json = try runJSON(arguments + ["--days", "5", "--rounding", rounding])
        var seen: Set<String> = []
        for day in try days(json) {
          let times = try times(day)
          for kind in Self.kinds {
            let text = try XCTUnwrap(times[kind] as? String, kind)
            let date = try XCTUnwrap(Self.instant(text), text)
            XCTAssertEqual(
              Self.foundationISO(date, in: zone, milliseconds: rounding == "none"), text,
              "\(identifier) \(kind)")
            seen.insert(String(text.suffix(6)))
          }
        }
        XCTAssertEqual(seen, offsets, identifier)
      }
    }
  }

  func testJSON_RoundingNone_CarriesMilliseconds() throws {
    let json = try runJSON(Self.makkah + ["--date", "2026-11-29", "--days", "2", "--rounding", "none"])
    XCTAssertEqual((json["method"] as? [String: Any])?["rounding"] as? String, "none")
    var fractions: Set<String> = []
    for day in try days(json) {
      let times = try times(day)
      for kind in Self.kinds {
        let text = try XCTUnwrap(times[kind] as? String, kind)
        let match = text.range(
          of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+03:00$"#, options: .regularExpression)
        XCTAssertNotNil(match, text)
        fractions.insert(String(text.dropLast(6).suffix(6)))
      }
    }
    // Unrounded: the seconds and milliseconds vary.
    XCTAssertGreaterThan(fractions.count, 12)
  }

  func testJSON_RoundingModes_StayWithinAMinuteOfTheUnroundedTime() throws {
    let base = Self.makkah + ["--date", "2026-11-29", "--days", "3"]
    let exact = try days(try runJSON(base + ["--rounding", "none"]))
    let nearest = try days(try runJSON(base + ["--rounding", "nearest"]))
    let up = try days(try runJSON(base + ["--rounding", "up"]))
    for i in 0..<3 {
      let (e, n, u) = (try times(exact[i]), try times(nearest[i]), try times(up[i]))
      for kind in Self.kinds {
        let t = try instant(e, kind)
        let tn = try instant(n, kind)
        let tu = try instant(u, kind)
        let dn = tn.timeIntervalSince(t)
        let du = tu.timeIntervalSince(t)
        XCTAssertLessThanOrEqual(abs(dn), 30.001, kind)
        XCTAssertGreaterThanOrEqual(du, -0.001, kind)
        XCTAssertLessThan(du, 60, kind)
        for text in [n[kind], u[kind]] {
          XCTAssertTrue((text as? String)?.contains(":00+03:00") == true, "\(kind): \(String(describing: text))")
        }
      }
    }
  }

  func testJSON_TimesAreInTheOrderOfTheDay_ManyPlacesAndMethods() throws {
    let cases: [[String]] = [
      Self.makkah + ["--method", "umm-al-qura"],
      Self.london + ["--method", "mwl", "--date", "2026-12-21"],
      Self.london + ["--method", "isna", "--date", "2026-06-21"],
      ["--lat", "40.7128", "--lon", "-74.0060", "--tz", "America/New_York", "--method", "isna"],
      ["--lat", "-6.2088", "--lon", "106.8456", "--tz", "Asia/Jakarta", "--method", "kemenag"],
      ["--lat", "35.6892", "--lon", "51.3890", "--tz", "Asia/Tehran", "--method", "tehran"],
      ["--lat", "41.0082", "--lon", "28.9784", "--tz", "Europe/Istanbul", "--method", "turkey"],
      ["--lat", "24.8607", "--lon", "67.0011", "--tz", "Asia/Karachi", "--method", "karachi", "--asr", "hanafi"],
      ["--lat", "-33.8688", "--lon", "151.2093", "--tz", "Australia/Sydney", "--method", "moonsighting"],
      ["--lat", "38.7223", "--lon", "-9.1393", "--tz", "Europe/Lisbon", "--method", "portugal"],
    ]
    for arguments in cases {
      let date = arguments.contains("--date") ? [] : ["--date", "2026-03-20"]
      let json = try runJSON(arguments + date + ["--days", "3", "--rounding", "none"])
      for day in try days(json) {
        let times = try times(day)
        let what = "\(arguments.joined(separator: " ")) \(day["date"] ?? "")"
        let t = try Dictionary(uniqueKeysWithValues: Self.kinds.map { ($0, try instant(times, $0)) })
        XCTAssertLessThanOrEqual(t["imsak"]!, t["fajr"]!, what)
        XCTAssertLessThan(t["fajr"]!, t["sunrise"]!, what)
        XCTAssertLessThan(t["sunrise"]!, t["dhuha"]!, what)
        XCTAssertLessThan(t["dhuha"]!, t["dhuhr"]!, what)
        XCTAssertLessThan(t["dhuhr"]!, t["asr"]!, what)
        XCTAssertLessThan(t["asr"]!, t["sunset"]!, what)
        XCTAssertLessThanOrEqual(t["sunset"]!, t["maghrib"]!, what)
        XCTAssertLessThan(t["maghrib"]!, t["isha"]!, what)
        XCTAssertLessThan(t["firstThird"]!, t["midnight"]!, what)
        XCTAssertLessThan(t["midnight"]!, t["lastThird"]!, what)
        XCTAssertLessThan(t["sunset"]!, t["firstThird"]!, what)
      }
    }
  }

  func testJSON_MaghribByAngle_ComesAfterSunset() throws {
    for method in ["tehran", "jafari"] {
      let json = try runJSON(
        ["--lat", "35.6892", "--lon", "51.3890", "--tz", "Asia/Tehran", "--date", "2026-03-20", "--method", method])
      let times = try times(try days(json)[0])
      let gap = try instant(times, "maghrib").timeIntervalSince(try instant(times, "sunset"))
      // 4 to 4.5 degrees below the horizon at 35.7 degrees N: 15 to 25 minutes after sunset.
      XCTAssertGreaterThan(gap, 15 * 60, method)
      XCTAssertLessThan(gap, 25 * 60, method)
    }
  }

  // MARK: - Polar and high latitudes

  func testJSON_PolarNightUnresolved_NullsWithReasons() throws {
    let json = try runJSON(
      Self.tromso + ["--date", "2026-12-21", "--high-lat", "none", "--polar", "unresolved"])
    let day = try days(json)[0]
    XCTAssertEqual(day["date"] as? String, "2026-12-21")
    let times = try times(day)
    XCTAssertEqual(Set(times.keys), Set(Self.kinds))
    for kind in ["sunrise", "sunset", "maghrib"] {
      XCTAssertTrue(times[kind] is NSNull, "\(kind): \(String(describing: times[kind]))")
    }
    let missing = try XCTUnwrap(day["missing"] as? [String: String])
    for kind in ["sunrise", "sunset", "maghrib"] {
      XCTAssertEqual(missing[kind], "sun-always-below", kind)
    }
    // Every null is explained, and only nulls are.
    for kind in Self.kinds {
      XCTAssertEqual(times[kind] is NSNull, missing[kind] != nil, kind)
    }
    XCTAssertEqual(day["estimated"] as? [String], [])
    // The Sun still transits (below the horizon): Dhuhr is there, near 11:42 CET at 18.96 E.
    let dhuhr = try instant(times, "dhuhr")
    XCTAssertTrue((times["dhuhr"] as? String)?.hasPrefix("2026-12-21T11:4") == true, "\(dhuhr)")
  }

  func testJSON_PolarDayUnresolved_SunAlwaysAbove() throws {
    let json = try runJSON(
      Self.tromso + ["--date", "2026-06-21", "--high-lat", "none", "--polar", "unresolved"])
    let day = try days(json)[0]
    let times = try times(day)
    let missing = try XCTUnwrap(day["missing"] as? [String: String])
    for kind in ["sunrise", "sunset", "maghrib", "fajr", "isha"] {
      XCTAssertTrue(times[kind] is NSNull, kind)
      XCTAssertEqual(missing[kind], "sun-always-above", kind)
    }
    XCTAssertNotNil(times["dhuhr"] as? String)
  }

  /// The method's own polar resolution (with `--method`; without it, beyond 66° the times of
  /// 45°: PolarDefaultCLITests).
  func testJSON_PolarNightDefaultResolution_EstimatesTheTimes() throws {
    let json = try runJSON(Self.tromso + ["--date", "2026-12-21", "--method", "mwl"])
    let method = try XCTUnwrap(json["method"] as? [String: Any])
    XCTAssertEqual((method["polarResolution"] as? [String: Any])?["rule"] as? String, "nearest-latitude")
    let day = try days(json)[0]
    let times = try times(day)
    let estimated = try XCTUnwrap(day["estimated"] as? [String])
    for kind in ["sunrise", "sunset", "maghrib", "fajr", "isha"] {
      XCTAssertNotNil(times[kind] as? String, kind)
      XCTAssertTrue(estimated.contains(kind), "\(kind) not in \(estimated)")
    }
    // Estimated times are listed in the order of the day, and only times that exist.
    XCTAssertEqual(estimated, Self.kinds.filter { estimated.contains($0) })
    for kind in estimated {
      XCTAssertNotNil(times[kind] as? String, kind)
    }
    XCTAssertLessThan(try instant(times, "sunrise"), try instant(times, "dhuhr"))
    XCTAssertLessThan(try instant(times, "dhuhr"), try instant(times, "sunset"))
    XCTAssertLessThanOrEqual(try instant(times, "sunset"), try instant(times, "maghrib"))
    // The table marks them too.
    let (status, out, _) = try Self.run(Self.tromso + ["--date", "2026-12-21", "--method", "mwl"])
    XCTAssertEqual(status, 0)
    let row = try XCTUnwrap(Self.tableRows(out).first)
    XCTAssertTrue(row[5].hasSuffix("*"), "sunrise cell \(row[5])")
    XCTAssertTrue(out.contains("* from a high-latitude rule"), out)
  }

  func testJSON_LondonMidsummerHighLatitude_NoneVersusTwilightAngle() throws {
    let base = Self.london + ["--date", "2026-06-21", "--method", "mwl"]
    let none = try days(try runJSON(base + ["--high-lat", "none"]))[0]
    let noneTimes = try times(none)
    XCTAssertTrue(noneTimes["fajr"] is NSNull)
    XCTAssertTrue(noneTimes["isha"] is NSNull)
    let missing = try XCTUnwrap(none["missing"] as? [String: String])
    XCTAssertEqual(missing["fajr"], "sun-always-above")
    XCTAssertEqual(missing["isha"], "sun-always-above")
    XCTAssertNotNil(noneTimes["sunrise"] as? String)

    let twilight = try days(try runJSON(base + ["--high-lat", "twilight-angle"]))[0]
    let t = try times(twilight)
    let estimated = try XCTUnwrap(twilight["estimated"] as? [String])
    XCTAssertTrue(estimated.contains("fajr"), "\(estimated)")
    XCTAssertTrue(estimated.contains("isha"), "\(estimated)")
    XCTAssertFalse(estimated.contains("sunrise"))
    XCTAssertLessThan(try instant(t, "fajr"), try instant(t, "sunrise"))
    XCTAssertGreaterThan(try instant(t, "isha"), try instant(t, "sunset"))
    // Other times do not depend on the rule.
    for kind in ["sunrise", "dhuhr", "asr", "sunset", "maghrib"] {
      XCTAssertEqual(t[kind] as? String, noneTimes[kind] as? String, kind)
    }
  }

  func testJSON_TwilightAngleRule_IshaIsThatShareOfTheNight() throws {
    // Isha by 17 degrees is bounded to sunset + 17/60 of the night (sunset to next sunrise).
    let json = try runJSON(
      Self.london + ["--date", "2026-06-21", "--days", "2", "--method", "mwl", "--rounding", "none"])
    let days = try days(json)
    let (d1, d2) = (try times(days[0]), try times(days[1]))
    let sunset = try instant(d1, "sunset")
    let night = try instant(d2, "sunrise").timeIntervalSince(sunset)
    XCTAssertEqual(
      try instant(d1, "isha").timeIntervalSince(sunset), night * 17 / 60, accuracy: 2)
    // Midnight and the thirds divide the same night.
    XCTAssertEqual(try instant(d1, "midnight").timeIntervalSince(sunset), night / 2, accuracy: 0.01)
    XCTAssertEqual(try instant(d1, "firstThird").timeIntervalSince(sunset), night / 3, accuracy: 0.01)
    XCTAssertEqual(try instant(d1, "lastThird").timeIntervalSince(sunset), night * 2 / 3, accuracy: 0.01)
  }

  // MARK: - Methods, adjustments, elevation

  /// Dhuhr of a method, unrounded.
  func dhuhr(method: String, _ place: [String], date: String) throws -> Date {
    let json = try runJSON(place + ["--date", date, "--method", method, "--rounding", "none"])
    return try instant(try times(try days(json)[0]), "dhuhr")
  }

  func testCustomMethod_DhuhrIsTheSolarTransit() throws {
    let places: [([String], Double)] = [(Self.makkah, 39.8262), (Self.london, -0.1278)]
    for (place, longitude) in places {
      for date in ["2026-02-11", "2026-06-01", "2026-11-03"] {
        let custom = try dhuhr(method: "custom", place, date: date)
        let mwl = try dhuhr(method: "mwl", place, date: date)
        let turkey = try dhuhr(method: "turkey", place, date: date)
        XCTAssertEqual(custom.timeIntervalSince(mwl), 0, accuracy: 2, date)
        // Diyanet's +5 min on the transit of its Sun of 0h UT, which the equation of time's
        // change since 0h UT (at most 30 s a day) moves by a few seconds.
        XCTAssertEqual(turkey.timeIntervalSince(custom), 300, accuracy: 12, date)
        // Independently: the transit is at 12:00 UTC − longitude × 4 min − equation of time.
        let parts = date.split(separator: "-").map { Int($0)! }
        let noon = SolarNoonOracle.transitUTC(
          year: parts[0], month: parts[1], day: parts[2], longitude: longitude)
        XCTAssertEqual(custom.timeIntervalSince1970, noon, accuracy: 10, "\(date) \(longitude)")
      }
    }
  }

  func testAdjust_FajrPlusTwoMinutes_MovesFajrByExactlyTwoMinutes() throws {
    let base = Self.makkah + ["--date", "2026-11-29", "--days", "2", "--rounding", "none"]
    let plain = try days(try runJSON(base))
    let adjusted = try days(try runJSON(base + ["--adjust", "fajr=+2"]))
    let method = try XCTUnwrap(try runJSON(base + ["--adjust", "fajr=+2"])["method"] as? [String: Any])
    XCTAssertEqual((method["adjustments"] as? [String: Any])?["fajr"] as? Double, 2)
    for i in 0..<2 {
      let (p, a) = (try times(plain[i]), try times(adjusted[i]))
      XCTAssertEqual(try instant(a, "fajr").timeIntervalSince(try instant(p, "fajr")), 120, accuracy: 0.002)
      // Imsak is counted from the Fajr shown.
      XCTAssertEqual(try instant(a, "imsak").timeIntervalSince(try instant(p, "imsak")), 120, accuracy: 0.002)
      for kind in ["sunrise", "dhuhr", "asr", "maghrib", "isha", "midnight"] {
        XCTAssertEqual(a[kind] as? String, p[kind] as? String, kind)
      }
    }
    // Negative and fractional minutes, several at once.
    let more = try days(try runJSON(base + ["--adjust", "isha=-1.5,dhuhr=+3"]))
    let (p, m) = (try times(plain[0]), try times(more[0]))
    XCTAssertEqual(try instant(m, "isha").timeIntervalSince(try instant(p, "isha")), -90, accuracy: 0.002)
    XCTAssertEqual(try instant(m, "dhuhr").timeIntervalSince(try instant(p, "dhuhr")), 180, accuracy: 0.002)
    XCTAssertEqual(m["fajr"] as? String, p["fajr"] as? String)
  }

  func testElevation_SunriseEarlierAndSunsetLater() throws {
    let base = Self.makkah + ["--date", "2026-06-01", "--rounding", "none"]
    let sea = try runJSON(base)
    let high = try runJSON(base + ["--elevation", "1000"])
    let s = try times(try days(sea)[0])
    let h = try times(try days(high)[0])
    let earlier = try instant(s, "sunrise").timeIntervalSince(try instant(h, "sunrise"))
    let later = try instant(h, "sunset").timeIntervalSince(try instant(s, "sunset"))
    // Dip 1.76' × √1000 ≈ 0.93°: roughly four to five minutes at 21° N.
    for shift in [earlier, later] {
      XCTAssertGreaterThan(shift, 3 * 60)
      XCTAssertLessThan(shift, 6 * 60)
    }
    XCTAssertEqual(try instant(h, "dhuhr").timeIntervalSince(try instant(s, "dhuhr")), 0, accuracy: 0.5)
    XCTAssertEqual((high["method"] as? [String: Any])?["elevationDip"] as? Bool, true)
    XCTAssertEqual((high["coordinates"] as? [String: Any])?["elevation"] as? Double, 1000)
    // Higher still, earlier still.
    let higher = try times(try days(try runJSON(base + ["--elevation", "3000"]))[0])
    XCTAssertLessThan(try instant(higher, "sunrise"), try instant(h, "sunrise"))
    XCTAssertGreaterThan(try instant(higher, "sunset"), try instant(h, "sunset"))
  }

  // MARK: - Table

  /// Without --tz the zone comes from the nearest place (a 'Zone:' line on stderr says which and
  /// why); far from every place, the fixed offset nearest the longitude.
  func testNoTimeZone_ZoneNoteOnStderrAndTableOnStdout() throws {
    let (status, out, err) = try Self.run(["--lat", "21.4225", "--lon", "39.8262", "--date", "2026-11-29"])
    XCTAssertEqual(status, 0)
    XCTAssertEqual(err, "Zone: Asia/Riyadh (nearest place Makkah, SA, 0.5 km)\n")
    XCTAssertFalse(out.contains("Zone:"))
    XCTAssertTrue(out.contains("zone Asia/Riyadh"), out)
    let rows = Self.tableRows(out)
    XCTAssertEqual(rows.count, 1)
    XCTAssertEqual(rows.first?.first, "2026-11-29")
    // JSON says it in the document, not on stderr; in the South Atlantic, far from land, 25° W
    // is nearest the UTC-2 meridian.
    let (jsonStatus, json, jsonErr) = try Self.run(
      ["--lat", "-30", "--lon", "-25", "--date", "2026-11-29", "--format", "json"])
    XCTAssertEqual(jsonStatus, 0)
    XCTAssertEqual(jsonErr, "")
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual(object["timeZone"] as? String, "UTC-02:00")
    XCTAssertTrue(
      (object["timeZoneSource"] as? String)?.hasSuffix("the fixed offset nearest the longitude") ?? false,
      "\(object["timeZoneSource"] ?? "")")
  }

  func testTable_FourteenRows_WeekdaysAndFridays() throws {
    let (status, out, err) = try Self.run(Self.makkah + ["--date", "2026-11-29", "--days", "14"])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(err, "")
    let rows = Self.tableRows(out)
    XCTAssertEqual(rows.count, 14)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let first = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29))!
    let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]  // Calendar weekday 1 = Sunday
    for (i, row) in rows.enumerated() {
      XCTAssertEqual(row.count, 11, "\(row)")
      let date = calendar.date(byAdding: .day, value: i, to: first)!
      XCTAssertEqual(row[0], Self.localDate(date, in: calendar.timeZone))
      XCTAssertEqual(row[1], names[calendar.component(.weekday, from: date) - 1], row[0])
      // The Hijri date (Umm al-Qura): 2026-11-29 is 1448-06-19, Jumada II has 29 days.
      XCTAssertEqual(row[2], i < 11 ? "1448-06-\(19 + i)" : "1448-07-0\(i - 10)", row[0])
      for cell in row[3...] {
        // HH:mm, with +1 when the time falls after the row's date (Makkah's midnight).
        XCTAssertNotNil(cell.range(of: #"^\d{2}:\d{2}(\+1)?$"#, options: .regularExpression), cell)
      }
    }
    let fridays = rows.filter { $0[1] == "Fri" }.map { $0[0] }
    XCTAssertEqual(fridays, ["2026-12-04", "2026-12-11"])
  }

  func testTable_AgreesWithJSONToTheMinute() throws {
    let arguments = Self.london + ["--date", "2026-03-27", "--days", "4"]
    let (status, out, _) = try Self.run(arguments)
    XCTAssertEqual(status, 0)
    let rows = Self.tableRows(out)
    let days = try days(try runJSON(arguments))
    XCTAssertEqual(rows.count, days.count)
    let columns = ["imsak", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "midnight"]
    for (row, day) in zip(rows, days) {
      XCTAssertEqual(row[0], day["date"] as? String)
      // The Hijri column is the day's JSON hijri.
      let hijri = try XCTUnwrap(day["hijri"] as? [String: Int])
      XCTAssertEqual(
        row[2], String(format: "%04d-%02d-%02d", hijri["year"] ?? 0, hijri["month"] ?? 0, hijri["day"] ?? 0))
      let times = try times(day)
      for (j, kind) in columns.enumerated() {
        let text = try XCTUnwrap(times[kind] as? String)
        // `2026-03-29T04:46:00+01:00` → `04:46`, marked +1 / -1 when on another date than the row.
        let clock = String(text.dropFirst(11).prefix(5))
        let date = String(text.prefix(10))
        let mark = date == row[0] ? "" : date > row[0] ? "+1" : "-1"
        XCTAssertEqual(row[3 + j], clock + mark, "\(row[0]) \(kind)")
      }
    }
  }

  func testTable_PolarNightUnresolved_ShowsDashes() throws {
    let (status, out, _) = try Self.run(
      Self.tromso + ["--date", "2026-12-21", "--high-lat", "none", "--polar", "unresolved"])
    XCTAssertEqual(status, 0)
    let row = try XCTUnwrap(Self.tableRows(out).first)
    XCTAssertEqual(row[5], "--:--")  // sunrise
    XCTAssertEqual(row[8], "--:--")  // maghrib
    XCTAssertTrue(out.contains("--:-- the event does not happen"), out)
  }

  func testReadmeCommand_MakkahFourteenDaysFromToday() throws {
    // `swift run -c release prayertimes --lat 21.4225 --lon 39.8262 --tz Asia/Riyadh --days 14`,
    // with the debug build.
    let riyadh = TimeZone(identifier: "Asia/Riyadh")!
    let before = Self.localDate(Date(), in: riyadh)
    let (status, out, err) = try Self.run(
      ["--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh", "--days", "14"])
    let after = Self.localDate(Date(), in: riyadh)
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(err, "")
    XCTAssertTrue(out.contains("Asia/Riyadh"))
    let rows = Self.tableRows(out)
    XCTAssertEqual(rows.count, 14)
    XCTAssertTrue([before, after].contains(rows.first?.first ?? ""), "\(rows.first ?? [])")
  }
}

/// The Sun's transit from the NOAA solar calculator's formulas (Meeus' low-accuracy Sun, equation
/// of time after Smart): independent of the tool's VSOP87 solver, good to a few seconds (about 3 s here).
enum SolarNoonOracle {
  static func transitUTC(year: Int, month: Int, day: Int, longitude: Double) -> Double {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day))!
      .timeIntervalSince1970
    var minutes = 720 - 4 * longitude
    for _ in 0..<3 {
      let jd = (midnight + minutes * 60) / 86_400 + 2_440_587.5
      minutes = 720 - 4 * longitude - equationOfTime(julianDay: jd)
    }
    return midnight + minutes * 60
  }

  /// Apparent minus mean solar time, in minutes.
  static func equationOfTime(julianDay jd: Double) -> Double {
    func rad(_ d: Double) -> Double { d * .pi / 180 }
    let t = (jd - 2_451_545) / 36_525
    let l0 = (280.46646 + t * (36_000.76983 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
    let m = 357.52911 + t * (35_999.05029 - 0.000_153_7 * t)
    let e = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
    let omega = 125.04 - 1_934.136 * t
    let epsilon0 = 23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
    let epsilon = epsilon0 + 0.002_56 * cos(rad(omega))
    let y = pow(tan(rad(epsilon / 2)), 2)
    let l = rad(l0)
    let mr = rad(m)
    let eot =
      y * sin(2 * l) - 2 * e * sin(mr) + 4 * e * y * sin(mr) * cos(2 * l) - 0.5 * y * y * sin(4 * l)
      - 1.25 * e * e * sin(2 * mr)
    return 4 * eot * 180 / .pi
  }
}
