import XCTest

@testable import Astro

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The crossings' arccosine against the C library's, over the range the arc iteration uses.
final class ArcCosineTests: XCTestCase {
  /// Within 3·10⁻¹³ rad of libm's acos over −0.9995…0.9995 (the crossings use |x| < 0.999), and
  /// the two lanes and the one-value form agree to the bit.
  func testArcCosine_WithinThreeTenthsOfAPicoradianOfLibm() {
    var worst = 0.0
    var worstX = 0.0
    let steps = 400_000
    for i in 0...steps {
      let x = -0.9995 + 1.999 * Double(i) / Double(steps)
      let pair = arcCosine(SIMD2(x, -x))
      let error = abs(pair[0] - acos(x))
      if error > worst { (worst, worstX) = (error, x) }
      XCTAssertEqual(pair[1].bitPattern, arcCosine(-x).bitPattern)
      if i % 1000 == 0 { XCTAssertEqual(arcCosine(x).bitPattern, pair[0].bitPattern) }
    }
    print("arcCosine vs libm acos: max \(worst) rad at x = \(worstX)")
    XCTAssertLessThan(worst, 3e-13, "at x = \(worstX)")
  }
}
