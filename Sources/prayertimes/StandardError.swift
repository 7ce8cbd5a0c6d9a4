import Foundation

/// Writes to standard error.
///
/// Kept out of `main.swift` so that every file but the entry point compiles on its own (the
/// fuzz targets under `Fuzz/` build the command's parsers without it).
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Reports a usage error the way every command does — the message, the usage line, where to
/// find the help — and exits with status 2. `command` is the subcommand (`nil`: the main one).
func exitWithUsageError(_ message: String, usage: String, command: String? = nil) -> Never {
  printError("Error: \(message)")
  printError("Usage: \(usage)")
  printError("  See 'prayertimes \(command.map { "\($0) " } ?? "")--help' for more information.")
  exit(2)
}
