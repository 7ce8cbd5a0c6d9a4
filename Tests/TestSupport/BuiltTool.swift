import Foundation

/// An executable the package builds, run by the tests as a user runs it: by its path in the
/// build directory, with arguments, its output read from pipes.
public enum BuiltTool: String, Sendable {
  /// The command-line tool, `prayertimes`.
  case prayertimes
  /// The benchmark, `prayertimes-bench`.
  case bench = "prayertimes-bench"

  /// The directory holding the built products (`.build/debug` or `.build/release`).
  ///
  /// On Linux the test runner is the `.xctest` executable itself, so its directory. Not
  /// `Bundle.allBundles` there: swift-corelibs-foundation leaks the array it returns on every
  /// call (`CFBundleGetAllBundles`, found by `Scripts/sanitize.sh address`). Computed once.
  public static let productsDirectory: URL = {
    #if os(Linux)
      if let executable = Bundle.main.executableURL, executable.path.hasSuffix(".xctest") {
        return executable.deletingLastPathComponent()
      }
    #endif
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
  }()

  /// The executable's file.
  public var url: URL { Self.productsDirectory.appendingPathComponent(rawValue) }

  /// Runs the tool with `arguments` and waits until it has ended, as ``runProgram(_:_:stdin:environment:whileRunning:)``
  /// runs a program: both pipes drained, `stdin` (when given) from a scratch file, `whileRunning`
  /// called with the running process.
  public func run(
    _ arguments: [String], stdin: Data? = nil, whileRunning: ((Process) -> Void)? = nil
  ) throws -> ToolRun {
    try runProgram(url, arguments, stdin: stdin, whileRunning: whileRunning)
  }
}
