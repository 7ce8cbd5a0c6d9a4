import XCTest

@testable import Astro

/// The interpolated track equals the direct theories, and the young-Moon quantities at sunset
/// hold their definitions.
final class MoonTrackTests: XCTestCase {
  /// Over 40 days, every 17 minutes, the interpolated Moon and Sun are within 0.01″ of
  /// ``LunarPosition`` and ``SolarPosition`` (the cubic's error is about 0.001″ for two-hour
  /// nodes; a bug in the weights or the node index shows as arcminutes).
  func testTrack_MatchesDirectPositions() {
    let start = JulianDate(2_461_373.5)  // 2026-11-29 0h UT
    let end = JulianDate(start.value + 40)
    let track = MoonTrack(from: start, to: end)
    var worstMoon = 0.0
    var worstSun = 0.0
    var worstDistance = 0.0
    var t = start.value
    while t <= end.value {
      let instant = JulianDate(t)
      XCTAssertTrue(track.covers(instant))
      let moon = LunarPosition(at: instant)
      let sun = SolarPosition(at: instant)
      let m = track.geocentric(at: instant)
      let s = track.sunGeocentric(at: instant)
      worstMoon = max(
        worstMoon,
        angularSeparation(moon.rightAscension, moon.declination, m.rightAscension, m.declination))
      worstSun = max(
        worstSun,
        angularSeparation(sun.rightAscension, sun.declination, s.rightAscension, s.declination))
      worstDistance = max(worstDistance, abs(moon.distance - m.distance))
      t += 17.0 / 1440
    }
    let toArcsec = 648_000 / Double.pi
    print("MoonTrack: max Moon \(worstMoon * toArcsec)″, Sun \(worstSun * toArcsec)″, distance \(worstDistance) km")
    XCTAssertLessThan(worstMoon * toArcsec, 0.01)
    XCTAssertLessThan(worstSun * toArcsec, 0.01)
    XCTAssertLessThan(worstDistance, 0.01)
    XCTAssertFalse(track.covers(JulianDate(end.value + 1)))
  }

  /// At sunset the Sun's topocentric centre is at −50′ (the sunset definition), the track and
  /// the direct theories give the same sky, and "the Moon is up" agrees with the upper limb's
  /// altitude.
  func testMoonAtSunset_Definitions() throws {
    let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
    let date = CivilDate(year: 2026, month: 2, day: 18)!
    let direct = try XCTUnwrap(MoonAtSunset(coordinates: makkah, date: date, utcOffsetSeconds: 10_800))
    XCTAssertEqual(direct.sunAltitude * 180 / .pi, -50.0 / 60, accuracy: 0.002)
    let track = MoonTrack(from: JulianDate(2_461_088.5), to: JulianDate(2_461_091.5))
    let fast = try XCTUnwrap(
      MoonAtSunset(coordinates: makkah, date: date, utcOffsetSeconds: 10_800, track: track))
    XCTAssertEqual(fast.moonAltitude, direct.moonAltitude, accuracy: 1e-8)
    XCTAssertEqual(fast.elongation, direct.elongation, accuracy: 1e-8)
    let limb = LunarHorizon.upperLimbAltitude(at: makkah, direct.sunset)
    XCTAssertEqual(limb > 0, direct.moonIsUp)
    // The day after the conjunction, 2026-02-17 12:01:09 UT by DE421
    // (Data/reference/moon_phases_de421.csv): the age is sunset minus that, within a minute.
    XCTAssertEqual(
      direct.moonAgeSeconds, JulianDate(2_461_089.000_800_19).seconds(to: direct.sunset),
      accuracy: 60)
    XCTAssertTrue(direct.isAfterConjunction)
    // The topocentric Moon is lower than the geocentric one by about its parallax (~0.9°) near
    // the horizon.
    XCTAssertEqual(
      (direct.geocentricMoonAltitude - direct.moonAltitude) * 180 / .pi, 0.95, accuracy: 0.08)
  }
}

/// Instants far outside any sensible range never trap the Moon's API.
final class MoonExtremeInstantsTests: XCTestCase {
  func testMoon_ExtremeInstantsDoNotTrap() {
    let track = MoonTrack(from: JulianDate(2_461_000), to: JulianDate(2_461_002))
    let place = Coordinates(latitude: 10, longitude: 20)!
    for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1e7] {
      let t = JulianDate(value)
      _ = LunarPhases.lunation(nearestNewMoonTo: t)
      _ = track.covers(t)
      _ = track.topocentric(from: place, at: t)
      _ = track.geocentric(at: t)
      XCTAssertTrue(LunarHorizon.crossings(at: place, from: t, to: JulianDate(value + 1)).count <= 2)
    }
    _ = LunarPhases.events(from: JulianDate(-1e300), to: JulianDate(1e300))
  }
}
