#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Nutation in longitude and obliquity, and the obliquity of the ecliptic.
///
/// Jean Meeus, *Astronomical Algorithms*, 2nd ed. (Willmann-Bell, 1998), ch. 22: the IAU 1980
/// theory of nutation with the 63 terms of Table 22.A (`Data/nutation/`), fundamental arguments
/// p. 144, and Laskar's mean obliquity (eq. 22.3). Meeus gives the precision of the truncated
/// series as 0.0003″ per omitted term; the IAU 1980 model itself differs from modern models by a
/// few milliarcseconds, far below what the Sun's rise and set times can show.
public struct Nutation: Sendable, Hashable {
  /// Nutation in longitude, Δψ, in radians.
  public let longitude: Double
  /// Nutation in obliquity, Δε, in radians.
  public let obliquity: Double
  /// Mean obliquity of the ecliptic, ε₀, in radians.
  public let meanObliquity: Double

  /// True obliquity of the ecliptic, ε = ε₀ + Δε, in radians.
  public var trueObliquity: Double { meanObliquity + obliquity }

  /// The equation of the equinoxes, Δψ cos ε (radians): apparent minus mean sidereal time.
  public var equationOfTheEquinoxes: Double { longitude * cos(trueObliquity) }

  /// Nutation at a Julian ephemeris day (TT).
  public init(julianEphemerisDay jde: Double) {
    let t = (jde - JulianDate.j2000) / 36_525  // Meeus (22.1)
    // Fundamental arguments, Meeus p. 144, in degrees.
    let d = rad(horner(t, 297.85036, 445_267.111480, -0.0019142, 1.0 / 189_474))
    let m = rad(horner(t, 357.52772, 35_999.050340, -0.0001603, -1.0 / 300_000))
    let mp = rad(horner(t, 134.96298, 477_198.867398, 0.0086972, 1.0 / 56_250))
    let f = rad(horner(t, 93.27191, 483_202.017538, -0.0036825, 1.0 / 327_270))
    let om = rad(horner(t, 125.04452, -1_934.136261, 0.0020708, 1.0 / 450_000))
    // Each term's argument is an integer combination of the five, so its cosine and sine are
    // products of the five's multiples e^{ikx} = (e^{ix})^k: five sine–cosine pairs instead of 63
    // (equal to the direct sum to about 10⁻¹⁴″, tested).
    var dpsi = 0.0
    var deps = 0.0
    let k = Nutation.largestMultiple
    let width = 2 * k + 1
    withUnsafeTemporaryAllocation(of: (cos: Double, sin: Double).self, capacity: 5 * width) { table in
      for (j, x) in [d, m, mp, f, om].enumerated() {
        let row = j * width + k  // multiple 0
        let step = (cos: cos(x), sin: sin(x))
        table.initializeElement(at: row, to: (1, 0))
        var power = (cos: 1.0, sin: 0.0)
        for n in stride(from: 1, through: k, by: 1) {
          power = (power.cos * step.cos - power.sin * step.sin, power.sin * step.cos + power.cos * step.sin)
          table.initializeElement(at: row + n, to: power)
          table.initializeElement(at: row - n, to: (power.cos, -power.sin))
        }
      }
      for term in nutationTerms1980 {
        var c = table[k + Int(term.d)]
        for (j, multiple) in [term.m, term.mp, term.f, term.om].enumerated() {
          let e = table[(j + 1) * width + k + Int(multiple)]
          c = (c.cos * e.cos - c.sin * e.sin, c.sin * e.cos + c.cos * e.sin)
        }
        dpsi += (term.psi + term.psiT * t) * c.sin
        deps += (term.eps + term.epsT * t) * c.cos
      }
    }
    longitude = arcsec(dpsi * 1e-4)
    obliquity = arcsec(deps * 1e-4)
    meanObliquity = Nutation.meanObliquity(julianEphemerisDay: jde)
  }

  /// The largest multiple of a fundamental argument in the table (|k| ≤ 4 in Table 22.A).
  static let largestMultiple = nutationTerms1980.reduce(0) { largest, term in
    max(largest, abs(Int(term.d)), abs(Int(term.m)), abs(Int(term.mp)), abs(Int(term.f)), abs(Int(term.om)))
  }

  /// Mean obliquity of the ecliptic ε₀ in radians: Laskar's expression, Meeus (22.3), p. 147,
  /// valid to 0.01″ over 1000 years and to a few arcseconds over 10 000 years from J2000.
  public static func meanObliquity(julianEphemerisDay jde: Double) -> Double {
    let u = (jde - JulianDate.j2000) / 3_652_500
    let seconds = horner(
      u, 0, -4680.93, -1.55, 1999.25, -51.38, -249.67, -39.05, 7.12, 27.87, 5.79, 2.45)
    return rad(23 + 26.0 / 60 + 21.448 / 3600) + arcsec(seconds)
  }
}
