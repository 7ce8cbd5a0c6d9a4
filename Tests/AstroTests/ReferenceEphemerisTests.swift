import Foundation
import TestSupport
import XCTest

@testable import Astro

/// The Sun's events against JPL's DE421 ephemeris (skyfield), for random places (|latitude|
/// ≤ 65°), dates (1901–2052), depression angles and both Asr factors: `Data/reference/`.
final class ReferenceEphemerisTests: XCTestCase {
  struct Case {
    let coordinates: Coordinates
    let date: CivilDate
    let utcOffsetHours: Int
    var events: [String: Double?] = [:]
  }

  static func loadCases(_ file: String = "reference/solar_events_de421.csv") throws -> [Case] {
    var cases: [Int: Case] = [:]
    var order: [Int] = []
    for f in CSV.records(try dataFile(file)).dropFirst() {
      guard f.count == 7, let id = Int(f[0]), let lat = Double(f[1]), let lon = Double(f[2]),
        let offset = Int(f[3]), let date = CivilDate(iso8601: f[4])
      else { throw CocoaError(.fileReadCorruptFile) }
      if cases[id] == nil {
        cases[id] = Case(
          coordinates: Coordinates(latitude: lat, longitude: lon)!, date: date, utcOffsetHours: offset)
        order.append(id)
      }
      cases[id]!.events[f[5]] = f[6].isEmpty ? .some(nil) : Double(f[6])
    }
    return order.map { cases[$0]! }
  }

  /// Our event for a reference event name, on one solar day.
  static func event(_ name: String, on day: SolarDay) -> SunEvent? {
    if name == "transit" { return .at(day.transit) }
    if name == "sunrise" { return day.morning(altitude: .degrees(-0.8333)) }
    if name == "sunset" { return day.evening(altitude: .degrees(-0.8333)) }
    if name.hasPrefix("dawn"), let a = Double(name.dropFirst(4)) { return day.morning(altitude: .degrees(-a)) }
    if name.hasPrefix("dusk"), let a = Double(name.dropFirst(4)) { return day.evening(altitude: .degrees(-a)) }
    if name == "asr1" { return day.asr(shadowFactor: 1) }
    if name == "asr2" { return day.asr(shadowFactor: 2) }
    return nil
  }

  /// Every event within one second of DE421; none missing, none made up.
  func testSolarEvents_WithinOneSecondOfDE421() throws {
    let cases = try Self.loadCases()
    XCTAssertGreaterThanOrEqual(cases.count, 1000)
    var errors: [Double] = []
    var missing = 0
    var madeUp = 0
    var worst = (0.0, "")
    for c in cases {
      let day = SolarDay(coordinates: c.coordinates, date: c.date, utcOffsetSeconds: c.utcOffsetHours * 3600)
      for (name, reference) in c.events {
        guard let ours = Self.event(name, on: day) else {
          XCTFail("unknown event \(name)")
          continue
        }
        switch (reference, ours.instant) {
        case (.some(let jd), .some(let t)):
          let e = abs(t.value - jd) * 86_400
          errors.append(e)
          if e > worst.0 { worst = (e, "\(c.coordinates.latitude),\(c.coordinates.longitude) \(c.date) \(name)") }
          XCTAssertLessThanOrEqual(e, 1.0, "\(c.coordinates) \(c.date) \(name): \(e) s")
        case (.some, .none):
          missing += 1
          XCTFail("\(c.coordinates) \(c.date) \(name): DE421 has it, we say \(ours)")
        case (.none, .some(let t)):
          madeUp += 1
          XCTFail("\(c.coordinates) \(c.date) \(name): DE421 has none, we say \(t)")
        case (.none, .none): break
        }
      }
    }
    errors.sort()
    print(
      "DE421 comparison: \(errors.count) events, median \(quantile(errors, 0.5)) s, "
        + "p99 \(quantile(errors, 0.99)) s, max \(worst.0) s (\(worst.1)); missing \(missing), made up \(madeUp)")
  }

  /// The same events through ``PrayerTimes`` with the custom method, no high-latitude rule and
  /// no rounding: Fajr 18°, sunrise, Dhuhr, Asr (both factors), sunset, Maghrib 4.5°, Isha 17°.
  func testPrayerTimes_CustomRawMatchesDE421() throws {
    let cases = try Self.loadCases()
    var worst = 0.0
    for hanafi in [false, true] {
      var p = CalculationParameters(
        method: .custom, fajr: .depression(.degrees(18)), isha: .depression(.degrees(17)),
        maghrib: .depression(.degrees(4.5)), asr: hanafi ? .hanafi : .standard,
        highLatitudeRule: .none, polarResolution: .unresolved, rounding: .none)
      p.horizon = .degrees(-0.8333)
      for c in cases {
        let t = PrayerTimes(
          coordinates: c.coordinates, date: c.date, utcOffsetSeconds: c.utcOffsetHours * 3600, parameters: p, inRamadan: false)
        let pairs: [(PrayerTime, String)] = [
          (t.fajr, "dawn18"), (t.sunrise, "sunrise"), (t.dhuhr, "transit"),
          (t.asr, hanafi ? "asr2" : "asr1"), (t.sunset, "sunset"), (t.maghrib, "dusk4.5"), (t.isha, "dusk17"),
        ]
        for (time, name) in pairs {
          guard let reference = c.events[name] else { continue }
          switch (reference, time.instant) {
          case (.some(let jd), .some(let ours)):
            let e = abs(ours.value - jd) * 86_400
            worst = max(worst, e)
            XCTAssertLessThanOrEqual(e, 1.0, "\(c.coordinates) \(c.date) \(name)")
            XCTAssertEqual(time.origin, .astronomical)
          case (.none, .none): break
          default: XCTFail("\(c.coordinates) \(c.date) \(name): reference \(String(describing: reference)), ours \(time)")
          }
        }
      }
    }
    print("PrayerTimes (custom, raw) vs DE421: max \(worst) s")
  }

  /// Beyond the polar circles (65°–90°, `solar_events_de421_polar.csv`, crossings only): the
  /// same events exist in both, and they agree to a second except where the Sun grazes the
  /// altitude (it then moves so slowly in altitude that 0.1″ is worth seconds).
  func testSolarEvents_PolarExistenceMatchesDE421() throws {
    let cases = try Self.loadCases("reference/solar_events_de421_polar.csv")
    XCTAssertGreaterThanOrEqual(cases.count, 400)
    var errors: [Double] = []
    var worst = (0.0, "")
    var disagreements: [String] = []
    for c in cases {
      let day = SolarDay(coordinates: c.coordinates, date: c.date, utcOffsetSeconds: c.utcOffsetHours * 3600)
      for (name, reference) in c.events {
        guard let ours = Self.event(name, on: day) else { continue }
        switch (reference, ours.instant) {
        case (.some(let jd), .some(let t)):
          let e = abs(t.value - jd) * 86_400
          errors.append(e)
          if e > worst.0 { worst = (e, "\(c.coordinates.latitude),\(c.coordinates.longitude) \(c.date) \(name)") }
        case (.none, .none): break
        default:
          disagreements.append("\(c.coordinates.latitude),\(c.coordinates.longitude) \(c.date) \(name): DE421 \(String(describing: reference)), ours \(ours)")
        }
      }
    }
    errors.sort()
    print(
      "DE421 polar: \(errors.count) events, median \(quantile(errors, 0.5)) s, p99 \(quantile(errors, 0.99)) s, "
        + "max \(worst.0) s (\(worst.1)); existence disagreements \(disagreements.count)")
    XCTAssertTrue(disagreements.isEmpty, disagreements.prefix(20).joined(separator: "\n"))
    XCTAssertLessThan(quantile(errors, 0.99), 1.0)
    XCTAssertLessThan(worst.0, 10.0, worst.1)
  }
}
