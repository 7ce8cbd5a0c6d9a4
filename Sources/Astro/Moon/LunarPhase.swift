#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The four principal phases of the Moon: the instants when the Moon's apparent geocentric
/// longitude exceeds the Sun's by 0°, 90°, 180° and 270°.
public enum LunarPhase: Int, Sendable, Hashable, CaseIterable, Codable {
  /// Conjunction: the Moon passes the Sun in longitude (the astronomical new Moon).
  case newMoon = 0
  /// 90°: first quarter.
  case firstQuarter = 1
  /// 180°: full Moon.
  case fullMoon = 2
  /// 270°: last quarter.
  case lastQuarter = 3

  /// A stable name: `new-moon`, `first-quarter`, `full-moon`, `last-quarter`.
  public var identifier: String {
    switch self {
    case .newMoon: return "new-moon"
    case .firstQuarter: return "first-quarter"
    case .fullMoon: return "full-moon"
    case .lastQuarter: return "last-quarter"
    }
  }
}

/// One principal phase: which, in which lunation, and when.
public struct LunarPhaseEvent: Sendable, Hashable {
  /// The phase.
  public let phase: LunarPhase
  /// The lunation, numbered as in Meeus (49.2): 0 is the lunation that began with the new Moon
  /// of 2000 January 6; Brown's lunation number is this + 953.
  public let lunation: Int
  /// The instant (UT).
  public let instant: JulianDate

  /// The phase of lunation `lunation` (Meeus numbering), computed by ``LunarPhases``.
  public init(_ phase: LunarPhase, lunation: Int) {
    self.phase = phase
    self.lunation = lunation
    instant = LunarPhases.instant(of: phase, lunation: lunation)
  }
}

/// The instants of the Moon's phases.
///
/// First estimate: Meeus 1998, ch. 49 "Phases of the Moon" (pp. 349–354): the mean phase (49.1)
/// at k = lunation + quarter, T = k / 1236.85 (49.3), corrected by the periodic terms in M, M′, F
/// and Ω (pp. 351–352: new Moon, full Moon, and the quarters with the W correction) and the 14
/// planetary arguments A₁…A₁₄ (p. 351). Then the instant is solved on the bodies' apparent
/// longitudes, ``LunarPosition`` (ch. 47) minus ``SolarPosition`` (VSOP87), the definition of
/// the phases, so that the new Moon agrees with the positions used for crescent visibility. The
/// result, in dynamical time, is turned into UT with ``DeltaT``. Against JPL DE421, every
/// principal phase 1900–2050 (7471), in TT: median 3.6 s, max 29.5 s (new Moons max 18.6 s;
/// ch. 49 alone: 26 s); in UT, where our ΔT and skyfield's predicted ΔT part after 2026, median
/// 4.3 s, max 35.4 s (`Tests/AstroTests/LunarReferenceTests.swift`).
///
///     LunarPhases.next(.newMoon, after: JulianDate(secondsSince1970: 1_795_000_000)).instant
public enum LunarPhases: Sendable {
  /// The mean synodic month, days (Meeus (49.1)).
  public static let synodicMonth = 29.530_588_861

  /// The instant (UT) of `phase` in lunation `lunation` (Meeus numbering).
  public static func instant(of phase: LunarPhase, lunation: Int) -> JulianDate {
    let estimate = julianEphemerisDay(of: phase, k: Double(lunation) + Double(phase.rawValue) / 4)
    let jde = solveLongitudeDifference(
      Double(phase.rawValue) * .pi / 2, near: estimate)
    // TT → UT: ΔT at the (nearly equal) UT instant.
    return JulianDate(jde - DeltaT.seconds(atJulianDate: jde) / 86_400)
  }

  /// The instant (JDE) near `estimate` when the Moon's apparent longitude minus the Sun's equals
  /// `target` (radians): secant steps on ``LunarPosition`` and ``SolarPosition`` to 10⁻⁶ day.
  /// Ch. 49's series is within 30 s of the root; the positions bring it closer to DE421
  /// (measured: new Moons 1900–2050 within 19 s instead of 26 s).
  static func solveLongitudeDifference(_ target: Double, near estimate: Double) -> Double {
    func f(_ jde: Double) -> Double {
      let moon = LunarPosition(julianEphemerisDay: jde)
      let sun = SolarPosition(julianEphemerisDay: jde)
      let d = moon.longitude - sun.apparentLongitude - target
      return d - 2 * .pi * (d / (2 * .pi)).rounded()
    }
    var t0 = estimate
    var f0 = f(t0)
    var t1 = estimate + 0.001
    var f1 = f(t1)
    for _ in 0..<8 {
      guard f1 != f0 else { break }
      let t2 = t1 - f1 * (t1 - t0) / (f1 - f0)
      // The estimate is within a day; a step farther means a bad bracket: keep the estimate.
      guard abs(t2 - estimate) < 1 else { return estimate }
      (t0, f0) = (t1, f1)
      t1 = t2
      if abs(t1 - t0) < 1e-6 { break }
      f1 = f(t1)
    }
    return t1
  }

  /// The lunation (Meeus numbering) whose new Moon is nearest to `instant`.
  public static func lunation(nearestNewMoonTo instant: JulianDate) -> Int {
    // Clamped to ±10⁶ lunations (80 000 years), so that no instant traps the conversion.
    let estimate = ((instant.value - 2_451_550.097_66) / synodicMonth).rounded()
    var k = estimate.isNaN ? 0 : Int(min(max(estimate, -1e6), 1e6))
    // The true new Moon is within ±0.6 day of the mean one; settle on the nearest true one.
    for _ in 0..<2 {
      // Ch. 49's estimate (within a minute of the solved instant) is enough to choose k.
      let t = julianEphemerisDay(of: .newMoon, k: Double(k))
      if instant.value - t > synodicMonth / 2 {
        k += 1
      } else if t - instant.value > synodicMonth / 2 {
        k -= 1
      }
    }
    return k
  }

  /// The first `phase` (any principal phase when `nil`) strictly after `instant`.
  public static func next(_ phase: LunarPhase? = nil, after instant: JulianDate) -> LunarPhaseEvent
  {
    let k = lunation(nearestNewMoonTo: instant) - 1
    var best: LunarPhaseEvent?
    for lunation in k...(k + 2) {
      for p in LunarPhase.allCases where phase == nil || p == phase {
        let event = LunarPhaseEvent(p, lunation: lunation)
        if event.instant > instant, best.map({ event.instant < $0.instant }) ?? true {
          best = event
        }
      }
    }
    // k − 1 … k + 1 spans three lunations around the nearest new Moon: always one after.
    return best ?? LunarPhaseEvent(phase ?? .newMoon, lunation: k + 3)
  }

  /// The last `phase` (any principal phase when `nil`) at or before `instant`.
  public static func previous(_ phase: LunarPhase? = nil, before instant: JulianDate)
    -> LunarPhaseEvent
  {
    let k = lunation(nearestNewMoonTo: instant) + 1
    var best: LunarPhaseEvent?
    for lunation in stride(from: k, through: k - 2, by: -1) {
      for p in LunarPhase.allCases where phase == nil || p == phase {
        let event = LunarPhaseEvent(p, lunation: lunation)
        if event.instant <= instant, best.map({ event.instant > $0.instant }) ?? true {
          best = event
        }
      }
    }
    return best ?? LunarPhaseEvent(phase ?? .newMoon, lunation: k - 3)
  }

  /// Every principal phase in [start, end), in order.
  public static func events(from start: JulianDate, to end: JulianDate) -> [LunarPhaseEvent] {
    guard start < end else { return [] }
    var out: [LunarPhaseEvent] = []
    let first = lunation(nearestNewMoonTo: start) - 1
    let last = lunation(nearestNewMoonTo: end) + 1
    guard last - first < 100_000 else { return [] }  // a guard against absurd spans
    for k in first...last {
      for p in LunarPhase.allCases {
        let e = LunarPhaseEvent(p, lunation: k)
        if e.instant >= start, e.instant < end { out.append(e) }
      }
    }
    return out
  }

  // MARK: - Meeus ch. 49

  /// The phase at k (integer + 0, 0.25, 0.5, 0.75) in Julian ephemeris days.
  static func julianEphemerisDay(of phase: LunarPhase, k: Double) -> Double {
    let t = k / 1_236.85
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    // (49.1) the mean phase.
    var jde = 2_451_550.097_66 + 29.530_588_861 * k + 0.000_154_37 * t2 - 0.000_000_150 * t3
      + 0.000_000_000_73 * t4
    // Arguments of p. 350, degrees.
    let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
    let m = rad(2.553_4 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3)
    let mp = rad(
      201.564_3 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3
        - 0.000_000_058 * t4)
    let f = rad(
      160.710_8 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3
        + 0.000_000_011 * t4)
    let om = rad(124.774_6 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3)

    switch phase {
    case .newMoon, .fullMoon:
      // p. 351: the two columns differ in their first six coefficients.
      let new = phase == .newMoon
      jde +=
        (new ? -0.407_20 : -0.406_14) * sin(mp)
        + (new ? 0.172_41 : 0.173_02) * e * sin(m)
        + (new ? 0.016_08 : 0.016_14) * sin(2 * mp)
        + (new ? 0.010_39 : 0.010_43) * sin(2 * f)
        + (new ? 0.007_39 : 0.007_34) * e * sin(mp - m)
        + (new ? -0.005_14 : -0.005_15) * e * sin(mp + m)
        + (new ? 0.002_08 : 0.002_09) * e * e * sin(2 * m)
        - 0.001_11 * sin(mp - 2 * f)
        - 0.000_57 * sin(mp + 2 * f)
        + 0.000_56 * e * sin(2 * mp + m)
        - 0.000_42 * sin(3 * mp)
        + 0.000_42 * e * sin(m + 2 * f)
        + 0.000_38 * e * sin(m - 2 * f)
        - 0.000_24 * e * sin(2 * mp - m)
        - 0.000_17 * sin(om)
        - 0.000_07 * sin(mp + 2 * m)
        + 0.000_04 * sin(2 * mp - 2 * f)
        + 0.000_04 * sin(3 * m)
        + 0.000_03 * sin(mp + m - 2 * f)
        + 0.000_03 * sin(2 * mp + 2 * f)
        - 0.000_03 * sin(mp + m + 2 * f)
        + 0.000_03 * sin(mp - m + 2 * f)
        - 0.000_02 * sin(mp - m - 2 * f)
        - 0.000_02 * sin(3 * mp + m)
        + 0.000_02 * sin(4 * mp)
    case .firstQuarter, .lastQuarter:
      // p. 352, and the W correction added at first and subtracted at last quarter.
      jde +=
        -0.628_01 * sin(mp)
        + 0.171_72 * e * sin(m)
        - 0.011_83 * e * sin(mp + m)
        + 0.008_62 * sin(2 * mp)
        + 0.008_04 * sin(2 * f)
        + 0.004_54 * e * sin(mp - m)
        + 0.002_04 * e * e * sin(2 * m)
        - 0.001_80 * sin(mp - 2 * f)
        - 0.000_70 * sin(mp + 2 * f)
        - 0.000_40 * sin(3 * mp)
        - 0.000_34 * e * sin(2 * mp - m)
        + 0.000_32 * e * sin(m + 2 * f)
        + 0.000_32 * e * sin(m - 2 * f)
        - 0.000_28 * e * e * sin(mp + 2 * m)
        + 0.000_27 * e * sin(2 * mp + m)
        - 0.000_17 * sin(om)
        - 0.000_05 * sin(mp - m - 2 * f)
        + 0.000_04 * sin(2 * mp + 2 * f)
        - 0.000_04 * sin(mp + m + 2 * f)
        + 0.000_04 * sin(mp - 2 * m)
        + 0.000_03 * sin(mp + m - 2 * f)
        + 0.000_03 * sin(3 * m)
        + 0.000_02 * sin(2 * mp - 2 * f)
        + 0.000_02 * sin(mp - m + 2 * f)
        - 0.000_02 * sin(3 * mp + m)
      let w =
        0.003_06 - 0.000_38 * e * cos(m) + 0.000_26 * cos(mp) - 0.000_02 * cos(mp - m)
        + 0.000_02 * cos(mp + m) + 0.000_02 * cos(2 * f)
      jde += phase == .firstQuarter ? w : -w
    }

    // The additional corrections for all phases, p. 351 (A₁…A₁₄, degrees).
    let a: [(Double, Double, Double)] = [
      (299.77, 0.107_408, 0.000_325), (251.88, 0.016_321, 0.000_165),
      (251.83, 26.651_886, 0.000_164), (349.42, 36.412_478, 0.000_126),
      (84.66, 18.206_239, 0.000_110), (141.74, 53.303_771, 0.000_062),
      (207.14, 2.453_732, 0.000_060), (154.84, 7.306_860, 0.000_056),
      (34.52, 27.261_239, 0.000_047), (207.19, 0.121_824, 0.000_042),
      (291.34, 1.844_379, 0.000_040), (161.72, 24.198_154, 0.000_037),
      (239.56, 25.513_099, 0.000_035), (331.55, 3.592_518, 0.000_023),
    ]
    for (i, (a0, a1, c)) in a.enumerated() {
      var arg = a0 + a1 * k
      if i == 0 { arg -= 0.009_173 * t2 }
      jde += c * sin(rad(arg))
    }
    return jde
  }
}
