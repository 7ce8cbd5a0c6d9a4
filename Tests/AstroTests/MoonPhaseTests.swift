import Astro
import XCTest

/// The named phases against the principal phases' instants (themselves checked against DE421 in
/// LunarReferenceTests): at each instant the principal name, a day and a half away the phase in
/// between.
final class MoonPhaseTests: XCTestCase {
  func testNames_AroundEveryPrincipalPhaseOf2027() {
    let principal: [LunarPhase: MoonPhase] = [
      .newMoon: .newMoon, .firstQuarter: .firstQuarter, .fullMoon: .fullMoon, .lastQuarter: .lastQuarter,
    ]
    let before: [LunarPhase: MoonPhase] = [
      .newMoon: .waningCrescent, .firstQuarter: .waxingCrescent, .fullMoon: .waxingGibbous, .lastQuarter: .waningGibbous,
    ]
    let after: [LunarPhase: MoonPhase] = [
      .newMoon: .waxingCrescent, .firstQuarter: .waxingGibbous, .fullMoon: .waningGibbous, .lastQuarter: .waningCrescent,
    ]
    var t = JulianDate(2_461_406.5)  // 2027-01-01
    for _ in 0..<49 {
      let e = LunarPhases.next(after: t)
      XCTAssertEqual(LunarIllumination(at: e.instant).phase, principal[e.phase], "\(e)")
      XCTAssertEqual(LunarIllumination(at: e.instant.adding(seconds: -36 * 3600)).phase, before[e.phase], "\(e)")
      XCTAssertEqual(LunarIllumination(at: e.instant.adding(seconds: 36 * 3600)).phase, after[e.phase], "\(e)")
      t = e.instant.adding(seconds: 1)
    }
  }

  func testNames_Boundaries() {
    let deg = Double.pi / 180
    XCTAssertEqual(MoonPhase(longitudeFromSun: 5.99 * deg), .newMoon)
    XCTAssertEqual(MoonPhase(longitudeFromSun: 6 * deg), .waxingCrescent)
    XCTAssertEqual(MoonPhase(longitudeFromSun: -5 * deg), .newMoon)
    XCTAssertEqual(MoonPhase(longitudeFromSun: 184 * deg), .fullMoon)
    XCTAssertEqual(MoonPhase(longitudeFromSun: (360 + 270) * deg), .lastQuarter)
    XCTAssertEqual(try MoonPhase(identifier: "waxing-gibbous"), .waxingGibbous)
  }
}
