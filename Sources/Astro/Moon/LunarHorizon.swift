#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// Moonrise or moonset in a span of time — or that it does not happen.
///
/// The Moon rises about 50 minutes later each day, so about once a month a civil day has no
/// moonrise (and another none moonset); far from the equator it can stay up or down all day.
public enum MoonEvent: Sendable, Hashable {
  /// The Moon's upper limb crosses the horizon at this instant.
  case at(JulianDate)
  /// The Moon crosses the horizon in this span, but only the other way (the day of the month
  /// with no moonrise, or no moonset).
  case notInThisSpan
  /// The Moon stays above the horizon through the span.
  case moonAlwaysAbove
  /// The Moon stays below the horizon through the span.
  case moonAlwaysBelow

  /// The instant, when the event happens.
  public var instant: JulianDate? {
    if case .at(let t) = self { return t }
    return nil
  }
}

/// A crossing of the horizon by the Moon's upper limb.
public struct MoonHorizonCrossing: Sendable, Hashable {
  /// Rising or setting.
  public enum Kind: String, Sendable, Hashable { case rise, set }
  /// Rising or setting.
  public let kind: Kind
  /// The instant (UT).
  public let instant: JulianDate
}

/// Moonrise and moonset: the instants when the Moon's upper limb is on the horizon.
///
/// The conventional definition (Meeus 1998, ch. 15, p. 102; the Astronomical Almanac): the
/// topocentric, airless altitude of the Moon's centre plus its topocentric semidiameter equals
/// −34′, the standard refraction at the horizon. Meeus folds this into one geocentric altitude,
/// h₀ = 0.7275 π − 34′; here the parallax and the semidiameter are computed at each instant instead.
/// The horizon is the sea-level one (no dip for the observer's height). The altitude is sampled
/// every 30 minutes and each sign change is solved by the Illinois (regula falsi) method to
/// 10⁻⁷ day (0.01 s) on ``LunarPosition``. Measured against JPL DE421 in
/// `Tests/AstroTests/LunarReferenceTests.swift`.
public enum LunarHorizon: Sendable {
  /// The standard refraction at the horizon, 34′, in radians.
  public static let refraction = rad(34.0 / 60)

  /// The altitude of the Moon's upper limb above the refracted horizon at `instant`, radians:
  /// positive when the Moon is up.
  public static func upperLimbAltitude(at coordinates: Coordinates, _ instant: JulianDate)
    -> Double
  {
    let moon = LunarPosition(at: instant)
    return upperLimbAltitude(moon.topocentric(from: coordinates, at: instant))
  }

  /// The altitude of the upper limb above the refracted horizon for the Moon's topocentric place.
  static func upperLimbAltitude(_ moon: TopocentricPosition) -> Double {
    moon.altitude + LunarPosition.semidiameter(atDistance: moon.distance) + refraction
  }

  /// Every moonrise and moonset in [start, end), in order; with a ``MoonTrack`` covering the
  /// span the Moon is interpolated instead of computed at each step.
  public static func crossings(
    at coordinates: Coordinates, from start: JulianDate, to end: JulianDate,
    track: MoonTrack? = nil
  ) -> [MoonHorizonCrossing] {
    guard start < end, end.value - start.value <= 400 else { return [] }
    if let track, track.covers(start), track.covers(end) {
      return crossings(from: start.value, to: end.value) { t in
        upperLimbAltitude(track.topocentric(from: coordinates, at: JulianDate(t)))
      }
    }
    return crossings(from: start.value, to: end.value) { t in
      upperLimbAltitude(at: coordinates, JulianDate(t))
    }
  }

  /// The sign changes of `altitude` in [start, end), sampled every 30 minutes and solved.
  private static func crossings(
    from start: Double, to end: Double, altitude: (Double) -> Double
  ) -> [MoonHorizonCrossing] {
    let step = 1.0 / 48
    var out: [MoonHorizonCrossing] = []
    var t0 = start
    var f0 = altitude(start)
    while t0 < end {
      let t1 = min(t0 + step, end)
      let f1 = altitude(t1)
      if (f0 < 0) != (f1 < 0) {
        let t = solve(altitude, t0, f0, t1, f1)
        if t >= start, t < end {
          out.append(MoonHorizonCrossing(kind: f0 < 0 ? .rise : .set, instant: JulianDate(t)))
        }
      }
      t0 = t1
      f0 = f1
    }
    return out
  }

  /// The first moonrise and moonset in [start, end), or why there is none: the Moon crosses
  /// the horizon in the span only the other way (``MoonEvent/notInThisSpan``), or not at all and
  /// stays up (``MoonEvent/moonAlwaysAbove``) or down (``MoonEvent/moonAlwaysBelow``) — then both
  /// answers say so.
  public static func riseAndSet(
    at coordinates: Coordinates, from start: JulianDate, to end: JulianDate
  ) -> (rise: MoonEvent, set: MoonEvent) {
    let all = crossings(at: coordinates, from: start, to: end)
    if all.isEmpty {
      let up = upperLimbAltitude(at: coordinates, start) >= 0
      return up ? (.moonAlwaysAbove, .moonAlwaysAbove) : (.moonAlwaysBelow, .moonAlwaysBelow)
    }
    func event(_ kind: MoonHorizonCrossing.Kind) -> MoonEvent {
      all.first { $0.kind == kind }.map { .at($0.instant) } ?? .notInThisSpan
    }
    return (event(.rise), event(.set))
  }

  /// The root of the upper-limb altitude between t0 and t1 (opposite signs), Illinois method.
  private static func solve(
    _ altitude: (Double) -> Double, _ a0: Double, _ fa0: Double, _ b0: Double, _ fb0: Double
  ) -> Double {
    var (a, fa, b, fb) = (a0, fa0, b0, fb0)
    var side = 0
    for _ in 0..<60 {
      let c = (a * fb - b * fa) / (fb - fa)
      if abs(b - a) < 1e-7 { return c }
      let fc = altitude(c)
      if fc == 0 { return c }
      if (fc < 0) == (fb < 0) {
        b = c
        fb = fc
        if side == -1 { fa /= 2 }
        side = -1
      } else {
        a = c
        fa = fc
        if side == 1 { fb /= 2 }
        side = 1
      }
      if abs(fc) < 1e-9 { return c }  // 1e-9 rad ≈ 0.02 s of the Moon's altitude change
    }
    return (a + b) / 2
  }
}
