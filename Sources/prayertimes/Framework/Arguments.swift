/// The arguments of a command as the scanner sorted them: option values, flags, positional
/// arguments and the action, with the option table they were read by.
struct Arguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  /// The action (`taps add`), for a command that has them.
  var action: String? = nil
  /// The option table the arguments were read by.
  var rows: [OptionRow] = []

  /// The value of option `name`, if given.
  subscript(_ name: String) -> String? { values[name] }

  /// Whether flag or option `name` was given.
  func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

  /// A usage error for the first option given that does not apply to `--format format` (the
  /// rows' ``FormatApplicability``).
  func checkFormat(_ format: String) throws(CommandFailure) {
    for row in rows where has(row.name) {
      guard let applies = row.formats, !applies.formats.contains(format) else { continue }
      if let reason = applies.reason {
        throw .usage("'\(row.name)' does not apply to '--format \(format)': \(reason)")
      }
      throw .usage(
        "'\(row.name)' applies only to '--format \(applies.formats.joined(separator: ", "))', "
          + "not to '--format \(format)'")
    }
  }
}
