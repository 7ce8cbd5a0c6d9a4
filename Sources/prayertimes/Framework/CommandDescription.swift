/// What a command is, for the dispatcher, the scanner and the help: its name, how it is called,
/// what it does, its arguments and option table, the options of other commands that do not apply
/// to it (and why), its examples and exit statuses.
struct CommandDescription: Sendable {
  /// The subcommand's name (`""`: the main command).
  let name: String
  /// One line for the top-level help.
  let summary: String
  /// The subcommand and its main arguments, for the top-level help.
  let synopsis: String
  /// The usage line of the usage errors (and of the help, unless ``usageLines`` says otherwise).
  let usage: String
  /// The usage lines of the help, when they are not ``usage`` alone.
  var usageLines: [String]? = nil
  /// What it does (paragraphs, wrapped).
  let overview: String
  var arguments: [PositionalArgument] = []
  var options: [OptionRow] = []
  /// Options of other commands that do not apply to this one, with the reason: an error naming
  /// it rather than "unknown option".
  var notApplicable: [(name: String, reason: String)] = []
  /// The actions a first argument must name (`taps add|list|apply`), each with its options.
  var actions: [(name: String, options: [String])] = []
  /// The subcommands listed in this command's help (the main command's).
  var subcommands: [CommandDescription] = []
  /// Sections after the options: a title (or none) and paragraphs.
  var sections: [HelpSection] = []
  var examples: [String] = []
  /// The text after `EXIT STATUS:`.
  let exitStatus: String
  /// Lines added after `-h, --help` in the options (`--version`).
  var extraFlags: [(String, String)] = []

  /// `prayertimes NAME`, as the messages call it.
  var invocation: String { name.isEmpty ? "prayertimes" : "prayertimes \(name)" }
}

/// An argument given by its place, not by an option name.
struct PositionalArgument: Sendable {
  let name: String
  let help: String
  /// How many arguments it takes at most (words of a query).
  var count = 1
}

/// A section of the help after the options.
struct HelpSection: Sendable {
  /// `PLACES FILE`; `nil` for paragraphs without a title.
  var title: String? = nil
  /// Paragraphs separated by line breaks; one starting with a space is kept as written.
  let text: String
}
