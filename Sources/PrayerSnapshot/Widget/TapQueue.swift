import Astro
import Foundation

/// The queue of "I prayed" taps in storage shared by the widget and the app: the widget appends,
/// the app applies the taps to its marks and empties the queue.
///
/// The blueprint's rule (seed 002, "Taps"): a tap never writes the app's records; it joins a
/// small queue that the app reads the next time it runs, and the widget lays the queued taps
/// over the snapshot meanwhile (``WidgetReader/overlay(_:taps:)``). What makes it safe when the
/// widget and the app run at once, or either is killed at any instant:
///
/// - The file holds one JSON object per line, `{"at":MS,"date":"YYYY-MM-DD","id":"…",
///   "prayer":"dhuhr"}`. Every access holds an advisory lock (`flock`) on the file: exclusive to
///   append or to apply, shared to read. The kernel releases the lock of a process that dies.
/// - Appending writes the whole line with one `write(2)` and flushes it (`fsync`) before it
///   returns: a tap reported as queued survives a crash. A line cut short by a crash (no final
///   newline) is closed by the next append and skipped by readers: that tap was never reported
///   as queued.
/// - Applying (``apply(to:counts:)``) reads the queue and the app's ``MarkBook``, toggles the
///   marks of the taps whose ids the book has not recorded, writes the book with the ids of every
///   queued tap, atomically, and only then empties the queue. Killed between the two, the next
///   apply finds the taps already recorded and skips them. So a queued tap is applied exactly
///   once, and none is lost.
///
/// Limits: a line of at most ``maximumLineBytes`` bytes, a queue of at most ``maximumBytes``
/// (about 10 000 taps); a full queue refuses new taps with an error rather than dropping old ones.
public struct TapQueue: Sendable {
  /// The queue file.
  public let url: URL

  /// The largest queue file read or grown.
  public static let maximumBytes = 1 << 20
  /// The longest line accepted (a tap's line is about 90 bytes).
  public static let maximumLineBytes = 512

  public init(url: URL) {
    self.url = url
  }

  /// Why the queue could not be used.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// What a queue file holds: the taps of its well-formed lines (the first of any repeated id)
  /// and the number of lines skipped as damaged.
  public struct Contents: Sendable, Hashable {
    public var taps: [QueuedTap]
    public var damagedLines: Int
  }

  // MARK: - The widget's side

  /// Appends `tap` (with a fresh id) and returns it once it is on disk.
  @discardableResult
  public func append(_ tap: WidgetTap) throws(Failure) -> QueuedTap {
    let queued = QueuedTap(tap)
    try append(queued)
    return queued
  }

  /// Appends `queued` and returns once it is on disk.
  public func append(_ queued: QueuedTap) throws(Failure) {
    let line = Array((queued.json + "\n").utf8)
    try withLockedFile(exclusive: true) { (fd: Int32) throws(Failure) in
      let size = lseek(fd, 0, SEEK_END)
      guard size >= 0 else { throw failure("cannot read") }
      var bytes = line
      if size > 0 {
        // A line cut short by a crash: end it, so that this tap starts a line of its own.
        var last: UInt8 = 0
        if pread(fd, &last, 1, size - 1) == 1, last != 0x0A { bytes.insert(0x0A, at: 0) }
      }
      guard Int(size) + bytes.count <= TapQueue.maximumBytes else {
        throw Failure(
          description:
            "the tap queue \(url.path) is full (\(TapQueue.maximumBytes >> 10) KiB): open the app "
            + "to apply the taps it holds")
      }
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      guard written == bytes.count else {
        // A short write leaves part of a line; the next append closes it.
        throw failure("cannot append to")
      }
      guard fsync(fd) == 0 else { throw failure("cannot flush") }
    }
  }

  /// The taps queued now, for the widget to lay over the snapshot (an absent file: none).
  public func pending() throws(Failure) -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else {
      return Contents(taps: [], damagedLines: 0)
    }
    var contents = Contents(taps: [], damagedLines: 0)
    try withLockedFile(exclusive: false) { (fd: Int32) throws(Failure) in
      contents = TapQueue.decode(try readAll(fd))
    }
    return contents
  }

  // MARK: - The app's side

  /// Applies the queued taps to the mark book at `bookURL` and empties the queue; returns the
  /// taps applied now (those the book had not recorded). `counts` decides whether a tap counts
  /// (the app's check that the prayer had started, D108); a tap that does not count is recorded
  /// as applied without changing a mark. A missing book is an empty one.
  @discardableResult
  public func apply(
    to bookURL: URL, counts: (WidgetTap) -> Bool = { _ in true }
  ) throws(Failure) -> [QueuedTap] {
    var applied: [QueuedTap] = []
    try withLockedFile(exclusive: true) { (fd: Int32) throws(Failure) in
      let contents = TapQueue.decode(try readAll(fd))
      var book = MarkBook()
      if let data = FileManager.default.contents(atPath: bookURL.path) {
        guard let decoded = MarkBook.decode(data) else {
          throw Failure(
            description: "the mark book \(bookURL.path) is damaged; the queue is left as it is")
        }
        book = decoded
      }
      var recorded = Set<String>()
      for queued in contents.taps {
        recorded.insert(queued.id)
        guard !book.appliedTaps.contains(queued.id) else { continue }
        applied.append(queued)
        if counts(queued.tap), let date = CivilDate(iso8601: queued.tap.date) {
          book.toggle(PrayerMark(date: date, prayer: queued.tap.prayer))
        }
      }
      // The ids of taps no longer queued can never come back: only the queue's are kept.
      book.appliedTaps = recorded
      do {
        try SnapshotWriter.write(book.encoded(), to: bookURL)
      } catch {
        throw Failure(description: "cannot write the mark book: \(error)")
      }
      // Only now may the queue be emptied. (The ids stay in the book until the next apply,
      // which keeps only those still queued: none, or the ones this one could not remove.)
      guard ftruncate(fd, 0) == 0, fsync(fd) == 0 else { throw failure("cannot empty") }
    }
    return applied
  }

  // MARK: - Format

  /// The taps of a queue file's bytes. A line counts only if it ends with a newline, is at most
  /// ``maximumLineBytes`` long and is exactly an object with a valid `id`, a real `date`, a
  /// known `prayer` and an `at` within ±10¹⁵ ms; anything else is a damaged line, skipped.
  /// Bytes beyond ``maximumBytes`` are not read.
  public static func decode(_ bytes: some Collection<UInt8>) -> Contents {
    var contents = Contents(taps: [], damagedLines: 0)
    var seen = Set<String>()
    var line: [UInt8] = []
    var tooLong = false
    for byte in bytes.prefix(maximumBytes) {
      if byte != 0x0A {
        if line.count < maximumLineBytes { line.append(byte) } else { tooLong = true }
        continue
      }
      defer {
        line.removeAll(keepingCapacity: true)
        tooLong = false
      }
      if line.isEmpty { continue }
      guard !tooLong, let queued = parse(line) else {
        contents.damagedLines += 1
        continue
      }
      if seen.insert(queued.id).inserted { contents.taps.append(queued) }
    }
    if !line.isEmpty || tooLong { contents.damagedLines += 1 }  // cut short: no newline
    return contents
  }

  /// A line's object: exactly the four keys (checked in the same decoding pass).
  private struct Line: Decodable {
    let id: String
    let date: String
    let prayer: String
    let at: Int64

    private struct Key: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    private struct UnexpectedKeys: Error {}

    init(from decoder: Decoder) throws {
      let c = try decoder.container(keyedBy: Key.self)
      guard Set(c.allKeys.map(\.stringValue)) == ["id", "date", "prayer", "at"] else {
        throw UnexpectedKeys()
      }
      id = try c.decode(String.self, forKey: Key(stringValue: "id"))
      date = try c.decode(String.self, forKey: Key(stringValue: "date"))
      prayer = try c.decode(String.self, forKey: Key(stringValue: "prayer"))
      at = try c.decode(Int64.self, forKey: Key(stringValue: "at"))
    }
  }

  /// One line's tap, or `nil`.
  private static func parse(_ line: [UInt8]) -> QueuedTap? {
    guard line.first == 0x7B, line.last == 0x7D,
      let decoded = try? JSONDecoder().decode(Line.self, from: Data(line)),
      QueuedTap.isValidID(decoded.id),
      let date = CivilDate(iso8601: decoded.date), date.description == decoded.date,
      let prayer = PrayerID(rawValue: decoded.prayer),
      (-Instant.limitMilliseconds...Instant.limitMilliseconds).contains(decoded.at)  // abs(Int64.min) traps
    else { return nil }
    return QueuedTap(
      id: decoded.id,
      tap: WidgetTap(date: decoded.date, prayer: prayer, at: Instant(millisecondsSince1970: decoded.at)))
  }

  // MARK: - Files

  private func failure(_ verb: String) -> Failure {
    Failure(description: "\(verb) the tap queue \(url.path): \(String(cString: strerror(errno)))")
  }

  /// Runs `body` with the queue file open and locked: to change it (exclusive; created if
  /// missing) or only to read it (shared; read-only, never created).
  private func withLockedFile(
    exclusive: Bool, _ body: (Int32) throws(Failure) -> Void
  ) throws(Failure) {
    let fd = exclusive
      ? open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) : open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure("cannot open") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
      throw Failure(description: "the tap queue \(url.path) is not a regular file")
    }
    while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
      guard errno == EINTR else { throw failure("cannot lock") }
    }
    defer { _ = flock(fd, LOCK_UN) }
    try body(fd)
  }

  /// The file's bytes, at most ``maximumBytes``.
  private func readAll(_ fd: Int32) throws(Failure) -> [UInt8] {
    // The lock keeps the size still; a queue is usually a few lines, not the 1 MiB allowed.
    let size = lseek(fd, 0, SEEK_END)
    guard size >= 0 else { throw failure("cannot read") }
    var bytes = [UInt8](repeating: 0, count: min(Int(size), TapQueue.maximumBytes))
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + count, $0.count - count, off_t(count)) }
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else { throw failure("cannot read") }
      if n == 0 { break }
      count += n
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }
}
