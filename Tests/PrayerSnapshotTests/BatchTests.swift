import Astro
import Foundation
import XCTest

@testable import PrayerSnapshot

/// The pieces of a batch run: zone offsets without Foundation, the places file, the shards.
final class BatchTests: XCTestCase {
  // MARK: - ZoneOffsets

  /// Every zone of the places table, in a year with daylight saving time and in 2011 (Samoa
  /// skipped a day): the table's offset is Foundation's every hour, a millisecond before and at
  /// each change, and at local noon of every date.
  func testZoneOffsets_EqualFoundationForEveryZoneOfTheTable() throws {
    let identifiers = Set(PlaceIndex.shared.places.map(\.zoneIdentifier)).sorted()
    XCTAssertGreaterThan(identifiers.count, 300)
    var transitions = 0
    var checks = 0
    for year in [2011, 2026] {
      let first = CivilDate(year: year, month: 1, day: 1)!
      let last = CivilDate(year: year, month: 12, day: 31)!
      for id in identifiers {
        guard let zone = TimeZone(identifier: id) else { continue }
        let offsets = ZoneOffsets(zone: zone, dates: first...last)
        func foundation(_ ms: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(ms) / 1000)) }
        var ms = offsets.startMillis
        while ms < offsets.endMillis {
          XCTAssertEqual(offsets.offsetSeconds(atUTCMillis: ms), foundation(ms), "\(id) \(ms)")
          ms += 3_600_000
          checks += 1
        }
        for t in offsets.transitions {
          XCTAssertEqual(offsets.offsetSeconds(atUTCMillis: t), foundation(t), "\(id) at \(t)")
          XCTAssertEqual(offsets.offsetSeconds(atUTCMillis: t - 1), foundation(t - 1), "\(id) before \(t)")
          XCTAssertNotEqual(foundation(t), foundation(t - 1), "\(id) \(t) is a change")
          transitions += 1
        }
        var date = first
        while date <= last {
          XCTAssertEqual(offsets.offsetAtNoon(of: date), LocalClock(ZoneSpec(zone)).utcOffsetAtNoon(of: date), "\(id) \(date)")
          date = date.adding(days: 1)
        }
      }
    }
    XCTAssertGreaterThan(transitions, 300, "daylight saving time somewhere")
    XCTAssertGreaterThan(checks, 1_000_000)
  }

  func testZoneOffsets_SamoaSkipsTheThirtiethOfDecember2011() throws {
    let apia = try XCTUnwrap(TimeZone(identifier: "Pacific/Apia"))
    let december = CivilDate(year: 2011, month: 12, day: 1)!...CivilDate(year: 2011, month: 12, day: 31)!
    let offsets = ZoneOffsets(zone: apia, dates: december)
    XCTAssertEqual(offsets.offsetAtNoon(of: CivilDate(year: 2011, month: 12, day: 29)!), -10 * 3600)
    XCTAssertEqual(offsets.offsetAtNoon(of: CivilDate(year: 2011, month: 12, day: 31)!), 14 * 3600)
    // 2011-12-30T10:00Z, when the clocks jumped: local 2011-12-31 00:00.
    let jump = JulianDate(secondsSince1970: 1_325_239_200)
    XCTAssertEqual(offsets.localDayNumber(jump), CivilDate(year: 2011, month: 12, day: 31)!.julianDayNumber)
    XCTAssertEqual(
      offsets.localDayNumber(jump.adding(seconds: -1)), CivilDate(year: 2011, month: 12, day: 29)!.julianDayNumber)
  }

  /// Outside its span the table asks Foundation (and still answers right).
  func testZoneOffsets_OutsideTheSpan_AsksFoundation() throws {
    let london = try XCTUnwrap(TimeZone(identifier: "Europe/London"))
    let offsets = ZoneOffsets(zone: london, dates: CivilDate(year: 2026, month: 1, day: 1)!...CivilDate(year: 2026, month: 1, day: 31)!)
    let july = Date(timeIntervalSince1970: 1_782_900_000)  // 2026-07-01
    XCTAssertGreaterThan(Int(july.timeIntervalSince1970 * 1000), offsets.endMillis)
    XCTAssertEqual(offsets.offsetSeconds(atUTCMillis: Int(july.timeIntervalSince1970 * 1000)), 3600)
    XCTAssertEqual(offsets.offsetSeconds(atUTCMillis: offsets.startMillis), 0)
  }

  /// The batch's quick inference gives ``ZoneInference/infer(_:)``'s zone and country, on land,
  /// at sea, on zone borders (points near the table's places) and far from any place.
  func testZoneAndCountry_EqualTheFullInference() throws {
    var generator = SystemRandomNumberGenerator()
    var zones: [String: ZoneSpec] = [:]
    let places = PlaceIndex.shared.places
    var points: [Coordinates] = (0..<1500).map { _ in
      Coordinates(latitude: .random(in: -90...90, using: &generator), longitude: .random(in: -180...180, using: &generator))!
    }
    for _ in 0..<1500 {
      let p = places.randomElement(using: &generator)!.coordinates
      points.append(
        Coordinates(
          latitude: max(-90, min(90, p.latitude + .random(in: -0.3...0.3, using: &generator))),
          longitude: max(-180, min(180, p.longitude + .random(in: -0.3...0.3, using: &generator))))!)
    }
    var far = 0
    for c in points {
      let full = ZoneInference.infer(c)
      let quick = ZoneInference.zoneAndCountry(c, zones: &zones)
      XCTAssertEqual(quick.zone, full.zone, "\(c)")
      XCTAssertEqual(quick.country, full.countryCode, "\(c)")
      if quick.country == nil { far += 1 }
    }
    XCTAssertGreaterThan(far, 100, "points far from any place")
  }

  // MARK: - The places file

  func parse(_ text: String) throws -> [BatchPlaceFile.Row] {
    try BatchPlaceFile.parse(Array(text.utf8))
  }

  func problems(_ text: String) -> [String] {
    do {
      _ = try BatchPlaceFile.parse(Array(text.utf8))
      return []
    } catch {
      return error.problems.map { "\($0.line): \($0.message)" }
    }
  }

  func testBatchPlaceFile_QuotedFieldsCRLFBOMAndComments() throws {
    let rows = try parse(
      "\u{FEFF}# places\r\nNAME, Lat ,lon\r\n\r\n\"Washington, D.C.\",38.8951,-77.0364\r\n"
        + "\"Say \"\"hi\"\"\",+1.5,.5\r\n# end\r\n")
    XCTAssertEqual(rows.map(\.name), ["Washington, D.C.", "Say \"hi\""])
    XCTAssertEqual(rows.map(\.line), [4, 5])
    XCTAssertEqual(rows[1].coordinates.latitude, 1.5)
    XCTAssertEqual(rows[1].coordinates.longitude, 0.5)
    XCTAssertNil(rows[0].zone)
    XCTAssertNil(rows[0].method)
  }

  func testBatchPlaceFile_OptionalColumnsChecked() throws {
    let rows = try parse("tz,method,name,lat,lon\nAsia/Riyadh,umm-al-qura,Makkah,21.4225,39.8262\n,,Nowhere,0,0\n+05:30,,X,1,2\n")
    XCTAssertEqual(rows[0].zone?.name, "Asia/Riyadh")
    XCTAssertEqual(rows[0].method, .ummAlQura)
    XCTAssertNil(rows[1].zone)
    XCTAssertEqual(rows[2].zone?.name, "UTC+05:30")
  }

  func testBatchPlaceFile_EveryBadLineIsNamed() {
    XCTAssertEqual(
      problems("name,lat,lon\nA,91,0\nB,0,-180.5\nC,1e3,0\nD,0x1,0\n\"E\"x,1,2\nF,1,2,3\n"),
      [
        "2: 'lat' 91 is out of range: allowed -90...90 degrees",
        "3: 'lon' -180.5 is out of range: allowed -180...180 degrees",
        "4: 'lat' needs decimal degrees -90...90 such as 21.4225, got '1e3'",
        "5: 'lat' needs decimal degrees -90...90 such as 21.4225, got '0x1'",
        "6: text after a closing quote: quote the whole field and double the quotes inside",
        "7: expected 3 fields (name,lat,lon), got 4",
      ])
    XCTAssertEqual(problems("name,lon\n").first, "1: the header must name the columns name, lat, lon (optional: tz, method); missing: lat (got 'name,lon')")
    XCTAssertEqual(problems("").first, "0: the file has no header line: its first line must name the columns, e.g. 'name,lat,lon' or 'name,lat,lon,tz,method'")
    XCTAssertEqual(problems("name,lat,lon\n\(String(repeating: "x", count: 201)),1,2\n").first, "2: 'name' is 201 characters long: at most 200")
    XCTAssertEqual(problems("name,lat,lon\nA\u{7},1,2\n").first, "2: 'name' holds a control character: give one line of text")
  }

  // MARK: - Shards

  /// Places in a few countries of different sizes.
  func job(_ split: BatchSplit, shard: BatchShard) -> BatchJob {
    let countries = ["IN", "US", "US", "TR", "IN", "IN", "SA", "GB", "US", "IN", "QA", nil, "TR", "IN"]
    let places = countries.enumerated().map { i, c in
      BatchPlace(id: String(100 + i), name: "P\(i)", country: c, coordinates: Coordinates(latitude: 0, longitude: 0)!, zone: 0, method: 0)
    }
    return BatchJob(
      year: 2026, places: places, zones: [ZoneSpec(fixedOffsetSeconds: 0)],
      methods: [BatchMethod(name: "mwl", parameters: CalculationMethod.mwl.parameters)], split: split,
      shard: shard, directory: "/nonexistent")
  }

  func testBatchShards_PartitionThePlacesForEveryCount() throws {
    for split in BatchSplit.allCases {
      let whole = job(split, shard: .whole).files()
      for n in 1...16 {
        var seen: [String: BatchFile] = [:]
        var sizes: [Int] = []
        for k in 1...n {
          let files = job(split, shard: BatchShard(index: k, count: n)!).files()
          for f in files {
            XCTAssertNil(seen[f.name], "\(split) \(k)/\(n): \(f.name) twice")
            seen[f.name] = f
          }
          sizes.append(files.reduce(0) { $0 + $1.places.count })
        }
        XCTAssertEqual(seen.count, whole.count, "\(split) n=\(n)")
        for f in whole { XCTAssertEqual(seen[f.name], f, "\(split) n=\(n)") }
        if split == .place {
          XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "equal blocks: \(sizes)")
        }
      }
    }
    // Countries largest first to the emptiest shard (ties: the first): IN 5 → 1; US 3 → 2;
    // TR 2 → 2 (5:5); GB → 1, QA → 2, SA → 1, XX → 2: 7 places each.
    let names = (1...2).map { k in job(.country, shard: BatchShard(index: k, count: 2)!).files().map(\.name) }
    XCTAssertEqual(names, [["GB", "IN", "SA"], ["QA", "TR", "US", "XX"]])
    let files = job(.country, shard: .whole).files()
    XCTAssertEqual(files.map(\.name), ["GB", "IN", "QA", "SA", "TR", "US", "XX"])
    XCTAssertEqual(files[1].places, [0, 4, 5, 9, 13], "a country's places in list order")
    XCTAssertNil(BatchShard(index: 0, count: 3))
    XCTAssertNil(BatchShard(index: 4, count: 3))
  }
}
