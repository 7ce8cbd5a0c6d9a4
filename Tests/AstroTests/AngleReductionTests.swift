import XCTest

@testable import Astro

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fused-multiply-add reductions against libm's `remainder` and `fmod`, and the inline
/// rounding against `round`, bit for bit.
final class AngleReductionTests: XCTestCase {
  /// Arguments of every size the Sun's nodes and sidereal time meet, and the awkward ones: near
  /// half and whole multiples of the modulus, signed zeros, tiny values.
  private func arguments(_ y: Double) -> [Double] {
    var state: UInt64 = 0x5EED
    var values: [Double] = [0, -0.0, 1e-300, -1e-300, y, -y, y / 2, -y / 2, 3 * y / 2, 1e7, -1e7]
    for k in -40...40 {
      for e in [-1e-12, -1e-15, 0, 1e-15, 1e-12] {
        values.append(Double(k) * y * (1 + e))
        values.append((Double(k) + 0.5) * y * (1 + e))
      }
    }
    for _ in 0..<100_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let u = Double(state >> 11) / Double(1 << 53)
      values.append((u - 0.5) * 2_000 * y)
    }
    return values
  }

  func testFastRemainder_EqualsLibmBitForBit() {
    for y in [2 * Double.pi, 360] {
      for x in arguments(y) {
        XCTAssertEqual(fastRemainder(x, y).bitPattern, remainder(x, y).bitPattern, "remainder(\(x), \(y))")
      }
    }
  }

  func testFastTruncatingRemainder_EqualsFmodBitForBit() {
    for y in [2 * Double.pi, 360] {
      for x in arguments(y) {
        XCTAssertEqual(
          fastTruncatingRemainder(x, y).bitPattern, x.truncatingRemainder(dividingBy: y).bitPattern,
          "fmod(\(x), \(y))")
      }
    }
  }

  func testRoundedHalfAway_EqualsRoundBitForBit() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p53 + 2, 1e300, -1e300,
      .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    ]
    for k in -2_000...2_000 {
      for e in [-1e-12, -1e-16, 0, 1e-16, 1e-12] {
        values.append(Double(k) * (1 + e))
        values.append((Double(k) + 0.5) * (1 + e))
        values.append(Double(k) + 0.5 + e)
      }
    }
    var state: UInt64 = 0x5EED
    for _ in 0..<100_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let u = Double(state >> 11) / Double(1 << 53)
      values.append((u - 0.5) * 6e6)  // Julian dates, hour-angle turns
      values.append(u - 0.5)
    }
    for x in values {
      XCTAssertEqual(roundedHalfAway(x).bitPattern, x.rounded().bitPattern, "round(\(x))")
    }
    XCTAssertTrue(roundedHalfAway(.nan).isNaN)
  }
}
