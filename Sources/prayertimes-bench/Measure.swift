#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds on the monotonic clock (`CLOCK_MONOTONIC`: never steps, unaffected by NTP slews
/// of the wall clock).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU time of the process (user + system, all threads), nanoseconds.
func processCPUNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Where every result goes, so that the optimizer cannot drop the work: each workload folds its
/// results into a number that is added here, and the total is printed at the end.
nonisolated(unsafe) var checksum: Double = 0

/// Keeps a value alive without letting the optimizer see through it.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The summary of repeated samples of one measurement.
struct Stats {
  /// The samples, sorted ascending.
  let samples: [Double]

  init(_ samples: [Double]) { self.samples = samples.sorted() }

  var count: Int { samples.count }
  var min: Double { samples.first ?? .nan }
  var max: Double { samples.last ?? .nan }
  var median: Double { quantile(0.5) }
  /// The first and third quartiles (linear interpolation between order statistics).
  var p25: Double { quantile(0.25) }
  var p75: Double { quantile(0.75) }

  func quantile(_ q: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let position = q * Double(samples.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, samples.count - 1)
    let fraction = position - Double(lower)
    return samples[lower] + (samples[upper] - samples[lower]) * fraction
  }

  /// Every value multiplied by `factor` (units, or rates from times).
  func scaled(_ factor: Double) -> Stats { Stats(samples.map { $0 * factor }) }

  /// `numerator / sample` for each sample (a time per item into items per second).
  func reciprocal(_ numerator: Double) -> Stats { Stats(samples.map { numerator / $0 }) }
}

/// How many times a measurement is repeated.
struct Repetitions {
  /// Untimed runs first (caches, page faults, lazily built tables, branch predictors).
  var warmUp: Int
  /// At least this many timed runs…
  var minimum: Int
  /// …and more, up to `maximum`, while the timed runs together took less than `budget` seconds.
  var maximum: Int
  var budget: Double
}

/// Times `body` (one repetition of a workload doing `units` items) and returns the nanoseconds
/// per item of each timed repetition. `body` returns a number folded from its results.
func measure(units: Int, _ repetitions: Repetitions, _ body: () -> Double) -> Stats {
  for _ in 0..<repetitions.warmUp { checksum += body() }
  var samples: [Double] = []
  var spent: UInt64 = 0
  while samples.count < repetitions.minimum
    || (samples.count < repetitions.maximum && Double(spent) < repetitions.budget * 1e9)
  {
    let start = monotonicNanoseconds()
    let result = body()
    let elapsed = monotonicNanoseconds() - start
    checksum += result
    spent += elapsed
    samples.append(Double(elapsed) / Double(units))
  }
  return Stats(samples)
}
