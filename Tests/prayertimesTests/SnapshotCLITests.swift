import Foundation
import TestSupport
import XCTest

/// `--format snapshot` and the `widget` subcommand, run as the built binary.
///
/// The test target depends only on `prayertimes`, so the snapshot is read with
/// `JSONSerialization`; that `WidgetSnapshot.decode` accepts it is seen through `widget`, which
/// shows the "open the app" caption for anything it cannot decode.
final class SnapshotCLITests: ScratchDirectoryTestCase {
  static let makkah = CLITests.makkah + ["--method", "umm-al-qura"]
  /// 12:00 in Makkah, before Dhuhr (12:09) on Sunday 29 November 2026.
  static let now = "2026-11-29T09:00:00Z"
  static let snapshot = makkah + ["--format", "snapshot", "--now", now]

  static let openApp = "Open the app to update"
  static let needsRefresh = "Times need a refresh"

  // MARK: - Helpers

  /// Writes the snapshot of `arguments` (after the main options) to a file; returns its path and
  /// the decoded JSON.
  func snapshotFile(_ extra: [String] = [], name: String = "snapshot.json") throws
    -> (String, [String: Any])
  {
    let out = try output(Self.snapshot + extra)
    return (try write(out, name), try jsonObject(out))
  }

  /// `2026-11-29T09:08:59.999Z`.
  static func iso(_ ms: Int64) -> String {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    f.timeZone = TimeZone(identifier: "UTC")
    return f.string(from: Date(timeIntervalSince1970: Double(ms) / 1000))
  }

  static func ms(_ any: Any?) -> Int64? { (any as? NSNumber)?.int64Value }

  /// The prayers of day `i` of a snapshot, by id.
  func prayers(_ snapshot: [String: Any], day i: Int) throws -> [String: [String: Any]] {
    let days = try XCTUnwrap(snapshot["days"] as? [[String: Any]])
    let prayers = try XCTUnwrap(days[i]["prayers"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: prayers.map { ($0["id"] as? String ?? "", $0) })
  }

  func at(_ prayer: [String: Any]?, _ key: String = "at") throws -> Int64 {
    try XCTUnwrap(Self.ms(prayer?[key]), "\(String(describing: prayer)) lacks \(key)")
  }

  /// Every key of a JSON value, at any depth.
  static func keys(_ value: Any) -> Set<String> {
    if let o = value as? [String: Any] {
      return o.reduce(into: Set(o.keys)) { $0.formUnion(keys($1.value)) }
    }
    if let a = value as? [Any] { return a.reduce(into: []) { $0.formUnion(keys($1)) } }
    return []
  }

  /// `widget --format json` at `now`.
  func widget(_ path: String, now: Int64, _ extra: [String] = []) throws -> [String: Any] {
    try jsonObject(
      try output(["widget", "--snapshot", path, "--now", Self.iso(now), "--format", "json"] + extra))
  }

  func countdown(_ state: [String: Any]) -> [String: Any] {
    state["countdown"] as? [String: Any] ?? [:]
  }

  /// `h:mm:ss` of a duration in ms (Latin digits).
  static func clock(_ ms: Int64) -> String {
    let s = Int(ms / 1000)
    return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
  }

  // MARK: - The snapshot

  func testSnapshot_Stdout_IsTheVersionedSnapshot_WithoutCoordinates() throws {
    let ar = Self.snapshot + ["--locale", "ar", "--place", "مكة المكرمة"]
    let results = try CLITests.runAll([
      ar, ar, Self.makkah + ["--format", "snapshot", "--now", "2026-11-29T12:00:00+03:00", "--locale", "ar",
                             "--place", "مكة المكرمة"],
    ])
    for (status, _, err) in results { XCTAssertEqual(status, 0, err); XCTAssertEqual(err, "") }
    let out = results[0].1
    // Exactly the encoded bytes and one newline; the same arguments give the same bytes, and the
    // same instant written with an offset is the same snapshot.
    XCTAssertTrue(out.hasSuffix("}\n"), String(out.suffix(20)))
    XCTAssertFalse(out.dropLast().contains("\n"))
    XCTAssertEqual(Data(out.utf8), Data(results[1].1.utf8))
    XCTAssertEqual(out, results[2].1)

    let json = try jsonObject(out)
    XCTAssertEqual(json["version"] as? Int, 1)
    XCTAssertEqual((json["days"] as? [Any])?.count, 14)
    let locale = try XCTUnwrap(json["locale"] as? [String: String])
    XCTAssertEqual(
      locale, ["lang": "ar", "dir": "rtl", "digits": "arab", "clock": "h12", "tag": "ar-u-nu-arab-hc-h12"])
    XCTAssertEqual(json["place"] as? String, "مكة المكرمة")
    XCTAssertEqual(json["timeZone"] as? String, "Asia/Riyadh")
    XCTAssertEqual(Self.ms(json["generatedAt"]), 1_795_942_800_000)
    let keys = Self.keys(json)
    for key in ["latitude", "longitude", "lat", "lon", "coordinates", "elevation"] {
      XCTAssertFalse(keys.contains(key), key)
    }
    XCTAssertFalse(out.contains("21.4225") || out.contains("39.8262"))
    let days = try XCTUnwrap(json["days"] as? [[String: Any]])
    XCTAssertEqual(days.first?["date"] as? String, "2026-11-29")
    XCTAssertEqual(days.last?["date"] as? String, "2026-12-12")

    // The widget decodes it (an undecodable snapshot would give the open-app state).
    let path = try write(out, "ar.json")
    let state = try widget(path, now: 1_795_942_800_000)
    XCTAssertEqual(state["state"] as? String, "showing")
    XCTAssertEqual(state["place"] as? String, "مكة المكرمة")
  }

  /// Indonesian and Malay snapshots through the binary carry their table's words (Kemenag's and
  /// JAKIM's names, the captions, the calm countdown), and the widget shows the strong clock with
  /// the language's separator: Jakarta's Subuh ends at 05:24, so at 05:00 `0.24.00` in
  /// Indonesian (`countdown.separator` "."), and in Malay too: `--locale ms` in Jakarta is ms-ID,
  /// ICU ms_ID's `HH.mm.ss` (the ms table's own is `H:mm:ss`: LocalizationTests.testClockDuration).
  func testSnapshot_IndonesianAndMalay_WordsAndClock() throws {
    let now = "2026-11-29T05:00:00+07:00"
    let cases: [(lang: String, fajr: String, endsIn: String, needsRefresh: String, calm: String, clock: String)] = [
      ("id", "Subuh", "Waktu Subuh berakhir dalam", "Jadwal salat perlu diperbarui", "2 j 15 mnt", "0.24.00"),
      ("ms", "Subuh", "Waktu Subuh tamat dalam", "Waktu solat perlu dikemas kini", "2 j 15 min", "0.24.00"),
    ]
    for c in cases {
      let out = try output(["--city", "Jakarta", "--tz", "Asia/Jakarta", "--format", "snapshot", "--now", now, "--locale", c.lang])
      let json = try jsonObject(out)
      let table = try XCTUnwrap(json["countdown"] as? [String: Any])
      XCTAssertEqual((table["calm"] as? [String])?[135], c.calm, c.lang)
      XCTAssertEqual(table["separator"] as? String, c.clock.contains(".") ? "." : nil, c.lang)
      XCTAssertEqual((json["captions"] as? [String: Any])?["needsRefresh"] as? String, c.needsRefresh)
      let day = try XCTUnwrap((json["days"] as? [[String: Any]])?.first)
      let fajr = try XCTUnwrap((day["prayers"] as? [[String: Any]])?.first)
      XCTAssertEqual(fajr["name"] as? String, c.fajr)
      XCTAssertEqual(fajr["endsInCaption"] as? String, c.endsIn)
      let state = try widget(try write(out, c.lang + ".json"), now: 1_795_903_200_000)
      XCTAssertEqual(countdown(state)["kind"] as? String, "strong", c.lang)
      XCTAssertEqual(countdown(state)["text"] as? String, c.clock, c.lang)
      XCTAssertEqual(countdown(state)["caption"] as? String, c.endsIn, c.lang)
    }
  }

  func testSnapshot_LocaleDefaultsAndOverrides_FirstDayContainsNow() throws {
    let cases: [([String], [String: String], String)] = [
      ([], ["lang": "en", "dir": "ltr", "digits": "latn", "clock": "h12", "tag": "en-u-nu-latn-hc-h12"], "2026-11-29"),
      (["--locale", "tr"], ["lang": "tr", "dir": "ltr", "digits": "latn", "clock": "h23", "tag": "tr-u-nu-latn-hc-h23"], "2026-11-29"),
      (["--locale", "ar", "--clock", "24", "--digits", "latn"], ["lang": "ar", "dir": "rtl", "digits": "latn", "clock": "h23", "tag": "ar-u-nu-latn-hc-h23"], "2026-11-29"),
      (["--locale", "en", "--digits", "arab", "--clock=24"], ["lang": "en", "dir": "ltr", "digits": "arab", "clock": "h23", "tag": "en-u-nu-arab-hc-h23"], "2026-11-29"),
      (["--locale", "tr", "--clock", "12"], ["lang": "tr", "dir": "ltr", "digits": "latn", "clock": "h12", "tag": "tr-u-nu-latn-hc-h12"], "2026-11-29"),
      (["--locale", "id"], ["lang": "id", "dir": "ltr", "digits": "latn", "clock": "h23", "tag": "id-u-nu-latn-hc-h23"], "2026-11-29"),
      (["--locale", "ms"], ["lang": "ms", "dir": "ltr", "digits": "latn", "clock": "h12", "tag": "ms-u-nu-latn-hc-h12"], "2026-11-29"),
      (["--locale", "fr"], ["lang": "fr", "dir": "ltr", "digits": "latn", "clock": "h23", "tag": "fr-u-nu-latn-hc-h23"], "2026-11-29"),
      (["--locale", "de"], ["lang": "de", "dir": "ltr", "digits": "latn", "clock": "h23", "tag": "de-u-nu-latn-hc-h23"], "2026-11-29"),
      (["--locale", "ru"], ["lang": "ru", "dir": "ltr", "digits": "latn", "clock": "h23", "tag": "ru-u-nu-latn-hc-h23"], "2026-11-29"),
      (["--locale", "bn"], ["lang": "bn", "dir": "ltr", "digits": "beng", "clock": "h12", "tag": "bn-u-nu-beng-hc-h12"], "2026-11-29"),
      (["--locale", "fa"], ["lang": "fa", "dir": "rtl", "digits": "arabext", "clock": "h23", "tag": "fa-u-nu-arabext-hc-h23"], "2026-11-29"),
      (["--locale", "ur"], ["lang": "ur", "dir": "rtl", "digits": "latn", "clock": "h12", "tag": "ur-u-nu-latn-hc-h12"], "2026-11-29"),
    ]
    // 04:00 in Makkah on the 29th is before its Fajr: the prayer day of the 28th is still running.
    let early = CLITests.makkah + ["--format", "snapshot", "--now", "2026-11-29T04:00:00+03:00"]
    let results = try CLITests.runAll(cases.map { Self.snapshot + $0.0 } + [early])
    for ((arguments, locale, first), (status, out, err)) in zip(cases, results) {
      XCTAssertEqual(status, 0, "\(arguments): \(err)")
      let json = try jsonObject(out)
      XCTAssertEqual(json["locale"] as? [String: String], locale, "\(arguments)")
      let days = try XCTUnwrap(json["days"] as? [[String: Any]])
      XCTAssertEqual(days.first?["date"] as? String, first)
      // The day's weekday in the table's words: ICU's stand-alone EEEE (fr Dimanche, de Sonntag).
      var gregorian = Calendar(identifier: .gregorian)
      gregorian.timeZone = TimeZone(identifier: "UTC")!
      let noon = try XCTUnwrap(ISO8601DateFormatter().date(from: first + "T12:00:00Z"))
      let weekday = Date.FormatStyle(
        locale: Locale(identifier: locale["lang"] ?? "en"), calendar: gregorian, timeZone: gregorian.timeZone,
        capitalizationContext: .standalone
      ).weekday(.wide).format(noon)
      XCTAssertEqual(days.first?["weekday"] as? String, weekday, "\(arguments)")
      // The table's words on Friday the 4th, and its times as ICU writes them in the locale's
      // pattern (CLDR's hmm / Hmm) and digits.
      let friday: [String: (weekday: String, jumuah: String, next: String)] = [
        "ru": ("Пятница", "Джума", "Следующий намаз: Джума"), "bn": ("শুক্রবার", "জুমা", "পরবর্তী নামাজ: জুমা"),
      ]
      if let lang = locale["lang"], let words = friday[lang] {
        let day = try XCTUnwrap(days.first { $0["date"] as? String == "2026-12-04" })
        XCTAssertEqual(day["weekday"] as? String, words.weekday)
        let prayers = try XCTUnwrap(day["prayers"] as? [[String: Any]])
        XCTAssertEqual(prayers[1]["name"] as? String, words.jumuah)
        XCTAssertEqual(prayers[1]["nextCaption"] as? String, words.next)
        let f = DateFormatter()
        f.locale = Locale(identifier: "\(lang)@numbers=\(locale["digits"]!)")
        f.timeZone = TimeZone(identifier: "Asia/Riyadh")
        f.dateFormat = DateFormatter.dateFormat(
          fromTemplate: locale["clock"] == "h12" ? "hmm" : "Hmm", options: 0, locale: Locale(identifier: lang))
        for prayer in prayers {
          let at = Date(timeIntervalSince1970: Double(try XCTUnwrap(Self.ms(prayer["at"]))) / 1000)
          XCTAssertEqual(prayer["time"] as? String, f.string(from: at), "\(lang) \(prayer["id"] ?? "")")
        }
      }
      // A language whose own calendar is not the Gregorian one (fa: the Persian) dates the day
      // in it too, as ICU's long date in that calendar.
      let g = DateFormatter()
      g.locale = Locale(identifier: locale["lang"]!)
      g.calendar = Calendar(identifier: .gregorian)
      g.timeZone = TimeZone(identifier: "UTC")
      g.dateFormat = "yyyy-MM-dd"
      let date = try XCTUnwrap(g.date(from: first))
      let own = Locale(identifier: locale["lang"]!).calendar
      let civil = days.first?["civil"] as? [String: Any]
      XCTAssertEqual(civil == nil, own.identifier == .gregorian, "\(arguments)")
      if let label = civil?["label"] as? String {
        g.calendar = own
        g.setLocalizedDateFormatFromTemplate("yMMMMd")
        XCTAssertEqual(label.replacingOccurrences(of: "\u{200F}", with: ""), g.string(from: date), "\(arguments)")
        XCTAssertEqual(civil?["calendar"] as? String, "solar-hijri")
      }
    }
    let earlyDays = try XCTUnwrap(try jsonObject(results.last!.1)["days"] as? [[String: Any]])
    XCTAssertEqual(earlyDays.first?["date"] as? String, "2026-11-28")
    XCTAssertEqual(earlyDays.count, 14)
  }

  func testSnapshot_Out_WritesAtomically_SkipsUnchanged_RewritesAnotherDay() throws {
    let path = directory.appendingPathComponent("widget.json").path
    let stdout = try output(Self.snapshot)

    var (status, out, err) = try CLITests.run(Self.snapshot + ["--out", path])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.hasPrefix("Wrote"), err)
    XCTAssertTrue(err.contains(path), err)
    XCTAssertEqual(err.split(separator: "\n").count, 1, err)
    // The file holds the snapshot's bytes (stdout adds a newline), and no scratch file is left.
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(stdout.dropLast().utf8))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["widget.json"])

    // Same content (even built an hour later the same day): unchanged, not touched.
    let old = Date(timeIntervalSince1970: 946_684_800)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    let original = try inode(path)
    for now in [Self.now, "2026-11-29T10:00:00Z"] {
      (status, out, err) = try CLITests.run(Self.makkah + ["--format", "snapshot", "--now", now, "--out", path])
      XCTAssertEqual(status, 0, err)
      XCTAssertEqual(out, "")
      XCTAssertTrue(err.hasPrefix("Unchanged"), err)
      XCTAssertEqual(err.split(separator: "\n").count, 1, err)
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      XCTAssertEqual(attributes[.modificationDate] as? Date, old)
      XCTAssertEqual(try inode(path), original)
    }
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(stdout.dropLast().utf8))

    // Another day: rewritten (by rename: a new file).
    (status, out, err) = try CLITests.run(
      Self.makkah + ["--format", "snapshot", "--now", "2026-12-01T09:00:00Z", "--out", path])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.hasPrefix("Wrote"), err)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    XCTAssertNotEqual(attributes[.modificationDate] as? Date, old)
    let json = try jsonObject(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
    XCTAssertEqual((json["days"] as? [[String: Any]])?.first?["date"] as? String, "2026-12-01")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["widget.json"])
  }

  func testSnapshot_Marks_AreInTheSnapshot() throws {
    let marks = try write(
      #"[{"date":"2026-11-29","prayer":"fajr"},{"date":"2026-11-30","prayer":"isha"},{"date":"2026-11-29","prayer":"fajr"}]"#,
      "marks.json")
    let (path, json) = try snapshotFile(["--marks", marks])
    XCTAssertEqual(try prayers(json, day: 0)["fajr"]?["marked"] as? Bool, true)
    XCTAssertEqual(try prayers(json, day: 0)["dhuhr"]?["marked"] as? Bool, false)
    XCTAssertEqual(try prayers(json, day: 1)["isha"]?["marked"] as? Bool, true)
    XCTAssertEqual(try prayers(json, day: 1)["fajr"]?["marked"] as? Bool, false)
    // During Fajr (marked): the calm countdown to Dhuhr, the prayed label and the undo button.
    let fajr = try at(try prayers(json, day: 0)["fajr"])
    let state = try widget(path, now: fajr + 60_000)
    XCTAssertEqual(state["current"] as? String, "fajr")
    XCTAssertEqual(countdown(state)["kind"] as? String, "calm")
    XCTAssertEqual(state["button"] as? String, "Undo")
    let text = try output(["widget", "--snapshot", path, "--now", Self.iso(fajr + 60_000)])
    let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("Fajr") }, text)
    XCTAssertTrue(line.hasPrefix("  ▶✓"), String(line))
    XCTAssertTrue(line.hasSuffix("Prayed"), String(line))
  }

  // MARK: - The widget

  func testWidget_AtAndAroundAPrayer_AndPastTheHorizon() throws {
    let (path, json) = try snapshotFile()
    let day = try prayers(json, day: 0)
    let dhuhr = try at(day["dhuhr"])
    let asr = try at(day["asr"])
    let horizon = try XCTUnwrap(Self.ms(json["horizonEnd"]))
    let calm = try XCTUnwrap((json["countdown"] as? [String: Any])?["calm"] as? [String])

    // Exactly at Dhuhr: Dhuhr is current, its strong countdown runs to Asr.
    var state = try widget(path, now: dhuhr)
    XCTAssertEqual(state["state"] as? String, "showing")
    XCTAssertEqual(state["dayIndex"] as? Int, 0)
    XCTAssertEqual(state["current"] as? String, "dhuhr")
    XCTAssertEqual(state["next"] as? String, "asr")
    XCTAssertEqual(countdown(state)["kind"] as? String, "strong")
    XCTAssertEqual(countdown(state)["caption"] as? String, "Dhuhr ends in")
    XCTAssertEqual(countdown(state)["text"] as? String, Self.clock(asr - dhuhr))
    let range = try XCTUnwrap(countdown(state)["range"] as? [String: Any])
    XCTAssertEqual(Self.ms(range["from"]), dhuhr)
    XCTAssertEqual(Self.ms(range["to"]), asr)
    XCTAssertEqual(state["button"] as? String, "I prayed")

    // 1 ms before: no current prayer (sunrise to Dhuhr), the calm countdown to Dhuhr, 1 minute.
    state = try widget(path, now: dhuhr - 1)
    XCTAssertTrue(state["current"] is NSNull, "\(state)")
    XCTAssertEqual(state["next"] as? String, "dhuhr")
    XCTAssertEqual(countdown(state)["kind"] as? String, "calm")
    XCTAssertEqual(countdown(state)["caption"] as? String, "Next: Dhuhr")
    XCTAssertEqual(countdown(state)["text"] as? String, calm[1])
    XCTAssertTrue(state["button"] is NSNull)

    // The text form of the same moments.
    var text = try output(["widget", "--snapshot", path, "--now", Self.iso(dhuhr)])
    var lines = text.split(separator: "\n").map(String.init)
    let first = try XCTUnwrap((json["days"] as? [[String: Any]])?.first)
    let hijri = try XCTUnwrap((first["hijri"] as? [String: Any])?["label"] as? String)
    XCTAssertEqual(
      lines.first, "\(first["weekday"] as? String ?? "") · \(first["gregorian"] as? String ?? "") · \(hijri)")
    XCTAssertTrue(lines.first?.hasPrefix("Sunday · ") == true, text)
    XCTAssertTrue(lines.first?.contains("19 Jumada al-Akhirah 1448 AH") == true, text)
    XCTAssertTrue(lines.contains { $0.hasPrefix("  ▶  Dhuhr") }, text)
    XCTAssertTrue(lines.contains { $0.hasPrefix("  ▷  Asr") }, text)
    XCTAssertTrue(lines.contains { $0.hasPrefix("     Sunrise") }, text)
    XCTAssertEqual(lines.last, "Countdown (strong, with seconds): Dhuhr ends in \(Self.clock(asr - dhuhr))")
    text = try output(["widget", "--snapshot", path, "--now", Self.iso(dhuhr - 1)])
    lines = text.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines.contains { $0.hasPrefix("  ▷  Dhuhr") }, text)
    XCTAssertFalse(lines.contains { $0.contains("▶") }, text)
    XCTAssertEqual(lines.last, "Countdown (calm): Next: Dhuhr \(calm[1])")

    // At the horizon and past it, and before the first prayer day: "Times need a refresh".
    for now in [horizon, horizon + 86_400_000, try at(day["fajr"]) - 1] {
      state = try widget(path, now: now)
      XCTAssertEqual(state["state"] as? String, "needsRefresh", Self.iso(now))
      XCTAssertEqual(state["caption"] as? String, Self.needsRefresh)
      XCTAssertEqual(
        try output(["widget", "--snapshot", path, "--now", Self.iso(now)]), Self.needsRefresh + "\n")
    }
    // 1 ms before the horizon: the last prayer day's Isha.
    state = try widget(path, now: horizon - 1)
    XCTAssertEqual(state["dayIndex"] as? Int, 13)
    XCTAssertEqual(state["current"] as? String, "isha")
  }

  func testWidget_Taps_CountOnlyAfterTheStart_AndASecondTapUndoes() throws {
    let (path, json) = try snapshotFile()
    let dhuhr = try at(try prayers(json, day: 0)["dhuhr"])
    let now = dhuhr + 600_000
    func taps(_ ats: [Int64], prayer: String = "dhuhr", date: String = "2026-11-29") throws -> String {
      try write(
        "[" + ats.map { #"{"date":"\#(date)","prayer":"\#(prayer)","at":\#($0)}"# }.joined(separator: ",")
          + "]", "taps-\(UUID().uuidString).json")
    }
    // A tap queued before Dhuhr began does not count: still the strong countdown.
    var state = try widget(path, now: now, ["--taps", try taps([dhuhr - 60_000])])
    XCTAssertEqual(state["current"] as? String, "dhuhr")
    XCTAssertEqual(countdown(state)["kind"] as? String, "strong")
    // A tap at its start marks it: the calm countdown to Asr.
    state = try widget(path, now: now, ["--taps", try taps([dhuhr])])
    XCTAssertEqual(countdown(state)["kind"] as? String, "calm")
    XCTAssertEqual(countdown(state)["caption"] as? String, "Next: Asr")
    let marked = (state["prayers"] as? [[String: Any]])?.first { $0["id"] as? String == "dhuhr" }
    XCTAssertEqual(marked?["marked"] as? Bool, true)
    XCTAssertEqual(state["button"] as? String, "Undo")
    // Two taps: undone.
    state = try widget(path, now: now, ["--taps", try taps([dhuhr + 1000, dhuhr + 2000])])
    XCTAssertEqual(countdown(state)["kind"] as? String, "strong")
    XCTAssertEqual(state["button"] as? String, "I prayed")
    // Taps on another day or prayer leave Dhuhr alone; an empty list is fine.
    for file in [
      try taps([dhuhr + 1000], date: "2026-11-30"), try taps([dhuhr + 1000], prayer: "asr"),
      try write("[]", "empty-taps.json"),
    ] {
      state = try widget(path, now: now, ["--taps", file])
      XCTAssertEqual(countdown(state)["kind"] as? String, "strong", file)
    }
  }

  func testWidget_DamagedSnapshot_ShowsOpenTheApp() throws {
    let (path, _) = try snapshotFile(["--locale", "ar"])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let text = String(decoding: bytes, as: UTF8.self)
    let arabicOpenApp = try XCTUnwrap(
      (try jsonObject(text)["captions"] as? [String: Any])?["openApp"] as? String)
    XCTAssertNotEqual(arabicOpenApp, Self.openApp)
    let newer = text.replacingOccurrences(of: #""version":1"#, with: #""version":999"#)
    XCTAssertNotEqual(newer, text)
    let cases: [(String, String)] = [
      (try write(String(decoding: bytes.prefix(bytes.count / 2), as: UTF8.self), "truncated.json"), Self.openApp),
      (try write("", "empty.json"), Self.openApp),
      (try write("not json at all", "garbage.json"), Self.openApp),
      (try write(#"{"version":1}"#, "bare.json"), Self.openApp),
      // A newer version is read only for its own caption.
      (try write(newer, "v999.json"), arabicOpenApp),
    ]
    var lists: [[String]] = []
    for (file, _) in cases {
      lists.append(["widget", "--snapshot", file, "--now", Self.now])
      lists.append(["widget", "--snapshot", file, "--now", Self.now, "--format", "json", "--timeline"])
      lists.append(["widget", "--snapshot", file, "--now", Self.now, "--timeline"])
    }
    let results = try CLITests.runAll(lists)
    for (i, (file, caption)) in cases.enumerated() {
      let (textRun, jsonRun, timelineRun) = (results[3 * i], results[3 * i + 1], results[3 * i + 2])
      for (status, _, err) in [textRun, jsonRun, timelineRun] {
        XCTAssertEqual(status, 0, "\(file): \(err)")
        XCTAssertEqual(err, "", file)
      }
      XCTAssertEqual(textRun.1, caption + "\n", file)
      let json = try jsonObject(jsonRun.1)
      XCTAssertEqual(json["state"] as? String, "openApp", file)
      XCTAssertEqual(json["caption"] as? String, caption, file)
      let timeline = try XCTUnwrap(json["timeline"] as? [String: Any])
      XCTAssertEqual((timeline["entries"] as? [Any])?.count, 1)
      XCTAssertTrue(timelineRun.1.contains("openApp  \(caption)"), timelineRun.1)
      XCTAssertTrue(timelineRun.1.contains("Reload: after 2026-11-29T09:30:00Z"), timelineRun.1)
    }
  }

  func testWidget_Timeline_SortedBoundedWithItsReloadPolicy() throws {
    let (path, json) = try snapshotFile()
    let segments = try XCTUnwrap(json["segments"] as? [[String: Any]])
    let horizon = try XCTUnwrap(Self.ms(json["horizonEnd"]))
    let boundaries = Set(segments.compactMap { Self.ms($0["from"]) })
    let now: Int64 = 1_795_942_800_000

    // From 12:00 (calm until Dhuhr, then strong; the next morning's calm stretch is long): the
    // minute entries stop at 120 and the timeline ends, to be reloaded at its end.
    var doc = try widget(path, now: now, ["--timeline"])
    var timeline = try XCTUnwrap(doc["timeline"] as? [String: Any])
    var entries = try XCTUnwrap(timeline["entries"] as? [[String: Any]])
    var ats = entries.compactMap { Self.ms($0["at"]) }
    XCTAssertEqual(ats.count, entries.count)
    XCTAssertEqual(ats.first, now)
    XCTAssertEqual(ats, ats.sorted())
    XCTAssertEqual(Set(ats).count, ats.count)
    let minuteEntries = ats.filter { $0 != now && !boundaries.contains($0) && $0 != horizon }
    XCTAssertLessThanOrEqual(minuteEntries.count, 120)
    XCTAssertEqual(minuteEntries.count, 120)
    XCTAssertEqual((timeline["reload"] as? [String: Any])?["kind"] as? String, "atEnd")
    let dhuhr = try at(try prayers(json, day: 0)["dhuhr"])
    XCTAssertEqual(Self.ms((timeline["transitionAlarm"] as? [String: Any])?["at"]), dhuhr + 1000)
    for entry in entries {
      XCTAssertEqual(entry["utc"] as? String, Self.isoText(Self.ms(entry["at"]) ?? 0))
    }

    // From the last day's Asr: strong countdowns only, then the horizon; reload at the horizon.
    let lastAsr = try at(try prayers(json, day: 13)["asr"])
    doc = try widget(path, now: lastAsr + 1, ["--timeline"])
    timeline = try XCTUnwrap(doc["timeline"] as? [String: Any])
    entries = try XCTUnwrap(timeline["entries"] as? [[String: Any]])
    ats = entries.compactMap { Self.ms($0["at"]) }
    XCTAssertEqual(ats, ats.sorted())
    XCTAssertEqual(entries.map { $0["state"] as? String }, ["showing", "showing", "showing", "needsRefresh"])
    XCTAssertEqual(entries.map { $0["current"] as? String }, ["asr", "maghrib", "isha", nil])
    XCTAssertEqual(ats.last, horizon)
    let reload = try XCTUnwrap(timeline["reload"] as? [String: Any])
    XCTAssertEqual(reload["kind"] as? String, "after")
    XCTAssertEqual(Self.ms(reload["at"]), horizon)

    // The text form: the same entries, one line each, then the policy and the alarm.
    let text = try output(["widget", "--snapshot", path, "--now", Self.iso(lastAsr + 1), "--timeline"])
    let lines = text.split(separator: "\n").map(String.init)
    let start = try XCTUnwrap(lines.firstIndex(of: "Timeline: 4 entries"), text)
    XCTAssertTrue(lines[start + 1].hasPrefix("  \(Self.isoText(lastAsr + 1))  day 13  asr → maghrib  strong  Asr ends in"), text)
    XCTAssertTrue(lines[start + 3].contains("day 13  isha → -  strong  Isha ends in"), text)
    XCTAssertEqual(lines[start + 4], "  \(Self.isoText(horizon))  needsRefresh  \(Self.needsRefresh)")
    XCTAssertEqual(lines[start + 5], "Reload: after \(Self.isoText(horizon))")
    XCTAssertTrue(lines[start + 6].hasPrefix("Transition alarm: "), text)
    let atEnd = try output(["widget", "--snapshot", path, "--now", Self.now, "--timeline"])
    XCTAssertTrue(atEnd.contains("\nReload: at the end"), atEnd)
    XCTAssertTrue(atEnd.contains("\nTransition alarm: \(Self.isoText(dhuhr + 1000))"), atEnd)
  }

  /// The tool's UTC form: seconds, and milliseconds only when there are some.
  static func isoText(_ ms: Int64) -> String {
    let text = iso(ms)
    return text.hasSuffix(".000Z") ? String(text.dropLast(5)) + "Z" : text
  }

  func testWidget_ArabicDigits_TurkishTwentyFourHours() throws {
    let (arPath, arJSON) = try snapshotFile(["--locale", "ar"], name: "ar.json")
    let (trPath, trJSON) = try snapshotFile(["--locale", "tr"], name: "tr.json")
    let (enPath, _) = try snapshotFile([], name: "en.json")
    let dhuhr = try at(try prayers(arJSON, day: 0)["dhuhr"])
    let now = Self.iso(dhuhr + 61_000)

    let ar = try output(["widget", "--snapshot", arPath, "--now", now])
    let arabicIndic = CharacterSet(charactersIn: "\u{0660}"..."\u{0669}")
    let asciiDigits = CharacterSet(charactersIn: "0"..."9")
    for (name, prayer) in try prayers(arJSON, day: 0) {
      let time = try XCTUnwrap(prayer["time"] as? String)
      XCTAssertTrue(ar.contains(time), name)
      XCTAssertNotNil(time.rangeOfCharacter(from: arabicIndic), time)
      XCTAssertNil(time.rangeOfCharacter(from: asciiDigits), time)
    }
    // The strong countdown's clock in Arabic-Indic digits: 3:07:00 − 1:01 before Asr.
    let last = try XCTUnwrap(ar.split(separator: "\n").last.map(String.init))
    XCTAssertTrue(last.hasPrefix("Countdown (strong, with seconds): "), last)
    let clock = try XCTUnwrap(last.split(separator: " ").last.map(String.init))
    XCTAssertNil(clock.rangeOfCharacter(from: asciiDigits), clock)
    let asr = try at(try prayers(arJSON, day: 0)["asr"])
    let latin = Self.clock(asr - dhuhr - 61_000)
    XCTAssertEqual(
      clock,
      String(latin.unicodeScalars.map { c in
        c.properties.numericType != nil
          ? Character(Unicode.Scalar(0x0660 + c.value - 0x30)!) : Character(c)
      }))

    // Turkish: HH:mm, no day period; Akşam (Maghrib) after noon reads 13…23.
    let tr = try output(["widget", "--snapshot", trPath, "--now", now])
    for (_, prayer) in try prayers(trJSON, day: 0) {
      let time = try XCTUnwrap(prayer["time"] as? String)
      XCTAssertNotNil(time.range(of: #"^\x{200E}?\d{2}:\d{2}$"#, options: .regularExpression), time)
      XCTAssertTrue(tr.contains(time))
    }
    let maghrib = try XCTUnwrap(try prayers(trJSON, day: 0)["maghrib"]?["time"] as? String)
    XCTAssertGreaterThanOrEqual(Int(maghrib.filter(\.isNumber).prefix(2)) ?? 0, 13)
    XCTAssertFalse(tr.contains("ÖÖ") || tr.contains("ÖS"), tr)
    XCTAssertTrue(tr.contains("Akşam"), tr)

    // English: the 12-hour clock.
    let en = try output(["widget", "--snapshot", enPath, "--now", now])
    XCTAssertTrue(en.contains("PM"), en)
  }

  func testMainNow_SetsTodayForTheTable() throws {
    // 22:00 UTC on the 28th is 01:00 on the 29th in Riyadh.
    let out = try output(CLITests.makkah + ["--now", "2026-11-28T22:00:00Z"])
    XCTAssertEqual(CLITests.tableRows(out).first?.first, "2026-11-29")
    let json = try jsonObject(try output(CLITests.makkah + ["--now", "2026-11-28T20:59:59.999+00:00", "--format", "json"]))
    XCTAssertEqual((json["days"] as? [[String: Any]])?.first?["date"] as? String, "2026-11-28")
  }

  // MARK: - Errors and help

  func testErrors_UsageErrorsExit2_WithNothingOnStdout() throws {
    let badMarks: [(String, [String])] = [
      ("{\"date\":\"2026-11-29\",\"prayer\":\"fajr\"}", ["array"]),
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"sunrise\"}]", ["'sunrise'", "'fajr'", "'isha'", "item 1"]),
      ("[{\"date\":\"2026-02-30\",\"prayer\":\"fajr\"}]", ["'2026-02-30'", "YYYY-MM-DD"]),
      ("[{\"date\":20261129,\"prayer\":\"fajr\"}]", ["'date'"]),
      ("[{\"date\":\"2026-11-29\"}]", ["missing 'prayer'"]),
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"fajr\",\"at\":1}]", ["unknown key 'at'"]),
      ("[1]", ["item 1", "object"]),
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"fajr\"},", ["not valid JSON"]),
      ("", ["not valid JSON"]),
    ]
    let badTaps: [(String, [String])] = [
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"dhuhr\",\"at\":1.5}]", ["'at'", "1.5", "milliseconds"]),
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"dhuhr\",\"at\":\"1795950000000\"}]", ["'at'"]),
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"dhuhr\"}]", ["missing 'at'"]),
      ("[{\"date\":\"29-11-2026\",\"prayer\":\"dhuhr\",\"at\":1}]", ["'29-11-2026'"]),
      ("[{\"date\":\"2026-11-29\",\"prayer\":\"Dhuhr\",\"at\":1}]", ["'Dhuhr'", "'dhuhr'"]),
      ("{}", ["array"]),
      ("nope", ["not valid JSON"]),
    ]
    let (snapshot, _) = try snapshotFile()
    var cases: [([String], [String])] = [
      // Options that do not fit the format.
      (Self.snapshot + ["--days", "3"], ["--days", "14"]),
      (Self.snapshot + ["--date", "2026-11-29"], ["--date", "--now"]),
      // (--locale, --clock, --digits, --place and --out also apply to the table and ics.)
      (Self.makkah + ["--format", "csv", "--locale", "ar"], ["--locale", "snapshot"]),
      (Self.makkah + ["--format", "json", "--clock", "24"], ["--clock", "snapshot"]),
      (Self.makkah + ["--format", "json", "--digits", "arab"], ["--digits", "snapshot"]),
      (Self.makkah + ["--format", "csv", "--place", "Makkah"], ["--place"]),
      (Self.makkah + ["--format", "json", "--marks", "m.json"], ["--marks"]),
      (Self.makkah + ["--marks", "m.json"], ["--marks", "snapshot"]),
      // Bad values.
      (Self.snapshot + ["--locale", "sw"], ["'sw'", "'en'", "'ar'", "'de'", "'fr'", "'tr'"]),
      (Self.snapshot + ["--clock", "h12"], ["'h12'", "'12'", "'24'"]),
      (Self.snapshot + ["--digits", "hindi"], ["'hindi'", "'latn'", "'arab'"]),
      (Self.snapshot + ["--place", " "], ["--place"]),
      (Self.snapshot + ["--place", "a\nb"], ["--place"]),
      (Self.snapshot + ["--out", ""], ["--out"]),
      (Self.snapshot + ["--out", directory.path + "/"], ["--out"]),
      (Self.snapshot + ["--out", directory.path], ["--out", "not a regular file"]),
      (Self.snapshot + ["--locale", "ar", "--locale", "tr"], ["--locale", "twice"]),
      (Self.snapshot + ["--marks", directory.appendingPathComponent("none.json").path], ["--marks", "does not exist"]),
      (Self.snapshot + ["--marks", directory.path], ["--marks", "directory"]),
      (Self.makkah + ["--format", "snapshot", "--now"], ["--now"]),
      (Self.makkah + ["--format", "svg"], ["'svg'", "'table'", "'json'", "'snapshot'"]),
      // The widget.
      (["widget"], ["--snapshot"]),
      (["widget", "--now", Self.now], ["--snapshot"]),
      (["widget", "--snapshot", snapshot, "--format", "csv"], ["'csv'", "'text'", "'json'"]),
      (["widget", "--snapshot", snapshot, "--timeline=yes"], ["--timeline"]),
      (["widget", "--snapshot", snapshot, "--timeline", "--timeline"], ["--timeline", "twice"]),
      (["widget", "--snapshot", snapshot, "stray"], ["'stray'"]),
      (["widget", "--snapshot", snapshot, "--bogus"], ["--bogus"]),
      (["widget", "--snapshot"], ["--snapshot"]),
      (["widget", "--snapshot", "-", "--taps", "-"], ["--taps", "standard input"]),
      (["widget", "--snapshot", snapshot, "--taps", directory.appendingPathComponent("none.json").path], ["--taps", "does not exist"]),
    ]
    for now in [
      "2026-11-29T09:00:00", "2026-11-29", "2026-11-29 09:00:00Z", "2026-02-30T09:00:00Z",
      "2026-11-29T24:00:00Z", "2026-11-29T09:60:00Z", "2026-11-29T09:00:60Z", "2026-11-29T09:00:00+15:00",
      "2026-11-29T09:00:00+3", "2026-11-29T09:00:00Zjunk", "2026-11-29T09:00:00.Z", "yesterday", "",
      "0000-12-31T00:00:00Z", "1795950000000",
    ] {
      cases.append((Array(Self.snapshot.dropLast(2)) + ["--now", now], ["--now", "'\(now)'", "2026-11-29T09:00:00Z"]))
      cases.append((["widget", "--snapshot", snapshot, "--now", now], ["--now", "'\(now)'"]))
      cases.append((CLITests.makkah + ["--now", now], ["--now"]))
    }
    for (i, (content, mentions)) in badMarks.enumerated() {
      let file = try write(content, "marks-\(i).json")
      cases.append((Self.snapshot + ["--marks", file], ["--marks", file] + mentions))
    }
    for (i, (content, mentions)) in badTaps.enumerated() {
      let file = try write(content, "taps-\(i).json")
      cases.append((["widget", "--snapshot", snapshot, "--taps", file], ["--taps", file] + mentions))
    }
    try assertFailures(cases, everyMention: ["Usage: prayertimes"])
  }

  func testErrors_RuntimeFailuresExit1_WithNothingOnStdout() throws {
    let missing = directory.appendingPathComponent("missing.json").path
    let cases: [([String], [String])] = [
      // A snapshot file that cannot be read (its bytes, when there are some, are never an error).
      (["widget", "--snapshot", missing], ["missing.json", "does not exist"]),
      (["widget", "--snapshot", directory.path], ["directory"]),
      // The request was well-formed, but Tromsø has no sunrise in December unless resolved.
      (CLITests.tromso + ["--format", "snapshot", "--now", "2026-12-15T09:00:00Z", "--polar", "unresolved"],
       ["Sunrise does not happen", "--polar"]),
      // Nowhere to write.
      (Self.snapshot + ["--out", directory.appendingPathComponent("no/such/dir.json").path], ["cannot write"]),
    ]
    try assertFailures(cases, status: 1)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
  }

  func testHelp_ListsTheWidgetAndTheSnapshotOptions() throws {
    let top = try output(["--help"])
    for word in [
      "widget --snapshot FILE", "--format FORMAT", "snapshot", "SNAPSHOT OPTIONS", "--locale LANG",
      "--clock 12|24", "--digits", "latn", "arab", "--place LABEL", "--marks FILE", "--out FILE",
      "--now TIME",
    ] {
      XCTAssertTrue(top.contains(word), "top-level help lacks \(word)")
    }
    for flag in ["--help", "-h"] {
      for arguments in [["widget", flag], ["widget", "--bogus", flag]] {
        let help = try output(arguments)
        XCTAssertTrue(help.contains("USAGE: prayertimes widget --snapshot FILE"), help)
        for word in [
          "--snapshot FILE", "--now", "--taps FILE", "--timeline", "--format", "text", "json",
          "openApp", "needsRefresh", "strong", "calm", "Reload", "Transition alarm", "EXIT STATUS",
        ] {
          XCTAssertTrue(help.contains(word), "widget help lacks \(word)")
        }
      }
    }
  }
}
