/// The one reader of command lines: it sorts a command's arguments by its option table into
/// option values (`--name VALUE`, `--name=VALUE`), flags (`--name`) and positional arguments
/// (anything not shaped like an option; `-` and a negative number are values), and says what is
/// wrong in the words every command uses: unknown option, unexpected argument, missing value,
/// given twice, takes no value, does not apply.
extension CommandDescription {
  /// The arguments after the command's name; `nil` when `-h` or `--help` is among them (help
  /// wins over every error).
  func scan(_ arguments: [String]) throws(CommandFailure) -> Arguments? {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return nil }
    var rest = arguments[...]
    var result = Arguments(rows: options)
    if !actions.isEmpty {
      guard let first = rest.first else { return nil }
      guard let action = actions.first(where: { $0.name == first }) else {
        throw .usage(
          "'\(name)' needs an action first: one of "
            + actions.map { "'\($0.name)'" }.joined(separator: ", ") + ", got '\(first)'")
      }
      result.action = action.name
      result.rows = options.filter { action.options.contains($0.name) }
      rest = rest.dropFirst()
    }
    let maximumPositionals = self.arguments.reduce(0) { $0 + $1.count }
    while let arg = rest.popFirst() {
      if !arg.hasPrefix("-") || arg == "-" || Double(arg) != nil {
        guard result.positionals.count < maximumPositionals else {
          throw .usage("unexpected argument '\(arg)'")
        }
        result.positionals.append(arg)
        continue
      }
      let (name, inline) = Self.split(arg)
      if let reason = notApplicable.first(where: { $0.name == name })?.reason {
        throw .usage("'\(name)' does not apply to '\(self.name)': \(reason)")
      }
      guard let row = result.rows.first(where: { $0.name == name }) else {
        throw .usage("unknown option '\(name)'")
      }
      if row.isFlag {
        guard inline == nil else { throw .usage("'\(name)' takes no value") }
        guard result.flags.insert(name).inserted else { throw .usage("'\(name)' given twice") }
        continue
      }
      guard let value = inline ?? rest.popFirst() else {
        throw .usage("missing value for '\(name)'")
      }
      guard result.values[name] == nil else { throw .usage("'\(name)' given twice") }
      result.values[name] = value
    }
    return result
  }

  /// `--name=value` as its name and value; any other argument whole, with no value.
  static func split(_ arg: String) -> (name: String, value: String?) {
    guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
    return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
  }
}
