import Foundation
import TestSupport
import XCTest

@testable import Astro

/// The Moon against JPL's DE421 ephemeris (skyfield 1.55): every principal phase 1900–2050,
/// 600 geocentric and topocentric positions, 400 civil days of moonrises and moonsets
/// (`Data/reference/`, README there).
final class LunarReferenceTests: XCTestCase {
  // MARK: - Loading

  /// A CSV of `Data/reference/` as rows of named fields.
  static func table(_ file: String) throws -> [[String: String]] {
    try CSV.rows(try dataFile("reference/" + file))
  }

  struct Phase {
    let phase: LunarPhase
    let jdUT1: Double
    let jdTT: Double
  }

  static func loadPhases() throws -> [Phase] {
    try table("moon_phases_de421.csv").map {
      guard let p = Int($0["phase"]!).flatMap(LunarPhase.init(rawValue:)), let ut = Double($0["jd_ut1"]!),
        let tt = Double($0["jd_tt"]!)
      else { throw CocoaError(.fileReadCorruptFile) }
      return Phase(phase: p, jdUT1: ut, jdTT: tt)
    }
  }

  /// The lunation (Meeus numbering) of a reference phase: the quarters belong to the lunation
  /// of the new Moon before them, so step back by a quarter of a month per phase first.
  static func lunation(of row: Phase) -> Int {
    LunarPhases.lunation(
      nearestNewMoonTo: JulianDate(row.jdUT1 - Double(row.phase.rawValue) * LunarPhases.synodicMonth / 4))
  }

  /// "median m, p99 p, max x" of absolute values.
  static func stats(_ values: [Double], _ unit: String, digits: Int = 3) -> String {
    let s = values.map(abs).sorted()
    func f(_ x: Double) -> String { String(format: "%.\(digits)f", x) }
    let mean = values.reduce(0, +) / Double(max(1, values.count))
    return "median \(f(quantile(s, 0.5))) \(unit), p99 \(f(quantile(s, 0.99))) \(unit), "
      + "max \(f(s.last ?? .nan)) \(unit) (mean signed \(f(mean)))"
  }

  // MARK: - Phases

  /// Every principal phase 1900–2050 (7471): within 45 s of DE421's UT1 instant (the requirement
  /// is 60 s); the lunation numbering agrees with the mean-phase count, each (lunation, phase)
  /// appears once and the lunations follow each other without a gap.
  func testPhases_Within45SecondsOfDE421() throws {
    let rows = try Self.loadPhases()
    XCTAssertEqual(rows.count, 7471)
    var errors: [LunarPhase: [Double]] = [:]
    var errorsTT: [Double] = []
    var errorsTTByPhase: [LunarPhase: [Double]] = [:]
    var worst = (0.0, "")
    var seen = Set<[Int]>()
    var previousKey: (Int, Int)?
    for row in rows {
      let k = Self.lunation(of: row)
      // Independent of LunarPhases: the mean phase (49.1) is within 1 day of the true one.
      let mean = ((row.jdTT - 2_451_550.097_66) / LunarPhases.synodicMonth - Double(row.phase.rawValue) / 4)
      XCTAssertEqual(k, Int(mean.rounded()), "\(row)")
      XCTAssertLessThan(abs(mean - mean.rounded()), 0.05, "\(row)")
      XCTAssertTrue(seen.insert([k, row.phase.rawValue]).inserted, "\(row) twice")
      if let (pk, pp) = previousKey {
        // The next row is the next quarter: same lunation, or the next lunation's new Moon.
        XCTAssertEqual(pk * 4 + pp + 1, k * 4 + row.phase.rawValue, "\(row) does not follow")
      }
      previousKey = (k, row.phase.rawValue)

      let event = LunarPhaseEvent(row.phase, lunation: k)
      XCTAssertEqual(event.phase, row.phase)
      XCTAssertEqual(event.lunation, k)
      let e = (event.instant.value - row.jdUT1) * 86_400
      errors[row.phase, default: []].append(e)
      // In dynamical time (no ΔT model involved on either side).
      let jde = event.instant.value + DeltaT.seconds(atJulianDate: event.instant.value) / 86_400
      errorsTT.append((jde - row.jdTT) * 86_400)
      errorsTTByPhase[row.phase, default: []].append((jde - row.jdTT) * 86_400)
      if abs(e) > worst.0 { worst = (abs(e), "\(row.phase.identifier) k=\(k) JD \(row.jdUT1)") }
      XCTAssertLessThanOrEqual(abs(e), 60, "\(row): \(e) s (requirement)")
      XCTAssertLessThanOrEqual(abs(e), 45, "\(row): \(e) s (regression bound)")
    }
    for p in LunarPhase.allCases {
      print(
        "DE421 phases, \(p.identifier) (\(errors[p]?.count ?? 0)): UT1 \(Self.stats(errors[p] ?? [], "s", digits: 2)); "
          + "TT \(Self.stats(errorsTTByPhase[p] ?? [], "s", digits: 2))")
    }
    let all = LunarPhase.allCases.flatMap { errors[$0] ?? [] }
    print(
      "DE421 phases, all (\(all.count)): UT1 \(Self.stats(all, "s", digits: 2)), worst \(worst.1); "
        + "TT \(Self.stats(errorsTT, "s", digits: 2))")
    XCTAssertEqual(all.count, rows.count)
  }

  /// `events(from:to:)` over 1900–2050 gives the fixture's phases one for one: same number of
  /// each phase, in the same order, each within the 60 s — none missed, none duplicated.
  func testPhases_EventsOverTheRangeMatchDE421OneForOne() throws {
    let rows = try Self.loadPhases()
    let start = JulianDate(Double(CivilDate(year: 1900, month: 1, day: 1)!.julianDayNumber) - 0.5)
    let end = JulianDate(Double(CivilDate(year: 2051, month: 1, day: 1)!.julianDayNumber) - 0.5)
    // The fixture spans the same range, and no phase is within a minute of either end.
    XCTAssertGreaterThan(rows.first!.jdUT1 - start.value, 1.0 / 1440)
    XCTAssertGreaterThan(end.value - rows.last!.jdUT1, 1.0 / 1440)
    let events = LunarPhases.events(from: start, to: end)
    for p in LunarPhase.allCases {
      XCTAssertEqual(
        events.filter { $0.phase == p }.count, rows.filter { $0.phase == p }.count, p.identifier)
    }
    XCTAssertEqual(events.count, rows.count)
    XCTAssertEqual(events.map(\.instant), events.map(\.instant).sorted(), "in order")
    var worst = 0.0
    for (e, row) in zip(events, rows) {
      XCTAssertEqual(e.phase, row.phase, "\(row)")
      worst = max(worst, abs(e.instant.value - row.jdUT1) * 86_400)
      XCTAssertEqual(e.instant.value, row.jdUT1, accuracy: 60 / 86_400, "\(row)")
    }
    XCTAssertEqual(Set(events.map { [$0.lunation, $0.phase.rawValue] }).count, events.count, "duplicates")
    print("events(from: 1900, to: 2051): \(events.count) events, max \(String(format: "%.2f", worst)) s from DE421")
  }

  /// `next(_:after:)` and `previous(_:before:)` on every 23rd reference phase: a day before
  /// (after) the phase finds it; from the phase's own instant, `next` finds the following
  /// reference row and `previous` (at or before) the phase itself.
  func testPhases_NextAndPreviousRoundTrip() throws {
    let rows = try Self.loadPhases()
    var checked = 0
    for i in stride(from: 0, to: rows.count - 1, by: 23) {
      let row = rows[i]
      let k = Self.lunation(of: row)
      let event = LunarPhaseEvent(row.phase, lunation: k)
      for offset in [-1.5, -0.2] {
        let next = LunarPhases.next(row.phase, after: JulianDate(row.jdUT1 + offset))
        XCTAssertEqual(next, event, "next \(row.phase) after \(row.jdUT1 + offset)")
        let previous = LunarPhases.previous(row.phase, before: JulianDate(row.jdUT1 - offset))
        XCTAssertEqual(previous, event, "previous \(row.phase) before \(row.jdUT1 - offset)")
      }
      XCTAssertEqual(LunarPhases.previous(row.phase, before: event.instant), event)
      XCTAssertEqual(LunarPhases.previous(before: event.instant), event)
      let following = LunarPhases.next(after: event.instant)
      XCTAssertEqual(following.phase, rows[i + 1].phase, "\(row)")
      XCTAssertEqual(following.instant.value, rows[i + 1].jdUT1, accuracy: 60 / 86_400, "\(row)")
      XCTAssertEqual(LunarPhases.previous(before: following.instant.adding(seconds: -0.5)), event)
      // The same phase a month on: the next lunation.
      let nextSame = LunarPhases.next(row.phase, after: event.instant)
      XCTAssertEqual(nextSame.lunation, k + 1)
      XCTAssertEqual(nextSame.instant.value - event.instant.value, LunarPhases.synodicMonth, accuracy: 0.8)
      checked += 1
    }
    print("next/previous round trips: \(checked) reference phases")
    XCTAssertGreaterThan(checked, 300)
  }

  // MARK: - Positions

  /// 600 instants 1900–2050: the geocentric apparent position at the fixture's TT (so that the
  /// ΔT models do not enter) and the topocentric one at its UT1 instant, against DE421.
  func testPositions_MatchDE421() throws {
    let rows = try Self.table("moon_positions_de421.csv")
    XCTAssertEqual(rows.count, 600)
    var d: [String: [Double]] = [:]
    func wrap(_ degrees: Double) -> Double { degrees - 360 * (degrees / 360).rounded() }
    for r in rows {
      let v = { (name: String) -> Double in Double(r[name]!)! }
      let moon = LunarPosition(julianEphemerisDay: v("jd_tt"))
      let sun = SolarPosition(julianEphemerisDay: v("jd_tt"))
      let place = Coordinates(latitude: v("lat"), longitude: v("lon"))!
      let topo = moon.topocentric(from: place, at: JulianDate(v("jd_ut1")))
      let light = LunarIllumination(moon: moon, sun: sun)
      let deg = { (x: Double) in Angle(radians: x).degrees }
      let cosDec = cos(rad(v("geo_dec_deg")))
      d["λ", default: []].append(wrap(deg(moon.longitude) - v("geo_ecl_lon_deg")) * 3600)
      d["β", default: []].append((deg(moon.latitude) - v("geo_ecl_lat_deg")) * 3600)
      d["α cos δ", default: []].append(wrap(deg(moon.rightAscension) - v("geo_ra_deg")) * 3600 * cosDec)
      d["δ", default: []].append((deg(moon.declination) - v("geo_dec_deg")) * 3600)
      // skyfield's distances are light-time ones, |Moon(t − τ) − Earth(t)| in the barycentric
      // frame: they exceed the geometric distance by the Earth's orbital velocity (29.78 km/s,
      // towards λ☉ − 90°) times τ along the line of sight, up to 40 km. Taken off here (the rest
      // of that effect, the Earth's varying speed and the Moon's own motion, is under 1 km).
      let lightTime = { (km: Double) in
        29.78 * km / 299_792.458 * sin(rad(v("geo_ecl_lon_deg") - v("sun_geo_ecl_lon_deg")))
          * cos(rad(v("geo_ecl_lat_deg")))
      }
      let geometric = v("distance_km") - lightTime(v("distance_km"))
      d["Δ km", default: []].append(moon.distance - geometric)
      d["π", default: []].append(
        (deg(moon.horizontalParallax) - Angle(radians: asin(6_378.14 / geometric)).degrees) * 3600)
      d["topo α cos δ", default: []].append(
        wrap(deg(topo.rightAscension) - v("topo_ra_deg")) * 3600 * cos(rad(v("topo_dec_deg"))))
      d["topo δ", default: []].append((deg(topo.declination) - v("topo_dec_deg")) * 3600)
      d["altitude", default: []].append((deg(topo.altitude) - v("topo_alt_deg")) * 3600)
      d["azimuth cos h", default: []].append(
        wrap(deg(topo.azimuth) - v("topo_az_deg")) * 3600 * cos(rad(v("topo_alt_deg"))))
      d["topo Δ km", default: []].append(topo.distance - (v("topo_distance_km") - lightTime(v("topo_distance_km"))))
      d["Sun λ", default: []].append(wrap(deg(sun.apparentLongitude) - v("sun_geo_ecl_lon_deg")) * 3600)
      d["elongation", default: []].append((deg(light.elongation) - v("elongation_geo_deg")) * 3600)
      d["phase angle", default: []].append((deg(light.phaseAngle) - v("phase_angle_deg")) * 3600)
      d["fraction", default: []].append(light.fraction - v("illuminated_fraction"))
      d["waxing", default: []].append(
        light.isWaxing == (wrap(v("geo_ecl_lon_deg") - v("sun_geo_ecl_lon_deg")) > 0) ? 0 : 1)
    }
    // Bounds: what was measured (2026-11-29, in the commit message) with a margin.
    // The phase angle: skyfield's `phase_angle` is the angle between astrometric vectors (no
    // aberration), ch. 48 takes the apparent Sun, 20.5″ of aberration off; (48.3) on DE421's own
    // apparent positions differs from skyfield's figure by up to 41″ (median 18″), hence 60″.
    // The illuminated fraction it gives is what matters: within 10⁻⁴.
    let bounds: [(String, String, Double)] = [
      ("λ", "″", 20), ("β", "″", 10), ("α cos δ", "″", 20), ("δ", "″", 10), ("Δ km", "km", 15),
      ("π", "″", 0.2), ("topo α cos δ", "″", 20), ("topo δ", "″", 10), ("altitude", "″", 15),
      ("azimuth cos h", "″", 15), ("topo Δ km", "km", 15), ("Sun λ", "″", 1), ("elongation", "″", 20),
      ("phase angle", "″", 60), ("fraction", "", 0.000_15), ("waxing", "", 0),
    ]
    for (name, unit, bound) in bounds {
      let values = d[name]!
      XCTAssertEqual(values.count, rows.count)
      let worst = values.map(abs).max()!
      print("DE421 Moon positions, \(name): \(Self.stats(values, unit, digits: name == "fraction" ? 6 : 3))")
      XCTAssertLessThanOrEqual(worst, bound, "\(name): max \(worst) \(unit)")
    }
  }

  // MARK: - Rising and setting

  struct RiseSetDay {
    let coordinates: Coordinates
    let start: JulianDate
    let date: String
    let rises: [Double]
    let sets: [Double]
  }

  static func loadRiseSet() throws -> [RiseSetDay] {
    try table("moon_rise_set_de421.csv").map { r in
      guard let lat = Double(r["lat"]!), let lon = Double(r["lon"]!), let offset = Double(r["utc_offset_hours"]!),
        let date = CivilDate(iso8601: r["date"]!)
      else { throw CocoaError(.fileReadCorruptFile) }
      let list = { (s: String) in s.split(separator: ";").map { Double(String($0))! } }
      return RiseSetDay(
        coordinates: Coordinates(latitude: lat, longitude: lon)!,
        start: JulianDate(Double(date.julianDayNumber) - 0.5 - offset / 24), date: r["date"]!,
        rises: list(r["rises"]!), sets: list(r["sets"]!))
    }
  }

  /// 400 local civil days: `crossings` over [00:00, 24:00) local gives the same moonrises and
  /// moonsets as DE421 (same number of each, none missing, none made up), each within 5 s;
  /// `riseAndSet` gives `.at` exactly when DE421 has the event, at the same instant.
  func testRiseSet_SameEventsAsDE421() throws {
    let days = try Self.loadRiseSet()
    XCTAssertEqual(days.count, 400)
    var errors: [Double] = []
    var worst = (0.0, "")
    var disagreements: [String] = []
    var noEvent: [String: Int] = [:]
    for day in days {
      let end = day.start.adding(seconds: 86_400)
      let crossings = LunarHorizon.crossings(at: day.coordinates, from: day.start, to: end)
      XCTAssertEqual(crossings.map(\.instant), crossings.map(\.instant).sorted())
      let (rise, set) = LunarHorizon.riseAndSet(at: day.coordinates, from: day.start, to: end)
      for (kind, reference, first) in [
        (MoonHorizonCrossing.Kind.rise, day.rises, rise), (.set, day.sets, set),
      ] {
        let ours = crossings.filter { $0.kind == kind }.map(\.instant.value)
        let label = "\(day.coordinates.latitude),\(day.coordinates.longitude) \(day.date) \(kind.rawValue)"
        guard ours.count == reference.count else {
          disagreements.append("\(label): DE421 \(reference), ours \(ours)")
          continue
        }
        for (o, r) in zip(ours, reference) {
          let e = (o - r) * 86_400
          errors.append(e)
          if abs(e) > worst.0 { worst = (abs(e), label) }
          XCTAssertLessThanOrEqual(abs(e), 5, label)
        }
        switch (reference.first, first) {
        case (.some(let r), .at(let t)):
          XCTAssertEqual(t.value, r, accuracy: 5 / 86_400, label)
        case (.none, .at(let t)):
          XCTFail("\(label): DE421 has none, riseAndSet says \(t.value)")
        case (.some, let other):
          XCTFail("\(label): DE421 has one, riseAndSet says \(other)")
        case (.none, let other):
          noEvent["\(other)", default: 0] += 1
          // Within |latitude| ≤ 60° the Moon crosses the horizon every day or so.
          XCTAssertEqual(other, .notInThisSpan, label)
        }
      }
    }
    print(
      "DE421 moonrise/moonset: \(errors.count) events over \(days.count) days, \(Self.stats(errors, "s", digits: 2)) "
        + "(\(worst.1)); disagreements \(disagreements.count); no event: \(noEvent)")
    XCTAssertTrue(disagreements.isEmpty, disagreements.prefix(20).joined(separator: "\n"))
    XCTAssertEqual(errors.count, days.reduce(0) { $0 + $1.rises.count + $1.sets.count })
  }

  /// Beyond the fixture (|latitude| ≤ 60°, where every civil day without a rise or set is
  /// `.notInThisSpan`): at 78° N the Moon stays up or down for days. For 90 days, what
  /// `riseAndSet` says is checked against the upper-limb altitude sampled every 5 minutes:
  /// `.moonAlwaysAbove` / `.moonAlwaysBelow` only when every sample is on that side,
  /// `.at` at a change of sign, `.notInThisSpan` only when the span has no crossing of that kind
  /// but the day before or after has one.
  func testRiseSet_HighLatitudeNoEventKindsAgreeWithTheAltitude() {
    let place = Coordinates(latitude: 78.22, longitude: 15.65)!  // Longyearbyen
    let first = JulianDate(2_461_041.5)  // 2026-01-01 0h UT
    var kinds: [String: Int] = [:]
    for day in 0..<90 {
      let start = first.adding(seconds: Double(day) * 86_400)
      let end = start.adding(seconds: 86_400)
      let samples = (0...288).map { LunarHorizon.upperLimbAltitude(at: place, start.adding(seconds: Double($0) * 300)) }
      let (rise, set) = LunarHorizon.riseAndSet(at: place, from: start, to: end)
      for (kind, event) in [(MoonHorizonCrossing.Kind.rise, rise), (.set, set)] {
        kinds["\(kind.rawValue) \(event.instant == nil ? "\(event)" : "at")", default: 0] += 1
        let label = "day \(day) \(kind.rawValue): \(event)"
        switch event {
        case .moonAlwaysAbove:
          XCTAssertTrue(samples.allSatisfy { $0 > 0 }, label)
        case .moonAlwaysBelow:
          XCTAssertTrue(samples.allSatisfy { $0 < 0 }, label)
        case .at(let t):
          XCTAssertTrue(t >= start && t < end, label)
          let before = LunarHorizon.upperLimbAltitude(at: place, t.adding(seconds: -60))
          let after = LunarHorizon.upperLimbAltitude(at: place, t.adding(seconds: 60))
          XCTAssertTrue(kind == .rise ? before < 0 && after > 0 : before > 0 && after < 0, label)
          XCTAssertEqual(LunarHorizon.upperLimbAltitude(at: place, t), 0, accuracy: arcsec(0.5), label)
        case .notInThisSpan:
          // The Moon crosses the horizon in the span, but only the other way.
          let inSpan = LunarHorizon.crossings(at: place, from: start, to: end)
          XCTAssertFalse(inSpan.contains { $0.kind == kind }, label)
          XCTAssertFalse(inSpan.isEmpty, label)
        }
        // The two answers of a day never contradict each other.
        if case .moonAlwaysAbove = rise { XCTAssertEqual(set, .moonAlwaysAbove, label) }
        if case .moonAlwaysBelow = rise { XCTAssertEqual(set, .moonAlwaysBelow, label) }
      }
    }
    print("78.22° N, 90 days from 2026-01-01: \(kinds.sorted { $0.key < $1.key })")
    XCTAssertGreaterThan(kinds["rise moonAlwaysAbove", default: 0], 0)
    XCTAssertGreaterThan(kinds["rise moonAlwaysBelow", default: 0], 0)
    XCTAssertGreaterThan(kinds["rise at", default: 0], 0)
  }
}
