/// The escapes of the text formats the tools write — JSON strings, XML (SVG) text and
/// attributes, iCalendar TEXT — each a table of replacements and a rule for control characters.
public enum TextEscaping: Sendable {
  /// A JSON string's content (RFC 8259 §7): quote, backslash, `\n`, `\r`, `\t`, other control
  /// characters as `\u00XX`.
  public static func json(_ s: String) -> String {
    escaped(s, jsonTable) { c in
      c.value < 0x20 ? "\\u00" + (c.value < 0x10 ? "0" : "") + String(c.value, radix: 16) : nil
    }
  }

  /// XML 1.0 content and attribute text: `& < > " '` as entities; control characters, which XML
  /// does not allow, become spaces.
  public static func xml(_ s: String) -> String {
    escaped(s, xmlTable) { c in c.value < 0x20 || (0x7F...0x9F).contains(c.value) ? " " : nil }
  }

  /// RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, other control
  /// characters left out.
  public static func iCalendar(_ s: String) -> String {
    escaped(s, iCalendarTable) { c in c.properties.generalCategory == .control ? "" : nil }
  }

  private static let jsonTable: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ]
  private static let xmlTable: [Unicode.Scalar: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
  ]
  private static let iCalendarTable: [Unicode.Scalar: String] = [
    "\\": "\\\\", ";": "\\;", ",": "\\,", "\n": "\\n",
  ]

  /// `s` with each scalar of `table` replaced, and each other one for which `control` gives a
  /// replacement replaced by it.
  private static func escaped(
    _ s: String, _ table: [Unicode.Scalar: String], control: (Unicode.Scalar) -> String?
  ) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      if let r = table[scalar] ?? control(scalar) { out += r } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }
}
