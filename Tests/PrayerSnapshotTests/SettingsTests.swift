import Astro
import Foundation
import Hijri
import PrayerSnapshot
import XCTest

/// `PrayerSettings`: text values (flags) and settings files read the same way, resolve to the
/// parameters a method's preset and the overrides give, and say what is wrong in the words of
/// where they came from.
final class SettingsTests: XCTestCase {
  func values(_ pairs: [(PrayerSettings.Key, String)]) -> [PrayerSettings.Key: String] {
    Dictionary(uniqueKeysWithValues: pairs)
  }

  func testValues_ResolveOverThePreset() throws {
    let settings = try PrayerSettings(values: values([
      (.method, "mwl"), (.fajrAngle, "19.5"), (.ishaInterval, "90"), (.asr, "hanafi"),
      (.highLatitudeRule, "nearest-latitude=50"), (.polarResolution, "nearest-day"),
      (.midnight, "jafari"), (.rounding, "up"), (.adjustments, "fajr=+2,isha=-1"),
      (.ramadanIsha, "30"),
    ]))
    let (p, source) = try settings.parameters(country: "TR")
    guard case .given = source else { return XCTFail("\(source)") }
    var expected = CalculationMethod.mwl.parameters
    expected.fajr = .depression(.degrees(19.5))
    expected.isha = .minutesAfterMaghrib(90)
    expected.asr = .hanafi
    expected.highLatitudeRule = .nearestLatitude(.degrees(50))
    expected.polarResolution = .nearestDay
    expected.midnight = .jafari
    expected.rounding = .up
    expected.adjustments = PrayerAdjustments(fajr: 2, isha: -1)
    expected.ramadanIsha = .minutesAfterMaghrib(30)
    XCTAssertEqual(p, expected)
  }

  func testNoMethod_TakesTheCountrysMethodAndAsr() throws {
    // Data/methods/countries.csv: PK karachi with hanafi Asr, TR turkey, GB moonsighting.
    let (pk, source) = try PrayerSettings().parameters(country: "PK")
    XCTAssertEqual(pk.method, .karachi)
    XCTAssertEqual(pk.asr, .hanafi)
    guard case .usual(let entry, let country, _, let asrGiven, let polar, _) = source else { return XCTFail() }
    XCTAssertEqual([entry.country, country], ["PK", "PK"])
    XCTAssertFalse(asrGiven)
    XCTAssertNil(polar)
    var settings = PrayerSettings()
    settings.asr = .standard
    XCTAssertEqual(try settings.parameters(country: "PK").parameters.asr, .standard)
    XCTAssertEqual(try PrayerSettings().parameters(country: nil).parameters.method, .mwl)
    XCTAssertEqual(try PrayerSettings().parameters(country: "ZZ").parameters.method, .mwl)
    // A shafaq needs a seasonal Isha: Britain's default method has one, Turkey's does not.
    settings.shafaq = .ahmer
    XCTAssertEqual(try settings.parameters(country: "GB").parameters.isha, .moonsightingSeasonal(.ahmer))
    XCTAssertThrowsError(try settings.parameters(country: "TR")) { error in
      XCTAssertEqual(
        (error as? SettingsError)?.message { "--" + $0.rawValue },
        "'--shafaq' applies only to '--method moonsighting'")
    }
  }

  /// Beyond 66° a method chosen for the place takes the times of 45° (issue 15), and the reason
  /// says so with its source; a method, high-latitude rule or polar resolution given keeps it
  /// away, and nearer the equator nothing changes.
  func testNoMethod_BeyondSixtySix_TakesTheFortyFiveParallel() throws {
    let (north, source) = try PrayerSettings().parameters(country: "NO", latitude: 69.65)
    XCTAssertEqual(north.method, .mwl)
    XCTAssertEqual(north.polarResolution, .fixedLatitude(.degrees(45)))
    guard case .usual(_, _, _, _, let polar, _) = source else { return XCTFail("\(source)") }
    XCTAssertEqual(polar, 69.65)
    XCTAssertTrue(source.reason().contains("beyond 66° N every day takes the times of 45° N"), source.reason())
    XCTAssertTrue(source.reason().hasSuffix(PolarDefault.source), source.reason())
    let (_, south) = try PrayerSettings().parameters(country: nil, latitude: -70)
    XCTAssertTrue(south.reason().contains("beyond 66° S every day takes the times of 45° S"), south.reason())
    // Russia keeps its angles (16°/15°) at 45°.
    XCTAssertEqual(try PrayerSettings().parameters(country: "RU", latitude: 68.96).parameters.fajr, .depression(.degrees(16)))
    // Not beyond 66°, or a choice given: the method's own resolution.
    let (reykjavik, _) = try PrayerSettings().parameters(country: "IS", latitude: 64.15)
    XCTAssertEqual(reykjavik.polarResolution, .nearestLatitude(PolarResolution.defaultLatitude))
    var given = PrayerSettings()
    given.method = .mwl
    XCTAssertEqual(try given.parameters(country: "NO", latitude: 69.65).parameters.polarResolution, .nearestLatitude(.degrees(90)))
    given = PrayerSettings()
    given.highLatitudeRule = .seventhOfTheNight
    XCTAssertEqual(try given.parameters(country: "NO", latitude: 69.65).parameters.polarResolution, .nearestLatitude(.degrees(90)))
    given = PrayerSettings()
    given.polarResolution = .nearestDay
    XCTAssertEqual(try given.parameters(country: "NO", latitude: 69.65).parameters.polarResolution, .nearestDay)
  }

  /// The messages the command line prints (docs/robustness.md, "Bad input").
  func testErrors_NameTheSettingAsTheSourceDoes() {
    let cases: [([(PrayerSettings.Key, String)], String)] = [
      ([(.fajrAngle, "31")], "'--fajr-angle' 31 is out of range: allowed 0...30 degrees"),
      ([(.fajrAngle, "0x10")], "'--fajr-angle' needs a decimal number such as 21.4225, got '0x10'"),
      ([(.ishaAngle, "1e400")], "'--isha-angle' needs a finite number, got '1e400' (too large for a number)"),
      ([(.ishaAngle, "17"), (.ishaInterval, "90")], "give either '--isha-angle' or '--isha-interval', not both"),
      ([(.asr, "shafi")], "the value 'shafi' is invalid for '--asr': use one of 'standard', 'hanafi'"),
      ([(.highLatitudeRule, "nearest-latitude=70")], "'--high-lat nearest-latitude=DEG' needs DEG in 30...66, got '70'"),
      ([(.polarResolution, "x")], "the value 'x' is invalid for '--polar': use one of 'nearest-latitude[=DEG]', 'nearest-day', 'unresolved', 'fixed-latitude[=DEG]'"),
      ([(.adjustments, "fajr=+2,fajr=1")], "'--adjust' names 'fajr' twice"),
      ([(.adjustments, "asr=200")], "bad '--adjust' minutes '200' for asr: allowed -120...120"),
      ([(.ramadanIsha, "on")], "'--ramadan-isha' needs 'off' or minutes 0...300 after Maghrib, got 'on'"),
      ([(.calendar, "gregorian")], "the value 'gregorian' is invalid for '--calendar': use one of 'umm-al-qura', 'umm-al-qura-published', 'umm-al-qura-rule', 'turkey', 'mabims', 'iran', 'civil', 'tabular' (or 'tabular-PATTERN-EPOCH', e.g. 'tabular-15-friday')"),
      ([(.calendar, "civil"), (.epoch, "friday")], "'--epoch' applies only to '--calendar tabular', not to 'civil'"),
      ([(.hijriAdjustment, "4")], "'--hijri-adjust' needs a whole number of days -3...3, got '4'"),
      ([(.calendar, "civil"), (.strict, "true")], "'--strict' applies only to the table calendars 'umm-al-qura' and 'umm-al-qura-published' and the predicted calendars 'umm-al-qura-rule', 'turkey', 'mabims', 'iran', not to 'civil'"),
    ]
    for (pairs, message) in cases {
      XCTAssertThrowsError(try PrayerSettings(values: values(pairs))) { error in
        XCTAssertEqual((error as? SettingsError)?.message { "--" + $0.rawValue }, message)
        XCTAssertEqual("\(error)", message.replacingOccurrences(of: "'--", with: "'"), "file wording")
      }
    }
  }

  func testCalendar_DefaultFollowsTheLanguageUnlessGiven() throws {
    XCTAssertEqual(CalendarSettings().calendar(), .ummAlQura)
    var c = try CalendarSettings(values: [.hijriAdjustment: "-1"])
    XCTAssertEqual(c.calendar(defaultSystem: HijriCalendar.turkey.system).system, HijriCalendar.turkey.system)
    XCTAssertEqual(c.calendar().adjustmentDays, -1)
    c = try CalendarSettings(values: [.calendar: "tabular", .leapPattern: "15", .epoch: "friday"])
    XCTAssertEqual(c.calendar().identifier, "tabular-15-friday")
    XCTAssertEqual(try CalendarSettings(values: [.calendar: "mabims", .strict: "true"]).calendar().outsideTable, .strict)
  }

  func testFile_ReadsAsFlagsDo() throws {
    let file = Data(#"{"method": "moonsighting", "asr": "hanafi", "fajr-angle": 18, "adjust": "isha=+2", "hijri-adjust": -1, "strict": false}"#.utf8)
    let fromFile = try PrayerSettings(json: file)
    let fromFlags = try PrayerSettings(values: values([
      (.method, "moonsighting"), (.asr, "hanafi"), (.fajrAngle, "18"), (.adjustments, "isha=+2"),
      (.hijriAdjustment, "-1"), (.strict, "false"),
    ]))
    XCTAssertEqual(fromFile, fromFlags)
    XCTAssertThrowsError(try PrayerSettings(json: Data(#"{"methd": "mwl"}"#.utf8))) { error in
      XCTAssertTrue("\(error)".hasPrefix("unknown setting 'methd': use one of 'method', "), "\(error)")
    }
    XCTAssertThrowsError(try PrayerSettings(json: Data(#"{"fajr-angle": 99}"#.utf8))) { error in
      XCTAssertEqual("\(error)", "'fajr-angle' 99 is out of range: allowed 0...30 degrees")
    }
    XCTAssertThrowsError(try PrayerSettings(json: Data("[1]".utf8)))
    XCTAssertThrowsError(try PrayerSettings(json: Data("{".utf8))) { error in
      XCTAssertEqual("\(error)", "not a settings file: not valid JSON")
    }
  }
}
