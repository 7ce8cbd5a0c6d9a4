import Foundation
import XCTest

/// Files that pin what the tool prints (its help, the option reference, the bad-input table, the
/// fit table of docs/localization.md):
/// a test fails when the tool's text differs; `RECORD_GOLDENS=1` rewrites the file instead (and
/// the test fails, saying it recorded). They are contracts of the tool's text, recorded from it
/// on request, not references for its correctness.
public enum Golden {
  /// The repository's root directory.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  public static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  /// Checks that the file at `path` (relative to the root) holds `text`, or records it.
  public static func assert(_ text: String, file path: String, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    let url = root.appendingPathComponent(path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != text else { return }
    if recording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      XCTFail("recorded \(path) (RECORD_GOLDENS=1): run the tests again without it", file: file, line: line)
    } else {
      XCTFail(
        "\(path) is not what the tool prints (RECORD_GOLDENS=1 rewrites it):\n"
          + firstDifference(current ?? "", text), file: file, line: line)
    }
  }

  /// Checks that the part of the file at `path` between the lines `begin` and `end` holds `text`,
  /// or records it there (the rest of the file is left as it is).
  public static func assertSection(
    _ text: String, file path: String, begin: String, end: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let document = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    guard let b = document.range(of: begin + "\n"), let e = document.range(of: end, range: b.upperBound..<document.endIndex)
    else {
      XCTFail("\(path) lacks the marker lines '\(begin)' and '\(end)'", file: file, line: line)
      return
    }
    let rewritten = String(document[..<b.upperBound]) + text + String(document[e.lowerBound...])
    try assert(rewritten, file: path, file: file, line: line)
  }

  /// The first line that differs, for the failure message.
  public static func firstDifference(_ old: String, _ new: String) -> String {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    for i in 0..<max(a.count, b.count) where (i < a.count ? a[i] : nil) != (i < b.count ? b[i] : nil) {
      return "line \(i + 1):\n  file: \(i < a.count ? a[i] : "(end)")\n  tool: \(i < b.count ? b[i] : "(end)")"
    }
    return ""
  }
}
