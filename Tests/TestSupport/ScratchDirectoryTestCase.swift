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

  open override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
    try super.tearDownWithError()
  }
}
