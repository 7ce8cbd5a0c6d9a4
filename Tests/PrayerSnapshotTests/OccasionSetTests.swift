import Astro
import Foundation
import Hijri
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// Each community's occasion set against the official list it comes from
/// (`Data/fixtures/occasions/<set>.csv`: the list's own names, Hijri days and, where the list
/// dates them, Gregorian days, each row with its source), the set chosen by the place's country,
/// and the override.
final class OccasionSetTests: XCTestCase {
  /// A fixture row: the source's name, the Hijri year (nil: any), the first and last Hijri
  /// month-day, the first and last Gregorian days (nil: not dated), our occasion (nil: not held).
  struct Listed {
    let name: String
    let year: Int?
    let hijri: (first: (Int, Int), last: (Int, Int))
    let gregorian: (first: CivilDate, last: CivilDate)?
    let occasion: Occasion?
  }

  static func listed(_ set: String) throws -> [Listed] {
    let records = CSV.records(try dataFile("fixtures/occasions/\(set).csv"))
    XCTAssertEqual(records.first, ["name", "hijri_year", "hijri", "gregorian", "occasion", "source"])
    return try records.dropFirst().map { r in
      XCTAssertFalse(r[5].isEmpty, "\(set) \(r[0]): no source")
      func monthDay(_ t: Substring) throws -> (Int, Int) {
        let f = t.split(separator: "-").compactMap { Int($0) }
        XCTAssertEqual(f.count, 2, String(t))
        return (f[0], f[1])
      }
      func civil(_ t: Substring) throws -> CivilDate {
        let f = t.split(separator: "-").compactMap { Int($0) }
        return try XCTUnwrap(f.count == 3 ? CivilDate(year: f[0], month: f[1], day: f[2]) : nil, String(t))
      }
      let h = r[2].split(separator: "/")
      let g = r[3].split(separator: "/")
      return Listed(
        name: r[0], year: Int(r[1]),
        hijri: (try monthDay(h[0]), try monthDay(h.last!)),
        gregorian: g.isEmpty ? nil : (try civil(g[0]), try civil(g.last!)),
        occasion: r[4].isEmpty ? nil : try XCTUnwrap(Occasion(rawValue: r[4]), r[4]))
    }
  }

  func testOccasionSets_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("hijri/occasion_sets.csv"))
    XCTAssertEqual(records.first, ["set", "occasion", "month", "day", "days", "night"])
    let embedded = OccasionSet.all.flatMap { set in
      set.rules.map { [set.id, $0.occasion.rawValue, "\($0.month)", "\($0.day)", "\($0.days)", $0.isNight ? "yes" : "no"] }
    }
    XCTAssertEqual(embedded.sorted { $0.lexicographicallyPrecedes($1) }, records.dropFirst().sorted { $0.lexicographicallyPrecedes($1) })
    let countries = CSV.records(try dataFile("hijri/country_occasions.csv"))
    XCTAssertEqual(countries.first, ["country", "set", "source", "note"])
    XCTAssertEqual(OccasionChoice.entries.map { [$0.country, $0.set.id, $0.source, $0.note] }, Array(countries.dropFirst()))
  }

  /// The dated rows where the calendar of the set's country predicts another day than the
  /// authority decided (the set is right, the month start is not): MABIMS puts 1 Rajab 1447 a
  /// day after Kemenag's calendar, and Malaysia counted 1442 by the criteria before 2021's
  /// (altitude 2°, elongation 3°), which put Dhu al-Hijjah a day earlier than today's MABIMS.
  static let predictionMisses = [
    "indonesia Isra Mikraj Nabi Muhammad SAW": 1, "malaysia Hari Raya Qurban": 1,
  ]

  /// Every set but `general` holds exactly the occasions its official list names, each on the
  /// list's Hijri days; where the list dates them, on its Gregorian days in the calendar of the
  /// set's country (Diyanet's 2026 Dini Günler with the turkey calendar, Indonesia's 2026 SKB
  /// and Malaysia's 2021 federal table with MABIMS).
  func testEachSet_IsItsOfficialList() throws {
    for set in OccasionSet.all where set.id != "general" {
      let rows = try Self.listed(set.id)
      XCTAssertEqual(
        Set(rows.compactMap(\.occasion)), Set(set.rules.map(\.occasion)), "\(set.id): not the list's occasions")
      let country = try XCTUnwrap(OccasionChoice.entries.first { $0.set == set }?.country, set.id)
      let calendar = CalendarChoice.entry(forCountry: country).calendar
      for row in rows {
        guard let occasion = row.occasion else { continue }
        let rule = try XCTUnwrap(set.rule(for: occasion))
        let year = row.year ?? 1448
        let o = try calendar.occasion(rule, inYear: year)
        let last = try calendar.hijri(from: o.lastDay).date
        let what = "\(set.id) \(row.name)"
        // A listed 30th is the month's last day (Iran's "last day of Safar").
        func day(_ d: (Int, Int)) throws -> [Int] {
          [d.0, d.1 == 30 ? try calendar.monthLength(year: year, month: d.0) : d.1]
        }
        XCTAssertEqual([o.hijri.month, o.hijri.day], try day(row.hijri.first), what)
        XCTAssertEqual([last.month, last.day], try day(row.hijri.last), what)
        if let g = row.gregorian {
          // The calendar's day, a day off where its prediction is not the authority's decision.
          let off = Self.predictionMisses[what] ?? 0
          XCTAssertEqual(o.observed, g.first.adding(days: off), what)
          XCTAssertEqual(o.isNight ? o.observed : o.lastDay, g.last.adding(days: off), what)
          XCTAssertTrue(off == 0 || o.isPredicted, "\(what): a published calendar is a day off")
        }
      }
    }
  }

  /// The occasions only Iran's list holds.
  static let iranOnly: Set<Occasion> = [
    .tasua, .mabath, .eidAlGhadir, .arbaeen, .demiseOfTheProphet, .martyrdomOfImamReza,
    .martyrdomOfImamHasanAskari, .martyrdomOfFatima, .birthOfImamAli, .martyrdomOfImamAli,
    .martyrdomOfImamSadiq,
  ]

  /// No community set but Iran's holds them, and the general set does not.
  func testIranOnlyOccasions_InNoOtherSet() throws {
    for set in OccasionSet.all {
      let held = Set(set.rules.map(\.occasion)).intersection(Self.iranOnly)
      XCTAssertEqual(held, set.id == "iran" ? Self.iranOnly : [], set.id)
    }
  }

  /// The martyrdom of Imam Reza is the last day of Safar: the 29th in a year whose Safar has 29
  /// days, the 30th in one of 30 (Umm al-Qura: one of each among 1440–1460), the eve of 1 Rabi'
  /// al-Awwal either way.
  func testImamReza_LastDayOfSafar() throws {
    let calendar = HijriCalendar.ummAlQura
    var lengths: Set<Int> = []
    for year in 1440...1460 {
      let o = try calendar.occasion(.martyrdomOfImamReza, inYear: year)
      let length = try calendar.monthLength(year: year, month: 2)
      lengths.insert(length)
      XCTAssertEqual([o.hijri.month, o.hijri.day], [2, length], "\(year)")
      XCTAssertEqual(o.day.adding(days: 1), try calendar.firstDay(year: year, month: 3), "\(year)")
    }
    XCTAssertEqual(lengths, [29, 30])
  }

  /// Iran's three occasions the other lists lack are named in Persian as Iran's list names them.
  func testIranNames_AsItsListNamesThem() throws {
    let fa = Localizer(locale: SnapshotLocale(lang: SnapshotLanguage(rawValue: "fa")!))
    let rows = try Self.listed("iran")
    for occasion in [Occasion.tasua, .mabath, .eidAlGhadir] {
      XCTAssertEqual(rows.first { $0.occasion == occasion }?.name, fa.occasionName(occasion), occasion.rawValue)
    }
  }

  /// The general set holds the occasions two or more community sets hold, each on the Hijri day
  /// most of them keep it.
  func testGeneralSet_IsWhatTwoCommunitiesMark() {
    let communities = OccasionSet.all.filter { $0.id != "general" }
    var expected: [Occasion: [Int]] = [:]
    for occasion in Occasion.allCases {
      let rules = communities.compactMap { $0.rule(for: occasion) }
      guard rules.count >= 2 else { continue }
      let days = Dictionary(grouping: rules, by: { [$0.month, $0.day] })
      expected[occasion] = days.max { $0.value.count < $1.value.count }!.key
    }
    XCTAssertEqual(
      Dictionary(uniqueKeysWithValues: OccasionSet.general.rules.map { ($0.occasion, [$0.month, $0.day]) }), expected)
    XCTAssertNil(OccasionSet.general.rule(for: .raghaib))
  }

  func testOccasionChoice_PerCountry() {
    let expected = [
      ("SA", "saudi"), ("TR", "diyanet"), ("tr", "diyanet"), ("IR", "iran"), ("ID", "indonesia"),
      ("MY", "malaysia"), ("FR", "general"), ("GB", "general"), ("*", "general"), ("XX", "general"),
    ]
    for (code, set) in expected {
      XCTAssertEqual(OccasionChoice.entry(forCountry: code).set.id, set, code)
    }
    for (city, set) in [("Makkah", "saudi"), ("Istanbul", "diyanet"), ("Tehran", "iran"), ("London", "general")] {
      XCTAssertEqual(try PrayerSetup(.city(city)).occasionSet.id, set, city)
    }
  }

  /// 2026-12-04: Regaib Kandili falls on 10 December. A Makkah snapshot lists the Saudi set (no
  /// Raghaib, Mawlid, Isra and Mi'raj or mid-Sha'ban); an Istanbul one Diyanet's, with Regaib;
  /// `occasionSet` overrides the place's.
  func testMakkahSnapshot_ListsNoRaghaib() throws {
    let now = try Instant(iso8601: "2026-12-04T09:00:00Z")
    func ids(_ city: String, _ set: OccasionSet? = nil) throws -> [String] {
      let request = SnapshotRequest(try PrayerSetup(.city(city)), locale: SnapshotLocale(lang: .ar), occasionSet: set, now: now)
      return try SnapshotBuilder.build(request).occasions.map(\.id)
    }
    let makkah = try ids("Makkah")
    XCTAssertEqual(makkah, ["ramadan-start", "eid-al-fitr"])
    XCTAssertTrue(try ids("Istanbul").contains("raghaib"))
    XCTAssertEqual(try ids("Makkah", try XCTUnwrap(OccasionSet.named("diyanet"))).first, "raghaib")
    let night = try SnapshotBuilder.build(
      SnapshotRequest(try PrayerSetup(.city("Makkah")), locale: SnapshotLocale(lang: .ar), occasionSet: .general, now: now)
    ).occasions.first { $0.id == "isra-miraj" }
    XCTAssertEqual(night?.name, "ليلة الإسراء والمعراج")
    XCTAssertEqual(night?.night, true)
  }

  /// Indonesia keeps Isra Mikraj on 27 Rajab itself (the SKB's 16 January 2026), not on its eve
  /// as the general set does.
  func testIndonesia_KeepsIsraMikrajOnItsDay() throws {
    let set = try XCTUnwrap(OccasionSet.named("indonesia"))
    let o = try HijriCalendar.mabims.occasion(try XCTUnwrap(set.rule(for: .israMiraj)), inYear: 1447)
    XCTAssertFalse(o.isNight)
    XCTAssertEqual(o.observed, o.day)
    XCTAssertEqual([o.hijri.month, o.hijri.day], [7, 27])
    let general = try HijriCalendar.mabims.occasion(try XCTUnwrap(OccasionSet.general.rule(for: .israMiraj)), inYear: 1447)
    XCTAssertEqual(general.observed, o.day.adding(days: -1))
  }
}
