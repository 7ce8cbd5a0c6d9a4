import Foundation

/// Writes to standard error.
///
/// Kept out of `main.swift` so that every file but the entry point compiles on its own (the
/// fuzz targets under `Fuzz/` build the command's parsers without it).
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
