#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The Sun's apparent geocentric position: right ascension, declination and distance.
///
/// Meeus 1998, ch. 25, "Higher accuracy" (pp. 166–168): the Earth's heliocentric longitude,
/// latitude and radius vector from VSOP87D (Bretagnon & Francou 1988, `Data/vsop87/`), converted
/// to the FK5 system (eq. 25.9), corrected for nutation (ch. 22) and for aberration
/// (−20.4898″ / R, eq. 25.10), then transformed to the equator of date (eqs. 13.3, 13.4).
/// Light-time is contained in the aberration constant. The truncated series keep the position
/// well below 0.01″ of the full VSOP87 for 1800–2200; the theory itself is good to about
/// 0.01″ there, and the aberration constant neglects up to 0.02″.
///
///     let sun = SolarPosition(julianEphemerisDay: 2_448_908.5)  // Meeus example 25.b
///     Angle(radians: sun.declination).degrees                   // −7.78387…
public struct SolarPosition: Sendable, Hashable {
  /// Apparent geocentric right ascension α, radians in [0, 2π).
  public let rightAscension: Double
  /// Apparent geocentric declination δ, radians.
  public let declination: Double
  /// Apparent geocentric ecliptic longitude λ, radians in [0, 2π).
  public let apparentLongitude: Double
  /// Geocentric ecliptic latitude β (FK5), radians.
  public let latitude: Double
  /// Distance from the Earth's centre to the Sun's centre, in astronomical units.
  public let distance: Double
  /// The nutation used; its equation of the equinoxes turns mean into apparent sidereal time.
  public let nutation: Nutation

  /// The Sun's apparent position at a Julian ephemeris day (TT).
  public init(julianEphemerisDay jde: Double) {
    let tau = (jde - JulianDate.j2000) / 365_250  // Julian millennia, Meeus (32.1)
    self.init(
      julianEphemerisDay: jde,
      earth: (
        VSOP87Earth.sum(VSOP87EarthSeries.l, tau: tau), VSOP87Earth.sum(VSOP87EarthSeries.b, tau: tau),
        VSOP87Earth.sum(VSOP87EarthSeries.r, tau: tau)
      ))
  }

  /// The position at `jde` from consecutive days' sums (``VSOP87EarthSweep``).
  init(julianEphemerisDay jde: Double, sweep: inout VSOP87EarthSweep) {
    let sums = sweep.sums(tau: (jde - JulianDate.j2000) / 365_250)
    self.init(julianEphemerisDay: jde, earth: (sums.l, sums.b, sums.r))
  }

  /// The position at `jde` from the Earth's heliocentric L, B (radians) and R (au) of VSOP87D.
  private init(julianEphemerisDay jde: Double, earth: (l: Double, b: Double, r: Double)) {
    let tau = (jde - JulianDate.j2000) / 365_250
    let (l, b, r) = earth

    // Geocentric: Θ = L + 180°, β = −B (Meeus p. 166).
    var theta = l + .pi
    var beta = -b
    // Conversion to FK5, Meeus (25.9), p. 166.
    let t = tau * 10
    let lambdaPrime = theta - rad(1.397 * t + 0.000_31 * t * t)
    theta += arcsec(-0.090_33)
    beta += arcsec(0.039_16) * (cos(lambdaPrime) - sin(lambdaPrime))

    let nutation = Nutation(julianEphemerisDay: jde)
    // Nutation and aberration, Meeus p. 167 and (25.10).
    let lambda = theta + nutation.longitude - arcsec(20.4898) / r
    let epsilon = nutation.trueObliquity

    let (alpha, delta) = equatorial(longitude: lambda, latitude: beta, obliquity: epsilon)

    rightAscension = Angle(radians: alpha).normalized().radians
    declination = delta
    apparentLongitude = Angle(radians: lambda).normalized().radians
    latitude = beta
    distance = r
    self.nutation = nutation
  }

  /// The Sun's apparent position at an instant (UT), using ``DeltaT`` for dynamical time.
  public init(at instant: JulianDate) { self.init(julianEphemerisDay: instant.julianEphemerisDay) }
}

/// Evaluation of the VSOP87D Earth series.
enum VSOP87Earth {
  /// Σₖ τᵏ Σ A cos(B + C τ) over the series of one variable (Meeus (32.2), p. 218).
  static func sum(_ series: [[Double]], tau: Double) -> Double {
    var result = 0.0
    var power = 1.0
    for terms in series {
      var s = 0.0
      terms.withUnsafeBufferPointer { p in
        var i = 0
        while i < p.count {
          s += p[i] * cos(p[i + 1] + p[i + 2] * tau)
          i += 3
        }
      }
      result += s * power
      power *= tau
    }
    return result
  }
}
