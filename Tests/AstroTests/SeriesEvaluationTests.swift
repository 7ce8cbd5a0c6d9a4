import XCTest

@testable import Astro

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fast evaluations of the series (rotated phases for consecutive days, products of multiples
/// for nutation) against the direct sums of Meeus's formulas, term by term with a cosine each.
final class SeriesEvaluationTests: XCTestCase {
  /// The direct nutation sum, Meeus (22.1) and Table 22.A, as the book writes it: Δψ, Δε (″).
  private func directNutation(jde: Double) -> (psi: Double, eps: Double) {
    let t = (jde - JulianDate.j2000) / 36_525
    func deg(_ c: Double...) -> Double {
      var v = 0.0
      for x in c.reversed() { v = v * t + x }
      return v * .pi / 180
    }
    let d = deg(297.85036, 445_267.111480, -0.0019142, 1.0 / 189_474)
    let m = deg(357.52772, 35_999.050340, -0.0001603, -1.0 / 300_000)
    let mp = deg(134.96298, 477_198.867398, 0.0086972, 1.0 / 56_250)
    let f = deg(93.27191, 483_202.017538, -0.0036825, 1.0 / 327_270)
    let om = deg(125.04452, -1_934.136261, 0.0020708, 1.0 / 450_000)
    var psi = 0.0
    var eps = 0.0
    for term in nutationTerms1980 {
      let arg =
        Double(term.d) * d + Double(term.m) * m + Double(term.mp) * mp + Double(term.f) * f
        + Double(term.om) * om
      psi += (term.psi + term.psiT * t) * sin(arg)
      eps += (term.eps + term.epsT * t) * cos(arg)
    }
    return (psi * 1e-4, eps * 1e-4)
  }

  func testNutation_productsOfMultiplesEqualTheDirectSum() {
    XCTAssertLessThanOrEqual(Nutation.largestMultiple, 4)
    var worst = 0.0
    var jde = 2_415_020.5  // 1900
    while jde < 2_524_593.5 {  // 2200
      let fast = Nutation(julianEphemerisDay: jde)
      let direct = directNutation(jde: jde)
      let radiansPerArcsecond = Double.pi / 648_000
      worst = max(
        worst, abs(fast.longitude / radiansPerArcsecond - direct.psi),
        abs(fast.obliquity / radiansPerArcsecond - direct.eps))
      jde += 37.123
    }
    // The direct sum itself rounds at about 10⁻¹² ″ (arguments of 10⁴ rad); both agree far below
    // the theory's 0.0003″ per omitted term.
    XCTAssertLessThan(worst, 1e-9, "largest difference \(worst)″")
  }

  func testVSOP87Sweep_consecutiveDaysEqualTheDirectSums() {
    // 0h UT of 400 consecutive days in 2026 and in 1905 (ΔT moving fastest in the 20th century's
    // first decades): the instants drift off the day grid by ΔT's change, carried by the
    // derivative; reseeds every 64 days.
    for start in [2_461_041.5, 2_416_845.5] {
      var sweep = VSOP87EarthSweep()
      var worst = (l: 0.0, b: 0.0, r: 0.0)
      for n in 0..<400 {
        let jde = JulianDate(start + Double(n)).julianEphemerisDay
        let tau = (jde - JulianDate.j2000) / 365_250
        let fast = sweep.sums(tau: tau)
        worst.l = max(worst.l, abs(fast.l - VSOP87Earth.sum(VSOP87EarthSeries.l, tau: tau)))
        worst.b = max(worst.b, abs(fast.b - VSOP87Earth.sum(VSOP87EarthSeries.b, tau: tau)))
        worst.r = max(worst.r, abs(fast.r - VSOP87Earth.sum(VSOP87EarthSeries.r, tau: tau)))
      }
      // 10⁻¹² rad is 2·10⁻⁷ ″; L itself is summed from terms up to 6283 τ (rounding ~10⁻¹³).
      XCTAssertLessThan(worst.l, 1e-12, "L, start \(start)")
      XCTAssertLessThan(worst.b, 1e-12, "B, start \(start)")
      XCTAssertLessThan(worst.r, 1e-12, "R, start \(start)")
    }
  }

  func testVSOP87Sweep_jumpsAndRepeatsStartAfresh() {
    // Not the next day (a jump, the same day twice, a step back): the phases are recomputed.
    var sweep = VSOP87EarthSweep()
    let days = [0.0, 1, 2, 40, 40, 39, 41, 42, -3000, -2999, 0.5, 1.5]
    for day in days {
      let tau = (2_461_041.5 + day + 69.0 / 86_400 - JulianDate.j2000) / 365_250
      let fast = sweep.sums(tau: tau)
      XCTAssertEqual(fast.l, VSOP87Earth.sum(VSOP87EarthSeries.l, tau: tau), accuracy: 1e-12, "day \(day)")
      XCTAssertEqual(fast.r, VSOP87Earth.sum(VSOP87EarthSeries.r, tau: tau), accuracy: 1e-12, "day \(day)")
    }
  }

  func testSolarEphemeris_nodesEqualDirectPositions() {
    // The tabulated places (sweep) against positions computed alone (direct sums), in 2101,
    // after SolarTable's span (where the nodes come from the series; SolarTableTests compares
    // the table with it).
    let ephemeris = SolarEphemeris(dayNumbers: 2_488_500...2_488_600)
    XCTAssertNil(SolarTable.position(julianEphemerisDay: 2_488_499))
    for n in stride(from: 2_488_503, through: 2_488_597, by: 7) {
      guard let tabulated = ephemeris.nodes(around: Double(n) - 0.5) else {
        return XCTFail("no nodes around \(n)")
      }
      let direct = SolarPosition(at: JulianDate(Double(n) - 0.5))
      XCTAssertEqual(tabulated.center, Double(n) - 0.5)
      XCTAssertEqual(tabulated.sinDecCoefficients.0, sin(direct.declination), accuracy: 1e-13)
      XCTAssertEqual(tabulated.cosDecCoefficients.0, cos(direct.declination), accuracy: 1e-13)
      XCTAssertEqual(tabulated.distance, direct.distance, accuracy: 1e-13)
    }
  }
}
