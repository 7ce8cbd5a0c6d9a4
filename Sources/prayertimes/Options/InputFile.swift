import Astro
import Foundation
import PrayerSnapshot

/// Reading the JSON files the options name (`--marks`, `--taps`, `--snapshot`).
enum InputFile {
  /// The most bytes read from a file: a snapshot is some 100 kB.
  static let maximumBytes = 16 << 20

  /// Why a file cannot be read: `'PATH' does not exist`.
  struct ReadError: Error {
    let why: String
  }

  /// The bytes of `path` (`-`: standard input), at most ``maximumBytes``.
  static func bytes(_ path: String, standardInput: () -> Data) throws(ReadError) -> Data {
    if path == "-" { return standardInput() }
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else { throw ReadError(why: "'\(path)' does not exist") }
    guard !isDirectory.boolValue else { throw ReadError(why: "'\(path)' is a directory, not a file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ReadError(why: "'\(path)' cannot be read (permission denied?)")
    }
    defer { try? handle.close() }
    var data = Data()
    do {
      while data.count <= maximumBytes, let chunk = try handle.read(upToCount: 1 << 20),
        !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw ReadError(why: "'\(path)' cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maximumBytes else {
      throw ReadError(why: "'\(path)' is larger than \(maximumBytes >> 20) MiB")
    }
    return data
  }

  /// The bytes of a snapshot file; one that cannot be read is a runtime failure.
  static func snapshot(_ path: String, standardInput: () -> Data) throws(CommandFailure) -> Data {
    do { return try bytes(path, standardInput: standardInput) } catch {
      throw .runtime("the snapshot file \(error.why)")
    }
  }

  /// The items of a file holding a JSON array; every problem is a usage error naming `option`.
  static func array(_ path: String, option: String, standardInput: () -> Data)
    throws(CommandFailure) -> [LooseJSON]
  {
    let data: Data
    do { data = try bytes(path, standardInput: standardInput) } catch {
      throw .usage("'\(option)' file \(error.why)")
    }
    return try array(data, path: path, option: option)
  }

  /// The items of the JSON array in `data`, read from `path` (named in the errors).
  static func array(_ data: Data, path: String, option: String) throws(CommandFailure) -> [LooseJSON] {
    let value: LooseJSON
    do {
      value = try JSONDecoder().decode(LooseJSON.self, from: data)
    } catch {
      throw .usage("'\(option)' file '\(path)' is not valid JSON")
    }
    guard case .array(let items) = value else {
      throw .usage("'\(option)' file '\(path)' must hold a JSON array, not \(value.kind)")
    }
    return items
  }

  /// Item `index`, which must be an object with exactly `keys`.
  static func item(
    _ item: LooseJSON, index: Int, path: String, option: String, keys: [String]
  ) throws(CommandFailure) -> InputItem {
    let allowed = keys.map { "'\($0)'" }.joined(separator: ", ")
    let where_ = "'\(option)' file '\(path)', item \(index + 1):"
    guard case .object(let members) = item else {
      throw .usage("\(where_) must be an object with \(allowed), not \(item.kind)")
    }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      throw .usage("\(where_) unknown key '\(unknown)' (allowed: \(allowed))")
    }
    if let missing = keys.first(where: { members[$0] == nil }) {
      throw .usage("\(where_) missing '\(missing)'")
    }
    return InputItem(fields: members, place: where_)
  }

  /// A value in an error message.
  static func describe(_ value: LooseJSON?) -> String {
    switch value {
    case .string(let s)?: return "'\(s)'"
    case .integer(let n)?: return String(n)
    case .number(let d)?: return String(d)
    case let v?: return v.kind
    case nil: return "nothing"
    }
  }
}

/// One object of an input file's array, whose fields are read with errors that say where.
struct InputItem {
  let fields: [String: LooseJSON]
  /// `'--marks' file 'm.json', item 3:`.
  let place: String

  /// Field `key`, a string `parse` reads, or `'KEY' must be WHAT, got …`.
  func string<T>(_ key: String, mustBe what: String, _ parse: (String) -> T?) throws(CommandFailure) -> T {
    guard case .string(let text) = fields[key], let value = parse(text) else {
      throw failure("'\(key)' must be \(what), got \(InputFile.describe(fields[key]))")
    }
    return value
  }

  /// The `date` field: a real date.
  func date() throws(CommandFailure) -> CivilDate {
    try string("date", mustBe: "a real date as \"YYYY-MM-DD\"") { CivilDate(iso8601: $0) }
  }

  /// The `prayer` field: a prayer's id.
  func prayer() throws(CommandFailure) -> PrayerID {
    try string(
      "prayer", mustBe: "one of " + PrayerID.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    ) { PrayerID(rawValue: $0) }
  }

  func failure(_ what: String) -> CommandFailure { .usage("\(place) \(what)") }
}
