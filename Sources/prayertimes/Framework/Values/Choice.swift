/// One of a list of names, each standing for a value: `--method`, `--format`, `--locale` … The
/// list is what the help shows and what the error names.
struct Choice<Value: Sendable>: ValueParser {
  let options: [(name: String, value: Value)]
  /// Said after the list in the error.
  var suffix = ""

  var names: [String] { options.map(\.name) }

  /// The value named `text`, if any.
  func value(_ text: String) -> Value? { options.first { $0.name == text }?.value }

  /// The value named `text`, or `the value 'TEXT' is invalid for 'OPTION': use one of …`.
  func parse(_ text: String, option: String) throws(CommandFailure) -> Value {
    guard let v = value(text) else {
      throw .usage(
        "the value '\(text)' is invalid for '\(option)': use one of "
          + names.map { "'\($0)'" }.joined(separator: ", ") + suffix)
    }
    return v
  }
}

extension Choice where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// Every case, by its raw value.
  init(_: Value.Type) {
    options = Value.allCases.map { ($0.rawValue, $0) }
  }
}
