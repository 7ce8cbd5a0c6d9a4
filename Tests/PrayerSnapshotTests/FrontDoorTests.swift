import Astro
import Foundation
import Hijri
import PrayerSnapshot
import XCTest

/// The front door: `Timetable(for:dates:)`, `PrayerSetup`, `PrayerStatus` and the date spans —
/// checked against an official timetable, Foundation's clock, the method's published Ramadan
/// rule, and the widget reader (a second implementation of "current and next").
final class FrontDoorTests: XCTestCase {
  static let now = try! Instant(iso8601: "2026-12-01T09:00:00Z")

  static func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { CivilDate(year: y, month: m, day: d)! }

  func testIstanbulToday_ThreeStatements() throws {
    let istanbul = try Timetable(for: .city("Istanbul"), now: Self.now)
    XCTAssertEqual(istanbul.days.count, 1)
    XCTAssertEqual(istanbul.days[0].date, Self.date(2026, 12, 1))
    XCTAssertEqual(istanbul.zone.name, "Europe/Istanbul")
    XCTAssertEqual(istanbul.parameters.method, .turkey)  // Data/methods/countries.csv: TR
    guard case .place(let place) = istanbul.setup.place.zoneSource else { return XCTFail() }
    XCTAssertEqual(place.countryCode, "TR")
    XCTAssertTrue(istanbul.setup.methodSource.isInferred)
    let formatter = FoundationOracle.formatter("HH:mm", istanbul.zone.timeZone)
    let prayers = istanbul.days[0].prayers
    XCTAssertEqual(prayers.map(\.kind), [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha])
    for time in prayers {
      let date = try XCTUnwrap(time.date, "\(time.kind)")
      XCTAssertEqual(time.clock, formatter.string(from: date), "\(time.kind)")
      XCTAssertEqual(time.instant, Instant(istanbul.days[0].times[time.kind])!)
    }
  }

  /// Ankara's published Diyanet timetable (Data/fixtures/adhan/Ankara-Turkey.json, 2019) from the
  /// coordinates alone: the zone and the method come from the nearest place.
  func testCoordinatesAlone_GiveDiyanetsPublishedTimes() throws {
    struct Fixture: Decodable {
      struct Params: Decodable { let latitude: Double; let longitude: Double }
      let params: Params
      let variance: Int
      let times: [[String: String]]
    }
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Data/fixtures/adhan/Ankara-Turkey.json")
    let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    let setup = try PrayerSetup(.coordinates(latitude: fixture.params.latitude, longitude: fixture.params.longitude))
    XCTAssertEqual(setup.zone.name, "Europe/Istanbul")
    XCTAssertEqual(setup.parameters.method, .turkey)
    guard case .inferred = setup.place.zoneSource else { return XCTFail("\(setup.place.zoneSource)") }
    for row in fixture.times {
      let date = try XCTUnwrap(CivilDate(iso8601: row["date"]!))
      let day = try setup.timetable(.date(date)).days[0]
      for kind in TimeKind.daily {
        // "6:33 AM" → minutes of the day.
        let text = try XCTUnwrap(row[kind.rawValue])
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == " " })
        let hour = Int(parts[0])! % 12 + (parts[2] == "PM" ? 12 : 0)
        let published = hour * 60 + Int(parts[1])!
        let local = try XCTUnwrap(day[kind].local)
        // The fixture's own variance (2 minutes: Diyanet's Isha drifts with the season), as
        // OfficialTimetableTests allows the kernel.
        XCTAssertLessThanOrEqual(
          abs(local.hour * 60 + local.minute - published), fixture.variance, "\(date) \(kind)")
      }
    }
  }

  /// Umm al-Qura publishes Isha 90 minutes after Maghrib, 120 in Ramadan: every path agrees.
  func testRamadanIsha_IsTheSameOnEveryPath() throws {
    let ramadan = Self.date(2027, 2, 10)  // 3 Ramadan 1448 (Umm al-Qura)
    let before = Self.date(2027, 2, 7)
    let setup = try PrayerSetup(.city("Makkah"))
    XCTAssertEqual(setup.parameters.method, .ummAlQura)
    func gap(_ t: PrayerTimes) throws -> Double {
      try XCTUnwrap(t.maghrib.instant).seconds(to: try XCTUnwrap(t.isha.instant)) / 60
    }
    let frontDoor = try Timetable(for: .city("Makkah"), dates: .date(ramadan)).days[0].times
    let month = try setup.timetable(.ramadan(hijriYear: 1448))
    let inMonth = try XCTUnwrap(month.days.first { $0.date == ramadan }).times
    let range = try setup.timetable(.range(before...ramadan))
    let hijri = PrayerTimes(
      coordinates: setup.coordinates, date: ramadan, utcOffsetSeconds: 10_800,
      parameters: setup.parameters, hijriCalendar: .ummAlQura)
    let kernel = PrayerTimes(
      coordinates: setup.coordinates, date: ramadan, utcOffsetSeconds: 10_800,
      parameters: setup.parameters, inRamadan: true)
    for t in [frontDoor, inMonth, range.days.last!.times, hijri, kernel] {
      XCTAssertEqual(try gap(t), 120, accuracy: 0.5)
      XCTAssertEqual(t.isha, kernel.isha)
    }
    XCTAssertEqual(try gap(range.days[0].times), 90, accuracy: 0.5)
    // The snapshot built that day shows the same Isha.
    let snapshot = try SnapshotBuilder.build(
      SnapshotRequest(setup, locale: SnapshotLocale(lang: .en), now: Instant(kernel.dhuhr)!))
    let isha = try XCTUnwrap(snapshot.days[0].prayers.first { $0.id == .isha })
    XCTAssertEqual(isha.at, Instant(kernel.isha)!.millisecondsSince1970)
    // Turned off, the usual Isha.
    var settings = PrayerSettings()
    settings.ramadanIsha = .off
    let off = try Timetable(for: .city("Makkah"), dates: .date(ramadan), settings: settings)
    XCTAssertEqual(try gap(off.days[0].times), 90, accuracy: 0.5)
  }

  /// `PrayerStatus` against the widget reader's current and next prayer, at every boundary of a
  /// week of days (a second ± either side) and at noon and midnight.
  func testStatus_AgreesWithTheWidgetReader() throws {
    let setup = try PrayerSetup(.city("Istanbul"))
    let snapshot = try SnapshotBuilder.build(
      SnapshotRequest(setup, locale: SnapshotLocale(lang: .en), now: Self.now))
    var moments: [Instant] = []
    for day in snapshot.days.prefix(7) {
      for p in day.prayers { moments += [p.at - 1000, p.at, p.at + 1000].map(Instant.init(millisecondsSince1970:)) }
      moments += [day.sunrise.at - 1000, day.sunrise.at + 1000].map(Instant.init(millisecondsSince1970:))
    }
    moments = moments.filter { $0 >= Self.now }
    XCTAssertGreaterThan(moments.count, 100)
    for moment in moments {
      guard case .showing(let shown) = WidgetReader.state(of: snapshot, now: Instant(millisecondsSince1970: moment.millisecondsSince1970), taps: [])
      else { return XCTFail("\(moment)") }
      let status = setup.status(at: moment)
      XCTAssertEqual(status.current?.kind.rawValue, shown.current?.id.rawValue, "\(moment)")
      XCTAssertEqual(status.next?.kind.rawValue, shown.next?.id.rawValue, "\(moment)")
      XCTAssertEqual(status.next?.instant?.millisecondsSince1970, shown.next?.at, "\(moment)")
      if let current = shown.current {
        XCTAssertEqual(status.currentEnds?.millisecondsSince1970, current.endsAt, "\(moment)")
      }
      XCTAssertEqual(status.secondsLeft.map { $0 > 0 }, true)
    }
  }

  func testStatus_AfterIshaAndBeforeFajr() throws {
    let setup = try PrayerSetup(.city("Makkah"))
    let days = try setup.timetable(.range(Self.date(2026, 12, 1)...Self.date(2026, 12, 2))).days
    let isha = try XCTUnwrap(Instant(days[0].times.isha))
    let after = setup.status(at: isha.adding(seconds: 60))
    XCTAssertEqual(after.current?.kind, .isha)
    XCTAssertEqual(after.next?.kind, .fajr)
    XCTAssertEqual(after.next?.instant, Instant(days[1].times.fajr))
    XCTAssertEqual(after.currentEnds, Instant(days[1].times.fajr))
    let morning = try XCTUnwrap(Instant(days[1].times.sunrise)).adding(seconds: 600)
    XCTAssertNil(setup.status(at: morning).current)
    XCTAssertEqual(setup.status(at: morning).next?.kind, .dhuhr)
  }

  func testDateSpans_RowsAsAsked() throws {
    let apia = try PrayerSetup(.city("Apia"))
    XCTAssertEqual(apia.zone.name, "Pacific/Apia")
    // Samoa skipped 2011-12-30: a range has no row for it, a count of rows runs one day on.
    let range = try apia.timetable(.range(Self.date(2011, 12, 29)...Self.date(2011, 12, 31)))
    XCTAssertEqual(range.days.map(\.date), [Self.date(2011, 12, 29), Self.date(2011, 12, 31)])
    let rows = try apia.timetable(.days(from: Self.date(2011, 12, 29), count: 3))
    XCTAssertEqual(rows.days.map(\.date), [Self.date(2011, 12, 29), Self.date(2011, 12, 31), Self.date(2012, 1, 1)])
    XCTAssertEqual(try apia.timetable(.year(2011)).days.count, 364)
    // Jakarta's Ramadan 1448: 30 days by MABIMS (Indonesia's calendar, the default there), 29
    // by Umm al-Qura.
    var ummAlQura = PrayerSettings()
    ummAlQura.calendar = CalendarSettings(system: HijriCalendar.ummAlQura.system)
    XCTAssertEqual(
      try PrayerSetup(.city("Jakarta"), settings: ummAlQura).timetable(.ramadan(hijriYear: 1448)).days.count, 29)
    let jakarta = try PrayerSetup(.city("Jakarta"))
    XCTAssertEqual(try jakarta.timetable(.ramadan(hijriYear: 1448)).days.count, 30)
    // The next Ramadan not ended, from a December day.
    let next = try jakarta.timetable(.ramadan(hijriYear: nil), now: Self.now)
    XCTAssertEqual(next.days.first?.date, Self.date(2027, 2, 8))
    let week = try jakarta.timetable(.next(days: 7), now: Self.now)
    XCTAssertEqual(week.days.map(\.date), (0..<7).map { Self.date(2026, 12, 1).adding(days: $0) })
    XCTAssertThrowsError(try jakarta.timetable(.year(2101))) { error in
      guard case .outsideSupportedYears = error as? PrayerSetupError else { return XCTFail("\(error)") }
    }
  }

  func testCountry_ChoosesTheCalendarWhenNoneIsGiven() throws {
    let istanbul = try PrayerSetup(.city("Istanbul"))
    XCTAssertEqual(istanbul.hijriCalendar.system, HijriCalendar.turkey.system)
    guard case .country(let entry, _) = istanbul.calendarSource else {
      return XCTFail("\(istanbul.calendarSource)")
    }
    XCTAssertEqual(entry.country, "TR")
    XCTAssertTrue(
      istanbul.calendarSource.reason(.options).hasPrefix("the calendar of TR (--city Istanbul, TR): turkey; source: "))
    XCTAssertEqual(try PrayerSetup(.city("Makkah")).hijriCalendar, .ummAlQura)
  }
}
