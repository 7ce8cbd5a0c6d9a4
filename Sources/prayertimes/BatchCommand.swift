import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes batch`: every place of the embedded table (or of a CSV file), every day of a
/// year, into one file per country or per place, on all cores (``BatchJob``). This reads the
/// options, chooses each place's zone and method as the main command would, and shows progress.
enum BatchCommand {
  static let name = "batch"

  static let usage =
    "prayertimes batch --places all|FILE --year YYYY --out DIR [--format csv|json] "
    + "[--split country|place] [--shard K/N] [--threads N] [--tz ZONE] [--method ID] [options]"

  /// For the top-level help.
  static let synopsis = "batch --places all|FILE --year YYYY --out DIR [options]"
  static let summary = "A year of times for every place (or a file's), one file per country or place."

  /// The options this subcommand reads itself.
  static let ownOptions: Set<String> = [
    "--places", "--year", "--days", "--out", "--format", "--split", "--shard", "--threads", "--tz",
    "--measure",
  ]

  /// The main command's method and calendar options, read by its parser (``parseOptions(_:)``).
  static let methodOptions: Set<String> = Set([
    "--method", "--fajr-angle", "--isha-angle", "--isha-interval", "--maghrib-angle", "--asr",
    "--high-lat", "--polar", "--midnight", "--shafaq", "--rounding", "--adjust", "--ramadan-isha",
  ]).union(CalendarOptions.valueOptions(adjust: "--hijri-adjust"))

  /// Main-command options that do not apply, with the reason.
  static let notApplicable: [(String, String)] =
    ["--lat", "--lon", "--city"].map {
      ($0, "the places come from '--places all' (the embedded table) or '--places FILE' (a CSV file)")
    } + [
      ("--date", "a batch starts on 1 January: choose the year with '--year YYYY' (and '--days N')"),
      ("--elevation", "the places are taken at sea level (elevation 0)"),
      ("--now", "a batch has no 'today'"),
      ("--marks", "it is an option of '--format snapshot'"),
    ] + ["--locale", "--clock", "--digits", "--place"].map {
      ($0, "csv and json are for programs (ASCII digits, 24-hour local times)")
    }

  static let maximumThreads = 256

  static let help = """
    OVERVIEW: Computes the prayer times of every day of a year for many places at once: every
    place of the embedded GeoNames table (\(PlaceOptions.grouped(PlaceIndex.shared.count)) places: \
    the towns of 15,000+ people and a few
    hundred that mark zone borders) or the places of a CSV file, on all cores, into one file per
    country (default) or per place in DIR. Each file is streamed and then put in place
    atomically (written beside it, flushed, renamed over it); DIR also gets places.csv, the list
    of the places with the zone, method and file of each.

    USAGE: \(usage)

    OPTIONS:
      --places all|FILE       all: the embedded table, each place with its own IANA zone and its
                              country's usual method. FILE: a CSV file of places (a file named
                              'all': ./all), see PLACES FILE below. (required)
      --year YYYY             The calendar year, 1600...2100: every date from 1 January to
                              31 December (a date the zone skips, as Samoa skipped 2011-12-30,
                              has no row). (required)
      --days N                Only the first N days of the year, 1...366 (at most the year's)
                              (default: the whole year).
      --out DIR               The directory of the files (created if missing). Files of the same
                              names are replaced; other files are left alone. (required)
      --format csv|json       csv: RFC 4180, one row per place and date:
                                id,name,date,hijri,imsak,fajr,sunrise,dhuhr,asr,sunset,maghrib,isha,estimated
                              json: one compact document per file: {"year", "calendar",
                              "country" (with --split country), "places": [{"id", "name",
                              "country", "latitude", "longitude", "timeZone", "method", "asr",
                              "days": [{"date", "hijri", "imsak", …, "isha", "estimated": […]}]}]}.
                              Times are local HH:mm (HH:mm:ss.SSS with --rounding none), as in
                              the main command's csv; a time that does not happen is empty (csv)
                              or null (json); 'estimated' lists the times set by a high-latitude
                              rule or a polar resolution. (default: csv)
      --split country|place   One file per country (TR.csv; XX.csv for places of a file that
                              are 300+ km from any known place) or per place (ID.csv: the
                              GeoNames id, or the line of FILE). (default: country)
      --shard K/N             Write only shard K of N (1 <= K <= N <= 100000), for splitting a run
                              across machines with nothing shared: with --split place, block K of
                              N equal blocks of the places in order; with --split country, the
                              countries dealt largest first to the shard with the fewest places so
                              far. Every machine computes the same deal; the union of the N shards
                              is the whole run, each file written by exactly one shard. The list
                              of places is then places.K-of-N.csv. (default: 1/1)
      --threads N             Worker threads, 1...\(maximumThreads) (default: the number of cores:
                              \(ProcessInfo.processInfo.activeProcessorCount) here). The files are the same for any N.
      --tz ZONE               One zone for every place (default: --places all: the place's own
                              zone; FILE: the tz column, else the zone of the nearest place of the
                              table within 300 km, else the whole-hour offset nearest the
                              longitude, as the main command chooses it).
      --method ID             One method for every place (default: a FILE's method column, else
                              the method usual in the place's country, with its Asr rule; mwl
                              where no country is known). One of:
    \(HelpText.wrap(CalculationMethod.allCases.map(\.rawValue).joined(separator: ", ") + ".", width: 94, indent: String(repeating: " ", count: 26)))
      --measure compute|format
                              Measure instead of writing: compute only the times (compute), or
                              the times and their text (format); nothing is written.
      -h, --help              Show this help.

      The main command's method and calendar options apply to every place: --fajr-angle,
      --isha-angle, --isha-interval, --maghrib-angle, --asr, --high-lat, --polar, --midnight,
      --shafaq (with --method moonsighting), --rounding, --adjust, --ramadan-isha, --calendar,
      --leap-pattern, --epoch, --hijri-adjust (see 'prayertimes --help'). The method's Ramadan Isha
      applies on the days the calendar puts in Ramadan (umm-al-qura: 120 minutes after Maghrib).

    PLACES FILE: UTF-8 CSV (RFC 4180 quoting, LF or CRLF). The first line names the columns, in
    any order: name, lat, lon (required; decimal degrees, north and east positive), tz, method
    (optional; an empty cell takes the default). Blank lines and lines starting with # are
    skipped. A place's id is its line number. Every line is checked; errors name the line:

        name,lat,lon,tz,method
        Makkah,21.4225,39.8262,Asia/Riyadh,umm-al-qura
        "Washington, D.C.",38.8951,-77.0364,,
        Tromsø,69.6496,18.9560,,

    PROGRESS: on a terminal, a progress bar on standard error; otherwise only the closing line
    (files, bytes, places, days, seconds).

    EXAMPLES:
      prayertimes batch --places all --year 2026 --out times-2026
      prayertimes batch --places all --year 2026 --format json --split place --out json-2026
      prayertimes batch --places all --year 2026 --shard 3/8 --split place --out part3
      prayertimes batch --places mosques.csv --year 2027 --method isna --asr hanafi --out out

    EXIT STATUS: 0 written, 1 a file cannot be written (nothing is replaced), 2 usage error (a bad
    option, value or places file; nothing is written).
    """

  /// Runs the subcommand and exits: 0 written, 1 a file cannot be written, 2 usage error.
  static func main(_ arguments: [String]) -> Never {
    let start = DispatchTime.now().uptimeNanoseconds
    let job: BatchJob
    let notes: [String]
    do {
      guard let (j, n) = try plan(arguments) else {
        print(help)
        exit(0)
      }
      (job, notes) = (j, n)
    } catch {
      exitWithUsageError(error.message, usage: usage, command: name)
    }
    for note in notes { printError(note) }
    let planned = DispatchTime.now().uptimeNanoseconds
    let files = job.files()
    let total = files.reduce(0) { $0 + $1.places.count }
    let bar = ProgressBar(total: total, label: "\(job.year)", enabled: isatty(STDERR_FILENO) == 1)
    let summary: BatchSummary
    do {
      summary = try job.run(progress: { bar.advance($0) })
    } catch {
      bar.finish()
      printError("Error: \(error.description)")
      exit(1)
    }
    bar.finish()
    printError(report(summary, job: job, start: start, planned: planned))
    exit(0)
  }

  /// The closing line: what was written, and where the time went.
  static func report(_ s: BatchSummary, job: BatchJob, start: UInt64, planned: UInt64) -> String {
    let now = DispatchTime.now().uptimeNanoseconds
    let seconds = Double(now - start) / 1e9
    func perDay(_ ns: UInt64) -> String {
      String(format: "%.2f", s.locationDays > 0 ? Double(ns) / 1e3 / Double(s.locationDays) : 0)
    }
    let threads = "\(job.threads) thread\(job.threads == 1 ? "" : "s")"
    let what =
      "\(PlaceOptions.grouped(s.places)) place\(s.places == 1 ? "" : "s") × \(s.days) day\(s.days == 1 ? "" : "s") "
      + "(\(PlaceOptions.grouped(s.rows)) rows) in " + String(format: "%.2f s", seconds)
      + " on \(threads) (places "
      + String(format: "%.2f s", Double(planned - start) / 1e9) + ", year tables "
      + String(format: "%.2f s", Double(s.setupNanoseconds) / 1e9)
      + (job.mode == .write
        ? ", flush and rename " + String(format: "%.2f s", Double(s.commitNanoseconds) / 1e9) : "")
      + "); CPU per place-day: astronomy \(perDay(s.astronomyNanoseconds)) µs, "
      + "the rest \(perDay(s.restNanoseconds)) µs"
    switch job.mode {
    case .write:
      return "Wrote \(s.files) \(job.format.rawValue) file\(s.files == 1 ? "" : "s") "
        + "(\(byteSize(s.bytes))) and \(s.manifest ?? "") to \(job.directory): \(what)."
    case .format:
      return "Measured (--measure format, nothing written): \(byteSize(s.bytes)) of "
        + "\(job.format.rawValue), \(what)."
    case .compute:
      return "Measured (--measure compute, nothing written): \(what); checksum \(s.checksum)."
    }
  }

  /// `1.52 GB`, `340 KB`, `12 bytes`.
  static func byteSize(_ n: Int) -> String {
    if n >= 1_000_000_000 { return String(format: "%.2f GB", Double(n) / 1e9) }
    if n >= 1_000_000 { return String(format: "%.1f MB", Double(n) / 1e6) }
    if n >= 1000 { return "\(n / 1000) KB" }
    return "\(n) bytes"
  }

  /// Reads the arguments (after `batch`) and builds the job; `nil` when help was asked for.
  static func plan(_ arguments: [String]) throws(UsageError) -> (BatchJob, [String])? {
    var own: [String: String] = [:]
    var passed: [String: String] = [:]
    var i = 0
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if arg == "-h" || arg == "--help" { return nil }
      var (name, value) = splitOption(arg)
      if let reason = notApplicable.first(where: { $0.0 == name })?.1 {
        throw UsageError(message: "'\(name)' does not apply to 'batch': \(reason)")
      }
      guard ownOptions.contains(name) || methodOptions.contains(name) else {
        if arg.hasPrefix("-") { throw UsageError(message: "unknown option '\(name)'") }
        throw UsageError(message: "unexpected argument '\(arg)'")
      }
      if value == nil {
        guard i < arguments.count else { throw UsageError(message: "missing value for '\(name)'") }
        if arguments[i] == "-h" || arguments[i] == "--help" { return nil }
        value = arguments[i]
        i += 1
      }
      guard own[name] == nil, passed[name] == nil else {
        throw UsageError(message: "'\(name)' given twice")
      }
      if ownOptions.contains(name) { own[name] = value } else { passed[name] = value }
    }

    // What to compute and how to write it.
    guard let placesText = own["--places"] else {
      throw UsageError(message: "missing '--places all|FILE' (every place of the table, or a CSV file of places)")
    }
    guard let yearText = own["--year"] else {
      throw UsageError(message: "missing '--year YYYY' (the calendar year, \(supportedYearsText))")
    }
    let year = try supportedYear(yearText)
    var days: Int?
    if let text = own["--days"] {
      let length = CivilDate.isLeapYear(year) ? 366 : 365
      guard let n = Int(text), (1...length).contains(n), text.allSatisfy(\.isASCII) else {
        throw UsageError(message: "'--days' needs a whole number 1...\(length) (the days of \(year)), got '\(text)'")
      }
      days = n
    }
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, _: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
      guard let text = own[name] else { return nil }
      guard let value = T(rawValue: text) else {
        throw UsageError(
          message:
            "the value '\(text)' is invalid for '\(name)': use one of "
            + T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
      }
      return value
    }
    let format = try choice("--format", BatchFormat.self) ?? .csv
    let split = try choice("--split", BatchSplit.self) ?? .country
    var mode = BatchMode.write
    if let text = own["--measure"] {
      guard text == "compute" || text == "format", let m = BatchMode(rawValue: text) else {
        throw UsageError(message: "the value '\(text)' is invalid for '--measure': use one of 'compute', 'format'")
      }
      mode = m
    }
    var shard = BatchShard.whole
    if let text = own["--shard"] {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
        let k = Int(parts[0]), let n = Int(parts[1]), n <= 100_000, let s = BatchShard(index: k, count: n)
      else {
        throw UsageError(
          message: "'--shard' needs K/N with 1 <= K <= N <= 100000 (shard K of N), e.g. 3/8, got '\(text)'")
      }
      shard = s
    }
    var threads = ProcessInfo.processInfo.activeProcessorCount
    if let text = own["--threads"] {
      guard let n = Int(text), (1...maximumThreads).contains(n), text.allSatisfy(\.isASCII) else {
        throw UsageError(message: "'--threads' needs a whole number 1...\(maximumThreads), got '\(text)'")
      }
      threads = n
    }
    var tz: ZoneSpec?
    if let text = own["--tz"] {
      do { tz = try ZoneSpec(parsing: text) } catch { throw UsageError(message: "'--tz': \(error.description)") }
    }
    if passed["--shafaq"] != nil, passed["--method"] != "moonsighting" {
      throw UsageError(
        message: "'--shafaq' applies only to '--method moonsighting' (give it, for every place)")
    }
    let givenMethod: CalculationMethod?
    if let text = passed["--method"] {
      guard let m = CalculationMethod(rawValue: text) else {
        throw UsageError(
          message:
            "the value '\(text)' is invalid for '--method': use one of "
            + CalculationMethod.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
      }
      givenMethod = m
    } else {
      givenMethod = nil
    }
    let asrGiven = passed["--asr"] != nil

    // The parameters of a method with the options applied, read by the main command's parser.
    let optionArguments = passed.filter { $0.key != "--method" }.sorted { $0.key < $1.key }
      .flatMap { [$0.key, $0.value] }
    func parameters(_ method: CalculationMethod) throws(UsageError) -> (CalculationParameters, HijriCalendar) {
      guard
        let options = try parseOptions(
          ["--lat", "0", "--lon", "0", "--tz", "UTC", "--method", method.rawValue] + optionArguments)
      else { throw UsageError(message: "unexpected '--help'") }
      return (options.parameters, options.hijriCalendar)
    }
    // Check the options once, before the places.
    let (_, hijriCalendar) = try parameters(givenMethod ?? .mwl)

    guard let out = own["--out"] else {
      throw UsageError(message: "missing '--out DIR' (the directory to write the files in)")
    }
    guard !out.isEmpty else { throw UsageError(message: "'--out' needs a directory path, got ''") }
    var info = stat()
    if mode == .write, stat(out, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      throw UsageError(
        message: "'--out' '\(out)' exists and is not a directory: give a directory (it is created if missing)")
    }
    let directory = out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out

    // The places, their zones and methods.
    var zones: [ZoneSpec] = []
    var zoneIndex: [String: Int] = [:]
    func zone(_ spec: ZoneSpec) -> Int {
      if let i = zoneIndex[spec.name] { return i }
      zones.append(spec)
      zoneIndex[spec.name] = zones.count - 1
      return zones.count - 1
    }
    struct MethodKey: Hashable {
      var method: CalculationMethod
      var countryAsr: AsrRule?
    }
    var methods: [BatchMethod] = []
    var methodIndex: [MethodKey: Int] = [:]
    func method(_ explicit: CalculationMethod?, country: String?) throws(UsageError) -> Int {
      var key: MethodKey
      if let m = explicit ?? givenMethod {
        key = MethodKey(method: m, countryAsr: nil)
      } else {
        let entry = MethodChoice.entry(forCountry: country ?? "*")
        key = MethodKey(method: entry.method, countryAsr: asrGiven ? nil : entry.asr)
      }
      if let i = methodIndex[key] { return i }
      var (p, _) = try parameters(key.method)
      if let asr = key.countryAsr { p.asr = asr }
      methods.append(BatchMethod(name: key.method.rawValue, parameters: p))
      methodIndex[key] = methods.count - 1
      return methods.count - 1
    }
    var places: [BatchPlace] = []
    var notes: [String] = []
    if placesText == "all" {
      let index = PlaceIndex.shared
      places.reserveCapacity(index.count)
      var tableZones: [String: ZoneSpec] = [:]
      for row in 0..<index.count {
        let p = index.place(at: row)
        var spec = tz
        if spec == nil {
          if let known = tableZones[p.zoneIdentifier] {
            spec = known
          } else if let parsed = try? ZoneSpec(parsing: p.zoneIdentifier) {
            tableZones[p.zoneIdentifier] = parsed
            spec = parsed
          } else {
            spec = ZoneInference.fixedOffset(longitude: p.coordinates.longitude)
          }
        }
        places.append(
          BatchPlace(
            id: String(p.geonameID), name: p.name, country: p.countryCode, coordinates: p.coordinates,
            zone: zone(spec!), method: try method(nil, country: p.countryCode)))
      }
    } else {
      let path = placesText
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError(message: "'--places' '\(path)': no such file (give 'all' or a CSV file of places)")
      }
      guard !isDirectory.boolValue else {
        throw UsageError(message: "'--places' '\(path)' is a directory: give 'all' or a CSV file of places")
      }
      let bytes: [UInt8]
      switch readFile(path) {
      case .success(let b): bytes = b
      case .failure(let reason):
        throw UsageError(message: "'--places' '\(path)' cannot be read: \(reason)")
      }
      let rows: [BatchPlaceFile.Row]
      do {
        rows = try BatchPlaceFile.parse(bytes)
      } catch {
        throw UsageError(message: "bad places file '\(path)':\n  " + error.description.replacingOccurrences(of: "\n", with: "\n  "))
      }
      var unknownCountry = 0
      var inferredZones: [String: ZoneSpec] = [:]
      for row in rows {
        var country: String?
        var spec = row.zone ?? tz
        // The country (of the nearest place within 300 km) names the file and, without a
        // method, chooses it; the zone, without one.
        let inferred = ZoneInference.zoneAndCountry(row.coordinates, zones: &inferredZones)
        country = inferred.country
        if spec == nil { spec = inferred.zone }
        if country == nil { unknownCountry += 1 }
        places.append(
          BatchPlace(
            id: String(row.line), name: row.name, country: country, coordinates: row.coordinates,
            zone: zone(spec!), method: try method(row.method, country: country)))
      }
      if unknownCountry > 0, split == .country {
        notes.append(
          "Note: \(unknownCountry) place\(unknownCountry == 1 ? " is" : "s are") more than "
            + "\(Int(ZoneInference.maximumDistanceKm)) km from any place of the table: no country is "
            + "known (file \(BatchJob.unknownCountry).\(format.rawValue)).")
      }
    }
    let job = BatchJob(
      year: year, days: days, places: places, zones: zones, methods: methods, hijriCalendar: hijriCalendar,
      format: format, split: split, shard: shard, threads: threads, directory: directory, mode: mode)
    return (job, notes)
  }
}

/// Why a file could not be read.
struct ReadFailure: Error, CustomStringConvertible {
  let description: String
}

/// The bytes of a file, or why they cannot be read (`strerror`).
func readFile(_ path: String) -> Result<[UInt8], ReadFailure> {
  let fd = open(path, O_RDONLY)
  guard fd >= 0 else { return .failure(ReadFailure(description: String(cString: strerror(errno)))) }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 {
      if errno == EINTR { continue }
      return .failure(ReadFailure(description: String(cString: strerror(errno))))
    }
    if n == 0 { return .success(bytes) }
    bytes += chunk[0..<n]
  }
}

/// A progress bar on standard error (a terminal only): places done of all, elapsed time, and
/// the time left, redrawn ten times a second.
final class ProgressBar: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let label: String
  private var done = 0
  private let start = DispatchTime.now()
  private var timer: DispatchSourceTimer?
  /// Where the bar is drawn, one draw at a time.
  private let queue = DispatchQueue(label: "prayertimes.batch.progress")

  init(total: Int, label: String, enabled: Bool) {
    self.total = total
    self.label = label
    guard enabled, total > 0 else { return }
    let t = DispatchSource.makeTimerSource(queue: queue)
    t.setEventHandler { [weak self] in self?.draw() }
    timer = t
    queue.sync { draw() }
    t.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
    t.resume()
  }

  /// `n` more places done (called by the workers).
  func advance(_ n: Int) {
    lock.lock()
    done += n
    lock.unlock()
  }

  private func draw() {
    lock.lock()
    let done = self.done
    lock.unlock()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    let fraction = total > 0 ? Double(done) / Double(total) : 1
    let width = 30
    let filled = min(width, Int(fraction * Double(width)))
    var line = "\r\u{1B}[K\(label) [" + String(repeating: "█", count: filled)
      + String(repeating: "░", count: width - filled) + "] "
      + String(format: "%3d%% ", Int(fraction * 100))
      + "\(PlaceOptions.grouped(done))/\(PlaceOptions.grouped(total)) places · "
      + String(format: "%.1f s", elapsed)
    if done > 0, done < total {
      line += String(format: " · %.0f s left", elapsed / Double(done) * Double(total - done))
    }
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Stops drawing and clears the line.
  func finish() {
    guard let timer else { return }
    timer.cancel()
    self.timer = nil
    // Let a draw in progress end before the line is cleared.
    queue.sync {}
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
