/// Text layout for the help and the text outputs: padding and word wrap.
enum HelpText {
  /// The column where an option's text starts.
  static let column = 26
  /// The longest help line.
  static let width = 94

  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }

  /// The words of `text` in lines of at most `width` characters, each after `indent`.
  static func wrap(_ text: String, width: Int = width, indent: String = "") -> String {
    var lines: [String] = []
    var line = ""
    // Runs of spaces inside a line are kept ("NAME  CC"); at a line break they go.
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if word.isEmpty && line.isEmpty { continue }
      if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
        lines.append(indent + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines.joined(separator: "\n")
  }

  /// Paragraphs (separated by line breaks), each wrapped after `indent` plus its own leading
  /// spaces; with `verbatim`, a paragraph that starts with a space is kept as written.
  static func paragraphs(_ text: String, indent: Int = 0, verbatim: Bool = false) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      let lead = paragraph.prefix { $0 == " " }.count
      if verbatim && lead > 0 { return String(repeating: " ", count: indent) + paragraph }
      return wrap(String(paragraph), indent: String(repeating: " ", count: indent + lead))
    }
  }
}
