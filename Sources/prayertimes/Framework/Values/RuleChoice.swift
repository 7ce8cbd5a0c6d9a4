/// One of a list of rules, some of which take degrees after `=` (`nearest-latitude[=DEG]`):
/// `--high-lat` and `--polar`.
struct RuleChoice<Value: Sendable>: ValueParser {
  enum Entry: Sendable {
    case plain(String, Value)
    /// A rule that takes `=DEG` in `range`, and its value without it.
    case degrees(String, ClosedRange<Double>, default: Value, make: @Sendable (Double) -> Value)

    var name: String {
      switch self {
      case .plain(let n, _), .degrees(let n, _, _, _): return n
      }
    }
    /// As the help and the errors list it.
    var listed: String {
      if case .degrees = self { return name + "[=DEG]" }
      return name
    }
  }

  let entries: [Entry]

  var names: [String] { entries.map(\.listed) }

  func parse(_ text: String, option: String) throws(CommandFailure) -> Value {
    let eq = text.firstIndex(of: "=")
    let name = eq.map { String(text[..<$0]) } ?? text
    let argument = eq.map { String(text[text.index(after: $0)...]) }
    switch entries.first(where: { $0.name == name }) {
    case .plain(_, let value)? where argument == nil:
      return value
    case .degrees(_, let range, let value, let make)?:
      guard let argument else { return value }
      guard let v = DecimalNumber.value(argument, in: range) else {
        throw .usage(
          "'\(option) \(name)=DEG' needs DEG in \(NumberText.plain(range.lowerBound))..."
            + "\(NumberText.plain(range.upperBound)), got '\(argument)'")
      }
      return make(v)
    default:
      throw .usage(
        "the value '\(text)' is invalid for '\(option)': use one of "
          + names.map { "'\($0)'" }.joined(separator: ", "))
    }
  }
}
