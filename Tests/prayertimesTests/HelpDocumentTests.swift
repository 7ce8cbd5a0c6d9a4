import Foundation
import TestSupport
import XCTest

/// Every command's help, pinned: one golden file per command (Goldens/help/) and the option
/// reference docs/cli.md, both rendered by the built tool. `RECORD_GOLDENS=1` rewrites them.
final class HelpDocumentTests: XCTestCase {
  /// The subcommands, in the order of the top-level help.
  static let subcommands = [
    "hijri", "gregorian", "occasions", "ramadan", "chart", "cities", "batch", "widget", "taps",
    "moon", "crescent",
  ]

  /// The help of each command (`nil`: the main command).
  func helps() throws -> [(name: String?, text: String)] {
    let names: [String?] = [nil] + Self.subcommands
    let results = try CLITests.runAll(names.map { ($0.map { [$0] } ?? []) + ["--help"] })
    return try zip(names, results).map { name, result in
      XCTAssertEqual(result.0, 0, "\(name ?? "main"): \(result.2)")
      XCTAssertEqual(result.2, "", name ?? "main")
      return (name, try XCTUnwrap(Optional(result.1)))
    }
  }

  func testHelp_ListsEverySubcommand() throws {
    let (status, top, _) = try CLITests.run(["--help"])
    XCTAssertEqual(status, 0)
    let section = try XCTUnwrap(top.components(separatedBy: "\n\n").first { $0.hasPrefix("SUBCOMMANDS") })
    let listed = section.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("    ") }
      .map { String($0.dropFirst(2).prefix { $0 != " " }) }
    XCTAssertEqual(listed, Self.subcommands, "a subcommand without its help golden and its part of docs/cli.md")
  }

  func testHelp_MatchesTheGoldens() throws {
    for (name, text) in try helps() {
      try Golden.assert(text, file: "Tests/prayertimesTests/Goldens/help/\(name ?? "prayertimes").txt")
    }
  }

  func testHelp_LinesAreAtMost94Characters() throws {
    for (name, text) in try helps() {
      for line in text.split(separator: "\n") where line.count > 94 {
        // Usage lines and literal lines (a CSV header, an example) are not wrapped.
        guard !line.hasPrefix("USAGE:"), !line.hasPrefix("       prayertimes"), !line.hasPrefix("  prayertimes"),
          line.trimmingCharacters(in: .whitespaces).contains(" ")
        else { continue }
        XCTFail("\(name ?? "main"): a help line of \(line.count) characters: \(line)")
      }
    }
  }

  func testCLIReference_IsEveryCommandsHelp() throws {
    var document = """
      # Command-line reference

      Every command's `--help`, as the tool prints it. Generated: `HelpDocumentTests` fails when \
      this file differs from the built tool's help, and `RECORD_GOLDENS=1 swift test --filter \
      HelpDocumentTests` rewrites it. The behaviour on bad input is in [robustness.md](robustness.md).


      """
    let helps = try helps()
    document += helps.map { name, _ in
      let title = name.map { "prayertimes \($0)" } ?? "prayertimes"
      return "- [`\(title)`](#\(title.replacingOccurrences(of: " ", with: "-")))"
    }.joined(separator: "\n") + "\n"
    for (name, text) in helps {
      document += "\n## \(name.map { "prayertimes \($0)" } ?? "prayertimes")\n\n```text\n\(text)```\n"
    }
    try Golden.assert(document, file: "docs/cli.md")
  }
}
