import Foundation
import Hijri
import XCTest

@testable import PrayerSnapshot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ICU's C functions that Foundation has no API for (plural rules, bidi classes, the UAX #9
/// reordering), looked up at run time in the ICU that Foundation itself loads on Linux
/// (`lib_FoundationICU.so`, whose symbols carry a `swift_` prefix). `nil` where that library is
/// absent (Apple platforms); the tests that need it are then skipped.
private struct ICUFunctions {
  typealias Status = Int32  // UErrorCode; > 0 is an error
  let charDirection: @convention(c) (Int32) -> Int32
  let pluralRulesOpen:
    @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Status>) -> OpaquePointer?
  let pluralRulesSelect:
    @convention(c) (
      OpaquePointer, Double, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Status>
    ) -> Int32
  let pluralRulesClose: @convention(c) (OpaquePointer) -> Void
  let bidiOpen: @convention(c) () -> OpaquePointer?
  let bidiSetPara:
    @convention(c) (
      OpaquePointer, UnsafePointer<UInt16>, Int32, UInt8, UnsafeMutablePointer<UInt8>?,
      UnsafeMutablePointer<Status>
    ) -> Void
  let bidiCountRuns: @convention(c) (OpaquePointer, UnsafeMutablePointer<Status>) -> Int32
  let bidiGetVisualRun:
    @convention(c) (
      OpaquePointer, Int32, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> Int32
  let bidiClose: @convention(c) (OpaquePointer) -> Void

  // UCharDirection and UBiDiDirection values.
  static let leftToRight: Int32 = 0
  static let rightToLeft: Int32 = 1
  static let europeanNumber: Int32 = 2
  static let arabicNumber: Int32 = 5
  static let rightToLeftArabic: Int32 = 13
  static let visualRTL: Int32 = 1

  static let shared: ICUFunctions? = {
    #if os(Linux)
      _ = Locale(identifier: "ar").identifier  // make sure Foundation's ICU is loaded
      guard let handle = dlopen("lib_FoundationICU.so", RTLD_NOW) else { return nil }
      func symbol<T>(_ name: String, _: T.Type) -> T? {
        guard let p = dlsym(handle, name) else { return nil }
        return unsafeBitCast(p, to: T.self)
      }
      guard
        let charDirection = symbol("swift_u_charDirection", (@convention(c) (Int32) -> Int32).self),
        let pluralRulesOpen = symbol(
          "swift_uplrules_open",
          (@convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Status>) -> OpaquePointer?)
            .self),
        let pluralRulesSelect = symbol(
          "swift_uplrules_select",
          (@convention(c) (
            OpaquePointer, Double, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Status>
          ) -> Int32).self),
        let pluralRulesClose = symbol(
          "swift_uplrules_close", (@convention(c) (OpaquePointer) -> Void).self),
        let bidiOpen = symbol("swift_ubidi_open", (@convention(c) () -> OpaquePointer?).self),
        let bidiSetPara = symbol(
          "swift_ubidi_setPara",
          (@convention(c) (
            OpaquePointer, UnsafePointer<UInt16>, Int32, UInt8, UnsafeMutablePointer<UInt8>?,
            UnsafeMutablePointer<Status>
          ) -> Void).self),
        let bidiCountRuns = symbol(
          "swift_ubidi_countRuns",
          (@convention(c) (OpaquePointer, UnsafeMutablePointer<Status>) -> Int32).self),
        let bidiGetVisualRun = symbol(
          "swift_ubidi_getVisualRun",
          (@convention(c) (
            OpaquePointer, Int32, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
          ) -> Int32).self),
        let bidiClose = symbol("swift_ubidi_close", (@convention(c) (OpaquePointer) -> Void).self)
      else { return nil }
      return ICUFunctions(
        charDirection: charDirection, pluralRulesOpen: pluralRulesOpen,
        pluralRulesSelect: pluralRulesSelect, pluralRulesClose: pluralRulesClose,
        bidiOpen: bidiOpen, bidiSetPara: bidiSetPara, bidiCountRuns: bidiCountRuns,
        bidiGetVisualRun: bidiGetVisualRun, bidiClose: bidiClose)
    #else
      return nil
    #endif
  }()

  static func required() throws -> ICUFunctions {
    guard let icu = shared else { throw XCTSkip("ICU's C functions are not reachable here") }
    return icu
  }

  /// The CLDR plural category of `n` in `locale` by `uplrules_select`.
  func pluralCategory(_ locale: String, _ n: Int) -> String? {
    var status: Status = 0
    guard let rules = pluralRulesOpen(locale, &status), status <= 0 else { return nil }
    defer { pluralRulesClose(rules) }
    var buffer = [UInt16](repeating: 0, count: 16)
    let length = pluralRulesSelect(rules, Double(n), &buffer, 16, &status)
    guard status <= 0 else { return nil }
    return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
  }

  /// The on-screen order (UAX #9 by `ubidi`) of `s` in a paragraph of level 0 (LTR) or 1 (RTL),
  /// as logical UTF-16 indices, bidi marks left out.
  func visualOrder(_ s: String, paragraphLevel: UInt8) -> [Int] {
    let units = Array(s.utf16)
    var status: Status = 0
    guard let bidi = bidiOpen() else { return [] }
    defer { bidiClose(bidi) }
    bidiSetPara(bidi, units, Int32(units.count), paragraphLevel, nil, &status)
    var order: [Int] = []
    for run in 0..<bidiCountRuns(bidi, &status) {
      var start: Int32 = 0
      var length: Int32 = 0
      let direction = bidiGetVisualRun(bidi, run, &start, &length)
      let indices = Array(Int(start)..<Int(start + length))
      order += direction == ICUFunctions.visualRTL ? indices.reversed() : indices
    }
    return order.filter { units[$0] != 0x200E && units[$0] != 0x200F }
  }
}

/// The localization layer against Foundation's ICU (DateFormatter, NumberFormatter, calendar
/// symbols) and, where Foundation has no API, ICU's C functions (``ICUFunctions``).
final class LocalizationTests: XCTestCase {
  // MARK: - Helpers

  /// Every locale combination: the languages × the digit systems × 2 clocks.
  static let allLocales: [SnapshotLocale] = SnapshotLanguage.allCases.flatMap { lang in
    SnapshotDigits.allCases.flatMap { digits in
      SnapshotClock.allCases.map { SnapshotLocale(lang: lang, digits: digits, clock: $0) }
    }
  }

  /// `ar@numbers=arab;hours=h12`.
  static func icuIdentifier(_ locale: SnapshotLocale) -> String {
    "\(locale.lang.rawValue)@numbers=\(locale.digits.rawValue);hours=\(locale.clock.rawValue)"
  }

  /// Code points of non-ASCII characters escaped, for failure messages.
  static func escaped(_ s: String) -> String {
    s.unicodeScalars.map {
      $0.isASCII && $0.value >= 0x20
        ? String($0) : "<U+\(String($0.value, radix: 16, uppercase: true))>"
    }.joined()
  }

  /// Scalar-by-scalar equality, printing escaped code points on a mismatch.
  func assertScalars(
    _ actual: String, _ expected: String, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    if !actual.unicodeScalars.elementsEqual(expected.unicodeScalars) {
      XCTFail(
        "\(message()) got \(Self.escaped(actual)) expected \(Self.escaped(expected))",
        file: file, line: line)
    }
  }

  /// `s` without any LRM/RLM (what ICU printed before our bidi finishing).
  static func withoutMarks(_ s: String) -> String {
    String(
      String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "\u{200E}" && $0 != "\u{200F}" }))
  }

  static let utc = TimeZone(identifier: "UTC")!

  static func gregorianUTC() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }

  static func formatter(_ pattern: String, _ identifier: String, calendar: Calendar? = nil)
    -> DateFormatter
  {
    let f = DateFormatter()
    f.locale = Locale(identifier: identifier)
    f.calendar = calendar ?? gregorianUTC()
    f.timeZone = utc
    f.dateFormat = pattern
    return f
  }

  static func localizer(
    _ lang: SnapshotLanguage, _ digits: SnapshotDigits? = nil,
    _ clock: SnapshotClock? = nil
  ) -> Localizer {
    Localizer(locale: SnapshotLocale(lang: lang, digits: digits, clock: clock))
  }

  /// Indonesian and Malay (no static member: the tables are data).
  static let id = SnapshotLanguage(rawValue: "id")!
  static let ms = SnapshotLanguage(rawValue: "ms")!

  static let lrm = "\u{200E}"
  static let rlm = "\u{200F}"

  // MARK: - Locale block

  func testLocaleDefaultsAndDirection() {
    let ar = SnapshotLocale(lang: .ar)
    XCTAssertEqual([ar.dir, ar.digits.rawValue, ar.clock.rawValue], ["rtl", "arab", "h12"])
    let en = SnapshotLocale(lang: .en)
    XCTAssertEqual([en.dir, en.digits.rawValue, en.clock.rawValue], ["ltr", "latn", "h12"])
    let tr = SnapshotLocale(lang: .tr)
    XCTAssertEqual([tr.dir, tr.digits.rawValue, tr.clock.rawValue], ["ltr", "latn", "h23"])
    // CLDR timeData: Indonesia prefers H, Malaysia h.
    let id = SnapshotLocale(lang: Self.id)
    XCTAssertEqual([id.dir, id.digits.rawValue, id.clock.rawValue], ["ltr", "latn", "h23"])
    let ms = SnapshotLocale(lang: Self.ms)
    XCTAssertEqual([ms.dir, ms.digits.rawValue, ms.clock.rawValue], ["ltr", "latn", "h12"])
    let ru = SnapshotLocale(lang: .ru)
    XCTAssertEqual([ru.dir, ru.digits.rawValue, ru.clock.rawValue], ["ltr", "latn", "h23"])
    // Bengali digits, which Bangladeshi print uses, where ICU 76's bn default is latn.
    let bn = SnapshotLocale(lang: .bn)
    XCTAssertEqual([bn.dir, bn.digits.rawValue, bn.clock.rawValue], ["ltr", "beng", "h12"])
    let arLatn = SnapshotLocale(lang: .ar, digits: .latn, clock: .h23)
    XCTAssertEqual(
      [arLatn.dir, arLatn.digits.rawValue, arLatn.clock.rawValue], ["rtl", "latn", "h23"])
  }

  func testLocaleCodable() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(SnapshotLocale(lang: .ar)), as: UTF8.self)
    XCTAssertEqual(
      json, #"{"clock":"h12","digits":"arab","dir":"rtl","lang":"ar","tag":"ar-u-nu-arab-hc-h12"}"#)
    for locale in Self.allLocales {
      XCTAssertEqual(
        try JSONDecoder().decode(SnapshotLocale.self, from: encoder.encode(locale)), locale)
    }
    XCTAssertEqual(
      try JSONDecoder().decode(SnapshotLocale.self, from: Data(#"{"lang":"tr"}"#.utf8)),
      SnapshotLocale(lang: .tr))
    XCTAssertThrowsError(
      try JSONDecoder().decode(SnapshotLocale.self, from: Data(#"{"lang":"ar","dir":"ltr"}"#.utf8)))
    // The region comes back from the tag.
    let gb = SnapshotLocale(lang: SnapshotLanguage(rawValue: "en-GB")!)
    XCTAssertEqual(try JSONDecoder().decode(SnapshotLocale.self, from: encoder.encode(gb)), gb)
    XCTAssertEqual(gb.tag, "en-GB-u-nu-latn-hc-h23")
  }

  /// A language without a table is read with the direction its document gives (a reader needs
  /// only `dir` and the strings); without `dir` it is refused, as a malformed tag is.
  func testLocaleDecoding_LanguageWithoutATable() throws {
    let decoder = JSONDecoder()
    let ps = try decoder.decode(SnapshotLocale.self, from: Data(#"{"lang":"ps","dir":"rtl","digits":"rohg","clock":"h12"}"#.utf8))
    XCTAssertEqual(ps.lang.rawValue, "ps")
    XCTAssertEqual(ps.dir, "rtl")
    XCTAssertEqual(ps.digits.rawValue, "rohg")
    XCTAssertFalse(ps.lang.hasTable)
    XCTAssertThrowsError(try decoder.decode(SnapshotLocale.self, from: Data(#"{"lang":"ps"}"#.utf8)))
    XCTAssertThrowsError(try decoder.decode(SnapshotLocale.self, from: Data(#"{"lang":"ps","dir":"up"}"#.utf8)))
    XCTAssertThrowsError(try decoder.decode(SnapshotLocale.self, from: Data(#"{"lang":"e","dir":"ltr"}"#.utf8)))
    XCTAssertEqual(SnapshotLanguage(rawValue: "EN-gb")?.rawValue, "en-GB")
    XCTAssertNil(SnapshotLanguage(rawValue: "english"))
  }

  // MARK: - Times

  /// The patterns are CLDR 46's own localized `hmm` / `Hmm` skeleton results; a table whose
  /// 12-hour clock names its day periods flexibly (tr, review T6: `sabah 6:34`, not `ÖÖ 6:34`) the
  /// `Bhmm` skeleton's.
  func testTimePatternsAreCLDRSkeletonResults() {
    XCTAssertEqual(Self.localizer(.en, nil, .h12).timePattern, "h:mm\u{202F}a")
    XCTAssertEqual(Self.localizer(.ar, nil, .h12).timePattern, "h:mm\u{00A0}a")
    XCTAssertEqual(Self.localizer(.tr, nil, .h12).timePattern, "B h:mm")
    // Indonesian times are written with a full stop (CLDR's id timeSeparator), as Kemenag's 04.30.
    XCTAssertEqual(Self.localizer(Self.id, nil, .h12).timePattern, "h.mm\u{202F}a")
    XCTAssertEqual(Self.localizer(Self.ms, nil, .h12).timePattern, "h:mm\u{202F}a")
    XCTAssertEqual(Self.localizer(Self.fa, nil, .h12).timePattern, "h:mm a")
    XCTAssertEqual(Self.localizer(Self.ur, nil, .h12).timePattern, "\u{200E}h:mm a")  // ICU's LRM
    // Persian 24-hour times are not padded (CLDR fa `Hmm` and `jmm`: H:mm).
    for lang in SnapshotLanguage.allCases {
      XCTAssertEqual(
        Self.localizer(lang, nil, .h23).timePattern, lang == Self.id ? "HH.mm" : lang == Self.fa ? "H:mm" : "HH:mm")
      let flexible = LanguageTable.of(lang.rawValue).h12.hasFlexibleDayPeriod
      for (clock, template) in [(SnapshotClock.h12, flexible ? "Bhmm" : "hmm"), (.h23, "Hmm")] {
        let icu = DateFormatter.dateFormat(
          fromTemplate: template, options: 0, locale: Locale(identifier: lang.rawValue))
        XCTAssertEqual(
          Self.localizer(lang, nil, clock).timePattern, icu, "\(lang) \(template)")
      }
    }
  }

  /// Every minute of the day, every language × digits × clock, against `DateFormatter`; the
  /// spoken time too: where the table has no spoken day periods, ICU's time with CLDR's wide
  /// day periods (`aaaa`), which equal the abbreviated ones there; where it has (ar, tr, ms:
  /// CLDR's wide periods are still `ص`/`م`, `ÖÖ`/`ÖS`, `PG`/`PTG`, letters a screen reader
  /// spells), the displayed time with the spoken words in their place.
  func testTimeEveryMinuteMatchesDateFormatter() {
    let calendar = Self.gregorianUTC()
    let midnight = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29))!
    for locale in Self.allLocales {
      let localizer = Localizer(locale: locale)
      let formatter = Self.formatter(localizer.timePattern, Self.icuIdentifier(locale))
      let wide = Self.formatter(
        localizer.timePattern.replacingOccurrences(of: "a", with: "aaaa"), Self.icuIdentifier(locale))
      let table = LanguageTable.of(locale.lang.rawValue)
      let spokenPeriods = locale.clock == .h12 ? table.spoken.am.flatMap { am in table.spoken.pm.map { (am, $0) } } : nil
      var mismatches = 0
      for minuteOfDay in 0..<1440 {
        let hour = minuteOfDay / 60
        let minute = minuteOfDay % 60
        let icu = formatter.string(from: midnight.addingTimeInterval(Double(minuteOfDay * 60)))
        let ours = localizer.time(hour: hour, minute: minute)
        let spoken = localizer.spokenTime(hour: hour, minute: minute)
        let icuWide = wide.string(from: midnight.addingTimeInterval(Double(minuteOfDay * 60)))
        if let (am, pm) = spokenPeriods {
          XCTAssertEqual(icuWide, icu, "\(locale): CLDR has a wider day period")
          let period = hour < 12 ? (table.am, am) : (table.pm, pm)
          XCTAssertEqual(
            Self.withoutMarks(spoken), Self.withoutMarks(ours).replacingOccurrences(of: period.0, with: period.1),
            "\(locale) \(hour):\(minute)")
        } else {
          XCTAssertEqual(Self.withoutMarks(spoken), Self.withoutMarks(icuWide), "\(locale) \(hour):\(minute)")
        }
        // ICU's text, then our bidi finishing; and nothing but marks added.
        if !ours.unicodeScalars.elementsEqual(
          Localizer.bidiFinished(icu, lang: locale.lang).unicodeScalars)
          || !Self.withoutMarks(ours).unicodeScalars.elementsEqual(Self.withoutMarks(icu).unicodeScalars)
        {
          mismatches += 1
          if mismatches <= 5 {
            XCTFail(
              "\(Self.icuIdentifier(locale)) \(hour):\(minute): ours \(Self.escaped(ours)), "
                + "ICU \(Self.escaped(icu))")
          }
        }
      }
      XCTAssertEqual(mismatches, 0, Self.icuIdentifier(locale))
    }
  }

  func testTimeSamples() {
    let en = Self.localizer(.en)
    assertScalars(en.time(hour: 5, minute: 4), "5:04\u{202F}AM")
    assertScalars(en.time(hour: 12, minute: 0), "12:00\u{202F}PM")
    assertScalars(en.time(hour: 13, minute: 7), "1:07\u{202F}PM")
    assertScalars(en.time(hour: 0, minute: 30), "12:30\u{202F}AM")
    assertScalars(Self.localizer(.en, nil, .h23).time(hour: 5, minute: 4), "05:04")
    let ar = Self.localizer(.ar)
    assertScalars(ar.time(hour: 5, minute: 4), "\u{0665}:\u{0660}\u{0664}\u{00A0}\u{0635}")
    assertScalars(ar.time(hour: 13, minute: 7), "\u{0661}:\u{0660}\u{0667}\u{00A0}\u{0645}")
    assertScalars(ar.time(hour: 0, minute: 30), "١٢:٣٠\u{00A0}ص")
    assertScalars(Self.localizer(.ar, nil, .h23).time(hour: 13, minute: 7), "١٣:٠٧")
    // European digits before ص: RLM (UAX #9 W7 would make them left-to-right in an LTR paragraph).
    assertScalars(Self.localizer(.ar, .latn).time(hour: 5, minute: 4), Self.rlm + "5:04\u{00A0}ص")
    let tr = Self.localizer(.tr)
    assertScalars(tr.time(hour: 5, minute: 4), "05:04")
    assertScalars(tr.time(hour: 0, minute: 0), "00:00")
    // Turkish 12-hour times name the part of the day (CLDR's flexible periods, ICU's `B h:mm`).
    let tr12 = Self.localizer(.tr, nil, .h12)
    assertScalars(tr12.time(hour: 5, minute: 4), "gece 5:04")
    assertScalars(tr12.time(hour: 6, minute: 34), "sabah 6:34")
    assertScalars(tr12.time(hour: 12, minute: 0), "öğle 12:00")
    assertScalars(tr12.time(hour: 13, minute: 7), "öğleden sonra 1:07")
    assertScalars(tr12.time(hour: 18, minute: 30), "akşamüstü 6:30")
    // Arabic-Indic digits in a left-to-right language: as ICU writes them (the first strong
    // character, "A" or "Ö", is already left-to-right).
    assertScalars(Self.localizer(.en, .arab).time(hour: 5, minute: 4), "٥:٠٤\u{202F}AM")
    assertScalars(Self.localizer(.tr, .arab, .h12).time(hour: 5, minute: 4), "gece ٥:٠٤")
    assertScalars(Self.localizer(Self.id).time(hour: 4, minute: 30), "04.30")
    assertScalars(Self.localizer(Self.id, nil, .h12).time(hour: 16, minute: 5), "4.05\u{202F}PM")
    assertScalars(Self.localizer(Self.ms).time(hour: 4, minute: 30), "4:30\u{202F}PG")
    assertScalars(Self.localizer(Self.ms).time(hour: 12, minute: 0), "12:00\u{202F}PTG")
    // The cell of a time that does not happen follows the separator.
    XCTAssertEqual(Self.localizer(Self.id).missingTime, "--.--")
    XCTAssertEqual(Self.localizer(.tr).missingTime, "--:--")
    // Persian: Extended Arabic-Indic digits (class EN) before the first strong character: RLM.
    let fa = Self.localizer(Self.fa)
    assertScalars(fa.time(hour: 5, minute: 4), "۵:۰۴")
    assertScalars(fa.time(hour: 17, minute: 4), "۱۷:۰۴")
    assertScalars(Self.localizer(Self.fa, nil, .h12).time(hour: 5, minute: 4), Self.rlm + "۵:۰۴ قبل\u{200C}ازظهر")
    // Urdu: ICU's LRM keeps "5:04 AM" together; the RLM before it gives the paragraph its direction.
    assertScalars(Self.localizer(Self.ur).time(hour: 17, minute: 4), Self.rlm + Self.lrm + "5:04 PM")
    assertScalars(Self.localizer(Self.ur, nil, .h23).time(hour: 5, minute: 4), "05:04")
  }

  static let fa = SnapshotLanguage(rawValue: "fa")!
  static let ur = SnapshotLanguage(rawValue: "ur")!

  // MARK: - Numbers and names

  func testNumbersMatchNumberFormatter() {
    let samples = Array(0...2100) + [9999, 10000, 65535, 1_234_567, 2_147_483_647]
    for lang in SnapshotLanguage.allCases {
      for digits in SnapshotDigits.allCases {
        let localizer = Self.localizer(lang, digits)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "\(lang.rawValue)@numbers=\(digits.rawValue)")
        formatter.usesGroupingSeparator = false
        for n in samples {
          let icu = formatter.string(from: NSNumber(value: n))!
          let ours = localizer.number(n)
          assertScalars(ours, Localizer.bidiFinished(icu, lang: lang), "\(lang) \(digits) \(n)")
          assertScalars(Self.withoutMarks(ours), icu, "\(lang) \(digits) \(n)")
        }
      }
    }
    assertScalars(Self.localizer(.ar).number(1448), "١٤٤٨")
    assertScalars(Self.localizer(.ar, .latn).number(1448), "1448")
    assertScalars(Self.localizer(.en).number(0), "0")
  }

  /// A weekday stands alone at the start of a label (the widget's day, the table's Day column,
  /// an event's description), so it is ICU's `EEEE` in the stand-alone capitalization context:
  /// CLDR's name with the language's contextTransforms applied (fr `vendredi` → `Vendredi`, ru
  /// `пятница` → `Пятница`, `day-format-except-narrow` stand-alone titlecase-firstword); the
  /// others' names unchanged; the small families' `EEE` and `EEEEE` likewise.
  func testWeekdaysMatchDateFormatter() {
    let calendar = Self.gregorianUTC()
    for lang in SnapshotLanguage.allCases {
      let localizer = Self.localizer(lang)
      let standalone = Date.FormatStyle(
        locale: Locale(identifier: lang.rawValue), calendar: calendar, timeZone: Self.utc,
        capitalizationContext: .standalone
      ).weekday(.wide)
      let symbols = Self.formatter("EEEE", lang.rawValue).weekdaySymbols
      XCTAssertEqual(symbols.count, 7)
      // Every weekday, by the date's own weekday.
      for offset in 0..<14 {
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29 + offset, hour: 12))!
        let iso = (calendar.component(.weekday, from: date) + 5) % 7 + 1
        assertScalars(localizer.weekday(iso), standalone.format(date), "\(lang) \(date)")
        // The small families' abbreviated (EEE) and narrow (EEEEE) forms, standing alone too.
        let style = Date.FormatStyle(
          locale: Locale(identifier: lang.rawValue), calendar: calendar, timeZone: Self.utc,
          capitalizationContext: .standalone)
        for (ours, width) in [(localizer.shortWeekday(iso), Date.FormatStyle.Symbol.Weekday.abbreviated), (localizer.narrowWeekday(iso), .narrow)] {
          assertScalars(ours, Localizer.bidiFinished(style.weekday(width).format(date), lang: lang), "\(lang) \(width) \(iso)")
        }
        // CLDR's name itself (Foundation's symbols start on Sunday), case aside.
        XCTAssertEqual(
          localizer.weekday(iso).lowercased(with: Locale(identifier: lang.rawValue)),
          symbols[iso % 7].lowercased(with: Locale(identifier: lang.rawValue)), "\(lang) ISO \(iso)")
      }
    }
    XCTAssertEqual(Self.localizer(.en).weekday(1), "Monday")
    XCTAssertEqual(Self.localizer(.ar).weekday(1), "الاثنين")
    XCTAssertEqual(Self.localizer(.tr).weekday(5), "Cuma")
    XCTAssertEqual(Self.localizer(.fr).weekday(5), "Vendredi")
    XCTAssertEqual(Self.formatter("EEEE", "fr").weekdaySymbols[5], "vendredi")
    XCTAssertEqual(Self.localizer(.de).weekday(5), "Freitag")
    XCTAssertEqual(Self.localizer(.ru).weekday(5), "Пятница")
    XCTAssertEqual(Self.formatter("EEEE", "ru").weekdaySymbols[5], "пятница")
    XCTAssertEqual(Self.localizer(.bn).weekday(5), "শুক্রবার")
    XCTAssertEqual(Self.localizer(.en).shortWeekday(5), "Fri")
    XCTAssertEqual(Self.localizer(.ar).shortWeekday(5), "جمعة")
    XCTAssertEqual(Self.localizer(.tr).narrowWeekday(5), "C")
    XCTAssertEqual(Self.localizer(.fr).shortWeekday(5), "Ven.")
  }

  func testPrayerNames() {
    let expected: [SnapshotLanguage: [String]] = [
      .en: ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha", "Jumu'ah", "Sunrise"],
      .ar: ["الفجر", "الظهر", "العصر", "المغرب", "العشاء", "الجمعة", "الشروق"],
      // The prayer of the time that begins at imsak is sabah namazı (Diyanet's ilmihal).
      .tr: ["Sabah", "Öğle", "İkindi", "Akşam", "Yatsı", "Cuma", "Güneş"],
      // Kemenag's timetables (Subuh, Zuhur, Asar, Magrib, Isya, Terbit) and JAKIM's e-Solat
      // (Subuh, Zohor, Asar, Maghrib, Isyak, Syuruk); Friday as the weekday.
      Self.id: ["Subuh", "Zuhur", "Asar", "Magrib", "Isya", "Jumat", "Terbit"],
      Self.ms: ["Subuh", "Zohor", "Asar", "Maghrib", "Isyak", "Jumaat", "Syuruk"],
      .fr: ["Fajr", "Dohr", "Asr", "Maghreb", "Icha", "Joumoua", "Chourouq"],
      .de: ["Fadschr", "Dhuhr", "Asr", "Maghrib", "Ischa", "Freitagsgebet", "Sonnenaufgang"],
      // Russian timetables; the Islamic Foundation Bangladesh.
      .ru: ["Фаджр", "Зухр", "Аср", "Магриб", "Иша", "Джума", "Восход"],
      .bn: ["ফজর", "জোহর", "আসর", "মাগরিব", "এশা", "জুমা", "সূর্যোদয়"],
      // The University of Tehran's times name the adhan (اذان صبح); the prayer is صبح.
      Self.fa: ["صبح", "ظهر", "عصر", "مغرب", "عشا", "نماز جمعه", "طلوع آفتاب"],
      Self.ur: ["فجر", "ظہر", "عصر", "مغرب", "عشاء", "جمعہ", "طلوع آفتاب"],
    ]
    for (lang, names) in expected {
      let localizer = Self.localizer(lang)
      let weekday = PrayerID.allCases.map { localizer.prayerName($0, onFriday: false) }
      let friday = PrayerID.allCases.map { localizer.prayerName($0, onFriday: true) }
      XCTAssertEqual(weekday + [friday[1], localizer.sunriseName], names)
      for id in PrayerID.allCases where id != .dhuhr {
        XCTAssertEqual(
          localizer.prayerName(id, onFriday: true), localizer.prayerName(id, onFriday: false))
      }
    }
    // Exact code points of the letters that are easy to get wrong.
    assertScalars(Self.localizer(.en).prayerName(.dhuhr, onFriday: true), "Jumu\u{0027}ah")
    assertScalars(Self.localizer(.tr).prayerLabel(.fajr, onFriday: false), "\u{0130}msak")
    assertScalars(Self.localizer(.tr).prayerName(.dhuhr, onFriday: false), "\u{00D6}\u{011F}le")
    assertScalars(Self.localizer(.tr).prayerName(.isha, onFriday: false), "Yats\u{0131}")
    assertScalars(Self.localizer(Self.fa).prayerLabel(.fajr, onFriday: false), "اذان صبح")
    // Urdu letters: heh goal U+06C1, Farsi yeh U+06CC; the Friday prayer with the izafat kasra.
    assertScalars(Self.localizer(Self.ur).prayerName(.dhuhr, onFriday: false), "\u{0638}\u{06C1}\u{0631}")
    assertScalars(Self.localizer(Self.ur).nextCaption(.dhuhr, onFriday: true), "اگلی نماز: نمازِ جمعہ")
    assertScalars(Self.localizer(Self.fa).endsInCaption(.fajr, onFriday: false), "تا پایان وقت نماز صبح")
    // The Arabic Friday prayer is CLDR's Friday.
    assertScalars(
      Self.localizer(.ar).prayerName(.dhuhr, onFriday: true),
      Self.formatter("EEEE", "ar").weekdaySymbols[5])
  }

  // MARK: - Dates

  func testGregorianMonthNamesMatchDateFormatter() {
    for lang in SnapshotLanguage.allCases {
      let months = Self.formatter("MMMM", lang.rawValue).monthSymbols
      XCTAssertEqual(LanguageTable.of(lang.rawValue).gregorianMonths, months, "\(lang)")
    }
  }

  /// A month inside a date takes CLDR's format names (ICU's `MMMM`, `MMM`: ru `декабря`,
  /// `марта`); a month standing alone (the chart's labels under its axis) the stand-alone ones
  /// (`LLLL`, `LLL`: ru `декабрь`, `март`). In every language each of the table's four
  /// Gregorian lists equals ICU's month by month, a stand-alone list falling back to the format
  /// one where the table has none; the Hijri and Solar Hijri months are one list each because
  /// ICU's `LLLL` equals its `MMMM` in those calendars in every language.
  func testStandAloneMonths_MatchICU() {
    func icu(_ pattern: String, _ lang: SnapshotLanguage, _ calendar: Calendar, year: Int) -> [String] {
      let f = Self.formatter(pattern, lang.rawValue, calendar: calendar)
      return (1...12).map { f.string(from: calendar.date(from: DateComponents(year: year, month: $0, day: 15, hour: 12))!) }
    }
    let gregorian = Self.gregorianUTC()
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = Self.utc
    var persian = Calendar(identifier: .persian)
    persian.timeZone = Self.utc
    var differ: [String: [String]] = [:]
    // Every table, the regions' too (de-AT's Jän, bn-IN's, fa-AF's Dari months standing alone).
    for lang in SnapshotLanguage.withTables {
      let table = LanguageTable.of(lang.rawValue)
      let lists: [(String, [String], String)] = [
        ("gregorianMonths", table.gregorianMonths, "MMMM"),
        ("frame.months", table.abbreviatedMonths, "MMM"),
      ]
      for (key, ours, pattern) in lists {
        XCTAssertEqual(ours, icu(pattern, lang, gregorian, year: 2026), "\(lang) \(key) \(pattern)")
      }
      // A month standing alone as ICU writes it in the stand-alone capitalization context (the
      // month-alone skeleton gives LLLL / LLL; CLDR's contextTransforms then title-case fr and
      // ru, as the weekdays that start a label: `Март`, `Janv.`).
      for (key, ours, width) in [
        ("standAloneGregorianMonths", table.standAloneGregorianMonths, Date.FormatStyle.Symbol.Month.wide),
        ("frame.standAloneMonths", table.standAloneAbbreviatedMonths, .abbreviated),
      ] {
        let style = Date.FormatStyle(
          locale: Locale(identifier: lang.rawValue), calendar: gregorian, timeZone: Self.utc,
          capitalizationContext: .standalone
        ).month(width)
        let expected = (1...12).map { style.format(gregorian.date(from: DateComponents(year: 2026, month: $0, day: 15, hour: 12))!) }
        XCTAssertEqual(ours, expected, "\(lang) \(key)")
        if width == .wide {
          XCTAssertEqual(ours.map { $0.lowercased() }, icu("LLLL", lang, gregorian, year: 2026).map { $0.lowercased() }, "\(lang) LLLL")
        }
      }
      guard !lang.rawValue.contains("-") else { continue }
      if table.standAloneGregorianMonths != table.gregorianMonths { differ[lang.rawValue, default: []].append("LLLL") }
      if table.standAloneAbbreviatedMonths != table.abbreviatedMonths { differ[lang.rawValue, default: []].append("LLL") }
      XCTAssertEqual(icu("LLLL", lang, ummAlQura, year: 1448), icu("MMMM", lang, ummAlQura, year: 1448), "\(lang) islamic")
      XCTAssertEqual(icu("LLLL", lang, persian, year: 1405), icu("MMMM", lang, persian, year: 1405), "\(lang) persian")
      if !table.solarHijriMonths.isEmpty {
        XCTAssertEqual(table.solarHijriMonths, icu("LLLL", lang, persian, year: 1405), "\(lang) solarHijriMonths")
      }
    }
    XCTAssertEqual(differ, ["bn": ["LLL"], "de": ["LLL"], "fa": ["LLLL"], "fr": ["LLLL", "LLL"], "ru": ["LLLL", "LLL"]])
    let ru = LanguageTable.of("ru")
    XCTAssertEqual([ru.gregorianMonths[2], ru.standAloneGregorianMonths[2]], ["марта", "Март"])
    XCTAssertEqual([ru.abbreviatedMonths[4], ru.standAloneAbbreviatedMonths[4]], ["мая", "Май"])
    XCTAssertEqual([LanguageTable.of("fr").abbreviatedMonths[0], LanguageTable.of("fr").standAloneAbbreviatedMonths[0]], ["janv.", "Janv."])
    XCTAssertEqual([LanguageTable.of("de").abbreviatedMonths[2], LanguageTable.of("de").standAloneAbbreviatedMonths[2]], ["März", "Mär"])
    XCTAssertEqual(LanguageTable.of("bn").standAloneAbbreviatedMonths[3], "এপ্রিল")
    // fa: a date's month takes the ezafe (heh and hamza above, U+0654), the month alone none.
    assertScalars(LanguageTable.of("fa").gregorianMonths[0], "ژانویه\u{0654}")
    assertScalars(LanguageTable.of("fa").standAloneGregorianMonths[0], "ژانویه")
  }

  /// Every day of 2026–2027 in every language and digit system against ICU with the table's
  /// pattern (`d MMMM y`, ar `d MMMM y G`: its era م, as ICU ar-SA writes a Gregorian date).
  func testGregorianDatesMatchDateFormatter() {
    let calendar = Self.gregorianUTC()
    let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
    for lang in SnapshotLanguage.allCases {
      for digits in SnapshotDigits.allCases {
        let localizer = Self.localizer(lang, digits)
        let pattern = LanguageTable.of(lang.rawValue).gregorianDate.source
        let formatter = Self.formatter(pattern, "\(lang.rawValue)@numbers=\(digits.rawValue)")
        for offset in 0..<730 {
          let date = start.addingTimeInterval(Double(offset * 86400))
          let c = calendar.dateComponents([.year, .month, .day], from: date)
          let ours = localizer.gregorianDate(year: c.year!, month: c.month!, day: c.day!)
          let icu = formatter.string(from: date)
          assertScalars(ours, Localizer.bidiFinished(icu, lang: lang), "\(lang) \(digits) \(c)")
          assertScalars(Self.withoutMarks(ours), icu)
        }
      }
    }
    XCTAssertEqual(
      Self.localizer(.en).gregorianDate(year: 2026, month: 11, day: 29),
      "29 November 2026")
    XCTAssertEqual(
      Self.localizer(.ar).gregorianDate(year: 2026, month: 11, day: 29), "٢٩ نوفمبر ٢٠٢٦ م")
    XCTAssertEqual(LanguageTable.of("ar").gregorianDate.source, "d MMMM y G")
    XCTAssertEqual(
      Self.localizer(.tr).gregorianDate(year: 2026, month: 11, day: 29), "29 Kasım 2026")
    // Months stand inside the date: CLDR's lowercase French names; the German day's full stop.
    XCTAssertEqual(Self.localizer(.fr).gregorianDate(year: 2026, month: 12, day: 4), "4 décembre 2026")
    XCTAssertEqual(LanguageTable.of("de").gregorianDate.source, "d. MMMM y")
    XCTAssertEqual(Self.localizer(.de).gregorianDate(year: 2026, month: 12, day: 4), "4. Dezember 2026")
    // Russian: the genitive (format-context) month and ` г.` after an NNBSP; Bengali: ICU's comma.
    assertScalars(Self.localizer(.ru).gregorianDate(year: 2026, month: 12, day: 4), "4 декабря 2026\u{202F}г.")
    XCTAssertEqual(Self.formatter("LLLL", "ru").standaloneMonthSymbols[11], "декабрь")
    XCTAssertEqual(Self.localizer(.bn).gregorianDate(year: 2026, month: 12, day: 4), "৪ ডিসেম্বর, ২০২৬")
  }

  /// A table whose civil calendar is Solar Hijri (fa) dates every day of 2026–2027 as ICU's
  /// `persian` calendar does with the table's pattern, in every digit system, its month names
  /// ICU's, and without its year as ICU's `dMMM` skeleton (`d LLL`, the small families'); the
  /// others date their days in the Gregorian calendar.
  func testCivilDates_SolarHijriMatchesDateFormatter() throws {
    var persian = Calendar(identifier: .persian)
    persian.timeZone = Self.utc
    let gregorian = Self.gregorianUTC()
    let start = gregorian.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
    var solar: [SnapshotLanguage] = []
    for lang in SnapshotLanguage.allCases {
      let table = LanguageTable.of(lang.rawValue)
      let day = CivilDate(year: 2026, month: 12, day: 4)!
      guard let pattern = table.solarHijriDate, table.civilCalendar == "solar-hijri" else {
        XCTAssertNil(Self.localizer(lang).civilDay(day), "\(lang)")
        XCTAssertNil(Self.localizer(lang).shortCivilDate(day), "\(lang)")
        XCTAssertEqual(Self.localizer(lang).civilDate(day), Self.localizer(lang).gregorianDate(year: 2026, month: 12, day: 4))
        continue
      }
      solar.append(lang)
      XCTAssertEqual(table.solarHijriMonths, Self.formatter("MMMM", lang.rawValue, calendar: persian).monthSymbols)
      // The small families' day without its year: ICU's persian dMMM skeleton.
      let short = try XCTUnwrap(table.short.solarHijriDate, "\(lang)")
      XCTAssertEqual(
        short.source,
        DateFormatter.dateFormat(fromTemplate: "dMMM", options: 0, locale: Locale(identifier: "\(lang.rawValue)@calendar=persian")))
      for digits in SnapshotDigits.allCases {
        let localizer = Self.localizer(lang, digits)
        let formatter = Self.formatter(pattern.source, "\(lang.rawValue)@numbers=\(digits.rawValue)", calendar: persian)
        let shortFormatter = Self.formatter(short.source, "\(lang.rawValue)@numbers=\(digits.rawValue)", calendar: persian)
        for offset in 0..<730 {
          let date = start.addingTimeInterval(Double(offset * 86400))
          let c = gregorian.dateComponents([.year, .month, .day], from: date)
          let civil = CivilDate(year: c.year!, month: c.month!, day: c.day!)!
          let ours = try XCTUnwrap(localizer.civilDay(civil))
          let p = persian.dateComponents([.year, .month, .day], from: date)
          XCTAssertEqual([ours.date.year, ours.date.month, ours.date.day], [p.year!, p.month!, p.day!])
          assertScalars(ours.label, Localizer.bidiFinished(formatter.string(from: date), lang: lang), "\(lang) \(digits) \(c)")
          XCTAssertEqual(localizer.civilDate(civil), ours.label)
          assertScalars(
            localizer.shortCivilDate(civil) ?? "", Localizer.bidiFinished(shortFormatter.string(from: date), lang: lang),
            "\(lang) \(digits) \(c) short")
        }
      }
    }
    XCTAssertEqual(solar.map(\.rawValue), ["fa"])
    assertScalars(Self.localizer(Self.fa).civilDate(CivilDate(year: 2026, month: 12, day: 4)!), Self.rlm + "۱۳ آذر ۱۴۰۵")
    assertScalars(Self.localizer(Self.fa).shortCivilDate(CivilDate(year: 2026, month: 12, day: 4)!) ?? "", Self.rlm + "۱۳ آذر")
    // Nowruz 1405: 21 March 2026.
    XCTAssertEqual(Self.localizer(Self.fa).civilDay(CivilDate(year: 2026, month: 3, day: 21)!)?.date, SolarHijriDate(year: 1405, month: 1, day: 1))
  }

  static let englishHijriMonths = [
    "Muharram", "Safar", "Rabi' al-Awwal", "Rabi' al-Thani", "Jumada al-Ula", "Jumada al-Akhirah",
    "Rajab", "Sha'ban", "Ramadan", "Shawwal", "Dhu al-Qa'dah", "Dhu al-Hijjah",
  ]

  func testHijriMonthNames() {
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = Self.utc
    for lang in [SnapshotLanguage.ar, .tr, Self.id, .de, .ru, Self.fa, Self.ur] {
      let months = Self.formatter("MMMM", lang.rawValue, calendar: ummAlQura).monthSymbols
      XCTAssertEqual(LanguageTable.of(lang.rawValue).hijriMonths, months, "\(lang)")
    }
    // Malay: CLDR's names but JAKIM's Zulhijjah (its takwim) for CLDR's Zulhijah.
    let malay = Self.formatter("MMMM", "ms", calendar: ummAlQura).monthSymbols
    XCTAssertEqual(Array(LanguageTable.of("ms").hijriMonths.prefix(11)), Array(malay.prefix(11)))
    XCTAssertEqual([LanguageTable.of("ms").hijriMonths[11], malay[11]], ["Zulhijjah", "Zulhijah"])
    // French: CLDR's names capitalised as proper names (the Grande Mosquée de Paris writes
    // "le 12 Rabi al-awwal", "le mois de Chawal"): ICU's stand-alone forms, which CLDR fr's
    // contextTransforms title-case, but for dhou al qi`da's backtick, written ’.
    let standAlone = Date.FormatStyle(
      locale: Locale(identifier: "fr"), calendar: ummAlQura, timeZone: Self.utc,
      capitalizationContext: .standalone
    ).month(.wide)
    for month in 1...12 {
      let date = ummAlQura.date(from: DateComponents(year: 1448, month: month, day: 15, hour: 12))!
      let icu = standAlone.format(date).replacingOccurrences(of: "`", with: "\u{2019}")
      XCTAssertEqual(LanguageTable.of("fr").hijriMonths[month - 1], icu, "fr \(month)")
    }
    XCTAssertEqual(Self.localizer(.fr).hijriDate(year: 1448, month: 6, day: 24), "24 Joumada ath-thania 1448 H")
    XCTAssertEqual(Self.localizer(.de).hijriDate(year: 1448, month: 6, day: 24), "24. Dschumada II 1448 n. H.")
    // Bengali: ICU's names but Sha'ban as Bangladeshi print writes it, শাবান without ICU's ‘.
    var bengali = Self.formatter("MMMM", "bn", calendar: ummAlQura).monthSymbols
    XCTAssertEqual(bengali[7], "শা\u{2018}বান")
    bengali[7] = "শাবান"
    XCTAssertEqual(LanguageTable.of("bn").hijriMonths, bengali)
    // English is our own table, the documented one: ASCII only, ʿayn as U+0027.
    XCTAssertEqual(LanguageTable.of("en").hijriMonths, Self.englishHijriMonths)
    XCTAssertTrue(LanguageTable.of("en").hijriMonths.joined().unicodeScalars.allSatisfy { $0.isASCII })
    let en = Self.localizer(.en)
    for (i, name) in Self.englishHijriMonths.enumerated() {
      XCTAssertEqual(en.hijriDate(year: 1448, month: i + 1, day: 1), "1 \(name) 1448 AH")
    }
  }

  /// Arabic, Indonesian and Malay `d MMMM y G` and Turkish `d MMMM y` in ICU's Umm al-Qura
  /// calendar, 1447–1449 (a month name where the table follows its authority, not CLDR — Malay
  /// Zulhijjah — is put in ICU's text for CLDR's).
  func testHijriDatesMatchDateFormatter() {
    var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
    ummAlQura.timeZone = Self.utc
    let cases: [(SnapshotLanguage, SnapshotDigits, String)] = [
      (.ar, .arab, "d MMMM y G"), (.ar, .latn, "d MMMM y G"), (.tr, .latn, "d MMMM y"),
      (.tr, .arab, "d MMMM y"), (Self.id, .latn, "d MMMM y G"), (Self.id, .arab, "d MMMM y G"),
      (Self.ms, .latn, "d MMMM y G"), (.ru, .latn, "d MMMM y\u{202F}'г'."), (.ru, .arab, "d MMMM y\u{202F}'г'."),
      // Bengali: ICU's names and digits, the era হিজরি as Bangladeshi print dates (CLDR's is যুগ).
      (.bn, .beng, "d MMMM y 'হিজরি'"), (.bn, .latn, "d MMMM y 'হিজরি'"),
      (Self.fa, SnapshotDigits(rawValue: "arabext")!, "d MMMM y G"),
      (Self.fa, .latn, "d MMMM y G"), (Self.ur, .latn, "d MMMM\u{060C} y G"),
    ]
    for (lang, digits, pattern) in cases {
      // The table's pattern, its era quoted where the table writes its own (bn হিজরি).
      let table = LanguageTable.of(lang.rawValue)
      let source = table.hijriDate.source
      XCTAssertTrue(
        source == pattern || source.replacingOccurrences(of: "G", with: "'\(table.hijriEra)'") == pattern,
        "\(lang): \(source)")
      let localizer = Self.localizer(lang, digits)
      let formatter = Self.formatter(
        pattern, "\(lang.rawValue)@numbers=\(digits.rawValue)", calendar: ummAlQura)
      let months = LanguageTable.of(lang.rawValue).hijriMonths
      for year in 1447...1449 {
        for month in 1...12 {
          for day in [1, 2, 9, 10, 19, 29] {
            let date = ummAlQura.date(
              from: DateComponents(year: year, month: month, day: day, hour: 12))!
            XCTAssertEqual(ummAlQura.component(.day, from: date), day)
            let cldr = formatter.monthSymbols[month - 1]
            let icu = formatter.string(from: date).replacingOccurrences(of: cldr, with: months[month - 1])
            let ours = localizer.hijriDate(year: year, month: month, day: day)
            assertScalars(
              ours, Localizer.bidiFinished(icu, lang: lang),
              "\(lang) \(digits) \(year)-\(month)-\(day)")
            assertScalars(Self.withoutMarks(ours), icu)
          }
        }
      }
    }
    // fr and de write their own era (H, n. H.: CLDR has none but root's AH) and fr capitalises the
    // month: the rest (day, month, year, their order, the Umm al-Qura day) is ICU's with the table's
    // pattern, the era quoted (and CLDR fr's backtick our ’, testHijriMonthNames).
    for (lang, digits) in [(SnapshotLanguage.fr, SnapshotDigits.latn), (.de, .latn), (.de, .arab)] {
      let table = LanguageTable.of(lang.rawValue)
      let pattern = table.hijriDate.source.replacingOccurrences(of: "G", with: "'\(table.hijriEra)'")
      let formatter = Self.formatter(pattern, "\(lang.rawValue)@numbers=\(digits.rawValue)", calendar: ummAlQura)
      let localizer = Self.localizer(lang, digits)
      let locale = Locale(identifier: lang.rawValue)
      for year in 1447...1449 {
        for month in 1...12 {
          for day in [1, 10, 29] {
            let date = ummAlQura.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
            let ours = localizer.hijriDate(year: year, month: month, day: day)
            XCTAssertEqual(
              ours.lowercased(with: locale),
              formatter.string(from: date).replacingOccurrences(of: "`", with: "\u{2019}").lowercased(with: locale),
              "\(lang) \(digits) \(year)-\(month)-\(day)")
          }
        }
      }
    }
  }

  func testHijriSamples() {
    assertScalars(
      Self.localizer(.en).hijriDate(year: 1448, month: 6, day: 19),
      "19 Jumada al-Akhirah 1448 AH")
    assertScalars(
      Self.localizer(.ar).hijriDate(year: 1448, month: 6, day: 19),
      "١٩ جمادى الآخرة ١٤٤٨ \u{0647}\u{0640}")
    assertScalars(
      Self.localizer(.ar, .latn).hijriDate(year: 1448, month: 6, day: 19),
      Self.rlm + "19 جمادى الآخرة 1448 \u{0647}\u{0640}")
    assertScalars(
      Self.localizer(Self.fa).hijriDate(year: 1448, month: 6, day: 19),
      Self.rlm + "۱۹ جمادی\u{200C}الثانی ۱۴۴۸ ه\u{200D}.ق.")
    assertScalars(
      Self.localizer(Self.ur).hijriDate(year: 1448, month: 12, day: 10), Self.rlm + "10 ذو الحجہ، 1448 ہجری")
    assertScalars(
      Self.localizer(.tr).hijriDate(year: 1448, month: 6, day: 19),
      "19 Cemaziyelahir 1448")
    assertScalars(
      Self.localizer(.tr).hijriDate(year: 1441, month: 12, day: 27), "27 Zilhicce 1441")
    assertScalars(
      Self.localizer(.ru).hijriDate(year: 1448, month: 6, day: 19), "19 джумад-уль-ахир 1448\u{202F}г.")
    assertScalars(Self.localizer(.bn).hijriDate(year: 1448, month: 8, day: 15), "১৫ শাবান ১৪৪৮ হিজরি")
  }

  /// The names as each authority lists them: Diyanet's Dini Günler; Indonesia's national holiday
  /// decree (SKB 2026: Tahun Baru Islam, Isra Mikraj Nabi Muhammad SAW, Idulfitri, Iduladha,
  /// Maulid Nabi Muhammad SAW) with KBBI's spelling for the rest; JAKIM's list of Islamic days
  /// (Awal Muharam, Maulidur Rasul, Israk dan Mikraj, Awal Ramadan, Hari Raya Aidilfitri, Hari
  /// Raya Aidiladha) with DBP's spelling for the rest. 27 Ramadan is Lailatulkadar/Lailatulqadar,
  /// not Nuzulul Quran (17 Ramadan, Malaysia's Nuzul Al-Quran), which no occasion id means.
  func testOccasionNames() {
    var authorities: [SnapshotLanguage: [Occasion: String]] = [
      .tr: [
        .islamicNewYear: "Hicri Yılbaşı", .ashura: "Aşure Günü", .mawlid: "Mevlid Kandili",
        .rajabStart: "Üç Ayların Başlangıcı", .raghaib: "Regaib Kandili",
        .israMiraj: "Miraç Kandili", .midShaban: "Berat Kandili",
        .ramadanStart: "Ramazan Başlangıcı", .laylatAlQadr: "Kadir Gecesi",
        .eidAlFitr: "Ramazan Bayramı", .dayOfArafah: "Arefe", .eidAlAdha: "Kurban Bayramı",
        .daysOfTashreeq: "Teşrik Günleri",
      ],
    ]
    // Indonesia's and Malaysia's names side by side.
    let nusantara: [(Occasion, id: String, ms: String)] = [
      (.islamicNewYear, "Tahun Baru Islam", "Awal Muharam"), (.ashura, "Hari Asyura", "Hari Asyura"),
      (.mawlid, "Maulid Nabi Muhammad SAW", "Maulidur Rasul"), (.rajabStart, "Awal Rajab", "Awal Rejab"),
      (.raghaib, "Malam Ragaib", "Malam Raghaib"), (.israMiraj, "Isra Mikraj Nabi Muhammad SAW", "Israk dan Mikraj"),
      (.midShaban, "Nisfu Syakban", "Nisfu Syaaban"), (.ramadanStart, "Awal Ramadan", "Awal Ramadan"),
      (.laylatAlQadr, "Lailatulkadar", "Lailatulqadar"), (.eidAlFitr, "Idulfitri", "Hari Raya Aidilfitri"),
      (.dayOfArafah, "Hari Arafah", "Hari Arafah"), (.eidAlAdha, "Iduladha", "Hari Raya Aidiladha"),
      (.daysOfTashreeq, "Hari Tasyrik", "Hari Tasyrik"),
    ]
    authorities[Self.id] = Dictionary(uniqueKeysWithValues: nusantara.map { ($0.0, $0.id) })
    authorities[Self.ms] = Dictionary(uniqueKeysWithValues: nusantara.map { ($0.0, $0.ms) })
    // Iran's own (Tasu'a, Mab'ath, Ghadir, the days of mourning, 13 Rajab) and Malaysia's Nuzul
    // al-Quran are on none of these lists: OccasionSetTests.
    let listed = Set(Occasion.allCases).subtracting(OccasionSetTests.iranOnly).subtracting([.nuzulAlQuran])
    for (lang, names) in authorities {
      XCTAssertEqual(Set(names.keys), listed, "\(lang)")
      for (occasion, name) in names {
        XCTAssertEqual(Self.localizer(lang).occasionName(occasion), name, "\(lang)")
      }
    }
    for lang in SnapshotLanguage.allCases {
      let names = Occasion.allCases.map { Self.localizer(lang).occasionName($0) }
      XCTAssertEqual(Set(names).count, Occasion.allCases.count, "\(lang) names are distinct")
    }
    XCTAssertEqual(Self.localizer(.en).occasionName(.eidAlAdha), "Eid al-Adha")
    XCTAssertEqual(Self.localizer(.en).occasionName(.israMiraj), "Isra and Mi'raj")
    XCTAssertEqual(Self.localizer(.ar).occasionName(.dayOfArafah), "يوم عرفة")
    XCTAssertEqual(Self.localizer(.ar).occasionName(.laylatAlQadr), "ليلة القدر")
    XCTAssertEqual(Self.localizer(.fr).occasionName(.eidAlFitr), "Aïd al-Fitr")
    XCTAssertEqual(Self.localizer(.fr).occasionName(.mawlid), "Mawlid Annabawi")
    XCTAssertEqual(Self.localizer(.de).occasionName(.eidAlFitr), "Ramadanfest")
    XCTAssertEqual(Self.localizer(.de).occasionName(.laylatAlQadr), "Nacht der Bestimmung")
    // The Islamic Foundation Bangladesh's names; Russian Muslim usage.
    XCTAssertEqual(
      [.midShaban, .laylatAlQadr, .israMiraj, .mawlid, .eidAlFitr, .eidAlAdha].map { Self.localizer(.bn).occasionName($0) },
      ["শবে বরাত", "শবে কদর", "শবে মেরাজ", "ঈদে মিলাদুন্নবী", "ঈদুল ফিতর", "ঈদুল আযহা"])
    XCTAssertEqual(
      [.eidAlFitr, .eidAlAdha, .laylatAlQadr].map { Self.localizer(.ru).occasionName($0) },
      ["Ураза-байрам", "Курбан-байрам", "Ночь Предопределения"])
    // Arabic names contain Arabic letters and spaces only; English and Turkish no Arabic.
    for occasion in Occasion.allCases {
      let ar = Self.localizer(.ar).occasionName(occasion)
      XCTAssertTrue(
        ar.unicodeScalars.allSatisfy { $0 == " " || (0x0621...0x064A).contains($0.value) },
        Self.escaped(ar))
    }
  }

  // MARK: - Captions

  func testCaptions() {
    let en = Self.localizer(.en)
    let ar = Self.localizer(.ar)
    let tr = Self.localizer(.tr)
    XCTAssertEqual(en.endsInCaption(en.prayerName(.asr, onFriday: false)), "Asr ends in")
    XCTAssertEqual(ar.endsInCaption(ar.prayerName(.asr, onFriday: false)), "ينتهي وقت العصر بعد")
    XCTAssertEqual(
      tr.endsInCaption(tr.prayerName(.asr, onFriday: false)), "İkindi vaktinin çıkmasına")
    XCTAssertEqual(en.nextCaption("Maghrib"), "Next: Maghrib")
    XCTAssertEqual(ar.nextCaption("المغرب"), "الصلاة القادمة: المغرب")
    XCTAssertEqual(tr.nextCaption("Akşam"), "Sıradaki: Akşam")
    // A finished argument's mark is not carried inside the caption.
    XCTAssertEqual(en.nextCaption(Self.lrm + "Maghrib"), "Next: Maghrib")
    XCTAssertEqual(
      [
        en.needsRefreshCaption, en.openAppCaption, en.markPrayedLabel, en.prayedLabel,
        en.unmarkLabel,
      ],
      ["Times need a refresh", "Open the app to update", "I prayed", "Prayed", "Undo"])
    XCTAssertEqual(
      [
        ar.needsRefreshCaption, ar.openAppCaption, ar.markPrayedLabel, ar.prayedLabel,
        ar.unmarkLabel,
      ],
      ["المواقيت بحاجة إلى تحديث", "افتح التطبيق للتحديث", "صلّيت", "صُلِّيَت", "تراجع"])
    XCTAssertEqual(
      [
        tr.needsRefreshCaption, tr.openAppCaption, tr.markPrayedLabel, tr.prayedLabel,
        tr.unmarkLabel,
      ],
      [
        "Vakitlerin yenilenmesi gerekiyor", "Güncellemek için uygulamayı açın", "Kıldım", "Kılındı",
        "Geri al",
      ])
    assertScalars(ar.markPrayedLabel, "\u{0635}\u{0644}\u{0651}\u{064A}\u{062A}")
    // صُلِّيَت ("was prayed"), NFC order: kasra (ccc 32) before shadda (ccc 33).
    assertScalars(ar.prayedLabel, "\u{0635}\u{064F}\u{0644}\u{0650}\u{0651}\u{064A}\u{064E}\u{062A}")
  }

  /// The captions by prayer: the name each language uses in a sentence, and the time that ends.
  func testCaptions_ByPrayer() {
    let en = Self.localizer(.en)
    let ar = Self.localizer(.ar)
    let tr = Self.localizer(.tr)
    XCTAssertEqual(en.endsInCaption(.dhuhr, onFriday: true), "Jumu'ah ends in")
    XCTAssertEqual(en.nextCaption(.fajr, onFriday: false), "Next: Fajr")
    // Arabic: the Friday prayer as صلاة الجمعة in a sentence (bare الجمعة reads as the day).
    XCTAssertEqual(ar.endsInCaption(.dhuhr, onFriday: true), "ينتهي وقت صلاة الجمعة بعد")
    XCTAssertEqual(ar.nextCaption(.dhuhr, onFriday: true), "الصلاة القادمة: صلاة الجمعة")
    XCTAssertEqual(ar.nextCaption(.dhuhr, onFriday: false), "الصلاة القادمة: الظهر")
    XCTAssertEqual(ar.prayerName(.dhuhr, onFriday: true), "الجمعة")
    // Turkish: sabah namazı for the prayer, İmsak only as the timetable's column; on Fridays the
    // time that ends is Öğle (Diyanet has no Friday column), the prayer next is Cuma namazı.
    XCTAssertEqual(tr.endsInCaption(.fajr, onFriday: false), "Sabah namazı vaktinin çıkmasına")
    XCTAssertEqual(tr.nextCaption(.fajr, onFriday: false), "Sıradaki: Sabah namazı")
    XCTAssertEqual(tr.endsInCaption(.dhuhr, onFriday: true), "Öğle vaktinin çıkmasına")
    XCTAssertEqual(tr.nextCaption(.dhuhr, onFriday: true), "Sıradaki: Cuma namazı")
    XCTAssertEqual(tr.endsInCaption(.asr, onFriday: true), "İkindi vaktinin çıkmasına")
    XCTAssertEqual(tr.prayerLabel(.fajr, onFriday: false), "İmsak")
    XCTAssertEqual(TimetableWords(SnapshotLocale(lang: .tr)).name(.fajr), "İmsak")
    XCTAssertEqual(TimetableWords(SnapshotLocale(lang: .tr)).name(.imsak), "Sahur")
    // Indonesian and Malay: neither authority has a Friday time, so the time that ends on Friday
    // is Zuhur's / Zohor's; the prayer next is salat Jumat / solat Jumaat.
    let id = Self.localizer(Self.id)
    let ms = Self.localizer(Self.ms)
    XCTAssertEqual(id.endsInCaption(.asr, onFriday: false), "Waktu Asar berakhir dalam")
    XCTAssertEqual(id.endsInCaption(.dhuhr, onFriday: true), "Waktu Zuhur berakhir dalam")
    XCTAssertEqual(id.nextCaption(.dhuhr, onFriday: true), "Berikutnya: Salat Jumat")
    XCTAssertEqual(id.nextCaption(.maghrib, onFriday: false), "Berikutnya: Magrib")
    XCTAssertEqual(ms.endsInCaption(.isha, onFriday: false), "Waktu Isyak tamat dalam")
    XCTAssertEqual(ms.endsInCaption(.dhuhr, onFriday: true), "Waktu Zohor tamat dalam")
    XCTAssertEqual(ms.nextCaption(.dhuhr, onFriday: true), "Seterusnya: Solat Jumaat")
    XCTAssertEqual(TimetableWords(SnapshotLocale(lang: Self.id)).name(.dhuha), "Duha")
    XCTAssertEqual(TimetableWords(SnapshotLocale(lang: Self.ms)).name(.dhuha), "Dhuha")
    XCTAssertEqual(TimetableWords(SnapshotLocale(lang: Self.ms)).name(.imsak), "Imsak")
    // Russian: the nominative name (закончится has no gender in the future tense), намаз in
    // the next caption (Джума is feminine, Следующий agrees with намаз).
    let ru = Self.localizer(.ru)
    XCTAssertEqual(ru.endsInCaption(.asr, onFriday: false), "Аср закончится через")
    XCTAssertEqual(ru.nextCaption(.dhuhr, onFriday: true), "Следующий намаз: Джума")
    // Bengali: the prayer's ওয়াক্ত; on Fridays the genitive জুমার ওয়াক্ত.
    let bn = Self.localizer(.bn)
    XCTAssertEqual(bn.endsInCaption(.asr, onFriday: false), "আসর ওয়াক্ত শেষ হতে বাকি")
    XCTAssertEqual(bn.endsInCaption(.dhuhr, onFriday: true), "জুমার ওয়াক্ত শেষ হতে বাকি")
    XCTAssertEqual(bn.nextCaption(.dhuhr, onFriday: true), "পরবর্তী নামাজ: জুমা")
  }

  // MARK: - Countdowns

  func testCalmDuration() {
    let minutes = [0, 1, 59, 60, 61, 135, 1439]
    let l = ""  // no mark: these strings' first strong character is right
    let r = Self.rlm  // European digits before the first (Arabic) strong character
    let expected: [(Localizer, [String])] = [
      (
        Self.localizer(.en),
        [
          "now", l + "1 min", l + "59 min", l + "1 h", l + "1 h 1 min", l + "2 h 15 min",
          l + "23 h 59 min",
        ]
      ),
      (Self.localizer(.ar), ["الآن", "١ د", "٥٩ د", "١ س", "١ س ١ د", "٢ س ١٥ د", "٢٣ س ٥٩ د"]),
      (
        Self.localizer(.ar, .latn),
        ["الآن", r + "1 د", r + "59 د", r + "1 س", r + "1 س 1 د", r + "2 س 15 د", r + "23 س 59 د"]
      ),
      (
        Self.localizer(.tr),
        [
          "şimdi", "1\u{202F}dk.", "59\u{202F}dk.", "1\u{202F}sa.", "1\u{202F}sa. 1\u{202F}dk.",
          "2\u{202F}sa. 15\u{202F}dk.", "23\u{202F}sa. 59\u{202F}dk.",
        ]
      ),
      (Self.localizer(Self.id), ["sekarang", "1 mnt", "59 mnt", "1 j", "1 j 1 mnt", "2 j 15 mnt", "23 j 59 mnt"]),
      (Self.localizer(Self.ms), ["sekarang", "1 min", "59 min", "1 j", "1 j 1 min", "2 j 15 min", "23 j 59 min"]),
      (
        Self.localizer(.en, .arab),
        [
          "now", l + "١\(l) min", l + "٥٩\(l) min", l + "١\(l) h", l + "١\(l) h \(l)١\(l) min",
          l + "٢\(l) h \(l)١٥\(l) min", l + "٢٣\(l) h \(l)٥٩\(l) min",
        ]
      ),
    ]
    for (localizer, strings) in expected {
      for (m, s) in zip(minutes, strings) {
        assertScalars(localizer.calmDuration(minutes: m), s, "\(localizer.locale) \(m)")
      }
    }
    assertScalars(
      Self.localizer(.ar).calmDuration(minutes: 135), "\u{0662} \u{0633} \u{0661}\u{0665} \u{062F}")
    assertScalars(Self.localizer(.fr).calmDuration(minutes: 135), "2\u{202F}h et 15\u{00A0}min")
    assertScalars(Self.localizer(.de).calmDuration(minutes: 135), "2 Std., 15 Min.")
    XCTAssertEqual(Self.localizer(.en).calmDuration(minutes: -5), "now")
    XCTAssertEqual(Self.localizer(.en).calmDuration(minutes: 1500), "25 h")
  }

  func testClockDuration() {
    let seconds = [0, 9, 3599, 3600, 45296, 90000]
    let expected: [(Localizer, [String])] = [
      (
        Self.localizer(.en),
        ["0:00:00", "0:00:09", "0:59:59", "1:00:00", "12:34:56", "25:00:00"].map { $0 }
      ),
      (
        Self.localizer(.tr),
        ["0:00:00", "0:00:09", "0:59:59", "1:00:00", "12:34:56", "25:00:00"].map { $0 }
      ),
      (Self.localizer(.ar), ["٠:٠٠:٠٠", "٠:٠٠:٠٩", "٠:٥٩:٥٩", "١:٠٠:٠٠", "١٢:٣٤:٥٦", "٢٥:٠٠:٠٠"]),
      (Self.localizer(Self.id), ["0.00.00", "0.00.09", "0.59.59", "1.00.00", "12.34.56", "25.00.00"]),
      (Self.localizer(Self.ms), ["0:00:00", "0:00:09", "0:59:59", "1:00:00", "12:34:56", "25:00:00"]),
      (
        Self.localizer(.ar, .latn),
        ["0:00:00", "0:00:09", "0:59:59", "1:00:00", "12:34:56", "25:00:00"].map { $0 }
      ),
      (
        Self.localizer(.en, .arab),
        ["٠:٠٠:٠٠", "٠:٠٠:٠٩", "٠:٥٩:٥٩", "١:٠٠:٠٠", "١٢:٣٤:٥٦", "٢٥:٠٠:٠٠"].map { $0 }
      ),
    ]
    for (localizer, strings) in expected {
      for (s, text) in zip(seconds, strings) {
        assertScalars(localizer.clockDuration(seconds: s), text, "\(localizer.locale) \(s)")
      }
    }
    assertScalars(Self.localizer(.ar).clockDuration(seconds: 3909), "١:٠٥:٠٩")
    XCTAssertEqual(Self.localizer(.en).clockDuration(seconds: -3), "0:00:00")
    // Below a day, the same as ICU's `H:mm:ss` of that time of day, with the language's own
    // separator: ICU's localized `Hms` skeleton (`HH:mm:ss`, id `HH.mm.ss`), hours unpadded.
    let midnight = Self.gregorianUTC().date(from: DateComponents(year: 2026, month: 11, day: 29))!
    for lang in SnapshotLanguage.allCases {
      let hms = DateFormatter.dateFormat(fromTemplate: "Hms", options: 0, locale: Locale(identifier: lang.rawValue))!
        .replacingOccurrences(of: "HH", with: "H")
      XCTAssertEqual(LanguageTable.of(lang.rawValue).clockDuration.source, hms, "\(lang)")
      for digits in SnapshotDigits.allCases {
        let localizer = Self.localizer(lang, digits)
        let formatter = Self.formatter(hms, "\(lang.rawValue)@numbers=\(digits.rawValue)")
        for s in stride(from: 0, to: 86400, by: 37) {
          let icu = formatter.string(from: midnight.addingTimeInterval(Double(s)))
          assertScalars(
            localizer.clockDuration(seconds: s), Localizer.bidiFinished(icu, lang: lang),
            "\(lang) \(digits) \(s)")
        }
      }
    }
  }

  // MARK: - Plurals and day offsets

  func testArabicPluralRule() {
    let samples: [(Int, PluralCategory)] = [
      (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
      (100, .other), (101, .other), (102, .other), (103, .few), (110, .few), (111, .many),
      (199, .many), (200, .other), (1000, .other), (1003, .few), (1011, .many),
    ]
    for (n, category) in samples {
      XCTAssertEqual(LanguageTable.of("ar").plural.category(n), category, "\(n)")
    }
    for lang in ["id", "ms"] {
      XCTAssertEqual([0, 1, 2, 21].map(LanguageTable.of(lang).plural.category), [.other, .other, .other, .other])
    }
    for lang in ["en", "tr"] {
      XCTAssertEqual(LanguageTable.of(lang).plural.category(1), .one)
      XCTAssertEqual(LanguageTable.of(lang).plural.category(0), .other)
      XCTAssertEqual(LanguageTable.of(lang).plural.category(21), .other)
    }
  }

  /// Every table's plural rules (Data/l10n/*.json `pluralRules`, read by ``PluralRules``)
  /// against ICU's own `uplrules_select` for 0…1200.
  func testPluralRulesMatchICU() throws {
    let icu = try ICUFunctions.required()
    for lang in SnapshotLanguage.withTables {
      let rules = LanguageTable.of(lang.rawValue).plural
      // And whole millions, fr's `many` (CLDR's `e = 0 and i != 0 and i % 1000000 = 0`).
      for n in Array(0...1200) + [999_999, 1_000_000, 1_000_001, 2_000_000, 10_000_000] {
        XCTAssertEqual(rules.category(n).rawValue, icu.pluralCategory(lang.rawValue, n), "\(lang.rawValue) \(n)")
      }
    }
    XCTAssertEqual(LanguageTable.of("fr").plural.category(0), .one)
    XCTAssertEqual(LanguageTable.of("fr").plural.category(2_000_000), .many)
  }

  func testDayOffsets() {
    // The Arabic noun forms by code point: يومًا with fathatan before alef, غدًا likewise.
    let yawman = "\u{064A}\u{0648}\u{0645}\u{064B}\u{0627}"
    let ghadan = "\u{063A}\u{062F}\u{064B}\u{0627}"
    let ar: [Int: String] = [
      0: "اليوم", 1: ghadan, -1: "أمس", 2: "بعد يومين", -2: "قبل يومين",
      3: "بعد ٣ أيام", 10: "بعد ١٠ أيام", 11: "بعد ١١ \(yawman)", 99: "بعد ٩٩ \(yawman)",
      100: "بعد ١٠٠ يوم", 101: "بعد ١٠١ يوم", 102: "بعد ١٠٢ يوم", 103: "بعد ١٠٣ أيام",
      111: "بعد ١١١ \(yawman)", -3: "قبل ٣ أيام", -10: "قبل ١٠ أيام", -11: "قبل ١١ \(yawman)",
      -99: "قبل ٩٩ \(yawman)", -100: "قبل ١٠٠ يوم", -103: "قبل ١٠٣ أيام",
    ]
    let arabic = Self.localizer(.ar)
    for (n, s) in ar { assertScalars(arabic.dayOffset(n), s, "ar \(n)") }
    let arabicLatn = Self.localizer(.ar, .latn)
    assertScalars(arabicLatn.dayOffset(11), "بعد 11 \(yawman)")
    assertScalars(arabicLatn.dayOffset(-3), "قبل 3 أيام")

    let en = Self.localizer(.en)
    let tr = Self.localizer(.tr)
    XCTAssertEqual(en.dayOffset(0), "Today")
    XCTAssertEqual(en.dayOffset(1), "Tomorrow")
    XCTAssertEqual(en.dayOffset(-1), "Yesterday")
    XCTAssertEqual(tr.dayOffset(0), "Bugün")
    XCTAssertEqual(tr.dayOffset(1), "Yarın")
    XCTAssertEqual(tr.dayOffset(-1), "Dün")
    for n in [2, 3, 10, 11, 99, 100, 101, 102, 103, 111] {
      XCTAssertEqual(en.dayOffset(n), "In \(n) days")
      XCTAssertEqual(en.dayOffset(-n), "\(n) days ago")
      XCTAssertEqual(tr.dayOffset(n), "\(n) gün sonra")
      XCTAssertEqual(tr.dayOffset(-n), "\(n) gün önce")
    }
    assertScalars(Self.localizer(.en, .arab).dayOffset(2), "In ٢ days")
    let id = Self.localizer(Self.id)
    let ms = Self.localizer(Self.ms)
    XCTAssertEqual([-1, 0, 1].map(id.dayOffset), ["Kemarin", "Hari ini", "Besok"])
    XCTAssertEqual([-1, 0, 1].map(ms.dayOffset), ["Semalam", "Hari ini", "Esok"])
    for n in [2, 3, 11, 101] {
      XCTAssertEqual(id.dayOffset(n), "Dalam \(n) hari")
      XCTAssertEqual(id.dayOffset(-n), "\(n) hari yang lalu")
      XCTAssertEqual(ms.dayOffset(n), "Dalam \(n) hari")
      XCTAssertEqual(ms.dayOffset(-n), "\(n) hari lalu")
    }
    // Sentence-initial, so capitalised; fr 0 and 1 are `one` but say Aujourd’hui and Demain.
    let fr = Self.localizer(.fr)
    XCTAssertEqual([-2, -1, 0, 1, 2].map(fr.dayOffset), ["Il y a 2 jours", "Hier", "Aujourd\u{2019}hui", "Demain", "Dans 2 jours"])
    let de = Self.localizer(.de)
    XCTAssertEqual([-2, -1, 0, 1, 2].map(de.dayOffset), ["Vor 2 Tagen", "Gestern", "Heute", "Morgen", "In 2 Tagen"])
    // Russian and Bengali around ICU's wide day unit (its plural forms: 2 дня, 5 дней, 21 день);
    // Bengali পর (after) where CLDR's relative form says দিনের মধ্যে (within).
    for (lang, digits, future, past) in [
      (SnapshotLanguage.ru, SnapshotDigits.latn, "Через {n}", "{n} назад"), (.bn, .beng, "{n} পর", "{n} আগে"),
    ] {
      let l = Self.localizer(lang, digits)
      let style = Duration.UnitsFormatStyle(allowedUnits: [.days], width: .wide)
        .locale(Locale(identifier: "\(lang.rawValue)@numbers=\(digits.rawValue)"))
      for n in 2...400 {
        let icu = Duration.seconds(n * 86400).formatted(style)
        XCTAssertEqual(l.dayOffset(n), future.replacingOccurrences(of: "{n}", with: icu), "\(lang) \(n)")
        XCTAssertEqual(l.dayOffset(-n), past.replacingOccurrences(of: "{n}", with: icu), "\(lang) -\(n)")
      }
    }
    let ru = Self.localizer(.ru)
    XCTAssertEqual([1, 2, 5, 11, 21, 22, 101].map(ru.dayOffset), [
      "Завтра", "Через 2 дня", "Через 5 дней", "Через 11 дней", "Через 21 день", "Через 22 дня", "Через 101 день",
    ])
    XCTAssertEqual([0, 1, -1, 2].map(Self.localizer(.bn).dayOffset), ["আজ", "আগামীকাল", "গতকাল", "২ দিন পর"])
  }

  // MARK: - Bidi

  /// The rule: a mark only where the string's first strong character would mislead.
  func testBidiRule() {
    let nbsp = "\u{00A0}"
    let cases: [(String, SnapshotLanguage, String)] = [
      // Arabic strings that start with Arabic-Indic digits (AN) or neutrals and whose first
      // strong character is Arabic: nothing (the widget sets its direction from `dir`).
      ("٥:٠٤\(nbsp)ص", .ar, "٥:٠٤\(nbsp)ص"),
      ("(الفجر)", .ar, "(الفجر)"),
      // European digits (EN: 0–9, Persian ۰–۹) before the first strong character: RLM (in a
      // paragraph laid out left to right they would be left-to-right, UAX #9 W7).
      ("5:04\(nbsp)ص", .ar, Self.rlm + "5:04\(nbsp)ص"),
      ("2 س 15 د", .ar, Self.rlm + "2 س 15 د"),
      ("19 جمادى الآخرة 1448 هـ", .ar, Self.rlm + "19 جمادى الآخرة 1448 هـ"),
      ("۲۹ نوامبر ۲۰۲۶", Self.fa, Self.rlm + "۲۹ نوامبر ۲۰۲۶"),
      ("-۱ / +۱ در روز", Self.fa, Self.rlm + "-۱ / +۱ در روز"),
      ("۱۷:۰۴", Self.fa, "۱۷:۰۴"),  // no strong character at all
      ("امروز ۲۹", Self.fa, "امروز ۲۹"),
      ("ينتهي وقت العصر بعد 0:12:30", .ar, "ينتهي وقت العصر بعد 0:12:30"),
      ("05:04", .ar, "05:04"),  // no strong character at all
      // Arabic strings whose first strong character is Latin: RLM.
      ("Fajr", .ar, Self.rlm + "Fajr"),
      ("Wi-Fi متصل", .ar, Self.rlm + "Wi-Fi متصل"),
      ("12 PM م", .ar, Self.rlm + "12 PM م"),
      (Self.rlm + "Fajr", .ar, Self.rlm + "Fajr"),
      // Bengali digits are letters to UAX #9 (class L): an Arabic time written with them.
      ("৫:০৪\(nbsp)ص", .ar, Self.rlm + "৫:০৪\(nbsp)ص"),
      ("৫:০৪ AM", .bn, "৫:০৪ AM"),
      // English and Turkish: nothing unless the first strong character is Arabic.
      ("15 min left", .en, "15 min left"),
      ("2 gün sonra", .tr, "2 gün sonra"),
      ("5:04\u{202F}AM", .en, "5:04\u{202F}AM"),
      ("٥:٠٤\u{202F}AM", .en, "٥:٠٤\u{202F}AM"),
      ("(1)", .en, "(1)"),
      ("Asr ends in", .en, "Asr ends in"),
      ("İkindi", .tr, "İkindi"),
      ("العصر", .en, Self.lrm + "العصر"),
      ("12 العصر ends", .en, Self.lrm + "12 العصر ends"),
      (Self.lrm + "العصر", .en, Self.lrm + "العصر"),
      ("", .ar, ""),
      ("", .en, ""),
    ]
    for (input, lang, output) in cases {
      let finished = Localizer.bidiFinished(input, lang: lang)
      assertScalars(finished, output, "\(lang) \(Self.escaped(input))")
      assertScalars(Localizer.bidiFinished(finished, lang: lang), finished, "idempotent")
    }
  }

  /// Every public string of every locale is finished: applying the rule again changes nothing.
  func testEveryPublicStringIsFinished() {
    for locale in Self.allLocales {
      let l = Localizer(locale: locale)
      for s in Self.publicStrings(l) {
        assertScalars(Localizer.bidiFinished(s, lang: locale.lang), s, "\(locale)")
        // Only LRM, RLM, NBSP, NNBSP, ZWNJ and ZWJ appear among the invisible characters.
        for scalar in s.unicodeScalars where !scalar.isASCII {
          let invisible: Set<Unicode.GeneralCategory> = [.format, .spaceSeparator, .control, .lineSeparator, .paragraphSeparator]
          let allowed: Set<UInt32> = [0x200E, 0x200F, 0x00A0, 0x202F, 0x200C, 0x200D]
          XCTAssertTrue(
            !invisible.contains(scalar.properties.generalCategory) || allowed.contains(scalar.value),
            "\(locale): \(Self.escaped(s))")
        }
        // A right-to-left string holds an LRM only where its table's pattern does (ur's times).
        let patternMarks = l.timePattern.unicodeScalars.filter { $0 == "\u{200E}" }.count
        if locale.lang.isRightToLeft {
          XCTAssertLessThanOrEqual(s.unicodeScalars.filter { $0 == "\u{200E}" }.count, patternMarks, Self.escaped(s))
        }
        if !locale.lang.isRightToLeft { XCTAssertFalse(s.unicodeScalars.contains("\u{200F}")) }
      }
    }
  }

  static func publicStrings(_ l: Localizer) -> [String] {
    var strings: [String] = []
    for h in [0, 5, 12, 13, 23] { strings.append(l.time(hour: h, minute: 4)) }
    strings += [0, 7, 42, 1448].map(l.number)
    strings += PrayerID.allCases.flatMap {
      [l.prayerName($0, onFriday: false), l.prayerName($0, onFriday: true)]
    }
    strings += [
      l.sunriseName, l.needsRefreshCaption, l.openAppCaption, l.markPrayedLabel, l.prayedLabel,
      l.unmarkLabel,
    ]
    strings += (1...7).map(l.weekday)
    strings += (1...12).map { l.gregorianDate(year: 2026, month: $0, day: 29) }
    strings += (1...12).map { l.hijriDate(year: 1448, month: $0, day: 19) }
    strings += Occasion.allCases.map(l.occasionName)
    let asr = l.prayerName(.asr, onFriday: false)
    strings += [l.endsInCaption(asr), l.nextCaption(asr), l.nextCaption(l.sunriseName)]
    strings += [0, 1, 59, 60, 61, 135, 1439].map { l.calmDuration(minutes: $0) }
    strings += [0, 9, 3599, 3600, 45296].map { l.clockDuration(seconds: $0) }
    strings += [-111, -11, -3, -2, -1, 0, 1, 2, 3, 10, 11, 99, 100, 103, 111].map(l.dayOffset)
    // The spoken strings the localizer finishes.
    for h in [0, 5, 12, 13, 23] { strings.append(l.spokenTime(hour: h, minute: 4)) }
    strings += [0, 1, 2, 61, 135, 1439].map { l.spokenCalm(minutes: $0) }
    strings += [0, 1, 2, 750, 3601, 45296].map { l.spokenClock(seconds: $0) }
    let states = l.spokenStates
    let flags = l.flagWords
    strings += [states.current, states.next, states.prayed, states.notPrayed]
    strings += [flags.estimated, flags.hijriPredicted, flags.hijriEstimated]
    strings += PrayerID.allCases.flatMap { [l.markHint($0, onFriday: false), l.markHint($0, onFriday: true)] }
    return strings
  }

  /// Our table-driven classes agree with ICU's `u_charDirection` wherever they are definite.
  func testBidiClassesMatchICU() throws {
    let icu = try ICUFunctions.required()
    var checked = 0
    for v in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(v) else { continue }
      let ours = BidiStart(scalar)
      if ours == .other { continue }
      let theirs = icu.charDirection(Int32(bitPattern: v))
      let name = "U+\(String(v, radix: 16, uppercase: true))"
      switch ours {
      case .leftToRight: XCTAssertEqual(theirs, ICUFunctions.leftToRight, name)
      case .rightToLeft:
        XCTAssertTrue(
          theirs == ICUFunctions.rightToLeft || theirs == ICUFunctions.rightToLeftArabic, name)
      case .arabicNumber: XCTAssertEqual(theirs, ICUFunctions.arabicNumber, name)
      case .europeanNumber: XCTAssertEqual(theirs, ICUFunctions.europeanNumber, name)
      case .other: break
      }
      checked += 1
    }
    XCTAssertGreaterThan(checked, 100_000)
    // Every AN and EN code point is known as such (AN is what lets Arabic strings go unmarked,
    // EN before the first strong character is what needs a mark in a right-to-left one), and
    // every letter of the Arabic blocks is right-to-left.
    for v in UInt32(0)...0x1FFFF {
      guard let scalar = Unicode.Scalar(v) else { continue }
      let theirs = icu.charDirection(Int32(bitPattern: v))
      if theirs == ICUFunctions.arabicNumber {
        XCTAssertEqual(BidiStart(scalar), .arabicNumber, "U+\(String(v, radix: 16))")
      }
      if theirs == ICUFunctions.europeanNumber {
        XCTAssertEqual(BidiStart(scalar), .europeanNumber, "U+\(String(v, radix: 16))")
      }
    }
    for v in UInt32(0x0621)...0x064A {
      XCTAssertEqual(BidiStart(Unicode.Scalar(v)!), .rightToLeft)
    }
  }

  /// A finished string reads the same whether the renderer takes the paragraph direction from
  /// the snapshot's `dir` or from the string's first strong character, and a right-to-left
  /// language's string also in a paragraph laid out left to right (a label forced LTR, where
  /// European digits at the start would otherwise turn left-to-right, UAX #9 W7; there the
  /// string's end is closed by an RLM, as a trailing neutral such as the full stop of `ه‍.ق.`
  /// takes the paragraph's direction, which only laying it out in `dir` settles): a mark is
  /// there exactly where they would disagree, and the cases that need one really do (the check
  /// has teeth).
  func testFinishedStringsAgreeWithTheirDirection() throws {
    let icu = try ICUFunctions.required()
    func orders(_ s: String, _ lang: SnapshotLanguage) -> [[Int]] {
      guard lang.isRightToLeft else { return [0, 0xFE].map { icu.visualOrder(s, paragraphLevel: $0) } }
      let own = [1, 0xFF].map { icu.visualOrder(s, paragraphLevel: $0) }
      // (A string with Latin letters cannot read the same in both: only its own direction does.)
      let latin = s.unicodeScalars.contains { $0 != "\u{200E}" && BidiStart($0) == .leftToRight }
      return latin ? own : own + [1, 0].map { icu.visualOrder(s + Self.rlm, paragraphLevel: $0) }
    }
    for locale in Self.allLocales {
      for s in Self.publicStrings(Localizer(locale: locale)) {
        let o = orders(s, locale.lang)
        XCTAssertEqual(Set(o).count, 1, "\(locale): \(Self.escaped(s))")
      }
    }
    for (s, lang) in [
      ("Wi-Fi متصل", SnapshotLanguage.ar), ("العصر ends", .en), ("۲۹ نوامبر ۲۰۲۶", Self.fa),
      ("5:04 ص", .ar), ("2 گھنٹے اور 15 منٹ", Self.ur),
    ] {
      XCTAssertGreaterThan(Set(orders(s, lang)).count, 1, Self.escaped(s))
      XCTAssertEqual(Set(orders(Localizer.bidiFinished(s, lang: lang), lang)).count, 1, Self.escaped(s))
    }
  }
}

extension LocalizationTests {
  /// Every string the localizer writes piece by piece (FinishedText) is the bidi rule applied to
  /// the joined pieces: ``Localizer/bidiFinished(_:lang:)`` of the string without its mark gives
  /// it back, for every language, digits and clock.
  func testFinishedText_EqualsBidiFinishedOfJoinedPieces() {
    for lang in SnapshotLanguage.allCases {
      for digits in SnapshotDigits.allCases {
        for clock in SnapshotClock.allCases {
          let l = Localizer(locale: SnapshotLocale(lang: lang, digits: digits, clock: clock))
          var strings = (0..<24).flatMap { h in [0, 7, 59].map { l.time(hour: h, minute: $0) } }
          strings += (-60...120).map { l.dayOffset($0) }
          strings += [0, 5, 60, 61, 600, 1439].map { l.calmDuration(minutes: $0) }
          strings += [l.gregorianDate(year: 2026, month: 11, day: 29), l.hijriDate(year: 1448, month: 6, day: 19)]
          strings += PrayerID.allCases.flatMap { id in
            let name = l.prayerName(id, onFriday: true)
            return [l.endsInCaption(name), l.nextCaption(name)]
          }
          strings += [l.clockDuration(seconds: 3723), l.number(-1448)]
          for s in strings {
            // The mark the rule put first (not one of the pattern's own, as ur's LRM).
            let marked = s.unicodeScalars.first == "\u{200E}" || s.unicodeScalars.first == "\u{200F}"
            let body = String(String.UnicodeScalarView(s.unicodeScalars.dropFirst(marked ? 1 : 0)))
            XCTAssertEqual(Localizer.bidiFinished(body, lang: lang), s, "\(lang) \(digits) \(clock): \(s.debugDescription)")
          }
        }
      }
    }
  }
}
