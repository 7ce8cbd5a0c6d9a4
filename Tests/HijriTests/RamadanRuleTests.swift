import Astro
import XCTest

@testable import Hijri

final class RamadanRuleTests: XCTestCase {
  static let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!

  func times(_ y: Int, _ m: Int, _ d: Int, _ p: CalculationParameters = CalculationMethod.ummAlQura.parameters) -> PrayerTimes {
    PrayerTimes(
      coordinates: Self.makkah, date: CivilDate(year: y, month: m, day: d)!, utcOffsetSeconds: 10_800,
      parameters: p, hijriCalendar: .ummAlQura)
  }

  func ishaAfterMaghrib(_ t: PrayerTimes) -> Double { t.maghrib.instant!.seconds(to: t.isha.instant!) / 60 }

  /// Ramadan 1448 runs 2027-02-08 … 2027-03-08 (Umm al-Qura): Isha is 120 minutes after Maghrib
  /// on its first and last days, 90 the day before and the day after.
  func testUmmAlQura_RamadanIshaIs120Minutes() {
    XCTAssertEqual(ishaAfterMaghrib(times(2027, 2, 7)), 90, accuracy: 0.01)
    XCTAssertEqual(ishaAfterMaghrib(times(2027, 2, 8)), 120, accuracy: 0.01)
    XCTAssertEqual(ishaAfterMaghrib(times(2027, 3, 8)), 120, accuracy: 0.01)
    XCTAssertEqual(ishaAfterMaghrib(times(2027, 3, 9)), 90, accuracy: 0.01)
    XCTAssertTrue(times(2027, 2, 8).inRamadan)
  }

  /// The rule is switchable: without a Ramadan Isha the year-round interval stays; methods without
  /// one are unaffected by Ramadan.
  func testRamadanRule_Switchable() {
    var p = CalculationMethod.ummAlQura.parameters
    p.ramadanIsha = nil
    XCTAssertEqual(ishaAfterMaghrib(times(2027, 2, 10, p)), 90, accuracy: 0.01)
    let mwl = times(2027, 2, 10, CalculationMethod.mwl.parameters)
    let plain = PrayerTimes(
      coordinates: Self.makkah, date: CivilDate(year: 2027, month: 2, day: 10)!, utcOffsetSeconds: 10_800,
      parameters: CalculationMethod.mwl.parameters, inRamadan: false)
    XCTAssertEqual(mwl.isha, plain.isha)
  }
}
