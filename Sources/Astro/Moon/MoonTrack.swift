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
