#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The Moon's apparent geocentric position: ecliptic and equatorial coordinates of date and
/// distance.
///
/// Meeus 1998, ch. 47 "Position of the Moon" (pp. 337–344): the mean arguments of eqs. 47.1–47.5,
/// the periodic terms of Tables 47.A and 47.B (ELP-2000/82 truncated, `Data/moon/`) with the
/// additive terms A₁, A₂, A₃ and the eccentricity factor E (47.6), nutation in longitude added for
/// the apparent longitude (ch. 22), then ecliptic → equatorial with the true obliquity (13.3,
/// 13.4). Meeus gives the accuracy as about 10″ in longitude and 4″ in latitude; against JPL DE421
/// it is measured in `Tests/AstroTests/LunarReferenceTests.swift` (see `Data/reference/`).
///
///     let moon = LunarPosition(julianEphemerisDay: 2_448_724.5)   // Meeus example 47.a
///     Angle(radians: moon.longitude).degrees                      // 133.167265…
///     moon.distance                                                // 368 409.7 km
public struct LunarPosition: Sendable, Hashable {
  /// Apparent geocentric ecliptic longitude λ of date (nutation included), radians in [0, 2π).
  public let longitude: Double
  /// Geocentric ecliptic latitude β, radians.
  public let latitude: Double
  /// Distance between the centres of the Earth and the Moon, kilometres.
  public let distance: Double
  /// Apparent geocentric right ascension α of date, radians in [0, 2π).
  public let rightAscension: Double
  /// Apparent geocentric declination δ of date, radians.
  public let declination: Double
  /// The nutation used (its obliquity turned λ, β into α, δ).
  public let nutation: Nutation

  /// The Earth's equatorial radius used by Meeus for the parallax, kilometres.
  public static let earthRadius = 6_378.14

  /// The Moon's equatorial horizontal parallax π = asin(6378.14 km / Δ), radians (Meeus p. 337).
  public var horizontalParallax: Double { asin(LunarPosition.earthRadius / distance) }

  /// The Moon's geocentric semidiameter, radians: 358 473 400″ / Δ (Meeus ch. 55, p. 390, with
  /// k = 0.272481).
  public var semidiameter: Double { arcsec(358_473_400 / distance) }

  /// The Moon's apparent position at a Julian ephemeris day (TT).
  public init(julianEphemerisDay jde: Double) {
    let t = (jde - JulianDate.j2000) / 36_525
    let e = LunarPosition.elements(t)
    let (sumL, sumR, sumB) = LunarPosition.periodicSums(e, t: t)

    let nutation = Nutation(julianEphemerisDay: jde)
    let lambda = e.lPrime + rad(sumL * 1e-6) + nutation.longitude
    let beta = rad(sumB * 1e-6)
    let epsilon = nutation.trueObliquity

    let (alpha, delta) = equatorial(longitude: lambda, latitude: beta, obliquity: epsilon)

    longitude = Angle(radians: lambda).normalized().radians
    latitude = beta
    distance = 385_000.56 + sumR * 1e-3
    rightAscension = Angle(radians: alpha).normalized().radians
    declination = delta
    self.nutation = nutation
  }

  /// The Moon's apparent position at an instant (UT), using ``DeltaT`` for dynamical time.
  public init(at instant: JulianDate) { self.init(julianEphemerisDay: instant.julianEphemerisDay) }

  /// The Moon's geocentric position as a vector of the equator and equinox of date, in
  /// kilometres (x towards the equinox, z towards the celestial pole).
  var equatorialVector: (x: Double, y: Double, z: Double) {
    let cd = cos(declination)
    return (
      distance * cd * cos(rightAscension), distance * cd * sin(rightAscension),
      distance * sin(declination)
    )
  }

  // MARK: - Meeus ch. 47

  /// The mean arguments of Meeus (47.1)–(47.5) and the additive arguments A₁–A₃ (p. 338), radians.
  struct Elements {
    let lPrime, d, m, mPrime, f, a1, a2, a3, e: Double
  }

  static func elements(_ t: Double) -> Elements {
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    // (47.1) mean longitude, (47.2) mean elongation, (47.3) the Sun's mean anomaly, (47.4) the
    // Moon's mean anomaly, (47.5) its argument of latitude, all in degrees.
    let lPrime =
      218.316_447_7 + 481_267.881_234_21 * t - 0.001_578_6 * t2 + t3 / 538_841 - t4 / 65_194_000
    let d = 297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t2 + t3 / 545_868
      - t4 / 113_065_000
    let m = 357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_5 * t2 + t3 / 24_490_000
    let mPrime =
      134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t2 + t3 / 69_699 - t4 / 14_712_000
    let f = 93.272_095 + 483_202.017_523_3 * t - 0.003_653_9 * t2 - t3 / 3_526_000
      + t4 / 863_310_000
    return Elements(
      lPrime: rad(reduced(lPrime)), d: rad(reduced(d)), m: rad(reduced(m)),
      mPrime: rad(reduced(mPrime)), f: rad(reduced(f)),
      a1: rad(reduced(119.75 + 131.849 * t)), a2: rad(reduced(53.09 + 479_264.290 * t)),
      a3: rad(reduced(313.45 + 481_266.484 * t)),
      // (47.6): the decreasing eccentricity of the Earth's orbit.
      e: 1 - 0.002_516 * t - 0.000_007_4 * t2)
  }

  /// Σl, Σr, Σb of Meeus pp. 338–342: the periodic terms with the E factors and the additive
  /// terms of Venus (A₁), Jupiter (A₂) and the Earth's flattening (L′, A₃).
  static func periodicSums(_ e: Elements, t: Double) -> (Double, Double, Double) {
    let e2 = e.e * e.e
    var sumL = 0.0
    var sumR = 0.0
    let ld = LunarSeries.longitudeDistance
    var i = 0
    while i < ld.count {
      let mult = ld[i + 1]
      let arg = ld[i] * e.d + mult * e.m + ld[i + 2] * e.mPrime + ld[i + 3] * e.f
      let factor = mult == 0 ? 1 : (abs(mult) == 1 ? e.e : e2)
      sumL += ld[i + 4] * factor * sin(arg)
      sumR += ld[i + 5] * factor * cos(arg)
      i += 6
    }
    var sumB = 0.0
    let lb = LunarSeries.latitude
    i = 0
    while i < lb.count {
      let mult = lb[i + 1]
      let arg = lb[i] * e.d + mult * e.m + lb[i + 2] * e.mPrime + lb[i + 3] * e.f
      let factor = mult == 0 ? 1 : (abs(mult) == 1 ? e.e : e2)
      sumB += lb[i + 4] * factor * sin(arg)
      i += 5
    }
    sumL += 3958 * sin(e.a1) + 1962 * sin(e.lPrime - e.f) + 318 * sin(e.a2)
    sumB += -2235 * sin(e.lPrime) + 382 * sin(e.a3) + 175 * sin(e.a1 - e.f)
      + 175 * sin(e.a1 + e.f) + 127 * sin(e.lPrime - e.mPrime) - 115 * sin(e.lPrime + e.mPrime)
    return (sumL, sumR, sumB)
  }

  /// Degrees reduced to [0, 360).
  private static func reduced(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }
}
