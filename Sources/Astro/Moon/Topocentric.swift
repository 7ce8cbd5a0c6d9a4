#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// A body's place as seen from a point on the Earth's surface: topocentric right ascension,
/// declination, hour angle, altitude and azimuth, and distance.
///
/// The geocentric vector of the body (equator and equinox of date) minus the observer's geocentric
/// vector, ρ cos φ′ and ρ sin φ′ from the geodetic latitude and the height (Meeus 1998, ch. 11),
/// turned by the local apparent sidereal time (ch. 12). This is the rigorous form of Meeus'
/// parallax correction (ch. 40, eqs. 40.2–40.3). Altitudes are geometric: no refraction.
public struct TopocentricPosition: Sendable, Hashable {
  /// Topocentric right ascension, radians in [0, 2π).
  public let rightAscension: Double
  /// Topocentric declination, radians.
  public let declination: Double
  /// Local hour angle, radians in (−π, π], west positive.
  public let hourAngle: Double
  /// Geometric altitude above the astronomical horizon, radians.
  public let altitude: Double
  /// Azimuth from north through east, radians in [0, 2π).
  public let azimuth: Double
  /// Distance from the observer, in the unit of the geocentric distance given.
  public let distance: Double

  /// The place of a body at geocentric (α, δ, Δ) of date seen from `coordinates`, given the
  /// Greenwich apparent sidereal time `gast` (radians).
  /// `earthRadius` is the Earth's equatorial radius in the unit of `distance`.
  init(
    rightAscension alpha: Double, declination delta: Double, distance: Double,
    coordinates: Coordinates, greenwichSiderealTime gast: Double, earthRadius: Double
  ) {
    let (rhoSin, rhoCos) = coordinates.parallaxConstants
    let lst = gast + rad(coordinates.longitude)
    let cd = cos(delta)
    // Geocentric body and observer in the equatorial frame, then the difference.
    let x = distance * cd * cos(alpha) - earthRadius * rhoCos * cos(lst)
    let y = distance * cd * sin(alpha) - earthRadius * rhoCos * sin(lst)
    let z = distance * sin(delta) - earthRadius * rhoSin
    let r = (x * x + y * y + z * z).squareRoot()
    let a = atan2(y, x)
    let d = asin(z / r)
    var h = lst - a
    h = h - 2 * .pi * (h / (2 * .pi)).rounded()
    let horizon = horizontal(declination: d, hourAngle: h, latitude: rad(coordinates.latitude))
    rightAscension = Angle(radians: a).normalized().radians
    declination = d
    hourAngle = h
    altitude = horizon.altitude
    azimuth = horizon.azimuth
    self.distance = r
  }
}

extension LunarPosition {
  /// The Moon seen from `coordinates` at `instant` (UT): parallax applied, no refraction.
  public func topocentric(from coordinates: Coordinates, at instant: JulianDate)
    -> TopocentricPosition
  {
    TopocentricPosition(
      rightAscension: rightAscension, declination: declination, distance: distance,
      coordinates: coordinates,
      greenwichSiderealTime: SiderealTime.greenwichMean(julianDate: instant.value)
        + nutation.equationOfTheEquinoxes,
      earthRadius: LunarPosition.earthRadius)
  }

  /// The Moon's topocentric semidiameter seen at distance `topocentricDistance` (km), radians.
  public static func semidiameter(atDistance topocentricDistance: Double) -> Double {
    arcsec(358_473_400 / topocentricDistance)
  }
}

extension SolarPosition {
  /// The Sun seen from `coordinates` at `instant` (UT): diurnal parallax applied, no refraction.
  public func topocentric(from coordinates: Coordinates, at instant: JulianDate)
    -> TopocentricPosition
  {
    TopocentricPosition(
      rightAscension: rightAscension, declination: declination,
      distance: distance * TopocentricPosition.kilometresPerAU, coordinates: coordinates,
      greenwichSiderealTime: SiderealTime.greenwichMean(julianDate: instant.value)
        + nutation.equationOfTheEquinoxes,
      earthRadius: LunarPosition.earthRadius)
  }
}

extension TopocentricPosition {
  /// The astronomical unit, kilometres (IAU 2012).
  public static let kilometresPerAU = 149_597_870.7
}

/// The angle between two directions given by right ascension and declination (radians), by the
/// haversine-stable form of Meeus (17.1)'s note, p. 115.
func angularSeparation(_ a1: Double, _ d1: Double, _ a2: Double, _ d2: Double) -> Double {
  let x = cos(d1) * sin(d2) - sin(d1) * cos(d2) * cos(a2 - a1)
  let y = cos(d2) * sin(a2 - a1)
  let z = sin(d1) * sin(d2) + cos(d1) * cos(d2) * cos(a2 - a1)
  return atan2((x * x + y * y).squareRoot(), z)
}

/// Ecliptic (λ, β) to equatorial (α, δ) coordinates for the obliquity ε, radians: Meeus (13.3)
/// and (13.4). α is not normalized.
@inline(__always)
func equatorial(longitude lambda: Double, latitude beta: Double, obliquity epsilon: Double)
  -> (rightAscension: Double, declination: Double)
{
  let sinL = sin(lambda)
  return (
    atan2(sinL * cos(epsilon) - tan(beta) * sin(epsilon), cos(lambda)),
    asin(sin(beta) * cos(epsilon) + cos(beta) * sin(epsilon) * sinL)
  )
}

/// Altitude and azimuth (from north through east, [0, 2π)) of a direction of declination δ at
/// hour angle H, for a horizon of latitude φ, radians: Meeus (13.5) and (13.6), with the azimuth
/// turned from the south to the north.
@inline(__always)
func horizontal(declination d: Double, hourAngle h: Double, latitude phi: Double) -> (
  altitude: Double, azimuth: Double
) {
  let sinAlt = sin(phi) * sin(d) + cos(phi) * cos(d) * cos(h)
  let az = atan2(sin(h), cos(h) * sin(phi) - tan(d) * cos(phi)) + .pi
  return (asin(max(-1, min(1, sinAlt))), Angle(radians: az).normalized().radians)
}
