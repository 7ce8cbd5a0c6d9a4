import TestSupport
import XCTest

@testable import Astro

/// Jean Meeus, *Astronomical Algorithms*, 2nd ed. (1998): the worked examples, at the book's
/// printed precision.
final class MeeusExamplesTests: XCTestCase {
  /// Example 7.a, p. 61, and the table of p. 62 (Gregorian dates).
  func testJulianDay_MeeusExample7aAndTable() {
    XCTAssertEqual(CivilDate(year: 1957, month: 10, day: 4)!.julianDayNumber, 2_436_116)  // 7.a: 2436116.31 at 4.81
    let table: [(Int, Int, Int, Double)] = [
      (2000, 1, 1, 2_451_545.0), (1999, 1, 1, 2_451_179.5), (1987, 1, 27, 2_446_822.5),
      (1987, 6, 19, 2_446_966.0), (1988, 1, 27, 2_447_187.5), (1988, 6, 19, 2_447_332.0),
      (1900, 1, 1, 2_415_020.5), (1600, 1, 1, 2_305_447.5), (1600, 12, 31, 2_305_812.5),
    ]
    // The table gives JD at 0h (x.5) or at 12h (x.0) of the date; the day number is the noon JD.
    for (y, m, d, jd) in table {
      XCTAssertEqual(Double(CivilDate(year: y, month: m, day: d)!.julianDayNumber), jd.rounded(.up), "\(y)-\(m)-\(d)")
    }
  }

  /// Example 7.c, p. 64: JD 2436116.31 is 1957 October 4.81.
  func testCalendarDate_MeeusExample7c() {
    let date = CivilDate(julianDayNumber: Int((2_436_116.31 + 0.5).rounded(.down)))
    XCTAssertEqual(date, CivilDate(year: 1957, month: 10, day: 4))
  }

  /// Example 7.e/7.f, p. 65: 1954 June 30 is a Wednesday; day of year of 1978 Nov 14 is 318,
  /// of 1988 Apr 22 is 113.
  func testWeekdayAndDayOfYear_MeeusExamples7eTo7g() {
    XCTAssertEqual(CivilDate(year: 1954, month: 6, day: 30)!.isoWeekday, 3)
    XCTAssertEqual(CivilDate(year: 1978, month: 11, day: 14)!.dayOfYear, 318)
    XCTAssertEqual(CivilDate(year: 1988, month: 4, day: 22)!.dayOfYear, 113)
  }

  /// Example 12.a, p. 88: 1987 April 10, 0h UT: mean sidereal time 13h10m46.3668s, apparent
  /// 13h10m46.1351s.
  func testSiderealTime_MeeusExample12a() {
    let jd = 2_446_895.5
    let mean = Angle(radians: SiderealTime.greenwichMean(julianDate: jd)).degrees
    XCTAssertEqual(mean, hms(13, 10, 46.3668), accuracy: 0.00005 / 3600 * 15)
    // Meeus uses Δψ and ε of example 22.a at 0h TD; the 56 s of ΔT change them by nothing visible.
    let apparent = Angle(radians: SiderealTime.greenwichApparent(julianDate: jd)).degrees
    XCTAssertEqual(apparent, hms(13, 10, 46.1351), accuracy: 0.00005 / 3600 * 15)
  }

  /// Example 12.b, p. 89: 1987 April 10, 19h21m00s UT: θ₀ = 128.7378734°.
  ///
  /// Eq. (12.4) evaluated in exact decimal arithmetic gives 128.73787328°, 1.2 × 10⁻⁷° below
  /// the printed value; the tolerance allows that and the 4 × 10⁻⁸° of double rounding
  /// (10⁻⁷° of sidereal time is 0.00003 s).
  func testSiderealTime_MeeusExample12b() {
    let jd = 2_446_895.5 + (19 + 21.0 / 60) / 24
    let mean = Angle(radians: SiderealTime.greenwichMean(julianDate: jd)).degrees
    XCTAssertEqual(mean, 128.737_873_4, accuracy: 0.000_000_2)
  }

  /// Example 22.a, p. 148: 1987 April 10, 0h TD: Δψ = −3.788″, Δε = +9.443″,
  /// ε₀ = 23°26′27.407″, ε = 23°26′36.850″.
  func testNutation_MeeusExample22a() {
    let n = Nutation(julianEphemerisDay: 2_446_895.5)
    XCTAssertEqual(Angle(radians: n.longitude).degrees * 3600, -3.788, accuracy: 0.0005)
    XCTAssertEqual(Angle(radians: n.obliquity).degrees * 3600, 9.443, accuracy: 0.0005)
    XCTAssertEqual(Angle(radians: n.meanObliquity).degrees, dms(23, 26, 27.407), accuracy: 0.0005 / 3600)
    // The book adds its rounded ε₀ and Δε; the unrounded sum is 36.8493″.
    XCTAssertEqual(Angle(radians: n.trueObliquity).degrees, dms(23, 26, 36.850), accuracy: 0.001 / 3600)
  }

  /// Example 25.b, pp. 169–170: the Sun on 1992 October 13.0 TD with VSOP87. Meeus works the
  /// example with the truncated series of Appendix III (Θ = 199.907347°, β = +0.62″,
  /// R = 0.99760775, λ = 199°54′21.818″, α = 198.378178°, δ = −7.783871°) and then quotes the
  /// complete theory: Θ = 199°54′26.18″, β = +0.72″, R = 0.99760853. Our series is much closer
  /// to the complete theory, so the checks below use the complete-theory figures, and the
  /// Appendix-III-based ones within the 0.3″ by which the book says they differ. Δψ = +15.908″,
  /// Δε = −0.308″, ε = 23.4401443°, aberration −20.539″.
  func testSolarPosition_MeeusExample25b() {
    let sun = SolarPosition(julianEphemerisDay: 2_448_908.5)
    // The complete series give 0.9976085202 (computed from Data/vsop87); ours, truncated, is
    // 1.3 × 10⁻⁸ au below that.
    XCTAssertEqual(sun.distance, 0.997_608_53, accuracy: 0.000_000_03)
    XCTAssertEqual(Angle(radians: sun.latitude).degrees * 3600, 0.72, accuracy: 0.005)
    XCTAssertEqual(Angle(radians: sun.nutation.longitude).degrees * 3600, 15.908, accuracy: 0.0005)
    XCTAssertEqual(Angle(radians: sun.nutation.obliquity).degrees * 3600, -0.308, accuracy: 0.0005)
    XCTAssertEqual(Angle(radians: sun.nutation.trueObliquity).degrees, 23.440_144_3, accuracy: 0.000_000_1)
    // λ = Θ + Δψ − 20.4898″/R with the complete-theory Θ and R.
    let lambda = dms(199, 54, 26.18 + 15.908 - 20.4898 / 0.997_608_53)
    XCTAssertEqual(Angle(radians: sun.apparentLongitude).degrees, lambda, accuracy: 0.005 / 3600)
    XCTAssertEqual(Angle(radians: sun.apparentLongitude).degrees, dms(199, 54, 21.818), accuracy: 0.3 / 3600)
    XCTAssertEqual(Angle(radians: sun.rightAscension).degrees, 198.378_178, accuracy: 0.3 / 3600)
    XCTAssertEqual(Angle(radians: sun.declination).degrees, -7.783_871, accuracy: 0.3 / 3600)
  }

  /// Example 11.a, p. 82: Palomar, φ = 33°21′22″, H = 1706 m: ρ sin φ′ = 0.546861,
  /// ρ cos φ′ = 0.836339, so ρ = 0.999 233.
  func testGeocentricRadius_MeeusExample11a() {
    let palomar = Coordinates(latitude: dms(33, 21, 22), longitude: -116.86, elevation: 1706)!
    let rho = (0.546_861 * 0.546_861 + 0.836_339 * 0.836_339).squareRoot()
    XCTAssertEqual(palomar.geocentricRadius, rho, accuracy: 0.000_001)
  }
}
