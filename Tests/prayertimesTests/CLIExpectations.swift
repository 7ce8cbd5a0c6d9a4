import Foundation
import TestSupport
import XCTest

/// What the tests of the command-line tool expect of a run, shared by their classes.
extension XCTestCase {
  /// Runs `prayertimes`, expects exit 0 and nothing on stderr; returns stdout.
  func output(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
    -> String
  {
    let (status, out, err) = try CLITests.run(arguments)
    XCTAssertEqual(status, 0, "\(arguments): \(err)", file: file, line: line)
    XCTAssertEqual(err, "", "\(arguments)", file: file, line: line)
    return out
  }

  /// The JSON object `text` holds, which must be one.
  func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [String: Any]
  {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try XCTUnwrap(value as? [String: Any], text, file: file, line: line)
  }

  /// Runs `prayertimes` with `--format json` added, expects success as ``output(_:file:line:)``
  /// does; returns the JSON object.
  func runJSON(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
    -> [String: Any]
  {
    try jsonObject(try output(arguments + ["--format", "json"], file: file, line: line), file: file, line: line)
  }

  /// Asserts a failed run of `arguments`: exit `status`, nothing on stdout, stderr starting
  /// with `Error: ` and mentioning every string of `mentions`.
  func assertFailure(
    _ run: (status: Int32, stdout: String, stderr: String), of arguments: [String],
    status: Int32 = 2, mentions: [String], file: StaticString = #filePath, line: UInt = #line
  ) {
    let what = arguments.joined(separator: " ")
    XCTAssertEqual(run.status, status, "\(what): \(run.stderr)", file: file, line: line)
    XCTAssertEqual(run.stdout, "", "\(what): something on stdout", file: file, line: line)
    XCTAssertTrue(run.stderr.hasPrefix("Error: "), "\(what): \(run.stderr)", file: file, line: line)
    for text in mentions {
      XCTAssertTrue(
        run.stderr.contains(text), "\(what): '\(text)' not in \(run.stderr)", file: file, line: line)
    }
  }

  /// Expects a usage error: runs `arguments` and asserts ``assertFailure(_:of:status:mentions:file:line:)``
  /// with exit 2.
  func assertUsageError(
    _ arguments: [String], mentions: [String] = [], file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    assertFailure(try CLITests.run(arguments), of: arguments, mentions: mentions, file: file, line: line)
  }

  /// Runs every case's arguments (several at a time) and asserts that each failed as
  /// ``assertFailure(_:of:status:mentions:file:line:)`` says, mentioning the case's strings and
  /// every one of `everyMention`.
  func assertFailures(
    _ cases: [([String], [String])], status: Int32 = 2, everyMention: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let results = try CLITests.runAll(cases.map(\.0))
    for ((arguments, mentions), run) in zip(cases, results) {
      assertFailure(
        run, of: arguments, status: status, mentions: mentions + everyMention, file: file, line: line)
    }
  }
}
