import Foundation
import Hijri
import XCTest

@testable import PrayerSnapshot

/// The small families' short forms (the tables' `short`) against ICU through Foundation (the
/// weekdays: `testWeekdaysMatchDateFormatter`), and the Hijri date without its year against the long label it shortens (the
/// Solar Hijri day without its year: `testCivilDates_SolarHijriMatchesDateFormatter`).
extension LocalizationTests {
  /// The short Gregorian date's pattern is ICU's `dMMM` skeleton result for the language (en:
  /// en_001's, the day first as the table's long `d MMMM y`; ICU en is `MMM d`), and every day
  /// of 2026–2027 in every digit system is what `DateFormatter` writes with it.
  func testShortGregorianDates_MatchDateFormatter() {
    let calendar = Self.gregorianUTC()
    let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
    for lang in SnapshotLanguage.allCases {
      let pattern = LanguageTable.of(lang.rawValue).short.gregorianDate.source
      let icuLocale = lang == .en ? "en_001" : lang.rawValue
      XCTAssertEqual(
        pattern, DateFormatter.dateFormat(fromTemplate: "dMMM", options: 0, locale: Locale(identifier: icuLocale)),
        "\(lang)")
      for digits in SnapshotDigits.allCases {
        let localizer = Self.localizer(lang, digits)
        let formatter = Self.formatter(pattern, "\(lang.rawValue)@numbers=\(digits.rawValue)")
        for offset in 0..<730 {
          let date = start.addingTimeInterval(Double(offset * 86400))
          let c = calendar.dateComponents([.month, .day], from: date)
          let icu = formatter.string(from: date)
          assertScalars(
            localizer.shortGregorianDate(month: c.month!, day: c.day!), Localizer.bidiFinished(icu, lang: lang),
            "\(lang) \(digits) \(c)")
        }
      }
    }
    XCTAssertEqual(DateFormatter.dateFormat(fromTemplate: "dMMM", options: 0, locale: Locale(identifier: "en")), "MMM d")
    XCTAssertEqual(Self.localizer(.en).shortGregorianDate(month: 12, day: 4), "4 Dec")
    XCTAssertEqual(Self.localizer(.ar).shortGregorianDate(month: 12, day: 4), "٤ ديسمبر")
    XCTAssertEqual(Self.localizer(.tr).shortGregorianDate(month: 12, day: 4), "4 Ara")
    XCTAssertEqual(Self.localizer(.de).shortGregorianDate(month: 12, day: 4), "4. Dez.")
  }

  /// The short Hijri date is the long label cut before its year: the same day, the same month
  /// (the table's own name, or its shorter `short.hijriMonths`, never longer), every month and
  /// day of every language and digit system.
  func testShortHijriDates_AreTheLongLabelsWithoutTheYear() {
    for lang in SnapshotLanguage.allCases {
      let table = LanguageTable.of(lang.rawValue)
      let shortMonths = table.short.hijriMonths ?? table.hijriMonths
      for (short, long) in zip(shortMonths, table.hijriMonths) {
        XCTAssertLessThanOrEqual(short.count, long.count, "\(lang) \(short)")
      }
      for digits in SnapshotDigits.allCases {
        let localizer = Self.localizer(lang, digits)
        let year = Self.withoutMarks(localizer.number(1448))
        for month in 1...12 {
          for day in 1...30 {
            let short = Self.withoutMarks(localizer.shortHijriDate(month: month, day: day))
            let long = Self.withoutMarks(localizer.hijriDate(year: 1448, month: month, day: day))
            XCTAssertTrue(short.contains(shortMonths[month - 1]), "\(lang) \(short)")
            let lengthened = short.replacingOccurrences(of: shortMonths[month - 1], with: table.hijriMonths[month - 1])
            XCTAssertTrue(long.hasPrefix(lengthened), "\(lang) \(digits) \(month)/\(day): \(short) | \(long)")
            XCTAssertTrue(long.dropFirst(lengthened.count).contains(year), "\(lang) \(long)")
            XCTAssertFalse(short.contains(year), "\(lang) \(short)")
          }
        }
      }
    }
    XCTAssertEqual(Self.localizer(.en).shortHijriDate(month: 6, day: 24), "24 Jumada II")
    XCTAssertEqual(Self.localizer(.ar).shortHijriDate(month: 6, day: 24), "٢٤ جمادى الآخرة")
    XCTAssertEqual(Self.localizer(.de).shortHijriDate(month: 6, day: 24), "24. Dschumada II")
  }
}
