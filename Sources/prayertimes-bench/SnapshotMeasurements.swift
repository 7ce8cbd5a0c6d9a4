import Foundation
import PrayerSnapshot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The build and encode times of repeated snapshots (nanoseconds), after a warm-up, and the
/// encoded size: at least 100 samples (`quick`: 20), more up to 1 000 within 1.5 s.
struct SnapshotSamples {
  var build: [Double] = []
  var encode: [Double] = []
  /// Build + encode, timed together (fsync apart: nothing is written).
  var both: [Double] = []
  var bytes = 0

  init(_ workload: SnapshotWorkload, quick: Bool) {
    let minimum = quick ? 20 : 100
    let maximum = quick ? 20 : 1_000
    for _ in 0..<(quick ? 5 : 20) { checksum += Double(workload.buildAndEncode().count) }
    var spent: UInt64 = 0
    while build.count < minimum || (build.count < maximum && spent < 1_500_000_000) {
      let t0 = monotonicNanoseconds()
      let snapshot = workload.build()
      let t1 = monotonicNanoseconds()
      let data = snapshot.encoded()
      let t2 = monotonicNanoseconds()
      bytes = data.count
      checksum += Double(data.count)
      build.append(Double(t1 - t0))
      encode.append(Double(t2 - t1))
      both.append(Double(t2 - t0))
      spent += t2 - t0
    }
  }
}

/// The issue 16 target: a 14-day snapshot built and encoded (fsync apart) in at most 0.3 ms.
let snapshotBuildEncodeTarget = Target(
  name: "snapshot built and encoded (fsync apart)", limit: 0.3, unit: "ms")

/// `--snapshot-table`: the snapshot's build + encode time in milliseconds as a Markdown table
/// (median, min and max of its samples), for `Scripts/bench_side_by_side.sh`.
func snapshotTable(year: Int) -> String {
  let workload = SnapshotWorkload(now: snapshotNow(year: year))
  let samples = SnapshotSamples(workload, quick: false)
  let ms = Stats(samples.both).scaled(1e-6)
  let target = snapshotBuildEncodeTarget
  return """
    | widget snapshot, 14 days, Makkah, Arabic (\(samples.bytes) bytes), built and encoded (fsync apart) | ms, median (min–max) of \(ms.count) | target |
    |---|---:|---:|
    | `SnapshotBuilder.build` + `encoded()` | \(String(format: "%.3f (%.3f–%.3f)", ms.median, ms.min, ms.max)) | ≤ \(format(target.limit)) ms: \(target.passes(ms.median) ? "pass" : "FAIL") |
    """
}

/// The widget snapshot built, encoded, and written atomically; `coldMicros` is the first build
/// of the process, measured before anything else ran.
func measureSnapshot(
  _ workload: SnapshotWorkload, coldMicros: Double, writeDirectory: String?, into results: Results
) {
  let quick = results.quick
  let samples = SnapshotSamples(workload, quick: quick)
  let snapshotBytes = samples.bytes
  let buildStats = Stats(samples.build)
  let encodeStats = Stats(samples.encode)
  let snapshotStats = Stats(samples.both)

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
  let count = quick ? 10 : 100
  let warmUp = quick ? 2 : 5
  for i in 0..<(count + warmUp) {
    let c0 = processCPUNanoseconds()
    let t0 = monotonicNanoseconds()
    let data = workload.build().encoded()
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
  try? FileManager.default.removeItem(at: scratchDirectory)

  let target = Target(name: "snapshot built, encoded and written", limit: 1_000, unit: "µs")
  results.heading("Widget snapshot, 14 days, Makkah, Arabic (\(snapshotBytes) bytes)")
  results.add("build", buildStats, unit: "µs", scale: 1e-3)
  results.add("encode", encodeStats, unit: "µs", scale: 1e-3)
  results.add("build + encode", snapshotStats, unit: "µs", scale: 1e-3)
  results.add(
    "build + encode, in ms (fsync apart)", snapshotStats, unit: "ms", scale: 1e-6,
    target: snapshotBuildEncodeTarget)
  results.json["snapshotMicros"] = jsonObject(snapshotStats, scale: 1e-3)
  results.json["snapshotMillis"] = jsonObject(snapshotStats, scale: 1e-6)
  results.json["snapshotBuildMicros"] = jsonObject(buildStats, scale: 1e-3)
  results.json["snapshotEncodeMicros"] = jsonObject(encodeStats, scale: 1e-3)
  results.json["snapshotBytes"] = snapshotBytes
  results.json["snapshotColdMicros"] = coldMicros
  if let writeError {
    results.rows.append(Row(label: "build + encode + write", kind: .skipped(writeError), target: target))
  } else {
    let writeStats = Stats(writeSamples)
    let totalStats = Stats(totalSamples)
    let writeCPUStats = Stats(writeCPUSamples)
    let totalCPUStats = Stats(totalCPUSamples)
    results.add("write (atomic: scratch, fsync, rename)", writeStats, unit: "µs", scale: 1e-3)
    results.add("write, CPU time only (user + system)", writeCPUStats, unit: "µs", scale: 1e-3)
    results.add("build + encode + write", totalStats, unit: "µs", scale: 1e-3, target: target)
    results.add("build + encode + write, CPU time only", totalCPUStats, unit: "µs", scale: 1e-3)
    results.json["snapshotWriteCPUMicros"] = jsonObject(writeCPUStats, scale: 1e-3)
    results.json["snapshotBuildEncodeWriteCPUMicros"] = jsonObject(totalCPUStats, scale: 1e-3)
    results.json["snapshotWriteMicros"] = jsonObject(writeStats, scale: 1e-3)
    results.json["snapshotBuildEncodeWriteMicros"] = jsonObject(totalStats, scale: 1e-3)
  }
  results.rows.append(
    Row(label: "first build + encode in the process (cold)", kind: .single(coldMicros, unit: "µs")))
}

/// The widget reader on `workload`'s snapshot: segment lookups and whole states at instants
/// spread over its horizon.
func measureReader(_ workload: SnapshotWorkload, into results: Results) {
  let snapshot = workload.build()
  let instants = lookupInstants(in: snapshot, count: 4_096)
  let segments = snapshot.segments
  let repetitions = results.repetitions(
    Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 1),
    quick: Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0))
  let lookups = results.quick ? 200_000 : 2_000_000
  let lookupStats = measure(units: lookups, repetitions) {
    var sum = 0
    for i in 0..<lookups {
      sum &+= WidgetReader.segmentIndex(segments, containing: Instant(millisecondsSince1970: instants[i & 4_095])) ?? -1
    }
    return Double(sum)
  }
  let states = results.quick ? 20_000 : 200_000
  let stateStats = measure(units: states, repetitions) {
    var sum = 0
    for i in 0..<states {
      if case .showing(let display) = WidgetReader.state(of: snapshot, now: Instant(millisecondsSince1970: instants[i & 4_095]), taps: []) {
        sum &+= display.dayIndex
      }
    }
    return Double(sum)
  }
  results.heading("Widget reader (the snapshot above, instants spread over its horizon)")
  results.add("segment lookup (\(segments.count) segments)", lookupStats, unit: "ns")
  results.add("state at a moment (lookup, overlay, countdown)", stateStats, unit: "ns")
  results.json["segmentLookupNs"] = jsonObject(lookupStats)
  results.json["widgetStateNs"] = jsonObject(stateStats)
}
