import Foundation
import PrayerSnapshot

/// What a command may know of the world beyond its arguments.
struct CommandEnvironment {
  /// The clock's current time.
  var now: Instant
  var standardOutputIsTerminal: Bool
  var standardErrorIsTerminal: Bool
  /// The process's environment variables (`NO_COLOR`, `TERM`).
  var variables: [String: String]
  /// Reads standard input to its end (`-` as a file name).
  var readStandardInput: () -> Data

  /// The process's own.
  static func current() -> CommandEnvironment {
    CommandEnvironment(
      now: .now, standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
      variables: ProcessInfo.processInfo.environment,
      readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() })
  }

  /// Whether standard output takes colour: a terminal, `TERM` not `dumb`, `NO_COLOR` not set (to
  /// anything), and no `--out`.
  func colourAllowed(out: String?) -> Bool {
    guard out == nil, standardOutputIsTerminal, variables["NO_COLOR"] == nil else { return false }
    guard let term = variables["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return true
  }
}
