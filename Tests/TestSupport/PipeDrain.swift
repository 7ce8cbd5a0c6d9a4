import Foundation

/// The bytes of a pipe, read to its end on a thread of their own (not one of Dispatch's pool,
/// which the tests also fill with blocked runs), so that the writer never blocks on a full pipe.
final class PipeDrain: @unchecked Sendable {
  private let condition = NSCondition()
  private var bytes: Data?

  /// Starts reading `pipe`.
  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      let data = handle.readDataToEndOfFile()
      condition.lock()
      bytes = data
      condition.signal()
      condition.unlock()
    }
  }

  /// Waits until the pipe is closed at the other end; everything read from it.
  func wait() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while bytes == nil { condition.wait() }
    return bytes ?? Data()
  }
}
