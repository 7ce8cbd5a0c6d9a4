import Foundation
import XCTest

/// The zone and method from coordinates, `--city` and `cities`, through the built binary.
final class PlacesCLITests: XCTestCase {
  static let istanbul = ["--lat", "41.0082", "--lon", "28.9784", "--date", "2026-11-29"]

  /// The example: Istanbul's own zone and Diyanet's method, with no --tz or --method.
  func testIstanbul_FourteenDays_ZoneAndMethodFromTheCoordinates() throws {
    let results = try CLITests.runAll([
      Self.istanbul + ["--days", "14"], Self.istanbul + ["--days", "14", "--format", "json"],
    ])
    let (status, out, err) = results[0]
    XCTAssertEqual(status, 0, err)
    let header = out.split(separator: "\n").prefix(2).joined(separator: "\n")
    XCTAssertTrue(header.contains("zone Europe/Istanbul"), header)
    XCTAssertTrue(header.contains("(turkey), Asr ×1"), header)
    XCTAssertTrue(header.contains("Method: the usual method in TR (near Istanbul, TR"), header)
    XCTAssertTrue(header.contains("source: https://"), header)
    XCTAssertEqual(CLITests.tableRows(out).count, 14)
    XCTAssertEqual(err, "Zone: Europe/Istanbul (near Istanbul, TR, 2.5 km; nearest place Eminönü, 1.2 km)\n")
    // JSON: the zone actually used, and why; the method and why; nothing on stderr.
    let (jsonStatus, jsonOut, jsonErr) = results[1]
    XCTAssertEqual(jsonStatus, 0, jsonErr)
    XCTAssertEqual(jsonErr, "")
    let object = try jsonObject(jsonOut)
    XCTAssertEqual(object["timeZone"] as? String, "Europe/Istanbul")
    XCTAssertEqual(
      object["timeZoneSource"] as? String, "near Istanbul, TR, 2.5 km; nearest place Eminönü, 1.2 km")
    XCTAssertEqual((object["method"] as? [String: Any])?["id"] as? String, "turkey")
    let methodSource = try XCTUnwrap(object["methodSource"] as? String)
    XCTAssertTrue(methodSource.hasPrefix("the usual method in TR ("), methodSource)
    XCTAssertTrue(methodSource.contains("Method.php"), methodSource)
    let days = try XCTUnwrap(object["days"] as? [[String: Any]])
    XCTAssertEqual(days.count, 14)
    let fajr = try XCTUnwrap((days[0]["times"] as? [String: Any])?["fajr"] as? String)
    XCTAssertTrue(fajr.hasSuffix("+03:00"), fajr)
    // The keys follow their subjects.
    let keys = try XCTUnwrap(jsonOut.components(separatedBy: "\n").filter { $0.hasPrefix("  \"") })
    XCTAssertEqual(
      Array(keys.prefix(3)).map { $0.split(separator: ":")[0] },
      ["  \"schemaVersion\"", "  \"timeZone\"", "  \"timeZoneSource\""])
  }

  func testCityMakkah_EqualsItsCoordinatesWithTheZoneAndMethodGiven() throws {
    let results = try CLITests.runAll([
      ["--city", "Makkah", "--date", "2026-11-29", "--days", "3", "--format", "json"],
      ["--lat", "21.42664", "--lon", "39.82563", "--tz", "Asia/Riyadh", "--method", "umm-al-qura",
       "--date", "2026-11-29", "--days", "3", "--format", "json"],
      ["--city", "مكة", "--date", "2026-11-29"],
      ["--city", "MAKKAH", "--date", "2026-11-29"],
    ])
    for (status, _, err) in results { XCTAssertEqual(status, 0, err) }
    let city = try jsonObject(results[0].1)
    let given = try jsonObject(results[1].1)
    XCTAssertEqual(city["timeZone"] as? String, "Asia/Riyadh")
    XCTAssertEqual(city["timeZoneSource"] as? String, "--city Makkah, SA")
    XCTAssertEqual(given["timeZoneSource"] as? String, "--tz")
    XCTAssertEqual(given["methodSource"] as? String, "--method")
    XCTAssertEqual((city["method"] as? [String: Any])?["id"] as? String, "umm-al-qura")
    XCTAssertEqual((city["place"] as? [String: Any])?["name"] as? String, "Makkah")
    XCTAssertEqual((city["place"] as? [String: Any])?["country"] as? String, "SA")
    XCTAssertNil(given["place"])
    XCTAssertEqual(
      try JSONSerialization.data(withJSONObject: city["days"] ?? [], options: .sortedKeys),
      try JSONSerialization.data(withJSONObject: given["days"] ?? [], options: .sortedKeys))
    // The Arabic and upper-case names give the same table, with the place in the header.
    XCTAssertEqual(results[2].1, results[3].1)
    XCTAssertTrue(results[2].1.contains("Place: Makkah, SA (--city)"), results[2].1)
    XCTAssertEqual(results[2].2, "Zone: Asia/Riyadh (--city Makkah, SA)\n")
  }

  func testCity_TenTimesMorePeople_IsTakenAndSaid() throws {
    let (status, out, err) = try CLITests.run(["--city", "London", "--date", "2026-06-21"])
    XCTAssertEqual(status, 0, err)
    XCTAssertTrue(out.contains("zone Europe/London"), out)
    XCTAssertTrue(out.contains("(moonsighting)"), out)
    XCTAssertTrue(err.contains("Note: 'London' also names 1 smaller place"), err)
    XCTAssertTrue(err.contains("using London, GB, 8,961,989 people"), err)
    // With the country: the other London.
    let (s2, out2, err2) = try CLITests.run(["--city", "London, CA", "--date", "2026-06-21"])
    XCTAssertEqual(s2, 0, err2)
    XCTAssertTrue(out2.contains("zone America/Toronto"), out2)
    XCTAssertTrue(out2.contains("(isna)"), out2)
    XCTAssertFalse(err2.contains("Note:"), err2)
  }

  func testCity_BadUse_ExitTwoWithWhatMatched() throws {
    let cases: [([String], [String])] = [
      (["--city", "Makkah", "--lat", "21.4"], ["--city", "--lat", "not both"]),
      (["--city", "Makkah", "--lon", "39.8"], ["--city", "not both"]),
      (["--city", ""], ["--city", "place name"]),
      (["--city", "Xyzzyq"], ["no place is named 'Xyzzyq'", "--lat", "prayertimes cities"]),
      (["--city", "Lond"], ["no place is named 'Lond'", "London, GB, 8,961,989 people", "Londrina"]),
      (["--city", "Springfield"], ["'Springfield' names 8 places", "America/Chicago", "170,188 people", "--lat and --lon"]),
      (["--city", "Springfield, FR"], ["no place in FR is named 'Springfield'"]),
      // Did you mean: GeoNames' Istanbul (745044) and London (2643743), one typo away.
      (["--city", "Istanbol"],
       ["no place is named 'Istanbol'", "did you mean: Istanbul, TR, 15,701,602 people (41.01384, 28.94966, Europe/Istanbul)"]),
      (["--city", "Londn, UK"], ["no place in GB is named 'Londn'", "did you mean: London, GB, 8,961,989 people"]),
      (["--lon", "28.9"], ["missing '--lat DEG'", "--city"]),
    ]
    try assertFailures(cases)
  }

  /// With `--city` and no `--place`, the snapshot's label, the localized table's place line and
  /// the calendar's LOCATION name the place as the language does (GeoNames' and CLDR's names).
  func testCity_LabelInTheLanguage() throws {
    let runs = try CLITests.runAll([
      ["--city", "Makkah", "--locale", "ar", "--format", "snapshot", "--now", "2026-12-01T09:00:00Z"],
      ["--city", "Makkah", "--locale", "tr", "--format", "snapshot", "--now", "2026-12-01T09:00:00Z"],
      ["--city", "Makkah", "--format", "snapshot", "--now", "2026-12-01T09:00:00Z"],
      ["--city", "Makkah", "--place", "Home", "--locale", "tr", "--format", "snapshot", "--now", "2026-12-01T09:00:00Z"],
      ["--city", "Istanbul", "--locale", "ar", "--date", "2026-12-01"],
      ["--city", "Istanbul", "--locale", "tr", "--date", "2026-12-01", "--format", "ics"],
    ])
    for run in runs { XCTAssertEqual(run.status, 0, run.stderr) }
    let labels = try runs.prefix(4).map { try jsonObject($0.stdout)["place"] as? String }
    XCTAssertEqual(labels, ["مكة المكرمة", "Mekke", "Makkah", "Home"])
    XCTAssertTrue(runs[4].stdout.contains("\nالمكان: إسطنبول (TR)\n"), runs[4].stdout)
    XCTAssertTrue(runs[5].stdout.contains("\r\nLOCATION;LANGUAGE=tr:İstanbul\r\n"), runs[5].stdout)
  }

  /// Issue 15's names: a country's common name after the comma, Turkish and Arabic names.
  /// Where the method's horizon takes the place's height and the height moves it, the output says
  /// whose: Bandung's 728 m (Kemenag's −2°), Amman's 757 m; not Jakarta's 16 m (still −1°) nor a
  /// height given.
  func testElevation_ThePlacesHeightIsNamedWhereItMovesTheHorizon() throws {
    let results = try CLITests.runAll([
      ["--city", "Bandung", "--date", "2026-11-29"],
      ["--city", "Amman", "--date", "2026-11-29"],
      ["--city", "Jakarta", "--date", "2026-11-29"],
      ["--city", "Bandung", "--elevation", "0", "--date", "2026-11-29"],
    ])
    XCTAssertEqual(
      results.map(\.stderr.description),
      [
        "Elevation: 728 m, GeoNames' height of Bandung (ID, 0.0 km), the height kemenag's horizon takes (--elevation M for your own)\nZone: Asia/Jakarta (--city Bandung, ID)\n",
        "Elevation: 757 m, GeoNames' height of Amman (JO, 0.0 km), the height jordan's horizon takes (--elevation M for your own)\nZone: Asia/Amman (--city Amman, JO)\n",
        "Zone: Asia/Jakarta (--city Jakarta, ID)\n",
        "Zone: Asia/Jakarta (--city Bandung, ID)\n",
      ])
    // The table's first line carries the height it was computed at.
    XCTAssertTrue(results[0].stdout.hasPrefix("Prayer times at -6.92222, 107.60694 (728 m) · zone Asia/Jakarta"), results[0].stdout)
    XCTAssertTrue(results[2].stdout.hasPrefix("Prayer times at -6.21462, 106.84513 (16 m) · zone"), results[2].stdout)
  }

  func testCity_NamesPeopleType() throws {
    let cases: [([String], String)] = [
      (["--city", "London, UK"], "Zone: Europe/London (--city London, GB)\n"),
      (["--city", "Birmingham, UK"], "Zone: Europe/London (--city Birmingham, GB)\n"),
      (["--city", "London, GBR"], "Zone: Europe/London (--city London, GB)\n"),
      (["--city", "Makkah, SAU"], "Zone: Asia/Riyadh (--city Makkah, SA)\n"),
      (["--city", "Mekke"], "Zone: Asia/Riyadh (--city Makkah, SA)\n"),
      (["--city", "Medine"], "Zone: Asia/Riyadh (--city Madinah, SA)\n"),
      (["--city", "إسطنبول"], "Zone: Europe/Istanbul (--city Istanbul, TR)\n"),
      (["--city", "جاكرتا"], "Zone: Asia/Jakarta (--city Jakarta, ID)\n"),
    ]
    let results = try CLITests.runAll(cases.map { $0.0 + ["--date", "2026-11-29"] })
    for ((arguments, expected), (status, out, err)) in zip(cases, results) {
      XCTAssertEqual(status, 0, "\(arguments) \(err)")
      XCTAssertEqual(err, expected, "\(arguments)")
      XCTAssertFalse(out.isEmpty)
    }
  }

  func testMethod_FromTheCountry_ExplicitOptionsWin() throws {
    // Rawalpindi (PK): karachi with the Hanafi Asr; --asr standard wins; --method wins; --tz
    // does not stop the country's method.
    let pk = ["--lat", "33.6", "--lon", "73.0", "--date", "2026-11-29", "--format", "json"]
    let results = try CLITests.runAll([
      pk, pk + ["--asr", "standard"], pk + ["--method", "mwl"], Self.istanbul + ["--tz", "UTC", "--format", "json"],
      ["--lat", "-30", "--lon", "-130", "--date", "2026-11-29", "--format", "json"],
      ["--lat", "-30", "--lon", "-130", "--date", "2026-11-29"],
    ])
    for (status, _, err) in results { XCTAssertEqual(status, 0, err) }
    func method(_ i: Int) throws -> (String?, Double?, String?) {
      let o = try jsonObject(results[i].1)
      let m = o["method"] as? [String: Any]
      return (m?["id"] as? String, (m?["asr"] as? [String: Any])?["shadowFactor"] as? Double, o["methodSource"] as? String)
    }
    XCTAssertEqual(try method(0).0, "karachi")
    XCTAssertEqual(try method(0).1, 2)
    XCTAssertEqual(try jsonObject(results[0].1)["timeZone"] as? String, "Asia/Karachi")
    XCTAssertEqual(try method(1).0, "karachi")
    XCTAssertEqual(try method(1).1, 1)
    XCTAssertTrue(try method(1).2?.contains("but the Asr of --asr") ?? false)
    XCTAssertEqual(try method(2).0, "mwl")
    XCTAssertEqual(try method(2).1, 1)
    XCTAssertEqual(try method(2).2, "--method")
    let utc = try jsonObject(results[3].1)
    XCTAssertEqual(utc["timeZone"] as? String, "UTC")
    XCTAssertEqual(utc["timeZoneSource"] as? String, "--tz")
    XCTAssertEqual((utc["method"] as? [String: Any])?["id"] as? String, "turkey")
    // Mid-ocean: the longitude's fixed offset and the default method, each with its reason.
    let ocean = try jsonObject(results[4].1)
    XCTAssertEqual(ocean["timeZone"] as? String, "UTC-09:00")
    XCTAssertTrue((ocean["timeZoneSource"] as? String)?.hasPrefix("no place within 300 km; the nearest, Adamstown, PN") ?? false)
    XCTAssertEqual((ocean["method"] as? [String: Any])?["id"] as? String, "mwl")
    XCTAssertTrue((ocean["methodSource"] as? String)?.contains("the default, mwl") ?? false)
    XCTAssertTrue(results[5].2.hasPrefix("Zone: UTC-09:00 (no place within 300 km"), results[5].2)
    XCTAssertTrue(results[5].2.contains("Pass --tz"), results[5].2)
  }

  func testCities_Search() throws {
    let results = try CLITests.runAll([
      ["cities", "İSTANBUL"], ["cities", "sao", "paulo", "--limit", "2", "--format", "json"],
      ["cities", "مكة"], ["cities", "Springfield", "--limit", "3"], ["cities", "zzqzzq"],
      ["cities"], ["cities", "x", "--limit", "1001"], ["cities", "x", "--format", "csv"],
      ["cities", "--help"], ["--help"],
    ])
    let (s0, out0, err0) = results[0]
    XCTAssertEqual(s0, 0, err0)
    XCTAssertTrue(out0.hasPrefix("Istanbul  TR  15,701,602  41.01384, 28.94966"), out0)
    XCTAssertTrue(out0.contains("exact"), out0)
    let sao = try jsonObject(results[1].1)
    let places = try XCTUnwrap(sao["places"] as? [[String: Any]])
    XCTAssertEqual(places.count, 2)
    XCTAssertEqual(places[0]["name"] as? String, "São Paulo")
    XCTAssertEqual(places[0]["match"] as? String, "exact")
    XCTAssertEqual(places[1]["match"] as? String, "prefix")
    XCTAssertGreaterThan(sao["count"] as? Double ?? 0, 2)
    XCTAssertTrue(results[2].1.hasPrefix("Makkah  SA"), results[2].1)
    let springfield = results[3].1.split(separator: "\n")
    XCTAssertEqual(springfield.count, 4)
    XCTAssertEqual(springfield.last.map(String.init), "… 7 more (--limit)")
    // No match: exit 1, nothing on stdout; usage errors: exit 2.
    XCTAssertEqual(results[4].0, 1)
    XCTAssertEqual(results[4].1, "")
    XCTAssertTrue(results[4].2.contains("zzqzzq"), results[4].2)
    for i in 5...7 {
      XCTAssertEqual(results[i].0, 2, results[i].2)
      XCTAssertEqual(results[i].1, "")
      XCTAssertTrue(results[i].2.hasPrefix("Error: "), results[i].2)
    }
    XCTAssertEqual(results[8].0, 0)
    XCTAssertTrue(results[8].1.contains("CC BY 4.0"), results[8].1)
    XCTAssertTrue(results[9].1.contains("--city NAME"), results[9].1)
    XCTAssertTrue(results[9].1.contains("cities QUERY"), results[9].1)
    XCTAssertTrue(results[9].1.contains("WITHOUT --tz, --method OR --calendar"), results[9].1)
  }
}
