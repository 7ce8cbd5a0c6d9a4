import Foundation
import XCTest

@testable import PrayerSnapshot

/// `Data/contract/snapshot.schema.json` against real snapshots: it accepts what the library
/// builds (Makkah ar, Istanbul tr, London en across the 2027-03-28 clock change, Tromsø with a
/// polar rule, and the optional keys' cases), names every key the builder writes, and refuses
/// each mutation for the reason it was made. The verdicts are the test target's validator's
/// (`SchemaValidator`) and, where Python's `jsonschema` is installed, that package's too.
final class SnapshotSchemaTests: XCTestCase {
  static let built: [(String, WidgetSnapshot)] = try! ContractSnapshots.all()

  func tree(_ s: WidgetSnapshot) throws -> JSONTree { try JSONTree.parse(s.encoded()) }

  func testSchema_AcceptsBuiltSnapshots() throws {
    let validator = try ContractSnapshots.validator()
    for (name, snapshot) in Self.built {
      XCTAssertEqual(validator.errors(try tree(snapshot)), [], name)
    }
    // The cases' hand-written snapshot too.
    XCTAssertTrue(validator.isValid(try JSONTree.parse(ContractSnapshots.file("snapshots/istanbul-2-days.json"))))
  }

  /// Every key of the schema is one the builder writes in at least one of the snapshots (so the
  /// schema describes nothing that is not there), and the optional keys are among them.
  func testSchema_EveryKeyIsWrittenSomewhere() throws {
    let schema = try JSONTree.parse(ContractSnapshots.file("snapshot.schema.json"))
    func resolve(_ node: JSONTree) -> JSONTree {
      guard let ref = node["$ref"]?.string else { return node }
      return ref.split(separator: "/").dropFirst().reduce(schema) { $0[String($1)] ?? .null }
    }
    var declared: Set<String> = []
    func walk(_ node: JSONTree, _ path: String) {
      let node = resolve(node)
      for (key, sub) in node["properties"]?.object ?? [:] {
        declared.insert(path + "/" + key)
        walk(sub, path + "/" + key)
      }
      if let items = node["items"], items.object != nil { walk(items, path + "/*") }
      for item in node["prefixItems"]?.array ?? [] { walk(resolve(item), path + "/*") }
    }
    walk(schema, "")
    var written: Set<String> = []
    func collect(_ v: JSONTree, _ path: String) {
      if let o = v.object {
        for (k, sub) in o {
          written.insert(path + "/" + k)
          collect(sub, path + "/" + k)
        }
      }
      for item in v.array ?? [] { collect(item, path + "/*") }
    }
    for (_, snapshot) in Self.built { collect(try tree(snapshot), "") }
    XCTAssertEqual(declared.subtracting(written).sorted(), [], "declared in the schema, written by no snapshot")
    XCTAssertEqual(written.subtracting(declared).sorted(), [], "written, not declared")
    for optional in ["/place", "/days/*/civil", "/days/*/hijri/estimated", "/days/*/hijri/predicted", "/days/*/prayers/*/estimated", "/segments/*/current",
      "/days/*/short", "/days/*/short/civil", "/captions/short", "/days/*/prayers/*/shortName",
    ] {
      XCTAssertTrue(written.contains(optional), optional)
    }
  }

  /// A mutation of a real snapshot, and where the schema must say it is wrong.
  struct Mutation: Sendable {
    let name: String
    let patch: [JSONTree]
    /// The start of the path an error must name.
    let path: String
  }

  static func replace(_ path: String, _ value: JSONTree) -> JSONTree {
    .object(["op": .string("replace"), "path": .string(path), "value": value])
  }

  static func remove(_ path: String) -> JSONTree { .object(["op": .string("remove"), "path": .string(path)]) }

  static func add(_ path: String, _ value: JSONTree) -> JSONTree {
    .object(["op": .string("add"), "path": .string(path), "value": value])
  }

  static let requiredKeys = [
    "captions", "contentHash", "countdown", "dayOffsets", "days", "generatedAt", "horizonEnd", "locale",
    "occasions", "segments", "timeZone", "version",
  ]

  static let mutations: [Mutation] = {
    func m(_ name: String, _ path: String, _ patch: JSONTree...) -> Mutation { Mutation(name: name, patch: patch, path: path) }
    let prayer = "/days/2/prayers/1"
    var list: [Mutation] = requiredKeys.map { m("no \($0)", "(document)", remove("/" + $0)) }
    list += [
      m("an unknown top-level key", "(document)", add("/theme", .string("dark"))),
      m("version 2", "/version", replace("/version", .int(2))),
      m("version as text", "/version", replace("/version", .string("1"))),
      m("generatedAt with a fraction", "/generatedAt", replace("/generatedAt", .double(1.5))),
      m("generatedAt after 9999", "/generatedAt", replace("/generatedAt", .int(253_402_300_800_000))),
      m("horizonEnd before year 1", "/horizonEnd", replace("/horizonEnd", .int(-62_135_596_800_001))),
      m("a zone with a space", "/timeZone", replace("/timeZone", .string("Asia Riyadh"))),
      m("a language that is no language subtag", "/locale/lang", replace("/locale/lang", .string("French"))),
      m("a direction against the language", "/locale", replace("/locale/dir", .string("ltr"))),
      m("digits that are no numbering-system id", "/locale/digits", replace("/locale/digits", .string("0-9"))),
      m("an unknown clock", "/locale/clock", replace("/locale/clock", .string("h24"))),
      m("no dir", "/locale", remove("/locale/dir")),
      m("an empty place", "/place", replace("/place", .string(""))),
      m("a content hash in capitals", "/contentHash", replace("/contentHash", .string("0A3BDC67EBEDBF4B"))),
      m("a short content hash", "/contentHash", replace("/contentHash", .string("0a3bdc67ebedbf4"))),
      m("no days", "/days", replace("/days", .array([]))),
      m("a date without padding", "/days/0/date", replace("/days/0/date", .string("2027-2-05"))),
      m("month 13", "/days/0/date", replace("/days/0/date", .string("2027-13-05"))),
      m("an empty weekday", "/days/0/weekday", replace("/days/0/weekday", .string(""))),
      m("Hijri month 13", "/days/0/hijri/month", replace("/days/0/hijri/month", .int(13))),
      m("Hijri day 0", "/days/0/hijri/day", replace("/days/0/hijri/day", .int(0))),
      m("an unknown Hijri key", "/days/0/hijri", add("/days/0/hijri/calendar", .string("umm-al-qura"))),
      m("sunrise without its time", "/days/0/sunrise", remove("/days/0/sunrise/time")),
      m("four prayers", "/days/2/prayers", remove("/days/2/prayers/4")),
      m("six prayers", "/days/2/prayers", add("/days/2/prayers/-", .object(["id": .string("isha")]))),
      m("prayers swapped", "/days/2/prayers/0/id", replace("/days/2/prayers/0/id", .string("dhuhr")), replace(prayer + "/id", .string("fajr"))),
      m("sunrise as a prayer", prayer + "/id", replace(prayer + "/id", .string("sunrise"))),
      m("marked as text", prayer + "/marked", replace(prayer + "/marked", .string("yes"))),
      m("estimated as text", prayer + "/estimated", add(prayer + "/estimated", .string("true"))),
      m("endsAt as text", prayer + "/endsAt", replace(prayer + "/endsAt", .string("1"))),
      m("an unknown prayer key", prayer, add(prayer + "/iqama", .string("12:30"))),
      m("no segments", "/segments", replace("/segments", .array([]))),
      m("sunrise as a segment's current", "/segments/1/current", add("/segments/1/current", .string("sunrise"))),
      m("a next without its prayer", "/segments/0/next", remove("/segments/0/next/prayer")),
      m("a negative day index", "/segments/0/day", replace("/segments/0/day", .int(-1))),
      m("a segment start with a fraction", "/segments/0/from", replace("/segments/0/from", .double(0.5))),
      m("an unknown segment key", "/segments/0", add("/segments/0/color", .string("red"))),
      m("no openApp caption", "/captions", remove("/captions/openApp")),
      m("an empty caption", "/captions/prayed", replace("/captions/prayed", .string(""))),
      m("an empty calm table", "/countdown/calm", replace("/countdown/calm", .array([]))),
      m("nine digits", "/countdown/digits", replace("/countdown/digits", .string("012345678"))),
      m("Devanagari digits (no table writes them)", "/countdown/digits", replace("/countdown/digits", .string("०१२३४५६७८९"))),
      m("an occasion id in capitals", "/occasions/0/id", replace("/occasions/0/id", .string("Eid"))),
      m("night as text", "/occasions/0/night", replace("/occasions/0/night", .string("no"))),
      m("an occasion date with slashes", "/occasions/0/date", replace("/occasions/0/date", .string("2027/03/10"))),
      m("dayOffsets.first with a fraction", "/dayOffsets/first", replace("/dayOffsets/first", .double(-60.5))),
      m("no day-offset strings", "/dayOffsets/strings", replace("/dayOffsets/strings", .array([]))),
    ]
    return list
  }()

  /// The mutated Makkah snapshot of each mutation; the base is shown by the reader.
  func mutated() throws -> [(Mutation, JSONTree)] {
    let (_, makkah) = try XCTUnwrap(Self.built.first { $0.0 == "makkah-ar" })
    let base = try tree(makkah)
    return try Self.mutations.map { ($0, try base.patched($0.patch)) }
  }

  func testSchema_RefusesMutatedSnapshots_ForTheReasonMade() throws {
    let validator = try ContractSnapshots.validator()
    for (mutation, tree) in try mutated() {
      let errors = validator.errors(tree)
      XCTAssertFalse(errors.isEmpty, "accepted: \(mutation.name)")
      XCTAssertTrue(errors.contains { $0.hasPrefix(mutation.path) }, "\(mutation.name): \(errors)")
    }
  }

  // MARK: - jsonschema, when installed

  /// `Scripts/verify_snapshot_schema.py` (jsonschema 4, Draft 2020-12) gives the same verdict as
  /// the test target's validator on every built snapshot and every mutation, and agrees with the
  /// bad-snapshot cases' `schemaValid`.
  func testSchema_AgreesWithPythonJSONSchema() throws {
    guard let python = ContractSnapshots.python(importing: "jsonschema") else {
      print("Note: SnapshotSchemaTests.testSchema_AgreesWithPythonJSONSchema skipped: no python3 with the "
        + "jsonschema package (pip install jsonschema; or set JSONSCHEMA_PYTHON). The test target's "
        + "own validator still checks the schema.")
      throw XCTSkip("no python3 with jsonschema")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let validator = try ContractSnapshots.validator()
    var ours: [String: Bool] = [:]
    for (name, snapshot) in Self.built {
      try snapshot.encoded().write(to: directory.appendingPathComponent("\(name).json"))
      ours["\(name).json"] = validator.isValid(try tree(snapshot))
    }
    for (i, (_, tree)) in try mutated().enumerated() {
      try tree.serialized.write(to: directory.appendingPathComponent("mutation-\(i).json"))
      ours["mutation-\(i).json"] = validator.isValid(tree)
    }
    let script = ContractSnapshots.root.appendingPathComponent("Scripts/verify_snapshot_schema.py").path
    let verdicts = try ContractSnapshots.run(python, [script, "--verdicts", directory.path])
    XCTAssertEqual(verdicts.status, 0, verdicts.output)
    let theirs = try JSONDecoder().decode([String: Bool].self, from: Data(verdicts.output.utf8))
    XCTAssertEqual(theirs.count, Self.built.count + Self.mutations.count)
    for (name, verdict) in ours.sorted(by: { $0.key < $1.key }) {
      XCTAssertEqual(theirs[name], verdict, "\(name): jsonschema and SchemaValidator disagree")
    }
    let cases = try ContractSnapshots.run(python, [script, "--cases"])
    XCTAssertEqual(cases.status, 0, cases.output)
  }
}
