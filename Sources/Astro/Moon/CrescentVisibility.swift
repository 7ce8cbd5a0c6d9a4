#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The new crescent on one evening at one place: Yallop's q and Odeh's V at the best time, and
/// the quantities they are made of.
///
/// B. D. Yallop, "A Method for Predicting the First Sighting of the New Crescent Moon", NAO
/// Technical Note 69 (1997; RGO NAO TN 69, 1998 revision): sunset and moonset, Lag = moonset −
/// sunset, best time T_b = sunset + 4/9 Lag; at T_b the arc of vision ARCV (the geocentric,
/// airless altitude of the Moon minus that of the Sun), the relative azimuth DAZ, the arc of light
/// from cos ARCL = cos ARCV cos DAZ, the Moon's semidiameter SD = 0.27245 π, its topocentric value
/// SD′ = SD (1 + sin h sin π), the crescent width W′ = SD′ (1 − cos ARCL) in arcminutes, and
///
///     q = (ARCV − (11.8371 − 6.3226 W′ + 0.7319 W′² − 0.1018 W′³)) / 10.
///
/// M. Sh. Odeh, "New criterion for lunar crescent visibility", Experimental Astronomy 18 (2004)
/// 39–64: at the same best time, the same quantities seen from the observer (topocentric ARCV,
/// DAZ, ARCL and width W), and
///
///     V = ARCV − (−0.1018 W³ + 0.7319 W² − 6.3226 W + 7.1651).
///
/// Conventions, chosen to agree with the independent implementation islamic_times 3.1.0
/// (`Data/reference/CRESCENT_CONVENTIONS.md`): the geocentric altitudes are taken in the plane
/// perpendicular to the observer's geocentric radius (geocentric latitude φ′); ARCL is derived from
/// ARCV and DAZ as above (the true elongation is ``MoonAtSunset/elongation``); the Moon sets when
/// its upper limb meets the refracted horizon (``LunarHorizon``). Odeh's altitudes are airless by
/// default, as the paper has them; islamic_times adds refraction to both (``OdehAltitudes``).
///
/// The Danjon limit: no crescent is seen with an elongation below about 7° (A. Danjon 1932;
/// Odeh 2004 gives 6.4°), whatever the conditions.
public struct CrescentVisibility: Sendable, Hashable {
  /// Which topocentric altitudes Odeh's V uses.
  public enum OdehAltitudes: String, Sendable, Hashable, CaseIterable {
    /// True (airless) topocentric altitudes, as in Odeh (2004).
    case airless
    /// Apparent altitudes: refraction by Sæmundsson's formula (Meeus 1998, eq. 16.4) added to
    /// both bodies, the altitude clamped at −1° — as islamic_times 3.1.0 does.
    case refracted
  }

  /// Why the criteria have no value on an evening.
  public enum NoCrescent: String, Sendable, Hashable {
    /// The Sun does not set that day (polar day or night).
    case noSunset = "no-sunset"
    /// The Moon sets before the Sun (or does not set within 12 hours of it): nothing to see.
    case moonSetsFirst = "moon-sets-before-sun"
    /// The conjunction is after sunset: the new Moon has not happened yet.
    case beforeConjunction = "before-conjunction"
  }

  /// The place.
  public let coordinates: Coordinates
  /// The local date of the evening.
  public let date: CivilDate
  /// The sky at sunset (sunset, the Moon's altitude and elongation, age), when the Sun sets.
  public private(set) var atSunset: MoonAtSunset? = nil
  /// Moonset after (or just before) sunset, when there is one within 12 hours.
  public private(set) var moonset: JulianDate? = nil
  /// Why there are no q and V values, or `nil` when there are.
  public private(set) var noCrescent: NoCrescent? = nil

  /// Lag, moonset minus sunset, in minutes.
  public private(set) var lagMinutes: Double? = nil
  /// The best time, sunset + 4/9 Lag.
  public private(set) var bestTime: JulianDate? = nil
  /// At the best time: Yallop's arc of light, from cos ARCL = cos ARCV cos DAZ, radians.
  public private(set) var arcOfLight: Double? = nil
  /// At the best time: the arc of vision (geocentric airless altitude difference), radians.
  public private(set) var arcOfVision: Double? = nil
  /// At the best time: the topocentric arc of vision (Odeh), radians.
  public private(set) var topocentricArcOfVision: Double? = nil
  /// At the best time: the difference of the geocentric azimuths (DAZ), radians in [0, π].
  public private(set) var relativeAzimuth: Double? = nil
  /// At the best time: Yallop's topocentric crescent width W′, arcminutes.
  public private(set) var width: Double? = nil
  /// At the best time: the topocentric crescent width W of Odeh (from the topocentric arc of
  /// light), arcminutes.
  public private(set) var topocentricWidth: Double? = nil
  /// Yallop's q.
  public private(set) var q: Double? = nil
  /// Odeh's V.
  public private(set) var v: Double? = nil

  /// Yallop's class, when there is a q.
  public var yallopClass: YallopClass? { q.map(YallopClass.init(q:)) }
  /// Odeh's zone, when there is a V.
  public var odehZone: OdehZone? { v.map(OdehZone.init(v:)) }
  /// Whether the elongation at sunset is below the Danjon limit of 7°: no crescent can be seen.
  public var isBelowDanjonLimit: Bool {
    guard let s = atSunset else { return true }
    return s.elongation < CrescentVisibility.danjonLimit.radians
  }

  /// The Danjon limit used, 7°.
  public static let danjonLimit = Angle.degrees(7)

  /// The evening of `date` (local, zone `utcOffsetSeconds` ahead of UTC) at `coordinates`.
  /// For many places on one evening, pass the same `ephemeris`, `track` and `conjunction` (the
  /// new Moon nearest the evening; computed when `nil`).
  public init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    ephemeris: SolarEphemeris? = nil, track: MoonTrack? = nil, conjunction: JulianDate? = nil,
    odehAltitudes: OdehAltitudes = .airless
  ) {
    self.coordinates = coordinates
    self.date = date
    let sky = MoonAtSunset(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      ephemeris: ephemeris, track: track, conjunction: conjunction)
    atSunset = sky
    guard let sky else {
      noCrescent = .noSunset
      return
    }
    // The moonset nearest to sunset: the young Moon follows the Sun down.
    let crossings = LunarHorizon.crossings(
      at: coordinates, from: sky.sunset.adding(seconds: -6 * 3600),
      to: sky.sunset.adding(seconds: 12 * 3600), track: track)
    let sets = crossings.filter { $0.kind == .set }.map(\.instant)
    let moonset = sets.min { abs($0.value - sky.sunset.value) < abs($1.value - sky.sunset.value) }
    self.moonset = moonset
    lagMinutes = moonset.map { sky.sunset.seconds(to: $0) / 60 }
    guard let moonset, moonset > sky.sunset else {
      noCrescent = .moonSetsFirst
      return
    }
    guard sky.isAfterConjunction else {
      noCrescent = .beforeConjunction
      return
    }
    let lag = sky.sunset.seconds(to: moonset)
    let best = sky.sunset.adding(seconds: lag * 4 / 9)
    bestTime = best

    // The two bodies' geocentric places at the best time: from the track when it covers it.
    let (moon, sun, eqEq) = MoonTrack.places(at: best, track: track)
    let gast = SiderealTime.greenwichMean(julianDate: best.value) + eqEq
    let parallax = asin(LunarPosition.earthRadius / moon.distance)
    let sd = 0.272_45 * deg(parallax) * 60  // arcminutes

    // Yallop: geocentric, airless, in the horizon of the geocentric latitude.
    let phiPrime = atan(0.993_305_62 * tan(rad(coordinates.latitude)))  // (1 − f)², f = 1/298.257
    let lst = gast + rad(coordinates.longitude)
    let moonGeo = horizontal(declination: moon.dec, hourAngle: lst - moon.ra, latitude: phiPrime)
    let sunGeo = horizontal(declination: sun.dec, hourAngle: lst - sun.ra, latitude: phiPrime)
    let arcv = moonGeo.altitude - sunGeo.altitude
    let daz = CrescentVisibility.azimuthDifference(sunGeo.azimuth, moonGeo.azimuth)
    let arcl = acos(cos(arcv) * cos(daz))
    let w = sd * (1 + sin(moonGeo.altitude) * sin(parallax)) * (1 - cos(arcl))
    arcOfVision = arcv
    relativeAzimuth = daz
    arcOfLight = arcl
    width = w
    q = (deg(arcv) - (11.8371 - 6.3226 * w + 0.7319 * w * w - 0.1018 * w * w * w)) / 10

    // Odeh: topocentric (airless, or refracted on request).
    func seen(_ body: (ra: Double, dec: Double, distance: Double)) -> TopocentricPosition {
      TopocentricPosition(
        rightAscension: body.ra, declination: body.dec, distance: body.distance,
        coordinates: coordinates, greenwichSiderealTime: gast,
        earthRadius: LunarPosition.earthRadius)
    }
    let moonTopo = seen(moon)
    let sunTopo = seen(sun)
    var moonAlt = moonTopo.altitude
    var sunAlt = sunTopo.altitude
    if odehAltitudes == .refracted {
      moonAlt += CrescentVisibility.refraction(moonAlt)
      sunAlt += CrescentVisibility.refraction(sunAlt)
    }
    let arcvTopo = moonAlt - sunAlt
    let dazTopo = CrescentVisibility.azimuthDifference(sunTopo.azimuth, moonTopo.azimuth)
    let arclTopo = acos(cos(arcvTopo) * cos(dazTopo))
    let wTopo = sd * (1 + sin(moonAlt) * sin(parallax)) * (1 - cos(arclTopo))
    topocentricArcOfVision = arcvTopo
    topocentricWidth = wTopo
    v = deg(arcvTopo) - (-0.1018 * wTopo * wTopo * wTopo + 0.7319 * wTopo * wTopo
      - 6.3226 * wTopo + 7.1651)
  }
}

extension CrescentVisibility {
  /// |a − b| folded into [0, π].
  static func azimuthDifference(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
    if d < 0 { d += 2 * .pi }
    return d > .pi ? 2 * .pi - d : d
  }

  /// Atmospheric refraction at true altitude `h` (radians): Sæmundsson's formula, Meeus (16.4),
  /// R = 1.02′ / tan(h + 10.3° / (h + 5.11°)) with h in degrees, h clamped at −1°.
  static func refraction(_ h: Double) -> Double {
    let hd = max(-1, deg(h))
    return rad(1.02 / 60 / tan(rad(hd + 10.3 / (hd + 5.11))))
  }
}
