import Foundation

/// Runs `executable` with `arguments` and waits until it has ended; its status and output.
///
/// Both pipes are drained while it runs, each on a thread of its own, so that neither can fill
/// up and block the program.
///
/// - Parameters:
///   - stdin: the bytes of its standard input, given from a scratch file rather than a pipe (so
///     that nothing blocks, or meets SIGPIPE, when the program does not read them all); `nil`:
///     the test runner's own standard input.
///   - environment: its environment; `nil`: the test runner's.
///   - whileRunning: called on this thread with the process once it has started, while its
///     output is read (to kill it at some moment, say); the run ends when the process does.
public func runProgram(
  _ executable: URL, _ arguments: [String], stdin: Data? = nil,
  environment: [String: String]? = nil, whileRunning: ((Process) -> Void)? = nil
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
