import Foundation
import XCTest

/// The test target's JSON Schema subset validator, keyword by keyword, against the meaning the
/// 2020-12 specification gives each (json-schema.org, "JSON Schema Validation" §6, "Core" §10);
/// `SnapshotSchemaTests` also compares its verdicts with the Python `jsonschema` package's.
final class SchemaValidatorTests: XCTestCase {
  func validator(_ schema: String) throws -> SchemaValidator { try SchemaValidator(schema: JSONTree.parse(schema)) }

  /// `accepted` pass and `refused` fail, each given as JSON text.
  func check(_ schema: String, accepts accepted: [String], refuses refused: [String], file: StaticString = #filePath, line: UInt = #line) throws {
    let v = try validator(schema)
    for text in accepted {
      XCTAssertEqual(v.errors(try JSONTree.parse(text)), [], "\(schema) should accept \(text)", file: file, line: line)
    }
    for text in refused {
      XCTAssertFalse(v.isValid(try JSONTree.parse(text)), "\(schema) should refuse \(text)", file: file, line: line)
    }
  }

  func testType_IntegerIsANumberWithoutAFraction() throws {
    try check(#"{"type": "integer"}"#, accepts: ["0", "-5", "1.0", "1e19", "253402300799999"], refuses: ["1.5", "\"1\"", "true", "null", "[]", "{}"])
    try check(#"{"type": "number"}"#, accepts: ["1.5", "2"], refuses: ["\"2\"", "false"])
    try check(#"{"type": "boolean"}"#, accepts: ["true", "false"], refuses: ["0", "1", "\"true\""])
    try check(#"{"type": "string"}"#, accepts: ["\"\""], refuses: ["0", "null"])
    try check(#"{"type": "object"}"#, accepts: ["{}"], refuses: ["[]", "null"])
    try check(#"{"type": "array"}"#, accepts: ["[]"], refuses: ["{}"])
    try check(#"{"type": ["string", "null"]}"#, accepts: ["null", "\"a\""], refuses: ["1"])
  }

  func testConstAndEnum_CompareAsJSON() throws {
    try check(#"{"const": 1}"#, accepts: ["1", "1.0"], refuses: ["2", "\"1\"", "true"])
    try check(#"{"enum": ["fajr", "isha"]}"#, accepts: ["\"fajr\"", "\"isha\""], refuses: ["\"Fajr\"", "\"sunrise\"", "null"])
    try check(#"{"const": {"a": [1, "b"]}}"#, accepts: [#"{"a": [1.0, "b"]}"#], refuses: [#"{"a": ["b", 1]}"#, #"{"a": [1, "b"], "c": 0}"#])
  }

  func testRangesAndLengths_CountCodePoints() throws {
    try check(#"{"minimum": -5, "maximum": 10}"#, accepts: ["-5", "10", "0.5", "\"not a number\""], refuses: ["-5.5", "10.001", "11"])
    // "٠١٢٣٤٥٦٧٨٩" is ten code points (20 bytes of UTF-8); "é" written e + U+0301 is two.
    try check(#"{"minLength": 10, "maxLength": 10}"#, accepts: ["\"0123456789\"", "\"٠١٢٣٤٥٦٧٨٩\"", "5"], refuses: ["\"012345678\"", "\"01234567890\""])
    try check(#"{"maxLength": 1}"#, accepts: ["\"é\""], refuses: ["\"e\u{0301}\""])
    try check(#"{"minItems": 1, "maxItems": 2}"#, accepts: ["[1]", "[1, 2]", "{}"], refuses: ["[]", "[1, 2, 3]"])
  }

  func testPattern_IsASearchUnlessAnchored() throws {
    try check(#"{"pattern": "[0-9]{2}"}"#, accepts: ["\"a12b\"", "3"], refuses: ["\"a1b\""])
    try check(#"{"pattern": "^[0-9a-f]{16}$"}"#, accepts: ["\"0a3bdc67ebedbf4b\""], refuses: ["\"0A3BDC67EBEDBF4B\"", "\"0a3bdc67ebedbf4\"", "\"0a3bdc67ebedbf4b0\""])
    try check(#"{"pattern": "^(0123456789|٠١٢٣٤٥٦٧٨٩)$"}"#, accepts: ["\"٠١٢٣٤٥٦٧٨٩\""], refuses: ["\"۰۱۲۳۴۵۶۷۸۹\""])
  }

  func testObjects_RequiredPropertiesAndClosedness() throws {
    let schema = #"{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}, "b": {"type": "string"}}, "additionalProperties": false}"#
    try check(schema, accepts: [#"{"a": 1}"#, #"{"a": 1, "b": "x"}"#], refuses: [#"{"b": "x"}"#, #"{"a": "1"}"#, #"{"a": 1, "c": 0}"#, #"{"a": 1, "b": 2}"#])
    try check(#"{"additionalProperties": {"type": "boolean"}}"#, accepts: [#"{"x": true}"#, "[1]"], refuses: [#"{"x": 1}"#])
  }

  func testArrays_PrefixItemsThenItems() throws {
    let schema = #"{"prefixItems": [{"const": "fajr"}, {"const": "dhuhr"}], "items": false}"#
    try check(schema, accepts: [#"["fajr", "dhuhr"]"#, #"["fajr"]"#, "[]"], refuses: [#"["dhuhr", "fajr"]"#, #"["fajr", "dhuhr", "asr"]"#])
    try check(#"{"items": {"type": "integer"}}"#, accepts: ["[1, 2]", "[]"], refuses: ["[1, \"2\"]"])
  }

  func testRefAndAnyOf_Apply() throws {
    let schema = ##"""
      {"$defs": {"ms": {"type": "integer", "minimum": 0}},
       "properties": {"at": {"$ref": "#/$defs/ms", "maximum": 9}},
       "anyOf": [{"properties": {"lang": {"const": "ar"}, "dir": {"const": "rtl"}}},
                 {"properties": {"lang": {"enum": ["en", "tr"]}, "dir": {"const": "ltr"}}}]}
      """##
    try check(schema, accepts: [#"{"at": 0}"#, #"{"lang": "ar", "dir": "rtl"}"#, #"{"lang": "tr", "dir": "ltr"}"#],
              refuses: [#"{"at": -1}"#, #"{"at": 10}"#, #"{"at": 1.5}"#, #"{"lang": "tr", "dir": "rtl"}"#, #"{"lang": "ar", "dir": "ltr"}"#])
    XCTAssertFalse(try validator(##"{"$ref": "#/$defs/none"}"##).isValid(.int(1)), "an unresolved reference is an error")
  }

  func testBooleanSchemas_AllowAllOrNothing() throws {
    try check("true", accepts: ["1", "null"], refuses: [])
    try check("false", accepts: [], refuses: ["1", "null"])
  }

  /// A keyword outside the subset is refused when the validator is made, wherever it stands, so
  /// that no part of a schema goes unchecked.
  func testUnsupportedKeywords_AreRefused() throws {
    for schema in [
      #"{"format": "date"}"#, #"{"oneOf": [true]}"#, #"{"properties": {"a": {"multipleOf": 2}}}"#,
      #"{"items": {"uniqueItems": true}}"#, #"{"$defs": {"x": {"if": true}}}"#, #"{"anyOf": [{"not": {}}]}"#,
      #"{"$ref": "other.json#/x"}"#, #"{"pattern": "("}"#,
    ] {
      XCTAssertThrowsError(try validator(schema), schema)
    }
  }

  /// The errors say where: the path of the value and what is wrong.
  func testErrors_NameThePath() throws {
    let v = try validator(#"{"properties": {"days": {"items": {"properties": {"at": {"type": "integer"}}}}}}"#)
    XCTAssertEqual(v.errors(try JSONTree.parse(#"{"days": [{"at": 1}, {"at": "x"}]}"#)), [#"/days/1/at: "x" is not of type integer"#])
  }
}
