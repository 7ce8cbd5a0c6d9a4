import XCTest

@testable import Astro

/// ``SunSampling/heldForTheDay`` against the closed form of Meeus 1998, eq. 15.1 with the Sun of
/// 0h UT: transit where the local hour angle GHA₀ + 2π t + λ is zero, sunset and the Isha angle
/// where it equals H₀ = arccos((sin h₀ − sin φ sin δ₀) / (cos φ cos δ₀)), with δ₀ and
/// GHA₀ = GAST − α of ``SolarPosition`` at 0h UT of the date.
final class SunSamplingTests: XCTestCase {
  static let istanbul = Coordinates(latitude: 41.01384, longitude: 28.94966)!

  /// The raw times (no precaution, no rounding) of `sampling` at İstanbul on `date`.
  func times(_ date: CivilDate, _ sampling: SunSampling) -> PrayerTimes {
    var p = CalculationMethod.turkey.parameters
    p.methodAdjustments = PrayerAdjustments()
    p.rounding = .none
    p.sunSampling = sampling
    return PrayerTimes(
      coordinates: Self.istanbul, date: date, utcOffsetSeconds: 3 * 3600, parameters: p,
      inRamadan: false)
  }

  /// The closed form: (transit, crossing of `altitude` in the evening), Julian dates (UT).
  func closedForm(_ date: CivilDate, altitude: Double) -> (transit: Double, evening: Double) {
    let jd0 = Double(date.julianDayNumber) - 0.5
    let sun = SolarPosition(at: JulianDate(jd0))
    let gha0 = SiderealTime.greenwichApparent(julianDate: jd0) - sun.rightAscension
    let lambda = Self.istanbul.longitude * .pi / 180
    let phi = Self.istanbul.latitude * .pi / 180
    var t = -(gha0 + lambda) / (2 * .pi)
    t -= t.rounded(.down)
    let h0 = altitude * .pi / 180
    let arc = acos(
      (sin(h0) - sin(phi) * sin(sun.declination)) / (cos(phi) * cos(sun.declination)))
    return (jd0 + t, jd0 + t + arc / (2 * .pi))
  }

  func seconds(_ time: PrayerTime) -> Double? {
    time.instant.map { $0.value * 86_400 }
  }

  func testHeldSun_EqualsTheClosedFormOfThe0hUTSun() throws {
    for date in [
      CivilDate(year: 2026, month: 3, day: 20)!, CivilDate(year: 2026, month: 6, day: 21)!,
      CivilDate(year: 2026, month: 9, day: 1)!, CivilDate(year: 2026, month: 12, day: 21)!,
    ] {
      let held = times(date, .heldForTheDay)
      let sunset = closedForm(date, altitude: -0.8333)
      let isha = closedForm(date, altitude: -17)
      // 2 s: the kernel's topocentric Sun (8.8″ of parallax at the horizon) against the
      // geocentric closed form.
      XCTAssertEqual(try XCTUnwrap(seconds(held.dhuhr)), sunset.transit * 86_400, accuracy: 2, "\(date)")
      XCTAssertEqual(try XCTUnwrap(seconds(held.sunset)), sunset.evening * 86_400, accuracy: 2, "\(date)")
      XCTAssertEqual(try XCTUnwrap(seconds(held.isha)), isha.evening * 86_400, accuracy: 2, "\(date)")
    }
  }

  func testHeldSun_DiffersFromTheSunAtTheEvent_ByTheSunsMotionSince0hUT() throws {
    // 20 March: the declination grows by 0.39° a day, so the Sun of 0h UT is south of the
    // evening's and the held sunset is earlier, by about 55 s at 41° N; 21 June: the declination
    // stands still, and only the equation of time's change (13 s a day) parts them, by about
    // 10 s; 1 September: later.
    let spring = CivilDate(year: 2026, month: 3, day: 20)!
    let summer = CivilDate(year: 2026, month: 6, day: 21)!
    let autumn = CivilDate(year: 2026, month: 9, day: 1)!
    func delta(_ d: CivilDate) throws -> Double {
      try XCTUnwrap(seconds(times(d, .heldForTheDay).sunset))
        - XCTUnwrap(seconds(times(d, .continuous).sunset))
    }
    XCTAssertLessThan(try delta(spring), -40)
    XCTAssertEqual(try delta(summer), 0, accuracy: 15)
    XCTAssertGreaterThan(try delta(autumn), 25)
  }

  func testHeldSun_SharedEphemerisEqualsTheOneDayCall() throws {
    var p = CalculationMethod.turkey.parameters
    p.rounding = .none
    let first = CivilDate(year: 2026, month: 1, day: 1)!
    let ephemeris = SolarEphemeris(dates: first...first.adding(days: 40))
    var calculator = PrayerCalculator(coordinates: Self.istanbul, parameters: p, ephemeris: ephemeris)
    for d in 0..<30 {
      let date = first.adding(days: d)
      let shared = calculator.times(on: date, utcOffsetSeconds: 3 * 3600, inRamadan: false)
      let alone = PrayerTimes(
        coordinates: Self.istanbul, date: date, utcOffsetSeconds: 3 * 3600, parameters: p,
        inRamadan: false)
      for kind in TimeKind.allCases {
        XCTAssertEqual(
          try XCTUnwrap(seconds(shared[kind])), try XCTUnwrap(seconds(alone[kind])), accuracy: 0.01,
          "\(kind) \(date)")
      }
    }
  }
}
