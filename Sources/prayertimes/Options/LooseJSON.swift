import Foundation

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
