/// A reader of one kind of option value, with the same rules and the same words for every
/// command that takes it.
protocol ValueParser: Sendable {
  associatedtype Value
  /// The value of `text` given to option `option`, or a usage error saying what is allowed.
  func parse(_ text: String, option: String) throws(CommandFailure) -> Value
}

extension Arguments {
  /// The value of option `name` read by `parser`, if given.
  func value<P: ValueParser>(_ name: String, _ parser: P) throws(CommandFailure) -> P.Value? {
    guard let text = values[name] else { return nil }
    return try parser.parse(text, option: name)
  }
}
