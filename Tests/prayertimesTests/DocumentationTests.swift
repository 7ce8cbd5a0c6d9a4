import Foundation
import TestSupport
import XCTest

/// The examples in README.md and docs/*.md are run, not pasted: every `$ prayertimes …` line of a
/// fenced block is run through the built binary and the lines after it (up to the next `$ ` line
/// or the end of the block) must be its standard output. A block may end an example early with a
/// line `…`; `| head -N` keeps the first N lines. `RECORD_GOLDENS=1 swift test --filter
/// DocumentationTests` rewrites the outputs in the files (and then fails, saying so).
///
/// An example must run as written, with nothing around it: one that writes a file (`--out`,
/// `--map`), redirects, or pipes into anything but `head -N` fails the test — show such a command
/// as a plain line, without `$ ` and without output. CRLF lines (CSV, iCalendar) are compared
/// without their CR.
final class DocumentationTests: XCTestCase {
  /// The Markdown files whose examples are run.
  static func documents() throws -> [URL] {
    let docs = Golden.root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [Golden.root.appendingPathComponent("README.md")]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  /// The words of a command line, as a POSIX shell splits them (single and double quotes).
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var inWord = false
    for c in line {
      if let q = quote {
        if c == q { quote = nil } else { word.append(c) }
      } else if c == "'" || c == "\"" {
        quote = c
        inWord = true
      } else if c == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(c)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// Why `words` (the command, then its arguments) cannot run as an example, or nil.
  static func refusal(_ words: [String]) -> String? {
    if let shell = words.first(where: { ["|", ">", ">>", "<", "&&", ";"].contains($0) }) {
      return "'\(shell)' is not run (only '| head -N' is)"
    }
    if let option = words.first(where: { ["--out", "--map"].contains($0) }) {
      return "'\(option)' writes a file: show the command without '$ ' and without output"
    }
    return nil
  }

  /// `text` split at its line feeds, each line without a carriage return before it. Split on
  /// Unicode scalars: as `Character`s, "\r\n" is one grapheme that a split at "\n" misses.
  static func lines(_ text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var scalars = String.UnicodeScalarView(line)
      if scalars.last == "\r" { scalars.removeLast() }
      return String(scalars)
    }
  }

  /// Runs one example (`command` without its `$ `): its standard output, line by line.
  static func output(of command: String) throws -> [String] {
    var text = command
    var head: Int?
    if let bar = text.range(of: " | head -") {
      head = Int(text[bar.upperBound...])
      XCTAssertNotNil(head, "\(command): '| head -N' needs a number")
      text = String(text[..<bar.lowerBound])
    }
    let arguments = Array(words(text).dropFirst())
    if let refusal = refusal(arguments) {
      XCTFail("\(command): \(refusal)")
      return []
    }
    let (status, out, err) = try CLITests.run(arguments)
    XCTAssertEqual(status, 0, "\(command): \(err)")
    var lines = Self.lines(out)
    if lines.last == "" { lines.removeLast() }
    if let head { lines = Array(lines.prefix(head)) }
    return lines
  }

  func testExamples_PrintWhatTheDocumentsShow() throws {
    var recorded: [String] = []
    var count = 0
    for url in try Self.documents() {
      let original = try String(contentsOf: url, encoding: .utf8)
      var lines = original.components(separatedBy: "\n")
      var i = 0
      var inBlock = false
      while i < lines.count {
        let line = lines[i]
        if line.hasPrefix("```") {
          inBlock.toggle()
          i += 1
          continue
        }
        guard inBlock, line.hasPrefix("$ prayertimes ") else {
          i += 1
          continue
        }
        // The expected lines: up to the next command, the block's end, or a `…` line.
        var end = i + 1
        while end < lines.count, !lines[end].hasPrefix("$ "), !lines[end].hasPrefix("```") { end += 1 }
        let expected = Array(lines[(i + 1)..<end])
        let cut = expected.firstIndex(of: "…")
        var actual = try Self.output(of: String(line.dropFirst(2)))
        if let cut { actual = Array(actual.prefix(cut)) }
        count += 1
        let shown = cut.map { Array(expected.prefix($0)) } ?? expected
        if actual != shown {
          if Golden.recording {
            lines.replaceSubrange((i + 1)..<(i + 1 + shown.count), with: actual)
            // The lines after the example moved with the new output.
            end += actual.count - shown.count
            recorded.append("\(url.lastPathComponent): \(line)")
          } else {
            XCTFail(
              "\(url.lastPathComponent): '\(line)' prints\n" + actual.joined(separator: "\n")
                + "\nbut the document shows\n" + shown.joined(separator: "\n"))
          }
        }
        i = end
      }
      let updated = lines.joined(separator: "\n")
      if updated != original { try updated.write(to: url, atomically: true, encoding: .utf8) }
    }
    XCTAssertGreaterThan(count, 0, "no examples found")
    if !recorded.isEmpty { XCTFail("recorded (RECORD_GOLDENS=1): " + recorded.joined(separator: "; ")) }
  }

  /// Every relative link of README.md and docs/*.md points to a file or folder that exists and,
  /// with `#anchor` into a Markdown file, to one of its headings, so that moving a page or
  /// renaming a section cannot leave a dead link behind.
  func testLinks_PointToFilesAndHeadingsThatExist() throws {
    var count = 0
    for url in try Self.documents() {
      let text = try String(contentsOf: url, encoding: .utf8)
      for target in Self.links(in: text) {
        count += 1
        if let problem = Self.problem(with: target, in: url) {
          XCTFail("\(url.lastPathComponent): link '\(target)': \(problem)")
        }
      }
    }
    XCTAssertGreaterThan(count, 0, "no links found")
  }

  /// The targets of the inline links and images of `markdown`, outside code, that are not URLs.
  static func links(in markdown: String) -> [String] {
    var targets: [String] = []
    var inBlock = false
    for line in markdown.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      if inBlock || line.hasPrefix("    ") { continue }
      // Code spans hold no links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined(separator: " ")
      var rest = prose[...]
      while let open = rest.range(of: "](") {
        guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
        let target = String(rest[open.upperBound..<close]).split(separator: " ").first.map(String.init) ?? ""
        if !target.contains("://"), !target.hasPrefix("mailto:") { targets.append(target) }
        rest = rest[close...]
      }
    }
    return targets
  }

  /// Why `target`, a link in the document at `document`, is dead, or nil.
  static func problem(with target: String, in document: URL) -> String? {
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
    let file = path.isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: file.standardizedFileURL.path) else { return "no such file" }
    guard parts.count == 2, file.pathExtension == "md" else { return nil }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "unreadable" }
    return anchors(of: text).contains(String(parts[1])) ? nil : "no heading with the anchor '#\(parts[1])'"
  }

  /// The anchors GitHub gives the headings of `markdown`: lower case, punctuation but `-` and `_`
  /// dropped, spaces as `-`, a repeated one suffixed `-1`, `-2`, ….
  static func anchors(of markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var inBlock = false
    for line in markdown.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        title.lowercased().unicodeScalars.compactMap { c -> Character? in
          if c == " " { return "-" }
          if c == "-" || c == "_" || CharacterSet.alphanumerics.contains(c) { return Character(c) }
          return nil
        })
      var anchor = slug
      var n = 0
      while anchors.contains(anchor) {
        n += 1
        anchor = "\(slug)-\(n)"
      }
      anchors.insert(anchor)
    }
    return anchors
  }

  /// README's index of docs/ names every page there, so a new page cannot go unlisted.
  func testReadme_IndexesEveryPageOfDocs() throws {
    let readme = try String(contentsOf: Golden.root.appendingPathComponent("README.md"), encoding: .utf8)
    let linked = Set(Self.links(in: readme))
    for page in try Self.documents().dropFirst() {
      let link = "docs/" + page.lastPathComponent
      XCTAssertTrue(linked.contains(link), "README.md does not link \(link)")
    }
  }

  /// README's test command is the one CI runs (`.ci/run`, its last line), so the README cannot
  /// promise a command CI does not check.
  func testReadmeTestCommand_IsWhatCIRuns() throws {
    let ci = try String(contentsOf: Golden.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let command = try XCTUnwrap(
      ci.components(separatedBy: "\n").last { !$0.isEmpty && !$0.hasPrefix("#") })
    let readme = try String(contentsOf: Golden.root.appendingPathComponent("README.md"), encoding: .utf8)
    let firstBlock = try XCTUnwrap(readme.components(separatedBy: "```sh\n").dropFirst().first)
      .components(separatedBy: "```")[0].components(separatedBy: "\n")
    XCTAssertTrue(firstBlock.contains(command), "README's first sh block \(firstBlock) lacks CI's '\(command)'")
  }

  func testAnchors_AreGitHubs() {
    XCTAssertEqual(
      Self.anchors(of: "# Which method, which zone\n## `--format snapshot` (v1)\n## Taps: the queue\n## Taps: the queue\n"),
      ["which-method-which-zone", "--format-snapshot-v1", "taps-the-queue", "taps-the-queue-1"])
    XCTAssertEqual(Self.links(in: "see [a](a.md#x) and `[b](b.md)` and [c](https://x.org)\n```\n[d](d.md)\n```\n"), ["a.md#x"])
  }

  /// The checks the examples rely on: the shell's words and the commands refused.
  func testWords_SplitAsAShellDoes() {
    XCTAssertEqual(
      Self.words(#"prayertimes --city "London, GB" --place 'Abu Dhabi'  --days 3"#),
      ["prayertimes", "--city", "London, GB", "--place", "Abu Dhabi", "--days", "3"])
    XCTAssertNil(Self.refusal(["--city", "Makkah"]))
    XCTAssertNotNil(Self.refusal(["--city", "Makkah", "--out", "x.csv"]))
    XCTAssertNotNil(Self.refusal(["cities", "london", "|", "grep", "GB"]))
  }
}
