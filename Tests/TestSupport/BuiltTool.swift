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

  /// Runs the tool with `arguments` and waits until it has ended.
  ///
  /// Both pipes are drained while it runs, so that neither can fill up and block the tool.
  ///
  /// - Parameters:
  ///   - stdin: the bytes of its standard input, given from a scratch file rather than a pipe (so
  ///     that nothing blocks, or meets SIGPIPE, when the tool does not read them all); `nil`: the
  ///     test runner's own standard input.
  ///   - whileRunning: called on this thread with the process once it has started, while its
  ///     output is read (to kill it at some moment, say); the run ends when the process does.
  public func run(
    _ arguments: [String], stdin: Data? = nil, whileRunning: ((Process) -> Void)? = nil
  ) throws -> ToolRun {
    try Self.launch(url, arguments, stdin: stdin, whileRunning: whileRunning)
  }

  /// Runs `executable` (the tool, or a program that runs it) as ``run(_:stdin:whileRunning:)``
  /// says, in `environment` (`nil`: the test runner's).
  static func launch(
    _ executable: URL, _ arguments: [String], stdin: Data?, environment: [String: String]? = nil,
    whileRunning: ((Process) -> Void)?
  ) throws -> ToolRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    var input: URL?
    defer { if let input { try? FileManager.default.removeItem(at: input) } }
    if let stdin {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("stdin-\(UUID().uuidString)")
      input = file
      try stdin.write(to: file)
      process.standardInput = try FileHandle(forReadingFrom: file)
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = PipeDrain(out)
    let stderr = PipeDrain(err)
    whileRunning?(process)
    let (outBytes, errBytes) = (stdout.wait(), stderr.wait())
    process.waitUntilExit()
    return ToolRun(
      status: process.terminationStatus, exited: process.terminationReason == .exit,
      stdoutBytes: outBytes, stderrBytes: errBytes)
  }
}
