#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// One solar day at a place: the Sun's meridian transit, the instants it crosses any altitude in
/// the morning and in the evening, and the Asr shadow time.
///
/// **Which day.** The solar day of local date D is the one whose transit falls on D in the
/// place's time zone: for Kiritimati (UTC+14, 157° W) the transit of 29 November happens at
/// 22:18 UT on the 28th. ``init(coordinates:date:utcOffsetSeconds:ephemeris:)`` picks it from the
/// offset; picking the day by longitude alone returns the wrong day there.
///
/// **How.** The Sun's apparent place (``SolarPosition``) at the five 0h UT nodes nearest the
/// transit is interpolated by a quartic (``SolarEphemeris``). Every event is then solved to
/// convergence (better than 0.1 ms) on the interpolated, topocentric position:
/// - the transit, where the local apparent hour angle is zero;
/// - a crossing of altitude h₀, between the previous lower culmination and the transit (morning)
///   or between the transit and the next lower culmination (evening), by Newton's method kept
///   inside that bracket. When the altitude is not crossed in that half day the result is
///   ``SunEvent/sunAlwaysAbove`` or ``SunEvent/sunAlwaysBelow``.
///
/// Altitudes are geometric (no refraction model): the conventional −0.8333° for sunrise and
/// sunset contains refraction and the Sun's semidiameter. The Sun's diurnal parallax (8.8″ at the
/// horizon) is applied. `Data/reference/` holds the JPL DE421 events this is tested against.
public struct SolarDay: Sendable {
  /// The place.
  public let coordinates: Coordinates
  /// The Sun's upper meridian transit (apparent noon).
  public let transit: JulianDate
  /// The lower culmination before the transit (apparent midnight, start of the solar day).
  public let previousLowerCulmination: JulianDate
  /// The lower culmination after the transit (apparent midnight, end of the solar day).
  public let nextLowerCulmination: JulianDate

  private let nodes: SolarNodes
  private let sinLat: Double
  private let cosLat: Double
  private let longitude: Double
  /// The Sun's horizontal parallax at this place, ρ · 8.794″ / R, in radians.
  private let parallax: Double

  /// The solar day whose transit falls on `date` in a zone `utcOffsetSeconds` ahead of UTC at
  /// local noon, interpolating `ephemeris` when it covers the day (else computing the Sun).
  public init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    ephemeris: SolarEphemeris? = nil
  ) {
    self.init(
      coordinates: coordinates,
      approximateTransit: SolarDay.meanTransit(
        coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds),
      ephemeris: ephemeris)
  }

  /// The solar day whose transit is nearest to `approximateTransit` (within ±12 h of it).
  public init(
    coordinates: Coordinates, approximateTransit: JulianDate, ephemeris: SolarEphemeris? = nil
  ) {
    let c = approximateTransit.value
    let nodes = ephemeris?.nodes(around: c) ?? SolarNodes(computedAround: c)
    self.init(coordinates: coordinates, approximateTransit: c, nodes: nodes)
  }

  /// The mean solar transit nearest to local noon of `date`: 12:00 UT − λ/15 h on some day.
  static func meanTransit(coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int)
    -> JulianDate
  {
    let localNoon = Double(date.julianDayNumber) - Double(utcOffsetSeconds) / 86_400
    let meanTransit = Double(date.julianDayNumber) - coordinates.longitude / 360
    return JulianDate(meanTransit + (localNoon - meanTransit).rounded())
  }

  init(coordinates: Coordinates, approximateTransit c: Double, nodes: SolarNodes) {
    self.coordinates = coordinates
    self.nodes = nodes
    let phi = rad(coordinates.latitude)
    sinLat = sin(phi)
    cosLat = cos(phi)
    longitude = rad(coordinates.longitude)
    parallax = coordinates.geocentricRadius * arcsec(8.794) / nodes.distance

    // Transit: hour angle 0; lower culminations: hour angle ±π.
    let t = SolarDay.solveHourAngle(0, from: c, nodes: nodes, longitude: longitude)
    transit = JulianDate(t)
    previousLowerCulmination = JulianDate(
      SolarDay.solveHourAngle(.pi, from: t - 0.5, nodes: nodes, longitude: longitude))
    nextLowerCulmination = JulianDate(
      SolarDay.solveHourAngle(.pi, from: t + 0.5, nodes: nodes, longitude: longitude))
  }

  /// The same day (same Sun) seen from another latitude on the same meridian.
  func at(latitude: Double) -> SolarDay {
    SolarDay(copying: self, coordinates: coordinates.with(latitude: latitude))
  }

  private init(copying day: SolarDay, coordinates: Coordinates) {
    self.coordinates = coordinates
    transit = day.transit
    previousLowerCulmination = day.previousLowerCulmination
    nextLowerCulmination = day.nextLowerCulmination
    nodes = day.nodes
    let phi = rad(coordinates.latitude)
    sinLat = sin(phi)
    cosLat = cos(phi)
    longitude = day.longitude
    parallax = coordinates.geocentricRadius * arcsec(8.794) / nodes.distance
  }

  // MARK: - Interpolated ephemeris

  /// The local hour angle at `t` (UT Julian date), radians, not normalized, and its rate per day.
  @inline(__always)
  private static func hourAngle(_ t: Double, nodes: SolarNodes, longitude: Double) -> (
    value: Double, rate: Double
  ) {
    let a = SolarNodes.evaluate(nodes.raCoefficients, t - nodes.center)
    let value = SiderealTime.greenwichMean(julianDate: t) + longitude - a.value
    return (value, 2 * .pi * 1.002_737_909_35 - a.rate)
  }

  /// The instant near `start` when the hour angle equals `target` (mod 2π).
  private static func solveHourAngle(
    _ target: Double, from start: Double, nodes: SolarNodes, longitude: Double
  ) -> Double {
    var t = start
    for _ in 0..<8 {
      let h = hourAngle(t, nodes: nodes, longitude: longitude)
      let step = remainder(h.value - target, 2 * .pi) / h.rate
      t -= step
      if abs(step) < 1e-11 { break }
    }
    return t
  }

  /// sin of the geocentric altitude at `t`, and its time derivative per day.
  @inline(__always)
  private func sinAltitude(_ t: Double) -> (value: Double, rate: Double) {
    let h = SolarDay.hourAngle(t, nodes: nodes, longitude: longitude)
    let d = SolarNodes.evaluate(nodes.decCoefficients, t - nodes.center)
    let sinD = sin(d.value)
    let cosD = cos(d.value)
    let cosH = cos(h.value)
    let value = sinLat * sinD + cosLat * cosD * cosH
    let rate =
      -cosLat * cosD * sin(h.value) * h.rate + (sinLat * cosD - cosLat * sinD * cosH) * d.rate
    return (value, rate)
  }

  /// The Sun's topocentric geometric altitude (no refraction) at an instant of this solar day.
  public func altitude(at instant: JulianDate) -> Angle {
    let h = asin(max(-1, min(1, sinAltitude(instant.value).value)))
    return Angle(radians: h - parallax * cos(h))
  }

  /// The Sun's topocentric altitude at transit: the day's highest.
  public var altitudeAtTransit: Angle { altitude(at: transit) }

  // MARK: - Events

  /// The instant in the morning (between the previous lower culmination and the transit) when the
  /// Sun's centre rises through `altitude`.
  public func morning(altitude: Angle) -> SunEvent {
    crossing(altitude, from: previousLowerCulmination.value, to: transit.value, rising: true)
  }

  /// The instant in the evening (between the transit and the next lower culmination) when the
  /// Sun's centre sets through `altitude`.
  public func evening(altitude: Angle) -> SunEvent {
    crossing(altitude, from: transit.value, to: nextLowerCulmination.value, rising: false)
  }

  /// Asr: the afternoon instant when an object's shadow equals `shadowFactor` times its height
  /// plus its shadow at transit.
  ///
  /// With the noon altitude h₁ (topocentric, at transit) the condition is cot h = k + cot h₁,
  /// solved for the Sun's true position at each instant (methods.md §5). If the Sun does not rise
  /// at noon there is no shadow to measure: ``SunEvent/sunAlwaysBelow``.
  public func asr(shadowFactor k: Double) -> SunEvent {
    let noon = altitudeAtTransit.radians
    guard noon > 0 else { return .sunAlwaysBelow }
    let target = atan(1 / (k + 1 / tan(noon)))
    return evening(altitude: Angle(radians: target))
  }

  private func crossing(_ altitude: Angle, from a0: Double, to b0: Double, rising: Bool)
    -> SunEvent
  {
    let h0 = altitude.radians
    // Topocentric altitude h′ = h − p cos h, so the geocentric target is h₀ + p cos h₀ (the
    // second-order term, p² sin h₀, is below 10⁻⁹ rad).
    let target = sin(h0 + parallax * cos(h0))
    if sinAltitude(transit.value).value - target <= 0 { return .sunAlwaysBelow }
    if sinAltitude(rising ? a0 : b0).value - target >= 0 { return .sunAlwaysAbove }

    // g(t) = ±(sin h(t) − sin h₀) is negative at a and positive at b.
    let sign = rising ? 1.0 : -1.0
    var a = a0
    var b = b0
    // First guess from the hour angle at the transit declination, Meeus (15.1).
    let d = SolarNodes.evaluate(nodes.decCoefficients, transit.value - nodes.center).value
    let cosH0 = (target - sinLat * sin(d)) / (cosLat * cos(d))
    var t = (a + b) / 2
    if cosH0 > -1 && cosH0 < 1 {
      let guess = transit.value - sign * acos(cosH0) / (2 * .pi)
      if guess > a && guess < b { t = guess }
    }
    for _ in 0..<100 {
      let s = sinAltitude(t)
      let value = sign * (s.value - target)
      if value < 0 { a = t } else { b = t }
      var next = t - value / (sign * s.rate)
      if !(next > a && next < b) { next = (a + b) / 2 }
      if abs(next - t) < 1e-10 || b - a < 1e-10 { return .at(JulianDate(next)) }
      t = next
    }
    return .at(JulianDate(t))
  }
}
