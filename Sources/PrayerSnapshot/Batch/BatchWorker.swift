import Astro
import Foundation
import Hijri

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time of the calling thread, ns: what the work cost, even on a machine shared with
/// other processes.
func threadCPUNanoseconds() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// The text pieces that do not change from row to row.
enum BatchText {
  /// The times of a row, in the order of the day.
  static let kinds: [TimeKind] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]

  static let csvHeader = Array(
    ("id,name,date,hijri," + kinds.map(\.rawValue).joined(separator: ",") + ",estimated\r\n").utf8)

  /// A CSV field (``CSV/field(_:)``).
  static func csvField(_ s: String) -> String { CSV.field(s) }

  /// A JSON string literal.
  static func jsonString(_ s: String) -> String { "\"" + TextEscaping.json(s) + "\"" }
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

  /// The identifier of the calendar of a file's first place (a file's places share a country,
  /// so a calendar, unless a places file mixes rows no country claims).
  private func calendarName(_ file: BatchFile) -> String {
    job.calendars[file.places.first.map { job.places[$0].calendar } ?? 0].identifier
  }

  /// The file's header, its places, its end.
  private func write(_ file: BatchFile) throws(BatchError) {
    let text = job.mode != .compute
    switch job.format {
    case .csv:
      if text { out.append(BatchText.csvHeader) }
    case .json:
      if text {
        var head = "{\"schemaVersion\":\(BatchJob.jsonSchemaVersion),\"year\":\(job.year),\"calendar\":\(BatchText.jsonString(calendarName(file)))"
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
    let jakim = job.methods[place.method].jakimZone
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
    let ramadan = tables.inRamadan[place.calendar]
    // A JAKIM zone's times are computed at its points, sunrise at its own (as ``Timetable``).
    var calculator = PrayerCalculator(
      coordinates: jakim?.prayerPoint ?? place.coordinates, parameters: parameters,
      ephemeris: tables.ephemeris)
    for d in 0..<dayCount {
      days.append(
        calculator.times(
          on: tables.dates[d], utcOffsetSeconds: tables.noonOffsets[noonBase + d],
          inRamadan: ramadan[d]))
    }
    if let jakim {
      var sunrise = PrayerCalculator(
        coordinates: jakim.sunrisePoint, parameters: parameters, ephemeris: tables.ephemeris)
      for d in 0..<dayCount {
        let other = sunrise.times(
          on: tables.dates[d], utcOffsetSeconds: tables.noonOffsets[noonBase + d], inRamadan: ramadan[d])
        days[d] = days[d].taking([.sunrise], from: other)
      }
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
          + ",\"asr\":\"\(method.parameters.asr == .hanafi ? "hanafi" : "standard")\""
          + ",\"jakimZone\":\(method.jakimZone.map { BatchText.jsonString($0.code) } ?? "null"),\"days\":["
        out.append(Array(head.utf8))
      }
    }
    var rows = 0
    var checksum = 0.0
    let dayNumbers = tables.dayNumbers
    let datePrefix = tables.datePrefix[place.calendar]
    let limit = BatchOutput.capacity - BatchOutput.reserve
    let columns = batchColumns
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
        } else if rows > 1 {
          put(&p, 44)
        }
        put(&p, datePrefix, d)
        for k in 0..<columns.count {
          if csv {
            if k > 0 { put(&p, 44) }
          } else {
            put(&p, ",\"")
            put(&p, columns[k].name)
            put(&p, "\":")
          }
          putTime(&p, times[columns[k].kind], zone, milliseconds, k, &estimated, json: !csv)
        }
        if csv {
          put(&p, 44)
          putEstimated(&p, estimated, json: false)
          put(&p, 13)
          put(&p, 10)
        } else {
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

/// The eight times of a row, in order: each one's kind and its name (the JSON key, and the word
/// in the `estimated` list). Bit `k` of a row's `estimated` mask is column `k`.
private let batchColumns: [(kind: TimeKind, name: StaticString)] = [
  (.imsak, "imsak"), (.fajr, "fajr"), (.sunrise, "sunrise"), (.dhuhr, "dhuhr"),
  (.asr, "asr"), (.sunset, "sunset"), (.maghrib, "maghrib"), (.isha, "isha"),
]

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
    put(&p, batchColumns[k].name)
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
