import Astro
import Dispatch
import Foundation
import PrayerSnapshot

/// `prayertimes batch`: every place of the embedded table (or of a CSV file), every day of a
/// year, into one file per country or per place, on all cores (``BatchJob``). This reads the
/// options, chooses each place's zone and method as the main command would, and shows progress.
enum BatchCommand: Command {
  static let maximumThreads = 256
  static let measure = Choice(options: [("compute", BatchMode.compute), ("format", .format)])

  static let description = CommandDescription(
    name: "batch",
    summary: "A year of times for every place (or a file's), one file per country or place.",
    synopsis: "batch --places all|FILE --year YYYY --out DIR [options]",
    usage:
      "prayertimes batch --places all|FILE --year YYYY --out DIR [--format csv|json] [--split "
        + "country|place] [--shard K/N] [--threads N] [--tz ZONE] [--method ID] [options]",
    overview:
      "Computes the prayer times of every day of a year for many places at once: every place of the "
        + "embedded GeoNames table (\(NumberText.grouped(PlaceIndex.shared.count)) places: the "
        + "towns of 15,000+ people and a few hundred that mark zone borders) or the places of a CSV "
        + "file, on all cores, into one file per country (default) or per place in DIR. Each file "
        + "is streamed and then put in place atomically (written beside it, flushed, renamed over "
        + "it); DIR also gets places.csv, the list of the places with the zone, method, JAKIM zone, "
        + "calendar and file of each.",
    options: [
      OptionRow("--places all|FILE", "all: the embedded table, each place with its own IANA zone "
        + "and its country's usual method. FILE: a CSV file of places (a file named 'all': ./all), "
        + "see PLACES FILE below. (required)"),
      OptionRow("--year YYYY", "The calendar year, \(supportedYearsText): every date from 1 January "
        + "to 31 December (a date the zone skips, as Samoa skipped 2011-12-30, has no row). "
        + "(required)"),
      OptionRow("--days N", "Only the first N days of the year, 1...366 (at most the year's).",
        default: "the whole year"),
      OptionRow("--out DIR", "The directory of the files (created if missing). Files of the same "
        + "names are replaced; other files are left alone. (required)"),
      OptionRow("--format csv|json", "The files' format.\ncsv: RFC 4180, one row per place and "
        + "date:\n  "
        + "id,name,date,hijri,imsak,fajr,sunrise,dhuhr,asr,sunset,maghrib,isha,estimated\njson: one "
        + "compact document per file: {\"schemaVersion\", \"year\", \"calendar\", \"country\" (with --split country), "
        + "\"places\": [{\"id\", \"name\", \"country\", \"latitude\", \"longitude\", \"timeZone\", "
        + "\"method\", \"asr\", \"jakimZone\", \"days\": [{\"date\", \"hijri\", \"imsak\", …, \"isha\", "
        + "\"estimated\": […]}]}]}.\nTimes are local HH:mm (HH:mm:ss.SSS with --rounding none), as "
        + "in the main command's csv; a time that does not happen is empty (csv) or null (json); "
        + "'estimated' lists the times set by a high-latitude rule or a polar resolution.",
        default: "csv"),
      OptionRow("--split country|place", "One file per country (TR.csv; XX.csv for places of a file "
        + "that are 300+ km from any known place) or per place (ID.csv: the GeoNames id, or the "
        + "line of FILE).",
        default: "country"),
      OptionRow("--shard K/N", "Write only shard K of N (1 <= K <= N <= 100000), for splitting a "
        + "run across machines with nothing shared: with --split place, block K of N equal blocks "
        + "of the places in order; with --split country, the countries dealt largest first to the "
        + "shard with the fewest places so far. Every machine computes the same deal; the union of "
        + "the N shards is the whole run, each file written by exactly one shard. The list of "
        + "places is then places.K-of-N.csv.",
        default: "1/1"),
      OptionRow("--threads N", "Worker threads, 1...\(maximumThreads). The files are the same for "
        + "any N.",
        default: "the number of cores: \(ProcessInfo.processInfo.activeProcessorCount) here"),
      OptionRow("--tz ZONE", "One zone for every place, over a FILE's tz column.",
        default: "--places all: the place's own zone; FILE: the tz column, else the zone of the "
          + "nearest place of the table within 300 km, else the whole-hour offset nearest the "
          + "longitude, as the main command chooses it"),
      OptionRow("--measure compute|format", "Measure instead of writing: compute only the times "
        + "(compute), or the times and their text (format); nothing is written."),
    ]
      + MethodSettings.rows.changing("--method") {
        $0.with(
          help: "One method for every place, over a FILE's method column.",
          default: "a FILE's method column, else the method usual in the place's country, with "
            + "its Asr rule (in Malaysia its JAKIM zone's times, as for one place: the jakimZone "
            + "of places.csv and json); mwl where no country is known")
      }
      + CalendarOptions.rows(adjust: "--hijri-adjust", strict: false),
    notApplicable: ["--lat", "--lon", "--city"].map {
      ($0, "the places come from '--places all' (the embedded table) or '--places FILE' (a CSV "
        + "file)")
    } + [
      ("--date", "a batch starts on 1 January: choose the year with '--year YYYY' (and '--days N')"),
      ("--elevation", "the places are taken at sea level, or at their own height where the method takes it (kemenag, jordan: the nearest known place's)"),
      ("--now", "a batch has no 'today'"),
      ("--marks", "it is an option of '--format snapshot'"),
    ] + ["--locale", "--clock", "--digits", "--place"].map {
      ($0, "csv and json are for programs (ASCII digits, 24-hour local times)")
    },
    sections: [
      HelpSection(
        text: "The method and calendar options apply to every place (--shafaq with --method "
          + "moonsighting). Without --calendar each place's days are dated by its country's "
          + "calendar, as for one place (turkey in TR, mabims in ID, MY, BN and SG, umm-al-qura "
          + "elsewhere; the calendar column of places.csv says which); the method's Ramadan Isha "
          + "applies on the days that calendar puts in Ramadan (umm-al-qura: 120 minutes after "
          + "Maghrib)."),
      HelpSection(
        title: "PLACES FILE",
        text: "UTF-8 CSV (RFC 4180 quoting, LF or CRLF). The first line names the columns, in any "
          + "order: name, lat, lon (required; decimal degrees, north and east positive), tz, method "
          + "(optional; an empty cell takes the default; --tz and --method, when given, win over these "
          + "columns for every row, as a flag wins over a file). Blank lines and lines starting with # are "
          + "skipped. A place's id is its line number. Every line is checked; errors name the "
          + "line:\n\n    name,lat,lon,tz,method\n    "
          + "Makkah,21.4225,39.8262,Asia/Riyadh,umm-al-qura\n    \"Washington, "
          + "D.C.\",38.8951,-77.0364,,\n    Tromsø,69.6496,18.9560,,"),
      HelpSection(
        title: "PROGRESS",
        text: "on a terminal, a progress bar on standard error; otherwise only the closing line "
          + "(files, bytes, places, days, seconds)."),
    ],
    examples: [
      "prayertimes batch --places all --year 2026 --out times-2026",
      "prayertimes batch --places all --year 2026 --format json --split place --out json-2026",
      "prayertimes batch --places all --year 2026 --shard 3/8 --split place --out part3",
      "prayertimes batch --places mosques.csv --year 2027 --method isna --asr hanafi --out out",
    ],
    exitStatus:
      "0 written, 1 a file cannot be written (nothing is replaced), 2 usage error (a bad option, "
        + "value or places file; nothing is written).")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let start = DispatchTime.now().uptimeNanoseconds
    let (job, notes) = try plan(a)
    let planned = DispatchTime.now().uptimeNanoseconds
    return CommandOutput([
      .effect { () throws(CommandFailure) -> CommandOutput in
        let total = job.files().reduce(0) { $0 + $1.places.count }
        let bar = ProgressBar(
          total: total, label: "\(job.year)", enabled: env.standardErrorIsTerminal)
        do {
          let summary = try job.run(progress: { bar.advance($0) })
          bar.finish()
          return CommandOutput([.note(report(summary, job: job, start: start, planned: planned))])
        } catch {
          bar.finish()
          throw .runtime(String(describing: error))
        }
      }
    ]).noting(notes)
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
      "\(NumberText.grouped(s.places)) place\(s.places == 1 ? "" : "s") × \(s.days) day\(s.days == 1 ? "" : "s") "
      + "(\(NumberText.grouped(s.rows)) rows) in " + String(format: "%.2f s", seconds)
      + " on \(threads) (places "
      + String(format: "%.2f s", Double(planned - start) / 1e9) + ", year tables "
      + String(format: "%.2f s", Double(s.setupNanoseconds) / 1e9)
      + (job.mode == .write
        ? ", flush and rename " + String(format: "%.2f s", Double(s.commitNanoseconds) / 1e9) : "")
      + "); CPU per place-day: astronomy \(perDay(s.astronomyNanoseconds)) µs, the rest "
        + "\(perDay(s.restNanoseconds)) µs"
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

  /// The job the arguments describe, and notes for standard error.
  static func plan(_ a: Arguments) throws(CommandFailure) -> (BatchJob, [String]) {
    // What to compute and how to write it.
    guard let placesText = a["--places"] else {
      throw .usage("missing '--places all|FILE' (every place of the table, or a CSV file of places)")
    }
    guard let yearText = a["--year"] else {
      throw .usage("missing '--year YYYY' (the calendar year, \(supportedYearsText))")
    }
    let year = try GregorianYear().parse(yearText, option: "--year")
    let length = CivilDate.isLeapYear(year) ? 366 : 365
    let days = try a.value("--days", WholeNumber(range: 1...length, note: " (the days of \(year))"))
    let format = try a.value("--format", Choice(BatchFormat.self)) ?? .csv
    let split = try a.value("--split", Choice(BatchSplit.self)) ?? .country
    let mode = try a.value("--measure", measure) ?? .write
    let shard = try a.value("--shard", ShardValue()) ?? .whole
    let threads = try a.value("--threads", WholeNumber(range: 1...maximumThreads)) ?? ProcessInfo.processInfo.activeProcessorCount
    let tz = try a.value("--tz", ZoneValue())
    let settings = try MethodSettings.settings(a)

    guard let out = a["--out"] else {
      throw .usage("missing '--out DIR' (the directory to write the files in)")
    }
    guard !out.isEmpty else { throw .usage("'--out' needs a directory path, got ''") }
    var info = stat()
    if mode == .write, stat(out, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      throw .usage(
        "'--out' '\(out)' exists and is not a directory: give a directory (it is created if "
          + "missing)")
    }
    let directory = out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out

    // The places, their zones and methods, chosen as the main command chooses them.
    var source = BatchPlan.Places.table
    if placesText != "all" {
      let path = placesText
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .usage("'--places' '\(path)': no such file (give 'all' or a CSV file of places)")
      }
      guard !isDirectory.boolValue else {
        throw .usage("'--places' '\(path)' is a directory: give 'all' or a CSV file of places")
      }
      let bytes: Data
      do { bytes = try InputFile.bytes(path, standardInput: { Data() }) } catch {
        throw .usage("'--places' \(error.why)")
      }
      do {
        source = .file(try BatchPlaceFile.parse(Array(bytes)))
      } catch {
        let lines = error.description.replacingOccurrences(of: "\n", with: "\n  ")
        throw .usage("bad places file '\(path)':\n  " + lines)
      }
    }
    let plan: BatchPlan
    do {
      plan = try BatchPlan(places: source, settings: settings, zone: tz)
    } catch {
      if case .requires(.shafaq, _, _) = error {
        throw .usage("'--shafaq' applies only to '--method moonsighting' (give it, for every place)")
      }
      throw MethodSettings.usage(error)
    }
    var notes: [String] = []
    if plan.placesWithoutCountry > 0, split == .country {
      let n = plan.placesWithoutCountry
      notes.append(
        "Note: \(n) place\(n == 1 ? " is" : "s are") more than "
          + "\(Int(ZoneInference.maximumDistanceKm)) km from any place of the table: no country "
          + "is known (file \(BatchJob.unknownCountry).\(format.rawValue)).")
    }
    let job = BatchJob(
      year: year, days: days, places: plan.places, zones: plan.zones, methods: plan.methods,
      calendars: plan.calendars,
      format: format, split: split, shard: shard, threads: threads, directory: directory, mode: mode)
    return (job, notes)
  }
}
