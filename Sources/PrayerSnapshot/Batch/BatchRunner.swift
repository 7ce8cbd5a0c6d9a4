import Astro
import Foundation
import Hijri

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BatchJob {
  /// The times of every place of this shard on every day of the year, into one file per country
  /// or per place, and the list of places (``manifestName``).
  ///
  /// Work: `threads` workers each compute, once, the Sun's positions for the year (one
  /// ``SolarEphemeris``), the Hijri date and Ramadan of each date, and each zone's offsets
  /// (``ZoneOffsets``) and its offset at local noon of each date; then they take files, largest
  /// first, and compute and write a file's places and days in order through their own buffer.
  /// Nothing is shared but the next file to take and the count of places done (`progress` is
  /// called with 1 per place, from the workers). No Foundation call is made per place-day.
  ///
  /// Files are atomic: each is written to a scratch file `.NAME.scratch` beside it; when all are
  /// written the file system is flushed once (`syncfs`; `fsync` of each file where there is no
  /// `syncfs`), each scratch file is renamed over its target, and the directory is flushed. A
  /// reader sees every file old or new, never a part. A run that fails before the renames (a
  /// file that cannot be written, a target that is not a file) removes its scratch files and
  /// replaces nothing.
  ///
  /// The content of every file depends only on the job, not on the number of threads.
  public func run(progress: @escaping @Sendable (Int) -> Void = { _ in }) throws(BatchError) -> BatchSummary {
    guard let first = CivilDate(year: year, month: 1, day: 1),
      let end = CivilDate(year: year, month: 12, day: 31)
    else { throw BatchError(description: "the year \(year) is out of range") }
    let last = days.map { first.adding(days: max(0, min($0, first.days(to: end) + 1) - 1)) } ?? end
    let files = self.files()
    if mode == .write {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw BatchError(description: "cannot create the directory '\(directory)': \(error.localizedDescription)")
      }
    }
    if mode == .write {
      // A file is renamed over its target at the end: a target that is a directory (or any
      // other non-file) would fail then, after other files were replaced. Refuse it first.
      for name in files.map({ $0.name + "." + fileExtension }) + [manifestName] {
        var info = stat()
        let path = directory + "/" + name
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
          throw BatchError(description: "cannot replace \(path): it exists and is not a regular file")
        }
      }
    }
    let shared = BatchShared(order: files.indices.sorted {
      (files[$0].places.count, $1) > (files[$1].places.count, $0)
    })
    let job = self
    let workers = max(1, threads)
    if workers == 1 {
      BatchWorker(job: job, first: first, last: last, files: files, shared: shared, progress: progress).run()
    } else {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        BatchWorker(job: job, first: first, last: last, files: files, shared: shared, progress: progress).run()
      }
    }
    var summary = shared.summary
    summary.days = first.days(to: last) + 1
    if let error = shared.error {
      for (scratch, _) in shared.pending { unlink(scratch) }
      throw BatchError(description: error)
    }
    guard mode == .write else { return summary }
    // The list of places, then every file into place.
    let commitStart = DispatchTime.now().uptimeNanoseconds
    do {
      let (scratch, target, bytes) = try writeManifest()
      shared.pending.append((scratch, target))
      summary.manifest = manifestName
      _ = bytes
    } catch {
      for (scratch, _) in shared.pending { unlink(scratch) }
      throw error
    }
    try commit(shared.pending)
    summary.commitNanoseconds = DispatchTime.now().uptimeNanoseconds - commitStart
    return summary
  }

  /// Flushes the scratch files to disk, renames each over its target, flushes the directory.
  private func commit(_ pending: [(scratch: String, target: String)]) throws(BatchError) {
    let directoryFD = open(directory, O_RDONLY)
    defer { if directoryFD >= 0 { close(directoryFD) } }
    var synced = false
    #if os(Linux)
      // syncfs(2) flushes the one file system; Glibc's module map leaves it out (_GNU_SOURCE).
      if directoryFD >= 0, let symbol = dlsym(nil, "syncfs") {
        typealias SyncFS = @convention(c) (Int32) -> Int32
        synced = unsafeBitCast(symbol, to: SyncFS.self)(directoryFD) == 0
      }
    #endif
    if !synced {
      for (scratch, _) in pending {
        let fd = open(scratch, O_RDONLY)
        guard fd >= 0, fsync(fd) == 0 else {
          let reason = String(cString: strerror(errno))
          if fd >= 0 { close(fd) }
          for (s, _) in pending { unlink(s) }
          throw BatchError(description: "cannot write \(scratch): \(reason)")
        }
        close(fd)
      }
    }
    for (i, (scratch, target)) in pending.enumerated() where rename(scratch, target) != 0 {
      let reason = String(cString: strerror(errno))
      for (s, _) in pending[i...] { unlink(s) }
      throw BatchError(description: "cannot replace \(target): \(reason)")
    }
    if directoryFD >= 0 { _ = fsync(directoryFD) }
  }

  /// Writes the list of places (scratch file): `id,name,country,latitude,longitude,timeZone,
  /// method,asr,file`.
  private func writeManifest() throws(BatchError) -> (String, String, Int) {
    let out = BatchOutput()
    let target = directory + "/" + manifestName
    let scratch = directory + "/." + manifestName + ".scratch"
    try out.open(scratch)
    out.append(Array("id,name,country,latitude,longitude,timeZone,method,asr,file\r\n".utf8))
    var mine = [Bool](repeating: false, count: places.count)
    for file in files() { for p in file.places { mine[p] = true } }
    for (i, place) in places.enumerated() where mine[i] {
      let method = methods[place.method]
      let fields = [
        place.id, place.name, place.country ?? "", "\(place.coordinates.latitude)",
        "\(place.coordinates.longitude)", zones[place.zone].name, method.name,
        method.parameters.asr == .hanafi ? "hanafi" : "standard",
        fileName(of: place) + "." + fileExtension,
      ]
      out.append(Array((fields.map(BatchText.csvField).joined(separator: ",") + "\r\n").utf8))
      try out.flushIfFull()
    }
    try out.close()
    return (scratch, target, out.written)
  }
}

/// What a worker reads: the dates, their Hijri dates and Ramadan, the zones' offsets, the
/// Sun's positions for the year, the text of each date and place.
struct BatchTables: Sendable {
  let dates: [CivilDate]
  let dayNumbers: [Int]
  let inRamadan: [Bool]
  /// Per date: `2026-01-01,1447-07-12,` (CSV) or `{"date":"2026-01-01","hijri":"1447-07-12"`.
  let datePrefix: [[UInt8]]
  let zones: [ZoneOffsets]
  /// The offset at local noon, `[zone * dates.count + day]`.
  let noonOffsets: [Int]
  let ephemeris: SolarEphemeris
  /// Whether times carry seconds and milliseconds (`--rounding none`), per method.
  let milliseconds: [Bool]

  init(job: BatchJob, first: CivilDate, last: CivilDate) {
    let count = first.days(to: last) + 1
    dates = (0..<count).map { first.adding(days: $0) }
    dayNumbers = dates.map(\.julianDayNumber)
    var ramadan: [Bool] = []
    var prefixes: [[UInt8]] = []
    for date in dates {
      let hijri = try? job.hijriCalendar.hijri(from: date)
      ramadan.append(hijri?.date.month == 9)
      let h = hijri?.date.description
      switch job.format {
      case .csv: prefixes.append(Array("\(date),\(h ?? ""),".utf8))
      case .json:
        prefixes.append(
          Array("{\"date\":\"\(date)\",\"hijri\":\(h.map { "\"\($0)\"" } ?? "null")".utf8))
      }
    }
    inRamadan = ramadan
    datePrefix = prefixes
    // Only the zones some place uses.
    var used = [Bool](repeating: false, count: job.zones.count)
    for p in job.places { used[p.zone] = true }
    zones = job.zones.enumerated().map { i, spec in
      used[i]
        ? ZoneOffsets(zone: spec.timeZone, dates: first...last)
        : ZoneOffsets(zone: spec.timeZone, dates: first...first)
    }
    var noon = [Int](repeating: 0, count: job.zones.count * count)
    for (z, zone) in zones.enumerated() where used[z] {
      for (d, date) in dates.enumerated() { noon[z * count + d] = zone.offsetAtNoon(of: date) }
    }
    noonOffsets = noon
    ephemeris = SolarEphemeris(dates: first...last)
    milliseconds = job.methods.map { $0.parameters.rounding == .none }
  }
}

/// The state the workers share: which file is next, the summary, the first error.
final class BatchShared: @unchecked Sendable {
  private let lock = NSLock()
  private let order: [Int]
  private var next = 0
  private(set) var error: String?
  var summary = BatchSummary()
  var pending: [(scratch: String, target: String)] = []

  init(order: [Int]) { self.order = order }

  /// The next file to write, or `nil` when none is left or a worker failed.
  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard error == nil, next < order.count else { return nil }
    next += 1
    return order[next - 1]
  }

  var failed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return error != nil
  }

  func fail(_ message: String) {
    lock.lock()
    if error == nil { error = message }
    lock.unlock()
  }

  /// A worker's totals and written files, when it stops.
  func finish(_ s: BatchSummary, pending files: [(String, String)]) {
    lock.lock()
    summary.files += s.files
    summary.bytes += s.bytes
    summary.places += s.places
    summary.rows += s.rows
    summary.locationDays += s.locationDays
    summary.checksum += s.checksum
    summary.astronomyNanoseconds += s.astronomyNanoseconds
    summary.restNanoseconds += s.restNanoseconds
    summary.setupNanoseconds = max(summary.setupNanoseconds, s.setupNanoseconds)
    pending += files
    lock.unlock()
  }
}

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

  /// Two decimal digits.
  @inline(__always) func two(_ v: Int) {
    base[count] = UInt8(truncatingIfNeeded: 48 + v / 10)
    base[count + 1] = UInt8(truncatingIfNeeded: 48 + v % 10)
    count += 2
  }

  /// `HH:mm`, or `HH:mm:ss.SSS`, of local milliseconds since 1970.
  @inline(__always) func clock(_ localMillis: Int, milliseconds: Bool) {
    var ms = localMillis % 86_400_000
    if ms < 0 { ms += 86_400_000 }
    let s = ms / 1000
    two(s / 3600)
    byte(58)  // :
    two(s / 60 % 60)
    if milliseconds {
      byte(58)
      two(s % 60)
      byte(46)  // .
      let f = ms % 1000
      byte(UInt8(truncatingIfNeeded: 48 + f / 100))
      two(f % 100)
    }
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

/// The CPU time of the calling thread, ns: what the work cost, even on a machine shared with
/// other processes.
func threadCPUNanoseconds() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

@inline(__always) private func Glibc_open(_ path: String) -> Int32 {
  // A scratch file left by an interrupted run is truncated; a link planted in its place is
  // not followed.
  open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644)
}

@inline(__always) private func Glibc_close(_ fd: Int32) -> Int32 { close(fd) }

/// The text pieces that do not change from row to row.
enum BatchText {
  /// The times of a row, in the order of the day.
  static let kinds: [TimeKind] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]

  static let csvHeader = Array(
    ("id,name,date,hijri," + kinds.map(\.rawValue).joined(separator: ",") + ",estimated\r\n").utf8)

  /// `,"imsak":` … for JSON.
  static let jsonKeys: [[UInt8]] = kinds.map { Array(",\"\($0.rawValue)\":".utf8) }
  /// The kinds' names, as they appear in `estimated`.
  static let names: [[UInt8]] = kinds.map { Array($0.rawValue.utf8) }

  /// A CSV field, quoted when it holds a comma, a quote or a line break (quotes doubled).
  static func csvField(_ s: String) -> String {
    guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return s }
    return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A JSON string literal.
  static func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

/// One thread of a run: takes files until none is left, writes each through its own buffer.
final class BatchWorker {
  let job: BatchJob
  let tables: BatchTables
  let files: [BatchFile]
  let shared: BatchShared
  let progress: @Sendable (Int) -> Void
  let out = BatchOutput()
  var summary = BatchSummary()
  /// The current place's days (reused).
  var days: [PrayerTimes] = []

  /// Each worker builds its own tables (a few ms): then no array is shared between threads,
  /// and no reference count bounces between cores once per place-day.
  init(
    job: BatchJob, first: CivilDate, last: CivilDate, files: [BatchFile], shared: BatchShared,
    progress: @escaping @Sendable (Int) -> Void
  ) {
    let start = DispatchTime.now().uptimeNanoseconds
    self.job = job
    self.tables = BatchTables(job: job, first: first, last: last)
    summary.setupNanoseconds = DispatchTime.now().uptimeNanoseconds - start
    self.files = files
    self.shared = shared
    self.progress = progress
    days.reserveCapacity(tables.dates.count)
  }

  func run() {
    var pending: [(String, String)] = []
    while let f = shared.take() {
      let file = files[f]
      let target = job.directory + "/" + file.name + "." + job.fileExtension
      let scratch = job.directory + "/." + file.name + "." + job.fileExtension + ".scratch"
      do {
        if job.mode == .write { try out.open(scratch) }
        out.written = 0
        try write(file)
        let start = threadCPUNanoseconds()
        if job.mode == .write {
          try out.close()
          pending.append((scratch, target))
        } else {
          try out.flush()
        }
        summary.restNanoseconds += threadCPUNanoseconds() - start
        summary.files += 1
        summary.bytes += out.written
      } catch {
        out.abandon()
        shared.fail(error.description)
        break
      }
    }
    shared.finish(summary, pending: pending)
  }

  /// The file's header, its places, its end.
  private func write(_ file: BatchFile) throws(BatchError) {
    let text = job.mode != .compute
    switch job.format {
    case .csv:
      if text { out.append(BatchText.csvHeader) }
    case .json:
      if text {
        var head = "{\"year\":\(job.year),\"calendar\":\(BatchText.jsonString(job.hijriCalendar.identifier))"
        if job.split == .country {
          head += ",\"country\":" + (file.name == BatchJob.unknownCountry ? "null" : BatchText.jsonString(file.name))
        }
        out.append(Array((head + ",\"places\":[").utf8))
      }
    }
    for (k, p) in file.places.enumerated() {
      if shared.failed { throw BatchError(description: "stopped") }
      if text, job.format == .json, k > 0 { out.byte(44) }  // ,
      try place(p)
      summary.places += 1
      progress(1)
    }
    if text, job.format == .json { out.append(Array("]}\n".utf8)) }
  }

  /// Every day of one place: first the astronomy of every day, then the rows (timed apart).
  private func place(_ index: Int) throws(BatchError) {
    let place = job.places[index]
    let zone = tables.zones[place.zone]
    let parameters = job.methods[place.method].parameters
    let milliseconds = tables.milliseconds[place.method]
    let dayCount = tables.dates.count
    let noonBase = place.zone * dayCount
    let csv = job.format == .csv
    let mode = job.mode

    let t0 = threadCPUNanoseconds()
    days.removeAll(keepingCapacity: true)
    // Consecutive dates share solar days and nights: the calculator computes each once.
    var calculator = PrayerCalculator(
      coordinates: place.coordinates, parameters: parameters, ephemeris: tables.ephemeris)
    for d in 0..<dayCount {
      days.append(
        calculator.times(
          on: tables.dates[d], utcOffsetSeconds: tables.noonOffsets[noonBase + d],
          inRamadan: tables.inRamadan[d]))
    }
    let t1 = threadCPUNanoseconds()
    summary.astronomyNanoseconds += t1 - t0
    summary.locationDays += dayCount
    defer { summary.restNanoseconds += threadCPUNanoseconds() - t1 }

    var prefix: [UInt8] = []
    if mode != .compute {
      try out.flushIfFull()
      if csv {
        prefix = Array((BatchText.csvField(place.id) + "," + BatchText.csvField(place.name) + ",").utf8)
      } else {
        let method = job.methods[place.method]
        let head =
          "{\"id\":\(BatchText.jsonString(place.id)),\"name\":\(BatchText.jsonString(place.name))"
          + ",\"country\":\(place.country.map(BatchText.jsonString) ?? "null")"
          + ",\"latitude\":\(place.coordinates.latitude),\"longitude\":\(place.coordinates.longitude)"
          + ",\"timeZone\":\(BatchText.jsonString(job.zones[place.zone].name))"
          + ",\"method\":\(BatchText.jsonString(method.name))"
          + ",\"asr\":\"\(method.parameters.asr == .hanafi ? "hanafi" : "standard")\",\"days\":["
        out.append(Array(head.utf8))
      }
    }
    var firstDay = true
    for d in 0..<dayCount {
      let times = days[d]
      // A date the zone skips has no row: its solar day belongs to the next date.
      guard zone.localDayNumber(times.transit) == tables.dayNumbers[d] else { continue }
      summary.rows += 1
      if mode == .compute {
        summary.checksum += times.fajr.instant?.value ?? 0
        continue
      }
      var estimated: UInt16 = 0
      if csv {
        out.append(prefix)
        out.append(tables.datePrefix[d])
        for (k, kind) in BatchText.kinds.enumerated() {
          if k > 0 { out.byte(44) }
          if case .at(let instant, let origin) = times[kind] {
            out.clock(zone.localMillis(instant), milliseconds: milliseconds)
            if origin.isEstimated { estimated |= 1 << k }
          }
        }
        out.byte(44)
        var firstName = true
        for k in 0..<BatchText.kinds.count where estimated & (1 << k) != 0 {
          if !firstName { out.byte(32) }
          out.append(BatchText.names[k])
          firstName = false
        }
        out.byte(13)
        out.byte(10)
      } else {
        if !firstDay { out.byte(44) }
        firstDay = false
        out.append(tables.datePrefix[d])
        for (k, kind) in BatchText.kinds.enumerated() {
          out.append(BatchText.jsonKeys[k])
          if case .at(let instant, let origin) = times[kind] {
            out.byte(34)
            out.clock(zone.localMillis(instant), milliseconds: milliseconds)
            out.byte(34)
            if origin.isEstimated { estimated |= 1 << k }
          } else {
            out.append(BatchText.null)
          }
        }
        out.append(BatchText.estimatedKey)
        var firstName = true
        for k in 0..<BatchText.kinds.count where estimated & (1 << k) != 0 {
          if !firstName { out.byte(44) }
          out.byte(34)
          out.append(BatchText.names[k])
          out.byte(34)
          firstName = false
        }
        out.byte(93)  // ]
        out.byte(125)  // }
      }
      try out.flushIfFull()
    }
    if mode != .compute, !csv { out.append(BatchText.placeEnd) }
  }
}

extension BatchText {
  static let null = Array("null".utf8)
  static let estimatedKey = Array(",\"estimated\":[".utf8)
  static let placeEnd = Array("]}".utf8)
}
