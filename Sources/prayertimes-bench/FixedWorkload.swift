import Astro
import Foundation
import Hijri

/// `--workload NAME --iterations N`: one fixed workload, run once, its size and checksum printed
/// (for `Scripts/count_instructions.sh`, which counts its instructions with N and 2N).
func runFixedWorkload(_ name: String, _ options: BenchOptions) -> Never {
  guard let n = options.iterations else { BenchOptions.fail("'--workload' needs '--iterations N'") }
  let workloads = PerDayWorkloads(year: options.year, placeCount: 100)
  var result = 0.0
  var what = ""
  switch name {
  case "per-day":
    let family = options.family
    guard PerDayWorkloads.familyKeys.contains(family), let w = workloads.family(family) else {
      BenchOptions.fail("'--family' is one of \(PerDayWorkloads.familyKeys.joined(separator: ", "))")
    }
    result = w.run(locationDays: n)
    what = "\(n) location-days of \(family) (\(w.shape) per pass)"
  case "per-day-own-sun":
    let w = workloads.family("mwl-own-sun")!
    result = w.run(locationDays: n)
    what = "\(n) location-days of mwl, own Sun (\(w.shape) per pass)"
  case "one-day":
    let w = workloads.family("mwl-one-day-alone")!
    result = w.run(locationDays: n)
    what = "\(n) one-day calls of mwl, own Sun (\(w.shape) per pass)"
  case "snapshot":
    let w = SnapshotWorkload(now: snapshotNow(year: options.year))
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
    BenchOptions.fail("unknown workload '\(name)'")
  }
  print("\(what); checksum \(result)")
  exit(0)
}
