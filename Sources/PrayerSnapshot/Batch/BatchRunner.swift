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
  let datePrefix: BatchDatePrefixes
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
    // An astronomical calendar predicts each month of the range once.
    let calendar = job.hijriCalendar.precomputingMonths(from: first, through: last)
    for date in dates {
      let hijri = try? calendar.hijri(from: date)
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
    datePrefix = BatchDatePrefixes(prefixes)
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
    // The worker's array, taken for this place (a local: no exclusivity checks) and given back.
    var days = self.days
    self.days = []
    defer { self.days = days }
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
    var rows = 0
    var checksum = 0.0
    let dayNumbers = tables.dayNumbers
    let datePrefix = tables.datePrefix
    let limit = BatchOutput.capacity - BatchOutput.reserve
    try prefix.withUnsafeBufferPointer { (prefix) throws(BatchError) in
      for d in 0..<dayCount {
        // A date the zone skips has no row: its solar day belongs to the next date.
        guard zone.localDayNumber(days[d].transit) == dayNumbers[d] else { continue }
        rows += 1
        if mode == .compute {
          checksum += days[d].fajr.instant?.value ?? 0
          continue
        }
        // The row, written at a raw cursor (a row is far shorter than the room kept free).
        var p = out.base + out.count
        var estimated: UInt8 = 0
        let times = days[d]
        if csv {
          put(&p, prefix)
          put(&p, datePrefix, d)
          putTime(&p, times.imsak, zone, milliseconds, 0, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.fajr, zone, milliseconds, 1, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.sunrise, zone, milliseconds, 2, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.dhuhr, zone, milliseconds, 3, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.asr, zone, milliseconds, 4, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.sunset, zone, milliseconds, 5, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.maghrib, zone, milliseconds, 6, &estimated, json: false)
          put(&p, 44)
          putTime(&p, times.isha, zone, milliseconds, 7, &estimated, json: false)
          put(&p, 44)
          putEstimated(&p, estimated, json: false)
          put(&p, 13)
          put(&p, 10)
        } else {
          if rows > 1 { put(&p, 44) }
          put(&p, datePrefix, d)
          put(&p, ",\"imsak\":")
          putTime(&p, times.imsak, zone, milliseconds, 0, &estimated, json: true)
          put(&p, ",\"fajr\":")
          putTime(&p, times.fajr, zone, milliseconds, 1, &estimated, json: true)
          put(&p, ",\"sunrise\":")
          putTime(&p, times.sunrise, zone, milliseconds, 2, &estimated, json: true)
          put(&p, ",\"dhuhr\":")
          putTime(&p, times.dhuhr, zone, milliseconds, 3, &estimated, json: true)
          put(&p, ",\"asr\":")
          putTime(&p, times.asr, zone, milliseconds, 4, &estimated, json: true)
          put(&p, ",\"sunset\":")
          putTime(&p, times.sunset, zone, milliseconds, 5, &estimated, json: true)
          put(&p, ",\"maghrib\":")
          putTime(&p, times.maghrib, zone, milliseconds, 6, &estimated, json: true)
          put(&p, ",\"isha\":")
          putTime(&p, times.isha, zone, milliseconds, 7, &estimated, json: true)
          put(&p, ",\"estimated\":[")
          putEstimated(&p, estimated, json: true)
          put(&p, "]}")
        }
        out.count = p - out.base
        if out.count > limit { try out.flush() }
      }
    }
    summary.rows += rows
    summary.checksum += checksum
    if mode != .compute, !csv { out.append(BatchText.placeEnd) }
  }
}

// MARK: - Writing at a raw cursor

@inline(__always) private func put(_ p: inout UnsafeMutablePointer<UInt8>, _ byte: UInt8) {
  p.pointee = byte
  p += 1
}

@inline(__always) private func put(_ p: inout UnsafeMutablePointer<UInt8>, _ text: StaticString) {
  p.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
  p += text.utf8CodeUnitCount
}

@inline(__always) private func put(_ p: inout UnsafeMutablePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) {
  guard let base = bytes.baseAddress else { return }
  p.update(from: base, count: bytes.count)
  p += bytes.count
}

/// The text of date `d` of a ``BatchDatePrefixes``.
@inline(__always) private func put(_ p: inout UnsafeMutablePointer<UInt8>, _ prefixes: BatchDatePrefixes, _ d: Int) {
  let start = prefixes.start[d]
  let count = prefixes.start[d + 1] - start
  p.update(from: prefixes.bytes + start, count: count)
  p += count
}

/// Two decimal digits.
@inline(__always) private func put2(_ p: inout UnsafeMutablePointer<UInt8>, _ v: Int) {
  p[0] = UInt8(truncatingIfNeeded: 48 + v / 10)
  p[1] = UInt8(truncatingIfNeeded: 48 + v % 10)
  p += 2
}

/// `HH:mm` (or `HH:mm:ss.SSS`) of a time in the zone, quoted for JSON; nothing (csv) or `null`
/// (json) when it does not happen. Sets bit `k` of `estimated` for a time from a rule.
@inline(__always) private func putTime(
  _ p: inout UnsafeMutablePointer<UInt8>, _ time: PrayerTime, _ zone: ZoneOffsets,
  _ milliseconds: Bool, _ k: Int, _ estimated: inout UInt8, json: Bool
) {
  guard case .at(let instant, let origin) = time else {
    if json { put(&p, "null") }
    return
  }
  if json { put(&p, 34) }
  var ms = zone.localMillis(instant) % 86_400_000
  if ms < 0 { ms += 86_400_000 }
  let s = ms / 1000
  put2(&p, s / 3600)
  put(&p, 58)  // :
  put2(&p, s / 60 % 60)
  if milliseconds {
    put(&p, 58)
    put2(&p, s % 60)
    put(&p, 46)  // .
    let f = ms % 1000
    put(&p, UInt8(truncatingIfNeeded: 48 + f / 100))
    put2(&p, f % 100)
  }
  if json { put(&p, 34) }
  if origin == .highLatitudeRule || origin == .polarResolution { estimated |= 1 << k }
}

/// The names of the estimated times: `fajr isha` (csv) or `"fajr","isha"` (json).
@inline(__always) private func putEstimated(_ p: inout UnsafeMutablePointer<UInt8>, _ estimated: UInt8, json: Bool) {
  guard estimated != 0 else { return }
  var first = true
  for k in 0..<8 where estimated & (1 << k) != 0 {
    if !first { put(&p, json ? 44 : 32) }
    first = false
    if json { put(&p, 34) }
    switch k {
    case 0: put(&p, "imsak")
    case 1: put(&p, "fajr")
    case 2: put(&p, "sunrise")
    case 3: put(&p, "dhuhr")
    case 4: put(&p, "asr")
    case 5: put(&p, "sunset")
    case 6: put(&p, "maghrib")
    default: put(&p, "isha")
    }
    if json { put(&p, 34) }
  }
}

/// The text of each date, one buffer: date `d` is `bytes[start[d] ..< start[d + 1]]`. Owned by
/// one worker's tables (never shared between threads).
final class BatchDatePrefixes: @unchecked Sendable {
  let bytes: UnsafeMutablePointer<UInt8>
  let start: [Int]

  init(_ prefixes: [[UInt8]]) {
    var start = [0]
    for p in prefixes { start.append(start[start.count - 1] + p.count) }
    bytes = .allocate(capacity: max(1, start[start.count - 1]))
    var q = bytes
    for p in prefixes {
      p.withUnsafeBufferPointer { b in
        if let a = b.baseAddress { q.update(from: a, count: b.count) }
      }
      q += p.count
    }
    self.start = start
  }

  deinit { bytes.deallocate() }
}

extension BatchText {
  static let placeEnd = Array("]}".utf8)
}
