/// A JSON value whose objects keep their keys in the order given, for output people read.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The JSON text; `indent` > 0 pretty-prints with that many spaces per level.
  public func serialized(indent: Int = 0) -> String {
    var out = ""
    write(to: &out, indent: indent, level: 0)
    return out
  }

  private func write(to out: inout String, indent: Int, level: Int) {
    let newline = indent > 0 ? "\n" : ""
    let pad = String(repeating: " ", count: indent * (level + 1))
    let closePad = String(repeating: " ", count: indent * level)
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += JSONValue.format(d)
    case .string(let s): JSONValue.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[" + newline
      for (i, item) in items.enumerated() {
        out += pad
        item.write(to: &out, indent: indent, level: level + 1)
        out += (i < items.count - 1 ? "," : "") + newline
      }
      out += closePad + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{" + newline
      for (i, (key, value)) in members.enumerated() {
        out += pad
        JSONValue.quote(key, into: &out)
        out += indent > 0 ? ": " : ":"
        value.write(to: &out, indent: indent, level: level + 1)
        out += (i < members.count - 1 ? "," : "") + newline
      }
      out += closePad + "}"
    }
  }

  /// Integers without a fraction, others with the shortest round-tripping form.
  static func format(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
    return "\(d)"
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\"" + TextEscaping.json(s) + "\""
  }

}
