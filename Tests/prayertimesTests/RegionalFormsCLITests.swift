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
}
