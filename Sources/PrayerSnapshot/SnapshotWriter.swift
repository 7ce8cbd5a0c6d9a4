import Foundation

/// Writes snapshot bytes so that a reader only ever sees the old file or the new one.
///
/// The bytes go to a scratch file beside the target, are flushed to disk, and the scratch file is
/// renamed over the target (`rename(2)` is atomic within a file system). A crash before the
/// rename leaves the old snapshot intact; a leftover scratch file is removed on the next write.
public enum SnapshotWriter: Sendable {
  /// Why a write failed.
  public struct WriteError: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// Writes `data` to `url` atomically.
  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    let directory = url.deletingLastPathComponent()
    let scratch = directory.appendingPathComponent(".\(url.lastPathComponent).scratch")
    _ = unlink(scratch.path)  // a scratch file left by an interrupted write
    let fd = open(scratch.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else {
      throw WriteError(description: "cannot write \(scratch.path): \(String(cString: strerror(errno)))")
    }
    var ok = true
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n <= 0 {
          ok = false
          return
        }
        offset += n
      }
    }
    let synced = fsync(fd) == 0
    close(fd)
    guard ok, synced else {
      let reason = String(cString: strerror(errno))
      _ = unlink(scratch.path)
      throw WriteError(description: "cannot write \(scratch.path): \(reason)")
    }
    guard rename(scratch.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      _ = unlink(scratch.path)
      throw WriteError(description: "cannot replace \(url.path): \(reason)")
    }
  }

  /// Writes a snapshot unless the file already holds one with the same content hash; returns
  /// whether it wrote.
  @discardableResult
  public static func write(_ snapshot: WidgetSnapshot, to url: URL) throws(WriteError) -> Bool {
    if let data = try? Data(contentsOf: url), storedHash(in: data) == snapshot.contentHash,
      WidgetSnapshot.decode(data) != nil
    {
      return false
    }
    try write(snapshot.encoded(), to: url)
    return true
  }

  /// The content hash a snapshot file carries, found without decoding the whole file (the
  /// writer's output has exactly one `"contentHash":"…"` member).
  static func storedHash(in data: Data) -> String? {
    let key = Array(#""contentHash":""#.utf8)
    return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String? in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.count > key.count + 16 else { return nil }
      var i = 0
      while i + key.count + 16 <= bytes.count {
        if bytes[i] == key[0], Array(bytes[i..<(i + key.count)]) == key {
          let start = i + key.count
          return String(decoding: bytes[start..<(start + 16)], as: UTF8.self)
        }
        i += 1
      }
      return nil
    }
  }
}
