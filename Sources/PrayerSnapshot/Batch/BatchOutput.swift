import Astro
import Foundation
import Hijri

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed buffer streamed to a file descriptor (or discarded, when measuring).
final class BatchOutput {
  static let capacity = 1 << 20
  /// Flush when less than this is left: more than the longest row or place header.
  static let reserve = 64 << 10
  let base = UnsafeMutablePointer<UInt8>.allocate(capacity: BatchOutput.capacity)
  var count = 0
  var fd: Int32 = -1
  var path = ""
  /// Bytes passed through (written or discarded).
  var written = 0

  deinit { base.deallocate() }

  func open(_ path: String) throws(BatchError) {
    self.path = path
    fd = Glibc_open(path)
    guard fd >= 0 else {
      throw BatchError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    written = 0
    count = 0
  }

  @inline(__always) func byte(_ b: UInt8) {
    base[count] = b
    count += 1
  }

  @inline(__always) func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { p in
      guard let a = p.baseAddress else { return }
      (base + count).update(from: a, count: p.count)
    }
    count += bytes.count
  }

  @inline(__always) func flushIfFull() throws(BatchError) {
    if count > BatchOutput.capacity - BatchOutput.reserve { try flush() }
  }

  func flush() throws(BatchError) {
    written += count
    defer { count = 0 }
    guard fd >= 0 else { return }
    var offset = 0
    while offset < count {
      let n = write(fd, base + offset, count - offset)
      guard n > 0 else {
        if n < 0, errno == EINTR { continue }
        throw BatchError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
      }
      offset += n
    }
  }

  func close() throws(BatchError) {
    try flush()
    if fd >= 0 {
      let result = Glibc_close(fd)
      fd = -1
      guard result == 0 else {
        throw BatchError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Drops the file being written (after an error).
  func abandon() {
    if fd >= 0 {
      _ = Glibc_close(fd)
      fd = -1
      _ = unlink(path)
    }
    count = 0
  }
}

@inline(__always) private func Glibc_open(_ path: String) -> Int32 {
  // A scratch file left by an interrupted run is truncated; a link planted in its place is
  // not followed.
  open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644)
}

@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }
