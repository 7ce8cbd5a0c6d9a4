// Fuzz target `cli`: the command line's parsers, dispatched as `main.swift` dispatches them.
//
// The input is the argument list, arguments separated by NUL bytes (at most 32 of them). The
// first argument picks the parser as `main.swift` does: `chart` (parsing only: the year is not
// computed), `ramadan` (a month at most), `cities`, `batch` (the plan: nothing is computed or
// written), `widget` (reads the files it is given), `moon`, `crescent` (a map is computed, not
// written, and only with `--map-step`), `hijri`/`gregorian`/`occasions`, otherwise
// the main command's `parseOptions` and the zone it resolves. Nothing is written: a parser never
// writes, and the timetable itself is not computed. Run from the repository (some seeds name
// files of Fuzz/Corpus) with standard input at /dev/null, as the script does, since `-` reads
// it; arguments naming /dev, /proc or /sys are skipped. Not dispatched: `taps` (every action
// opens or writes its queue file; its bytes are the `tapqueue` target's), `--version`.
// Checked: nothing traps, nothing hangs; every usage error has a message.
import Astro
import Foundation
import PrayerSnapshot

/// A fixed clock, so that runs repeat.
private let clock: Int64 = 1_795_950_000_000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(32).map {
    String(decoding: $0, as: UTF8.self)
  }
  if arguments.contains(where: { a in ["/dev", "/proc", "/sys"].contains { a.contains($0) } }) {
    return -1  // not added to the corpus
  }
  let rest = Array(arguments.dropFirst())

  func expectMessage(_ error: UsageError) {
    guard !error.message.isEmpty else { fatalError("a usage error without a message") }
  }

  switch arguments.first {
  case TapsCommand.name:
    return -1
  case ChartCommand.name:
    do { _ = try ChartCommand.parse(rest) } catch { expectMessage(error) }
  case RamadanCommand.name:
    do { _ = try RamadanCommand.run(rest, now: Instant.date(clock)) } catch { expectMessage(error) }
  case CitiesCommand.name:
    _ = try? CitiesCommand.run(rest)
  case BatchCommand.name:
    do { _ = try BatchCommand.plan(rest) } catch { expectMessage(error) }
  case WidgetCommand.name:
    _ = try? WidgetCommand.run(rest, now: clock)
  case MoonCommand.name:
    let today = CivilDate(julianDayNumber: Int(clock / 86_400_000) + 2_440_588)
    do { _ = try MoonCommand.run(rest, today: { _ in today }) } catch { expectMessage(error) }
  case CrescentCommand.name:
    // The map, when asked for, is computed (not written): at most 10° cells keep runs short.
    guard !rest.contains("--map") || rest.contains("--map-step") else { return -1 }
    do { _ = try CrescentCommand.run(rest) } catch { expectMessage(error) }
  case let first? where Subcommand(rawValue: first) != nil:
    let today = CivilDate(julianDayNumber: Int(clock / 86_400_000) + 2_440_588)
    do { _ = try Subcommand(rawValue: first)!.run(rest, today: today) } catch {
      expectMessage(error)
    }
  default:
    do {
      if let options = try parseOptions(arguments) {
        _ = options.resolvedZone
        _ = PlaceOptions.zoneNote(options)
      }
    } catch { expectMessage(error) }
  }
  return 0
}
