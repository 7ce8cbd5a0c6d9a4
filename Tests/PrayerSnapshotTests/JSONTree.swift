import Foundation

@testable import PrayerSnapshot

/// A parsed JSON value for the contract tests: what the schema validator walks, what a JSON Patch
/// (RFC 6902) changes and what is serialized again for the reader. Integers that fit 64 bits
/// stay exact; other numbers are doubles (1e19, 0.5).
indirect enum JSONTree: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([JSONTree])
  case object([String: JSONTree])

  /// Parses `data` (any JSON value at the top, as RFC 8259 allows), with the library's own
  /// loose decoding.
  static func parse(_ data: Data) throws -> JSONTree {
    JSONTree(try JSONDecoder().decode(LooseJSON.self, from: data))
  }

  static func parse(_ text: String) throws -> JSONTree { try parse(Data(text.utf8)) }

  init(_ loose: LooseJSON) {
    switch loose {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .integer(let i): self = .int(i)
    case .number(let d): self = .double(d)
    case .string(let s): self = .string(s)
    case .array(let a): self = .array(a.map(JSONTree.init))
    case .object(let o): self = .object(o.mapValues(JSONTree.init))
    }
  }

  // MARK: - Reading

  var object: [String: JSONTree]? { if case .object(let o) = self { return o } else { return nil } }
  var array: [JSONTree]? { if case .array(let a) = self { return a } else { return nil } }
  var string: String? { if case .string(let s) = self { return s } else { return nil } }
  var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
  var isNull: Bool { self == .null }

  /// The number, whichever way it was written.
  var number: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: return nil
    }
  }

  /// An integer that fits 64 bits (5, or 5.0).
  var int64: Int64? {
    switch self {
    case .int(let i): return i
    case .double(let d) where d == d.rounded() && abs(d) < 9.2e18: return Int64(d)
    default: return nil
    }
  }

  subscript(key: String) -> JSONTree? { object?[key] }

  /// Equality as JSON means it: 1 and 1.0 are the same number; keys in any order.
  func sameJSON(as other: JSONTree) -> Bool {
    switch (self, other) {
    case (.int(let a), .int(let b)): return a == b
    case (.int, .double), (.double, .int), (.double, .double): return number == other.number
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.sameJSON(as: $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count && a.allSatisfy { k, v in b[k].map { v.sameJSON(as: $0) } ?? false }
    default: return self == other
    }
  }

  // MARK: - Writing

  /// Compact JSON, keys sorted.
  var serialized: Data { Data(text.utf8) }

  var text: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d):
      return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
    case .string(let s): return Self.quoted(s)
    case .array(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
    case .object(let o):
      return "{" + o.keys.sorted().map { Self.quoted($0) + ":" + o[$0]!.text }.joined(separator: ",") + "}"
    }
  }

  /// A JSON string literal (the library's escaping).
  static func quoted(_ s: String) -> String {
    var out = ""
    JSONValue.quote(s, into: &out)
    return out
  }

  // MARK: - JSON Patch (RFC 6902: add, remove, replace) and JSON Pointer (RFC 6901)

  struct PatchError: Error, CustomStringConvertible {
    let description: String
  }

  /// The value with `operations` applied in order.
  func patched(_ operations: [JSONTree]) throws -> JSONTree {
    var value = self
    for op in operations {
      guard let name = op["op"]?.string, let path = op["path"]?.string else {
        throw PatchError(description: "an operation needs op and path: \(op.text)")
      }
      let tokens = try Self.pointer(path)
      switch name {
      case "add", "replace":
        guard let new = op["value"] else { throw PatchError(description: "\(name) \(path) needs a value") }
        try value.set(tokens[...], to: new, adding: name == "add", path: path)
      case "remove": try value.set(tokens[...], to: nil, adding: false, path: path)
      default: throw PatchError(description: "unsupported op \(name)")
      }
    }
    return value
  }

  /// The reference tokens of a JSON Pointer ("/days/0/prayers" → days, 0, prayers).
  static func pointer(_ path: String) throws -> [String] {
    guard path.isEmpty || path.hasPrefix("/") else { throw PatchError(description: "not a pointer: \(path)") }
    return path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// Sets (`new`), adds (`adding`: inserts into an array) or removes (`new == nil`) the value at
  /// `tokens`; the member or index must exist except for an add.
  private mutating func set(_ tokens: ArraySlice<String>, to new: JSONTree?, adding: Bool, path: String) throws {
    guard let token = tokens.first else {
      guard let new else { throw PatchError(description: "cannot remove the whole document") }
      self = new
      return
    }
    let last = tokens.count == 1
    switch self {
    case .object(var o):
      if last {
        guard adding || o[token] != nil else { throw PatchError(description: "\(path): no member \(token)") }
        o[token] = new
      } else {
        guard var child = o[token] else { throw PatchError(description: "\(path): no member \(token)") }
        try child.set(tokens.dropFirst(), to: new, adding: adding, path: path)
        o[token] = child
      }
      self = .object(o)
    case .array(var a):
      let index = token == "-" ? a.count : Int(token) ?? -1
      guard index >= 0, index < a.count || (adding && last && index == a.count) else {
        throw PatchError(description: "\(path): no index \(token)")
      }
      if last {
        if let new {
          if adding { a.insert(new, at: index) } else { a[index] = new }
        } else {
          a.remove(at: index)
        }
      } else {
        try a[index].set(tokens.dropFirst(), to: new, adding: adding, path: path)
      }
      self = .array(a)
    default:
      throw PatchError(description: "\(path): \(token) is inside a value that is not a container")
    }
  }
}
