import Foundation
import TestSupport
import XCTest

/// `prayertimes ramadan [HIJRI-YEAR]`, run as the built binary.
final class RamadanCLITests: XCTestCase {
  /// Ramadan 1448 (Umm al-Qura: 29 days from 8 February 2027) in Makkah: every day of the month,
  /// day numbers 1…29, and the method's Ramadan Isha, 120 minutes after Maghrib, on every day.
  func testRamadan1448_Makkah_DaysAndTheUmmAlQuraIsha() throws {
    let document = try runJSON(["ramadan", "1448"] + CLITests.makkah + ["--method", "umm-al-qura"])
    let ramadan = try XCTUnwrap(document["ramadan"] as? [String: Any])
    XCTAssertEqual(ramadan["hijriYear"] as? Int, 1448)
    XCTAssertEqual(ramadan["firstDay"] as? String, "2027-02-08")
    XCTAssertEqual(ramadan["lastDay"] as? String, "2027-03-08")
    XCTAssertEqual(ramadan["days"] as? Int, 29)
    let days = try XCTUnwrap(document["days"] as? [[String: Any]])
    XCTAssertEqual(days.count, 29)
    for (i, day) in days.enumerated() {
      let hijri = try XCTUnwrap(day["hijri"] as? [String: Int])
      XCTAssertEqual([hijri["year"], hijri["month"], hijri["day"]], [1448, 9, i + 1])
      XCTAssertEqual(day["ramadanIsha"] as? Bool, true)
      let times = try XCTUnwrap(day["times"] as? [String: Any])
      let maghrib = try XCTUnwrap(CLITests.instant(try XCTUnwrap(times["maghrib"] as? String)))
      let isha = try XCTUnwrap(CLITests.instant(try XCTUnwrap(times["isha"] as? String)))
      XCTAssertEqual(isha.timeIntervalSince(maghrib), 120 * 60, "\(day["date"] ?? "")")
    }
    // The table says so; --ramadan-isha off keeps the usual Isha (90 minutes in Umm al-Qura).
    let table = try output(["ramadan", "1448"] + CLITests.makkah + ["--method", "umm-al-qura"])
    XCTAssertTrue(table.contains("Ramadan 1448 AH: 2027-02-08 … 2027-03-08 (29 days)"), table)
    XCTAssertTrue(table.contains("Isha in Ramadan: 120 minutes after Maghrib"), table)
    let off = try runJSON(["ramadan", "1448"] + CLITests.makkah + ["--method", "umm-al-qura", "--ramadan-isha", "off"])
    let first = try XCTUnwrap((off["days"] as? [[String: Any]])?.first?["times"] as? [String: Any])
    let gap = try XCTUnwrap(CLITests.instant(first["isha"] as? String ?? ""))
      .timeIntervalSince(try XCTUnwrap(CLITests.instant(first["maghrib"] as? String ?? "")))
    XCTAssertEqual(gap, 90 * 60)
  }

  /// Jakarta's Ramadan 1448 by Indonesia's calendar, MABIMS: 30 days, 2027-02-08 … 03-09 (as
  /// hijrical 1.3.1's MABIMS predicts, Data/reference/hijrical_month_starts.csv), whatever
  /// --locale; the header names the calendar and why. --calendar umm-al-qura wins: 29 days.
  func testRamadan1448_Jakarta_ThirtyDaysByTheCountrysCalendar() throws {
    let document = try runJSON(["ramadan", "1448", "--city", "Jakarta"])
    let ramadan = try XCTUnwrap(document["ramadan"] as? [String: Any])
    XCTAssertEqual(ramadan["firstDay"] as? String, "2027-02-08")
    XCTAssertEqual(ramadan["lastDay"] as? String, "2027-03-09")
    XCTAssertEqual(ramadan["days"] as? Int, 30)
    XCTAssertEqual(document["hijriCalendar"] as? String, "mabims")
    let idRow = try XCTUnwrap(CSV.records(try dataFile("hijri/country_calendars.csv")).first { $0.first == "ID" })
    let idCalendarURLs = OutputFormatsTests.urls(idRow[2])
    XCTAssertFalse(idCalendarURLs.isEmpty)
    // The localized table's Ramadan line speaks its language (dates, digits, the days' plural).
    for (locale, line) in [
      ("en", "Ramadan 1448 AH: 8 February 2027 – 9 March 2027 (30 days)"),
      ("ar", "رمضان ١٤٤٨ هـ: ٨ فبراير ٢٠٢٧ م – ٩ مارس ٢٠٢٧ م (٣٠ يومًا)"),
      ("tr", "Ramazan 1448: 8 Şubat 2027 – 9 Mart 2027 (30\u{202F}gün)"),
      ("id", "Ramadan 1448 H: 8 Februari 2027 – 9 Maret 2027 (30 hari)"),
      ("ms", "Ramadan 1448 H: 8 Februari 2027 – 9 Mac 2027 (30 hari)"),
      ("fr", "Ramadan 1448 H\u{00A0}: 8 février 2027 – 9 mars 2027 (30\u{00A0}jours)"),
      ("de", "Ramadan 1448 n. H.: 8. Februar 2027 – 9. März 2027 (30 Tage)"),
      ("ru", "Рамадан 1448 г. х.: 8 февраля 2027\u{202F}г. – 9 марта 2027\u{202F}г. (30 дней)"),
      ("bn", "রমজান ১৪৪৮ হিজরি: ৮ ফেব্রুয়ারী, ২০২৭ – ৯ মার্চ, ২০২৭ (৩০ দিন)"),
      ("fa", "رمضان ۱۴۴۸ ه\u{200D}.ق.: \(Self.icuDate("fa", 8, 2)) – \(Self.icuDate("fa", 9, 3)) (\(Self.icuDays("fa", 30)))"),
      ("ur", "رمضان 1448 ہجری: \(Self.icuDate("ur", 8, 2)) – \(Self.icuDate("ur", 9, 3)) (\(Self.icuDays("ur", 30)))"),
    ] {
      let (status, table, _) = try CLITests.run(["ramadan", "1448", "--city", "Jakarta", "--locale", locale])
      XCTAssertEqual(status, 0)
      XCTAssertTrue(table.contains("\n" + line + "\n"), table)
      // The Calendar: line too (A8/T7): the calendar's name in the language, why, and the
      // URLs of Data/hijri/country_calendars.csv's ID row.
      let names = try XCTUnwrap(
        (try JSONSerialization.jsonObject(with: dataBytes("l10n/\(locale).json")) as? [String: Any])?["calendars"]
          as? [String: String])
      let mabims = try XCTUnwrap(names["mabims"])
      let calendarLine = table.split(separator: "\n").map(String.init).first {
        $0.contains(mabims + " (") && $0.contains("--city Jakarta")
      }
      XCTAssertEqual(calendarLine.map(OutputFormatsTests.urls), idCalendarURLs, "\(locale): \(table)")
    }
    let given = try runJSON(["ramadan", "1448", "--city", "Jakarta", "--calendar", "umm-al-qura"])
    XCTAssertEqual((given["ramadan"] as? [String: Any])?["days"] as? Int, 29)
    let uq = try CLITests.run(["ramadan", "1448", "--city", "Jakarta", "--calendar", "umm-al-qura"])
    XCTAssertTrue(uq.1.contains("(29 days)"), uq.1)
    XCTAssertFalse(uq.1.contains("Calendar:"), uq.1)
  }

  /// ICU's long date (`yMMMMd`) of a day of 2027 in `lang`, in its own digits and its own
  /// calendar (fa: the Persian one, the Solar Hijri date).
  static func icuDate(_ lang: String, _ day: Int, _ month: Int) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: lang)
    f.timeZone = TimeZone(identifier: "UTC")
    f.calendar = Locale(identifier: lang).calendar
    f.setLocalizedDateFormatFromTemplate("yMMMMd")
    return f.string(from: Calendar(identifier: .gregorian).date(from: DateComponents(
      timeZone: TimeZone(identifier: "UTC"), year: 2027, month: month, day: day, hour: 12))!)
  }

  /// ICU's wide day unit for `days` in `lang`.
  static func icuDays(_ lang: String, _ days: Int) -> String {
    Duration.seconds(days * 86400).formatted(
      Duration.UnitsFormatStyle(allowedUnits: [.days], width: .wide).locale(Locale(identifier: lang)))
  }

  /// The table's rows: day number, date, weekday, then the seven times, agreeing with the JSON.
  func testRamadan_Table_AgreesWithTheJSON() throws {
    let arguments = ["ramadan", "1447"] + CLITests.london + ["--method", "moonsighting"]
    let table = try output(arguments)
    let lines = table.split(separator: "\n")
    let title = try XCTUnwrap(lines.first { $0.hasPrefix("Day ") })
    XCTAssertEqual(
      title.split(separator: " ").map(String.init),
      ["Day", "Date", "Wkd", "Imsak", "Fajr", "Sunrise", "Dhuhr", "Asr", "Iftar", "Isha"])
    let rows = lines.filter { $0.range(of: #"^\d+ +\d{4}-"#, options: .regularExpression) != nil }
      .map { $0.split(separator: " ").map(String.init) }
    let days = try XCTUnwrap(try runJSON(arguments)["days"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 30)  // 1447: 18 February … 19 March 2026
    XCTAssertEqual(rows.first?[1], "2026-02-18")
    XCTAssertEqual(rows.last?[1], "2026-03-19")
    let kinds = ["imsak", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]
    for (i, (row, day)) in zip(rows, days).enumerated() {
      XCTAssertEqual(row[0], String(i + 1))
      XCTAssertEqual(row[1], day["date"] as? String)
      let times = try XCTUnwrap(day["times"] as? [String: Any])
      for (j, kind) in kinds.enumerated() {
        XCTAssertEqual(row[3 + j], String((times[kind] as? String ?? "").dropFirst(11).prefix(5)), "\(row[1]) \(kind)")
      }
    }
    XCTAssertEqual(rows.filter { $0[2] == "Fri" }.map { $0[1] }, ["2026-02-20", "2026-02-27", "2026-03-06", "2026-03-13"])
  }

  /// Without a year: the next Ramadan that has not ended, from --now in the zone.
  func testRamadan_DefaultYear_TheNextThatHasNotEnded() throws {
    for (now, year) in [
      ("2026-02-01T12:00:00Z", 1447),  // Sha'ban 1447
      ("2026-03-19T12:00:00Z", 1447),  // the last day of Ramadan 1447
      ("2026-03-20T12:00:00Z", 1448),  // Eid al-Fitr 1447
      ("2026-11-29T12:00:00Z", 1448),
    ] {
      let document = try runJSON(["ramadan"] + CLITests.makkah + ["--now", now])
      XCTAssertEqual((document["ramadan"] as? [String: Any])?["hijriYear"] as? Int, year, now)
    }
    // The calendar decides: the civil calendar's 1447 Ramadan begins on another day.
    let civil = try runJSON(["ramadan", "1447", "--calendar", "civil"] + CLITests.makkah)
    XCTAssertEqual((civil["ramadan"] as? [String: Any])?["firstDay"] as? String, "2026-02-18")
    let adjusted = try runJSON(["ramadan", "1447", "--hijri-adjust", "1"] + CLITests.makkah)
    XCTAssertEqual((adjusted["ramadan"] as? [String: Any])?["firstDay"] as? String, "2026-02-17")
  }

  func testRamadan_CSVAndICSAndLocalizedTable() throws {
    let base = ["ramadan", "1448"] + ICSTests.istanbul
    let csv = CSV.records(try output(base + ["--format", "csv"]))
    XCTAssertEqual(
      csv.first,
      ["ramadanDay", "date", "weekday", "hijri", "imsak", "fajr", "sunrise", "dhuhr", "asr", "iftar", "isha", "estimated"])
    XCTAssertEqual(csv.count, 30)
    XCTAssertEqual(csv[1], ["1", "2027-02-08", "Mon", "1448-09-01", "06:35", "06:35", "08:01", "13:23", "16:09", "18:35", "19:56", ""])
    let ics = try output(base + ["--format", "ics", "--locale", "tr", "--now", "2027-01-01T00:00:00Z"])
    XCTAssertEqual(ics.components(separatedBy: "BEGIN:VEVENT").count - 1, 29 * 6)
    XCTAssertTrue(ics.contains("X-WR-CALNAME:Ramazan 1448 · 41.0082\\, 28.9784"))
    XCTAssertTrue(ics.contains("SUMMARY;LANGUAGE=tr:Akşam · İftar"))
    XCTAssertTrue(ics.contains("UID:20270208-imsak-41.008n28.978e-turkey@prayertimes"))
    let table = try output(base + ["--locale", "tr"])
    XCTAssertTrue(table.contains("Ramazan  Tarih"), table)
    XCTAssertTrue(table.contains("İftar"), table)
    XCTAssertTrue(table.contains("\n1        8 Şubat 2027"), table)
    let ar = try output(base + ["--locale", "ar"])
    XCTAssertTrue(ar.contains("\n٢٩ "), ar)
  }

  func testRamadan_Help() throws {
    let help = try output(["ramadan", "--help"])
    XCTAssertTrue(help.contains("USAGE: prayertimes ramadan [HIJRI-YEAR]"), help)
    XCTAssertTrue(help.contains("--format FORMAT"), help)
    let top = try output(["--help"])
    XCTAssertTrue(top.contains("  ramadan [HIJRI-YEAR]"), top)
  }
}
