import Foundation
import TestSupport
import XCTest

@testable import Astro

/// Published timetables (`Data/fixtures/adhan/`: Diyanet, Qatar, Dubai awqaf, Kuwait,
/// moonsighting.com, Umm al-Qura, MUIS, Tehran; JAKIM and Kemenag for the whole of 2026;
/// `Data/fixtures/kheu/`: KHEU, Brunei, the whole of 2026) against our presets with each file's Asr school and high-latitude rule: every time within
/// max(variance, 1) minute; the CSV fixtures of `Data/fixtures/official.csv` against the preset
/// each names, within max(variance, 1) or the gap measured today (``presetGaps``).
final class OfficialTimetableTests: XCTestCase {
  struct Fixture: Decodable {
    struct Params: Decodable {
      let latitude, longitude: Double
      let timezone, method: String
      let madhab, highLatitudeRule: String?
    }
    let params: Params
    let variance: Int?
  }

  /// Paths under `Data/fixtures/`.
  static let files = [
    "adhan/Ankara-Turkey.json", "adhan/Doha-Qatar.json", "adhan/Dubai-Gulf.json",
    "adhan/Kuwait City-Kuwait.json", "adhan/London-MoonsightingCommittee.json",
    "adhan/Makkah-UmmAlQura.json", "adhan/Singapore-Singapore.json", "adhan/Tehran-Tehran.json",
    "adhan/unmerged-pr100/Jakarta-Indonesia.json", "adhan/unmerged-pr100/Melaka-JAKIM.json",
    "kheu/BandarSeriBegawan-Brunei.json",
  ]

  static let methods: [String: CalculationMethod] = [
    "Turkey": .turkey, "Qatar": .qatar, "Dubai": .dubai, "Kuwait": .kuwait,
    "MoonsightingCommittee": .moonsighting, "UmmAlQura": .ummAlQura, "Singapore": .singapore,
    "Tehran": .tehran, "Indonesia": .kemenag, "Malaysia": .jakim,
    "Brunei": .brunei,
  ]

  /// The zone's offset at local noon of `date` (the one the day's times are computed with).
  static func utcOffsetAtNoon(_ date: CivilDate, _ zone: TimeZone) -> Int {
    let noon = Date(timeIntervalSince1970: (Double(date.julianDayNumber) - 2_440_588) * 86_400 + 43_200)
    return zone.secondsFromGMT(for: noon.addingTimeInterval(-Double(zone.secondsFromGMT(for: noon))))
  }

  /// Our minute on the zone's clock minus the published one (wrapped to ±12 h), or `nil` when
  /// our time does not happen.
  static func difference(_ ours: PrayerTime, published: Int, zone: TimeZone) -> Int? {
    guard let instant = ours.instant else { return nil }
    let seconds = instant.secondsSince1970
    let local = seconds + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
    var diff = Int((local.rounded() / 60).rounded(.down)) % 1440 - published
    if diff > 720 { diff -= 1440 }
    if diff < -720 { diff += 1440 }
    return diff
  }

  /// Runs one fixture; returns (per-prayer max |diff|, count outside tolerance, count).
  static func evaluate(_ file: String) throws -> (
    max: [String: Int], outside: [String], count: Int, exact: Int, tolerance: Int
  ) {
    let data = try dataBytes("fixtures/\(file)")
    let fixture = try JSONDecoder().decode(Fixture.self, from: data)
    let p = fixture.params
    guard let method = methods[p.method], let zone = TimeZone(identifier: p.timezone) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    var parameters = method.parameters
    parameters.asr = p.madhab == "Hanafi" ? .hanafi : .standard
    switch p.highLatitudeRule {
    case "SeventhOfTheNight": parameters.highLatitudeRule = .seventhOfTheNight
    case "TwilightAngle": parameters.highLatitudeRule = .twilightAngle
    default: parameters.highLatitudeRule = .middleOfTheNight
    }
    let coordinates = Coordinates(latitude: p.latitude, longitude: p.longitude)!
    let tolerance = max(fixture.variance ?? 0, 1)
    var worst: [String: Int] = [:]
    var outside: [String] = []
    var count = 0
    var exact = 0
    // The published minutes (an "adjusted" file's edits undone: OfficialFixture.published).
    let published = try OfficialFixture.load(file, authority: "", note: "")
    for day in published.days {
      let date = CivilDate(iso8601: day.date)!
      let times = PrayerTimes(
        coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetAtNoon(date, zone), parameters: parameters,
        inRamadan: false)
      let ours = [times.fajr, times.sunrise, times.dhuhr, times.asr, times.maghrib, times.isha]
      for (i, name) in OfficialFixture.columns.enumerated() {
        count += 1
        guard let diff = difference(ours[i], published: day.minutes[i], zone: zone) else {
          outside.append("\(day.date) \(name): none")
          continue
        }
        if diff == 0 { exact += 1 }
        if abs(diff) > abs(worst[name] ?? 0) { worst[name] = diff }
        if abs(diff) > tolerance { outside.append("\(day.date) \(name): \(diff > 0 ? "+" : "")\(diff) min") }
      }
    }
    return (worst, outside, count, exact, tolerance)
  }

  /// Every published time within max(variance, 1) minute of the preset's but the known misses;
  /// the figures are docs/methods.md's table (written here with RECORD_GOLDENS=1).
  func testOfficialTimetables_WithinVarianceOrOneMinute() throws {
    var table = ["| timetable | preset | exact | worst (min) |", "|---|---|---|---|"]
    for file in Self.files {
      let r = try Self.evaluate(file)
      let worst = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"].map { "\($0) \(r.max[$0] ?? 0)" }
      print(
        "\(file): tolerance \(r.tolerance), worst \(worst.joined(separator: ", ")); "
          + "exact \(r.exact)/\(r.count); outside \(r.outside.count)")
      let known = Self.knownOutside[file] ?? []
      XCTAssertEqual(r.outside, known, file)
      let fixture = try JSONDecoder().decode(Fixture.self, from: dataBytes("fixtures/\(file)"))
      let preset = try XCTUnwrap(Self.methods[fixture.params.method], file).rawValue
      let largest = r.max.values.map(abs).max() ?? 0
      let notes = (r.tolerance > 1 ? ["variance \(r.tolerance)"] : []) + (known.isEmpty ? [] : ["\(known.count) known misses"])
      table.append(
        "| \(try XCTUnwrap(Self.labels[file], file)) | `\(preset)` | \(r.exact)/\(r.count) | \(largest)"
          + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))") + " |")
    }
    try Golden.assertSection(
      table.joined(separator: "\n") + "\n", file: "docs/methods.md",
      begin: "<!-- BEGIN adhan fixtures table: written by OfficialTimetableTests (RECORD_GOLDENS=1); do not edit by hand -->",
      end: "<!-- END adhan fixtures table -->")
  }

  /// The rows of docs/methods.md's table.
  static let labels = [
    "adhan/Ankara-Turkey.json": "Diyanet, Ankara 2019 (24 days)", "adhan/Doha-Qatar.json": "Qatar (islam.gov.qa), Doha 2016",
    "adhan/Dubai-Gulf.json": "Awqaf, Dubai", "adhan/Kuwait City-Kuwait.json": "Kuwait 2016",
    "adhan/London-MoonsightingCommittee.json": "moonsighting.com, London 2016 (Hanafi)",
    "adhan/Makkah-UmmAlQura.json": "Umm al-Qura, Makkah 2016", "adhan/Singapore-Singapore.json": "MUIS, Singapore, all of 2020",
    "adhan/Tehran-Tehran.json": "Tehran 2018 (praytimes.org)",
    "adhan/unmerged-pr100/Jakarta-Indonesia.json": "Kemenag, Jakarta, all of 2026",
    "adhan/unmerged-pr100/Melaka-JAKIM.json": "JAKIM, Melaka, all of 2026",
    "kheu/BandarSeriBegawan-Brunei.json": "KHEU, Brunei-Muara, all of 2026",
  ]

  /// The published times the preset misses by more than the tolerance, each with the convention
  /// it comes from. islam.gov.qa's 2016 Doha table (as its source lines print it, adhan's edits
  /// undone) puts Maghrib, and Isha 90 minutes after it, up to 2 minutes after the preset's
  /// sunset in summer, as Qatar Calendar House's table does all year
  /// (`qatar-calendar-house/Doha-2026.csv`): a Qatari convention no published document states,
  /// so the preset does not model it.
  static let knownOutside: [String: [String]] = [
    // The preset takes Awqaf's Asr of its 2026 tables (+1: docs/methods.md, "dubai"); these 12
    // days of 2015-16 printed it with +3, so 8 are 2-3 minutes after ours.
    "adhan/Dubai-Gulf.json": [
      "2016-01-01 asr: -3 min", "2016-02-01 asr: -3 min", "2016-04-01 asr: -2 min", "2016-08-01 asr: -2 min",
      "2016-09-01 asr: -2 min", "2016-10-01 asr: -2 min", "2015-11-01 asr: -2 min", "2015-12-01 asr: -2 min",
    ],
    // The preset follows the Calendar House's current calendar (Fajr −1, Maghrib +2: docs/methods.md,
    // "qatar"); islam.gov.qa's 2016 table takes Fajr at the 18° minute and Maghrib about a minute
    // after sunset, so five of its times are 2 minutes off. No single Maghrib offset holds both
    // tables within a minute (+1.9: one Calendar House time outside; +2.0: one of these).
    "adhan/Doha-Qatar.json": [
      "2016-04-01 fajr: -2 min", "2016-05-01 fajr: -2 min", "2016-05-01 maghrib: +2 min", "2016-05-01 isha: +2 min",
      "2016-06-01 fajr: -2 min",
    ]
  ]
}

extension OfficialTimetableTests {
  /// Diyanet beyond 45°: Amsterdam, 13 June 2021, as published by diyanet.gov.tr and quoted in
  /// batoulapps/adhan-swift#62 (Fajr 03:47, Dhuhr 13:45, Asr 18:09, Maghrib 22:10, Isha 23:24,
  /// CEST). Fajr and Isha come from the `diyanet` rule; adhan was 2 h 06 and 2 h 17 off.
  func testTurkeyPreset_AmsterdamBeyond45Degrees() {
    let amsterdam = Coordinates(latitude: 52.370788, longitude: 4.889883)!
    let times = PrayerTimes(
      coordinates: amsterdam, date: CivilDate(year: 2021, month: 6, day: 13)!,
      utcOffsetSeconds: 7200, parameters: CalculationMethod.turkey.parameters, inRamadan: false)
    let published: [(PrayerTime, Int, Int)] = [
      (times.fajr, 3, 47), (times.dhuhr, 13, 45), (times.asr, 18, 9), (times.maghrib, 22, 10),
      (times.isha, 23, 24),
    ]
    for (time, h, m) in published {
      guard let t = time.instant else { return XCTFail("missing \(h):\(m)") }
      let local = (t.secondsSince1970 + 7200).rounded()
      let minutes = Int(local / 60) % 1440
      XCTAssertLessThanOrEqual(abs(minutes - (h * 60 + m)), 1, "published \(h):\(m)")
    }
    XCTAssertTrue(times.fajr.isEstimated && times.isha.isEstimated)
  }
}

extension OfficialTimetableTests {
  /// KHEU's 2026 table is the `brunei` times rounded to the nearest minute, not up: at least 90%
  /// of its times exact (2007 of 2190 measured; rounding up, as `singapore` does, gives 1187).
  func testBruneiPreset_KHEUTableMostlyExactToTheMinute() throws {
    let r = try Self.evaluate("kheu/BandarSeriBegawan-Brunei.json")
    XCTAssertEqual(r.count, 6 * 365)
    XCTAssertGreaterThanOrEqual(Double(r.exact), 0.9 * Double(r.count), "exact \(r.exact)/\(r.count)")
  }
}

extension OfficialTimetableTests {
  /// How far each fixture of the CSV format (`Data/fixtures/official.csv`) is from the preset it
  /// names (`# preset:`), per prayer, where that is more than max(variance, 1) minute today, as
  /// measured 2026-12-01 (the Awqaf, Al-Ojeiri, Jordan, Bandung, Umm al-Qura cities' and Muscat tables 2026-12-02; Jordan again after its preset took the height, 2026-12-02): the conventions of issue 15 item 1 that no preset models yet
  /// (docs/official-timetables.md). A fixture or prayer not listed must stay within
  /// max(variance, 1); a listed one within its bound, which shrinks as conventions are modelled.
  static let presetGaps: [String: [String: Int]] = [
    // Calendar House's Fajr is ~1 min earlier than ours all year, its Maghrib (Isha = Maghrib
    // + 90) ~2 min later while its sunrise agrees: an offset of its own, not elevation.
    "qatar-calendar-house/Doha-2026.csv": ["fajr": 2, "maghrib": 3, "isha": 3],
    // Diyanet's Maghrib and Isha drift from the exact Sun by up to 2 min with the season.
    "diyanet/Istanbul-2026.csv": ["maghrib": 2, "isha": 2], "diyanet/Ankara-2026.csv": ["maghrib": 2, "isha": 2],
    "diyanet/Izmir-2026.csv": ["maghrib": 2, "isha": 2], "diyanet/Adana-2026.csv": ["isha": 2],
    "diyanet/Antalya-2026.csv": ["maghrib": 2, "isha": 2], "diyanet/Edirne-2026.csv": ["maghrib": 2, "isha": 2],
    "diyanet/Trabzon-2026.csv": ["maghrib": 2, "isha": 2], "diyanet/Erzurum-2026.csv": ["maghrib": 2, "isha": 2],
    "diyanet/Diyarbakir-2026.csv": ["isha": 2], "diyanet/Van-2026.csv": ["isha": 2],
    // MUIS 2025: Maghrib and Asr later in Ramadan 1446 (March).
    "muis/Singapore-2025.csv": ["asr": 2, "maghrib": 2],
    // JAKIM computes each zone at reference points of its own, not the main town's GeoNames point.
    "jakim/KDH01-2026.csv": ["fajr": 2, "sunrise": 2, "dhuhr": 2, "asr": 2],
    "jakim/PNG01-2026.csv": ["sunrise": 2, "asr": 2],
    "jakim/PRK02-2026.csv": ["fajr": 2, "sunrise": 2, "dhuhr": 2, "asr": 3, "maghrib": 2, "isha": 2],
    "jakim/KTN01-2026.csv": ["fajr": 2, "sunrise": 2, "dhuhr": 2, "asr": 2, "maghrib": 2, "isha": 4],
    "jakim/PHG02-2026.csv": ["fajr": 4, "sunrise": 4, "dhuhr": 3, "asr": 4, "maghrib": 4, "isha": 4],
    "jakim/SGR01-2026.csv": ["fajr": 2, "sunrise": 2, "asr": 2, "maghrib": 2, "isha": 2],
    "jakim/WLY01-2026.csv": ["fajr": 3, "dhuhr": 2, "asr": 3, "maghrib": 3, "isha": 3],
    "jakim/NGS02-2026.csv": ["fajr": 2, "sunrise": 3, "dhuhr": 2, "asr": 2, "maghrib": 2, "isha": 2],
    "jakim/JHR02-2026.csv": ["fajr": 2, "sunrise": 2, "dhuhr": 2, "asr": 2, "maghrib": 2, "isha": 2],
    "jakim/SWK08-2026.csv": ["fajr": 3, "sunrise": 3, "dhuhr": 3, "asr": 3, "maghrib": 3, "isha": 3],
    "jakim/SBH07-2026.csv": ["fajr": 2, "asr": 2],
    "jakim/SBH01-2026.csv": ["fajr": 2, "sunrise": 2, "dhuhr": 2, "asr": 2, "maghrib": 2, "isha": 2],
    // Al-Ojeiri's Kuwait City: one sunrise and one Maghrib 2 min before `kuwait`'s.
    "alojeiri-kuwait/KuwaitCity-2026.csv": ["sunrise": 2, "maghrib": 2],
    // The two presets whose horizon takes the place's height, at sea level here (Astro knows no
    // heights; through PrayerSetup, which takes GeoNames' — Amman 757 m, Bandung 728 m — every
    // time of both is within a minute: OfficialTimetableReportTests, docs/official-timetables.md).
    // Jordan's Awqaf: sunrise 4-6 min earlier and Maghrib 3-5 min later than at sea level.
    "awqaf-jordan/Amman-2026.csv": ["sunrise": 6, "maghrib": 5],
    // Its other regions at their towns' points (heights 46-1 111 m): the same picture, by height.
    "awqaf-jordan/Aqaba-2026.csv": ["maghrib": 3], "awqaf-jordan/Karak-2026.csv": ["sunrise": 6, "maghrib": 5],
    "awqaf-jordan/Tafilah-2026.csv": ["sunrise": 7, "maghrib": 6], "awqaf-jordan/Maan-2026.csv": ["sunrise": 5, "maghrib": 5],
    "awqaf-jordan/Mafraq-2026.csv": ["sunrise": 5, "maghrib": 5], "awqaf-jordan/Jerash-2026.csv": ["sunrise": 5, "maghrib": 5],
    // Kemenag's Bandung: sunrise 4-5 min earlier and Maghrib 4-5 min later (−2° where sea level
    // is −1°), the other four as at Jakarta.
    "kemenag/Bandung-2026.csv": ["sunrise": 5, "maghrib": 5],
    // Umm al-Qura's Tabuk, 15 September: Maghrib (and Isha, Maghrib + 90) repeats the 14th's 18:41,
    // then falls 2 min to 18:39 on the 16th: 2 min after ours on that one day. The other six cities
    // (Abha too, about 2 200 m up: no elevation correction) are within a minute every day.
    "ummulqura/Tabuk-2026.csv": ["maghrib": 2, "isha": 2],
  ]

  /// Ramadan in the tables whose Isha changes with it (Astro has no Hijri calendar): Umm al-Qura's
  /// 1447, 1 Ramadan = 18 February to 30 Ramadan = 19 March 2026 in every city, the days the table's Isha is
  /// Maghrib + 120 minutes (and the Umm al-Qura dates `Hijri` gives those days).
  static let ramadanDays: [String: ClosedRange<String>] = [
    "ummulqura/Makkah-2026.csv": "2026-02-18"..."2026-03-19",
    "ummulqura/Riyadh-2026.csv": "2026-02-18"..."2026-03-19", "ummulqura/Jeddah-2026.csv": "2026-02-18"..."2026-03-19",
    "ummulqura/Madinah-2026.csv": "2026-02-18"..."2026-03-19", "ummulqura/Dammam-2026.csv": "2026-02-18"..."2026-03-19",
    "ummulqura/Tabuk-2026.csv": "2026-02-18"..."2026-03-19", "ummulqura/Abha-2026.csv": "2026-02-18"..."2026-03-19",
  ]

  func testOfficialTimetables_CSVFixturesWithinTheirPresetOrKnownGap() throws {
    let columns = OfficialFixture.columns
    var checked = 0
    for fixture in try OfficialFixture.all() where fixture.path.hasSuffix(".csv") {
      guard let name = fixture.method else { continue }
      let method = try CalculationMethod(identifier: name)
      let zone = try XCTUnwrap(TimeZone(identifier: fixture.zone), fixture.zone)
      let coordinates = try XCTUnwrap(Coordinates(latitude: fixture.latitude, longitude: fixture.longitude))
      var worst = [Int](repeating: 0, count: 6)
      for day in fixture.days {
        let date = try XCTUnwrap(CivilDate(iso8601: day.date))
        let times = PrayerTimes(
          coordinates: coordinates, date: date, utcOffsetSeconds: Self.utcOffsetAtNoon(date, zone),
          parameters: method.parameters, inRamadan: Self.ramadanDays[fixture.path]?.contains(day.date) ?? false)
        let ours = [times.fajr, times.sunrise, times.dhuhr, times.asr, times.maghrib, times.isha]
        for i in 0..<6 {
          let d = try XCTUnwrap(Self.difference(ours[i], published: day.minutes[i], zone: zone), "\(fixture.path) \(day.date)")
          worst[i] = max(worst[i], abs(d))
        }
      }
      print("\(fixture.path) (\(name)): worst |diff| " + zip(columns, worst).map { "\($0) \($1)" }.joined(separator: ", "))
      for (i, column) in columns.enumerated() {
        let bound = Self.presetGaps[fixture.path]?[column] ?? max(fixture.variance, 1)
        XCTAssertLessThanOrEqual(worst[i], bound, "\(fixture.path) \(column) against \(name)")
      }
      checked += 1
    }
    XCTAssertGreaterThan(checked, 0)
  }
}
