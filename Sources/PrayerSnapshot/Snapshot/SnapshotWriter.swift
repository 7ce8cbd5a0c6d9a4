import Foundation

/// Writes snapshot bytes so that a reader only ever sees the old file or the new one.
///
/// The bytes go to a scratch file beside the target (`.NAME.scratch`), are flushed to disk
/// (`fsync`), and the scratch file is renamed over the target (`rename(2)` is atomic within a
/// file system): a reader sees the old file or the new one, never a mix. Writers take turns on a
/// lock on the directory (`flock`; the kernel releases the lock of a process that dies; no
/// file is added), so two writers at once (the app and a background refresh) cannot rename each other's
/// half-written bytes: the last rename wins, whole. A scratch file left by a killed writer is
/// overwritten by the next write. The directory is not flushed: after a power cut the rename
/// may be lost, leaving the old snapshot, whole. (Tested by killing writers at random moments
/// and mid-write, and with two writers against a reader: the file on disk is always one whole
/// version.)
public enum SnapshotWriter: Sendable {
  /// Why a write failed.
  public struct WriteError: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// Writes `data` to `url` atomically.
  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    try withWriterLock(for: url) { () throws(WriteError) in
      let scratch = scratchURL(for: url)
      let fd = open(scratch.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        throw WriteError(description: "cannot write \(scratch.path): \(String(cString: strerror(errno)))")
      }
      var ok = true
      data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
          if n < 0, errno == EINTR { continue }
          if n <= 0 {
            ok = false
            return
          }
          offset += n
        }
      }
      let synced = fsync(fd) == 0
      let reason = String(cString: strerror(errno))
      close(fd)
      guard ok, synced else {
        _ = unlink(scratch.path)
        throw WriteError(description: "cannot write \(scratch.path): \(reason)")
      }
      guard rename(scratch.path, url.path) == 0 else {
        let reason = String(cString: strerror(errno))
        _ = unlink(scratch.path)
        throw WriteError(description: "cannot replace \(url.path): \(reason)")
      }
    }
  }

  /// The scratch file of `url`: `.NAME.scratch` beside it.
  static func scratchURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).scratch")
  }

  /// Runs `body` holding the writers' lock of `url`: an exclusive `flock` on its directory, so
  /// that no file is added beside the target. (A directory that cannot be opened for reading —
  /// write-only permissions — is written without the lock: still atomic for one writer.)
  static func withWriterLock(
    for url: URL, _ body: () throws(WriteError) -> Void
  ) throws(WriteError) {
    let directory = url.deletingLastPathComponent().path
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return try body() }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw WriteError(description: "cannot lock \(directory): \(String(cString: strerror(errno)))")
      }
    }
    defer { _ = flock(fd, LOCK_UN) }
    try body()
  }

  /// Writes a snapshot unless the file already holds one with the same content hash; returns
  /// whether it wrote.
  @discardableResult
  public static func write(_ snapshot: WidgetSnapshot, to url: URL) throws(WriteError) -> Bool {
    if let data = try? Data(contentsOf: url), storedHash(in: data) == snapshot.contentHash,
      WidgetSnapshot.decode(data) != nil
    {
      // Nothing to write, but a killed writer's scratch file may still lie beside it.
      let scratch = scratchURL(for: url)
      if FileManager.default.fileExists(atPath: scratch.path) {
        try withWriterLock(for: url) { () throws(WriteError) in _ = unlink(scratch.path) }
      }
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
