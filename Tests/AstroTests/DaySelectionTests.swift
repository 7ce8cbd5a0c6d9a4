import Foundation
import XCTest

@testable import Astro

/// Which solar day belongs to local date D: the one whose transit falls on D in the place's zone.
///
/// Where the zone is far from solar time (Kiritimati UTC+14 at 157° W, Apia UTC+13 at 172° W), the
/// day adhan picks from the longitude alone — the transit nearest 12:00 UT − λ/15 h of UT date D —
/// falls on local date D+1. Baker Island (UTC−12 at 176° W) and Kashgar (UTC+8 at 76° E) are the
/// other extremes: a zone 12 h behind UTC, and a clock 3 h ahead of the Sun.
final class DaySelectionTests: XCTestCase {
  /// A place, its coordinates and its zone's offset from UTC in seconds.
  typealias Place = (name: String, coordinates: Coordinates, offset: Int)

  static let kiritimati: Place = (
    name: "Kiritimati", coordinates: Coordinates(latitude: 1.87, longitude: -157.47)!,
    offset: 14 * 3600)
  static let apia: Place = (
    name: "Apia", coordinates: Coordinates(latitude: -13.83, longitude: -171.76)!,
    offset: 13 * 3600)
  static let baker: Place = (
    name: "Baker Island", coordinates: Coordinates(latitude: 0.19, longitude: -176.48)!,
    offset: -12 * 3600)
  static let kashgar: Place = (
    name: "Kashgar", coordinates: Coordinates(latitude: 39.47, longitude: 75.99)!,
    offset: 8 * 3600)

  static let dates = [
    CivilDate(year: 2024, month: 1, day: 1)!, CivilDate(year: 2024, month: 2, day: 11)!,
    CivilDate(year: 2025, month: 5, day: 14)!, CivilDate(year: 2025, month: 7, day: 26)!,
    CivilDate(year: 2026, month: 11, day: 3)!, CivilDate(year: 2026, month: 11, day: 29)!,
    CivilDate(year: 2026, month: 12, day: 31)!, CivilDate(year: 2028, month: 2, day: 29)!,
  ]

  /// Local clock seconds since 1970 of an instant.
  static func local(_ t: JulianDate, _ offset: Int) -> Double { t.secondsSince1970 + Double(offset) }

  /// The local date of an instant.
  static func localDate(_ t: JulianDate, _ offset: Int) -> CivilDate {
    CivilDate(julianDayNumber: Int((local(t, offset) / 86_400).rounded(.down)) + 2_440_588)
  }

  /// Local clock time of day of an instant, in minutes.
  static func localMinutes(_ t: JulianDate, _ offset: Int) -> Double {
    let s = local(t, offset)
    return (s - (s / 86_400).rounded(.down) * 86_400) / 60
  }

  /// The local mean time of the mean transit, in minutes: 12:00 + offset − λ/15 h.
  static func meanTransitMinutes(_ p: Place) -> Double {
    let m = 720 + Double(p.offset) / 60 - p.coordinates.longitude * 4
    return m - (m / 1440).rounded(.down) * 1440
  }

  /// adhan's choice: the transit nearest 12:00 UT − λ/15 h of UT date D.
  static func longitudeTransit(_ p: Place, _ date: CivilDate) -> JulianDate {
    let approximate = JulianDate(Double(date.julianDayNumber) - p.coordinates.longitude / 360)
    return SolarDay(coordinates: p.coordinates, approximateTransit: approximate).transit
  }

  /// The transit of local date D is on D, at the mean local transit time within the equation of
  /// time (|E| < 16.5 min), and agrees between `PrayerTimes` and `SolarDay`.
  func checkTransitOnLocalDate(_ p: Place, file: StaticString = #filePath, line: UInt = #line) {
    for date in Self.dates {
      let times = PrayerTimes(
        coordinates: p.coordinates, date: date, utcOffsetSeconds: p.offset,
        parameters: CalculationMethod.mwl.parameters, inRamadan: false)
      let label = "\(p.name) \(date)"
      XCTAssertEqual(Self.localDate(times.transit, p.offset), date, label, file: file, line: line)
      let minutes = Self.localMinutes(times.transit, p.offset)
      XCTAssertEqual(minutes, Self.meanTransitMinutes(p), accuracy: 16.5, label, file: file, line: line)
      let day = SolarDay(coordinates: p.coordinates, date: date, utcOffsetSeconds: p.offset)
      XCTAssertEqual(day.transit.value, times.transit.value, accuracy: 1e-9, label, file: file, line: line)
      // Dhuhr (MWL: the transit) and every time of the day near the day: Fajr and Sunrise on D,
      // Isha on D or just after midnight.
      guard let dhuhr = times.dhuhr.instant, let fajr = times.fajr.instant,
        let sunrise = times.sunrise.instant, let isha = times.isha.instant
      else { return XCTFail("\(label): missing time", file: file, line: line) }
      XCTAssertEqual(Self.localDate(dhuhr, p.offset), date, label, file: file, line: line)
      XCTAssertEqual(Self.localDate(fajr, p.offset), date, label, file: file, line: line)
      XCTAssertEqual(Self.localDate(sunrise, p.offset), date, label, file: file, line: line)
      XCTAssertLessThan(fajr, sunrise, label, file: file, line: line)
      XCTAssertLessThan(sunrise, dhuhr, label, file: file, line: line)
      XCTAssertLessThan(dhuhr, isha, label, file: file, line: line)
      XCTAssertLessThan(
        isha.secondsSince1970 - dhuhr.secondsSince1970, 12 * 3600, label, file: file, line: line)
    }
  }

  func testKiritimati_TransitOnLocalDate_NearHalfPastNoon() {
    // 12:00 + 14 h − 10 h 29.9 min = 12:30 local mean time.
    XCTAssertEqual(Self.meanTransitMinutes(Self.kiritimati), 750, accuracy: 0.2)
    checkTransitOnLocalDate(Self.kiritimati)
  }

  func testApia_TransitOnLocalDate_NearHalfPastNoon() {
    XCTAssertEqual(Self.meanTransitMinutes(Self.apia), 747.0, accuracy: 0.1)
    checkTransitOnLocalDate(Self.apia)
  }

  func testBakerIsland_UTCMinus12_TransitOnLocalDate() {
    checkTransitOnLocalDate(Self.baker)
  }

  func testKashgar_ClockThreeHoursAheadOfTheSun_TransitNear15h() {
    // 12:00 + 8 h − 5 h 4 min = 14:56 local mean time.
    XCTAssertEqual(Self.meanTransitMinutes(Self.kashgar), 896.0, accuracy: 0.1)
    checkTransitOnLocalDate(Self.kashgar)
  }

  /// Picking the solar day from the longitude (UT date D) gives, at UTC+14 and UTC+13 west of
  /// 150° W, the transit of local date D+1: exactly one solar day after ours.
  func testLongitudeDayChoice_IsTheNextLocalDate_InKiritimatiAndApia() {
    for p in [Self.kiritimati, Self.apia] {
      for date in Self.dates {
        let ours = PrayerTimes(
          coordinates: p.coordinates, date: date, utcOffsetSeconds: p.offset,
          parameters: CalculationMethod.mwl.parameters, inRamadan: false
        ).transit
        let wrong = Self.longitudeTransit(p, date)
        let label = "\(p.name) \(date): ours \(ours.value), by longitude \(wrong.value)"
        XCTAssertNotEqual(Self.localDate(wrong, p.offset), date, label)
        XCTAssertEqual(Self.localDate(wrong, p.offset), date.adding(days: 1), label)
        XCTAssertEqual(ours.seconds(to: wrong), 86_400, accuracy: 60, label)
      }
    }
  }

  /// The example of SolarDay's documentation: Kiritimati's transit of 29 November 2026 happens on
  /// the 28th in UT. It happens at 22:18 UT (mean transit 22:29.9 UT less the equation of time,
  /// +11.6 min at the end of November), not at 22:28 as the documentation says.
  func testKiritimati_29November2026_TransitAt2218UTOnThe28th() {
    let p = Self.kiritimati
    let transit = SolarDay(
      coordinates: p.coordinates, date: CivilDate(year: 2026, month: 11, day: 29)!,
      utcOffsetSeconds: p.offset
    ).transit
    XCTAssertEqual(Self.localDate(transit, 0), CivilDate(year: 2026, month: 11, day: 28)!)
    XCTAssertEqual(Self.localMinutes(transit, 0), 22 * 60 + 18, accuracy: 1)
  }

  /// Where zone and longitude agree on the date (UTC−12 at 176° W, UTC+8 at 76° E), the
  /// longitude choice is the same solar day.
  func testLongitudeDayChoice_AgreesAtBakerIslandAndKashgar() {
    for p in [Self.baker, Self.kashgar] {
      for date in Self.dates {
        let ours = SolarDay(coordinates: p.coordinates, date: date, utcOffsetSeconds: p.offset)
          .transit
        let byLongitude = Self.longitudeTransit(p, date)
        XCTAssertEqual(ours.value, byLongitude.value, accuracy: 1e-8, "\(p.name) \(date)")
      }
    }
  }

  /// Apia kept UTC+14 in the southern summer until 2021: an hour more of offset changes nothing
  /// about which solar day is D's.
  func testApia_OffsetPlus13AndPlus14_SameSolarDay() {
    for date in Self.dates + [CivilDate(year: 2019, month: 1, day: 15)!] {
      let a = SolarDay(coordinates: Self.apia.coordinates, date: date, utcOffsetSeconds: 13 * 3600)
      let b = SolarDay(coordinates: Self.apia.coordinates, date: date, utcOffsetSeconds: 14 * 3600)
      XCTAssertEqual(a.transit.value, b.transit.value, accuracy: 1e-9, "\(date)")
      XCTAssertEqual(Self.localDate(b.transit, 14 * 3600), date)
    }
  }

  /// Consecutive local dates give consecutive solar days (transits 24 h ± 1 min apart), every
  /// day of a year, at each place: no day skipped or repeated.
  func testConsecutiveDates_ConsecutiveSolarDays_WholeYear() {
    let first = CivilDate(year: 2027, month: 1, day: 1)!
    let last = CivilDate(year: 2027, month: 12, day: 31)!
    let ephemeris = SolarEphemeris(dates: first...last)
    for p in [Self.kiritimati, Self.apia, Self.baker, Self.kashgar] {
      var previous: JulianDate?
      for n in 0...first.days(to: last) {
        let date = first.adding(days: n)
        let transit = SolarDay(
          coordinates: p.coordinates, date: date, utcOffsetSeconds: p.offset, ephemeris: ephemeris
        ).transit
        XCTAssertEqual(Self.localDate(transit, p.offset), date, "\(p.name) \(date)")
        if let previous {
          XCTAssertEqual(previous.seconds(to: transit), 86_400, accuracy: 60, "\(p.name) \(date)")
        }
        previous = transit
      }
    }
  }

  /// Offsets at the ends of the accepted range still select the day on D: UTC+14 and UTC−12 at
  /// the antimeridian, on both sides of it.
  func testExtremeOffsets_AtTheAntimeridian() {
    for (longitude, offset) in [(180.0, 14 * 3600), (180.0, 12 * 3600), (-180.0, -12 * 3600), (179.9, -11 * 3600)] {
      let c = Coordinates(latitude: 10, longitude: longitude)!
      for date in Self.dates {
        let transit = SolarDay(coordinates: c, date: date, utcOffsetSeconds: offset).transit
        XCTAssertEqual(Self.localDate(transit, offset), date, "λ \(longitude) UTC\(offset / 3600) \(date)")
      }
    }
  }
}
