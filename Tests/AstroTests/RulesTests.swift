import Foundation
import XCTest

@testable import Astro

/// Each rule of the prayer day checked against its definition, recomputed here from the Sun's
/// events (`SolarDay`) with rounding off: the high-latitude bounds, interval Maghrib and Isha,
/// the Moonsighting seasonal minutes, midnight conventions, rounding, adjustments and Diyanet's
/// rule beyond 45°.
final class RulesTests: XCTestCase {
  // MARK: - Helpers

  static let horizon = Angle.degrees(-0.8333)
  static let london = Coordinates(latitude: 51.5074, longitude: -0.1278)!
  static let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!

  static func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { CivilDate(year: y, month: m, day: d)! }

  static func parameters(
    _ method: CalculationMethod, _ rule: HighLatitudeRule? = nil, rounding: Rounding = .none
  ) -> CalculationParameters {
    var p = method.parameters
    if let rule { p.highLatitudeRule = rule }
    p.rounding = rounding
    return p
  }

  static func times(
    _ c: Coordinates, _ d: CivilDate, _ offset: Int, _ p: CalculationParameters
  ) -> PrayerTimes {
    PrayerTimes(coordinates: c, date: d, utcOffsetSeconds: offset, parameters: p, inRamadan: false)
  }

  static func day(
    _ c: Coordinates, _ d: CivilDate, _ offset: Int, _ sampling: SunSampling = .continuous
  ) -> SolarDay {
    SolarDay(coordinates: c, date: d, utcOffsetSeconds: offset, sunSampling: sampling)
  }

  /// The instant of a time that must exist.
  func at(
    _ t: PrayerTime, _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> JulianDate {
    try XCTUnwrap(t.instant, "\(label): \(t)", file: file, line: line)
  }

  func at(
    _ e: SunEvent, _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> JulianDate {
    try XCTUnwrap(e.instant, "\(label): \(e)", file: file, line: line)
  }

  /// Asserts two instants within `seconds`.
  func assertSame(
    _ a: JulianDate, _ b: JulianDate, within seconds: Double = 1, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(a.seconds(to: b), 0, accuracy: seconds, label, file: file, line: line)
  }

  /// Asserts that on each date (at UTC+9) Isha exists and does not come before Maghrib.
  func assertIshaNotBeforeMaghrib(
    _ place: Coordinates, on dates: [CivilDate], _ p: CalculationParameters,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for d in dates {
      let t = Self.times(place, d, 9 * 3600, p)
      let maghrib = try at(t.maghrib, "maghrib \(d)", file: file, line: line)
      let isha = try at(t.isha, "isha \(d)", file: file, line: line)
      XCTAssertGreaterThanOrEqual(isha.value, maghrib.value, "\(d)", file: file, line: line)
    }
  }

  /// Sunset of D−1 → sunrise of D, and sunset of D → sunrise of D+1, from `SolarDay`.
  func nights(_ c: Coordinates, _ d: CivilDate, _ offset: Int) throws -> (
    sunsetBefore: JulianDate, sunrise: JulianDate, sunset: JulianDate, nextSunrise: JulianDate
  ) {
    (
      try at(Self.day(c, d.adding(days: -1), offset).evening(altitude: Self.horizon), "sunset D−1"),
      try at(Self.day(c, d, offset).morning(altitude: Self.horizon), "sunrise D"),
      try at(Self.day(c, d, offset).evening(altitude: Self.horizon), "sunset D"),
      try at(Self.day(c, d.adding(days: 1), offset).morning(altitude: Self.horizon), "sunrise D+1")
    )
  }

  // MARK: - High-latitude rules (London, 21 June 2026, MWL: no 18° or 17° twilight)

  static let solstice = date(2026, 6, 21)

  /// Fajr = sunrise − portion × (sunset D−1 → sunrise D); Isha = sunset + portion × (sunset D →
  /// sunrise D+1), marked as coming from the rule.
  func checkPortion(
    _ rule: HighLatitudeRule, fajr fajrPortion: Double, isha ishaPortion: Double,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let n = try nights(Self.london, Self.solstice, 3600)
    let t = Self.times(Self.london, Self.solstice, 3600, Self.parameters(.mwl, rule))
    let fajr = try at(t.fajr, "fajr \(rule)")
    let isha = try at(t.isha, "isha \(rule)")
    let nightBefore = n.sunsetBefore.seconds(to: n.sunrise)
    let nightAfter = n.sunset.seconds(to: n.nextSunrise)
    assertSame(
      fajr, n.sunrise.adding(seconds: -fajrPortion * nightBefore), "fajr \(rule)", file: file,
      line: line)
    assertSame(
      isha, n.sunset.adding(seconds: ishaPortion * nightAfter), "isha \(rule)", file: file,
      line: line)
    XCTAssertEqual(t.fajr.origin, .highLatitudeRule, "\(rule)", file: file, line: line)
    XCTAssertEqual(t.isha.origin, .highLatitudeRule, "\(rule)", file: file, line: line)
    // Imsak stays 10 minutes before the bounded Fajr.
    assertSame(try at(t.imsak, "imsak"), fajr.adding(seconds: -600), "imsak \(rule)", file: file, line: line)
    // Sunrise and sunset themselves are astronomical and equal SolarDay's.
    assertSame(try at(t.sunrise, "sunrise"), n.sunrise, within: 0.001, "sunrise", file: file, line: line)
    assertSame(try at(t.sunset, "sunset"), n.sunset, within: 0.001, "sunset", file: file, line: line)
  }

  func testTwilightAngle_London_Solstice_FajrIsSunriseMinus18Over60OfTheNight() throws {
    try checkPortion(.twilightAngle, fajr: 18.0 / 60, isha: 17.0 / 60)
  }

  func testSeventhOfTheNight_London_Solstice() throws {
    try checkPortion(.seventhOfTheNight, fajr: 1.0 / 7, isha: 1.0 / 7)
  }

  func testMiddleOfTheNight_London_Solstice_FajrAndIshaAtTheMiddle() throws {
    try checkPortion(.middleOfTheNight, fajr: 0.5, isha: 0.5)
  }

  func testNoRule_London_Solstice_NoFajrNoIsha() {
    let t = Self.times(Self.london, Self.solstice, 3600, Self.parameters(.mwl, HighLatitudeRule.none))
    XCTAssertEqual(t.fajr, .sunAlwaysAbove)
    XCTAssertEqual(t.isha, .sunAlwaysAbove)
    XCTAssertEqual(t.imsak, .sunAlwaysAbove)
    XCTAssertNotNil(t.sunrise.instant)
    XCTAssertEqual(t.sunrise.origin, .astronomical)
    XCTAssertEqual(t.estimatedKinds, [])
  }

  /// Above 48.5°: the share of the night the twilight takes at 48.5° on the same meridian and
  /// date (capped at ½).
  func testNearestLatitude_London_Solstice_ShareOfTheNightAt48_5() throws {
    let reference = Coordinates(latitude: 48.5, longitude: Self.london.longitude)!
    let r = try nights(reference, Self.solstice, 3600)
    let dawn = try at(
      Self.day(reference, Self.solstice, 3600).morning(altitude: .degrees(-18)), "dawn at 48.5°")
    let dusk = try at(
      Self.day(reference, Self.solstice, 3600).evening(altitude: .degrees(-17)), "dusk at 48.5°")
    let fajrShare = min(0.5, dawn.seconds(to: r.sunrise) / r.sunsetBefore.seconds(to: r.sunrise))
    let ishaShare = min(0.5, r.sunset.seconds(to: dusk) / r.sunset.seconds(to: r.nextSunrise))
    XCTAssertGreaterThan(fajrShare, 0.3)  // the 18° twilight nearly fills the night at 48.5°
    try checkPortion(.nearestLatitude(.degrees(48.5)), fajr: fajrShare, isha: ishaShare)

    // Below the reference latitude the rule does nothing: Paris (48.86°)… is above; Vienna
    // (48.21°) is below: its Fajr is the astronomical 18° time.
    let vienna = Coordinates(latitude: 48.21, longitude: 16.37)!
    let v = Self.times(vienna, Self.solstice, 7200, Self.parameters(.mwl, .nearestLatitude(.degrees(48.5))))
    let astronomical = try at(Self.day(vienna, Self.solstice, 7200).morning(altitude: .degrees(-18)), "Vienna dawn")
    assertSame(try at(v.fajr, "Vienna fajr"), astronomical, within: 0.001, "Vienna fajr")
    XCTAssertEqual(v.fajr.origin, .astronomical)
  }

  /// Where the twilight is real and shorter than the bound, the rule leaves the astronomical time
  /// (London in December, Cairo in March); where it is real but longer than the bound, the bound
  /// wins and is marked (55° N in May with ⅐ of the night).
  func testBounds_OnlyMoveTimesBeyondThem() throws {
    let cairo = Coordinates(latitude: 30.0444, longitude: 31.2357)!
    let cases: [(String, Coordinates, CivilDate, Int, HighLatitudeRule)] = [
      ("London Dec twilightAngle", Self.london, Self.date(2026, 12, 21), 0, .twilightAngle),
      ("London Dec middle", Self.london, Self.date(2026, 12, 21), 0, .middleOfTheNight),
      ("Cairo Mar middle", cairo, Self.date(2026, 3, 20), 7200, .middleOfTheNight),
      ("Cairo Mar seventh", cairo, Self.date(2026, 3, 20), 7200, .twilightAngle),
    ]
    for (label, c, d, offset, rule) in cases {
      let t = Self.times(c, d, offset, Self.parameters(.mwl, rule))
      let dawn = try at(Self.day(c, d, offset).morning(altitude: .degrees(-18)), label)
      let dusk = try at(Self.day(c, d, offset).evening(altitude: .degrees(-17)), label)
      assertSame(try at(t.fajr, label), dawn, within: 0.001, label)
      assertSame(try at(t.isha, label), dusk, within: 0.001, label)
      XCTAssertEqual(t.fajr.origin, .astronomical, label)
      XCTAssertEqual(t.isha.origin, .astronomical, label)
    }

    let north = Coordinates(latitude: 55, longitude: 0)!
    let d = Self.date(2026, 5, 1)
    let n = try nights(north, d, 0)
    let dawn = try at(Self.day(north, d, 0).morning(altitude: .degrees(-18)), "55° dawn")
    let bound = n.sunrise.adding(seconds: -n.sunsetBefore.seconds(to: n.sunrise) / 7)
    XCTAssertLessThan(dawn, bound)  // the real twilight is longer than a seventh of the night
    let t = Self.times(north, d, 0, Self.parameters(.mwl, .seventhOfTheNight))
    assertSame(try at(t.fajr, "55° fajr"), bound, "55° fajr")
    XCTAssertEqual(t.fajr.origin, .highLatitudeRule)
  }

  // MARK: - Interval Maghrib and Isha

  func testUmmAlQura_IshaIsMaghribPlus90MinutesExactly() throws {
    for d in [Self.date(2026, 1, 15), Self.date(2026, 6, 21), Self.date(2026, 11, 29)] {
      var p = Self.parameters(.ummAlQura)
      var t = Self.times(Self.makkah, d, 3 * 3600, p)
      let maghrib = try at(t.maghrib, "maghrib")
      XCTAssertEqual(maghrib.seconds(to: try at(t.isha, "isha")), 5400, accuracy: 0.001, "\(d)")
      assertSame(maghrib, try at(t.sunset, "sunset"), within: 0.001, "maghrib = sunset \(d)")
      XCTAssertEqual(t.isha.origin, .interval)
      // The interval counts from the Maghrib shown: a Maghrib adjustment moves Isha too, an Isha
      // adjustment (Ramadan's +30) only Isha.
      p.adjustments.maghrib = 2
      p.adjustments.isha = 30
      t = Self.times(Self.makkah, d, 3 * 3600, p)
      let m2 = try at(t.maghrib, "maghrib")
      XCTAssertEqual(maghrib.seconds(to: m2), 120, accuracy: 0.001)
      XCTAssertEqual(m2.seconds(to: try at(t.isha, "isha")), 7200, accuracy: 0.001, "\(d)")
    }
  }

  func testPortugal_MaghribSunsetPlus3_IshaMaghribPlus77() throws {
    let lisbon = Coordinates(latitude: 38.7223, longitude: -9.1393)!
    for (d, offset) in [(Self.date(2026, 1, 15), 0), (Self.date(2026, 7, 15), 3600)] {
      let t = Self.times(lisbon, d, offset, Self.parameters(.portugal))
      let sunset = try at(t.sunset, "sunset")
      let maghrib = try at(t.maghrib, "maghrib")
      XCTAssertEqual(sunset.seconds(to: maghrib), 180, accuracy: 0.001, "\(d)")
      XCTAssertEqual(maghrib.seconds(to: try at(t.isha, "isha")), 77 * 60, accuracy: 0.001, "\(d)")
      XCTAssertEqual(t.transit.seconds(to: try at(t.dhuhr, "dhuhr")), 300, accuracy: 0.001, "\(d)")
      assertSame(sunset, try at(Self.day(lisbon, d, offset).evening(altitude: Self.horizon), "sunset"), within: 0.001, "\(d)")
    }
  }

  /// Kemenag's horizon: −0.8333° less the dip 1.76′ √h, rounded to the whole degree, so that
  /// sunrise and sunset are those of −1° up to about 517 m and of −2° above.
  func testKemenag_HorizonIsTheHeightsRoundedToTheDegree() throws {
    let d = Self.date(2026, 3, 20)
    var plain = Self.parameters(.kemenag)
    plain.appliesElevation = false
    plain.horizonStep = nil
    for (metres, degrees) in [(0.0, -1.0), (16, -1), (500, -1), (540, -2), (728, -2)] {
      let point = Coordinates(latitude: -6.92222, longitude: 107.60694, elevation: metres)!
      var fixed = plain
      fixed.horizon = .degrees(degrees)
      let t = Self.times(point, d, 7 * 3600, Self.parameters(.kemenag))
      let f = Self.times(point, d, 7 * 3600, fixed)
      assertSame(try at(t.sunrise, "sunrise"), try at(f.sunrise, "fixed sunrise"), within: 0.001, "\(metres) m")
      assertSame(try at(t.sunset, "sunset"), try at(f.sunset, "fixed sunset"), within: 0.001, "\(metres) m")
    }
  }

  /// Jordan: Maghrib 2.5 minutes after the sunset of the place's height, sunrise 2 minutes
  /// before its sunrise; the height's horizon is −0.8333° less the dip 1.76′ √h, not rounded.
  func testJordan_MaghribSunsetPlus2AndAHalf_AtTheHeight() throws {
    let amman = Coordinates(latitude: 31.9539, longitude: 35.9106, elevation: 757)!
    let d = Self.date(2026, 5, 10)
    let t = Self.times(amman, d, 3 * 3600, Self.parameters(.jordan))
    XCTAssertEqual(
      try at(t.sunset, "sunset").seconds(to: try at(t.maghrib, "maghrib")), 150, accuracy: 0.001)
    let horizon = Angle.degrees(-0.8333 - 1.76 / 60 * 757.0.squareRoot())
    let sun = Self.day(amman, d, 3 * 3600)
    assertSame(try at(t.sunset, "sunset"), try at(sun.evening(altitude: horizon), "sunset at 757 m"), within: 0.001, "sunset")
    assertSame(
      try at(t.sunrise, "sunrise"), try at(sun.morning(altitude: horizon), "sunrise at 757 m").adding(seconds: -120),
      within: 0.001, "sunrise")
    let dusk = try at(Self.day(amman, d, 3 * 3600).evening(altitude: .degrees(-18)), "dusk")
    assertSame(try at(t.isha, "isha"), dusk, within: 0.001, "isha 18°")
  }

  // MARK: - Moonsighting Committee seasonal minutes

  /// The booklet's constants (Shaukat, *Fajr and Isha*, 2015, §10–§12) for |LT|, as A, B, C, D.
  static func booklet(_ lt: Double) -> (fajr: [Double], isha: [Double]) {
    let l = abs(lt) / 55
    return (
      [75 + 28.65 * l, 75 + 19.44 * l, 75 + 32.74 * l, 75 + 48.10 * l],
      [75 + 25.60 * l, 75 + 2.05 * l, 75 - 9.21 * l, 75 + 6.14 * l]
    )
  }

  func testMoonsighting_BookletConstantsAt40Degrees() {
    let c = Self.booklet(40)
    for (ours, restated) in zip(c.fajr, [95.8, 89.1, 98.8, 110.0]) {
      XCTAssertEqual(ours, restated, accuracy: 0.05)
    }
    for (ours, restated) in zip(c.isha, [93.6, 76.5, 68.3, 79.5]) {
      XCTAssertEqual(ours, restated, accuracy: 0.05)
    }
  }

  /// Fajr = later(sunrise − seasonal minutes, 18° dawn); Isha = earlier(sunset + seasonal
  /// minutes, 18° dusk), at the four nodes of the booklet's curve, north and south, plus one day
  /// between nodes of a leap year (1 January = day 11, 22 March 2028 = day 92).
  func testMoonsighting_SeasonalMinutesAt40Degrees() throws {
    let constants = Self.booklet(40)
    // (latitude, date, DYY, offset)
    var cases: [(Double, CivilDate, Int)] = [
      (40, Self.date(2025, 12, 21), 0), (40, Self.date(2026, 3, 22), 91),
      (40, Self.date(2026, 5, 7), 137), (40, Self.date(2026, 6, 22), 183),
      (-40, Self.date(2026, 6, 21), 0), (-40, Self.date(2026, 9, 20), 91),
      (-40, Self.date(2026, 11, 5), 137), (-40, Self.date(2026, 12, 21), 183),
      (40, Self.date(2028, 1, 1), 11), (40, Self.date(2028, 3, 22), 92),
      (40, Self.date(2026, 8, 15), 237), (40, Self.date(2026, 11, 1), 315),
    ]
    cases.append((40, Self.date(2027, 12, 20), 364))
    func curve(_ v: [Double], _ dyy: Int) -> Double {
      let n = Double(dyy)
      switch dyy {
      case ..<91: return v[0] + (v[1] - v[0]) * n / 91
      case ..<137: return v[1] + (v[2] - v[1]) * (n - 91) / 46
      case ..<183: return v[2] + (v[3] - v[2]) * (n - 137) / 46
      case ..<229: return v[3] + (v[2] - v[3]) * (n - 183) / 46
      case ..<275: return v[2] + (v[1] - v[2]) * (n - 229) / 46
      default: return v[1] + (v[0] - v[1]) * (n - 275) / 91
      }
    }
    for (lat, d, dyy) in cases {
      let place = Coordinates(latitude: lat, longitude: 0)!
      let label = "lat \(lat) \(d) DYY \(dyy)"
      let t = Self.times(place, d, 0, Self.parameters(.moonsighting))
      let day = Self.day(place, d, 0)
      let sunrise = try at(day.morning(altitude: Self.horizon), label)
      let sunset = try at(day.evening(altitude: Self.horizon), label)
      let dawn = try at(day.morning(altitude: .degrees(-18)), label)
      let dusk = try at(day.evening(altitude: .degrees(-18)), label)
      let fajrSeasonal = sunrise.adding(seconds: -curve(constants.fajr, dyy) * 60)
      let ishaSeasonal = sunset.adding(seconds: curve(constants.isha, dyy) * 60)
      assertSame(try at(t.fajr, label), max(fajrSeasonal, dawn), within: 0.01, "fajr \(label)")
      assertSame(try at(t.isha, label), min(ishaSeasonal, dusk), within: 0.01, "isha \(label)")
      XCTAssertEqual(
        t.fajr.origin, fajrSeasonal > dawn ? .seasonal : .astronomical, "fajr origin \(label)")
      // The preset's Dhuhr +5 and Maghrib +3.
      XCTAssertEqual(t.transit.seconds(to: try at(t.dhuhr, label)), 300, accuracy: 0.001, label)
      XCTAssertEqual(sunset.seconds(to: try at(t.maghrib, label)), 180, accuracy: 0.001, label)
    }
    // Node values themselves, where the seasonal time wins: 40° N on 22 June (D = 110.0 min).
    let june = Self.times(Coordinates(latitude: 40, longitude: 0)!, Self.date(2026, 6, 22), 0, Self.parameters(.moonsighting))
    let sunrise = try at(Self.day(Coordinates(latitude: 40, longitude: 0)!, Self.date(2026, 6, 22), 0).morning(altitude: Self.horizon), "sunrise")
    XCTAssertEqual(try at(june.fajr, "fajr").seconds(to: sunrise) / 60, 110.0, accuracy: 0.05)
  }

  /// From 55°: Fajr = later(seasonal, sunrise − night/7), Isha = earlier(seasonal, sunset +
  /// night/7), with the night of each.
  func testMoonsighting_From55Degrees_SeventhOfTheNight() throws {
    let place = Coordinates(latitude: 57, longitude: 0)!
    for d in [Self.date(2026, 6, 22), Self.date(2026, 12, 21), Self.date(2026, 3, 22)] {
      let n = try nights(place, d, 0)
      let t = Self.times(place, d, 0, Self.parameters(.moonsighting))
      let dyy = Self.date(d.year - (d.month == 12 && d.day >= 21 ? 0 : 1), 12, 21).days(to: d)
      XCTAssert((0..<366).contains(dyy))
      let constants = Self.booklet(57)
      func minutes(_ v: [Double]) -> Double {
        MoonsightingSeasonal.interpolate((v[0], v[1], v[2], v[3]), dyy)
      }
      let fajrSeasonal = n.sunrise.adding(seconds: -minutes(constants.fajr) * 60)
      let fajrSeventh = n.sunrise.adding(seconds: -n.sunsetBefore.seconds(to: n.sunrise) / 7)
      let ishaSeasonal = n.sunset.adding(seconds: minutes(constants.isha) * 60)
      let ishaSeventh = n.sunset.adding(seconds: n.sunset.seconds(to: n.nextSunrise) / 7)
      assertSame(try at(t.fajr, "\(d)"), max(fajrSeasonal, fajrSeventh), within: 0.01, "fajr \(d)")
      assertSame(try at(t.isha, "\(d)"), min(ishaSeasonal, ishaSeventh), within: 0.01, "isha \(d)")
    }
  }

  // MARK: - Midnight conventions

  func testMidnight_Standard_SunsetToNextSunrise() throws {
    for (c, d, offset) in [(Self.london, Self.date(2026, 3, 10), 0), (Self.makkah, Self.date(2026, 8, 1), 10800)] {
      let n = try nights(c, d, offset)
      let t = Self.times(c, d, offset, Self.parameters(.mwl))
      let night = n.sunset.seconds(to: n.nextSunrise)
      assertSame(try at(t.midnight, "midnight"), n.sunset.adding(seconds: night / 2), within: 0.001, "midnight \(d)")
      assertSame(try at(t.firstThird, "first third"), n.sunset.adding(seconds: night / 3), within: 0.001, "first third \(d)")
      assertSame(try at(t.lastThird, "last third"), n.sunset.adding(seconds: 2 * night / 3), within: 0.001, "last third \(d)")
    }
  }

  func testMidnight_Jafari_SunsetToNextFajr() throws {
    let tehran = Coordinates(latitude: 35.6892, longitude: 51.3890)!
    let d = Self.date(2026, 3, 10)
    let offset = 12600
    let p = Self.parameters(.tehran)
    XCTAssertEqual(p.midnight, .jafari)
    let t = Self.times(tehran, d, offset, p)
    let next = Self.times(tehran, d.adding(days: 1), offset, p)
    let sunset = try at(t.sunset, "sunset")
    let nextFajr = try at(next.fajr, "next fajr")
    let night = sunset.seconds(to: nextFajr)
    assertSame(try at(t.midnight, "midnight"), sunset.adding(seconds: night / 2), within: 0.001, "midnight")
    assertSame(try at(t.lastThird, "last third"), sunset.adding(seconds: 2 * night / 3), within: 0.001, "last third")
    // Tehran's Maghrib is the 4.5° time, after sunset.
    XCTAssertGreaterThan(try at(t.maghrib, "maghrib"), sunset)
  }

  func testMidnight_MaghribToFajr() throws {
    let amman = Coordinates(latitude: 31.9539, longitude: 35.9106)!
    let d = Self.date(2026, 5, 10)
    var p = Self.parameters(.jordan)
    p.midnight = .maghribToFajr
    let t = Self.times(amman, d, 10800, p)
    let next = Self.times(amman, d.adding(days: 1), 10800, p)
    let maghrib = try at(t.maghrib, "maghrib")
    let night = maghrib.seconds(to: try at(next.fajr, "next fajr"))
    assertSame(try at(t.midnight, "midnight"), maghrib.adding(seconds: night / 2), within: 0.001, "midnight")
    assertSame(try at(t.firstThird, "first third"), maghrib.adding(seconds: night / 3), within: 0.001, "first third")
  }

  // MARK: - Rounding

  /// The local clock seconds of an instant.
  static func local(_ t: JulianDate, _ offset: Int) -> Double { t.secondsSince1970 + Double(offset) }

  /// Fajr at Makkah moved (with an adjustment) to `secondsPastMinute` after a local minute, then
  /// rounded; returns (the minute it was moved past, the rounded local clock seconds).
  func roundedFajr(
    secondsPastMinute: Double, rounding: Rounding, offset: Int = 10800,
    date d: CivilDate = date(2026, 4, 2)
  ) throws -> (minute: Double, rounded: Double) {
    let raw = try at(Self.times(Self.makkah, d, offset, Self.parameters(.mwl)).fajr, "fajr")
    let s = Self.local(raw, offset)
    let minute = (s / 60).rounded(.up) * 60 + 120
    var p = Self.parameters(.mwl, rounding: rounding)
    p.adjustments.fajr = (minute + secondsPastMinute - s) / 60
    let rounded = try at(Self.times(Self.makkah, d, offset, p).fajr, "fajr")
    return (minute, Self.local(rounded, offset))
  }

  func testRoundingUp_OnTheMinuteStays_OtherwiseNextMinute() throws {
    for past in [0.0, 0.0005] {
      let r = try roundedFajr(secondsPastMinute: past, rounding: .up)
      XCTAssertEqual(r.rounded, r.minute, accuracy: 0.01, "\(past) s past the minute")
    }
    for past in [0.01, 1, 29.5, 30, 59, 59.99] {
      let r = try roundedFajr(secondsPastMinute: past, rounding: .up)
      XCTAssertEqual(r.rounded, r.minute + 60, accuracy: 0.01, "\(past) s past the minute")
    }
  }

  /// ``Rounding/precaution``: over a year at Makkah with Umm al-Qura's preset, each time a
  /// prayer begins at (and Imsak) is its unrounded instant moved up to the minute, each time one
  /// ends at (sunrise, sunset, midnight) moved down, never by a minute or more; Imsak stays its
  /// ten minutes before Fajr.
  func testRoundingPrecaution_StartsUpEndsDown() throws {
    var raw = CalculationMethod.ummAlQura.parameters
    XCTAssertEqual(raw.rounding, .precaution)
    raw.rounding = .none
    var rounded = raw
    rounded.rounding = .precaution
    var downs = 0
    for offset in 0..<365 {
      let d = Self.date(2026, 1, 1).adding(days: offset)
      let a = PrayerTimes(coordinates: Self.makkah, date: d, utcOffsetSeconds: 10800, parameters: raw, inRamadan: false)
      let b = PrayerTimes(coordinates: Self.makkah, date: d, utcOffsetSeconds: 10800, parameters: rounded, inRamadan: false)
      for kind in TimeKind.allCases {
        guard let t = a[kind].instant, let r = b[kind].instant else {
          XCTAssertEqual(a[kind].instant == nil, b[kind].instant == nil, "\(d) \(kind)")
          continue
        }
        let moved = (r.value - t.value) * 86_400
        let local = (r.value - JulianDate.unixEpoch) * 86_400 + 10800
        let past = local.truncatingRemainder(dividingBy: 60)  // a Julian date holds a minute to ~10 µs
        XCTAssertLessThan(min(past, 60 - past), 0.01, "\(d) \(kind) on a minute")
        if kind.endsATime {
          XCTAssertTrue(moved <= 0.001 && moved > -60, "\(d) \(kind): \(moved) s")
          downs += 1
        } else {
          XCTAssertTrue(moved >= -0.001 && moved < 60, "\(d) \(kind): \(moved) s")
        }
      }
      if let fajr = b.fajr.instant, let imsak = b.imsak.instant {
        XCTAssertEqual((fajr.value - imsak.value) * 1440, 10, accuracy: 1e-6, "\(d)")
      }
    }
    XCTAssertEqual(downs, 365 * 3)
  }

  func testRoundingNearest_HalfUp() throws {
    for past in [0.0, 1, 29, 29.99] {
      let r = try roundedFajr(secondsPastMinute: past, rounding: .nearest)
      XCTAssertEqual(r.rounded, r.minute, accuracy: 0.01, "\(past) s past the minute")
    }
    for past in [30.001, 30.01, 31, 59.9] {
      let r = try roundedFajr(secondsPastMinute: past, rounding: .nearest)
      XCTAssertEqual(r.rounded, r.minute + 60, accuracy: 0.01, "\(past) s past the minute")
    }
  }

  /// Exactly half a minute rounds up. A Julian date represents :30 exactly only at multiples of
  /// 1/64 day (22.5 min): Fajr is moved onto such an instant, checked exactly with rounding off,
  /// then rounded — after 1970 and before (negative clock seconds).
  func testRoundingNearest_ExactHalfMinuteRoundsUp() throws {
    for d in [Self.date(2026, 4, 2), Self.date(1950, 4, 2)] {
      let offset = 10800
      let raw = try at(Self.times(Self.makkah, d, offset, Self.parameters(.mwl)).fajr, "fajr")
      // The first odd multiple of 1/64 day (hh:07:30, hh:22:30 … UT) at least 2 min later.
      var j = ((raw.value - JulianDate.unixEpoch + 120.0 / 86_400) * 64).rounded(.up)
      if j.truncatingRemainder(dividingBy: 2) == 0 { j += 1 }
      let target = JulianDate.unixEpoch + j / 64
      let seconds = (target - JulianDate.unixEpoch) * 86_400
      XCTAssertEqual(seconds - (seconds / 60).rounded(.down) * 60, 30, "\(d): target on :30")
      var p = Self.parameters(.mwl)
      p.adjustments.fajr = (target - raw.value) * 1440
      var exact = false
      for _ in 0..<40 {
        let v = try at(Self.times(Self.makkah, d, offset, p).fajr, "fajr").value
        if v == target { exact = true; break }
        p.adjustments.fajr += (target - v) * 1440
        if (target - v) * 1440 == 0 { p.adjustments.fajr = p.adjustments.fajr.nextUp }
      }
      XCTAssertTrue(exact, "\(d): could not land exactly on :30")
      guard exact else { continue }
      p.rounding = .nearest
      let rounded = try at(Self.times(Self.makkah, d, offset, p).fajr, "fajr")
      XCTAssertEqual(
        JulianDate(target).seconds(to: rounded), 30, accuracy: 0.001, "\(d): :30 rounds up")
      p.rounding = .up
      let up = try at(Self.times(Self.makkah, d, offset, p).fajr, "fajr")
      XCTAssertEqual(JulianDate(target).seconds(to: up), 30, accuracy: 0.001, "\(d): up")
    }
  }

  /// Before 1970 the local clock's seconds are negative: half a minute still rounds up (later),
  /// and `.up` still moves to the next (later) minute.
  func testRounding_BeforeTheUnixEpoch() throws {
    let d = Self.date(1950, 4, 2)
    for (past, rounding, next) in [
      (29.99, Rounding.nearest, false), (30.001, .nearest, true),
      (0, .up, false), (0.01, .up, true), (59.9, .up, true),
    ] {
      let r = try roundedFajr(secondsPastMinute: past, rounding: rounding, date: d)
      XCTAssertLessThan(r.minute, 0)
      XCTAssertEqual(r.rounded, r.minute + (next ? 60 : 0), accuracy: 0.01, "\(rounding) \(past) s past")
    }
  }

  /// Minutes are the local clock's: with an offset that is not a whole number of minutes (a
  /// local mean time such as Amsterdam's +0:19:32) rounded times are on a local minute.
  func testRounding_InTheLocalClock() throws {
    for offset in [19 * 60 + 32, 5 * 3600 + 45 * 60, -(3 * 3600 + 30 * 60), 10800] {
      for rounding in [Rounding.nearest, .up] {
        let d = Self.date(2026, 9, 9)
        let raw = Self.times(Self.london, d, offset, Self.parameters(.mwl))
        let rounded = Self.times(Self.london, d, offset, Self.parameters(.mwl, rounding: rounding))
        for kind in TimeKind.allCases {
          guard let a = raw[kind].instant, let b = rounded[kind].instant else { continue }
          let local = Self.local(b, offset)
          let past = local - (local / 60).rounded(.down) * 60
          XCTAssertTrue(
            past < 0.001 || past > 59.999, "\(kind) offset \(offset) \(rounding): \(past) s past")
          let moved = a.seconds(to: b)
          if rounding == .up {
            XCTAssertTrue(moved > -0.001 && moved < 60, "\(kind) \(offset): moved \(moved)")
          } else {
            XCTAssertTrue(abs(moved) <= 30.001, "\(kind) \(offset): moved \(moved)")
          }
        }
      }
    }
  }

  // MARK: - Adjustments

  /// Each adjustment moves its time by exactly that many minutes, and nothing else — but Imsak,
  /// which counts from the adjusted Fajr, and an interval Isha, which counts from the adjusted
  /// Maghrib.
  func testAdjustments_MoveExactlyTheirTime() throws {
    let adjustable: [TimeKind] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight]
    for method in [CalculationMethod.mwl, .ummAlQura] {
      let base = Self.times(Self.makkah, Self.date(2026, 2, 14), 10800, Self.parameters(method))
      for kind in adjustable {
        for minutes in [7.25, -3.0] {
          var p = Self.parameters(method)
          p.adjustments[kind] = minutes
          let t = Self.times(Self.makkah, Self.date(2026, 2, 14), 10800, p)
          for other in TimeKind.allCases {
            let a = try at(base[other], "\(other)")
            let b = try at(t[other], "\(other)")
            var expected = other == kind ? minutes * 60 : 0
            if kind == .fajr && other == .imsak { expected = minutes * 60 }
            if kind == .maghrib && other == .isha && method == .ummAlQura { expected = minutes * 60 }
            XCTAssertEqual(
              a.seconds(to: b), expected, accuracy: 0.001,
              "\(method) adjust \(kind) \(minutes) min: \(other)")
          }
        }
      }
    }
  }

  /// The method's and the user's adjustments add: Turkey's Sunrise −7 plus a user +2 is −5 from
  /// the astronomical sunrise.
  func testAdjustments_MethodAndUserAdd() throws {
    let d = Self.date(2026, 4, 2)
    let ankara = Coordinates(latitude: 39.9334, longitude: 32.8597)!
    // (Diyanet's Sun is held for the day: the astronomical sunrise is that Sun's.)
    let sunrise = try at(
      Self.day(ankara, d, 10800, .heldForTheDay).morning(altitude: Self.horizon), "sunrise")
    var p = Self.parameters(.turkey)
    XCTAssertEqual(
      sunrise.seconds(to: try at(Self.times(ankara, d, 10800, p).sunrise, "sunrise")), -420,
      accuracy: 0.001)
    p.adjustments.sunrise = 2
    XCTAssertEqual(
      sunrise.seconds(to: try at(Self.times(ankara, d, 10800, p).sunrise, "sunrise")), -300,
      accuracy: 0.001)
  }

  // MARK: - Diyanet beyond 45° (Turkey preset)

  /// Berlin, every day of 2026 (UTC+1 throughout: the offset only picks the day here):
  /// Isha = sunset + min(⅓ (sunset → true dawn, or next sunrise if none), 80 min); from March to
  /// September Fajr = sunrise − (the same interval of the night before + 10 min); the other
  /// months Fajr is the 18° time. Imsak = Fajr; Maghrib = sunset + 7 min; Sunrise shown 7 min
  /// early.
  func testTurkey_Berlin_DiyanetRuleEveryDay() throws {
    let berlin = Coordinates(latitude: 52.52, longitude: 13.405)!
    let offset = 3600
    let p = Self.parameters(.turkey)
    XCTAssertEqual(p.highLatitudeRule, .diyanet)
    let first = Self.date(2026, 1, 1)
    let ephemeris = SolarEphemeris(dates: first...Self.date(2026, 12, 31))
    func interval(sunset: JulianDate, morning: SolarDay) throws -> Double {
      let sunrise = try at(morning.morning(altitude: Self.horizon), "sunrise")
      let dawn = morning.morning(altitude: .degrees(-18)).instant ?? sunrise
      return min(sunset.seconds(to: dawn) / 3, 80 * 60)
    }
    var maxIshaAfterSunset = 0.0
    for n in 0..<365 {
      let d = first.adding(days: n)
      let label = "Berlin \(d)"
      let t = PrayerTimes(
        coordinates: berlin, date: d, utcOffsetSeconds: offset, parameters: p, ephemeris: ephemeris, inRamadan: false)
      // Diyanet's Sun, held for each day.
      let held = p.sunSampling
      let yesterday = SolarDay(coordinates: berlin, date: d.adding(days: -1), utcOffsetSeconds: offset, ephemeris: ephemeris, sunSampling: held)
      let today = SolarDay(coordinates: berlin, date: d, utcOffsetSeconds: offset, ephemeris: ephemeris, sunSampling: held)
      let tomorrow = SolarDay(coordinates: berlin, date: d.adding(days: 1), utcOffsetSeconds: offset, ephemeris: ephemeris, sunSampling: held)
      let sunsetBefore = try at(yesterday.evening(altitude: Self.horizon), label)
      let sunrise = try at(today.morning(altitude: Self.horizon), label)
      let sunset = try at(today.evening(altitude: Self.horizon), label)

      let ishaInterval = try interval(sunset: sunset, morning: tomorrow)
      let isha = try at(t.isha, label)
      assertSame(isha, sunset.adding(seconds: ishaInterval), within: 0.01, "isha \(label)")
      XCTAssertEqual(t.isha.origin, .highLatitudeRule, label)
      maxIshaAfterSunset = max(maxIshaAfterSunset, sunset.seconds(to: isha))

      let fajr = try at(t.fajr, label)
      if (3...9).contains(d.month) {
        let fajrInterval = try interval(sunset: sunsetBefore, morning: today)
        assertSame(fajr, sunrise.adding(seconds: -(fajrInterval + 600)), within: 0.01, "fajr \(label)")
        XCTAssertEqual(t.fajr.origin, .highLatitudeRule, label)
      } else {
        let dawn = try at(today.morning(altitude: .degrees(-18)), label)
        assertSame(fajr, dawn, within: 0.01, "fajr \(label)")
        XCTAssertEqual(t.fajr.origin, .astronomical, label)
      }
      assertSame(try at(t.imsak, label), fajr, within: 0.001, "imsak = fajr \(label)")
      XCTAssertEqual(sunset.seconds(to: try at(t.maghrib, label)), 420, accuracy: 0.001, label)
      XCTAssertEqual(sunrise.seconds(to: try at(t.sunrise, label)), -420, accuracy: 0.001, label)
      XCTAssertEqual(t.transit.seconds(to: try at(t.dhuhr, label)), 300, accuracy: 0.001, label)
    }
    XCTAssertLessThanOrEqual(maxIshaAfterSunset, 80 * 60 + 0.001)
  }

  /// Found by the polar sweep: with an angle Maghrib (Tehran's 4.5°) the Diyanet Isha, capped at
  /// 80 minutes after sunset, fell before Maghrib (72.5° S in May); Isha now comes with Maghrib.
  func testDiyanet_AngleMaghribAfterTheCap_IshaNotBeforeMaghrib() throws {
    let place = Coordinates(latitude: -72.5, longitude: 135)!
    var p = Self.parameters(.tehran)
    p.highLatitudeRule = .diyanet
    p.polarResolution = .unresolved
    try assertIshaNotBeforeMaghrib(place, on: (0..<6).map { Self.date(2027, 5, 6).adding(days: $0) }, p)
  }

  /// Found by the polar sweep: on a night shorter than half an hour (66° N in June) Diyanet's
  /// March–September Fajr, sunrise − (interval + 10 min), fell before that night's Isha and even
  /// before sunset, so that Jafari midnight ran backwards; Fajr is now no earlier than Isha.
  func testDiyanet_NightShorterThanHalfAnHour_FajrNotBeforeIsha() throws {
    let place = Coordinates(latitude: 66, longitude: 0)!
    var p = Self.parameters(.tehran)
    p.highLatitudeRule = .diyanet
    p.polarResolution = .unresolved
    let d = Self.date(2028, 6, 11)
    let today = Self.times(place, d, 0, p)
    let tomorrow = Self.times(place, d.adding(days: 1), 0, p)
    let sunset = try at(today.sunset, "sunset")
    let isha = try at(today.isha, "isha")
    let fajr = try at(tomorrow.fajr, "fajr")
    XCTAssertLessThan(sunset.seconds(to: try at(tomorrow.sunrise, "sunrise")), 30 * 60)
    XCTAssertGreaterThanOrEqual(fajr.value, isha.value)
    XCTAssertGreaterThan(fajr.value, sunset.value)
    let (f, m, l) = (try at(today.firstThird, "1/3"), try at(today.midnight, "mid"), try at(today.lastThird, "2/3"))
    XCTAssertTrue(sunset < f && f < m && m < l, "\(sunset) \(f) \(m) \(l)")
  }

  /// Found by the polar sweep: Jordan's Maghrib (sunset + 5 min) against the middle-of-the-night
  /// Isha of a night shorter than ten minutes (borrowed at 89.5° S in November): Isha came first;
  /// it now comes with Maghrib.
  func testMiddleOfTheNight_IntervalMaghribOnAMinutesLongNight_IshaNotBeforeMaghrib() throws {
    let place = Coordinates(latitude: -89.5, longitude: 135)!
    let p = Self.parameters(.jordan, .middleOfTheNight)
    try assertIshaNotBeforeMaghrib(
      place, on: [Self.date(2027, 11, 26), Self.date(2027, 11, 30), Self.date(2028, 12, 11)], p)
  }

  /// At or below 45° the Diyanet rule is the twilight-angle bound: Ankara's Isha in June is the
  /// 17° time.
  func testTurkey_Ankara_BelowFortyFive_Astronomical() throws {
    let ankara = Coordinates(latitude: 39.9334, longitude: 32.8597)!
    let d = Self.date(2026, 6, 21)
    let t = Self.times(ankara, d, 10800, Self.parameters(.turkey))
    let day = Self.day(ankara, d, 10800, .heldForTheDay)
    assertSame(try at(t.isha, "isha"), try at(day.evening(altitude: .degrees(-17)), "dusk"), within: 0.001, "isha")
    assertSame(try at(t.fajr, "fajr"), try at(day.morning(altitude: .degrees(-18)), "dawn"), within: 0.001, "fajr")
    XCTAssertEqual(t.isha.origin, .astronomical)
  }
}
