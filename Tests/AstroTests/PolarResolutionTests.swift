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
    let t = PrayerTimes(
      coordinates: Coordinates(latitude: 66.50, longitude: 25.73)!,
      date: CivilDate(year: 2026, month: 12, day: 18)!, utcOffsetSeconds: 7200, parameters: p, inRamadan: false)
    let day = SolarDay(
      coordinates: Coordinates(latitude: 66.50, longitude: 25.73)!,
      date: CivilDate(year: 2026, month: 12, day: 18)!, utcOffsetSeconds: 7200)
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
