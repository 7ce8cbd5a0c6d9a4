/// `--format` of the commands whose output is text: `text` for people, `json` (and for some
/// `csv`) for programs.
enum TextFormat: String, CaseIterable, Sendable {
  case text, json, csv

  static let textOrJSON = Choice(options: [("text", TextFormat.text), ("json", .json)])
  static let all = Choice(TextFormat.self)

  /// The `--format` row for `choice`, with `more` (what the formats hold) after the list.
  static func row(_ choice: Choice<TextFormat>, _ more: String = "") -> OptionRow {
    let names = choice.names
    return OptionRow(
      "--format FORMAT", names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") + "."
        + more, default: "text")
  }
}
