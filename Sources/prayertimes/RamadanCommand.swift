import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes ramadan [HIJRI-YEAR]`: the Ramadan timetable (imsakiye) — every day of Ramadan
/// with its day number, imsak, the prayers and the iftar (Maghrib). It takes the main command's
/// place, zone, method, calendar and output options (read by ``parseOptions(_:)``); the Hijri
/// calendar decides which days are Ramadan, and so also the method's Ramadan Isha (Umm al-Qura:
/// 120 minutes after Maghrib), which the timetable applies by itself.
enum RamadanCommand {
  static let name = "ramadan"

  static let usage =
    "prayertimes ramadan [HIJRI-YEAR] --lat DEG --lon DEG | --city NAME [--format table|json|csv|ics] [options]"

  /// For the top-level help.
  static let synopsis = "ramadan [HIJRI-YEAR] --lat DEG --lon DEG [options]"
  static let summary = "The Ramadan timetable (imsakiye): imsak, the prayers, iftar; any format."

  /// Main-command options that do not apply, with the reason.
  static let notApplicable: [(String, String)] = [
    ("--date", "the days are those of Ramadan: choose the year with 'ramadan HIJRI-YEAR' (e.g. 'ramadan 1448')"),
    ("--days", "the days are those of Ramadan: choose the year with 'ramadan HIJRI-YEAR' (e.g. 'ramadan 1448')"),
    ("--marks", "it is an option of '--format snapshot'"),
  ]

  static let help = """
    OVERVIEW: The Ramadan timetable (imsakiye) of a Hijri year: for each day of Ramadan its day
    number, the Gregorian date and weekday, imsak (the end of the pre-dawn meal), Fajr, sunrise,
    Dhuhr, Asr, the iftar (Maghrib) and Isha. The Hijri calendar (--calendar, --hijri-adjust)
    decides which days are Ramadan; a method with a Ramadan Isha (umm-al-qura: 120 minutes after
    Maghrib) applies it on those days (--ramadan-isha off|MIN changes it) and the table says so.

    USAGE: \(usage)

    ARGUMENTS:
      HIJRI-YEAR              The Hijri year, e.g. 1448 (default: the next Ramadan that has not
                              ended, in the chosen calendar, from today in the zone or --now);
                              its Ramadan must lie in the supported years 1600...2100 (1008...1524
                              AH in Umm al-Qura).

    OPTIONS:
      --format FORMAT         table, json, csv or ics (default: table).
                              table: the imsakiye (--locale for the language, colour on a
                              terminal); json: the main command's JSON document with a 'ramadan'
                              object (hijriYear, firstDay, lastDay, days); csv: ramadanDay, date,
                              weekday, hijri, imsak, fajr, sunrise, dhuhr, asr, iftar, isha,
                              estimated; ics: one event per prayer plus an Imsak event, Maghrib
                              named iftar too.
      --locale, --clock, --digits, --place, --out, --now: as in 'prayertimes --help'.
      -h, --help              Show this help.

      The place, zone, method and calendar options of the main command apply: --lat and --lon
      or --city (required), --tz, --method, --fajr-angle, --isha-angle, --isha-interval,
      --maghrib-angle, --asr, --high-lat, --polar, --midnight, --shafaq, --elevation, --rounding,
      --adjust, --ramadan-isha, --calendar, --leap-pattern, --epoch, --hijri-adjust (see
      'prayertimes --help'). --date and --days do not apply.

    EXAMPLES:
      prayertimes ramadan --city Istanbul --locale tr
      prayertimes ramadan 1448 --city Makkah --locale ar
      prayertimes ramadan 1448 --lat 51.5074 --lon -0.1278 --format ics --out ramadan.ics

    EXIT STATUS: 0 success, 1 the file cannot be written, 2 usage error (nothing is written).
    """

  /// What to write.
  struct Result {
    var timetable: Timetable
    var options: Options
    var now: Date
    var ramadan: TimetableOutput.Ramadan
  }

  /// Reads the arguments (after `ramadan`) and computes the timetable; `nil` when help was asked
  /// for.
  static func run(_ arguments: [String], now clock: Date) throws(UsageError) -> Result? {
    var rest: [String] = []
    var yearText: String?
    var i = 0
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if arg == "-h" || arg == "--help" { return nil }
      if arg.hasPrefix("--") {
        let name = arg.firstIndex(of: "=").map { String(arg[..<$0]) } ?? arg
        if let reason = notApplicable.first(where: { $0.0 == name })?.1 {
          throw UsageError(message: "'\(name)' does not apply to 'ramadan': \(reason)")
        }
        rest.append(arg)
        // Every main-command option takes a value: keep it with its name, whatever it looks like.
        if !arg.contains("="), i < arguments.count {
          if arguments[i] == "-h" || arguments[i] == "--help" { return nil }
          rest.append(arguments[i])
          i += 1
        }
        continue
      }
      if arg.hasPrefix("-") && Double(arg) == nil {
        rest.append(arg)  // '-x': the main parser says it is unknown
        continue
      }
      guard yearText == nil else { throw UsageError(message: "unexpected argument '\(arg)'") }
      yearText = arg
    }
    guard let options = try parseOptions(rest) else { return nil }
    guard options.format != .snapshot else {
      throw UsageError(
        message:
          "'--format snapshot' does not apply to 'ramadan': use table, json, csv or ics "
          + "(the widget snapshot is 'prayertimes --format snapshot')")
    }
    let zone = options.resolvedZone
    let now = options.now.map(Instant.date) ?? clock
    let calendar = options.hijriCalendar
    let year: Int
    if let yearText {
      guard let y = Int(yearText), HijriDate.supportedYears.contains(y) else {
        throw UsageError(
          message:
            "the Hijri year needs a whole number \(HijriDate.supportedYears.lowerBound)..."
            + "\(HijriDate.supportedYears.upperBound), e.g. 'ramadan 1448', got '\(yearText)'")
      }
      year = y
    } else {
      let today = Timetable.today(in: zone.timeZone, now: now)
      do {
        let h = try calendar.hijri(from: today).date
        year = h.month > 9 ? h.year + 1 : h.year
      } catch {
        throw UsageError(
          message: "today, \(today), has no Hijri date in this calendar: give the Hijri year")
      }
    }
    let first: CivilDate
    let length: Int
    do {
      first = try calendar.firstDay(year: year, month: 9)
      length = try calendar.monthLength(year: year, month: 9)
    } catch {
      throw UsageError(message: "Ramadan \(year) AH: \(error)")
    }
    let last = first.adding(days: length - 1)
    guard SupportedYears.contains(first), SupportedYears.contains(last) else {
      throw UsageError(
        message:
          "Ramadan \(year) AH (\(first)...\(last)) is out of range: \(supportedYearsNote)"
          + (supportedRamadans(calendar).map { ", i.e. Ramadan \($0.lowerBound)...\($0.upperBound) AH" } ?? ""))
    }
    var timetable = Timetable(
      coordinates: options.coordinates, start: first, count: length, zone: zone,
      parameters: options.parameters, hijriCalendar: calendar)
    // A date the zone skips has no row, so the rows would run past Ramadan: end on its last day.
    let beyond = timetable.days.filter { $0.date > last }.count
    if beyond > 0 {
      timetable = Timetable(
        coordinates: options.coordinates, start: first, count: length - beyond, zone: zone,
        parameters: options.parameters, hijriCalendar: calendar)
    }
    return Result(
      timetable: timetable, options: options, now: now,
      ramadan: TimetableOutput.Ramadan(hijriYear: year, first: first, last: last))
  }

  /// Runs the subcommand and exits: 0 written, 1 the file cannot be written, 2 usage error.
  static func main(_ arguments: [String]) -> Never {
    let result: Result
    do {
      guard let r = try run(arguments, now: Date()) else {
        print(help)
        exit(0)
      }
      result = r
    } catch {
      exitWithUsageError(error.message, usage: usage, command: name)
    }
    let options = result.options
    if let note = options.cityNote { printError(note) }
    if options.format != .json, let note = PlaceOptions.zoneNote(options) { printError(note) }
    let (data, what) = TimetableOutput.render(
      result.timetable, options: options, now: result.now, ramadan: result.ramadan)
    OutputOptions.emit(data, out: options.output.out, note: "Ramadan \(result.ramadan.hijriYear): " + what)
  }
}

/// The Hijri years whose Ramadan lies wholly in ``SupportedYears`` in `calendar`.
private func supportedRamadans(_ calendar: HijriCalendar) -> ClosedRange<Int>? {
  func ramadan(_ year: Int) -> ClosedRange<CivilDate>? {
    guard let first = try? calendar.firstDay(year: year, month: 9),
      let length = try? calendar.monthLength(year: year, month: 9)
    else { return nil }
    return first...first.adding(days: length - 1)
  }
  guard var low = try? calendar.hijri(from: SupportedYears.dates.lowerBound).date.year,
    var high = try? calendar.hijri(from: SupportedYears.dates.upperBound).date.year
  else { return nil }
  if let r = ramadan(low), r.lowerBound < SupportedYears.dates.lowerBound { low += 1 }
  if let r = ramadan(high), r.upperBound > SupportedYears.dates.upperBound { high -= 1 }
  return low <= high ? low...high : nil
}
