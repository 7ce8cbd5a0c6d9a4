// prayertimes-bench: how fast the per-day path, the Hijri conversions, the widget snapshot and
// the command line are. `swift run -c release prayertimes-bench [--json] [--quick]`; see
// README's "Benchmark" and `Scripts/count_instructions.sh`.

import Astro
import Foundation
import Hijri
import PrayerSnapshot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  Usage: prayertimes-bench [--json] [--quick] [--year YYYY] [--dir DIR]
         prayertimes-bench --workload per-day|per-day-own-sun|snapshot|hijri --iterations N
                           [--family mwl|umm-al-qura|moonsighting|mwl-high-latitude] [--year YYYY]

  Without --workload: warm-up, repetitions, and the median and spread of each measurement, as a
  table or (--json) one JSON object; about 20 s (--quick: a few seconds, fewer places and runs).
  --dir: where the snapshot is written (default: the temporary directory; its storage decides
  the fsync's cost).

  --workload runs one fixed workload once and prints its size and checksum, for counting
  instructions (Scripts/count_instructions.sh runs it under callgrind with N and 2N):
    per-day          N location-days of the family (default mwl): place after place, each over
                     365 consecutive days from 1 January (100 places, latitudes -50..55); the
                     year's shared ephemeris is built before them (N = 36500 is one full pass;
                   mwl-high-latitude: 100 places at 58-60 N over 30 days of June)
    per-day-own-sun  N location-days of mwl with no shared Sun (each place tabulates its own)
    snapshot         N widget snapshots built and encoded (Makkah, Arabic)
    hijri            N Umm al-Qura conversions Gregorian -> Hijri (consecutive days from 1900)
  Its output is one line: what ran and a checksum.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
  exit(2)
}

// MARK: - Options

var json = false
var quick = false
var year = 2026
var workloadName: String?
var iterations: Int?
var family = "mwl"
var writeDirectory: String?
do {
  var arguments = CommandLine.arguments.dropFirst()
  func value(_ name: String) -> String {
    guard let v = arguments.popFirst() else { fail("'\(name)' needs a value") }
    return v
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--quick": quick = true
    case "--year":
      guard let y = Int(value("--year")), (1900...2100).contains(y) else {
        fail("'--year' needs a year 1900...2100")
      }
      year = y
    case "--workload": workloadName = value("--workload")
    case "--iterations":
      guard let n = Int(value("--iterations")), n >= 0 else {
        fail("'--iterations' needs a whole number ≥ 0")
      }
      iterations = n
    case "--family": family = value("--family")
    case "--dir": writeDirectory = value("--dir")
    case "-h", "--help":
      print(usage)
      exit(0)
    default: fail("unknown argument '\(argument)'")
    }
  }
}

#if DEBUG
  let buildKind = "debug"
#else
  let buildKind = "release"
#endif

/// 2026-11-29T09:00:00Z in `year` (the same day and hour), the snapshot's "now".
func snapshotNow(year: Int) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  let date = calendar.date(from: DateComponents(year: year, month: 11, day: 29, hour: 9))!
  return date
}

// MARK: - Fixed workloads (for callgrind)

if let name = workloadName {
  guard let n = iterations else { fail("'--workload' needs '--iterations N'") }
  let workloads = PerDayWorkloads(year: year, placeCount: 100)
  var result = 0.0
  var what = ""
  switch name {
  case "per-day":
    guard PerDayWorkloads.familyKeys.contains(family), let w = workloads.family(family) else {
      fail("'--family' is one of \(PerDayWorkloads.familyKeys.joined(separator: ", "))")
    }
    result = w.run(locationDays: n)
    what = "\(n) location-days of \(family) (\(w.shape) per pass)"
  case "per-day-own-sun":
    let w = workloads.family("mwl-own-sun")!
    result = w.run(locationDays: n)
    what = "\(n) location-days of mwl, own Sun (\(w.shape) per pass)"
  case "snapshot":
    let w = SnapshotWorkload(now: snapshotNow(year: year))
    for _ in 0..<n { result += Double(w.buildAndEncode().count) }
    what = "\(n) snapshots built and encoded"
  case "hijri":
    let w = HijriWorkload(
      start: CivilDate(year: 1900, month: 1, day: 1)!, end: CivilDate(year: 2100, month: 12, day: 31)!)
    var sum = 0
    for i in 0..<n {
      if let h = try? w.calendar.hijri(from: w.gregorian[i % w.gregorian.count]) { sum &+= h.date.day }
    }
    result = Double(sum)
    what = "\(n) Gregorian -> Hijri conversions (every day of 1900-2100 in turn)"
  default:
    fail("unknown workload '\(name)'")
  }
  print("\(what); checksum \(result)")
  exit(0)
}

// MARK: - Measurements

let started = monotonicNanoseconds()
let startedAt = Date()
var rows: [Row] = []
var out: [String: Any] = [:]
var notes: [String] = []

/// Repetitions of the per-day workloads (each repetition: every place × every day).
let perDayRepetitions =
  quick
  ? Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0)
  : Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 2.5)
let placeCount = quick ? 20 : 100

// The first snapshot of the process, before anything else has warmed up (one sample).
let snapshotWorkload = SnapshotWorkload(now: snapshotNow(year: year))
let coldStart = monotonicNanoseconds()
let coldBytes = snapshotWorkload.buildAndEncode()
let coldMicros = Double(monotonicNanoseconds() - coldStart) / 1e3
checksum += Double(coldBytes.count)

// Per location-day.
let workloads = PerDayWorkloads(year: year, placeCount: placeCount)
let yearDates = workloads.yearDates
let ephemerisStats = measure(
  units: 1, quick ? Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0)
    : Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 0.5)
) {
  let e = PerDayWorkloads.ephemeris(yearDates)
  return Double(e.dayNumbers.count)
}
let ephemerisDays = PerDayWorkloads.ephemeris(yearDates).dayNumbers.count

rows.append(
  .heading(
    "Per location-day, six times (\(placeCount) places at −50…55°, 365 days from 1 January; the Sun shared, built outside the timing)"
  ))
var perDay: [String: Any] = [:]
var highLatitudeShare = 0.0
for key in PerDayWorkloads.familyKeys {
  let w = workloads.family(key)!
  let label = w.label
  if key == "mwl-high-latitude" {
    highLatitudeShare = w.highLatitudeShare()
    notes.append(
      "High-latitude line: \(w.shape) (June) at 58–60° N; the twilight-angle rule gave Fajr or Isha on "
        + "\(Int((highLatitudeShare * 100).rounded())) % of those location-days.")
  }
  let stats = measure(units: w.locationDays, perDayRepetitions) { w.run() }
  var row = Row(label: label, kind: .measured(stats, unit: "ns", displayScale: 1))
  if key == "mwl" { row.target = Target(name: "perDayNs.mwl", limit: 500, unit: "ns") }
  rows.append(row)
  var object = jsonObject(stats)
  object["locationDays"] = w.locationDays
  object["workload"] = w.shape
  perDay[key] = object
}
out["perDayNs"] = perDay
out["highLatitudeRuleShare"] = highLatitudeShare

var ownSunObjects: [String: Any] = [:]
for (key, jsonKey) in [("mwl-own-sun", "mwl"), ("mwl-one-day-own-sun", "mwlOneDay")] {
  let ownSun = workloads.family(key)!
  let ownSunStats = measure(
    units: ownSun.locationDays,
    quick ? Repetitions(warmUp: 0, minimum: 1, maximum: 1, budget: 0)
      : Repetitions(warmUp: 1, minimum: 5, maximum: 11, budget: 2.5)
  ) { ownSun.run() }
  rows.append(
    Row(
      label: "\(ownSun.label), \(ownSun.places.count) places",
      kind: .measured(ownSunStats, unit: "ns", displayScale: 1)))
  var ownSunObject = jsonObject(ownSunStats)
  ownSunObject["locationDays"] = ownSun.locationDays
  ownSunObject["workload"] = ownSun.shape
  ownSunObjects[jsonKey] = ownSunObject
}
out["perDayOwnSunNs"] = ownSunObjects
rows.append(
  Row(
    label: "the shared Sun: SolarEphemeris of \(ephemerisDays) days",
    kind: .measured(ephemerisStats, unit: "µs", displayScale: 1e-3)))
var ephemerisObject = jsonObject(ephemerisStats, scale: 1e-3)
ephemerisObject["days"] = ephemerisDays
out["ephemerisBuildMicros"] = ephemerisObject

// Hijri.
let hijriStart = CivilDate(year: 1900, month: 1, day: 1)!
let hijriEnd = CivilDate(year: 2100, month: 12, day: 31)!
let hijri = HijriWorkload(start: hijriStart, end: hijriEnd)
let hijriRepetitions =
  quick
  ? Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0)
  : Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 1)
let toHijri = measure(units: hijri.gregorian.count, hijriRepetitions) { hijri.toHijri() }
let toGregorian = measure(units: hijri.hijri.count, hijriRepetitions) { hijri.toGregorian() }
rows.append(.heading("Hijri conversions, Umm al-Qura, every day of 1900–2100 (\(hijri.gregorian.count) days), millions per second"))
// Samples are ns per conversion; the table shows millions per second (the median of the rates).
rows.append(
  Row(label: "Gregorian → Hijri", kind: .measured(toHijri.reciprocal(1e3), unit: "M/s", displayScale: 1)))
rows.append(
  Row(label: "Hijri → Gregorian", kind: .measured(toGregorian.reciprocal(1e3), unit: "M/s", displayScale: 1)))
out["hijriPerSecond"] = [
  "gregorianToHijri": jsonObject(toHijri.reciprocal(1e9)),
  "hijriToGregorian": jsonObject(toGregorian.reciprocal(1e9)),
]

// The Moon: new Moon instants and predicted month starts (astronomical Hijri calendars).
let moonRepetitions =
  quick
  ? Repetitions(warmUp: 0, minimum: 1, maximum: 1, budget: 0)
  : Repetitions(warmUp: 1, minimum: 3, maximum: 7, budget: 1.5)
let lunations = Array(300..<400)
let newMoonStats = measure(units: lunations.count, moonRepetitions) {
  lunations.reduce(0.0) { $0 + LunarPhases.instant(of: .newMoon, lunation: $1).value }
}
rows.append(.heading("The Moon and the astronomical Hijri calendars"))
rows.append(
  Row(label: "new Moon instant (ch. 49 + positions)", kind: .measured(newMoonStats, unit: "µs", displayScale: 1e-3)))
var moonObject: [String: Any] = ["newMoonMicros": jsonObject(newMoonStats, scale: 1e-3)]
// 24 months after every table (1450–1451 AH), one prediction each.
let predictedMonths = (0..<24).map { (1450 + $0 / 12, $0 % 12 + 1) }
var ruleObjects: [String: Any] = [:]
for rule in MonthStartRule.allCases {
  let stats = measure(units: predictedMonths.count, moonRepetitions) {
    predictedMonths.reduce(0.0) { $0 + Double((try? rule.predict(year: $1.0, month: $1.1))?.firstDay.day ?? 0) }
  }
  rows.append(
    Row(label: "a month start by \(rule.rawValue)", kind: .measured(stats, unit: "ms", displayScale: 1e-6)))
  ruleObjects[rule.rawValue] = jsonObject(stats, scale: 1e-6)
}
moonObject["monthStartMillis"] = ruleObjects
out["moon"] = moonObject

// The widget snapshot.
var buildSamples: [Double] = []
var encodeSamples: [Double] = []
var bothSamples: [Double] = []
var snapshotBytes = 0
do {
  let minimum = quick ? 20 : 100
  let maximum = quick ? 20 : 1_000
  for _ in 0..<(quick ? 5 : 20) { checksum += Double(snapshotWorkload.buildAndEncode().count) }
  var spent: UInt64 = 0
  while buildSamples.count < minimum || (buildSamples.count < maximum && spent < 1_500_000_000) {
    let t0 = monotonicNanoseconds()
    let snapshot = snapshotWorkload.build()
    let t1 = monotonicNanoseconds()
    let data = snapshot.encoded()
    let t2 = monotonicNanoseconds()
    snapshotBytes = data.count
    checksum += Double(data.count)
    buildSamples.append(Double(t1 - t0))
    encodeSamples.append(Double(t2 - t1))
    bothSamples.append(Double(t2 - t0))
    spent += t2 - t0
  }
}
let buildStats = Stats(buildSamples)
let encodeStats = Stats(encodeSamples)
let snapshotStats = Stats(bothSamples)

// Writing it: built, encoded and written atomically (scratch file, fsync, rename) each time, in a
// scratch directory under --dir (default: the temporary directory). The write's wall time is
// mostly the fsync, i.e. the storage; its CPU time (user + system) is shown too.
let scratchDirectory = URL(fileURLWithPath: writeDirectory ?? NSTemporaryDirectory())
  .appendingPathComponent("prayertimes-bench-\(getpid())")
try? FileManager.default.createDirectory(at: scratchDirectory, withIntermediateDirectories: true)
let snapshotURL = scratchDirectory.appendingPathComponent("snapshot.json")
var writeSamples: [Double] = []
var writeCPUSamples: [Double] = []
var totalSamples: [Double] = []
var totalCPUSamples: [Double] = []
var writeError: String?
do {
  let count = quick ? 10 : 100
  let warmUp = quick ? 2 : 5
  for i in 0..<(count + warmUp) {
    let c0 = processCPUNanoseconds()
    let t0 = monotonicNanoseconds()
    let data = snapshotWorkload.build().encoded()
    let t1 = monotonicNanoseconds()
    let c1 = processCPUNanoseconds()
    do { try SnapshotWriter.write(data, to: snapshotURL) } catch {
      writeError = error.description
      break
    }
    let c2 = processCPUNanoseconds()
    let t2 = monotonicNanoseconds()
    if i >= warmUp {
      writeSamples.append(Double(t2 - t1))
      writeCPUSamples.append(Double(c2 - c1))
      totalSamples.append(Double(t2 - t0))
      totalCPUSamples.append(Double(c2 - c0))
    }
  }
}
try? FileManager.default.removeItem(at: scratchDirectory)
let snapshotTarget = Target(name: "snapshot built, encoded and written", limit: 1_000, unit: "µs")
rows.append(
  .heading("Widget snapshot, 14 days, Makkah, Arabic (\(snapshotBytes) bytes)"))
rows.append(Row(label: "build", kind: .measured(buildStats, unit: "µs", displayScale: 1e-3)))
rows.append(Row(label: "encode", kind: .measured(encodeStats, unit: "µs", displayScale: 1e-3)))
rows.append(Row(label: "build + encode", kind: .measured(snapshotStats, unit: "µs", displayScale: 1e-3)))
out["snapshotMicros"] = jsonObject(snapshotStats, scale: 1e-3)
out["snapshotBuildMicros"] = jsonObject(buildStats, scale: 1e-3)
out["snapshotEncodeMicros"] = jsonObject(encodeStats, scale: 1e-3)
out["snapshotBytes"] = snapshotBytes
out["snapshotColdMicros"] = coldMicros
if let writeError {
  rows.append(Row(label: "build + encode + write", kind: .skipped(writeError), target: snapshotTarget))
} else {
  let writeStats = Stats(writeSamples)
  let totalStats = Stats(totalSamples)
  let writeCPUStats = Stats(writeCPUSamples)
  rows.append(
    Row(label: "write (atomic: scratch, fsync, rename)", kind: .measured(writeStats, unit: "µs", displayScale: 1e-3)))
  rows.append(
    Row(label: "write, CPU time only (user + system)", kind: .measured(writeCPUStats, unit: "µs", displayScale: 1e-3)))
  out["snapshotWriteCPUMicros"] = jsonObject(writeCPUStats, scale: 1e-3)
  rows.append(
    Row(
      label: "build + encode + write", kind: .measured(totalStats, unit: "µs", displayScale: 1e-3),
      target: snapshotTarget))
  rows.append(
    Row(
      label: "build + encode + write, CPU time only", kind: .measured(Stats(totalCPUSamples), unit: "µs", displayScale: 1e-3)))
  out["snapshotBuildEncodeWriteCPUMicros"] = jsonObject(Stats(totalCPUSamples), scale: 1e-3)
  out["snapshotWriteMicros"] = jsonObject(writeStats, scale: 1e-3)
  out["snapshotBuildEncodeWriteMicros"] = jsonObject(totalStats, scale: 1e-3)
}
rows.append(Row(label: "first build + encode in the process (cold)", kind: .single(coldMicros, unit: "µs")))

// The reader.
let snapshot = snapshotWorkload.build()
let instants = lookupInstants(in: snapshot, count: 4_096)
let segments = snapshot.segments
let lookups = quick ? 200_000 : 2_000_000
let lookupStats = measure(
  units: lookups,
  quick ? Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0)
    : Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 1)
) {
  var sum = 0
  for i in 0..<lookups {
    sum &+= WidgetReader.segmentIndex(segments, containing: instants[i & 4_095]) ?? -1
  }
  return Double(sum)
}
let states = quick ? 20_000 : 200_000
let stateStats = measure(
  units: states,
  quick ? Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0)
    : Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 1)
) {
  var sum = 0
  for i in 0..<states {
    if case .showing(let display) = WidgetReader.state(
      of: snapshot, now: instants[i & 4_095], taps: [])
    {
      sum &+= display.dayIndex
    }
  }
  return Double(sum)
}
rows.append(.heading("Widget reader (the snapshot above, instants spread over its horizon)"))
rows.append(
  Row(
    label: "segment lookup (\(segments.count) segments)",
    kind: .measured(lookupStats, unit: "ns", displayScale: 1)))
rows.append(
  Row(label: "state at a moment (lookup, overlay, countdown)", kind: .measured(stateStats, unit: "ns", displayScale: 1)))
out["segmentLookupNs"] = jsonObject(lookupStats)
out["widgetStateNs"] = jsonObject(stateStats)

// Process start to output.
let processTarget = Target(name: "process start to output", limit: 30, unit: "ms")
let processLabel = "prayertimes " + ProcessStartWorkload.arguments.joined(separator: " ")
rows.append(.heading("Process start to output (spawn, run, read stdout to the end, exit)"))
if let tool = ProcessStartWorkload() {
  var samples: [Double] = []
  var failed = false
  let runs = quick ? 5 : 30
  for i in 0..<(runs + (quick ? 1 : 3)) {
    guard let ns = tool.runOnce() else {
      failed = true
      break
    }
    if i >= (quick ? 1 : 3) { samples.append(Double(ns)) }
  }
  if failed {
    rows.append(Row(label: processLabel, kind: .skipped("\(tool.executable) failed"), target: processTarget))
    out["processStartMillis"] = NSNull()
    out["processStartNote"] = "\(tool.executable) failed"
  } else {
    let stats = Stats(samples)
    rows.append(
      Row(label: processLabel, kind: .measured(stats, unit: "ms", displayScale: 1e-6), target: processTarget))
    out["processStartMillis"] = jsonObject(stats, scale: 1e-6)
  }
} else {
  let why = "no 'prayertimes' beside this binary (swift build -c release builds both)"
  rows.append(Row(label: processLabel, kind: .skipped(why), target: processTarget))
  out["processStartMillis"] = NSNull()
  out["processStartNote"] = why
}

// MARK: - Report

var targets: [[String: Any]] = []
for row in rows {
  guard let target = row.target else { continue }
  var entry: [String: Any] = ["name": target.name, "limit": target.limit, "unit": target.unit]
  if case .measured(let stats, _, let scale) = row.kind {
    let median = stats.scaled(scale).median
    entry["median"] = median
    entry["pass"] = target.passes(median)
  } else {
    entry["median"] = NSNull()
    entry["pass"] = NSNull()
  }
  targets.append(entry)
}
out["targets"] = targets
let seconds = Double(monotonicNanoseconds() - started) / 1e9
let cores = ProcessInfo.processInfo.activeProcessorCount
out["build"] = buildKind
out["cores"] = cores
out["year"] = year
out["quick"] = quick
out["seconds"] = seconds
out["checksum"] = checksum

if json {
  print(jsonText(out))
} else {
  let timestamp = ISO8601DateFormatter().string(from: startedAt)
  var header = [
    "prayertimes-bench · \(buildKind) build · \(cores) cores · year \(year) · \(timestamp)"
      + (quick ? " · --quick" : "")
  ]
  if buildKind == "debug" { header.append("(a debug build: run `swift run -c release prayertimes-bench`)") }
  header.append(
    "Each line: median of n timed repetitions after a warm-up, their min, max and quartiles;"
      + " per-day repetitions cover the whole workload.")
  let footer = notes + [
    "Targets (issue 6): ≤ 500 ns per location-day (mwl, six times), snapshot built + encoded + written ≤ 1 ms,"
      + " process start to output ≤ 30 ms.",
    String(format: "%.1f s in all; checksum %.6g", seconds, checksum),
  ]
  print(renderTable(header: header, rows: rows, footer: footer))
}
