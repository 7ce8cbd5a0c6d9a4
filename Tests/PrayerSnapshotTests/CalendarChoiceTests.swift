import Astro
import Foundation
import Hijri
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The Hijri calendar follows the place's country, whatever the language: checked against ICU's
/// Umm al-Qura (Foundation), Diyanet's published months (`Data/hijri/diyanet_month_starts.csv`)
/// and hijrical's MABIMS predictions (`Data/reference/hijrical_month_starts.csv`).
final class CalendarChoiceTests: XCTestCase {
  /// 2026-12-04T09:00:00Z: the snapshot's 14 days hold 24 Jumada II 1448 (Umm al-Qura), which
  /// Diyanet counts as the 25th.
  static let now = try! Instant(iso8601: "2026-12-04T09:00:00Z")

  static func snapshot(_ city: String, _ lang: SnapshotLanguage, settings: PrayerSettings = PrayerSettings())
    throws -> WidgetSnapshot
  {
    let setup = try PrayerSetup(.city(city), settings: settings)
    return try SnapshotBuilder.build(SnapshotRequest(setup, locale: SnapshotLocale(lang: lang), now: now))
  }

  /// The civil date of a snapshot day's `YYYY-MM-DD`.
  static func civil(_ text: String) throws -> CivilDate {
    let f = text.split(separator: "-").compactMap { Int($0) }
    return try XCTUnwrap(f.count == 3 ? CivilDate(year: f[0], month: f[1], day: f[2]) : nil, text)
  }

  /// Diyanet's published month starts, by (year, month).
  static func diyanetStarts() throws -> [(year: Int, month: Int, first: CivilDate)] {
    try CSV.records(try dataFile("hijri/diyanet_month_starts.csv")).dropFirst().map { r in
      (Int(r[0])!, Int(r[1])!, try civil(r[2]))
    }
  }

  func testCountryCalendars_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("hijri/country_calendars.csv"))
    XCTAssertEqual(records.first, ["country", "calendar", "source", "note"])
    let rows = Array(records.dropFirst())
    XCTAssertEqual(CalendarChoice.entries.count, rows.count)
    XCTAssertEqual(CountryCalendarsData.rowCount, rows.count)
    for (e, r) in zip(CalendarChoice.entries, rows) {
      XCTAssertEqual([e.country, e.calendar.identifier, e.source, e.note], r)
      XCTAssertTrue(e.source.contains("http"), e.country)
    }
  }

  func testCalendarChoice_PerCountry() {
    let expected: [(String, HijriCalendar)] = [
      ("SA", .ummAlQura), ("TR", .turkey), ("tr", .turkey), ("ID", .mabims), ("MY", .mabims),
      ("BN", .mabims), ("SG", .mabims), ("FR", .ummAlQura), ("EG", .ummAlQura), ("", .ummAlQura),
      ("*", .ummAlQura), ("XX", .ummAlQura),
    ]
    for (code, calendar) in expected {
      XCTAssertEqual(CalendarChoice.entry(forCountry: code).calendar, calendar, code)
    }
    XCTAssertEqual(CalendarChoice.fallback.country, "*")
  }

  /// A Turkish snapshot for Makkah is dated by Umm al-Qura, day for day as ICU's
  /// `islamic-umalqura` (not Türkiye's calendar, which says 25 Cemaziyelahir on 2026-12-04).
  func testMakkahInTurkish_DatedByUmmAlQura() throws {
    let snapshot = try Self.snapshot("Makkah", .tr)
    var icu = Calendar(identifier: .islamicUmmAlQura)
    icu.timeZone = TimeZone(identifier: "UTC")!
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = icu.timeZone
    for day in snapshot.days {
      let d = try Self.civil(day.date)
      let noon = try XCTUnwrap(
        gregorian.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: 12)))
      let c = icu.dateComponents([.year, .month, .day], from: noon)
      let hijri = try XCTUnwrap(day.hijri, day.date)
      XCTAssertEqual([hijri.year, hijri.month, hijri.day], [c.year, c.month, c.day], day.date)
    }
    let dec4 = try XCTUnwrap(snapshot.days.first { $0.date == "2026-12-04" }?.hijri)
    XCTAssertEqual(dec4.label, "24 Cemaziyelahir 1448")
  }

  /// An Arabic snapshot for Istanbul is dated by Türkiye's calendar: each day counts from the
  /// month start Diyanet published (`Data/hijri/diyanet_month_starts.csv`).
  func testIstanbulInArabic_DatedByDiyanet() throws {
    let snapshot = try Self.snapshot("Istanbul", .ar)
    let starts = try Self.diyanetStarts()
    for day in snapshot.days {
      let d = try Self.civil(day.date)
      let month = try XCTUnwrap(starts.last { $0.first <= d }, day.date)
      let hijri = try XCTUnwrap(day.hijri, day.date)
      XCTAssertEqual(
        [hijri.year, hijri.month, hijri.day],
        [month.year, month.month, month.first.days(to: d) + 1], day.date)
      XCTAssertNil(hijri.predicted, day.date)
    }
    XCTAssertEqual(snapshot.days.first { $0.date == "2026-12-04" }?.hijri?.day, 25)
  }

  /// Jakarta's Ramadan 1448 has 30 days by MABIMS (1 Ramadan 2027-02-08, 1 Shawwal 2027-03-10, as
  /// hijrical 1.3.1's MABIMS calendar predicts); Umm al-Qura, given explicitly, has 29 (ICU).
  func testJakartaRamadan1448_ThirtyDaysByMABIMS() throws {
    let setup = try PrayerSetup(.city("Jakarta"))
    XCTAssertEqual(setup.hijriCalendar, .mabims)
    guard case .country(let entry, let countrySource) = setup.calendarSource else {
      return XCTFail("\(setup.calendarSource)")
    }
    XCTAssertEqual(entry.country, "ID")
    guard case .place(let place) = countrySource else { return XCTFail("\(countrySource)") }
    XCTAssertEqual(place.name, "Jakarta")
    let reference = CSV.records(try dataFile("reference/hijrical_month_starts.csv"))
    let column = try XCTUnwrap(reference.first?.firstIndex(of: "mabims"))
    func start(_ month: Int) throws -> CivilDate {
      try Self.civil(try XCTUnwrap(reference.first { $0[0] == "1448" && $0[1] == "\(month)" })[column])
    }
    let ramadan = try setup.timetable(.ramadan(hijriYear: 1448))
    XCTAssertEqual(ramadan.days.first?.date, try start(9))
    XCTAssertEqual(ramadan.days.count, try start(9).days(to: try start(10)))
    XCTAssertEqual(ramadan.days.count, 30)
    // --calendar umm-al-qura wins over the country: 29 days, as ICU counts them.
    var given = PrayerSettings()
    given.calendar = CalendarSettings(system: HijriCalendar.ummAlQura.system)
    let uq = try PrayerSetup(.city("Jakarta"), settings: given)
    guard case .given = uq.calendarSource else { return XCTFail("\(uq.calendarSource)") }
    var icu = Calendar(identifier: .islamicUmmAlQura)
    icu.timeZone = TimeZone(identifier: "UTC")!
    let first = try XCTUnwrap(icu.date(from: DateComponents(year: 1448, month: 9, day: 1, hour: 12)))
    let icuLength = try XCTUnwrap(icu.range(of: .day, in: .month, for: first)).count
    XCTAssertEqual(try uq.timetable(.ramadan(hijriYear: 1448)).days.count, icuLength)
    XCTAssertEqual(icuLength, 29)
  }

  /// A calendar given in the settings wins over the country: Istanbul in Arabic with
  /// `calendar=umm-al-qura` is dated as ICU dates it (24 Jumada II on 2026-12-04).
  func testGivenCalendar_WinsOverTheCountry() throws {
    var settings = PrayerSettings()
    settings.calendar = CalendarSettings(system: HijriCalendar.ummAlQura.system)
    let snapshot = try Self.snapshot("Istanbul", .ar, settings: settings)
    XCTAssertEqual(snapshot.days.first { $0.date == "2026-12-04" }?.hijri?.day, 24)
    XCTAssertEqual(CalendarSource.given.reason(.options), "--calendar")
  }

  /// A country not listed, and coordinates far from every place, get Umm al-Qura, saying why;
  /// coordinates near a place take its country's calendar.
  func testUnlistedOrUnknownCountry_FallsBackToUmmAlQura() throws {
    let paris = try PrayerSetup(.city("Paris"))
    XCTAssertEqual(paris.hijriCalendar, .ummAlQura)
    guard case .default(let country, _) = paris.calendarSource else { return XCTFail("\(paris.calendarSource)") }
    XCTAssertEqual(country, "FR")
    XCTAssertTrue(paris.calendarSource.reason().hasPrefix("no calendar listed for FR (the place Paris, FR)"))
    // The mid-Atlantic, 504 km from the nearest place: no country.
    let sea = try PrayerSetup(.coordinates(latitude: 0, longitude: -30))
    XCTAssertEqual(sea.hijriCalendar, .ummAlQura)
    guard case .default(nil, .some) = sea.calendarSource else { return XCTFail("\(sea.calendarSource)") }
    XCTAssertTrue(sea.calendarSource.reason().hasSuffix(": the default, umm-al-qura"), sea.calendarSource.reason())
    XCTAssertEqual(CalendarChoice.entry(near: Coordinates(latitude: 0, longitude: -30)!).country, "*")
    // Near Kuala Lumpur, with the zone and the method given: still MABIMS.
    var method = PrayerSettings()
    method.method = .jakim
    let kl = try PrayerSetup(
      .coordinates(latitude: 3.139, longitude: 101.6869, zone: try ZoneSpec(parsing: "Asia/Kuala_Lumpur")),
      settings: method)
    XCTAssertEqual(kl.hijriCalendar, .mabims)
    XCTAssertEqual(CalendarChoice.entry(near: Coordinates(latitude: 41.01, longitude: 28.98)!).country, "TR")
  }
}
