import Foundation
import XCTest

/// The command-line tool, run as a built binary.
final class CLITests: XCTestCase {
  /// The directory holding the built products (`.build/debug` or `.build/release`).
  static var productsDirectory: URL {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
  }

  /// Runs the tool; returns (exit status, stdout, stderr).
  static func run(_ arguments: [String]) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("prayertimes")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
  }

  func testCLI_MakkahFourteenDays() throws {
    let (status, out, err) = try Self.run(["--lat", "21.4225", "--lon", "39.8262", "--tz", "Asia/Riyadh", "--days", "14", "--date", "2026-11-29"])
    XCTAssertEqual(status, 0, err)
    XCTAssertEqual(out.split(separator: "\n").filter { $0.hasPrefix("2026-") }.count, 14)
  }

  func testCLI_BadLatitudeIsUsageError() throws {
    let (status, out, err) = try Self.run(["--lat", "91", "--lon", "0", "--tz", "UTC"])
    XCTAssertEqual(status, 2)
    XCTAssertEqual(out, "")
    XCTAssertTrue(err.contains("-90...90"), err)
  }
}
