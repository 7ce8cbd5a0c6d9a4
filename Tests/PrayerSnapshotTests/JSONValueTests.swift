import Astro
import Foundation
import XCTest

@testable import PrayerSnapshot

final class JSONValueTests: XCTestCase {
  /// Parses JSON text with Foundation.
  private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// A string serialized and read back by JSONSerialization, alone and as an object's key and value.
  private func assertRoundTrips(_ s: String, file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertEqual(try parse(JSONValue.string(s).serialized()) as? String, s, file: file, line: line)
    let object = JSONValue.object([(s, .string(s)), ("k", .array([.string(s)]))])
    for indent in [0, 2] {
      let parsed = try XCTUnwrap(try parse(object.serialized(indent: indent)) as? [String: Any])
      XCTAssertEqual(parsed[s] as? String, s, file: file, line: line)
      XCTAssertEqual((parsed["k"] as? [Any])?.first as? String, s, file: file, line: line)
    }
  }

  func testSerialized_QuotesAndBackslashes_AreEscaped() throws {
    XCTAssertEqual(JSONValue.string(#"say "hi""#).serialized(), #""say \"hi\"""#)
    XCTAssertEqual(JSONValue.string(#"C:\dir\"#).serialized(), #""C:\\dir\\""#)
    XCTAssertEqual(JSONValue.string(#"\""#).serialized(), #""\\\"""#)
    XCTAssertEqual(JSONValue.string("/").serialized(), #""/""#)
    for s in [#"say "hi""#, #"C:\dir\"#, #"\""#, #"\\\\"#, #"""""#, #"\u0041"#, "a/b"] {
      try assertRoundTrips(s)
    }
  }

  func testSerialized_ControlCharacters_AreEscaped() throws {
    XCTAssertEqual(JSONValue.string("a\nb").serialized(), #""a\nb""#)
    XCTAssertEqual(JSONValue.string("\r\t").serialized(), #""\r\t""#)
    XCTAssertEqual(JSONValue.string("\u{0}").serialized(), #""\u0000""#)
    XCTAssertEqual(JSONValue.string("\u{1F}").serialized().lowercased(), #""\u001f""#)
    // Every control character, alone and together: no raw byte below 0x20 in the text.
    var all = ""
    for value in UInt32(0)..<0x20 {
      let s = String(UnicodeScalar(value)!)
      all += s
      let text = JSONValue.string("x" + s + "y").serialized()
      XCTAssertFalse(text.utf8.contains { $0 < 0x20 }, "U+\(String(value, radix: 16)): \(text.debugDescription)")
      try assertRoundTrips("x" + s + "y")
    }
    try assertRoundTrips(all)
    // DEL and the line separators need no escape in JSON; they must still survive.
    try assertRoundTrips("\u{7F}\u{2028}\u{2029}\u{85}")
    // Pretty printing adds whitespace between tokens only.
    let pretty = JSONValue.object([("a\nb", .string("c\td"))]).serialized(indent: 2)
    XCTAssertEqual(pretty, "{\n  \"a\\nb\": \"c\\td\"\n}")
  }

  func testSerialized_ArabicAndOtherNonASCII_PassThroughAsUTF8() throws {
    let texts = [
      "صلاة الفجر", "الظهر", "العصر", "المغرب", "العشاء", "مكة المكرمة", "١٤٤٨ هـ",
      "بِسْمِ ٱللَّٰهِ", "İstanbul – Diyanet İşleri Başkanlığı", "Tromsø", "🕌🌙", "e\u{301}",
    ]
    for s in texts {
      let text = JSONValue.string(s).serialized()
      // Written as the characters themselves (UTF-8), not as \u escapes.
      XCTAssertEqual(text, "\"" + s + "\"")
      XCTAssertFalse(text.contains(#"\u"#))
      try assertRoundTrips(s)
    }
    // Mixed with characters that must be escaped.
    try assertRoundTrips("\"الفجر\"\n\\العشاء\\\t🕌")
    let name = JSONValue.object([("name", .string("Diyanet İşleri Başkanlığı, Turkey")), ("ar", .string("الفجر"))])
    let data = Data(name.serialized().utf8)
    XCTAssertNotNil(String(data: data, encoding: .utf8))
    let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: String])
    XCTAssertEqual(parsed, ["name": "Diyanet İşleri Başkanlığı, Turkey", "ar": "الفجر"])
  }

  func testSerialized_ObjectsKeepKeyOrder_AndNest() throws {
    let value = JSONValue.object([
      ("zeta", .number(1)), ("alpha", .array([.null, .bool(true), .bool(false), .array([])])),
      ("mid", .object([])), ("nested", .object([("b", .string("x")), ("a", .null)])),
    ])
    let compact = value.serialized()
    XCTAssertEqual(
      compact, #"{"zeta":1,"alpha":[null,true,false,[]],"mid":{},"nested":{"b":"x","a":null}}"#)
    for indent in [0, 1, 2, 4] {
      let text = value.serialized(indent: indent)
      let parsed = try XCTUnwrap(try parse(text) as? NSDictionary)
      XCTAssertEqual(parsed, try parse(compact) as? NSDictionary, "indent \(indent)")
      let zeta = try XCTUnwrap(text.range(of: "zeta"))
      let alpha = try XCTUnwrap(text.range(of: "alpha"))
      XCTAssertLessThan(zeta.lowerBound, alpha.lowerBound)
    }
    XCTAssertEqual(JSONValue.array([]).serialized(indent: 2), "[]")
    XCTAssertEqual(JSONValue.object([]).serialized(indent: 2), "{}")
  }

  func testSerialized_Numbers_RoundTrip() throws {
    let numbers: [Double] = [
      0, 1, -1, 42, 0.1, -0.5, 21.4225, 39.8262, -0.8333, 1e-7, .leastNonzeroMagnitude, 123_456_789_012_345,
      1e15, 1e20, -1e300, Double.pi, 1.0 / 3,
    ]
    for x in numbers {
      let text = JSONValue.number(x).serialized()
      let parsed = try XCTUnwrap(try parse(text) as? NSNumber, text)
      XCTAssertEqual(parsed.doubleValue, x, text)
    }
    XCTAssertEqual(JSONValue.number(3).serialized(), "3")
    XCTAssertEqual(JSONValue.number(-0.0).serialized(), "0")
    // JSON has no NaN or infinity.
    XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
    XCTAssertEqual(JSONValue.number(.infinity).serialized(), "null")
    XCTAssertEqual(JSONValue.number(-.infinity).serialized(), "null")
  }

  func testEquality_ComparesKeyOrderAndValues() {
    XCTAssertEqual(JSONValue.object([("a", .null)]), JSONValue.object([("a", .null)]))
    XCTAssertNotEqual(
      JSONValue.object([("a", .null), ("b", .null)]), JSONValue.object([("b", .null), ("a", .null)]))
    XCTAssertNotEqual(JSONValue.number(1), JSONValue.string("1"))
    XCTAssertNotEqual(JSONValue.array([.null]), JSONValue.array([.null, .null]))
  }

  func testTimetableJSON_PolarNight_RoundTripsWithNulls() throws {
    let zone = try ZoneSpec(parsing: "Europe/Oslo")
    var parameters = CalculationMethod.mwl.parameters
    parameters.highLatitudeRule = .none
    parameters.polarResolution = .unresolved
    let table = Timetable(
      coordinates: Coordinates(latitude: 69.65, longitude: 18.96)!,
      start: CivilDate(year: 2026, month: 12, day: 20)!, count: 3, zone: zone,
      parameters: parameters)
    let parsed = try XCTUnwrap(try parse(table.json.serialized(indent: 2)) as? [String: Any])
    XCTAssertEqual(parsed["timeZone"] as? String, "Europe/Oslo")
    let days = try XCTUnwrap(parsed["days"] as? [[String: Any]])
    XCTAssertEqual(days.map { $0["date"] as? String }, ["2026-12-20", "2026-12-21", "2026-12-22"])
    for day in days {
      let times = try XCTUnwrap(day["times"] as? [String: Any])
      XCTAssertEqual(Set(times.keys), Set(Timetable.jsonKinds.map(\.rawValue)))
      XCTAssertTrue(times["sunrise"] is NSNull)
      let missing = try XCTUnwrap(day["missing"] as? [String: String])
      XCTAssertEqual(missing["sunrise"], "sun-always-below")
    }
  }
}
