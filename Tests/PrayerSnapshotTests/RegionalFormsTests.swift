import Foundation
import XCTest

@testable import PrayerSnapshot

/// The regions of the eleven languages (issue 14, review E3): each table's `regions` overlays
/// against ICU's `<lang>_<CC>` through Foundation, for every region this machine's ICU knows.
///
/// An overlay holds exactly what ICU answers differently in the region than in the language's
/// base locale (`ar`, `fr` …; English: `en_001`) for what a table holds: the default hour cycle
/// (`jmm`), the time patterns (`hmm` — `Bhmm` where the table names its day periods flexibly —
/// and `Hmm`, `Hms`), the day periods, the date patterns (`yMMMMd`, `dMMM` in the Gregorian
/// calendar, islamic-umalqura `yMMMMd` and `MMMMd`, persian `yMMMMd` and `dMMM`), the Gregorian
/// months (`MMMM`, the `dMMM` pattern's `MMM` or `LLL`, the chart's `MMM`, and both standing
/// alone), the small families' weekdays (abbreviated and narrow), the Solar Hijri months; where ICU's answer is the base locale's, the table's own
/// choice stands (ar's era م beside a Gregorian date, A2), and the region is listed in the
/// table's `regionsAsLanguage`. The default digits are ICU's region's (ar: Latin in the Maghreb,
/// the Emirates and ar-001, Arabic-Indic elsewhere, as the table), but for Bengali, whose table
/// writes Bengali digits in every region (Bangladeshi and Indian Bengali print; ICU 76 gives bn,
/// bn_BD and bn_IN Latin ones). `Scripts/gen_region_overlays.swift` writes the overlays by the
/// same rule.
extension LocalizationTests {
  /// The ICU locale a language's base table follows.
  static func icuBase(_ language: String) -> String { language == "en" ? "en_001" : language }

  /// The regions ICU knows for each language (`Locale.availableIdentifiers`: `<lang>_<CC>`, and
  /// `<lang>_<Script>_<CC>` in the language's own script, ur_Arab_PK), sorted; en's 001 is its
  /// base.
  static let regionCandidates: [String: [String]] = Dictionary(
    uniqueKeysWithValues: SnapshotLanguage.allCases.map(\.rawValue).map { language in
      let script = Locale.Language(identifier: language).maximalIdentifier.split(separator: "-").dropFirst().first.map(String.init)
      var found: Set<String> = []
      for id in Locale.availableIdentifiers {
        let parts = id.split(separator: "_").map(String.init)
        guard parts.first == language else { continue }
        let region = parts.count == 2 ? parts[1] : parts.count == 3 && parts[1] == script ? parts[2] : nil
        if let region, region.range(of: "^([A-Z]{2}|[0-9]{3})$", options: .regularExpression) != nil { found.insert(region) }
      }
      if language == "en" { found.remove("001") }
      return (language, found.sorted())
    })

  /// The languages whose table's digits hold in every region, whatever ICU's region says.
  static let digitsOverICU: Set<String> = ["bn"]

  /// ICU's answers in `identifier` for what an overlay may hold, each read as `table` reads it
  /// (its flexible day periods, its civil calendar), each skeleton in the calendar the table
  /// writes it in (a locale's own may be another: ar_SA's islamic-umalqura, whose `yMMMMd` is
  /// `d MMMM، y G`, en_TH's buddhist).
  static func icuForms(_ identifier: String, readAs table: LanguageTable) -> [String: [String]] {
    func skeleton(_ s: String, _ calendar: String = "gregorian") -> String {
      DateFormatter.dateFormat(fromTemplate: s, options: 0, locale: Locale(identifier: identifier + "@calendar=" + calendar))!
    }
    let gregorian = formatter("MMMM", identifier)
    let calendar = gregorianUTC()
    func standAlone(_ width: Date.FormatStyle.Symbol.Month) -> [String] {
      let style = Date.FormatStyle(locale: Locale(identifier: identifier), calendar: calendar, timeZone: utc, capitalizationContext: .standalone)
        .month(width)
      return (1...12).map { style.format(calendar.date(from: DateComponents(year: 2026, month: $0, day: 15, hour: 12))!) }
    }
    var forms: [String: [String]] = [
      "clock": [skeleton("jmm").contains("H") ? "h23" : "h12"],
      "h12": [skeleton(table.h12.hasFlexibleDayPeriod ? "Bhmm" : "hmm")], "h23": [skeleton("Hmm")],
      "clockDuration": [skeleton("Hms").replacingOccurrences(of: "HH", with: "H")],
      "dayPeriods": [gregorian.amSymbol, gregorian.pmSymbol],
      "gregorianDate": [skeleton("yMMMMd")], "hijriDate": [skeleton("yMMMMd", "islamic-umalqura")],
      "short.gregorianDate": [skeleton("dMMM")], "short.hijriDate": [skeleton("MMMMd", "islamic-umalqura")],
      "gregorianMonths": gregorian.monthSymbols,
      // The abbreviated months as ICU's own `dMMM` pattern names them (`LLL`: standing alone).
      "short.gregorianMonths": skeleton("dMMM").contains("LLL") ? gregorian.shortStandaloneMonthSymbols : gregorian.shortMonthSymbols,
      "frame.months": gregorian.shortMonthSymbols,
      "standAloneGregorianMonths": standAlone(.wide), "frame.standAloneMonths": standAlone(.abbreviated),
      // The small families' weekdays, Monday first (en_AU's narrow `Su M Tu W Th F Sa`).
      "short.weekdays": Array(gregorian.shortStandaloneWeekdaySymbols[1...] + gregorian.shortStandaloneWeekdaySymbols[..<1]),
      "short.narrowWeekdays": Array(gregorian.veryShortStandaloneWeekdaySymbols[1...] + gregorian.veryShortStandaloneWeekdaySymbols[..<1]),
    ]
    if table.civilCalendar == "solar-hijri" {
      var persian = Calendar(identifier: .persian)
      persian.timeZone = utc
      forms["solarHijriMonths"] = formatter("MMMM", identifier, calendar: persian).monthSymbols
      forms["solarHijriDate"] = [skeleton("yMMMMd", "persian")]
      forms["short.solarHijriDate"] = [skeleton("dMMM", "persian")]
    }
    return forms
  }

  /// What no overlay holds (the wide weekdays, Hijri months and era, the Gregorian era where the table's
  /// date writes it: ar's م): a region must not change it (bn_IN's Gregorian era খ্রিঃ differs,
  /// which no Bengali date writes; en_SA's and en_TH's, whose English dates write none).
  static func icuFixedForms(_ identifier: String, readAs table: LanguageTable) -> [[String]] {
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = utc
    let gregorian = formatter("EEEE", identifier)
    let hijri = formatter("MMMM", identifier, calendar: ummAlQura)
    return [
      gregorian.weekdaySymbols, gregorian.standaloneWeekdaySymbols, table.gregorianDate.source.contains("G") ? gregorian.eraSymbols : [], hijri.monthSymbols,
      hijri.standaloneMonthSymbols, table.hijriDate.source.contains("G") ? hijri.eraSymbols : [],
    ]
  }

  /// The table's values for the keys of ``icuForms(_:readAs:)``.
  static func tableForms(_ t: LanguageTable) -> [String: [String]] {
    var forms: [String: [String]] = [
      "clock": [t.defaultClock.rawValue], "h12": [t.h12.source], "h23": [t.h23.source],
      "clockDuration": [t.clockDuration.source], "dayPeriods": [t.am, t.pm],
      "gregorianDate": [t.gregorianDate.source], "hijriDate": [t.hijriDate.source],
      "short.gregorianDate": [t.short.gregorianDate.source], "short.hijriDate": [t.short.hijriDate.source],
      "gregorianMonths": t.gregorianMonths, "short.gregorianMonths": t.short.gregorianMonths,
      "frame.months": t.abbreviatedMonths,
      "standAloneGregorianMonths": t.standAloneGregorianMonths, "frame.standAloneMonths": t.standAloneAbbreviatedMonths,
      "short.weekdays": t.short.weekdays, "short.narrowWeekdays": t.short.narrowWeekdays,
    ]
    if t.civilCalendar == "solar-hijri" {
      forms["solarHijriMonths"] = t.solarHijriMonths
      forms["solarHijriDate"] = t.solarHijriDate.map { [$0.source] } ?? []
      forms["short.solarHijriDate"] = t.short.solarHijriDate.map { [$0.source] } ?? []
    }
    return forms
  }

  /// Every region ICU knows has an overlay exactly where ICU's region answers differently from
  /// its base locale (or its digits from the table's), and the overlay holds ICU's region's
  /// answers; where ICU agrees with the base, the tag has no overlay and is in the table's
  /// `regionsAsLanguage` (`ar-EG`, `ar-SA`, `ms-MY` are their language's table).
  func testRegionalOverlays_ExactlyWhereICUDiffers() {
    let overlays = Set(SnapshotLanguage.withTables.map(\.rawValue).filter { $0.contains("-") })
    var expected: Set<String> = []
    var plain: Set<String> = []
    for (language, regions) in Self.regionCandidates {
      let base = LanguageTable.of(language)
      let icuBase = Self.icuForms(Self.icuBase(language), readAs: base)
      let fixedBase = Self.icuFixedForms(Self.icuBase(language), readAs: base)
      let own = Self.tableForms(base)
      for region in regions {
        let tag = "\(language)-\(region)"
        let icu = "\(language)_\(region)"
        let regional = Self.icuForms(icu, readAs: base)
        var want = own
        for (key, value) in regional where value != icuBase[key] { want[key] = value }
        let icuDigits = Locale(identifier: icu).numberingSystem.identifier
        let digits = Self.digitsOverICU.contains(language) ? base.defaultDigits : icuDigits
        let differs = want != own || digits != base.defaultDigits
        if differs { expected.insert(tag) } else { plain.insert(tag) }
        XCTAssertEqual(overlays.contains(tag), differs, "\(tag): an overlay where ICU \(icu) differs, none elsewhere")
        let table = LanguageTable.of(tag)
        let forms = Self.tableForms(table)
        for key in want.keys.sorted() where forms[key] != want[key] {
          XCTFail("\(tag) \(key): \(forms[key] ?? []) where ICU \(icu) gives \(want[key]!)")
        }
        let locale = SnapshotLocale(lang: SnapshotLanguage(rawValue: tag)!)
        XCTAssertEqual([table.defaultDigits, locale.digits.rawValue], [digits, digits], "\(tag) digits (ICU \(icuDigits))")
        XCTAssertEqual(locale.clock.rawValue, want["clock"]?.first, tag)
        XCTAssertEqual(Self.icuFixedForms(icu, readAs: base), fixedBase, "\(icu): a region form no overlay can hold")
        XCTAssertEqual(table.weekdays, base.weekdays, tag)
        XCTAssertEqual(table.hijriMonths, base.hijriMonths, tag)
      }
    }
    XCTAssertEqual(overlays, expected, "overlays of regions ICU does not know")
    XCTAssertEqual(Set(SnapshotLanguage.regionsAsLanguage.map(\.rawValue)), plain, "regionsAsLanguage")
    // ICU 76.1's regions (this page's counts): compared, and with an overlay.
    XCTAssertEqual(Self.regionCandidates.mapValues(\.count), [
      "en": 137, "ar": 28, "bn": 2, "de": 7, "fa": 2, "fr": 46, "id": 1, "ms": 4, "ru": 6, "tr": 2, "ur": 2,
    ])
    XCTAssertEqual(Dictionary(grouping: expected) { String($0.prefix { $0 != "-" }) }.mapValues(\.count), [
      "en": 88, "ar": 15, "bn": 1, "de": 2, "fa": 1, "fr": 10, "ms": 1, "tr": 1,
    ])
    XCTAssertEqual(
      expected.filter { !$0.hasPrefix("en-") }.sorted(),
      [
        "ar-001", "ar-AE", "ar-DZ", "ar-EH", "ar-IL", "ar-IQ", "ar-JO", "ar-KM", "ar-LB", "ar-LY", "ar-MA", "ar-MR",
        "ar-PS", "ar-SY", "ar-TN", "bn-IN", "de-AT", "de-IT", "fa-AF", "fr-CA", "fr-CM", "fr-DJ", "fr-DZ", "fr-MA",
        "fr-MR", "fr-SY", "fr-TD", "fr-TN", "fr-VU", "ms-ID", "tr-CY",
      ])
  }

  /// Every overlay's words through the localizer against ICU's `<lang>_<CC>` with its digits:
  /// the minutes of a day in 12 and 24 hours, the days of 2026 in the long and short dates (and
  /// the Solar Hijri ones of fa-AF), the first and tenth of each month of 1448 in the Hijri
  /// date (ICU's with the table's own month names and era, as the base tables are checked).
  /// Every minute and every day for the first overlay of each set of forms (its patterns, day
  /// periods, months and digits); a sample for the others, which write the same forms (every
  /// 7th minute and the hours' turns, every 5th day and each month's first): 0.8 s in debug,
  /// where all 119 overlays in full take 2.5 s (and pass).
  func testRegionalForms_MatchICU() {
    let tags = SnapshotLanguage.withTables.filter { $0.rawValue.contains("-") }
    XCTAssertEqual(tags.count, 119)
    let calendar = Self.gregorianUTC()
    var persian = Calendar(identifier: .persian)
    persian.timeZone = Self.utc
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = Self.utc
    let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
    var seenTimes: Set<[String]> = []
    var seenDates: Set<[String]> = []
    for lang in tags {
      let table = LanguageTable.of(lang.rawValue)
      let locale = SnapshotLocale(lang: lang)
      let icu = lang.rawValue.replacingOccurrences(of: "-", with: "_") + "@numbers=\(locale.digits.rawValue)"
      func expect(_ ours: String, _ theirs: String, _ what: @autoclosure () -> String) {
        assertScalars(ours, Localizer.bidiFinished(theirs, lang: lang), "\(icu) \(what())")
      }
      let timeForms = [table.h12.source, table.h23.source, table.am, table.pm, locale.digits.rawValue, lang.language]
      let minutes = seenTimes.insert(timeForms).inserted
        ? Array(0..<1440) : Array(stride(from: 0, to: 1440, by: 7)) + [59, 60, 719, 720, 779, 780, 1439]
      for clock in SnapshotClock.allCases {
        let localizer = Self.localizer(lang, nil, clock)
        let formatter = Self.formatter((clock == .h12 ? table.h12 : table.h23).source, icu)
        for minute in minutes {
          let date = Date(timeIntervalSince1970: Double(minute * 60))
          expect(localizer.time(hour: minute / 60, minute: minute % 60), formatter.string(from: date), "\(clock) \(minute)")
        }
      }
      let localizer = Self.localizer(lang)
      let long = Self.formatter(table.gregorianDate.source, icu)
      let short = Self.formatter(table.short.gregorianDate.source, icu)
      let solar = table.solarHijriDate.map { Self.formatter($0.source, icu, calendar: persian) }
      let shortSolar = table.short.solarHijriDate.map { Self.formatter($0.source, icu, calendar: persian) }
      let dateForms = [table.gregorianDate.source, table.short.gregorianDate.source, locale.digits.rawValue, lang.language]
        + table.gregorianMonths + table.short.gregorianMonths + table.solarHijriMonths
      let days = seenDates.insert(dateForms).inserted ? Array(0..<365) : Array(stride(from: 0, to: 365, by: 5))
      for offset in days {
        let date = start.addingTimeInterval(Double(offset * 86400))
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        expect(localizer.gregorianDate(year: c.year!, month: c.month!, day: c.day!), long.string(from: date), "\(c)")
        expect(localizer.shortGregorianDate(month: c.month!, day: c.day!), short.string(from: date), "short \(c)")
        if let solar, let shortSolar, table.civilCalendar == "solar-hijri" {
          let civil = CivilDate(year: c.year!, month: c.month!, day: c.day!)!
          expect(localizer.civilDate(civil), solar.string(from: date), "solar \(c)")
          expect(localizer.shortCivilDate(civil) ?? "", shortSolar.string(from: date), "short solar \(c)")
        }
      }
      for month in 1...12 {
        let date = calendar.date(from: DateComponents(year: 2026, month: month, day: 1, hour: 12))!
        expect(localizer.gregorianDate(year: 2026, month: month, day: 1), long.string(from: date), "2026-\(month)-01")
        expect(localizer.shortGregorianDate(month: month, day: 1), short.string(from: date), "short 2026-\(month)-01")
      }
      let hijri = Self.formatter(table.hijriDate.source.replacingOccurrences(of: "G", with: "'\(table.hijriEra)'"), icu, calendar: ummAlQura)
      for month in 1...12 {
        for day in [1, 10] {
          let date = ummAlQura.date(from: DateComponents(year: 1448, month: month, day: day, hour: 12))!
          let theirs = hijri.string(from: date).replacingOccurrences(of: hijri.monthSymbols[month - 1], with: table.hijriMonths[month - 1])
          expect(localizer.hijriDate(year: 1448, month: month, day: day), theirs, "1448-\(month)-\(day)")
        }
      }
    }
    // The samples of the issue: Maghreb and Levantine month names, Dari ones, Austrian Jänner.
    XCTAssertEqual(Self.localizer(SnapshotLanguage(rawValue: "ar-MA")!).gregorianDate(year: 2026, month: 12, day: 4), Self.rlm + "4 دجنبر 2026")
    XCTAssertEqual(Self.localizer(SnapshotLanguage(rawValue: "ar-LB")!).gregorianDate(year: 2026, month: 1, day: 4), "٤ كانون الثاني ٢٠٢٦ م")
    XCTAssertEqual(Self.localizer(SnapshotLanguage(rawValue: "de-AT")!).gregorianDate(year: 2026, month: 1, day: 4), "4. Jänner 2026")
    XCTAssertEqual(LanguageTable.of("fa-AF").solarHijriMonths.first, "حمل")
    XCTAssertEqual(LanguageTable.of("fa-AF").gregorianMonths.first, "جنوری")
    XCTAssertEqual(Self.localizer(SnapshotLanguage(rawValue: "fr-CA")!, nil, .h12).time(hour: 18, minute: 5), "6:05\u{202F}p.m.")
    // English where ICU's region differs from en_001: en-DE's date and 24 h, en-CZ's numeric
    // short date; ar-SA is the base table (ICU ar_SA's Gregorian yMMMMd is ar's, `d MMMM، y`).
    XCTAssertEqual(Self.localizer(SnapshotLanguage(rawValue: "en-DE")!).gregorianDate(year: 2026, month: 12, day: 4), "4. December 2026")
    XCTAssertEqual(SnapshotLocale(lang: SnapshotLanguage(rawValue: "en-DE")!).clock, .h23)
    XCTAssertEqual(Self.localizer(SnapshotLanguage(rawValue: "en-CZ")!).shortGregorianDate(month: 12, day: 4), "4. 12.")
    XCTAssertEqual(
      Self.localizer(SnapshotLanguage(rawValue: "ar-SA")!).gregorianDate(year: 2026, month: 12, day: 4),
      Self.localizer(.ar).gregorianDate(year: 2026, month: 12, day: 4))
  }

  /// The place's country gives any language its region where its table has an overlay.
  func testRegionalForms_FromThePlacesCountry() {
    let pairs: [(String, String?, String)] = [
      ("ar", "MA", "ar-MA"), ("ar", "DZ", "ar-DZ"), ("ar", "LB", "ar-LB"), ("ar", "EG", "ar"), ("ar", "SA", "ar"),
      ("fa", "AF", "fa-AF"), ("fa", "IR", "fa"), ("de", "AT", "de-AT"), ("de", "CH", "de"), ("fr", "CA", "fr-CA"),
      ("fr", "SN", "fr"), ("tr", "CY", "tr-CY"), ("ms", "ID", "ms-ID"), ("ms", "SG", "ms"), ("bn", "IN", "bn-IN"),
      ("ur", "IN", "ur"), ("ru", "KZ", "ru"), ("ar", nil, "ar"), ("ar-MA", "LB", "ar-MA"), ("fr", "VU", "fr-VU"),
      ("ms", "MY", "ms"), ("ms-MY", "ID", "ms-MY"), ("ar-SA", "MA", "ar-SA"),
    ]
    for (tag, country, expected) in pairs {
      XCTAssertEqual(SnapshotLanguage(rawValue: tag)!.regional(forCountry: country).rawValue, expected, "\(tag) in \(country ?? "-")")
    }
  }
}
