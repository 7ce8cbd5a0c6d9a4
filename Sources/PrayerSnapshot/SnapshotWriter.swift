import Foundation

/// Writes snapshot bytes so that a reader only ever sees the old file or the new one.
///
/// The bytes go to a scratch file beside the target, are flushed to disk, and the scratch file is
/// renamed over the target (`rename(2)` is atomic within a file system); then the directory is
/// flushed so that the rename itself survives a power cut. A crash before the rename leaves the
/// old file intact. Each write has a scratch file of its own (`.NAME.PID-RANDOM.scratch`), so two
/// writers at once (the app and a background refresh) cannot rename each other's half-written
/// bytes: the last rename wins, whole. Scratch files left by a process that no longer runs are
/// removed by the next write. (Tested by killing writers at random moments: the file on disk is
/// always one whole version.)
public enum SnapshotWriter: Sendable {
  /// Why a write failed.
  public struct WriteError: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// Writes `data` to `url` atomically.
  public static func write(_ data: Data, to url: URL) throws(WriteError) {
    let directory = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    removeAbandonedScratchFiles(of: name, in: directory)
    let scratch = directory.appendingPathComponent(
      ".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).scratch")
    let fd = open(scratch.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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
    // The rename is in the directory: flush it too (best effort: some file systems refuse).
    let dfd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dfd >= 0 {
      _ = fsync(dfd)
      close(dfd)
    }
  }

  /// Removes `.NAME.PID-….scratch` files of `name` whose process no longer runs.
  static func removeAbandonedScratchFiles(of name: String, in directory: URL) {
    let prefix = ".\(name)."
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return
    }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".scratch") {
      let middle = entry.dropFirst(prefix.count).dropLast(".scratch".count)
      // The older single scratch name (".NAME.scratch") has no pid: always abandoned.
      let pidText = middle.split(separator: "-", maxSplits: 1).first ?? ""
      if let pid = pid_t(pidText), pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
      _ = unlink(directory.appendingPathComponent(entry).path)
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
