import Foundation

/// A label of one line, not blank: `--place`.
struct LineLabel: ValueParser {
  /// Named in the error: `needs a label such as 'EXAMPLE'`.
  let example: String

  func parse(_ text: String, option: String) throws(CommandFailure) -> String {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw .usage("'\(option)' needs a label such as '\(example)', got an empty one")
    }
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw .usage("'\(option)' must be one line of text, without control characters")
    }
    return text
  }
}
