import Foundation
import TestSupport
import XCTest

/// `prayertimes batch`, run as a built binary on a few places (never the whole table: that is a
/// measurement, see docs/performance-notes.md).
final class BatchCLITests: ScratchDirectoryTestCase {
  // MARK: - Helpers

  /// A place with its zone and method given, and the main command's arguments for it.
  struct Place {
    var name, lat, lon, tz, method: String
    var main: [String] { ["--lat", lat, "--lon", lon, "--tz", tz, "--method", method] }
  }

  /// Ramadan (Makkah), daylight saving time north and south, offsets of :30, :45 and +14, a place
  /// beyond the Arctic Circle with estimated times.
  static let places = [
    Place(name: "Makkah", lat: "21.4225", lon: "39.8262", tz: "Asia/Riyadh", method: "umm-al-qura"),
    Place(name: "London", lat: "51.5074", lon: "-0.1278", tz: "Europe/London", method: "moonsighting"),
    Place(name: "Auckland", lat: "-36.8485", lon: "174.7633", tz: "Pacific/Auckland", method: "mwl"),
    Place(name: "Tromsø", lat: "69.6496", lon: "18.9560", tz: "Europe/Oslo", method: "mwl"),
    Place(name: "Kathmandu", lat: "27.7172", lon: "85.3240", tz: "Asia/Kathmandu", method: "karachi"),
    Place(name: "Kiritimati", lat: "1.8721", lon: "-157.4278", tz: "Pacific/Kiritimati", method: "mwl"),
    Place(name: "St. John's", lat: "47.5615", lon: "-52.7126", tz: "America/St_Johns", method: "isna"),
  ]

  /// Writes a places file; returns its path.
  func placesFile(_ places: [Place], name: String = "places-in.csv") throws -> String {
    let text =
      "name,lat,lon,tz,method\n"
      + places.map { "\($0.name),\($0.lat),\($0.lon),\($0.tz),\($0.method)" }.joined(separator: "\n") + "\n"
    return try write(text, name)
  }

  func out(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Runs the tool and expects success; returns stderr.
  @discardableResult
  func succeed(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let (status, stdout, stderr) = try CLITests.run(arguments)
    XCTAssertEqual(status, 0, "\(arguments): \(stderr)", file: file, line: line)
    XCTAssertEqual(stdout, "", "\(arguments)", file: file, line: line)
    return stderr
  }

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// The main command's CSV rows by date, for `days` days from `start`.
  func mainRows(_ arguments: [String], start: String, days: Int) throws -> [String: [String: String]] {
    let (status, stdout, stderr) = try CLITests.run(
      arguments + ["--format", "csv", "--date", start, "--days", String(days)])
    XCTAssertEqual(status, 0, stderr)
    var byDate: [String: [String: String]] = [:]
    for r in try CSV.rows(stdout) { byDate[r["date"] ?? ""] = r }
    return byDate
  }

  static let timeColumns = ["imsak", "fajr", "sunrise", "dhuhr", "asr", "sunset", "maghrib", "isha"]

  /// Asserts that each batch row equals the main command's row of its date: the Hijri date,
  /// every time, and the estimated times among the batch's columns. Returns the rows compared.
  @discardableResult
  func assertRowsEqual(
    _ batch: [[String: String]], _ main: [String: [String: String]], _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Int {
    var compared = 0
    for row in batch {
      let date = row["date"] ?? ""
      guard let expected = main[date] else {
        XCTFail("\(what) \(date): no such row in the main command's output", file: file, line: line)
        continue
      }
      for column in ["hijri"] + Self.timeColumns {
        XCTAssertEqual(row[column], expected[column], "\(what) \(date) \(column)", file: file, line: line)
      }
      let kinds = Set(Self.timeColumns)
      let mainEstimated = (expected["estimated"] ?? "").split(separator: " ").map(String.init)
        .filter { kinds.contains($0) }
      XCTAssertEqual(
        row["estimated"], mainEstimated.joined(separator: " "), "\(what) \(date) estimated",
        file: file, line: line)
      compared += 1
    }
    return compared
  }

  /// Asserts that the rows of each place of a batch's `manifest` (files in `dir`) equal the main
  /// command's at the place's coordinates for `days` days from 1 January 2027, with `options(entry)`
  /// (nothing: the zone and method it chooses). Returns the rows compared.
  func assertRowsEqualTheMainCommand(
    _ manifest: [[String: String]], in dir: String, days: Int = 365,
    options: ([String: String]) -> [String] = { _ in [] }, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Int {
    let runs = try CLITests.runAll(manifest.map {
      ["--lat", $0["latitude"] ?? "", "--lon", $0["longitude"] ?? ""] + options($0)
        + ["--format", "csv", "--date", "2027-01-01", "--days", String(days)]
    })
    var compared = 0
    for (entry, run) in zip(manifest, runs) {
      XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
      let rows = try CSV.rows(try read(dir + "/" + (entry["file"] ?? "")))
      XCTAssertEqual(rows.count, days, entry["name"] ?? "", file: file, line: line)
      let main = Dictionary(try CSV.rows(run.stdout).map { ($0["date"] ?? "", $0) }) { a, _ in a }
      compared += assertRowsEqual(rows, main, entry["name"] ?? "", file: file, line: line)
    }
    return compared
  }

  func minutes(_ hhmm: String?) -> Int {
    let p = (hhmm ?? "").split(separator: ":").compactMap { Int($0) }
    return p.count == 2 ? p[0] * 60 + p[1] : -1
  }

  // MARK: - The rows are the main command's

  func testBatchRows_EqualTheMainCommandCSV_DSTRamadanOddOffsetsAndEstimatedTimes() throws {
    let input = try placesFile(Self.places)
    try succeed(["batch", "--places", input, "--year", "2026", "--split", "place", "--out", out("o")])
    let manifest = try CSV.rows(try read(out("o/places.csv")))
    XCTAssertEqual(manifest.map { $0["name"] ?? "" }, Self.places.map(\.name))
    for (place, entry) in zip(Self.places, manifest) {
      // The id is the line of the file (the header is line 1).
      let rows = try CSV.rows(try read(out("o/\(entry["id"] ?? "?").csv")))
      XCTAssertEqual(rows.count, 365, place.name)
      XCTAssertEqual(rows.first?["date"], "2026-01-01")
      XCTAssertEqual(rows.last?["date"], "2026-12-31")
      XCTAssertTrue(rows.allSatisfy { $0["name"] == place.name && $0["id"] == entry["id"] })
      XCTAssertEqual(entry["timeZone"], place.tz)
      XCTAssertEqual(entry["method"], place.method)
      let main = try mainRows(place.main, start: "2026-01-01", days: 365)
      XCTAssertEqual(assertRowsEqual(rows, main, place.name), 365)
      let byDate = Dictionary(uniqueKeysWithValues: rows.map { ($0["date"] ?? "", $0) })
      switch place.name {
      case "Makkah":
        // Umm al-Qura's Ramadan Isha: 120 minutes after Maghrib on 2 Ramadan 1447, 90 before.
        let ramadan = try XCTUnwrap(byDate["2026-02-19"])
        XCTAssertEqual(ramadan["hijri"], "1447-09-02")
        XCTAssertEqual(minutes(ramadan["isha"]) - minutes(ramadan["maghrib"]), 120)
        let before = try XCTUnwrap(byDate["2026-01-15"])
        XCTAssertEqual(minutes(before["isha"]) - minutes(before["maghrib"]), 90)
      case "London":
        // The clocks go forward on 29 March: Dhuhr moves by about an hour.
        let shift = minutes(byDate["2026-03-29"]?["dhuhr"]) - minutes(byDate["2026-03-28"]?["dhuhr"])
        XCTAssertTrue((59...60).contains(shift), "\(shift)")
      case "Tromsø":
        XCTAssertTrue(rows.contains { ($0["estimated"] ?? "").contains("sunrise") })
        XCTAssertTrue(rows.contains { $0["estimated"] == "" })
      default: break
      }
    }
  }

  /// `--places all` chooses zone and method as the main command does without `--tz` and
  /// `--method`: a few shards of the table (a few places each) against the main command's
  /// defaults at the same coordinates.
  func testBatchPlacesAll_RowsEqualTheMainCommandWithItsDefaults() throws {
    var compared = 0
    for shard in ["1/12000", "6000/12000", "12000/12000"] {
      let dir = out("all-\(shard.replacingOccurrences(of: "/", with: "-"))")
      try succeed(["batch", "--places", "all", "--year", "2027", "--split", "place", "--shard", shard, "--out", dir])
      let name = "places.\(shard.replacingOccurrences(of: "/", with: "-of-")).csv"
      let manifest = try CSV.rows(try read(dir + "/" + name))
      XCTAssertTrue((2...3).contains(manifest.count), "\(shard): \(manifest.count) places")
      compared += try assertRowsEqualTheMainCommand(manifest, in: dir)
    }
    XCTAssertGreaterThan(compared, 6 * 365)
  }

  /// A place in Malaysia whose method is chosen takes its JAKIM zone's times in the batch as in
  /// the main command (the zone's prayer and sunrise points, docs/methods.md "JAKIM"), one zone
  /// per state here (zones: e-solat's list); a place elsewhere keeps its own; `--method jakim`
  /// given, or the file's method column, keeps the point's own times, as for one place.
  func testBatchMalaysianPlaces_RowsEqualTheMainCommandInTheirJakimZones() throws {
    let zones = [
      ("Kuala Lumpur", "3.1390", "101.6869", "WLY01"), ("Kota Bharu", "6.1254", "102.2381", "KTN01"),
      ("Kuching", "1.5533", "110.3592", "SWK08"), ("Kota Kinabalu", "5.9804", "116.0735", "SBH07"),
      ("Johor Bahru", "1.4655", "103.7578", "JHR02"), ("London", "51.5074", "-0.1278", ""),
    ]
    let input = try write(
      "name,lat,lon,method\n" + zones.map { "\($0.0),\($0.1),\($0.2)," }.joined(separator: "\n")
        + "\nKuala Lumpur at its point,3.1390,101.6869,jakim\n", "malaysia.csv")
    // Half a year (past the June solstice) keeps the test under 2 s in a debug build.
    let days = 183
    try succeed(["batch", "--places", input, "--year", "2027", "--days", "\(days)", "--split", "place", "--out", out("chosen")])
    let chosen = try CSV.rows(try read(out("chosen/places.csv")))
    XCTAssertEqual(chosen.map { $0["jakimZone"] ?? "?" }, zones.map(\.3) + [""])
    XCTAssertEqual(chosen.map { $0["method"] ?? "?" }, Array(repeating: "jakim", count: 5) + ["moonsighting", "jakim"])
    XCTAssertEqual(
      try assertRowsEqualTheMainCommand(chosen, in: out("chosen"), days: days) { $0["id"] == "8" ? ["--method", "jakim"] : [] },
      7 * days)

    try succeed(["batch", "--places", input, "--year", "2027", "--days", "\(days)", "--split", "place", "--method", "jakim", "--out", out("given")])
    let given = try CSV.rows(try read(out("given/places.csv")))
    XCTAssertEqual(given.map { $0["jakimZone"] ?? "?" }, Array(repeating: "", count: 7))
    XCTAssertEqual(
      try assertRowsEqualTheMainCommand(given, in: out("given"), days: days) { _ in ["--method", "jakim"] }, 7 * days)
    // The zone's points are not the place's: Kuala Lumpur's rows differ on some day.
    XCTAssertNotEqual(try read(out("chosen/2.csv")), try read(out("given/2.csv")))

    // JSON names the zone beside the method, null where there is none.
    try succeed(["batch", "--places", input, "--year", "2027", "--days", "1", "--format", "json", "--out", out("json")])
    var named: [String: String] = [:]
    for code in ["MY", "GB"] {
      let data = try Data(contentsOf: URL(fileURLWithPath: out("json/\(code).json")))
      let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      for place in try XCTUnwrap(document["places"] as? [[String: Any]]) {
        let zone = try XCTUnwrap(place["jakimZone"], "\(place)")
        named[place["name"] as? String ?? "?"] = zone is NSNull ? "" : zone as? String
      }
    }
    XCTAssertEqual(named, Dictionary(uniqueKeysWithValues: zones.map { ($0.0, $0.3) } + [("Kuala Lumpur at its point", "")]))
  }

  /// Samoa skipped 30 December 2011: no row, as in the main command.
  func testBatchSkippedDate_HasNoRow() throws {
    let apia = Place(name: "Apia", lat: "-13.8333", lon: "-171.7667", tz: "Pacific/Apia", method: "mwl")
    try succeed(["batch", "--places", try placesFile([apia]), "--year", "2011", "--out", out("o")])
    let rows = try CSV.rows(try read(out("o/WS.csv")))
    XCTAssertEqual(rows.count, 364)
    XCTAssertFalse(rows.contains { $0["date"] == "2011-12-30" })
    let main = try mainRows(apia.main, start: "2011-12-27", days: 4)
    XCTAssertEqual(main.keys.sorted(), ["2011-12-27", "2011-12-28", "2011-12-29", "2011-12-31"])
    XCTAssertEqual(assertRowsEqual(rows.filter { $0["date"]! >= "2011-12-27" }, main, "Apia"), 4)
  }

  /// The main command's method options apply: unrounded times (`HH:mm:ss.SSS`), no polar
  /// resolution (empty cells), Hanafi Asr, the civil calendar.
  func testBatchMethodOptions_AreTheMainCommands() throws {
    let places = [Self.places[1], Self.places[3]]
    let options = ["--rounding", "none", "--polar", "unresolved", "--high-lat", "none", "--asr", "hanafi", "--calendar", "civil"]
    try succeed(["batch", "--places", try placesFile(places), "--year", "2026", "--split", "place", "--out", out("o")] + options)
    for (k, place) in places.enumerated() {
      let rows = try CSV.rows(try read(out("o/\(k + 2).csv")))
      let main = try mainRows(place.main + options, start: "2026-01-01", days: 365)
      XCTAssertEqual(assertRowsEqual(rows, main, place.name), 365)
      XCTAssertTrue(rows.allSatisfy { ($0["fajr"] ?? "").isEmpty || $0["fajr"]!.count == 12 }, place.name)
    }
    let tromso = try CSV.rows(try read(out("o/3.csv")))
    XCTAssertTrue(tromso.contains { $0["sunrise"] == "" }, "the polar night has no sunrise")
    XCTAssertEqual(try CSV.rows(try read(out("o/places.csv"))).map { $0["asr"] }, ["hanafi", "hanafi"])
  }

  // MARK: - JSON

  func testBatchJSON_EachFileParsesAndHoldsTheCSVValues() throws {
    let input = try placesFile(Self.places)
    try succeed(["batch", "--places", input, "--year", "2026", "--out", out("csv")])
    try succeed(["batch", "--places", input, "--year", "2026", "--format", "json", "--out", out("json")])
    let csvFiles = try FileManager.default.contentsOfDirectory(atPath: out("csv")).filter { $0 != "places.csv" }
    let jsonFiles = try FileManager.default.contentsOfDirectory(atPath: out("json")).filter { $0 != "places.csv" }
    XCTAssertEqual(
      Set(csvFiles.map { $0.replacingOccurrences(of: ".csv", with: "") }),
      Set(jsonFiles.map { $0.replacingOccurrences(of: ".json", with: "") }))
    XCTAssertEqual(Set(csvFiles), ["SA.csv", "GB.csv", "NZ.csv", "NO.csv", "NP.csv", "KI.csv", "CA.csv"])
    var days = 0
    for name in jsonFiles {
      let data = try Data(contentsOf: URL(fileURLWithPath: out("json/" + name)))
      let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], name)
      XCTAssertEqual(document["year"] as? Int, 2026)
      XCTAssertEqual(document["calendar"] as? String, "umm-al-qura")
      let code = String(name.dropLast(5))
      XCTAssertEqual(document["country"] as? String, code)
      let csv = try CSV.rows(try read(out("csv/\(code).csv")))
      let places = try XCTUnwrap(document["places"] as? [[String: Any]])
      XCTAssertEqual(places.count, 1)
      for place in places {
        XCTAssertEqual(place["country"] as? String, code)
        let list = try XCTUnwrap(place["days"] as? [[String: Any]])
        XCTAssertEqual(list.count, csv.count)
        for (day, row) in zip(list, csv) {
          XCTAssertEqual(day["date"] as? String, row["date"])
          XCTAssertEqual(day["hijri"] as? String, row["hijri"])
          for kind in Self.timeColumns {
            let value = day[kind] as? String ?? ""
            XCTAssertEqual(value, row[kind], "\(code) \(row["date"]!) \(kind)")
          }
          let estimated = try XCTUnwrap(day["estimated"] as? [String])
          XCTAssertEqual(estimated.joined(separator: " "), row["estimated"])
          days += 1
        }
      }
    }
    XCTAssertEqual(days, 7 * 365)
  }

  func testBatchJSON_ATimeThatDoesNotHappenIsNull() throws {
    let input = try placesFile([Self.places[3]])
    try succeed(["batch", "--places", input, "--year", "2026", "--format", "json", "--split", "place", "--polar", "unresolved", "--out", out("o")])
    let data = try Data(contentsOf: URL(fileURLWithPath: out("o/2.json")))
    let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertNil(document["country"], "a file per place has no country of its own")
    let place = try XCTUnwrap((document["places"] as? [[String: Any]])?.first)
    XCTAssertEqual(place["name"] as? String, "Tromsø")
    XCTAssertEqual(place["timeZone"] as? String, "Europe/Oslo")
    let days = try XCTUnwrap(place["days"] as? [[String: Any]])
    let january = try XCTUnwrap(days.first)
    XCTAssertTrue(january["sunrise"] is NSNull, "\(january)")
    XCTAssertEqual(days.count, 365)
  }

  // MARK: - Threads and shards

  /// The same bytes with one thread or three, file per country or per place.
  func testBatchThreads_FilesAreTheSameForAnyNumberOfThreads() throws {
    let input = try placesFile(Self.places + Self.places.map {
      var p = $0
      p.name += " again"
      return p
    })
    for split in ["country", "place"] {
      var listings: [[String: Data]] = []
      for threads in ["1", "3"] {
        let dir = out("\(split)-\(threads)")
        try succeed(["batch", "--places", input, "--year", "2028", "--split", split, "--threads", threads, "--out", dir])
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
          files[name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))
        }
        listings.append(files)
      }
      XCTAssertEqual(listings[0].count, split == "country" ? 8 : 15)
      XCTAssertEqual(listings[0], listings[1], split)
    }
  }

  /// The shards of a run write disjoint sets of files whose union is the whole run, byte for byte.
  func testBatchShards_UnionIsTheWholeRunAndNoFileIsWrittenTwice() throws {
    let input = try placesFile(Self.places)
    for split in ["country", "place"] {
      let whole = out("whole-\(split)")
      try succeed(["batch", "--places", input, "--year", "2026", "--split", split, "--out", whole])
      var union: [String: Data] = [:]
      var manifestRows: [[String: String]] = []
      for k in 1...3 {
        let dir = out("shard-\(split)-\(k)")
        try succeed(["batch", "--places", input, "--year", "2026", "--split", split, "--shard", "\(k)/3", "--out", dir])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        XCTAssertTrue(names.contains("places.\(k)-of-3.csv"), "\(names)")
        XCTAssertGreaterThan(names.count, 1, "shard \(k) of 3 has files")
        for name in names where !name.hasPrefix("places.") {
          XCTAssertNil(union[name], "\(name) written by two shards")
          union[name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))
        }
        manifestRows += try CSV.rows(try read(dir + "/places.\(k)-of-3.csv"))
      }
      var expected: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: whole) where name != "places.csv" {
        expected[name] = try Data(contentsOf: URL(fileURLWithPath: whole + "/" + name))
      }
      XCTAssertEqual(union, expected, split)
      let wholeManifest = try CSV.rows(try read(whole + "/places.csv"))
      XCTAssertEqual(Set(manifestRows.map { $0["id"]! }), Set(wholeManifest.map { $0["id"]! }))
      XCTAssertEqual(manifestRows.count, wholeManifest.count)
    }
  }

  // MARK: - Files

  /// Files are replaced whole, no scratch file is left, other files are left alone; a target
  /// that cannot be replaced fails the run before anything is replaced.
  func testBatchFiles_ReplacedAtomicallyAndAFailedRunReplacesNothing() throws {
    let input = try placesFile([Self.places[0], Self.places[1]])
    let dir = out("o")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/GB.csv"))
    try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
    // SA.csv is a directory: the run stops before computing, and GB.csv keeps its old bytes.
    try FileManager.default.createDirectory(atPath: dir + "/SA.csv", withIntermediateDirectories: false)
    let (status, stdout, stderr) = try CLITests.run(["batch", "--places", input, "--year", "2026", "--out", dir])
    XCTAssertEqual(status, 1, stderr)
    XCTAssertEqual(stdout, "")
    XCTAssertTrue(stderr.hasPrefix("Error: cannot replace"), stderr)
    XCTAssertTrue(stderr.contains("SA.csv"), stderr)
    XCTAssertEqual(try read(dir + "/GB.csv"), "old")
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir)), ["GB.csv", "SA.csv", "notes.txt"])

    try FileManager.default.removeItem(atPath: dir + "/SA.csv")
    let note = try succeed(["batch", "--places", input, "--year", "2026", "--out", dir])
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir)),
      ["GB.csv", "SA.csv", "notes.txt", "places.csv"], "no scratch file is left")
    XCTAssertEqual(try read(dir + "/notes.txt"), "mine")
    XCTAssertEqual(try CSV.rows(try read(dir + "/GB.csv")).count, 365)
    XCTAssertTrue(note.hasPrefix("Wrote 2 csv files"), note)
  }

  /// `--days N`: the first N days of the year, the same rows as the whole year's.
  func testBatchDays_TheFirstDaysOfTheYear() throws {
    let input = try placesFile([Self.places[1]])
    try succeed(["batch", "--places", input, "--year", "2028", "--days", "60", "--out", out("part")])
    try succeed(["batch", "--places", input, "--year", "2028", "--out", out("whole")])
    let part = try CSV.rows(try read(out("part/GB.csv")))
    XCTAssertEqual(part.count, 60)
    XCTAssertEqual(part.last?["date"], "2028-02-29")
    XCTAssertEqual(part, Array(try CSV.rows(try read(out("whole/GB.csv"))).prefix(60)))
  }

  /// `--out` is created when missing, with its parents.
  func testBatchOut_MissingDirectoryIsCreated() throws {
    let input = try placesFile([Self.places[0]])
    try succeed(["batch", "--places", input, "--year", "2026", "--out", out("a/b/c")])
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: out("a/b/c"))), ["SA.csv", "places.csv"])
  }

  // MARK: - The places file

  /// Quoted names with commas and quotes, CRLF, a byte-order mark, comments and blank lines,
  /// columns in any order, empty optional cells (the zone and method then inferred).
  func testBatchPlacesFile_RFC4180AndDefaults() throws {
    let text =
      "\u{FEFF}lon,name,lat,method,tz\r\n# a comment\r\n\r\n"
      + "39.8262,\"Makkah, \"\"the city\"\"\",21.4225,,\r\n"
      + "28.9784,Istanbul,41.0082,,\r\n"
      + "-0.1278,London,51.5074,isna,Europe/Paris\r\n"
      + "-150,Pacific Ocean,0,,\r\n"
    let input = try write(text, "odd.csv")
    let (status, stdout, stderr) = try CLITests.run(["batch", "--places", input, "--year", "2026", "--out", out("o")])
    XCTAssertEqual(status, 0, stderr)
    XCTAssertEqual(stdout, "")
    XCTAssertTrue(stderr.contains("1 place is more than 300 km from any place"), stderr)
    let manifest = try CSV.rows(try read(out("o/places.csv")))
    XCTAssertEqual(manifest.map { $0["id"]! }, ["4", "5", "6", "7"], "ids are the lines of the file")
    XCTAssertEqual(manifest.map { $0["name"]! }, ["Makkah, \"the city\"", "Istanbul", "London", "Pacific Ocean"])
    XCTAssertEqual(manifest.map { $0["country"]! }, ["SA", "TR", "GB", ""])
    XCTAssertEqual(manifest.map { $0["timeZone"]! }, ["Asia/Riyadh", "Europe/Istanbul", "Europe/Paris", "UTC-10:00"])
    XCTAssertEqual(manifest.map { $0["method"]! }, ["umm-al-qura", "turkey", "isna", "mwl"])
    XCTAssertEqual(manifest.map { $0["file"]! }, ["SA.csv", "TR.csv", "GB.csv", "XX.csv"])
    // Each place's days are dated by its country's calendar, as the main command dates them.
    XCTAssertEqual(manifest.map { $0["calendar"]! }, ["umm-al-qura", "turkey", "umm-al-qura", "umm-al-qura"])
    let makkah = try CSV.rows(try read(out("o/SA.csv")))
    XCTAssertEqual(makkah.first?["name"], "Makkah, \"the city\"")
    // The inferred zone, method and calendar are the main command's without --tz, --method and
    // --calendar.
    let main = try mainRows(["--lat", "41.0082", "--lon", "28.9784"], start: "2026-01-01", days: 365)
    XCTAssertEqual(assertRowsEqual(try CSV.rows(try read(out("o/TR.csv"))), main, "Istanbul"), 365)
  }

  /// Without --calendar every place is dated by its own country's calendar (Türkiye's, MABIMS,
  /// Umm al-Qura…) — in Ramadan 1448 Jakarta and Istanbul begin on other days than Makkah; with
  /// --calendar one calendar dates them all.
  func testBatch_EachPlaceDatedByItsCountrysCalendar() throws {
    let text = "name,lat,lon\nMakkah,21.4225,39.8262\nIstanbul,41.0082,28.9784\nJakarta,-6.2146,106.8451\n"
    let input = try write(text, "three.csv")
    for (options, expected) in [
      ([String](), ["SA": "umm-al-qura", "TR": "turkey", "ID": "mabims"]),
      (["--calendar", "civil"], ["SA": "civil", "TR": "civil", "ID": "civil"]),
    ] {
      let dir = out("c\(options.count)")
      let (status, _, stderr) = try CLITests.run(
        ["batch", "--places", input, "--year", "2027", "--format", "json", "--out", dir] + options)
      XCTAssertEqual(status, 0, stderr)
      for (country, calendar) in expected {
        let doc = try jsonObject(try read(dir + "/\(country).json"))
        XCTAssertEqual(doc["calendar"] as? String, calendar, country)
        let place = try XCTUnwrap((doc["places"] as? [[String: Any]])?.first)
        let days = try XCTUnwrap(place["days"] as? [[String: Any]])
        // The first of Ramadan 1448 as the one-place command dates it for the same coordinates.
        let first = try XCTUnwrap(days.first { ($0["hijri"] as? String) == "1448-09-01" }?["date"] as? String)
        let lat = String(describing: place["latitude"]!), lon = String(describing: place["longitude"]!)
        let one = try mainRows(["--lat", lat, "--lon", lon] + options, start: first, days: 1)
        XCTAssertEqual(one[first]?["hijri"], "1448-09-01", "\(country) \(options)")
      }
    }
  }

  // MARK: - Progress and help

  /// Not on a terminal: no progress bar, one closing line.
  func testBatchProgress_QuietWhenNotATerminal() throws {
    let input = try placesFile(Self.places)
    let stderr = try succeed(["batch", "--places", input, "--year", "2026", "--out", out("o")])
    XCTAssertFalse(stderr.contains("\r"), stderr)
    XCTAssertEqual(stderr.split(separator: "\n").count, 1, stderr)
    XCTAssertTrue(stderr.contains("7 places × 365 days (2,555 rows)"), stderr)
    XCTAssertTrue(stderr.contains("astronomy"), stderr)
  }

  #if os(Linux)
    /// On a terminal (util-linux `script` gives the tool one): a progress bar on stderr, cleared
    /// at the end.
    func testBatchProgress_BarOnATerminal() throws {
      let input = try placesFile(Self.places)
      let run = try BuiltTool.prayertimes.runOnTerminal(
        ["batch", "--places", input, "--year", "2026", "--split", "place", "--threads", "1", "--out", out("o")])
      let text = run.stdout
      XCTAssertEqual(run.status, 0, text)
      XCTAssertTrue(text.contains("2026 ["), text)
      XCTAssertTrue(text.contains("/7 places"), text)
      XCTAssertTrue(text.contains("\r\u{1B}[K"), text)
      XCTAssertTrue(text.contains("Wrote 7 csv files"), text)
    }
  #endif

  func testBatchHelp_ListsEveryOptionWithItsValuesAndExamples() throws {
    let (status, stdout, stderr) = try CLITests.run(["batch", "--help"])
    XCTAssertEqual(status, 0)
    XCTAssertEqual(stderr, "")
    for text in [
      "USAGE: prayertimes batch", "--places all|FILE", "--year YYYY", "--out DIR", "--format csv|json",
      "--split country|place", "--shard K/N", "--days N", "--threads N", "--tz ZONE", "--method ID",
      "--measure compute|format", "(default: csv)", "(default: country)", "(default: 1/1)",
      "PLACES FILE", "name, lat, lon", "EXAMPLES:", "EXIT STATUS",
    ] {
      XCTAssertTrue(stdout.contains(text), "'\(text)' not in the help")
    }
    let (_, top, _) = try CLITests.run(["--help"])
    XCTAssertTrue(top.contains("batch --places all|FILE --year YYYY --out DIR"), "the top-level help lists batch")
  }

  // MARK: - Bad input

  func testBatchBadInput_Exit2NothingWrittenAndTheMessage() throws {
    let input = try placesFile([Self.places[0]])
    let notDirectory = try write("x", "a-file")
    let target = out("never")
    let base = ["batch", "--places", input, "--year", "2026", "--out", target]
    func bad(_ name: String, _ text: String) throws -> [String] {
      ["batch", "--places", try write(text, name), "--year", "2026", "--out", target]
    }
    try Data([0x6E, 0x61, 0x6D, 0x65, 0x2C, 0x6C, 0x61, 0x74, 0x2C, 0x6C, 0x6F, 0x6E, 0x0A, 0xFF, 0xFE, 0x0A])
      .write(to: directory.appendingPathComponent("binary.csv"))
    let cases: [([String], [String])] = [
      (["batch", "--places", input, "--year", "2026"], ["missing '--out DIR'"]),
      (["batch", "--places", input, "--year", "2026", "--out", notDirectory], ["'--out'", "is not a directory"]),
      (["batch", "--year", "2026", "--out", target], ["missing '--places all|FILE'"]),
      (["batch", "--places", input, "--out", target], ["missing '--year YYYY'"]),
      (["batch", "--places", out("nothing.csv"), "--year", "2026", "--out", target], ["'--places'", "no such file"]),
      (["batch", "--places", directory.path, "--year", "2026", "--out", target], ["is a directory"]),
      (base.swapping("2026", "0"), ["'--year' 0 is out of range", "1600...2100"]),
      (base.swapping("2026", "1599"), ["'--year' 1599 is out of range", "1600...2100", "ΔT"]),
      (base.swapping("2026", "2101"), ["'--year' 2101 is out of range", "1600...2100"]),
      (base.swapping("2026", "10000"), ["'--year' 10000 is out of range", "1600...2100"]),
      (base.swapping("2026", "20x6"), ["'--year' needs a whole number 1600...2100", "'20x6'"]),
      (base + ["--format", "xml"], ["'xml' is invalid for '--format'", "'csv', 'json'"]),
      (base + ["--split", "city"], ["'city' is invalid for '--split'", "'country', 'place'"]),
      (base + ["--shard", "0/3"], ["'--shard' needs K/N", "'0/3'"]),
      (base + ["--shard", "4/3"], ["'--shard'", "'4/3'"]),
      (base + ["--shard", "1-3"], ["'--shard'", "'1-3'"]),
      (base + ["--days", "0"], ["'--days' needs a whole number 1...365 (the days of 2026)", "'0'"]),
      (base + ["--days", "366"], ["'--days'", "1...365", "'366'"]),
      (base + ["--threads", "0"], ["'--threads' needs a whole number 1...256", "'0'"]),
      (base + ["--measure", "all"], ["'all' is invalid for '--measure'"]),
      (base + ["--tz", "Mars/Base"], ["'--tz'", "unknown time zone 'Mars/Base'"]),
      (base + ["--method", "foo"], ["'foo' is invalid for '--method'", "'mwl'"]),
      (base + ["--fajr-angle", "99"], ["'--fajr-angle' 99 is out of range", "0...30"]),
      (base + ["--shafaq", "ahmer"], ["'--shafaq' applies only to '--method moonsighting'"]),
      (base + ["--lat", "21"], ["'--lat' does not apply to 'batch'", "--places"]),
      (base + ["--date", "2026-01-01"], ["'--date' does not apply to 'batch'", "--year"]),
      (base + ["--locale", "ar"], ["'--locale' does not apply to 'batch'"]),
      (base + ["--bogus", "1"], ["unknown option '--bogus'"]),
      (base + ["extra"], ["unexpected argument 'extra'"]),
      (base + ["--year", "2027"], ["'--year' given twice"]),
      (base + ["--threads"], ["missing value for '--threads'"]),
      (try bad("empty.csv", ""), ["bad places file", "no header line", "name,lat,lon"]),
      (try bad("header-only.csv", "name,lat,lon\n"), ["bad places file", "no places"]),
      (try bad("no-lon.csv", "name,lat\nA,1\n"), ["line 1:", "missing: lon"]),
      (try bad("unknown-column.csv", "name,lat,lon,elevation\nA,1,2,3\n"), ["line 1: unknown column 'elevation'", "tz, method (optional)"]),
      (try bad("twice.csv", "name,lat,lon,lat\n"), ["line 1: the header names the column 'lat' twice"]),
      (["batch", "--places", out("binary.csv"), "--year", "2026", "--out", target], ["line 2: the file is not UTF-8 text"]),
      (
        try bad(
          "rows.csv",
          "name,lat,lon,tz,method\nGood,1,2,,\nBad lat,abc,2,,\nFar lon,1,200,,\nFew,1\n"
            + "Odd method,1,2,,shia\nOdd zone,1,2,Mars/Base,\n,1,2,,\n\"Open,1,2,,\nNaN,nan,2,,\n"),
        [
          "line 3: 'lat' needs decimal degrees -90...90 such as 21.4225, got 'abc'",
          "line 4: 'lon' 200 is out of range: allowed -180...180 degrees",
          "line 5: expected 5 fields (name,lat,lon,tz,method), got 2",
          "line 6: 'method' 'shia' is not a method: use one of mwl,",
          "line 7: 'tz': unknown time zone 'Mars/Base'",
          "line 8: 'name' is empty",
          "line 9: a quoted field is not closed",
          "line 10: 'lat' needs decimal degrees",
        ]
      ),
      (
        try bad("many.csv", "name,lat,lon\n" + String(repeating: "X,1,x\n", count: 12)),
        ["line 2:", "line 11:", "… and 2 more"]
      ),
    ]
    try assertFailures(cases, everyMention: ["Usage: prayertimes batch"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: target), "nothing was written")
  }
}

extension Array where Element == String {
  /// The arguments with the first `old` replaced by `new`.
  fileprivate func swapping(_ old: String, _ new: String) -> [String] {
    guard let i = firstIndex(of: old) else { return self }
    var copy = self
    copy[i] = new
    return copy
  }
}
