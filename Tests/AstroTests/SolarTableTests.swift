import XCTest

@testable import Astro

/// The precomputed Sun (``SolarTable``) against the model it was fitted to (``SolarPosition``,
/// the VSOP87D series with nutation and aberration), across its whole span.
final class SolarTableTests: XCTestCase {
  /// α − Eₑ and δ within 3·10⁻¹⁰ rad (6·10⁻⁵″) and R within 10⁻⁷ au of the series at 20 000
  /// instants spread over 1899-12 to 2101-01 (scrambled, so every segment and phase within it is hit).
  func testSolarTable_MatchesTheSeries() {
    var worst = (alpha: 0.0, delta: 0.0, r: 0.0)
    let first = SolarTable.firstJulianEphemerisDay
    let span = SolarTable.endJulianEphemerisDay - first
    var state: UInt64 = 0x2026_1201
    for i in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let f = (Double(i) + Double(state >> 11) / Double(1 << 53)) / 20_000
      let jde = first + f * span
      guard let table = SolarTable.position(julianEphemerisDay: jde) else {
        return XCTFail("no table value at JDE \(jde)")
      }
      let series = SolarPosition(julianEphemerisDay: jde)
      let alpha = series.rightAscension - series.nutation.equationOfTheEquinoxes
      worst.alpha = max(worst.alpha, abs(remainder(table.rightAscensionMinusEquinoxes - alpha, 2 * .pi)))
      worst.delta = max(worst.delta, abs(table.declination - series.declination))
      worst.r = max(worst.r, abs(table.distance - series.distance))
    }
    XCTAssertLessThan(worst.alpha, 3e-10)
    XCTAssertLessThan(worst.delta, 3e-10)
    XCTAssertLessThan(worst.r, 1e-7)
    print("SolarTable vs SolarPosition: α−Eₑ \(worst.alpha) rad, δ \(worst.delta) rad, R \(worst.r) au")
  }

  /// Both ends of the span, and no value just outside it (the series answers there).
  func testSolarTable_SpanEndsExactly() {
    XCTAssertNotNil(SolarTable.position(julianEphemerisDay: SolarTable.firstJulianEphemerisDay))
    XCTAssertNotNil(SolarTable.position(julianEphemerisDay: SolarTable.endJulianEphemerisDay - 1e-6))
    XCTAssertNil(SolarTable.position(julianEphemerisDay: SolarTable.firstJulianEphemerisDay - 1e-6))
    XCTAssertNil(SolarTable.position(julianEphemerisDay: SolarTable.endJulianEphemerisDay))
    // Every day of 1900-2100 and the week around it.
    XCTAssertLessThan(SolarTable.firstJulianEphemerisDay, Double(CivilDate(year: 1900, month: 1, day: 1)!.julianDayNumber) - 5)
    XCTAssertGreaterThan(SolarTable.endJulianEphemerisDay, Double(CivilDate(year: 2100, month: 12, day: 31)!.julianDayNumber) + 5)
  }

  /// A node's hour angle and declination are the same from the table and from the series, on
  /// either side of the table's end (2101), so a window across it is smooth.
  func testSolarEphemerisNodes_TableAgreesWithSeriesAtTheEdge() {
    let inside = SolarEphemeris(dayNumbers: 2_488_440...2_488_450)
    for n in 2_488_440...2_488_450 {
      var source = SolarSource()
      let t = Double(n) - 0.5
      let p = SolarPosition(julianEphemerisDay: JulianDate(t).julianEphemerisDay)
      let g = SiderealTime.greenwichMean(julianDate: t) - (p.rightAscension - p.nutation.equationOfTheEquinoxes)
      let node = SolarEphemeris.node(dayNumber: n, after: nil, source: &source)
      XCTAssertEqual(remainder(node.hourAngle - g, 2 * .pi), 0, accuracy: 3e-10)
      XCTAssertEqual(node.sinDec, sin(p.declination), accuracy: 3e-10)
    }
    XCTAssertEqual(inside.dayNumbers, 2_488_440...2_488_450)
  }
}
