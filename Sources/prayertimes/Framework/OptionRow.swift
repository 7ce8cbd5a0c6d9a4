/// One row of a command's option table: what the option is called, what value it takes, what it
/// does, and where it applies. The help (``HelpRenderer``), the scanner (``ArgumentScanner``) and
/// the format checks (``Arguments/checkFormat(_:)``) all read it, so an option is described
/// once.
struct OptionRow: Sendable {
  /// `--lat`.
  var name: String
  /// The value's placeholder (`DEG`); `nil` for a flag, which takes no value.
  var value: String?
  /// What it does: paragraphs separated by line breaks, each wrapped by the renderer (a
  /// paragraph's leading spaces indent all its lines).
  var help: String
  /// The legal values, listed in the help (`one of: …`) as the value parser lists them in errors.
  var values: [String]? = nil
  /// What applies without it, shown as `(default: …)` after the first paragraph.
  var defaultValue: String? = nil
  /// The help section it is listed in.
  var group: HelpGroup = .options
  /// The `--format`s it applies to (`nil`: every one), and why not to the others.
  var formats: FormatApplicability? = nil

  /// `label` is the name and the value's placeholder as the help shows them: `--lat DEG`, or
  /// `--strict` for a flag.
  init(
    _ label: String, _ help: String, values: [String]? = nil, default defaultValue: String? = nil,
    group: HelpGroup = .options, formats: FormatApplicability? = nil
  ) {
    let parts = label.split(separator: " ", maxSplits: 1).map(String.init)
    (name, value) = (parts[0], parts.count > 1 ? parts[1] : nil)
    (self.help, self.values, self.defaultValue) = (help, values, defaultValue)
    (self.group, self.formats) = (group, formats)
  }

  /// Whether it is a flag (no value).
  var isFlag: Bool { value == nil }

  /// The same option described for another command: other help, or another default.
  func with(help: String? = nil, default defaultValue: String?? = nil, group: HelpGroup? = nil)
    -> OptionRow
  {
    var row = self
    if let help { row.help = help }
    if let defaultValue { row.defaultValue = defaultValue }
    if let group { row.group = group }
    return row
  }
}

/// The `--format`s an option applies to; `reason` says why it does not apply to the others
/// (`nil`: the message names the formats instead).
struct FormatApplicability: Sendable {
  let formats: [String]
  var reason: String? = nil
}

/// A section of the help that lists options: `OPTIONS`, `METHOD OPTIONS`, `SNAPSHOT OPTIONS` …
struct HelpGroup: Sendable, Equatable {
  let title: String
  /// Said after the title, in parentheses.
  var intro: String? = nil
  /// A paragraph after the section's options.
  var note: String? = nil

  static let options = HelpGroup(title: "OPTIONS")
}

extension Array where Element == OptionRow {
  /// The rows without those named.
  func without(_ names: String...) -> [OptionRow] { filter { !names.contains($0.name) } }

  /// The rows with the one named `name` replaced by `change(row)`.
  func changing(_ name: String, _ change: (OptionRow) -> OptionRow) -> [OptionRow] {
    map { $0.name == name ? change($0) : $0 }
  }
}
