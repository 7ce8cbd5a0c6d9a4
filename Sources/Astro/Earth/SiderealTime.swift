/// Greenwich sidereal time.
///
/// Meeus 1998, ch. 12: the mean sidereal time of the IAU 1982 expression (eq. 12.4) and the
/// apparent sidereal time obtained by adding the equation of the equinoxes, Δψ cos ε (p. 88).
public enum SiderealTime: Sendable {
  /// Greenwich mean sidereal time in radians, [0, 2π), at an instant given as a Julian date (UT).
  ///
  /// Meeus (12.4), p. 88. The 360°·d part is reduced exactly before it is added, so the result
  /// keeps its precision (about 10⁻⁹ degree) for any date.
  public static func greenwichMean(julianDate jd: Double) -> Double {
    let d = jd - JulianDate.j2000
    let t = d / 36_525
    let fractionOfTurns = d - d.rounded(.down)
    var degrees =
      280.460_618_37 + 360 * fractionOfTurns + 0.985_647_366_29 * d + 0.000_387_933 * t * t
      - t * t * t / 38_710_000
    degrees = fastTruncatingRemainder(degrees, 360)
    if degrees < 0 { degrees += 360 }
    return rad(degrees)
  }

  /// Greenwich apparent sidereal time in radians, [0, 2π), at a Julian date (UT).
  public static func greenwichApparent(julianDate jd: Double) -> Double {
    let nutation = Nutation(julianEphemerisDay: jd + DeltaT.seconds(atJulianDate: jd) / 86_400)
    return Angle(radians: greenwichMean(julianDate: jd) + nutation.equationOfTheEquinoxes)
      .normalized().radians
  }
}
