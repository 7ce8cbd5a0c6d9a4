import Foundation
import XCTest

@testable import PrayerSnapshot

/// The regions of the ten languages besides English (issue 14, review E3 rest): each table's
/// `regions` overlays against ICU's `<lang>_<CC>` through Foundation.
///
/// An overlay holds exactly what ICU answers differently in the region than in the language's
/// base locale (`ar`, `fr` …) for what a table holds: the default hour cycle (`jmm`), the time
/// patterns (`hmm` — `Bhmm` where the table names its day periods flexibly — and `Hmm`, `Hms`),
/// the day periods, the date patterns (`yMMMMd`, `dMMM`, islamic-umalqura `yMMMMd` and `MMMMd`,
/// persian `yMMMMd` and `dMMM`), the Gregorian months (`MMMM`, the short pattern's `MMM` or
/// `LLL`, the chart's `MMM`), the Solar Hijri months; where ICU's answer is the base locale's,
/// the table's own choice stands (ar's era م beside a Gregorian date, A2). The default digits
/// are ICU's region's (ar: Latin in the Maghreb and the Emirates, Arabic-Indic elsewhere, as the
/// table), but for Bengali, whose table writes Bengali digits in every region (Bangladeshi and
/// Indian Bengali print; ICU 76 gives bn, bn_BD and bn_IN Latin ones).
extension LocalizationTests {
  /// The countries compared, by language: where these languages are used. Saudi Arabia is not
  /// among them: the ar table's base follows ICU ar-SA (its digits and its era م beside a
  /// Gregorian date), without ar-SA's Arabic comma.
  static let regionCandidates: [String: [String]] = [
    "ar": [
      "MA", "DZ", "TN", "LY", "MR", "EH", "LB", "SY", "JO", "IQ", "PS", "EG", "AE", "KW", "QA", "BH", "OM", "YE",
      "SD", "SS", "SO", "DJ", "KM", "TD", "ER", "IL",
    ],
    "fa": ["AF", "IR"], "ur": ["IN", "PK"],
    "fr": [
      "CA", "BE", "CH", "LU", "MC", "MA", "DZ", "TN", "MR", "SN", "CI", "ML", "NE", "BF", "GN", "CM", "TD", "KM",
      "DJ", "MU", "RE", "SY", "HT", "CD", "BJ", "TG", "GA", "MG", "FR",
    ],
    "de": ["AT", "CH", "BE", "LU", "LI", "IT", "DE"], "ms": ["SG", "BN", "ID", "MY"], "bn": ["IN", "BD"],
    "ru": ["KZ", "KG", "BY", "UA", "MD", "RU"], "tr": ["CY", "TR"], "id": ["ID"],
  ]

  /// The languages whose table's digits hold in every region, whatever ICU's region says.
  static let digitsOverICU: Set<String> = ["bn"]

  /// ICU's answers in `identifier` for what an overlay may hold, each read as `table` reads it
  /// (its flexible day periods, its short pattern's month field).
  static func icuForms(_ identifier: String, readAs table: LanguageTable) -> [String: [String]] {
    func skeleton(_ s: String, _ calendar: String? = nil) -> String {
      DateFormatter.dateFormat(
        fromTemplate: s, options: 0, locale: Locale(identifier: identifier + (calendar.map { "@calendar=\($0)" } ?? "")))!
    }
    let gregorian = formatter("MMMM", identifier)
    var forms: [String: [String]] = [
      "clock": [skeleton("jmm").contains("H") ? "h23" : "h12"],
      "h12": [skeleton(table.h12.hasFlexibleDayPeriod ? "Bhmm" : "hmm")], "h23": [skeleton("Hmm")],
      "clockDuration": [skeleton("Hms").replacingOccurrences(of: "HH", with: "H")],
      "dayPeriods": [gregorian.amSymbol, gregorian.pmSymbol],
      "gregorianDate": [skeleton("yMMMMd")], "hijriDate": [skeleton("yMMMMd", "islamic-umalqura")],
      "short.gregorianDate": [skeleton("dMMM")], "short.hijriDate": [skeleton("MMMMd", "islamic-umalqura")],
      "gregorianMonths": gregorian.monthSymbols,
      "short.gregorianMonths": table.short.gregorianDate.source.contains("LLL")
        ? gregorian.shortStandaloneMonthSymbols : gregorian.shortMonthSymbols,
      "frame.months": gregorian.shortMonthSymbols,
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

  /// What no overlay holds (weekdays, Hijri months and era, the Gregorian era where the table's
  /// date writes it: ar's م): a region must not change it (bn_IN's Gregorian era খ্রিঃ differs,
  /// which no Bengali date writes).
  static func icuFixedForms(_ identifier: String, readAs table: LanguageTable) -> [[String]] {
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = utc
    let gregorian = formatter("EEEE", identifier)
    let hijri = formatter("MMMM", identifier, calendar: ummAlQura)
    return [
      gregorian.weekdaySymbols, gregorian.shortStandaloneWeekdaySymbols, gregorian.veryShortStandaloneWeekdaySymbols,
      table.gregorianDate.source.contains("G") ? gregorian.eraSymbols : [], hijri.monthSymbols,
      hijri.standaloneMonthSymbols, hijri.eraSymbols,
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
    ]
    if t.civilCalendar == "solar-hijri" {
      forms["solarHijriMonths"] = t.solarHijriMonths
      forms["solarHijriDate"] = t.solarHijriDate.map { [$0.source] } ?? []
      forms["short.solarHijriDate"] = t.short.solarHijriDate.map { [$0.source] } ?? []
    }
    return forms
  }

  /// Every region compared has an overlay exactly where ICU's region answers differently from
  /// its base locale (or its digits from the table's), and the overlay holds ICU's region's
  /// answers; where ICU agrees with the base, the tag has no overlay (`ar-EG` is `ar`'s table).
  func testRegionalOverlays_ExactlyWhereICUDiffers() {
    let overlays = Set(SnapshotLanguage.withTables.map(\.rawValue).filter { $0.contains("-") && !$0.hasPrefix("en-") })
    var expected: Set<String> = []
    for (language, regions) in Self.regionCandidates {
      let base = LanguageTable.of(language)
      let icuBase = Self.icuForms(language, readAs: base)
      let fixedBase = Self.icuFixedForms(language, readAs: base)
      for region in regions {
        let tag = "\(language)-\(region)"
        let icu = "\(language)_\(region)"
        let regional = Self.icuForms(icu, readAs: base)
        var want = Self.tableForms(base)
        for (key, value) in regional where value != icuBase[key] { want[key] = value }
        let icuDigits = Locale(identifier: icu).numberingSystem.identifier
        let digits = Self.digitsOverICU.contains(language) ? base.defaultDigits : icuDigits
        let differs = want != Self.tableForms(base) || digits != base.defaultDigits
        if differs { expected.insert(tag) }
        XCTAssertEqual(overlays.contains(tag), differs, "\(tag): an overlay where ICU \(icu) differs, none elsewhere")
        let table = LanguageTable.of(tag)
        for key in want.keys.sorted() {
          XCTAssertEqual(Self.tableForms(table)[key], want[key], "\(tag) \(key)")
        }
        XCTAssertEqual(table.defaultDigits, digits, "\(tag) digits (ICU \(icuDigits))")
        XCTAssertEqual(SnapshotLocale(lang: SnapshotLanguage(rawValue: tag)!).digits.rawValue, digits, tag)
        XCTAssertEqual(SnapshotLocale(lang: SnapshotLanguage(rawValue: tag)!).clock.rawValue, want["clock"]?.first, tag)
        XCTAssertEqual(Self.icuFixedForms(icu, readAs: base), fixedBase, "\(icu): a region form no overlay can hold")
        XCTAssertEqual(table.weekdays, base.weekdays, tag)
        XCTAssertEqual(table.hijriMonths, base.hijriMonths, tag)
      }
    }
    XCTAssertEqual(overlays, expected, "overlays of regions not compared")
    XCTAssertEqual(
      expected.sorted(),
      [
        "ar-AE", "ar-DZ", "ar-EH", "ar-IL", "ar-IQ", "ar-JO", "ar-KM", "ar-LB", "ar-LY", "ar-MA", "ar-MR", "ar-PS",
        "ar-SY", "ar-TN", "bn-IN", "de-AT", "de-IT", "fa-AF", "fr-CA", "fr-CM", "fr-DJ", "fr-DZ", "fr-MA", "fr-MR",
        "fr-SY", "fr-TD", "fr-TN", "ms-ID", "tr-CY",
      ])
  }

  /// Every overlay's words through the localizer against ICU's `<lang>_<CC>` with its digits:
  /// every minute of a day in 12 and 24 hours, every day of 2026 in the long and short dates
  /// (and the Solar Hijri ones of fa-AF), the first and tenth of each month of 1448 in the Hijri
  /// date (ICU's with the table's own month names and era, as the base tables are checked).
  func testRegionalForms_MatchICU() {
    let tags = SnapshotLanguage.withTables.filter { $0.rawValue.contains("-") && $0.language != "en" }
    XCTAssertEqual(tags.count, 29)
    let calendar = Self.gregorianUTC()
    var persian = Calendar(identifier: .persian)
    persian.timeZone = Self.utc
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = Self.utc
    let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
    for lang in tags {
      let table = LanguageTable.of(lang.rawValue)
      let locale = SnapshotLocale(lang: lang)
      let icu = lang.rawValue.replacingOccurrences(of: "-", with: "_") + "@numbers=\(locale.digits.rawValue)"
      func expect(_ ours: String, _ theirs: String, _ what: @autoclosure () -> String) {
        assertScalars(ours, Localizer.bidiFinished(theirs, lang: lang), "\(icu) \(what())")
      }
      for clock in SnapshotClock.allCases {
        let localizer = Self.localizer(lang, nil, clock)
        let formatter = Self.formatter((clock == .h12 ? table.h12 : table.h23).source, icu)
        for minute in 0..<1440 {
          let date = Date(timeIntervalSince1970: Double(minute * 60))
          expect(localizer.time(hour: minute / 60, minute: minute % 60), formatter.string(from: date), "\(clock) \(minute)")
        }
      }
      let localizer = Self.localizer(lang)
      let long = Self.formatter(table.gregorianDate.source, icu)
      let short = Self.formatter(table.short.gregorianDate.source, icu)
      let solar = table.solarHijriDate.map { Self.formatter($0.source, icu, calendar: persian) }
      let shortSolar = table.short.solarHijriDate.map { Self.formatter($0.source, icu, calendar: persian) }
      for offset in 0..<365 {
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
  }

  /// The place's country gives any language its region where its table has an overlay.
  func testRegionalForms_FromThePlacesCountry() {
    let pairs: [(String, String?, String)] = [
      ("ar", "MA", "ar-MA"), ("ar", "DZ", "ar-DZ"), ("ar", "LB", "ar-LB"), ("ar", "EG", "ar"), ("ar", "SA", "ar"),
      ("fa", "AF", "fa-AF"), ("fa", "IR", "fa"), ("de", "AT", "de-AT"), ("de", "CH", "de"), ("fr", "CA", "fr-CA"),
      ("fr", "SN", "fr"), ("tr", "CY", "tr-CY"), ("ms", "ID", "ms-ID"), ("ms", "SG", "ms"), ("bn", "IN", "bn-IN"),
      ("ur", "IN", "ur"), ("ru", "KZ", "ru"), ("ar", nil, "ar"), ("ar-MA", "LB", "ar-MA"),
    ]
    for (tag, country, expected) in pairs {
      XCTAssertEqual(SnapshotLanguage(rawValue: tag)!.regional(forCountry: country).rawValue, expected, "\(tag) in \(country ?? "-")")
    }
  }
}
