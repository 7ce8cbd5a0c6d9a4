import Foundation
import XCTest

@testable import PrayerSnapshot

/// English by region (review E3): `en-XX` overlays of `Data/l10n/en.json` against ICU's
/// `en_XX` through Foundation — the default hour cycle (`jmm`), every minute of a day in 12 and
/// 24 hours (`hmm`, `Hmm`), every day of 2026 in the long and short dates (`yMMMMd`, `dMMM`)
/// and the Hijri patterns (`yMMMMd`, `MMMMd` in the islamic-umalqura calendar) — and the
/// region taken from the place's country.
extension LocalizationTests {
  static let englishRegions = SnapshotLanguage.withTables.filter { $0.language == "en" && $0 != .en }

  /// The base and the first regions in full (every minute, every day of 2026); every English
  /// region ICU knows is held to ICU by `testRegionalOverlays_ExactlyWhereICUDiffers` and
  /// `testRegionalForms_MatchICU` (RegionalFormsTests).
  func testEnglishRegions_MatchICU() throws {
    let first = ["en-GB", "en-US", "en-AU", "en-DE", "en-NL", "en-SE", "en-ZA", "en-NG", "en-FI", "en-CZ", "en-HU"]
    XCTAssertEqual(Self.englishRegions.count, 88)
    XCTAssertTrue(Set(first).isSubset(of: Self.englishRegions.map(\.rawValue)))
    // ICU answers as en_001 in these: no overlay, `--locale en-IN` is `en`'s table.
    let plain = ["en-IN", "en-PK", "en-MY", "en-SG", "en-GH", "en-HK"]
    XCTAssertTrue(Set(plain).isSubset(of: SnapshotLanguage.regionsAsLanguage.map(\.rawValue)))
    for lang in [SnapshotLanguage.en] + first.map({ SnapshotLanguage(rawValue: $0)! }) {
      let icu = lang == .en ? "en_001" : lang.rawValue.replacingOccurrences(of: "-", with: "_")
      let locale = Locale(identifier: icu)
      func skeleton(_ s: String, _ l: Locale = locale) -> String { DateFormatter.dateFormat(fromTemplate: s, options: 0, locale: l)! }
      let table = LanguageTable.of(lang.rawValue)
      XCTAssertEqual(SnapshotLocale(lang: lang).clock, skeleton("jmm").contains("H") ? .h23 : .h12, icu)
      XCTAssertEqual(table.gregorianDate.source, skeleton("yMMMMd"), icu)
      XCTAssertEqual(table.short.gregorianDate.source, skeleton("dMMM"), icu)
      let islamic = Locale(identifier: icu + "@calendar=islamic-umalqura")
      XCTAssertEqual(table.hijriDate.source, skeleton("yMMMMd", islamic), icu)
      XCTAssertEqual(table.short.hijriDate.source, skeleton("MMMMd", islamic), icu)
      for clock in SnapshotClock.allCases {
        let localizer = Self.localizer(lang, nil, clock)
        let formatter = Self.formatter(skeleton(clock == .h12 ? "hmm" : "Hmm"), icu)
        for minute in 0..<1440 {
          let date = Date(timeIntervalSince1970: Double(minute * 60))
          assertScalars(
            localizer.time(hour: minute / 60, minute: minute % 60), formatter.string(from: date), "\(icu) \(clock) \(minute)")
        }
      }
      let long = Self.formatter(skeleton("yMMMMd"), icu)
      let short = Self.formatter(skeleton("dMMM"), icu)
      let localizer = Self.localizer(lang)
      let calendar = Self.gregorianUTC()
      let start = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
      for offset in 0..<365 {
        let date = start.addingTimeInterval(Double(offset * 86400))
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        assertScalars(localizer.gregorianDate(year: c.year!, month: c.month!, day: c.day!), long.string(from: date), "\(icu) \(c)")
        assertScalars(localizer.shortGregorianDate(month: c.month!, day: c.day!), short.string(from: date), "\(icu) \(c)")
      }
    }
  }

  /// The place's country gives the region where an overlay exists; a tag with a region keeps it.
  func testEnglishRegion_FromThePlacesCountry() {
    XCTAssertEqual(SnapshotLanguage.en.regional(forCountry: "GB").rawValue, "en-GB")
    XCTAssertEqual(SnapshotLanguage.en.regional(forCountry: "us").rawValue, "en-US")
    XCTAssertEqual(SnapshotLanguage.en.regional(forCountry: "SA").rawValue, "en")
    XCTAssertEqual(SnapshotLanguage.en.regional(forCountry: "DE").rawValue, "en-DE")
    XCTAssertEqual(SnapshotLanguage.en.regional(forCountry: "IN").rawValue, "en")
    XCTAssertEqual(SnapshotLanguage(rawValue: "en-IN")!.regional(forCountry: "GB").rawValue, "en-IN")
    XCTAssertEqual(SnapshotLanguage.en.regional(forCountry: nil).rawValue, "en")
    XCTAssertEqual(SnapshotLanguage(rawValue: "en-US")!.regional(forCountry: "GB").rawValue, "en-US")
    XCTAssertEqual(SnapshotLanguage.ar.regional(forCountry: "EG").rawValue, "ar")
  }
}
