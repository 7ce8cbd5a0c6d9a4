import Astro
import Foundation
import PrayerSnapshot

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
  print(toolVersion)
  exit(0)
}

if arguments.first == ChartCommand.name { ChartCommand.main(Array(arguments.dropFirst())) }
if arguments.first == RamadanCommand.name { RamadanCommand.main(Array(arguments.dropFirst())) }
if arguments.first == CitiesCommand.name { CitiesCommand.main(Array(arguments.dropFirst())) }
if arguments.first == BatchCommand.name { BatchCommand.main(Array(arguments.dropFirst())) }
if arguments.first == TapsCommand.name { TapsCommand.main(Array(arguments.dropFirst())) }
if arguments.first == MoonCommand.name { MoonCommand.main(Array(arguments.dropFirst())) }
if arguments.first == CrescentCommand.name { CrescentCommand.main(Array(arguments.dropFirst())) }

// The widget subcommand: usage errors exit 2, a snapshot file that cannot be read exits 1.
if arguments.first == WidgetCommand.name {
  do {
    guard let output = try WidgetCommand.run(Array(arguments.dropFirst()), now: Instant.now())
    else {
      print(WidgetCommand.help)
      exit(0)
    }
    print(output)
    exit(0)
  } catch {
    switch error {
    case .usage(let message):
      exitWithUsageError(message, usage: WidgetCommand.usage, command: WidgetCommand.name)
    case .runtime(let message):
      printError("Error: \(message)")
      exit(1)
    }
  }
}

// A subcommand, chosen by the first argument.
if let first = arguments.first, let subcommand = Subcommand(rawValue: first) {
  let now = Date().timeIntervalSince1970
  let today = CivilDate(julianDayNumber: Int((now / 86_400).rounded(.down)) + 2_440_588)
  do {
    guard let output = try subcommand.run(Array(arguments.dropFirst()), today: today) else {
      print(subcommand.help)
      exit(0)
    }
    // CSV (RFC 4180) ends its own lines with CRLF.
    print(output, terminator: output.hasSuffix("\r\n") ? "" : "\n")
    exit(0)
  } catch {
    exitWithUsageError(error.message, usage: subcommand.usage, command: subcommand.rawValue)
  }
}

let options: Options
do {
  guard let parsed = try parseOptions(arguments) else {
    print(helpText)
    exit(0)
  }
  options = parsed
} catch {
  exitWithUsageError(error.message, usage: usageLine)
}

let zone = options.resolvedZone
if let note = options.cityNote { printError(note) }
// The zone's reason goes to standard error for the table and the snapshot; JSON carries it.
if options.format != .json, let note = PlaceOptions.zoneNote(options) { printError(note) }
let now = options.now.map(Instant.date) ?? Date()
let today = Timetable.today(in: zone.timeZone, now: now)
// A snapshot covers yesterday … the Fajr after day 14; a timetable its days from '--date' (checked
// with the options) or from today.
let covered =
  options.snapshot != nil
  ? today.adding(days: -1)...today.adding(days: SnapshotBuilder.dayCount)
  : options.start == nil ? today...today.adding(days: options.days - 1) : nil
if let covered {
  do {
    try SupportedYears.check(covered)
  } catch {
    let source = options.now != nil ? "'--now' (local date \(today))" : "today, \(today),"
    exitWithUsageError("\(source) is out of range: \(supportedYearsNote)", usage: usageLine)
  }
}
if let settings = options.snapshot {
  SnapshotOptions.run(settings, options: options, zone: zone, now: now)
}
let start = options.start ?? today
let timetable = Timetable(
  coordinates: options.coordinates, start: start, count: options.days, zone: zone,
  parameters: options.parameters, hijriCalendar: options.hijriCalendar)

let (data, what) = TimetableOutput.render(timetable, options: options, now: now)
OutputOptions.emit(data, out: options.output.out, note: what)
