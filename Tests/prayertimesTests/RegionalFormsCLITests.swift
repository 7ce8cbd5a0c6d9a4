import Foundation
import TestSupport
import XCTest

/// Any language takes the region of the place's country where its table has an overlay (review
/// E3 rest), through the binary: `--locale ar` in Casablanca is ar-MA (the Moroccan month
/// `دجنبر`, Latin digits, 24 h, as ICU's ar_MA), `--locale fa` in Kabul fa-AF (the Dari
/// Gregorian month `دسمبر` and Solar Hijri month `قوس`, as ICU's fa_AF); every minute and day of
/// each overlay against ICU: LocalizationTests.testRegionalForms_MatchICU.
final class RegionalFormsCLITests: XCTestCase {
  func snapshot(_ arguments: [String]) throws -> [String: Any] {
    let run = try CLITests.run(arguments + ["--format", "snapshot"])
    XCTAssertEqual(run.status, 0, run.stderr)
    return try jsonObject(run.stdout)
  }

  /// ICU's result of `skeleton` in `locale` at `iso`, in `calendar` (no bidi marks).
  func icu(_ skeleton: String, _ locale: String, _ iso: String, _ zone: String, _ calendar: Calendar.Identifier = .gregorian) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: locale)
    f.calendar = Calendar(identifier: calendar)
    f.timeZone = TimeZone(identifier: zone)
    f.dateFormat = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: f.locale)
    return f.string(from: ISO8601DateFormatter().date(from: iso)!)
  }

  func unmarked(_ s: Any?) -> String? {
    (s as? String).map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{200E}" && $0 != "\u{200F}" })) }
  }

  func testSnapshot_RegionOfAnyLanguageFromThePlace() throws {
    let casablanca = try snapshot(["--lat", "33.5731", "--lon", "-7.5898", "--locale", "ar", "--now", "2026-12-04T09:00:00Z"])
    let ma = (casablanca["days"] as? [[String: Any]])?.first
    XCTAssertEqual((casablanca["locale"] as? [String: Any])?["tag"] as? String, "ar-MA-u-nu-latn-hc-h23")
    XCTAssertEqual(unmarked(ma?["gregorian"]), "4 دجنبر 2026")
    XCTAssertEqual(unmarked(ma?["gregorian"]), icu("yMMMMd", "ar_MA", "2026-12-04T12:00:00Z", "Africa/Casablanca"))
    XCTAssertEqual((ma?["prayers"] as? [[String: Any]])?.first?["time"] as? String, "06:46")

    let kabul = try snapshot(["--lat", "34.5553", "--lon", "69.2075", "--locale", "fa", "--now", "2026-12-04T09:00:00Z"])
    let af = (kabul["days"] as? [[String: Any]])?.first
    XCTAssertEqual((kabul["locale"] as? [String: Any])?["tag"] as? String, "fa-AF-u-nu-arabext-hc-h23")
    XCTAssertEqual(unmarked(af?["gregorian"]), "۴ دسمبر ۲۰۲۶")
    XCTAssertEqual(unmarked(af?["gregorian"]), icu("yMMMMd", "fa_AF", "2026-12-04T12:00:00Z", "Asia/Kabul"))
    let civil = af?["civil"] as? [String: Any]
    XCTAssertEqual(unmarked(civil?["label"]), "۱۳ قوس ۱۴۰۵")
    XCTAssertEqual(unmarked(civil?["label"]), icu("yMMMMd", "fa_AF", "2026-12-04T12:00:00Z", "Asia/Kabul", .persian))

    // An explicit region wins over the place's: ar-LB's Syriac month in Casablanca.
    let lb = try snapshot(["--lat", "33.5731", "--lon", "-7.5898", "--locale", "ar-LB", "--now", "2026-12-04T09:00:00Z"])
    XCTAssertEqual(unmarked((lb["days"] as? [[String: Any]])?.first?["gregorian"]), "٤ كانون الأول ٢٠٢٦ م")
  }

  /// A region ICU answers as its language (the table's `regionsAsLanguage`) is taken as given
  /// and written with the language's table (the locale's `lang` is the table's, `ms`; its `tag`
  /// the region's): `--locale ms-MY` in Jakarta stays Malaysian Malay (12 h `4:07 PG`, where the
  /// place alone gives ms-ID's 24 h), `ar-SA`
  /// is the ar base (ICU ar_SA's Gregorian `yMMMMd` is ar's); `en-DE` takes its overlay (24 h,
  /// `4. December 2026`, as ICU en_DE).
  func testSnapshot_ExplicitRegionAsItsLanguage() throws {
    let jakarta = ["--lat", "-6.2088", "--lon", "106.8456", "--now", "2026-12-04T09:00:00Z"]
    let my = try snapshot(jakarta + ["--locale", "ms-MY"])
    let ms = try snapshot(jakarta + ["--locale", "ms"])
    XCTAssertEqual((my["locale"] as? [String: Any])?["tag"] as? String, "ms-MY-u-nu-latn-hc-h12")
    XCTAssertEqual((ms["locale"] as? [String: Any])?["tag"] as? String, "ms-ID-u-nu-latn-hc-h23")
    let myDay = (my["days"] as? [[String: Any]])?.first
    let fajr = (myDay?["prayers"] as? [[String: Any]])?.first
    let at = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(fajr?["at"] as? Int ?? 0) / 1000))
    XCTAssertEqual(fajr?["time"] as? String, icu("hmm", "ms_MY", at, "Asia/Jakarta"))
    XCTAssertEqual(fajr?["time"] as? String, "4:07\u{202F}PG")
    XCTAssertEqual(my["lang"] as? String ?? (my["locale"] as? [String: Any])?["lang"] as? String, "ms")
    XCTAssertEqual(unmarked(myDay?["gregorian"]), icu("yMMMMd", "ms_MY", "2026-12-04T12:00:00Z", "Asia/Jakarta"))
    // A table run: the same words as --locale ms, in Malaysian Malay's 12-hour clock.
    let table = try CLITests.run(jakarta.dropLast(2) + ["--date", "2026-12-04", "--days", "1", "--locale", "ms-MY"])
    XCTAssertEqual(table.status, 0, table.stderr)
    XCTAssertTrue(table.stdout.contains("4 Disember 2026"), table.stdout)

    let riyadh = ["--lat", "24.7136", "--lon", "46.6753", "--now", "2026-12-04T09:00:00Z"]
    let sa = try snapshot(riyadh + ["--locale", "ar-SA"])
    let ar = try snapshot(riyadh + ["--locale", "ar"])
    XCTAssertEqual((sa["locale"] as? [String: Any])?["tag"] as? String, "ar-SA-u-nu-arab-hc-h12")
    XCTAssertEqual(
      (sa["days"] as? [[String: Any]])?.first?["gregorian"] as? String, (ar["days"] as? [[String: Any]])?.first?["gregorian"] as? String)

    let de = try snapshot(riyadh + ["--locale", "en-DE"])
    let deDay = (de["days"] as? [[String: Any]])?.first
    XCTAssertEqual((de["locale"] as? [String: Any])?["tag"] as? String, "en-DE-u-nu-latn-hc-h23")
    XCTAssertEqual(unmarked(deDay?["gregorian"]), "4. December 2026")
    XCTAssertEqual(unmarked(deDay?["gregorian"]), icu("yMMMMd", "en_DE", "2026-12-04T12:00:00Z", "Asia/Riyadh"))
  }
}
