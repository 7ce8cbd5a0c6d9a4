import Foundation
import Hijri
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The language tables: the embedded copy equals `Data/l10n/`, every table reads, and the
/// plural-chosen strings agree with ICU's unit forms through Foundation.
final class LanguageTableTests: XCTestCase {
  /// docs/localization.md's "Per language" counts are the tables' own: every string value but
  /// `tag`, `name`, `sources` and `direction`, the regional overlays' apart, and the `spoken`
  /// object's.
  func testStringCounts_AsThisPageSays() throws {
    func strings(_ value: Any) -> Int {
      switch value {
      case is String: return 1
      case let list as [Any]: return list.map(strings).reduce(0, +)
      case let object as [String: Any]: return object.values.map(strings).reduce(0, +)
      default: return 0
      }
    }
    let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/localization.md"), encoding: .utf8)
    var spoken: [String] = []
    for lang in SnapshotLanguage.allCases.map(\.rawValue) {
      let table = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(try dataFile("l10n/\(lang).json").utf8)) as? [String: Any])
      let own = table.filter { !["tag", "name", "sources", "direction", "regions", "regionsAsLanguage"].contains($0.key) }
      let regions = table["regions"] as? [String: Any] ?? [:]
      var cell = "\(strings(own))"
      if !regions.isEmpty {
        cell += " (+\(strings(regions)) in \(regions.count) regional overlay\(regions.count > 1 ? "s" : ""))"
      }
      XCTAssertTrue(page.contains("\n| \(lang) | \(cell) |"), "\(lang): \(cell)")
      spoken.append("\(lang) \(strings(table["spoken"] ?? [:]))")
    }
    XCTAssertTrue(page.contains(spoken.joined(separator: ", ")), spoken.joined(separator: ", "))
  }

  /// Each embedded table (Sources/PrayerSnapshot/Generated/LocalizationData.swift) parses to the
  /// same JSON value as its file in Data/l10n/, and every file there is embedded.
  func testEmbeddedTables_EqualDataFiles() throws {
    func object(_ data: Data) throws -> NSDictionary {
      try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: dataURL("l10n").path)
      .filter { $0.hasSuffix(".json") }.sorted()
    let embedded = LocalizationData.tables.map { $0.tag + ".json" } + ["numbering.json"]
    XCTAssertEqual(Set(files), Set(embedded))
    for (tag, regions, rightToLeft, json, overlays) in LocalizationData.tables {
      // The table with its regions' overlays put back under `regions`.
      let mine = try object(json.withUTF8Buffer { Data($0) }).mutableCopy() as! NSMutableDictionary
      XCTAssertNil(mine["regions"], tag)
      XCTAssertEqual(regions.count, overlays.count, tag)
      if !regions.isEmpty {
        mine["regions"] = NSDictionary(
          objects: try overlays.map { try object($0.withUTF8Buffer { Data($0) }) }, forKeys: regions as [NSString])
      }
      let file = try object(dataBytes("l10n/\(tag).json"))
      XCTAssertEqual(mine, file, tag)
      // What is known without parsing the table is the table's own.
      XCTAssertEqual(regions, ((file["regions"] as? [String: Any]) ?? [:]).keys.sorted(), tag)
      XCTAssertEqual(rightToLeft, mine["direction"] as? String == "rtl", tag)
    }
    // The defaults generated beside the JSON are the parsed tables' (regions' overlays applied).
    XCTAssertEqual(LocalizationData.defaults.map(\.tag), SnapshotLanguage.withTables.map(\.rawValue))
    for (tag, digits, clock) in LocalizationData.defaults {
      let table = try XCTUnwrap(LanguageTable.exactly(tag), tag)
      XCTAssertEqual([table.defaultDigits, table.defaultClock.rawValue], [digits, clock], tag)
    }
    XCTAssertEqual(
      try object(LocalizationData.numbering.withUTF8Buffer { Data($0) }),
      try object(dataBytes("l10n/numbering.json")))
  }

  /// Every tag's table reads (a programming error otherwise), and the languages are those of
  /// the files, English first.
  func testEveryTableReads() {
    XCTAssertEqual(
      SnapshotLanguage.allCases.map(\.rawValue), ["en", "ar", "bn", "de", "fa", "fr", "id", "ms", "ru", "tr", "ur"])
    // Each language followed by its regions, sorted (RegionalFormsTests holds which to ICU).
    let languages = SnapshotLanguage.withTables.filter { !$0.rawValue.contains("-") }
    XCTAssertEqual(languages, SnapshotLanguage.allCases)
    XCTAssertEqual(
      SnapshotLanguage.withTables.map(\.rawValue),
      languages.flatMap { lang in
        [lang.rawValue] + SnapshotLanguage.withTables.map(\.rawValue).filter { $0.hasPrefix(lang.rawValue + "-") }.sorted()
      })
    XCTAssertEqual(SnapshotLanguage.withTables.count, 11 + 119)
    XCTAssertTrue(Set(SnapshotLanguage.regionsAsLanguage).isDisjoint(with: SnapshotLanguage.withTables))
    XCTAssertEqual(LanguageTable.of("ms-MY").tag, "ms")
    for lang in SnapshotLanguage.withTables {
      let t = LanguageTable.of(lang.rawValue)
      XCTAssertEqual(t.weekdays.count, 7)
      XCTAssertEqual(Occasion.allCases.filter { t.occasions[$0.rawValue] == nil }, [], lang.rawValue)
      XCTAssertFalse(t.plural.categories.isEmpty)
    }
    XCTAssertTrue(SnapshotLanguage.ar.isRightToLeft)
    XCTAssertTrue(SnapshotLanguage(rawValue: "fa")!.isRightToLeft)
    XCTAssertTrue(SnapshotLanguage(rawValue: "ur")!.isRightToLeft)
    XCTAssertFalse(SnapshotLanguage.tr.isRightToLeft)
    XCTAssertFalse(SnapshotLanguage.fr.isRightToLeft)
    // A language without a table gets English words, a region without one its language's.
    XCTAssertEqual(LanguageTable.of("sw").tag, "en")
    XCTAssertEqual(LanguageTable.of("fr-BE").tag, "fr")
    XCTAssertEqual(LanguageTable.of("tr-DE").tag, "tr")
    XCTAssertEqual(LanguageTable.of("fr-CA").tag, "fr-CA")
  }

  /// The numbering systems' digits are NumberFormatter's for `@numbers=`.
  func testNumberingSystems_MatchNumberFormatter() {
    for digits in SnapshotDigits.allCases {
      let f = NumberFormatter()
      f.locale = Locale(identifier: "en@numbers=\(digits.rawValue)")
      f.usesGroupingSeparator = false
      XCTAssertEqual(
        (0...9).map { f.string(from: NSNumber(value: $0))! }.joined(),
        LanguageTable.numberingSystems[digits.rawValue], digits.rawValue)
    }
  }

  /// en-GB (CLDR GB prefers H; day periods am/pm) against ICU's en_GB.
  func testRegion_EnGB_MatchesICU() {
    let gb = SnapshotLanguage(rawValue: "en-GB")!
    let locale = SnapshotLocale(lang: gb)
    XCTAssertEqual(locale.clock, .h23)
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_GB")
    f.setLocalizedDateFormatFromTemplate("jmm")
    XCTAssertEqual(Localizer(locale: locale).timePattern, f.dateFormat)
    XCTAssertEqual(Localizer(locale: locale).time(hour: 6, minute: 8), "06:08")
    let h12 = Localizer(locale: SnapshotLocale(lang: gb, clock: .h12))
    XCTAssertEqual(
      [LanguageTable.of("en-GB").am, LanguageTable.of("en-GB").pm], [f.amSymbol, f.pmSymbol])
    XCTAssertEqual(h12.time(hour: 18, minute: 8), "6:08\u{202F}pm")
    // Everything else is English's.
    XCTAssertEqual(Localizer(locale: locale).weekday(5), "Friday")
  }

  /// The calm countdown equals ICU's duration (Foundation's `Duration.UnitsFormatStyle`, hours
  /// and minutes) for every minute of a day and a bit, marks aside: in ar, fa, tr, ur, fr, de, ru
  /// and bn the abbreviated width (Turkish `2<NNBSP>sa. 15<NNBSP>dk.` with CLDR's full stops,
  /// Arabic `٢ س ١٥ د`, Persian `۲ ساعت، ۱۵ دقیقه` (ICU puts an RLM after the comma; ours has the
  /// RLM the bidi rule puts first), Urdu `2 گھنٹے اور 15 منٹ` (CLDR ur has no short units: its
  /// abbreviated width is the wide words, `گھنٹہ` in the singular), French
  /// `2<NNBSP>h et 15<NBSP>min` with ICU's two spaces, German `2 Std., 15 Min.`, Russian
  /// `2 ч 15 мин`, one form for every plural category, Bengali `২ ঘন্টা, ১৫ মিনিট`: CLDR bn has no
  /// shorter unit than the wide one but the narrow `ঘঃ`/`মিঃ`, a shorthand Bangladeshi timetables
  /// do not print); in id and ms the condensed abbreviated width, `2 j 15 mnt`, `2 j 15 min`: the
  /// same unit abbreviations, but the units side by side as in every other table, where the
  /// abbreviated width joins them as a sentence's list does (`2 j, 15 mnt`, `2 j dan 15 min`,
  /// "and"), too long for a widget's line. (English keeps the BIPM symbols `2 h 15 min` where ICU
  /// writes `2 hr, 15 min`.)
  func testCalmDuration_MatchesICUUnits() {
    let (id, ms) = (SnapshotLanguage(rawValue: "id")!, SnapshotLanguage(rawValue: "ms")!)
    let (fa, ur) = (SnapshotLanguage(rawValue: "fa")!, SnapshotLanguage(rawValue: "ur")!)
    for (lang, identifier, width) in [
      (SnapshotLanguage.tr, "tr", Duration.UnitsFormatStyle.UnitWidth.abbreviated),
      (.ar, "ar@numbers=arab", .abbreviated), (.ar, "ar@numbers=latn", .abbreviated),
      (fa, "fa@numbers=arabext", .abbreviated), (fa, "fa@numbers=latn", .abbreviated), (ur, "ur", .abbreviated),
      (.fr, "fr", .abbreviated), (.de, "de", .abbreviated), (.ru, "ru", .abbreviated),
      (.bn, "bn@numbers=beng", .abbreviated), (.bn, "bn@numbers=latn", .abbreviated),
      (id, "id", .condensedAbbreviated), (ms, "ms", .condensedAbbreviated),
      (ms, "ms@numbers=arab", .condensedAbbreviated),
    ] {
      let named = identifier.components(separatedBy: "@numbers=").dropFirst().first
      let digits = named.flatMap(SnapshotDigits.init(rawValue:)) ?? .latn
      let l = Localizer(locale: SnapshotLocale(lang: lang, digits: digits))
      let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: width)
        .locale(Locale(identifier: identifier))
      let table = l.calmDurations(upTo: 1500)
      for minutes in 1...1500 {
        let icu = Duration.seconds(minutes * 60).formatted(style)
        let ours = l.calmDuration(minutes: minutes)
        XCTAssertEqual(
          Localizer.withoutMarks(ours), Localizer.withoutMarks(icu), "\(identifier) \(minutes)")
        XCTAssertEqual(table[minutes], ours, "\(identifier) \(minutes)")
      }
    }
  }

  /// The Ramadan Isha note's minutes take the plural their count takes: en, tr, fa, ur, fr, de,
  /// id, ms, ru and bn the ICU wide unit (`1 minute`, `2 minutes`, `5 dakika`, `۵ دقیقه`, `5 منٹ`,
  /// `2 Minuten`, `5 menit`, `5 minit`, `21 минута`, `22 минуты`, `25 минут`, `৫ মিনিট`); ar after the preposition بـ the ICU unit form of
  /// the categories few, many and other (`بـ٥ دقائق`, `بـ١١ دقيقة`), and for one and two the
  /// oblique forms `بدقيقة واحدة`, `بدقيقتين` (ICU's nominative دقيقتان cannot follow بـ).
  func testRamadanIshaNote_MinutesByPlural() {
    let style = { (id: String) in
      Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .wide).locale(Locale(identifier: id))
    }
    for n in 1...150 {
      for (lang, id) in [
        (SnapshotLanguage.en, "en"), (.tr, "tr"), (.fr, "fr"), (.de, "de"),
        (SnapshotLanguage(rawValue: "id")!, "id"), (SnapshotLanguage(rawValue: "ms")!, "ms"),
        (.ru, "ru"), (.bn, "bn@numbers=beng"),
        (SnapshotLanguage(rawValue: "fa")!, "fa"), (SnapshotLanguage(rawValue: "ur")!, "ur"),
      ] {
        let note = TimetableWords(SnapshotLocale(lang: lang)).ramadanIshaNote(minutes: n)
        XCTAssertTrue(note.contains(" \(Duration.seconds(n * 60).formatted(style(id))) "), "\(id) \(n): \(note)")
      }
      let ar = TimetableWords(SnapshotLocale(lang: .ar, digits: .latn)).ramadanIshaNote(minutes: n)
      switch LanguageTable.of("ar").plural.category(n) {
      case .one: XCTAssertTrue(ar.contains("بعد المغرب بدقيقة واحدة "), ar)
      case .two: XCTAssertTrue(ar.contains("بعد المغرب بدقيقتين "), ar)
      default:
        let icu = Duration.seconds(n * 60).formatted(style("ar@numbers=latn"))
        XCTAssertTrue(ar.contains("بعد المغرب بـ\(icu) "), "\(n): \(ar) / \(icu)")
      }
    }
    XCTAssertEqual(
      TimetableWords(SnapshotLocale(lang: .en)).ramadanIshaNote(minutes: 1),
      "Isha in Ramadan: 1 minute after Maghrib (the method's Ramadan rule)")
  }

  /// Each language with the digits ICU is asked in: its default and Latin ones.
  static let spokenLocales: [(SnapshotLocale, String)] = SnapshotLanguage.allCases.flatMap { lang in
    Set([SnapshotLocale(lang: lang).digits, .latn]).sorted { $0.rawValue < $1.rawValue }.map { digits in
      (SnapshotLocale(lang: lang, digits: digits), "\(lang.rawValue)@numbers=\(digits.rawValue)")
    }
  }

  /// The spoken durations stand alone in every language: ICU's wide `Duration.UnitsFormatStyle`
  /// (hours, minutes, seconds; zero parts hidden) for every minute up to 1500, each with a
  /// different count of seconds (and whole minutes and hours without any), marks aside: en
  /// `2 hours, 12 minutes, 30 seconds`, ar `ساعتان، ١٢ دقيقة، و٣٠ ثانية` and `دقيقة` for one, tr
  /// `2 saat 12 dakika 30 saniye`, de `2 Stunden, 12 Minuten und 30 Sekunden`. The strong clock
  /// is the table's frame around it, and a reader filling the snapshot's `spoken` block makes the
  /// same string.
  func testSpokenDuration_MatchesICUWideUnits() {
    for (locale, identifier) in Self.spokenLocales {
      let l = Localizer(locale: locale)
      let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .wide)
        .locale(Locale(identifier: identifier))
      let block = l.spokenBlock(maximumHours: 25)
      let frame = LanguageTable.of(locale.lang.rawValue).spoken.strong
      for minutes in 0...1500 {
        for seconds in Set([minutes * 60, minutes * 60 + minutes % 60, minutes * 60 + 59]) {
          let icu = Duration.seconds(seconds).formatted(style)
          XCTAssertEqual(
            Localizer.withoutMarks(l.spokenDuration(seconds: seconds)), Localizer.withoutMarks(icu), "\(identifier) \(seconds)")
          let clock = Localizer.withoutMarks(l.spokenClock(seconds: seconds))
          XCTAssertEqual(clock, Localizer.withoutMarks(frame.filled { $0 == "value" ? icu : nil }), "\(identifier) \(seconds)")
          XCTAssertEqual(block.strongSpoken(seconds: seconds).map(Localizer.withoutMarks), clock, "\(identifier) \(seconds)")
        }
      }
      XCTAssertNil(block.strongSpoken(seconds: 26 * 3600), identifier)
    }
  }

  /// The calm value follows the next caption (`Next: Maghrib in 2 hours, 15 minutes`): where the
  /// table's frame is CLDR's relative-time future pattern (every language but ar, which says بعد
  /// as its day offsets do, and bn), a single unit equals ICU's relative format (`in 5 minutes`,
  /// `через 21 минуту`, `1 گھنٹے میں`, `5 dakika sonra`) — which proves the forms after the
  /// preposition (`spoken.after`) of ru and ur; two units are the frame around ICU's wide
  /// `Duration.UnitsFormatStyle` where the units stand as they do alone, and otherwise around
  /// ICU's forms inside the relative pattern, joined by the wide list: Arabic by the CLDR plural
  /// category of the hours and of the minutes as `dayOffset` (`بعد ساعتين و١٥ دقيقة`,
  /// `بعد ساعة واحدة و٣ دقائق`, `بعد ١١ ساعة ودقيقتين`).
  func testSpokenCalm_StandingAloneAndAfterThePreposition() {
    let now = Date()
    func relative(_ identifier: String, _ field: Date.RelativeFormatStyle.Field, _ seconds: Int) -> String {
      var style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)
      style.locale = Locale(identifier: identifier)
      style.allowedFields = [field]
      // A few seconds past the whole count: ICU rounds to the nearest.
      return now.addingTimeInterval(Double(seconds + 5)).formatted(style)
    }
    for (locale, identifier) in Self.spokenLocales {
      let l = Localizer(locale: locale)
      let words = LanguageTable.of(locale.lang.rawValue).spoken
      let block = l.spokenBlock(maximumHours: 25)
      let wide = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .wide)
        .locale(Locale(identifier: identifier))
      // ICU's relative text of n units, its own frame taken off (ar: خلال … for بعد …).
      let icuFrame = locale.lang == .ar ? "خلال {value}" : words.calm.source
      let (before, after) = (
        String(icuFrame.prefix { $0 != "{" }), String(icuFrame.reversed().prefix { $0 != "}" }.reversed())
      )
      func inner(_ text: String) -> String? {
        guard text.hasPrefix(before), text.hasSuffix(after) else { return nil }
        return String(text.dropFirst(before.count).dropLast(after.count))
      }
      let cldrFrame = locale.lang != .bn
      for minutes in 1...1500 {
        let ours = Localizer.withoutMarks(l.spokenCalm(minutes: minutes))
        XCTAssertEqual(block.calmSpoken(minutes: minutes, now: "").map(Localizer.withoutMarks), ours, "\(identifier) \(minutes)")
        let (h, m) = (minutes / 60, minutes % 60)
        if cldrFrame {
          let hours = h > 0 ? inner(relative(identifier, .hour, h * 3600)) : nil
          let mins = m > 0 ? inner(relative(identifier, .minute, m * 60)) : nil
          XCTAssert(h == 0 || hours != nil, "\(identifier) \(h) h: ICU's frame is not \(icuFrame)")
          XCTAssert(m == 0 || mins != nil, "\(identifier) \(m) min: ICU's frame is not \(icuFrame)")
          let parts = [hours, mins].compactMap { $0 }
          let value = parts.count == 1 ? parts[0] : words.list2.filled { $0 == "0" ? parts[0] : parts[1] }
          // ICU's relative data writes a plain space where its unit data has NBSP (fr
          // `dans 1 heure`, `1<NBSP>heure`): spaces compared as spaces here, exactly below.
          XCTAssertEqual(
            Self.plainSpaces(ours), Self.plainSpaces(Localizer.withoutMarks(words.calm.filled { _ in value })),
            "\(identifier) \(minutes)")
        }
        if words.afterHours == nil && words.afterMinutes == nil {
          let icu = Duration.seconds(minutes * 60).formatted(wide)
          XCTAssertEqual(ours, Localizer.withoutMarks(words.calm.filled { _ in icu }), "\(identifier) \(minutes)")
        }
      }
      XCTAssertEqual(l.spokenCalm(minutes: 0), l.calmDuration(minutes: 0), identifier)
    }
    // Arabic by plural category, as the day offsets (the oblique dual after بعد).
    let ar = Localizer(locale: SnapshotLocale(lang: .ar, digits: .latn))
    let rules = LanguageTable.of("ar").plural
    /// n of a unit after a preposition: its one, two (oblique dual), few and other forms.
    func oblique(_ n: Int, _ forms: (one: String, two: String, few: String, other: String)) -> String {
      switch rules.category(n) {
      case .one: return forms.one
      case .two: return forms.two
      case .few: return "\(n) \(forms.few)"
      default: return "\(n) \(forms.other)"
      }
    }
    for h in [1, 2, 3, 10, 11, 99, 100, 102] {
      for m in [0, 1, 2, 3, 10, 11, 59] {
        let hours = oblique(h, ("ساعة واحدة", "ساعتين", "ساعات", "ساعة"))
        let minutes = oblique(m, ("دقيقة واحدة", "دقيقتين", "دقائق", "دقيقة"))
        let expected = m == 0 ? "بعد \(hours)" : "بعد \(hours) و\(minutes)"
        XCTAssertEqual(Localizer.withoutMarks(ar.spokenCalm(minutes: h * 60 + m)), expected, "\(h) h \(m) min")
      }
    }
    XCTAssertEqual(
      Localizer(locale: SnapshotLocale(lang: .ar)).spokenCalm(minutes: 135), "بعد ساعتين و١٥ دقيقة")
    XCTAssertEqual(Localizer(locale: SnapshotLocale(lang: .tr)).spokenClock(seconds: 750), "12 dakika 30 saniye kaldı")
    XCTAssertEqual(Localizer(locale: SnapshotLocale(lang: .en)).spokenClock(seconds: 750), "12 minutes, 30 seconds left")
    XCTAssertEqual(
      Localizer(locale: SnapshotLocale(lang: .ar)).spokenClock(seconds: 750), "متبقٍ ١٢ دقيقة و٣٠ ثانية")
  }

  /// `s` with NBSP and NNBSP as spaces.
  static func plainSpaces(_ s: String) -> String {
    s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
  }

  /// The words of every table: four state words that differ, a mark hint naming the prayer (in
  /// its table's name context) for every prayer on Fridays and other days, three flag words; the
  /// Turkish caption's template keeps the caption a reader that ignores it shows, with the value
  /// where that reader puts it.
  func testSpokenWords_EveryLanguage() {
    for lang in SnapshotLanguage.allCases {
      let l = Localizer(locale: SnapshotLocale(lang: lang))
      let table = LanguageTable.of(lang.rawValue)
      let s = l.spokenStates
      XCTAssertEqual(Set([s.current, s.next, s.prayed, s.notPrayed]).count, 4, lang.rawValue)
      let f = l.flagWords
      XCTAssertFalse([f.estimated, f.hijriPredicted, f.hijriEstimated].contains(""), lang.rawValue)
      for id in PrayerID.allCases {
        for friday in [false, true] {
          let name = l.prayerName(id, onFriday: friday)
          let hint = l.markHint(id, onFriday: friday)
          XCTAssertTrue(hint.contains(name), "\(lang.rawValue) \(id): \(hint)")
          XCTAssertFalse(hint.contains("{"), hint)
          if let format = l.endsInFormat {
            let caption = l.endsInCaption(id, onFriday: friday)
            let line = WidgetReader.captionLine(caption, format: format, value: "0:12:30")
            XCTAssertTrue(line.hasPrefix(WidgetReader.captionLine(caption, format: nil, value: "0:12:30")), line)
            XCTAssertNotEqual(line, WidgetReader.captionLine(caption, format: nil, value: "0:12:30"))
          }
        }
      }
    }
    let tr = Localizer(locale: SnapshotLocale(lang: .tr))
    XCTAssertEqual(
      WidgetReader.captionLine(tr.endsInCaption(.maghrib, onFriday: false), format: tr.endsInFormat, value: "1:05:00"),
      "Akşam vaktinin çıkmasına 1:05:00 kaldı")
    XCTAssertNil(Localizer(locale: SnapshotLocale(lang: .en)).endsInFormat)
    XCTAssertEqual(Localizer(locale: SnapshotLocale(lang: .en)).markHint(.asr, onFriday: false), "Mark Asr as prayed")
    XCTAssertEqual(Localizer(locale: SnapshotLocale(lang: .ar)).markHint(.asr, onFriday: false), "تسجيل صلاة العصر")
    XCTAssertEqual(
      Localizer(locale: SnapshotLocale(lang: .tr)).markHint(.asr, onFriday: false), "İkindi namazını kıldım olarak işaretle")
  }

  /// The Ramadan line's day count: ICU's wide day unit (`29 days`, `29 gün`, `٢٩ يومًا`, `۲۹ روز`,
  /// `29 دن`, `29<NBSP>jours`, `29 Tage`, `29 hari`, `29 дней`, `২৯ দিন`).
  func testRamadanLine_DaysMatchICU() {
    let first = CivilDate(year: 2027, month: 2, day: 8)!
    let last = CivilDate(year: 2027, month: 3, day: 8)!
    for (lang, digits, id) in [
      (SnapshotLanguage.en, SnapshotDigits.latn, "en"), (.tr, .latn, "tr"), (.ar, .arab, "ar@numbers=arab"),
      (SnapshotLanguage(rawValue: "id")!, .latn, "id"), (SnapshotLanguage(rawValue: "ms")!, .arab, "ms@numbers=arab"),
      (.fr, .latn, "fr"), (.de, .latn, "de"),
      (.ru, .latn, "ru"), (.bn, .beng, "bn@numbers=beng"),
      (SnapshotLanguage(rawValue: "fa")!, SnapshotDigits(rawValue: "arabext")!, "fa"), (SnapshotLanguage(rawValue: "ur")!, .latn, "ur"),
    ] {
      let words = TimetableWords(SnapshotLocale(lang: lang, digits: digits))
      for days in [21, 22, 25, 29, 30] {
        let icu = Duration.seconds(days * 86400).formatted(
          Duration.UnitsFormatStyle(allowedUnits: [.days], width: .wide).locale(Locale(identifier: id)))
        let line = words.ramadanLine(year: 1448, first: first, last: last, days: days)
        XCTAssertTrue(line.hasSuffix("(\(icu))"), "\(id): \(line) / \(icu)")
      }
    }
    XCTAssertEqual(
      TimetableWords(SnapshotLocale(lang: .tr)).ramadanLine(year: 1448, first: first, last: last, days: 29),
      "Ramazan 1448: 8 Şubat 2027 – 8 Mart 2027 (29\u{202F}gün)")
    XCTAssertEqual(
      TimetableWords(SnapshotLocale(lang: .de)).ramadanLine(year: 1448, first: first, last: last, days: 29),
      "Ramadan 1448 n. H.: 8. Februar 2027 – 8. März 2027 (29 Tage)")
  }

  /// The footnotes use the locale's digits (one digit system in a table) and no calendar ids, and
  /// the missing-time note names the cell the table prints.
  func testFootnotes_LocaleDigitsAndCalendarNames() {
    let ar = TimetableWords(SnapshotLocale(lang: .ar))
    XCTAssertTrue(ar.otherDayNote.hasPrefix("-١ / +١ "), ar.otherDayNote)
    XCTAssertTrue(ar.hijriMissingNote.contains("(قبل ١ هـ)"), ar.hijriMissingNote)
    XCTAssertTrue(TimetableWords(SnapshotLocale(lang: .ar, digits: .latn)).hijriMissingNote.contains("(قبل 1 هـ)"))
    XCTAssertTrue(ar.hijriPredictedNote(.turkey).contains("(تقويم تركيا)"))
    let tr = TimetableWords(SnapshotLocale(lang: .tr))
    XCTAssertEqual(
      tr.hijriPredictedNote(.turkey),
      "Hicrî tarihler astronomik hesaba dayalı tahmindir (Türkiye takvimi); resmî ilan farklı olabilir")
    XCTAssertEqual(tr.hijriMissingNote, "- bu takvimde Hicrî tarih yok (Hicrî 1 yılından önce)")
    // The missing-time note explains the cell the table prints: `--:--`, Indonesian `--.--`.
    for lang in SnapshotLanguage.withTables {
      let locale = SnapshotLocale(lang: lang)
      let mark = Localizer(locale: locale).missingTime
      XCTAssertTrue(TimetableWords(locale).missingNote.hasPrefix(mark + " "), "\(lang.rawValue): \(mark)")
    }
  }

  /// The plural-rule reader: the syntax subset, and refusals outside it.
  func testPluralRules_Syntax() throws {
    let rules = try XCTUnwrap(PluralRules(["one": "n = 1 or n % 10 = 1 and n % 100 != 11", "few": "n = 2..4, 7"]))
    XCTAssertEqual([1, 21, 11, 2, 7, 5].map { rules.category($0) }, [.one, .one, .other, .few, .few, .other])
    XCTAssertEqual(rules.category(-21), .one)
    XCTAssertNil(PluralRules(["one": "i = 1 and v = 0"]))
    XCTAssertNil(PluralRules(["one": "n in 1"]))
    XCTAssertNil(PluralRules(["single": "n = 1"]))
  }

  /// Templates: placeholders anywhere, plural messages by exact value first.
  func testTemplates() throws {
    XCTAssertEqual(MessageTemplate("{a} and {b}!").filled(["a": "x", "b": "y"]), "x and y!")
    XCTAssertEqual(MessageTemplate("{a}").placeholders, ["a"])
    let message = try XCTUnwrap(PluralMessage(["=1": "Tomorrow", "one": "{n} day", "other": "{n} days"]))
    let en = LanguageTable.of("en").plural
    XCTAssertEqual(message.template(1, en).filled(["n": "1"]), "Tomorrow")
    XCTAssertEqual(message.template(3, en).filled(["n": "3"]), "3 days")
    XCTAssertNil(PluralMessage(["one": "x"]))
  }

  /// The date-pattern reader takes ICU's letters and quoted text.
  func testDatePattern_Fields() throws {
    let p = try XCTUnwrap(DatePattern("d MMMM 'de' y G"))
    XCTAssertEqual(p.fields, [.day(width: 1), .text(" "), .monthName, .text(" de "), .year, .text(" "), .era])
    XCTAssertNil(DatePattern("EEEE"))
  }
}

extension SnapshotLanguage {
  /// French, German, Russian and Bengali (tables in Data/l10n/), for the tests: the library names
  /// only en, ar and tr as static members, the language being an open tag.
  static let fr = SnapshotLanguage(rawValue: "fr")!
  static let de = SnapshotLanguage(rawValue: "de")!
  static let ru = SnapshotLanguage(rawValue: "ru")!
  static let bn = SnapshotLanguage(rawValue: "bn")!
}
