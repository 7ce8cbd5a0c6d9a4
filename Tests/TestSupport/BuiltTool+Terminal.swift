import Foundation
import XCTest

extension BuiltTool {
  /// Runs the tool on a pseudo-terminal, which util-linux `script` makes, as a user at a
  /// terminal would: the terminal's text (stdout and stderr together, lines ended by CRLF) is
  /// the run's ``ToolRun/stdout``, and its status the tool's.
  ///
  /// The environment is the test runner's without `NO_COLOR`, then `environment`; standard
  /// input is empty.
  ///
  /// - Throws: `XCTSkip` where there is no `/usr/bin/script`.
  public func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ToolRun
  {
    let script = URL(fileURLWithPath: "/usr/bin/script")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      throw XCTSkip("no \(script.path) to run the tool on a terminal")
    }
    let command = ([url.path] + arguments)
      .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = nil
    for (name, value) in environment { merged[name] = value }
    return try runProgram(script, ["-qefc", command, "/dev/null"], stdin: Data(), environment: merged)
  }
}
