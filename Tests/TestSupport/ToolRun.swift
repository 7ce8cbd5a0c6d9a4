import Foundation

/// How one run of a program (a ``BuiltTool`` or another) ended and what it wrote.
public struct ToolRun: Sendable {
  /// The exit status, or the signal's number when ``exited`` is false.
  public let status: Int32
  /// Whether the program exited by itself (rather than being ended by a signal).
  public let exited: Bool
  /// Everything it wrote on standard output.
  public let stdoutBytes: Data
  /// Everything it wrote on standard error.
  public let stderrBytes: Data

  /// Standard output as text (UTF-8, invalid bytes replaced).
  public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
  /// Standard error as text (UTF-8, invalid bytes replaced).
  public var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

  /// `(status, stdout, stderr)`, for `let (status, out, err) = …`.
  public var parts: (status: Int32, stdout: String, stderr: String) { (status, stdout, stderr) }
}
