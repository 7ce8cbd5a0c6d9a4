// Fuzz target `cli`: the whole command line through the tool's own dispatcher
// (`Dispatcher.outcome`), every command: the arguments are scanned by the command's option table,
// read by the value parsers and run, and the output is checked, but never performed: nothing is
// printed, no file is written, no effect (a batch, a tap, a snapshot written with `--out`) runs.
//
// The input is the argument list, arguments separated by NUL bytes (at most 32 of them). Run from
// the repository (some seeds name files of Fuzz/Corpus); standard input reads as empty. Arguments
// naming /dev, /proc or /sys are skipped. So that runs stay short, so are inputs asking for more
// than a few weeks of days (a chart's year, `--days` over 62, `batch` beyond its plan is never
// run anyway) and a crescent map finer than 10° cells.
// Checked: nothing traps, nothing hangs; every failure has a message; a usage failure is the last
// step.
import Astro
import Foundation
import PrayerSnapshot

/// A fixed clock and an empty standard input, so that runs repeat.
private let environment = CommandEnvironment(
  now: Instant(millisecondsSince1970: 1_795_950_000_000), standardOutputIsTerminal: false,
  standardErrorIsTerminal: false, variables: [:], readStandardInput: { Data() })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(32).map {
    String(decoding: $0, as: UTF8.self)
  }
  if arguments.contains(where: { a in ["/dev", "/proc", "/sys"].contains { a.contains($0) } }) {
    return -1  // not added to the corpus
  }
  // Long computations: a chart's year, many days, a fine crescent map.
  let help = arguments.contains("-h") || arguments.contains("--help")
  if !help {
    if arguments.first == "chart" { return -1 }
    if let i = arguments.firstIndex(where: { $0.hasPrefix("--days") }) {
      let value = arguments[i].contains("=") ? String(arguments[i].drop { $0 != "=" }.dropFirst())
        : i + 1 < arguments.count ? arguments[i + 1] : ""
      if let n = Int(value), n > 62 { return -1 }
    }
    if arguments.first == "crescent", arguments.contains(where: { $0.hasPrefix("--map") }),
      !arguments.contains("--map-step=10") && !zip(arguments, arguments.dropFirst()).contains(where: { $0 == ("--map-step", "10") })
    {
      return -1
    }
  }
  let (output, _) = Dispatcher.outcome(arguments, environment: environment)
  for (i, step) in output.steps.enumerated() {
    guard case .failure(let failure) = step else { continue }
    guard !failure.message.isEmpty else { fatalError("a failure without a message: \(arguments)") }
    guard i == output.steps.count - 1 else { fatalError("steps after a failure: \(arguments)") }
  }
  return 0
}
