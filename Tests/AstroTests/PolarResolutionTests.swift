import XCTest

@testable import Astro

final class PolarResolutionTests: XCTestCase {
  static let tromso = Coordinates(latitude: 69.65, longitude: 18.96)!
  static let kinds: [TimeKind] = [
    .imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight, .firstThird, .lastThird,
  ]

  func times(_ c: Coordinates, _ y: Int, _ m: Int, _ d: Int, _ polar: PolarResolution) -> PrayerTimes {
    var p = CalculationMethod.mwl.parameters
    p.polarResolution = polar
    return PrayerTimes(coordinates: c, date: CivilDate(year: y, month: m, day: d)!, utcOffsetSeconds: 3600, parameters: p, inRamadan: false)
  }

  /// In the polar night every time exists under both resolutions, marked as borrowed (Dhuhr
  /// stays the transit), and in day order.
  func testPolarNight_ResolutionsGiveEveryTimeMarked() {
    for polar in [PolarResolution.nearestDay, .nearestLatitude(PolarResolution.defaultLatitude)] {
      let t = times(Self.tromso, 2026, 12, 19, polar)
      for kind in Self.kinds {
        XCTAssertNotNil(t[kind].instant, "\(polar) \(kind)")
        if kind != .dhuhr { XCTAssertEqual(t[kind].origin, .polarResolution, "\(polar) \(kind)") }
      }
      XCTAssertEqual(t.dhuhr.origin, .astronomical)
      let order = [t.fajr, t.sunrise, t.dhuhr, t.asr, t.sunset, t.isha].map { $0.instant!.value }
      XCTAssertEqual(order, order.sorted(), "\(polar)")
    }
  }

  /// Unresolved, the polar night has no sunrise: the value says the Sun stays below.
  func testPolarNight_UnresolvedSaysSunAlwaysBelow() {
    let t = times(Self.tromso, 2026, 12, 19, .unresolved)
    XCTAssertEqual(t.sunrise, .sunAlwaysBelow)
    XCTAssertEqual(t.sunset, .sunAlwaysBelow)
    XCTAssertNotNil(t.dhuhr.instant)
  }

  /// Near the pole no date has a whole day within half a year; nearest-day then takes the
  /// nearest latitude, so the times still exist.
  func testNearestDay_NearThePoleFallsBackToNearestLatitude() {
    let pole = Coordinates(latitude: 89.9, longitude: 18.96)!
    let byDay = times(pole, 2026, 12, 19, .nearestDay)
    let byLatitude = times(pole, 2026, 12, 19, .nearestLatitude(PolarResolution.defaultLatitude))
    for kind in Self.kinds {
      XCTAssertNotNil(byDay[kind].instant, "\(kind)")
      XCTAssertEqual(byDay[kind], byLatitude[kind], "\(kind)")
    }
  }
}

final class AdjustmentOrderTests: XCTestCase {
  /// Rovaniemi, 18 December: Asr comes about two minutes after the transit, so Diyanet's Dhuhr +5
  /// would fall after Asr +4. The two keep their unadjusted times instead; the day keeps its order.
  func testTurkeyAdjustments_KeepOrderOnAShortDay() {
    var p = CalculationMethod.turkey.parameters
    p.rounding = .none
    // The Sun at each instant, with which the two adjustments meet on this day (with Diyanet's
    // Sun held at 0h UT they do not meet on this date).
    p.sunSampling = .continuous
    let t = PrayerTimes(
      coordinates: Coordinates(latitude: 66.50, longitude: 25.73)!,
      date: CivilDate(year: 2026, month: 12, day: 18)!, utcOffsetSeconds: 7200, parameters: p, inRamadan: false)
    let day = SolarDay(
      coordinates: Coordinates(latitude: 66.50, longitude: 25.73)!,
      date: CivilDate(year: 2026, month: 12, day: 18)!, utcOffsetSeconds: 7200,
      sunSampling: p.sunSampling)
    let chain = [t.fajr, t.sunrise, t.dhuhr, t.asr, t.sunset].map { $0.instant!.value }
    XCTAssertEqual(chain, chain.sorted())
    XCTAssertEqual(Set(chain).count, chain.count)
    XCTAssertEqual(t.dhuhr.instant!.value, day.transit.value, accuracy: 1e-9)  // unadjusted
    // On an ordinary day the same preset adds its 5 minutes.
    let ankara = PrayerTimes(
      coordinates: Coordinates(latitude: 39.93, longitude: 32.86)!,
      date: CivilDate(year: 2026, month: 12, day: 18)!, utcOffsetSeconds: 10800, parameters: p, inRamadan: false)
    XCTAssertEqual(ankara.dhuhr.instant!.seconds(to: ankara.transit) , -300, accuracy: 0.01)
  }
}

/// The polar resolutions at 75° N over a whole year: a borrowed Asr stands apart from Dhuhr, and
/// the fixed latitude gives the 45° parallel's times every day.
final class PolarAsrTests: XCTestCase {
  static let place = Coordinates(latitude: 75, longitude: 15)!
  static let year = (0..<365).map { CivilDate(year: 2027, month: 1, day: 1)!.adding(days: $0) }

  func year(_ c: Coordinates, _ polar: PolarResolution) -> [PrayerTimes] {
    var p = CalculationMethod.mwl.parameters
    p.polarResolution = polar
    p.rounding = .none
    var calculator = PrayerCalculator(coordinates: c, parameters: p)
    return Self.year.map { calculator.times(on: $0, utcOffsetSeconds: 3600, inRamadan: false) }
  }

  /// Issue 15: the nearest latitude used to lend the polar night a day whose Sun stood a hair
  /// above the horizon at noon, so that Asr was Dhuhr to the millisecond. A borrowed Asr now
  /// comes at least 5 minutes after the transit, under both searches.
  func testBorrowedAsr_At75North_AtLeastFiveMinutesAfterDhuhr() {
    for polar in [PolarResolution.nearestLatitude(PolarResolution.defaultLatitude), .nearestDay] {
      var borrowed = 0
      for t in year(Self.place, polar) where t.asr.origin == .polarResolution {
        borrowed += 1
        let gap = t.dhuhr.instant!.seconds(to: t.asr.instant!)
        XCTAssertGreaterThanOrEqual(gap, PolarResolution.minimumAsrDelay, "\(polar) \(t.date)")
      }
      // The polar night and the polar day: about half the year is borrowed.
      XCTAssertGreaterThan(borrowed, 150, "\(polar)")
    }
  }

  /// Beyond 45°, `fixedLatitude(45)` is, every day, the 45° parallel's own times on the same
  /// meridian (all but Dhuhr marked as borrowed); they are in the order of the day and no two
  /// are within 5 minutes.
  func testFixedLatitude_At75North_IsThe45ParallelEveryDay() {
    let fixed = year(Self.place, .fixedLatitude(.degrees(45)))
    let parallel = year(Coordinates(latitude: 45, longitude: 15)!, .unresolved)
    let kinds: [TimeKind] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha, .midnight]
    for (t, reference) in zip(fixed, parallel) {
      for kind in TimeKind.allCases {
        XCTAssertEqual(t[kind].instant == nil, reference[kind].instant == nil, "\(t.date) \(kind)")
        if let a = t[kind].instant, let b = reference[kind].instant {
          XCTAssertEqual(a.seconds(to: b), 0, accuracy: 0.001, "\(t.date) \(kind)")
        }
        if kind != .dhuhr, t[kind].instant != nil {
          XCTAssertEqual(t[kind].origin, .polarResolution, "\(t.date) \(kind)")
        }
      }
      let chain = kinds.map { t[$0].instant! }
      for (a, b) in zip(chain, chain.dropFirst()) {
        XCTAssertGreaterThanOrEqual(a.seconds(to: b), 300, "\(t.date)")
      }
    }
  }

  /// Nearer the equator than the fixed latitude nothing changes (the place keeps its own sky).
  func testFixedLatitude_NearerTheEquator_ChangesNothing() {
    let here = Coordinates(latitude: -40, longitude: 15)!
    let fixed = year(here, .fixedLatitude(.degrees(45)))
    let own = year(here, .nearestLatitude(PolarResolution.defaultLatitude))
    for (a, b) in zip(fixed, own) {
      for kind in TimeKind.allCases { XCTAssertEqual(a[kind], b[kind], "\(a.date) \(kind)") }
    }
  }

  /// In the south the fixed latitude is 45° S.
  func testFixedLatitude_South_Takes45South() {
    let fixed = year(Coordinates(latitude: -70, longitude: 15)!, .fixedLatitude(.degrees(45)))
    let parallel = year(Coordinates(latitude: -45, longitude: 15)!, .unresolved)
    for (t, reference) in zip(fixed, parallel) {
      XCTAssertEqual(t.sunrise.instant!.seconds(to: reference.sunrise.instant!), 0, accuracy: 0.001, "\(t.date)")
      XCTAssertEqual(t.isha.instant!.seconds(to: reference.isha.instant!), 0, accuracy: 0.001, "\(t.date)")
    }
  }
}
