import XCTest

@testable import Astro

final class DeltaTTests: XCTestCase {
  /// Observed ΔT (Espenak & Meeus, NASA "Historical values of ΔT", from Morrison & Stephenson and
  /// the IERS), against the polynomials that fit them: within a second to 2005, and within the 3 s
  /// by which the 2005–2050 extrapolation has run ahead since (observed 69.36 s in 2020).
  func testDeltaT_MatchesObservedValues() {
    let observed: [(Double, Double)] = [
      (1900, -2.72), (1910, 10.38), (1920, 21.16), (1930, 24.02), (1940, 24.33), (1950, 29.15),
      (1960, 33.15), (1970, 40.18), (1980, 50.54), (1990, 56.86), (2000, 63.83), (2005, 64.69),
    ]
    for (year, value) in observed {
      XCTAssertEqual(DeltaT.seconds(atYear: year), value, accuracy: 1.0, "\(year)")
    }
    XCTAssertEqual(DeltaT.seconds(atYear: 2020), 69.36, accuracy: 3.0)
  }

  /// The branches of the piecewise model join without jumps over 1 s (a jump would shift the
  /// Sun by 0.04″ per second — harmless, but it would betray a mistyped coefficient).
  func testDeltaT_ContinuousAcrossBranches() {
    for year in [1600.0, 1700, 1800, 1860, 1900, 1920, 1941, 1961, 1986, 2005, 2050, 2150] {
      let before = DeltaT.seconds(atYear: year - 1e-9)
      let after = DeltaT.seconds(atYear: year)
      XCTAssertEqual(before, after, accuracy: 1.0, "\(year)")
    }
  }
}
