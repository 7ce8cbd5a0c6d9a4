import Foundation

/// A path to write a file to: not empty, not a directory path, and if it exists a regular file
/// (the writer renames over it: a directory, device or pipe is never what was meant).
struct OutPath: ValueParser {
  /// `needs …, got` in the error: `a file path`, `a file path or '-'`.
  var needs = "a file path"
  /// `exists and is not a regular file: give …`.
  var give = "a file path"
  /// Whether `-` means standard output.
  var allowsStandardOutput = false

  func parse(_ path: String, option: String) throws(CommandFailure) -> String {
    if allowsStandardOutput && path == "-" { return path }
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw .usage("'\(option)' needs \(needs), got '\(path)'")
    }
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw .usage("'\(option)' '\(path)' exists and is not a regular file: give \(give)")
    }
    return path
  }
}
