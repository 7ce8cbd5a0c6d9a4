import Astro
import Foundation
import PrayerSnapshot

/// A JSON value as read from an input file, kept loose so that errors can say exactly what is
/// wrong.
indirect enum LooseJSON: Decodable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([LooseJSON])
  case object([String: LooseJSON])

  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if c.decodeNil() {
      self = .null
    } else if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? c.decode(Int64.self) {
      self = .integer(n)
    } else if let d = try? c.decode(Double.self) {
      self = .number(d)
    } else if let s = try? c.decode(String.self) {
      self = .string(s)
    } else if let a = try? c.decode([LooseJSON].self) {
      self = .array(a)
    } else {
      self = .object(try c.decode([String: LooseJSON].self))
    }
  }

  /// What it is, for error messages.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .integer, .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Reading the JSON files the options name (`--marks`, `--taps`, `--snapshot`).
enum InputFile {
  /// The most bytes read from a file: a snapshot is some 100 kB.
  static let maximumBytes = 16 << 20

  enum ReadError: Error {
    case failed(String)
  }

  /// The bytes of `path` (`-`: standard input), at most ``maximumBytes``.
  static func bytes(_ path: String, standardInput: () -> Data) throws(ReadError) -> Data {
    if path == "-" { return standardInput() }
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else { throw .failed("'\(path)' does not exist") }
    guard !isDirectory.boolValue else { throw .failed("'\(path)' is a directory, not a file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .failed("'\(path)' cannot be read (permission denied?)")
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
      throw .failed("'\(path)' cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maximumBytes else {
      throw .failed("'\(path)' is larger than \(maximumBytes >> 20) MiB")
    }
    return data
  }

  /// The items of a file holding a JSON array; every problem is a usage error naming `option`.
  static func array(_ path: String, option: String, standardInput: () -> Data)
    throws(CommandFailure) -> [LooseJSON]
  {
    let data: Data
    do {
      data = try bytes(path, standardInput: standardInput)
    } catch {
      switch error {
      case .failed(let why): throw .usage("'\(option)' file \(why)")
      }
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
