import Dispatch
import Foundation
import XCTest

@testable import Astro

/// Issue 7's polar and extreme sweep: every latitude from −90° to 90° in 0.5° steps × every day
/// of 2027 and 2028 × every method × every high-latitude rule × every polar resolution (and
/// none), computed with ``PrayerCalculator`` day after day from one shared ephemeris. Even
/// latitude indices sit on the meridian 0° (UTC+0), odd ones on 135° E (UTC+9).
///
/// Checked on every location-day (failures name the case, place and date):
/// - `GridSweepTests.checkInstantsAndOrder`: every instant finite and within the day's window,
///   the transit on the date, Dhuhr present, imsak ≤ fajr < sunrise < dhuhr < asr < sunset ≤
///   maghrib ≤ isha and firstThird < midnight < lastThird wherever the times exist;
/// - origins against the same place computed unresolved: on a whole day (sunrise, sunset, an Asr
///   shadow, yesterday's sunset and tomorrow's sunrise) a resolution changes nothing; on a day
///   that is not whole every time it gives but Dhuhr is marked `.polarResolution` and Dhuhr is the
///   place's own; `.polarResolution` never appears unresolved; `.highLatitudeRule` only where the
///   rule is active (or the Moonsighting formula's own seventh-of-the-night bound from 55°);
/// - with a resolution, the times `GridSweepTests.required` names exist (at ±90° too);
/// - consecutive-day changes of every time (minus 24 h) under each resolution below the bounds
///   of ``jumpBounds`` by latitude band, with and without a borrowed day, Diyanet's rule apart
///   (``diyanetJumpBound``); never 12 h or more. The maxima, with where they happen, are printed
///   as `POLAR-SWEEP JUMP …` lines.
///
/// The default run is a deterministic subset: the days of 2027 only, and each (method, rule)
/// pair takes every ``defaultStride``-th latitude, starting at an offset that rotates with the pair, so that the
/// pairs together cover every latitude. `FULL_SWEEP=1 swift test --filter PolarSweepTests` runs
/// every latitude for every pair (`POLAR_SWEEP_STRIDE=n` any other stride) and prints the figures
/// docs/methods.md quotes (`POLAR-SWEEP …` lines).
final class PolarSweepTests: XCTestCase {
  typealias Grid = GridSweepTests

  static let firstDate = CivilDate(year: 2027, month: 1, day: 1)!
  /// Every day of 2027 and 2028 in the full sweep; 2027 alone in the default run (the polar
  /// year repeats: a second year doubles the time and has found nothing the first did not).
  static let dayCount = ProcessInfo.processInfo.environment["FULL_SWEEP"] != nil ? 730 : 365
  static let latitudes: [Double] = (0...360).map { -90 + Double($0) / 2 }
  static func meridian(_ latitudeIndex: Int) -> (longitude: Double, offset: Int) {
    latitudeIndex % 2 == 0 ? (0, 0) : (135, 9 * 3600)
  }
  /// Every day the sweep and the nearest-day search (±184 days) can touch.
  static let ephemeris = SolarEphemeris(
    dates: CivilDate(year: 2026, month: 6, day: 20)!...CivilDate(year: 2029, month: 7, day: 10)!)

  static let rules: [HighLatitudeRule] = [
    .none, .middleOfTheNight, .seventhOfTheNight, .twilightAngle,
    .nearestLatitude(HighLatitudeRule.defaultNearestLatitude), .diyanet,
  ]
  static let resolutions: [PolarResolution] = [
    .nearestLatitude(PolarResolution.defaultLatitude), .nearestLatitude(.degrees(65)), .nearestDay,
  ]

  /// The documented bounds (docs/methods.md, "Polar and extreme sweep"), in minutes, on the
  /// change of any time from one day to the next (minus 24 h) under a polar resolution, by latitude
  /// band:
  /// between two days of the place's own astronomy, next to a borrowed day with the resolutions
  /// that start at the place (nearest latitude from the place, nearest day), and next to a
  /// borrowed day with the nearest-latitude search starting at 65°. Rules other than Diyanet's.
  /// (0: no day below 65° borrows.)
  static let jumpBounds: [String: (own: Double, borrowed: Double, fixedStart: Double)] = [
    "0–59.5°": (40, 0, 0), "60–64.5°": (45, 0, 0), "65–67°": (45, 35, 95),
    "67.5–74.5°": (55, 65, 210), "75–84.5°": (95, 130, 320), "85–88.5°": (140, 215, 370),
    "89–90°": (165, 255, 370),
  ]
  /// Diyanet's Fajr changes formula on 1 March and 1 October beyond 45°: hours at high latitudes.
  static let diyanetJumpBound = 330.0

  static let defaultStride = 144
  static var stride: Int {
    let environment = ProcessInfo.processInfo.environment
    if let s = environment["POLAR_SWEEP_STRIDE"].flatMap(Int.init), s >= 1 { return s }
    return environment["FULL_SWEEP"] != nil ? 1 : defaultStride
  }

  // MARK: - Results

  struct Outcome: MergeableOutcome {
    var failures = Grid.Failures()
    var locationDays = 0
    /// Largest consecutive-day changes, keyed by "resolution", "resolution/method",
    /// "resolution 65–67°" and each with " borrowed" appended when a borrowed time is involved.
    var jumps: [String: Grid.Jump] = [:]

    mutating func record(_ key: String, _ seconds: Double, _ label: @autoclosure () -> String) {
      if seconds > 0 { jumps[key, default: Grid.Jump()].record(seconds, label()) }
    }

    mutating func merge(_ other: Outcome) {
      failures.merge(other.failures)
      locationDays += other.locationDays
      for (k, j) in other.jumps { record(k, j.seconds, j.label) }
    }
  }


  // MARK: - One place

  /// One (method, rule) at one latitude: unresolved, then under every resolution.
  static func sweepPlace(
    method: CalculationMethod, rule: HighLatitudeRule, latitudeIndex: Int
  ) -> Outcome {
    var out = Outcome()
    let latitude = latitudes[latitudeIndex]
    let (longitude, offset) = meridian(latitudeIndex)
    let coordinates = Coordinates(latitude: latitude, longitude: longitude)!
    let ruleActive = Grid.isRuleActive(rule, latitude: latitude)
    let moonsightingBound = abs(latitude) >= 55 && method.parameters.fajr == .moonsightingSeasonal
    let seventhKinds: [TimeKind] = [.imsak, .fajr, .isha, .midnight, .firstThird, .lastThird]
    let twelveHours = 12.0 * 3600

    func parameters(_ resolution: PolarResolution) -> CalculationParameters {
      var p = method.parameters
      p.highLatitudeRule = rule
      p.polarResolution = resolution
      p.rounding = .none
      return p
    }

    // The place's own astronomy, from the day before the first to the day after the last.
    let plain = parameters(.unresolved)
    var calculator = PrayerCalculator(coordinates: coordinates, parameters: plain, ephemeris: ephemeris)
    let own = (-1...dayCount).map {
      calculator.times(on: firstDate.adding(days: $0), utcOffsetSeconds: offset, inRamadan: false)
    }
    func whole(_ d: Int) -> Bool {
      let t = own[d + 1]
      return t.sunrise.instant != nil && t.sunset.instant != nil && t.asr.instant != nil
        && own[d].sunset.instant != nil && own[d + 2].sunrise.instant != nil
    }

    for resolution in [PolarResolution.unresolved] + resolutions {
      let p = parameters(resolution)
      let resolving = resolution != .unresolved
      let name = Grid.name(resolution)
      let description = "\(method.rawValue)/\(Grid.name(rule))/\(name)"
      var calculator = PrayerCalculator(coordinates: coordinates, parameters: p, ephemeris: ephemeris)
      var previous: PrayerTimes?
      // The largest changes of this resolution: [own, borrowed] × [all, this method, 65–67°].
      // Diyanet's Fajr changes formula on 1 March and 1 October beyond 45° (by design, hours at
      // high latitudes): its jumps are kept apart from the others'.
      let keys =
        rule == .diyanet
        ? ["\(name) rule diyanet", "\(name) rule diyanet |lat| \(band(latitude))"]
        : [
          name, "\(name)/\(method.rawValue)", "\(name) |lat| \(band(latitude))",
          "\(name) rule \(Grid.name(rule))",
        ]
      var largest = [Grid.Jump](repeating: Grid.Jump(), count: 2)
      defer {
        for key in keys {
          out.record(key, largest[0].seconds, largest[0].label)
          out.record(key + " borrowed", largest[1].seconds, largest[1].label)
        }
      }
      for d in 0..<dayCount {
        let date = firstDate.adding(days: d)
        let t = resolving ? calculator.times(on: date, utcOffsetSeconds: offset, inRamadan: false) : own[d + 1]
        out.locationDays += 1
        func label() -> String {
          "[\(description) lat \(latitude) lon \(longitude) UTC+\(offset / 3600) \(date)]"
        }
        func show(_ k: TimeKind) -> String { "\(k.rawValue) \(Grid.describe(t[k], offset))" }

        Grid.checkInstantsAndOrder(
          t, date: date, offset: offset, parameters: p, presetRounding: false, label: label,
          into: &out.failures)

        // Origins.
        let isWhole = whole(d)
        for k in TimeKind.allCases {
          switch t[k].origin {
          case .highLatitudeRule?:
            if !ruleActive && !(moonsightingBound && seventhKinds.contains(k)) {
              out.failures.add("origin-rule", "\(label()) \(show(k)) with no active rule")
            }
          case .polarResolution?:
            if !resolving || isWhole {
              out.failures.add("origin-polar", "\(label()) \(show(k)) on a whole day or unresolved")
            }
          default:
            if resolving && !isWhole && k != .dhuhr && t[k].instant != nil {
              out.failures.add("origin-polar", "\(label()) \(show(k)) not marked on a day that is not whole")
            }
          }
        }
        if resolving {
          let mine = own[d + 1]
          if isWhole {
            for k in TimeKind.allCases where t[k] != mine[k] {
              out.failures.add(
                "resolved-whole-day", "\(label()) \(show(k)) differs from the unresolved \(Grid.describe(mine[k], offset))")
            }
          } else if let a = t.dhuhr.instant, abs(t.transit.seconds(to: mine.transit)) < 0.5,
            [0, p.totalAdjustments.dhuhr * 60].contains(where: { abs(t.transit.seconds(to: a) - $0) < 0.5 })
          {
            // Dhuhr is the place's own transit, with the method's Dhuhr minutes unless they would
            // put it after a borrowed Asr or sunset (PrayerTimes keeps the order).
          } else {
            out.failures.add(
              "resolved-dhuhr", "\(label()) \(show(.dhuhr)) is not the place's own \(Grid.describe(mine.dhuhr, offset))")
          }
          for k in Grid.required(p, ruleActive: ruleActive) where t[k].instant == nil {
            out.failures.add("existence-\(k.rawValue)", "\(label()) \(show(k))")
          }
        }

        // Consecutive-day changes.
        if let y = previous {
          for k in TimeKind.allCases {
            guard let a = y[k].instant, let b = t[k].instant else { continue }
            let jump = abs(a.seconds(to: b) - 86_400)
            let borrowed = y[k].origin == .polarResolution || t[k].origin == .polarResolution
            func place() -> String {
              "\(label()) \(k.rawValue) \(Grid.describe(y[k], offset)) → \(Grid.describe(t[k], offset))"
            }
            largest[borrowed ? 1 : 0].record(jump, place())
            if jump >= twelveHours && resolving {
              out.failures.add("jump-12h", "\(place()): \(jump / 3600) h")
            }
          }
        }
        previous = t
      }
    }
    return out
  }

  /// The latitude bands the jumps are reported by.
  static func band(_ latitude: Double) -> String {
    switch abs(latitude) {
    case ..<60: return "0–59.5°"
    case ..<65: return "60–64.5°"
    case ...67: return "65–67°"
    case ..<75: return "67.5–74.5°"
    case ..<85: return "75–84.5°"
    case ..<89: return "85–88.5°"
    default: return "89–90°"
    }
  }

  /// Every (method, rule) pair over its latitudes, concurrently.
  static func run(stride: Int) -> (Outcome, seconds: Double) {
    let pairs = CalculationMethod.allCases.flatMap { m in rules.map { (m, $0) } }
    let jobs = pairs.enumerated().flatMap { (i, pair) in
      latitudes.indices.filter { $0 % stride == i % stride }.map { (pair.0, pair.1, $0) }
    }
    let collector = SweepCollector<Outcome>()
    let start = Date()
    DispatchQueue.concurrentPerform(iterations: jobs.count) { j in
      let (method, rule, l) = jobs[j]
      collector.add(sweepPlace(method: method, rule: rule, latitudeIndex: l))
    }
    return (collector.total, Date().timeIntervalSince(start))
  }

  // MARK: - Test

  func testPolarSweep_AllLatitudesMethodsRulesResolutions_OrderOriginsAndJumps() {
    let stride = Self.stride
    let (outcome, seconds) = Self.run(stride: stride)
    print(
      "POLAR-SWEEP stride \(stride): \(outcome.locationDays) location-days in "
        + String(format: "%.1f s", seconds))
    for (key, jump) in outcome.jumps.sorted(by: { $0.key < $1.key }) {
      print("POLAR-SWEEP JUMP \(key): \(Grid.minutes(jump)) at \(jump.label)")
    }
    // Every (method, rule) pair, every resolution and none, every day: 4 × 730 location-days per
    // latitude swept.
    let pairs = CalculationMethod.allCases.count * Self.rules.count
    let expectedLatitudes = (0..<pairs).reduce(0) { n, i in
      n + Self.latitudes.indices.filter { $0 % stride == i % stride }.count
    }
    XCTAssertEqual(outcome.locationDays, expectedLatitudes * 4 * Self.dayCount)

    for (category, n) in outcome.failures.count.sorted(by: { $0.key < $1.key }) {
      XCTFail(
        "\(category): \(n) failures, e.g.\n  "
          + outcome.failures.examples[category, default: []].joined(separator: "\n  "))
    }
    for resolution in Self.resolutions {
      let name = Grid.name(resolution)
      let fixedStart = resolution == .nearestLatitude(.degrees(65))
      XCTAssertGreaterThan(outcome.jumps[name, default: Grid.Jump()].seconds, 0, name)
      for (band, bound) in Self.jumpBounds {
        for (suffix, minutes) in [("", bound.own), (" borrowed", fixedStart ? bound.fixedStart : bound.borrowed)] {
          let key = "\(name) |lat| \(band)\(suffix)"
          let jump = outcome.jumps[key, default: Grid.Jump()]
          XCTAssertLessThanOrEqual(jump.seconds, minutes * 60, "\(key): \(Grid.minutes(jump)) at \(jump.label)")
        }
      }
      for suffix in ["", " borrowed"] {
        let key = "\(name) rule diyanet\(suffix)"
        let jump = outcome.jumps[key, default: Grid.Jump()]
        XCTAssertLessThan(jump.seconds, Self.diyanetJumpBound * 60, "\(key): \(Grid.minutes(jump)) at \(jump.label)")
      }
    }
  }
}
