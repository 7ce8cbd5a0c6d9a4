// prayertimes-bench: how fast the per-day path, the Hijri conversions, the widget snapshot and
// the command line are. `swift run -c release prayertimes-bench [--json] [--quick]`; see
// docs/performance-notes.md ("The benchmark"), `Scripts/count_instructions.sh` and `Scripts/bench_side_by_side.sh`.

import Foundation

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
if let name = options.workload { runFixedWorkload(name, options) }
if options.snapshotTable {
  print(snapshotTable(year: options.year))
  exit(0)
}

let started = monotonicNanoseconds()
let startedAt = Date()
let results = Results(quick: options.quick)

// The first snapshot of the process, before anything else has warmed up (one sample).
let snapshotWorkload = SnapshotWorkload(now: snapshotNow(year: options.year))
let coldStart = monotonicNanoseconds()
checksum += Double(snapshotWorkload.buildAndEncode().count)
let coldMicros = Double(monotonicNanoseconds() - coldStart) / 1e3

measurePerDay(year: options.year, into: results)
measureHijri(into: results)
measureMoon(into: results)
measureSnapshot(
  snapshotWorkload, coldMicros: coldMicros, writeDirectory: options.writeDirectory, into: results)
measureReader(snapshotWorkload, into: results)
measureProcessStart(into: results)

let seconds = Double(monotonicNanoseconds() - started) / 1e9
print(report(results, options: options, startedAt: startedAt, seconds: seconds))
