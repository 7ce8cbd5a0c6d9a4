#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The Moon's and the Sun's geocentric places sampled every two hours over a span and
/// interpolated: cheap positions for evaluating one evening at many places.
///
/// Four-point Lagrange interpolation (Meeus 1998, ch. 3) of the Cartesian equatorial vectors of
/// date (so that the right ascension's wrap needs no care) and of the equation of the equinoxes.
/// The error of a cubic through nodes h apart is about (3/128) h⁴ times the fourth derivative:
/// for the Moon's 27-day orbit and h = 1/12 day, 3·10⁻⁹ of the distance (0.001″; measured in
/// `MoonTrackTests`), far below the theories' precision.
public struct MoonTrack: Sendable {
  /// The first node (UT) and the node spacing in days.
  let start: Double
  let step: Double
  /// Per node, `width` values: the Moon's x, y, z (km), the equation of the equinoxes (radians),
  /// the Sun's x, y, z (km).
  let nodes: [Double]
  private static let width = 7
  private var count: Int { nodes.count / MoonTrack.width }

  /// A track covering [start, end] (at most 40 days).
  public init(from start: JulianDate, to end: JulianDate) {
    step = 1.0 / 12
    let span = min(40, max(0, end.value - start.value))
    let count = Int((span / step).rounded(.up)) + 4
    self.start = start.value - step
    var nodes: [Double] = []
    nodes.reserveCapacity(count * MoonTrack.width)
    for i in 0..<count {
      let jde = JulianDate(start.value + Double(i - 1) * step).julianEphemerisDay
      let moon = LunarPosition(julianEphemerisDay: jde)
      let v = moon.equatorialVector
      let sun = SolarPosition(julianEphemerisDay: jde)
      let r = sun.distance * TopocentricPosition.kilometresPerAU
      let cd = cos(sun.declination)
      nodes += [
        v.x, v.y, v.z, moon.nutation.equationOfTheEquinoxes,
        r * cd * cos(sun.rightAscension), r * cd * sin(sun.rightAscension), r * sin(sun.declination),
      ]
    }
    self.nodes = nodes
  }

  /// The first of the four nodes around `instant` and their Lagrange weights (the instant
  /// between the middle two nodes).
  @inline(__always)
  private func weights(_ instant: JulianDate) -> (Int, (Double, Double, Double, Double)) {
    let u = (instant.value - start) / step
    // Clamped before the conversion: an instant outside the track (or NaN) uses its end nodes.
    let i = u.isNaN ? 0 : Int(min(max(u.rounded(.down) - 1, 0), Double(count - 4)))
    let p = u - Double(i)
    return (
      i,
      (
        -(p - 1) * (p - 2) * (p - 3) / 6, p * (p - 2) * (p - 3) / 2, -p * (p - 1) * (p - 3) / 2,
        p * (p - 1) * (p - 2) / 6
      )
    )
  }

  /// Value `k` of the nodes interpolated with `weights` (no allocation: this runs for every
  /// place of a world-wide evening).
  @inline(__always)
  private func value(_ k: Int, _ at: (Int, (Double, Double, Double, Double))) -> Double {
    let (i, w) = at
    let base = i * MoonTrack.width + k
    let width = MoonTrack.width
    return w.0 * nodes[base] + w.1 * nodes[base + width] + w.2 * nodes[base + 2 * width]
      + w.3 * nodes[base + 3 * width]
  }

  /// Right ascension, declination and length of a vector.
  private static func spherical(_ x: Double, _ y: Double, _ z: Double) -> (
    ra: Double, dec: Double, distance: Double
  ) {
    let r = (x * x + y * y + z * z).squareRoot()
    return (atan2(y, x), asin(z / r), r)
  }

  /// The Sun's geocentric (α, δ, Δ km) at `instant`, which must be covered.
  func sunPlace(at instant: JulianDate) -> (ra: Double, dec: Double, distance: Double) {
    let w = weights(instant)
    return MoonTrack.spherical(value(4, w), value(5, w), value(6, w))
  }

  /// Whether `instant` is inside the interpolated span.
  public func covers(_ instant: JulianDate) -> Bool {
    let u = (instant.value - start) / step
    return u >= 1 && u <= Double(count - 2)
  }

  /// The geocentric (α, δ, Δ km) and the equation of the equinoxes at `instant`, which must be
  /// covered.
  func place(at instant: JulianDate) -> (ra: Double, dec: Double, distance: Double, eqEq: Double) {
    let w = weights(instant)
    let m = MoonTrack.spherical(value(0, w), value(1, w), value(2, w))
    return (m.ra, m.dec, m.distance, value(3, w))
  }

  /// The Moon's and the Sun's geocentric places and the equation of the equinoxes at `instant`:
  /// from `track` when it covers the instant, else from the theories.
  static func places(at instant: JulianDate, track: MoonTrack?) -> (
    moon: (ra: Double, dec: Double, distance: Double),
    sun: (ra: Double, dec: Double, distance: Double), eqEq: Double
  ) {
    if let track, track.covers(instant) {
      let m = track.place(at: instant)
      return ((m.ra, m.dec, m.distance), track.sunPlace(at: instant), m.eqEq)
    }
    let jde = instant.julianEphemerisDay
    let m = LunarPosition(julianEphemerisDay: jde)
    let s = SolarPosition(julianEphemerisDay: jde)
    return (
      (m.rightAscension, m.declination, m.distance),
      (s.rightAscension, s.declination, s.distance * TopocentricPosition.kilometresPerAU),
      m.nutation.equationOfTheEquinoxes
    )
  }

  /// The Moon seen from `coordinates` at `instant` (covered), no refraction.
  public func topocentric(from coordinates: Coordinates, at instant: JulianDate)
    -> TopocentricPosition
  {
    let g = place(at: instant)
    return TopocentricPosition(
      rightAscension: g.ra, declination: g.dec, distance: g.distance, coordinates: coordinates,
      greenwichSiderealTime: SiderealTime.greenwichMean(julianDate: instant.value) + g.eqEq,
      earthRadius: LunarPosition.earthRadius)
  }

  /// The Moon's geocentric right ascension, declination (radians) and distance (km) at `instant`.
  public func geocentric(at instant: JulianDate) -> (
    rightAscension: Double, declination: Double, distance: Double
  ) {
    let g = place(at: instant)
    return (Angle(radians: g.ra).normalized().radians, g.dec, g.distance)
  }
}

/// The young Moon at sunset: what the month-start criteria look at.
///
/// At the instant of sunset (the Sun's upper limb on the refracted horizon: centre at −0.8333°,
/// as for Maghrib) on a local date at a place: the Moon's altitude (topocentric, geocentric,
/// airless), its elongation from the Sun (geocentric and topocentric), whether it is still up
/// (its upper limb above the refracted horizon: it sets after the Sun) and its age since the
/// conjunction. The criteria are built from these: the Saudi rule (conjunction before sunset,
/// Moon setting after the Sun), Istanbul 1978 / Türkiye (altitude ≥ 5°, elongation ≥ 8°), MABIMS
/// (altitude ≥ 3°, elongation ≥ 6.4°).
public struct MoonAtSunset: Sendable, Hashable {
  /// The place.
  public let coordinates: Coordinates
  /// Sunset (UT).
  public let sunset: JulianDate
  /// The conjunction (new Moon, UT) nearest to sunset — before or after it.
  public let conjunction: JulianDate
  /// The Moon's topocentric altitude of its centre, airless, radians.
  public let moonAltitude: Double
  /// The Moon's geocentric altitude of its centre (the geocentric direction in the local horizon
  /// frame), airless, radians.
  public let geocentricMoonAltitude: Double
  /// The Sun's topocentric altitude at that instant (≈ −0.8333° less its parallax), radians.
  public let sunAltitude: Double
  /// The geocentric elongation of the Moon from the Sun (arc of light, ARCL), radians.
  public let elongation: Double
  /// The topocentric elongation, radians.
  public let topocentricElongation: Double
  /// The azimuth of the Sun minus that of the Moon (DAZ), radians in (−π, π].
  public let relativeAzimuth: Double
  /// Whether the Moon's upper limb is above the refracted horizon at sunset (it sets after the
  /// Sun).
  public let moonIsUp: Bool

  /// Seconds from the conjunction to sunset: negative when the Moon is not yet new.
  public var moonAgeSeconds: Double { conjunction.seconds(to: sunset) }
  /// Whether the conjunction came before sunset.
  public var isAfterConjunction: Bool { conjunction < sunset }

  /// The evening of `date` at `coordinates` in a zone `utcOffsetSeconds` ahead of UTC, or `nil`
  /// when the Sun does not set that day (polar day or night): there is no evening to look at.
  public init?(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    ephemeris: SolarEphemeris? = nil, track: MoonTrack? = nil,
    conjunction: JulianDate? = nil
  ) {
    let day = SolarDay(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      ephemeris: ephemeris)
    guard case .at(let sunset) = day.evening(altitude: MoonAtSunset.sunsetAltitude) else {
      return nil
    }
    self.init(coordinates: coordinates, sunset: sunset, track: track, conjunction: conjunction)
  }

  /// The sky at a given sunset instant.
  public init(
    coordinates: Coordinates, sunset: JulianDate, track: MoonTrack? = nil,
    conjunction: JulianDate? = nil
  ) {
    self.coordinates = coordinates
    self.sunset = sunset
    let (moonGeo, sunGeo, eqEq) = MoonTrack.places(at: sunset, track: track)
    let gast = SiderealTime.greenwichMean(julianDate: sunset.value) + eqEq
    let moonTopo = TopocentricPosition(
      rightAscension: moonGeo.ra, declination: moonGeo.dec, distance: moonGeo.distance,
      coordinates: coordinates, greenwichSiderealTime: gast,
      earthRadius: LunarPosition.earthRadius)
    let sunTopo = TopocentricPosition(
      rightAscension: sunGeo.ra, declination: sunGeo.dec, distance: sunGeo.distance,
      coordinates: coordinates, greenwichSiderealTime: gast,
      earthRadius: LunarPosition.earthRadius)
    // The geocentric direction in the horizon frame: the same formula with no observer offset.
    let moonGeoHorizon = TopocentricPosition(
      rightAscension: moonGeo.ra, declination: moonGeo.dec, distance: moonGeo.distance,
      coordinates: coordinates, greenwichSiderealTime: gast, earthRadius: 0)
    moonAltitude = moonTopo.altitude
    geocentricMoonAltitude = moonGeoHorizon.altitude
    sunAltitude = sunTopo.altitude
    elongation = angularSeparation(sunGeo.ra, sunGeo.dec, moonGeo.ra, moonGeo.dec)
    topocentricElongation = angularSeparation(
      sunTopo.rightAscension, sunTopo.declination, moonTopo.rightAscension, moonTopo.declination)
    var daz = sunTopo.azimuth - moonTopo.azimuth
    daz -= 2 * .pi * (daz / (2 * .pi)).rounded()
    relativeAzimuth = daz
    moonIsUp = LunarHorizon.upperLimbAltitude(moonTopo) > 0
    self.conjunction =
      conjunction
      ?? LunarPhases.instant(
        of: .newMoon, lunation: LunarPhases.lunation(nearestNewMoonTo: sunset))
  }

  /// The altitude of the Sun's centre at sunset: −50′ (34′ of refraction and a 16′ semidiameter).
  public static let sunsetAltitude = Angle.degrees(-50.0 / 60)
}

extension MoonTrack {
  /// The Sun's geocentric right ascension, declination (radians) and distance (km) at `instant`.
  public func sunGeocentric(at instant: JulianDate) -> (
    rightAscension: Double, declination: Double, distance: Double
  ) {
    let g = sunPlace(at: instant)
    return (Angle(radians: g.ra).normalized().radians, g.dec, g.distance)
  }

  /// The geocentric elongation of the Moon from the Sun at `instant` (covered), radians.
  public func elongation(at instant: JulianDate) -> Double {
    let m = place(at: instant)
    let s = sunPlace(at: instant)
    return angularSeparation(s.ra, s.dec, m.ra, m.dec)
  }
}

