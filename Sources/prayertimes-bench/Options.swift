import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command line asked for.
struct BenchOptions {
  static let usage = """
    Usage: prayertimes-bench [--json] [--quick] [--year YYYY] [--dir DIR]
           prayertimes-bench --workload NAME --iterations N
                             [--family mwl|umm-al-qura|moonsighting|mwl-high-latitude] [--year YYYY]
           prayertimes-bench --snapshot-table [--year YYYY]

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
      one-day          N one-day calls of mwl, PrayerTimes(coordinates:date:utcOffsetSeconds:
                       parameters:) with no ephemeris (the places and days of per-day)
      snapshot         N widget snapshots built and encoded (Makkah, Arabic)
      hijri            N Umm al-Qura conversions Gregorian -> Hijri (consecutive days from 1900)
    Its output is one line: what ran and a checksum.

    --snapshot-table prints the widget snapshot's build + encode time (fsync apart) in ms, median,
    min and max, as a Markdown table (Scripts/bench_side_by_side.sh puts it in docs/performance.md).

    Side by side with adhan-swift (outside this package): Scripts/bench_side_by_side.sh.
    """

  var json = false
  var quick = false
  var year = 2026
  var workload: String?
  var iterations: Int?
  var family = "mwl"
  var writeDirectory: String?
  var snapshotTable = false

  /// Parses `arguments` (without the program name); a usage error exits with status 2.
  init(_ arguments: [String]) {
    var arguments = arguments[...]
    func value(_ name: String) -> String {
      guard let v = arguments.popFirst() else { BenchOptions.fail("'\(name)' needs a value") }
      return v
    }
    while let argument = arguments.popFirst() {
      switch argument {
      case "--json": json = true
      case "--quick": quick = true
      case "--year":
        guard let y = Int(value("--year")), (1900...2100).contains(y) else {
          BenchOptions.fail("'--year' needs a year 1900...2100")
        }
        year = y
      case "--workload": workload = value("--workload")
      case "--iterations":
        guard let n = Int(value("--iterations")), n >= 0 else {
          BenchOptions.fail("'--iterations' needs a whole number ≥ 0")
        }
        iterations = n
      case "--family": family = value("--family")
      case "--dir": writeDirectory = value("--dir")
      case "--snapshot-table": snapshotTable = true
      case "-h", "--help":
        print(BenchOptions.usage)
        exit(0)
      default: BenchOptions.fail("unknown argument '\(argument)'")
      }
    }
  }

  /// A usage error: the message and the usage on stderr, exit status 2.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
    exit(2)
  }
}

#if DEBUG
  let buildKind = "debug"
#else
  let buildKind = "release"
#endif
