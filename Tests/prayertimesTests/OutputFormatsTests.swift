import Foundation
import TestSupport
import XCTest

/// The localized table, CSV, `--out` for every format and terminal colour, run as the built
/// binary. (The iCalendar output has its own tests: ICSTests.)
final class OutputFormatsTests: ScratchDirectoryTestCase {
  static let istanbul = ["--lat", "41.0082", "--lon", "28.9784", "--tz", "Europe/Istanbul", "--method", "turkey"]
  static let paris = ["--lat", "48.8534", "--lon", "2.3488", "--tz", "Europe/Paris", "--method", "france"]
  static let berlin = ["--lat", "52.5244", "--lon", "13.4105", "--tz", "Europe/Berlin", "--method", "mwl"]

  /// The JSON days of the same arguments.
  func jsonDays(_ arguments: [String]) throws -> [[String: Any]] {
    let out = try output(arguments + ["--format", "json"])
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    return try XCTUnwrap(object["days"] as? [[String: Any]])
  }

  static func unmarked(_ s: Substring) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "\u{200E}" && $0 != "\u{200F}" }))
  }

  /// The cells of the localized table's lines: columns are separated by two or more spaces.
  static func cells(_ line: Substring) -> [String] {
    line.components(separatedBy: "  ").filter { !$0.isEmpty }
      .map { unmarked($0[...]).trimmingCharacters(in: .whitespaces) }
  }

  /// Foundation's own rendering of an instant with ICU's pattern for the locale's `hmm` or `Hmm`
  /// skeleton and its digits: the oracle of the localized cells.
  static func foundationTime(_ date: Date, lang: String, digits: String, h12: Bool, zone: String) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "\(lang)@numbers=\(digits)")
    f.timeZone = TimeZone(identifier: zone)
    f.setLocalizedDateFormatFromTemplate(h12 ? "hmm" : "Hmm")
    return unmarked(f.string(from: date)[...])
  }

  // MARK: - Localized table

  /// Every time cell of the localized table is Foundation's (ICU's) rendering of the JSON instant
  /// in that language, digits and clock; the column titles, weekdays and Friday's prayer are the
  /// language's; the marks are explained under the table.
  func testLocalizedTable_EveryLanguage_TimesEqualFoundation() throws {
    let cases: [(place: [String], zone: String, locale: [String], lang: String, digits: String, h12: Bool,
                 titles: [String], friday: String, weekday: String)] = [
      (Self.istanbul, "Europe/Istanbul", ["--locale", "tr"], "tr", "latn", false,
       ["Tarih", "Gün", "Hicri", "İmsak", "Güneş", "Öğle", "İkindi", "Akşam", "Yatsı", "Gece yarısı"],
       "Cuma", "Cuma"),
      (["--lat", "41.0082", "--lon", "28.9784", "--tz", "Europe/Istanbul", "--method", "mwl"], "Europe/Istanbul", ["--locale", "tr"], "tr", "latn", false,
       ["Tarih", "Gün", "Hicri", "Sahur", "İmsak", "Güneş", "Öğle", "İkindi", "Akşam", "Yatsı", "Gece yarısı"],
       "Cuma", "Cuma"),
      (CLITests.makkah + ["--method", "umm-al-qura"], "Asia/Riyadh", ["--locale", "ar"], "ar", "arab", true,
       ["التاريخ", "اليوم", "الهجري", "الإمساك", "الفجر", "الشروق", "الظهر", "العصر", "المغرب", "العشاء", "منتصف الليل"],
       "الجمعة", "الجمعة"),
      // London's English is en-GB (the place's country), 24 h as ICU's en_GB.
      (CLITests.london + ["--method", "moonsighting"], "Europe/London", ["--locale", "en"], "en_GB", "latn", false,
       ["Date", "Day", "Hijri", "Imsak", "Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha", "Midnight"],
       "Jumu'ah", "Friday"),
      (CLITests.london + ["--method", "moonsighting"], "Europe/London", ["--locale", "ar", "--digits", "latn", "--clock", "24"],
       "ar", "latn", false,
       ["التاريخ", "اليوم", "الهجري", "الإمساك", "الفجر", "الشروق", "الظهر", "العصر", "المغرب", "العشاء", "منتصف الليل"],
       "الجمعة", "الجمعة"),
      (Self.istanbul, "Europe/Istanbul", ["--locale", "en", "--digits", "arab", "--clock", "24"], "en", "arab", false,
       ["Date", "Day", "Hijri", "Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha", "Midnight"],
       "Jumu'ah", "Friday"),
      // Kemenag's and JAKIM's names; Indonesian times with a full stop, Malay in 12 h with PG/PTG.
      (["--city", "Jakarta", "--tz", "Asia/Jakarta"], "Asia/Jakarta", ["--locale", "id"], "id", "latn", false,
       ["Tanggal", "Hari", "Hijriah", "Imsak", "Subuh", "Terbit", "Zuhur", "Asar", "Magrib", "Isya", "Tengah malam"],
       "Jumat", "Jumat"),
      (["--city", "Kuala Lumpur", "--tz", "Asia/Kuala_Lumpur"], "Asia/Kuala_Lumpur", ["--locale", "ms"], "ms", "latn", true,
       ["Tarikh", "Hari", "Hijrah", "Imsak", "Subuh", "Syuruk", "Zohor", "Asar", "Maghrib", "Isyak", "Tengah malam"],
       "Jumaat", "Jumaat"),
      // The French weekday stands alone, so CLDR fr's contextTransforms capitalise it.
      (Self.paris, "Europe/Paris", ["--locale", "fr"], "fr", "latn", false,
       ["Date", "Jour", "Hégire", "Imsak", "Fajr", "Chourouq", "Dohr", "Asr", "Maghreb", "Icha", "Minuit"],
       "Joumoua", "Vendredi"),
      (Self.berlin, "Europe/Berlin", ["--locale", "de"], "de", "latn", false,
       ["Datum", "Tag", "Hidschra", "Imsak", "Fadschr", "Sonnenaufgang", "Dhuhr", "Asr", "Maghrib", "Ischa", "Mitternacht"],
       "Freitagsgebet", "Freitag"),
      // Kazan with the Russian muftiate's method; Dhaka in Bengali digits by default, 12 h.
      (["--lat", "55.7963", "--lon", "49.1088", "--tz", "Europe/Moscow", "--method", "russia"], "Europe/Moscow",
       ["--locale", "ru"], "ru", "latn", false,
       ["Дата", "День", "Хиджра", "Имсак", "Фаджр", "Восход", "Зухр", "Аср", "Магриб", "Иша", "Полночь"],
       "Джума", "Пятница"),
      (["--lat", "23.8103", "--lon", "90.4125", "--tz", "Asia/Dhaka", "--method", "karachi"], "Asia/Dhaka",
       ["--locale", "bn"], "bn", "beng", true,
       ["তারিখ", "বার", "হিজরি", "ইমসাক", "ফজর", "সূর্যোদয়", "জোহর", "আসর", "মাগরিব", "এশা", "মধ্যরাত"],
       "জুমা", "শুক্রবার"),
      // The University of Tehran's names (اذان صبح …, نیمه‌شب شرعی), 24 h unpadded, ۰–۹.
      (["--lat", "35.6944", "--lon", "51.4215", "--tz", "Asia/Tehran", "--method", "tehran"], "Asia/Tehran", ["--locale", "fa"], "fa", "arabext", false,
       ["تاریخ", "روز", "قمری", "امساک", "اذان صبح", "طلوع آفتاب", "اذان ظهر", "عصر", "اذان مغرب", "عشا", "نیمه\u{200C}شب شرعی"],
       "جمعه", "جمعه"),
      (["--lat", "24.8608", "--lon", "67.0104", "--tz", "Asia/Karachi", "--method", "karachi"], "Asia/Karachi", ["--locale", "ur"], "ur", "latn", true,
       ["تاریخ", "دن", "ہجری", "سحری", "فجر", "طلوع آفتاب", "ظہر", "عصر", "مغرب", "عشاء", "آدھی رات"],
       "جمعہ", "جمعہ"),
    ]
    let allKinds = ["imsak", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha", "midnight"]
    // 2026-12-02 … 12-05: Wednesday to Saturday, Friday the 4th.
    for c in cases {
      let arguments = c.place + ["--date", "2026-12-02", "--days", "4"]
      let out = try output(arguments + c.locale)
      let days = try jsonDays(arguments)
      let lines = out.split(separator: "\n")
      let titleIndex = try XCTUnwrap(lines.firstIndex { Self.cells($0).first == c.titles[0] }, out)
      XCTAssertEqual(Self.cells(lines[titleIndex]), c.titles, "\(c.locale)")
      let rows = lines[(titleIndex + 1)...(titleIndex + 4)].map(Self.cells)
      // With Diyanet's method imsak is Fajr itself: one column, not two equal ones.
      let kinds = c.titles.count == 11 ? allKinds : Array(allKinds.dropFirst())
      for (row, day) in zip(rows, days) {
        guard row.count == c.titles.count else {
          XCTFail("\(c.locale): \(row.count) cells, \(c.titles.count) titles: \(row)")
          continue
        }
        let times = try XCTUnwrap(day["times"] as? [String: Any])
        for (j, kind) in kinds.enumerated() {
          let text = try XCTUnwrap(times[kind] as? String)
          let instant = try XCTUnwrap(CLITests.instant(text))
          var expected = Self.foundationTime(instant, lang: c.lang, digits: c.digits, h12: c.h12, zone: c.zone)
          // The day mark: midnight after the row's date.
          if String(text.prefix(10)) > (day["date"] as? String ?? "") {
            expected += "+" + (["arab": "١", "arabext": "۱", "beng": "১"][c.digits] ?? "1")
          }
          if kind == "dhuhr" && day["date"] as? String == "2026-12-04" { expected += " " + c.friday }
          XCTAssertEqual(row[3 + j], expected, "\(c.locale) \(day["date"] ?? "") \(kind)")
        }
      }
      XCTAssertEqual(rows[2][1], c.weekday, "\(c.locale)")
      // (French puts a no-break space before the colon.)
      XCTAssertTrue(
        out.contains("\n" + c.friday + ": ") || out.contains("\n" + c.friday + "\u{00A0}: "),
        "the Friday footnote: \(out)")
      XCTAssertFalse(out.contains("\u{1B}["), "no colour in a pipe")
      // No trailing spaces, and the title's columns line up with the rows' (terminal columns).
      for line in lines { XCTAssertFalse(line.hasSuffix(" "), "\(line)") }
    }
  }

  /// The languages with a table: the files of `Data/l10n/` (not the code's list).
  static func tableLanguages() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dataURL("l10n").path)
      .filter { $0.hasSuffix(".json") && $0 != "numbering.json" }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The `http(s)://` URLs of a citation, by a regular expression (closing punctuation dropped).
  static func urls(_ citation: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"https?://[^\s;]+?(?=[)\];,.]*(\s|$))"#)
    var found: [String] = []
    for m in pattern.matches(in: citation, range: NSRange(citation.startIndex..., in: citation)) {
      let url = String(citation[Range(m.range, in: citation)!])
      if !found.contains(url) { found.append(url) }
    }
    return found
  }

  /// A localized table's `Method:` and `Calendar:` lines (A8/T7): in every language, they carry
  /// exactly the URLs of the sources the English reason cites (the JSON's `methodSource`,
  /// `Data/hijri/country_calendars.csv`), and no English besides the identifiers (the method's
  /// own name, option names, country codes, URLs): no Latin letter at all in a language of
  /// another script, none of the English reason's words in a Latin one. Beyond 66° the polar
  /// default's source is cited too. The English table keeps its lines (PlacesCLITests).
  func testLocalizedTable_MethodAndCalendarLines_InTheLanguage() throws {
    let makkah = ["--city", "Makkah", "--date", "2026-12-04", "--days", "1"]
    func table(_ arguments: [String]) throws -> String {
      let (status, out, err) = try CLITests.run(arguments)
      XCTAssertEqual(status, 0, err)
      return out
    }
    let doc = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(try table(makkah + ["--format", "json"]).utf8)) as? [String: Any])
    let methodURLs = Self.urls(try XCTUnwrap(doc["methodSource"] as? String))
    let methodName = try XCTUnwrap((doc["method"] as? [String: Any])?["name"] as? String)
    let sa = try XCTUnwrap(CSV.records(try dataFile("hijri/country_calendars.csv")).first { $0.first == "SA" })
    let calendarURLs = Self.urls(sa[2])
    XCTAssertEqual(methodURLs.count, 1)
    XCTAssertEqual(calendarURLs.count, 2)
    let languages = try Self.tableLanguages()
    XCTAssertEqual(languages.count, 11)
    // The English reason's own words (whole words: French writes `source` too).
    let english: Set<String> = ["usual", "method", "calendar", "the", "default", "nearest", "listed"]
    for lang in languages where lang != "en" {
      let lines = try table(makkah + ["--locale", lang]).split(separator: "\n").map(String.init)
      XCTAssertGreaterThan(lines.count, 4, lang)
      let (method, calendar) = (lines[2], lines[3])
      XCTAssertEqual(Self.urls(method), methodURLs, "\(lang): \(method)")
      XCTAssertEqual(Self.urls(calendar), calendarURLs, "\(lang): \(calendar)")
      for line in [method, calendar] {
        var rest = line
        for identifier in methodURLs + calendarURLs + [methodName, "--city Makkah", "SA"] {
          rest = rest.replacingOccurrences(of: identifier, with: "")
        }
        let latin = rest.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        if ["ar", "bn", "fa", "ru", "ur"].contains(lang) {
          XCTAssertFalse(latin, "\(lang): Latin letters left in \(line)")
        } else {
          XCTAssertTrue(latin, lang)
          let words = Set(rest.lowercased().split { !$0.isLetter }.map(String.init))
          XCTAssertEqual(words.intersection(english), [], "\(lang): \(line)")
        }
      }
    }
    // Beyond 66°, no method given: the polar default, with its source, in the language.
    let polar = try table(CLITests.tromso + ["--date", "2026-12-21", "--locale", "ar"])
    let line = try XCTUnwrap(polar.split(separator: "\n").first { $0.hasPrefix("الطريقة: ") }, polar)
    XCTAssertTrue(line.contains("٦٦° شمالًا") && line.contains("٤٥° شمالًا"), String(line))
    XCTAssertTrue(line.hasSuffix(" https://islamicfiqh.net/en/cards/prayer-in-polar-areas-3615"), String(line))
  }

  /// The Arabic table's dates and weekdays are the CLDR ones (Foundation's), the Hijri date
  /// Umm al-Qura's.
  func testLocalizedTable_ArabicDates() throws {
    let out = try output(CLITests.makkah + ["--date", "2026-12-04", "--locale", "ar"])
    let row = try XCTUnwrap(out.split(separator: "\n").first { $0.contains("ديسمبر") }.map(Self.cells))
    XCTAssertEqual(row[0], "٤ ديسمبر ٢٠٢٦ م")  // ICU ar-SA's era beside a Hijri date
    XCTAssertEqual(row[1], "الجمعة")
    XCTAssertEqual(row[2], "٢٤ جمادى الآخرة ١٤٤٨ هـ")
  }

  /// Estimated times keep their `*`, missing ones `--:--` (Indonesian `--.--`), in every language, with the footnotes
  /// in that language.
  func testLocalizedTable_PolarMarks() throws {
    let estimated = try output(CLITests.tromso + ["--date", "2026-12-21", "--locale", "tr"])
    XCTAssertTrue(estimated.contains("*"), estimated)
    XCTAssertTrue(estimated.contains("* yüksek enlem kuralından"), estimated)
    let missing = try output(
      CLITests.tromso + ["--date", "2026-12-21", "--high-lat", "none", "--polar", "unresolved", "--locale", "ar"])
    XCTAssertTrue(missing.contains("--:--"), missing)
    XCTAssertTrue(missing.contains("--:-- لا يحدث"), missing)
    // Indonesian times read 04.30, so a missing one is --.--, and the note says so.
    let indonesian = try output(
      CLITests.tromso + ["--date", "2026-12-21", "--high-lat", "none", "--polar", "unresolved", "--locale", "id"])
    XCTAssertTrue(indonesian.contains("  --.--"), indonesian)
    XCTAssertFalse(indonesian.contains("--:--"), indonesian)
    XCTAssertTrue(indonesian.contains("\n--.-- waktu ini tidak terjadi pada hari itu"), indonesian)
  }

  // MARK: - CSV

  func testCSV_HeaderRowsAndTimesEqualTheJSON() throws {
    for (place, date, extra) in [
      (CLITests.london + ["--method", "moonsighting"], "2026-03-27", [String]()),  // across the clock change
      (CLITests.tromso, "2026-12-20", []),  // estimated
      (CLITests.tromso, "2026-12-20", ["--high-lat", "none", "--polar", "unresolved"]),  // missing
      (CLITests.makkah, "2026-11-29", ["--rounding", "none"]),  // milliseconds
    ] {
      let arguments = place + ["--date", date, "--days", "3"] + extra
      let text = try output(arguments + ["--format", "csv"])
      XCTAssertTrue(text.hasSuffix("\r\n"))
      XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "bare LF")
      XCTAssertTrue(text.unicodeScalars.allSatisfy { $0.isASCII }, "ASCII only")
      let records = CSV.records(text)
      XCTAssertEqual(
        records.first,
        ["date", "weekday", "hijri"] + CLITests.kinds + ["estimated"])
      let days = try jsonDays(arguments)
      XCTAssertEqual(records.count, days.count + 1)
      for (record, day) in zip(records.dropFirst(), days) {
        XCTAssertEqual(record.count, 16)
        XCTAssertEqual(record[0], day["date"] as? String)
        let hijri = try XCTUnwrap(day["hijri"] as? [String: Any])
        XCTAssertEqual(
          record[2],
          String(format: "%04d-%02d-%02d", hijri["year"] as? Int ?? 0, hijri["month"] as? Int ?? 0, hijri["day"] as? Int ?? 0))
        let times = try XCTUnwrap(day["times"] as? [String: Any])
        for (j, kind) in CLITests.kinds.enumerated() {
          if let iso = times[kind] as? String {
            // 2026-03-29T04:46:00+01:00 → 04:46; with milliseconds 04:46:12.345.
            let clock = extra.contains("--rounding") ? String(iso.dropFirst(11).prefix(12)) : String(iso.dropFirst(11).prefix(5))
            XCTAssertEqual(record[3 + j], clock, "\(record[0]) \(kind)")
          } else {
            XCTAssertEqual(record[3 + j], "", "\(record[0]) \(kind)")
          }
        }
        XCTAssertEqual(record[15], (day["estimated"] as? [String] ?? []).joined(separator: " "))
      }
    }
  }

  func testCSV_Weekdays() throws {
    let records = CSV.records(try output(CLITests.makkah + ["--date", "2026-11-29", "--days", "7", "--format", "csv"]))
    XCTAssertEqual(records.dropFirst().map { $0[1] }, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
  }

  // MARK: - --out

  /// Every format written with --out: the bytes of stdout, by a rename over the old file, with
  /// nothing on stdout, a note on stderr and no scratch file left.
  func testOut_EveryFormat_AtomicAndEqualToStdout() throws {
    let base = CLITests.makkah + ["--date", "2026-11-29", "--days", "3", "--now", "2026-11-29T09:00:00Z"]
    let cases: [(String, [String])] = [
      ("t.txt", base),
      ("t-ar.txt", base + ["--locale", "ar"]),
      ("t.json", base + ["--format", "json"]),
      ("t.csv", base + ["--format", "csv"]),
      ("t.ics", base + ["--format", "ics"]),
      ("r.csv", ["ramadan", "1448"] + CLITests.makkah + ["--format", "csv"]),
      ("r.ics", ["ramadan", "1448"] + CLITests.makkah + ["--format", "ics", "--now", "2026-11-29T09:00:00Z"]),
    ]
    for (name, arguments) in cases {
      let path = directory.appendingPathComponent(name).path
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      let before = try inode(path)
      let (status, out, err) = try CLITests.run(arguments + ["--out", path])
      XCTAssertEqual(status, 0, err)
      XCTAssertEqual(out, "", name)
      XCTAssertTrue(err.hasPrefix("Wrote "), err)
      XCTAssertTrue(err.contains(" to \(path) ("), err)
      let stdout = try output(arguments)
      XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), stdout, name)
      XCTAssertNotEqual(try inode(path), before, "\(name): replaced by a rename")
    }
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)), Set(cases.map(\.0)))
  }

  // MARK: - Colour

  /// What the terminal shows when the tool runs on one, with `environment`.
  func runOnTerminal(_ arguments: [String], environment: [String: String]) throws -> String {
    try BuiltTool.prayertimes.runOnTerminal(arguments, environment: environment).stdout
  }

  /// Colour on a terminal only: not with NO_COLOR, not with TERM=dumb, never in a pipe. On a
  /// terminal the next prayer is in reverse video, the current one green, Friday's row bold.
  func testColour_OnlyOnATerminal() throws {
    // Friday 4 December 2026, 13:00 in Istanbul: Dhuhr (12:59) is current, Asr (15:22, as
    // Diyanet's own table prints it: Data/fixtures/diyanet/Istanbul-2026.csv) next.
    let arguments = Self.istanbul + ["--date", "2026-12-03", "--days", "3", "--now", "2026-12-04T10:00:00Z"]
    let plain = try output(arguments)
    XCTAssertFalse(plain.contains("\u{1B}"))
    let coloured = try runOnTerminal(arguments, environment: ["TERM": "xterm-256color"])
    XCTAssertTrue(coloured.contains("\u{1B}[1;7m15:22\u{1B}[0m"), coloured.debugDescription)
    XCTAssertTrue(coloured.contains("\u{1B}[1m\u{1B}[32m12:59\u{1B}[0m"), coloured.debugDescription)
    XCTAssertTrue(coloured.contains("\u{1B}[1m2026-12-04\u{1B}[0m"), coloured.debugDescription)
    // Without the escapes, the same table (the terminal ends lines with CRLF).
    let stripped = coloured.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    XCTAssertEqual(stripped, plain)
    let localized = try runOnTerminal(arguments + ["--locale", "tr"], environment: ["TERM": "xterm"])
    XCTAssertTrue(localized.contains("\u{1B}[1;7m15:22\u{1B}[0m"), localized.debugDescription)
    for environment in [["TERM": "xterm", "NO_COLOR": "1"], ["TERM": "dumb"]] {
      let text = try runOnTerminal(arguments, environment: environment)
      XCTAssertFalse(text.contains("\u{1B}"), "\(environment)")
      XCTAssertTrue(text.contains("2026-12-04"), text)
    }
    // Not in a file either.
    let path = directory.appendingPathComponent("t.txt").path
    _ = try runOnTerminal(arguments + ["--out", path], environment: ["TERM": "xterm"])
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), plain)
  }

  // MARK: - Help

  func testHelp_NamesTheNewFormatsOptionsAndRamadan() throws {
    let help = try output(["--help"])
    for text in ["table, json, csv, ics or snapshot", "--locale LANG", "--clock 12|24", "--digits D",
                 "--out FILE", "ramadan [HIJRI-YEAR]"] {
      XCTAssertTrue(help.contains(text), text)
    }
  }
}
