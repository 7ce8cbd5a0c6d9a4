import TestSupport
import XCTest

@testable import Astro

/// Jean Meeus, *Astronomical Algorithms*, 2nd ed. (1998): the Moon's worked examples (chapters
/// 40, 47, 48, 49), at the book's printed precision.
final class LunarExamplesTests: XCTestCase {
  /// Example 47.a, pp. 342–343: 1992 April 12, 0h TD (JDE 2448724.5). The book's intermediate
  /// values: L′ = 134.290182°, D = 113.842304°, M = 97.643514°, M′ = 5.150833°, F = 219.889721°,
  /// E = 1.000194, Σl = −1 127 527, Σb = −3 229 126, Σr = −16 590 875.
  func testLunarPosition_MeeusExample47aSums() {
    let t = (2_448_724.5 - JulianDate.j2000) / 36_525
    let e = LunarPosition.elements(t)
    XCTAssertEqual(Angle(radians: e.lPrime).degrees, 134.290_182, accuracy: 0.000_000_5)
    XCTAssertEqual(Angle(radians: e.d).degrees, 113.842_304, accuracy: 0.000_000_5)
    XCTAssertEqual(Angle(radians: e.m).degrees, 97.643_514, accuracy: 0.000_000_5)
    XCTAssertEqual(Angle(radians: e.mPrime).degrees, 5.150_833, accuracy: 0.000_000_5)
    XCTAssertEqual(Angle(radians: e.f).degrees, 219.889_721, accuracy: 0.000_000_5)
    XCTAssertEqual(e.e, 1.000_194, accuracy: 0.000_000_5)
    let (sumL, sumR, sumB) = LunarPosition.periodicSums(e, t: t)
    print("Meeus 47.a: Σl \(sumL), Σb \(sumB), Σr \(sumR)")
    XCTAssertEqual(sumL, -1_127_527, accuracy: 0.5)
    XCTAssertEqual(sumB, -3_229_126, accuracy: 0.5)
    XCTAssertEqual(sumR, -16_590_875, accuracy: 0.5)
  }

  /// Example 47.a: λ = 133.162655° (geometric), apparent λ = 133.167265° with the book's
  /// Δψ = +0.004610°, β = −3.229126°, Δ = 368 409.7 km, π = 0.991990°; with ε = 23.440636°,
  /// α = 134.688470°, δ = 13.768368°.
  func testLunarPosition_MeeusExample47a() {
    let moon = LunarPosition(julianEphemerisDay: 2_448_724.5)
    let lambda = Angle(radians: moon.longitude).degrees
    let dpsi = Angle(radians: moon.nutation.longitude).degrees
    print(
      "Meeus 47.a: λ \(lambda)° (Δψ \(dpsi * 3600)″), β \(Angle(radians: moon.latitude).degrees)°, "
        + "Δ \(moon.distance) km, π \(Angle(radians: moon.horizontalParallax).degrees)°, "
        + "α \(Angle(radians: moon.rightAscension).degrees)°, δ \(Angle(radians: moon.declination).degrees)°, "
        + "ε \(Angle(radians: moon.nutation.trueObliquity).degrees)°")
    // The geometric longitude, without our nutation: the book's figure to its last digit.
    XCTAssertEqual(lambda - dpsi, 133.162_655, accuracy: 0.000_000_5)
    // Our 63-term IAU 1980 nutation vs the book's Δψ = 0.004610° (16.596″, rounded to 10⁻⁶°).
    XCTAssertEqual(dpsi, 0.004_610, accuracy: 0.000_000_5)
    XCTAssertEqual(lambda, 133.167_265, accuracy: 0.000_001)
    XCTAssertEqual(Angle(radians: moon.latitude).degrees, -3.229_126, accuracy: 0.000_000_5)
    XCTAssertEqual(moon.distance, 368_409.7, accuracy: 0.05)
    XCTAssertEqual(Angle(radians: moon.horizontalParallax).degrees, 0.991_990, accuracy: 0.000_000_5)
    // The book converts its rounded λ (with Δψ rounded to 0.004610°, ours is 0.0046096°) with
    // ε = 23.440636°, 1.1 × 10⁻⁶° above ours; (13.3)–(13.4) on the book's λ, β, ε give exactly
    // its α, δ, on ours 1.5 × 10⁻⁶° less: the tolerance, 2 × 10⁻⁶° (0.007″), covers those
    // roundings and nothing more.
    XCTAssertEqual(Angle(radians: moon.nutation.trueObliquity).degrees, 23.440_636, accuracy: 0.000_002)
    XCTAssertEqual(Angle(radians: moon.rightAscension).degrees, 134.688_470, accuracy: 0.000_002)
    XCTAssertEqual(Angle(radians: moon.declination).degrees, 13.768_368, accuracy: 0.000_002)
  }

  /// Example 48.a, p. 347: 1992 April 12, 0h TD, with the Moon of 47.a and the Sun of 25.a
  /// (α₀ = 20.6579°, δ₀ = 8.6964°, R = 149 971 520 km): ψ = 110.7929°, i = 69.0756°, k = 0.6786.
  func testLunarIllumination_MeeusExample48a() {
    let jde = 2_448_724.5
    let ours = LunarIllumination(
      moon: LunarPosition(julianEphemerisDay: jde), sun: SolarPosition(julianEphemerisDay: jde))
    print(
      "Meeus 48.a: ψ \(Angle(radians: ours.elongation).degrees)°, i \(Angle(radians: ours.phaseAngle).degrees)°, "
        + "k \(ours.fraction)")
    // Our Sun is VSOP87, the book's the low-precision one of ch. 25 (printed to 10⁻⁴°).
    XCTAssertEqual(Angle(radians: ours.elongation).degrees, 110.7929, accuracy: 0.0002)
    XCTAssertEqual(Angle(radians: ours.phaseAngle).degrees, 69.0756, accuracy: 0.0002)
    XCTAssertEqual(ours.fraction, 0.6786, accuracy: 0.000_05)
    XCTAssertTrue(ours.isWaxing)  // 5 days before the full Moon of 1992 April 17
  }

  /// Example 49.a, p. 353: the new Moon of 1977 February, k = −283: JDE 2443192.65118
  /// (1977 February 18, 3h37m42s TD).
  func testLunarPhases_MeeusExample49a() {
    let jde = LunarPhases.julianEphemerisDay(of: .newMoon, k: -283)
    print("Meeus 49.a: JDE \(jde)")
    XCTAssertEqual(jde, 2_443_192.651_18, accuracy: 0.000_005)
    // Solved on the positions, the instant moves by seconds only.
    let solved = LunarPhases.solveLongitudeDifference(0, near: jde)
    XCTAssertEqual(solved, jde, accuracy: 60 / 86_400)
    let event = LunarPhaseEvent(.newMoon, lunation: -283)
    XCTAssertEqual(event.instant.julianEphemerisDay, solved, accuracy: 0.01 / 86_400)
  }

  /// Example 49.b, p. 353: the first last quarter of 2044 (January), k = 544.75:
  /// JDE 2467636.49186 (2044 January 21, 23h47m TD).
  func testLunarPhases_MeeusExample49b() {
    let jde = LunarPhases.julianEphemerisDay(of: .lastQuarter, k: 544.75)
    print("Meeus 49.b: JDE \(jde)")
    XCTAssertEqual(jde, 2_467_636.491_86, accuracy: 0.000_005)
    XCTAssertEqual(LunarPhaseEvent(.lastQuarter, lunation: 544).instant.value, jde, accuracy: 0.01)
  }

  /// Meeus 1998, example 11.a (p. 82): Palomar, 33°21′22″ N, 1706 m: ρ sin φ′ = 0.546861,
  /// ρ cos φ′ = 0.836339.
  func testParallaxConstants_MeeusExample11a() {
    let palomar = Coordinates(latitude: dms(33, 21, 22), longitude: -hms(7, 47, 27), elevation: 1706)!
    let (rhoSin, rhoCos) = palomar.parallaxConstants
    XCTAssertEqual(rhoSin, 0.546_861, accuracy: 0.000_000_5)
    XCTAssertEqual(rhoCos, 0.836_339, accuracy: 0.000_000_5)
  }

  /// Meeus 1998, example 40.a (p. 280) — Mars, the book has no topocentric example for the Moon:
  /// 2003 August 28, 3h17m UT, Palomar (7h47m27s W), θ₀ = 1h40m45s, α = 339.530208°,
  /// δ = −15.771083°, Δ = 0.37276 au (π = 23.592″): α′ = 22h38m08.54s, δ′ = −15°46′30.0″.
  func testTopocentric_MeeusExample40a() {
    let palomar = Coordinates(latitude: dms(33, 21, 22), longitude: -hms(7, 47, 27), elevation: 1706)!
    let topo = TopocentricPosition(
      rightAscension: rad(339.530_208), declination: rad(-15.771_083), distance: 0.372_76,
      coordinates: palomar, greenwichSiderealTime: rad(hms(1, 40, 45)),
      earthRadius: sin(rad(8.794 / 3600)))  // sin π = sin 8.794″ / Δ (40.1)
    let alpha = Angle(radians: topo.rightAscension).degrees
    let delta = Angle(radians: topo.declination).degrees
    print("Meeus 40.a: α′ \(alpha / 15 * 3600 - 22 * 3600 - 38 * 60) s past 22h38m, δ′ \(delta * 3600)″")
    XCTAssertEqual(alpha, hms(22, 38, 8.54), accuracy: 0.005 * 15 / 3600)
    XCTAssertEqual(delta, dms(-15, 46, 30.0), accuracy: 0.05 / 3600)
  }

  /// The Moon's parallax in altitude (no Meeus example for the Moon): seen from a point of the
  /// equator at sea level, the triangle Earth's centre–observer–Moon gives exactly
  /// sin(h − h′) = (R / Δ) cos h′, h geocentric and h′ topocentric altitude; at the horizon the
  /// Moon is lower by its horizontal parallax, ≈ 57′. Elsewhere the ellipsoid (ρ < 1, and the
  /// geodetic vertical 11′ off the geocentric one at 45°) changes it by under 0.4 %.
  func testTopocentric_MoonParallaxInAltitude() {
    var worstEquator = 0.0
    var worstElsewhere = 0.0
    var sawHorizon = false
    for (i, jd) in stride(from: 2_451_545.0, to: 2_451_545.0 + 60, by: 0.37).enumerated() {
      let latitude = i % 2 == 0 ? 0.0 : Double(i % 120) - 60
      let place = Coordinates(latitude: latitude, longitude: Double(i * 37 % 360) - 180)!
      let instant = JulianDate(jd)
      let moon = LunarPosition(at: instant)
      let topo = moon.topocentric(from: place, at: instant)
      // The geocentric altitude: the same transformation with an observer at the centre.
      let geo = TopocentricPosition(
        rightAscension: moon.rightAscension, declination: moon.declination, distance: moon.distance,
        coordinates: place,
        greenwichSiderealTime: SiderealTime.greenwichMean(julianDate: jd) + moon.nutation.equationOfTheEquinoxes,
        earthRadius: 0)
      XCTAssertEqual(geo.distance, moon.distance, accuracy: 1e-6)
      let p = geo.altitude - topo.altitude
      let expected = asin(LunarPosition.earthRadius / moon.distance * cos(topo.altitude))
      XCTAssertGreaterThan(p, 0, "the Moon is always lower seen from the surface")
      if latitude == 0 {
        worstEquator = max(worstEquator, abs(p - expected))
        XCTAssertEqual(p, expected, accuracy: arcsec(0.001))
      } else {
        let relative = abs(p - expected) / moon.horizontalParallax
        worstElsewhere = max(worstElsewhere, relative)
        XCTAssertLessThan(relative, 0.004, "\(place) \(jd)")
      }
      if abs(topo.altitude) < rad(5) {
        sawHorizon = true
        // Near the horizon: lower by ≈ the horizontal parallax.
        XCTAssertEqual(p, moon.horizontalParallax, accuracy: moon.horizontalParallax * 0.01)
      }
    }
    XCTAssertTrue(sawHorizon)
    print(
      "Moon parallax in altitude: equator max |error| \(Angle(radians: worstEquator).degrees * 3600)″, "
        + "elsewhere max \(worstElsewhere * 100) % of π")
  }
}
