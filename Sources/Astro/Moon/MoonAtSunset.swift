#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

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
