/// Terminal colour for the table: Friday rows bold, the current prayer green, the next one bold
/// reverse (only on a terminal that takes colour: never in pipes, files or tests).
enum TerminalStyle {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"
  static let current = "\u{1B}[32m"
  static let next = "\u{1B}[1;7m"

  /// `text` wrapped in the escape codes of its row (`friday`) and cell.
  @Sendable static func mark(_ text: String, friday: Bool, current isCurrent: Bool, next isNext: Bool) -> String {
    if isNext { return next + text + reset }
    if isCurrent { return (friday ? bold : "") + current + text + reset }
    if friday { return bold + text + reset }
    return text
  }
}
