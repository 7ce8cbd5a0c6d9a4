#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// An angle, stored in radians.
///
/// The unit-carrying type of Astro's public API: latitudes, longitudes, depression angles and
/// bearings cross the API as `Angle`, and formulas inside the module work on plain `Double`
/// radians. There is deliberately no float-literal conformance (a bare `18` hides its unit) and no
/// `Angle * Angle`.
///
///     let fajr = Angle.degrees(18)
///     fajr.radians   // 0.3141592653589793
public struct Angle: Sendable, Hashable, Comparable, Codable {
  /// The angle in radians, not normalized.
  public var radians: Double

  /// Creates an angle from radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `value` degrees.
  public static func degrees(_ value: Double) -> Angle { Angle(radians: value * .pi / 180) }

  /// An angle of `value` radians.
  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

  /// An angle of `value` arcseconds.
  public static func arcseconds(_ value: Double) -> Angle { Angle(radians: value * .pi / 648_000) }

  /// The zero angle.
  public static let zero = Angle(radians: 0)

  /// The angle in degrees, not normalized.
  public var degrees: Double { radians * 180 / .pi }

  /// The same direction expressed in [0°, 360°).
  public func normalized() -> Angle {
    let turn = 2 * Double.pi
    var r = fastTruncatingRemainder(radians, turn)
    if r < 0 { r += turn }
    if r >= turn { r = 0 }  // −tiny + 2π rounds up to 2π
    return Angle(radians: r)
  }

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
  public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
  public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
  /// The ratio of two angles, a plain number.
  public static func / (a: Angle, b: Angle) -> Double { a.radians / b.radians }
}

extension Angle: CustomStringConvertible {
  public var description: String { "\(degrees)°" }
}

/// Degrees → radians for formulas that quote the book in degrees.
@inline(__always) func rad(_ degrees: Double) -> Double { degrees * (.pi / 180) }
/// Radians → degrees.
@inline(__always) func deg(_ radians: Double) -> Double { radians * (180 / .pi) }
/// Arcseconds → radians.
@inline(__always) func arcsec(_ seconds: Double) -> Double { seconds * (.pi / 648_000) }

/// `x.rounded()` (to the nearest integer, halves away from zero) bit for bit, without the call to
/// libm's `round` that the x86-64 baseline needs: below 2⁵² in magnitude, x − trunc(x) is exact
/// and the integer conversion truncates; a zero keeps x's sign, as `round` gives it. NaN, the
/// infinities and larger magnitudes (already integers) go to `rounded()`.
@inline(__always)
func roundedHalfAway(_ x: Double) -> Double {
  guard abs(x) < 0x1p52 else { return x.rounded() }
  let t = Double(Int64(x))
  let f = x - t
  let r = f >= 0.5 ? t + 1 : f <= -0.5 ? t - 1 : t
  return r == 0 ? x * 0 : r
}

/// `remainder(x, y)` (IEEE 754: x − n y, n the integer nearest x / y, ties to even), bit for bit,
/// without libm's general routine where the quotient is small: x − n y is then exactly
/// representable, so a fused multiply-add gives it exactly; a quotient too large or a result
/// at a tie (|r| = y / 2, where a rounded quotient could pick the other n) goes to libm.
@inline(__always)
func fastRemainder(_ x: Double, _ y: Double) -> Double {
  let n = (x / y).rounded(.toNearestOrEven)
  let r = x.addingProduct(-n, y)
  // (A zero result goes to libm too, for its sign: x's.)
  if abs(n) < 0x1p20, r != 0, abs(r) < 0.5 * y * (1 - 0x1p-40) { return r }
  return remainder(x, y)
}

/// `x.truncatingRemainder(dividingBy: y)` (fmod: x − n y, n = trunc(x / y)) bit for bit for
/// y > 0, by a fused multiply-add where the quotient is small (the result is then exactly
/// representable); at a boundary, where the rounded quotient may be off by one, and for a zero
/// result (whose sign is x's), by libm.
@inline(__always)
func fastTruncatingRemainder(_ x: Double, _ y: Double) -> Double {
  let n = (x / y).rounded(.towardZero)
  let r = x.addingProduct(-n, y)
  if abs(n) < 0x1p20, r != 0, x > 0 ? (r > 0 && r < y * (1 - 0x1p-40)) : (r < 0 && r > -y * (1 - 0x1p-40)) {
    return r
  }
  return x.truncatingRemainder(dividingBy: y)
}
