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
  /// method,asr,file,calendar,jakimZone` (the JAKIM zone whose times the place takes, else empty).
  private func writeManifest() throws(BatchError) -> (String, String, Int) {
    let out = BatchOutput()
    let target = directory + "/" + manifestName
    let scratch = directory + "/." + manifestName + ".scratch"
    try out.open(scratch)
    out.append(Array("id,name,country,latitude,longitude,timeZone,method,asr,file,calendar,jakimZone\r\n".utf8))
    var mine = [Bool](repeating: false, count: places.count)
    for file in files() { for p in file.places { mine[p] = true } }
    for (i, place) in places.enumerated() where mine[i] {
      let method = methods[place.method]
      let fields = [
        place.id, place.name, place.country ?? "", "\(place.coordinates.latitude)",
        "\(place.coordinates.longitude)", zones[place.zone].name, method.name,
        method.parameters.asr == .hanafi ? "hanafi" : "standard",
        fileName(of: place) + "." + fileExtension, calendars[place.calendar].identifier,
        method.jakimZone?.code ?? "",
      ]
      out.append(Array((fields.map(BatchText.csvField).joined(separator: ",") + "\r\n").utf8))
      try out.flushIfFull()
    }
    try out.close()
    return (scratch, target, out.written)
  }
}
