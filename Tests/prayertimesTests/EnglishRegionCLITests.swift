import Foundation
import TestSupport
import XCTest

/// English takes the region of the place's country (review E3), through the binary: a London
/// snapshot is en-GB (`06:08`, `6:08 am` in 12 h, as ICU's en_GB), New York's en-US
/// (`December 4, 2026`, as ICU's en_US), an explicit `--locale en-US` wins over the place (every
/// minute and day of each overlay against ICU: LocalizationTests.testEnglishRegions_MatchICU).
final class EnglishRegionCLITests: XCTestCase {
  func snapshot(_ arguments: [String]) throws -> [String: Any] {
    let run = try CLITests.run(arguments + ["--format", "snapshot"])
    XCTAssertEqual(run.status, 0, run.stderr)
    return try jsonObject(run.stdout)
  }

  func firstDay(_ s: [String: Any]) -> (tag: String?, date: String?, fajr: String?) {
    let day = (s["days"] as? [[String: Any]])?.first
    let fajr = (day?["prayers"] as? [[String: Any]])?.first?["time"] as? String
    return ((s["locale"] as? [String: Any])?["tag"] as? String, day?["gregorian"] as? String, fajr)
  }

  func icu(_ pattern: String, _ locale: String, _ iso: String, _ zone: String) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: locale)
    f.timeZone = TimeZone(identifier: zone)
    f.dateFormat = DateFormatter.dateFormat(fromTemplate: pattern, options: 0, locale: f.locale)
    return f.string(from: ISO8601DateFormatter().date(from: iso)!)
  }

  func testSnapshot_RegionFromThePlace() throws {
    let london = ["--city", "London", "--now", "2026-12-04T09:00:00Z"]
    let gb = firstDay(try snapshot(london))
    XCTAssertEqual(gb.tag, "en-GB-u-nu-latn-hc-h23")
    XCTAssertEqual(gb.fajr, "06:08")
    XCTAssertEqual(gb.date, icu("yMMMMd", "en_GB", "2026-12-04T12:00:00Z", "Europe/London"))
    let us = firstDay(try snapshot(london + ["--locale", "en-US"]))
    XCTAssertEqual(us.tag, "en-US-u-nu-latn-hc-h12")
    XCTAssertEqual(us.date, "December 4, 2026")
    XCTAssertEqual(us.date, icu("yMMMMd", "en_US", "2026-12-04T12:00:00Z", "Europe/London"))
    let newYork = firstDay(try snapshot(["--city", "New York", "--now", "2026-12-04T15:00:00Z"]))
    XCTAssertEqual(newYork.tag, "en-US-u-nu-latn-hc-h12")
    XCTAssertEqual(newYork.date, "December 4, 2026")
  }

  func testSnapshot_RegionFromCoordinatesWithEverythingGiven() throws {
    // Coordinates with the zone, method and calendar given still take the country's region (and
    // its occasions): nothing else needs the country there, but the clock does.
    let london = try snapshot([
      "--lat", "51.5085", "--lon", "-0.1257", "--tz", "Europe/London", "--method", "moonsighting",
      "--calendar", "umm-al-qura", "--now", "2026-12-04T09:00:00Z",
    ])
    let gb = firstDay(london)
    XCTAssertEqual(gb.tag, "en-GB-u-nu-latn-hc-h23")
    XCTAssertEqual(gb.date, icu("yMMMMd", "en_GB", "2026-12-04T12:00:00Z", "Europe/London"))
    XCTAssertEqual(gb.fajr?.count, 5, "a 24-hour HH:mm time, as en-GB: \(gb.fajr ?? "nil")")
  }
}
