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
    var r = radians.truncatingRemainder(dividingBy: turn)
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
