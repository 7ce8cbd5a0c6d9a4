import Foundation
import XCTest

/// A test case with a fresh scratch directory for each test (`directory`, named after the
/// class), removed afterwards.
open class ScratchDirectoryTestCase: XCTestCase {
  /// This test's directory, empty when the test starts.
  public var directory: URL!

  open override func setUpWithError() throws {
    try super.setUpWithError()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(type(of: self))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Writes `text` (UTF-8) to the file `name` of ``directory``; its path.
  public func write(_ text: String, _ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  open override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
    try super.tearDownWithError()
  }
}
