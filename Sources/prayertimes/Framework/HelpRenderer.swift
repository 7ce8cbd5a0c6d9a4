/// A command's help from its description: OVERVIEW, USAGE, SUBCOMMANDS, ARGUMENTS, the options
/// by group, the command's sections, EXAMPLES and EXIT STATUS. Option text starts at column 26
/// and lines wrap at 94 characters.
enum HelpRenderer {
  static func render(_ d: CommandDescription) -> String {
    var blocks = [HelpText.wrap("OVERVIEW: " + d.overview)]
    let usage = d.usageLines ?? [d.usage]
    blocks.append(
      usage.enumerated().map { ($0.offset == 0 ? "USAGE: " : "       ") + $0.element }
        .joined(separator: "\n"))
    if !d.subcommands.isEmpty {
      blocks.append(
        (["SUBCOMMANDS (each with its own --help):"]
          + d.subcommands.map {
            "  \($0.synopsis)\n"
              + HelpText.wrap($0.summary, indent: String(repeating: " ", count: HelpText.column))
          }).joined(separator: "\n"))
    }
    if !d.arguments.isEmpty {
      blocks.append(
        (["ARGUMENTS:"] + d.arguments.map { entry("  " + $0.name, $0.help) })
          .joined(separator: "\n"))
    }
    var groups = [HelpGroup.options]
    for row in d.options where !groups.contains(row.group) { groups.append(row.group) }
    for group in groups {
      var lines = [HelpText.wrap(group.title + (group.intro.map { " (\($0))" } ?? "") + ":")]
      lines += d.options.filter { $0.group == group }.map(row)
      if group == .options {
        lines += ([("-h, --help", "Show this help.")] + d.extraFlags).map { entry("  " + $0.0, $0.1) }
      }
      if let note = group.note { lines += HelpText.paragraphs(note, indent: 2) }
      blocks.append(lines.joined(separator: "\n"))
    }
    if !d.notApplicable.isEmpty {
      blocks.append(
        (["OPTIONS THAT DO NOT APPLY (of other commands; an error says why):"]
          + d.notApplicable.map { entry("  " + $0.name, $0.reason.prefix(1).uppercased() + $0.reason.dropFirst() + ".") })
          .joined(separator: "\n"))
    }
    for section in d.sections {
      let text = (section.title.map { $0 + ": " } ?? "") + section.text
      blocks.append(HelpText.paragraphs(text, verbatim: true).joined(separator: "\n"))
    }
    if !d.examples.isEmpty {
      blocks.append((["EXAMPLES:"] + d.examples.map { "  " + $0 }).joined(separator: "\n"))
    }
    blocks.append(HelpText.wrap("EXIT STATUS: " + d.exitStatus))
    return blocks.joined(separator: "\n\n")
  }

  /// An option's lines: its name and value, then its text with the default and the legal values.
  static func row(_ r: OptionRow) -> String {
    var paragraphs = r.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var extra = r.defaultValue.map { " (default: \($0))" } ?? ""
    if let values = r.values { extra += "; one of: " + values.joined(separator: ", ") }
    if !extra.isEmpty, var first = paragraphs.first {
      var end = "."
      if let last = first.last, last == "." || last == ":" { end = String(first.removeLast()) }
      paragraphs[0] = first + extra + end
    }
    return entry("  " + r.name + (r.value.map { " " + $0 } ?? ""), paragraphs.joined(separator: "\n"))
  }

  /// `label` with `text` from column 26 (on the next line when the label reaches it).
  static func entry(_ label: String, _ text: String) -> String {
    var lines = HelpText.paragraphs(text, indent: HelpText.column)
    if label.count + 2 <= HelpText.column, let first = lines.first {
      lines[0] = HelpText.pad(label, HelpText.column) + first.dropFirst(HelpText.column)
    } else {
      lines.insert(label, at: 0)
    }
    return lines.joined(separator: "\n")
  }
}
