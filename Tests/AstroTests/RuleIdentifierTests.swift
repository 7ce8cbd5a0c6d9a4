import Astro
import XCTest

/// The rules' text identifiers (`RuleIdentifiable`): every value reads back from the identifier
/// it writes, the documented forms read, and what does not read says what is allowed.
final class RuleIdentifierTests: XCTestCase {
  func assertRoundTrip<T: RuleIdentifiable & Equatable>(
    _ values: [T], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for v in values {
      XCTAssertEqual(try T(identifier: v.identifier), v, v.identifier, file: file, line: line)
    }
  }

  func testIdentifiers_EveryRule_ReadBack() throws {
    try assertRoundTrip([
      HighLatitudeRule.none, .middleOfTheNight, .seventhOfTheNight, .twilightAngle, .diyanet,
      .nearestLatitude(.degrees(48.5)), .nearestLatitude(.degrees(60)),
    ])
    try assertRoundTrip([
      PolarResolution.unresolved, .nearestDay, .nearestLatitude(.degrees(65)), .fixedLatitude(.degrees(45)),
      .fixedLatitude(.degrees(48.5)),
    ])
    try assertRoundTrip([AsrRule.standard, .hanafi, .shadowFactor(1.5)])
    try assertRoundTrip(MidnightRule.allCases)
    try assertRoundTrip(Rounding.allCases)
    try assertRoundTrip(Shafaq.allCases)
    try assertRoundTrip(CalculationMethod.allCases)
    try assertRoundTrip(TimeKind.allCases)
  }

  func testIdentifiers_DocumentedForms_Read() throws {
    XCTAssertEqual(try HighLatitudeRule(identifier: "seventh-of-night"), .seventhOfTheNight)
    XCTAssertEqual(
      try HighLatitudeRule(identifier: "nearest-latitude"), .nearestLatitude(HighLatitudeRule.defaultNearestLatitude))
    XCTAssertEqual(try HighLatitudeRule(identifier: "nearest-latitude=50"), .nearestLatitude(.degrees(50)))
    XCTAssertEqual(try PolarResolution(identifier: "nearest-latitude"), .nearestLatitude(PolarResolution.defaultLatitude))
    XCTAssertEqual(try PolarResolution(identifier: "nearest-latitude=65.5"), .nearestLatitude(.degrees(65.5)))
    XCTAssertEqual(try PolarResolution(identifier: "fixed-latitude"), .fixedLatitude(.degrees(45)))
    XCTAssertEqual(try PolarResolution(identifier: "fixed-latitude=50"), .fixedLatitude(.degrees(50)))
    XCTAssertEqual(PolarResolution.fixedLatitude(.degrees(45)).identifier, "fixed-latitude=45")
    XCTAssertEqual(HighLatitudeRule.nearestLatitude(.degrees(50)).identifier, "nearest-latitude=50")
    XCTAssertEqual(HighLatitudeRule.nearestLatitude(.degrees(50)).ruleName, "nearest-latitude")
    XCTAssertEqual(try MidnightRule(identifier: "maghrib-to-fajr"), .maghribToFajr)
    XCTAssertEqual(try CalculationMethod(identifier: "umm-al-qura"), .ummAlQura)
  }

  func testIdentifiers_Unknown_ListWhatIsAllowed() {
    XCTAssertThrowsError(try HighLatitudeRule(identifier: "none=3")) { error in
      XCTAssertEqual(error as? IdentifierError, .unknown("none=3", allowed: HighLatitudeRule.identifierForms))
    }
    XCTAssertThrowsError(try PolarResolution(identifier: "nearest")) { error in
      XCTAssertTrue("\(error)".contains("'nearest-latitude[=DEG]', 'nearest-day', 'unresolved'"), "\(error)")
    }
    XCTAssertThrowsError(try Rounding(identifier: "Nearest"))
    XCTAssertThrowsError(try AsrRule(identifier: "shafi"))
  }

  func testIdentifiers_ArgumentOutOfRangeOrNotDecimal_AreBadArguments() {
    for (text, argument) in [
      ("nearest-latitude=99", "99"), ("nearest-latitude=0x1E", "0x1E"), ("nearest-latitude=", ""),
      ("nearest-latitude=nan", "nan"), ("nearest-latitude=29.9", "29.9"),
    ] {
      XCTAssertThrowsError(try HighLatitudeRule(identifier: text)) { error in
        XCTAssertEqual(
          error as? IdentifierError,
          .badArgument(rule: "nearest-latitude", argument: argument, allowed: 30...66), text)
      }
    }
    XCTAssertThrowsError(try PolarResolution(identifier: "fixed-latitude=70")) { error in
      XCTAssertEqual(
        error as? IdentifierError, .badArgument(rule: "fixed-latitude", argument: "70", allowed: 30...66))
    }
    XCTAssertNoThrow(try PolarResolution(identifier: "nearest-latitude=90"))
    XCTAssertThrowsError(try PolarResolution(identifier: "nearest-latitude=90.5"))
  }

  func testAdjustments_ReadWriteAndRefuse() throws {
    let a = try PrayerAdjustments(identifier: "fajr=+2,isha=-1.5,midnight=0")
    XCTAssertEqual(a.fajr, 2)
    XCTAssertEqual(a.isha, -1.5)
    XCTAssertEqual(a.identifier, "fajr=+2,isha=-1.5")
    XCTAssertEqual(try PrayerAdjustments(identifier: a.identifier), a)
    XCTAssertThrowsError(try PrayerAdjustments(identifier: "dhuha=1")) { error in
      XCTAssertEqual(
        error as? IdentifierError,
        .badAdjustment(item: "dhuha=1", names: PrayerAdjustments.adjustableKinds.map(\.rawValue)))
    }
    XCTAssertThrowsError(try PrayerAdjustments(identifier: "fajr=1,fajr=2")) { error in
      XCTAssertEqual(error as? IdentifierError, .repeatedAdjustment(name: "fajr"))
    }
    for minutes in ["121", "1e9", "0x10", "two", ""] {
      XCTAssertThrowsError(try PrayerAdjustments(identifier: "asr=\(minutes)")) { error in
        XCTAssertEqual(
          error as? IdentifierError, .badAdjustmentMinutes(name: "asr", minutes: minutes, allowed: -120...120))
      }
    }
  }

  func testDecimal_AcceptsDecimalNotationOnly() {
    for (text, value) in [("21.4225", 21.4225), ("-0.5", -0.5), ("+3", 3), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("2E-2", 0.02)] {
      XCTAssertEqual(Double(decimal: text), value, text)
    }
    for text in ["0x10", "0x1p3", "nan", "inf", "-inf", "", "+", ".", "1e", "1.2.3", " 1", "1 ", "١٢", "e5"] {
      XCTAssertNil(Double(decimal: text), text)
    }
    XCTAssertEqual(Double(decimal: "1e400"), .infinity)  // decimal, but too large: callers check isFinite
  }
}
