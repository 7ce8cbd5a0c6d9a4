import TestSupport
import XCTest

@testable import Astro

/// The fast paths agree with the slow ones: the arc iteration with the bracketed solver it falls
/// back to, and ``PrayerCalculator``'s carried-over days with days computed one by one.
final class CalculatorTests: XCTestCase {
  /// Every crossing the arc iteration settles is the bracketed solver's to within a millisecond,
  /// over latitudes to 67°, two centuries and the altitudes the methods use; the arc settles the
  /// great majority (the bracketed solver is the fallback, not the rule).
  func testArcCrossing_AgreesWithBracketedSolver() {
    var random = SplitMix64(state: 2026)
    let altitudes: [Angle] = [
      .degrees(-0.8333), .degrees(-18), .degrees(-15), .degrees(-12), .degrees(4.5),
      .degrees(30), .degrees(60),
    ]
    var worst = 0.0
    var worstCase = ""
    var byArc = 0
    var compared = 0
    var existenceDisagreements = 0
    for _ in 0..<4000 {
      let latitude = random.uniform(-67, 67)
      let longitude = random.uniform(-180, 180)
      let jdn = Int(random.uniform(2_415_021, 2_488_070))  // 1900 … 2100
      let c = Coordinates(latitude: latitude, longitude: longitude)!
      let day = SolarDay(
        coordinates: c, date: CivilDate(julianDayNumber: jdn),
        utcOffsetSeconds: Int((longitude / 15).rounded()) * 3600)
      for altitude in altitudes {
        for rising in [true, false] {
          let fast = rising ? day.morning(altitude: altitude) : day.evening(altitude: altitude)
          let slow = day.bracketed(altitude, rising: rising)
          switch (fast, slow) {
          case (.at(let a), .at(let b)):
            compared += 1
            if day.solvesByArc(altitude, rising: rising) { byArc += 1 }
            let seconds = abs(a.value - b.value) * 86_400
            if seconds > worst {
              worst = seconds
              worstCase = "\(latitude), \(longitude), JDN \(jdn), \(altitude.degrees)°, rising \(rising)"
            }
          case (.sunAlwaysAbove, .sunAlwaysAbove), (.sunAlwaysBelow, .sunAlwaysBelow):
            break
          default:
            existenceDisagreements += 1
          }
        }
      }
    }
    print("arc vs bracketed: \(compared) crossings, \(byArc) by the arc, max \(worst) s (\(worstCase))")
    XCTAssertEqual(existenceDisagreements, 0)
    XCTAssertLessThan(worst, 0.001, worstCase)
    XCTAssertGreaterThan(Double(byArc) / Double(compared), 0.98)
  }

  /// A calculator fed consecutive dates (carrying solar days and nights over) gives exactly what
  /// PrayerTimes gives day by day — for every method, polar days and nights, a Ramadan switch,
  /// a clock change, dates out of order and a skipped date.
  func testCalculator_EqualsDayByDay() {
    let places: [(Coordinates, Int)] = [
      (Coordinates(latitude: 21.4225, longitude: 39.8262)!, 3 * 3600),
      (Coordinates(latitude: 51.5074, longitude: -0.1278)!, 0),
      (Coordinates(latitude: 69.6492, longitude: 18.9553)!, 3600),  // Tromsø: polar day and night
      (Coordinates(latitude: -33.8688, longitude: 151.2093)!, 10 * 3600),
      (Coordinates(latitude: 59.3293, longitude: 18.0686, elevation: 400)!, 3600),
    ]
    let start = CivilDate(year: 2026, month: 1, day: 1)!
    let ephemeris = SolarEphemeris(dates: start...start.adding(days: 400))
    var dates = (0..<370).map { start.adding(days: $0) }
    // Out of order, repeated and skipped dates.
    dates += [start.adding(days: 10), start.adding(days: 10), start.adding(days: 12), start]
    var mismatches: [String] = []
    for method in CalculationMethod.allCases {
      var parameters = method.parameters
      if method == .moonsighting { parameters.polarResolution = .nearestDay }
      for (place, baseOffset) in places {
        // Without an ephemeris the calculator tabulates the Sun itself (a month at a time):
        // checked for three methods, every fifth date (each single day computes seven positions).
        let variants = [.mwl, .moonsighting, .turkey].contains(method) ? [true, false] : [true]
        for withEphemeris in variants {
          var calculator = PrayerCalculator(
            coordinates: place, parameters: parameters,
            ephemeris: withEphemeris ? ephemeris : nil)
          for (i, date) in dates.enumerated() where withEphemeris || i % 5 == 0 || i > 360 {
            // A clock change from April to October; Ramadan in February and March.
            let offset = baseOffset + ((4...10).contains(date.month) ? 3600 : 0)
            let ramadan = date.month == 2 && date.day > 17 || date.month == 3 && date.day < 20
            let sequence = calculator.times(on: date, utcOffsetSeconds: offset, inRamadan: ramadan)
            let single = PrayerTimes(
              coordinates: place, date: date, utcOffsetSeconds: offset, parameters: parameters,
              ephemeris: withEphemeris ? ephemeris : nil, inRamadan: ramadan)
            for kind in TimeKind.allCases where sequence[kind] != single[kind] {
              mismatches.append("\(method) \(place.latitude) \(date) \(kind): \(sequence[kind]) vs \(single[kind])")
            }
            XCTAssertEqual(sequence.transit, single.transit)
          }
        }
      }
    }
    XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count): " + mismatches.prefix(5).joined(separator: "; "))
  }
}
