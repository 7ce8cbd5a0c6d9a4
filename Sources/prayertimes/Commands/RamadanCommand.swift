import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes ramadan [HIJRI-YEAR]`: the Ramadan timetable (imsakiye) — every day of Ramadan
/// with its day number, imsak, the prayers and the iftar (Maghrib). It takes the main command's
/// place, zone, method, calendar and output options; the Hijri calendar decides which days are
/// Ramadan, and so also the method's Ramadan Isha (Umm al-Qura: 120 minutes after Maghrib), which
/// the timetable applies by itself.
enum RamadanCommand: Command {
  static let formats = Choice(options: [
    ("table", TimetableOptions.Format.table), ("json", .json), ("csv", .csv), ("ics", .ics),
  ])

  static let days =
    "the days are those of Ramadan: choose the year with 'ramadan HIJRI-YEAR' (e.g. 'ramadan 1448')"

  static let description = CommandDescription(
    name: "ramadan",
    summary: "The Ramadan timetable (imsakiye): imsak, the prayers, iftar; any format.",
    synopsis: "ramadan [HIJRI-YEAR] --lat DEG --lon DEG [options]",
    usage:
      "prayertimes ramadan [HIJRI-YEAR] --lat DEG --lon DEG | --city NAME [--format "
        + "table|json|csv|ics] [options]",
    overview:
      "The Ramadan timetable (imsakiye) of a Hijri year: for each day of Ramadan its day number, "
        + "the Gregorian date and weekday, imsak (the end of the pre-dawn meal), Fajr, sunrise, "
        + "Dhuhr, Asr, the iftar (Maghrib) and Isha. The Hijri calendar (--calendar, "
        + "--hijri-adjust) decides which days are Ramadan; a method with a Ramadan Isha "
        + "(umm-al-qura: 120 minutes after Maghrib) applies it on those days (--ramadan-isha "
        + "off|MIN changes it) and the table says so.",
    arguments: [
      PositionalArgument(
        name: "HIJRI-YEAR",
        help: "The Hijri year, e.g. 1448 (default: the next Ramadan that has not ended, in the "
          + "chosen calendar, from today in the zone or --now); its Ramadan must lie in the "
          + "supported years \(supportedYearsText) (1008...1524 AH in Umm al-Qura).")
    ],
    options: PlaceOptions.subcommandRows
      + [
        TimeOptions.now.with(
          help: "The current time, ISO 8601 with a UTC offset: 2026-11-29T09:00:00Z, "
            + "2026-11-29T12:00:00+03:00. It decides today (and so the default HIJRI-YEAR), the ics "
            + "DTSTAMP and the table's highlighted next prayer (colour on a terminal).")
      ]
      + MethodSettings.rows
      + CalendarOptions.rows(
        adjust: "--hijri-adjust", strict: false, purpose: MainCommand.calendarPurpose,
        defaultCalendar: MainCommand.calendarDefault)
      + [
        OptionRow("--format FORMAT", "table, json, csv or ics.\ntable: the imsakiye (--locale for "
          + "the language, colour on a terminal); json: the main command's JSON document with a "
          + "'ramadan' object (hijriYear, firstDay, lastDay, days); csv: ramadanDay, date, weekday, "
          + "hijri, imsak, fajr, sunrise, dhuhr, asr, iftar, isha, estimated; ics: one event per "
          + "prayer plus an Imsak event, Maghrib named iftar too. (The widget snapshot is "
          + "'prayertimes --format snapshot'.)",
          default: "table", group: OutputOptions.group)
      ] + OutputOptions.rows,
    notApplicable: [
      ("--date", days), ("--days", days), ("--marks", "it is an option of '--format snapshot'"),
    ],
    sections: [HelpSection(text: "A place is required: --lat and --lon, or --city.")],
    examples: [
      "prayertimes ramadan --city Istanbul --locale tr",
      "prayertimes ramadan 1448 --city Makkah --locale ar",
      "prayertimes ramadan 1448 --lat 51.5074 --lon -0.1278 --format ics --out ramadan.ics",
    ],
    exitStatus: "0 success, 1 the file cannot be written, 2 usage error (nothing is written).")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    if a["--format"] == "snapshot" {
      throw .usage(
        "'--format snapshot' does not apply to 'ramadan': use table, json, csv or ics (the widget "
          + "snapshot is 'prayertimes --format snapshot')")
    }
    let options = try TimetableOptions.parse(
      a, formats: formats, standardInput: env.readStandardInput)
    let setup = options.setup
    let now = options.now ?? env.now
    let calendar = setup.hijriCalendar
    let year: Int
    if let text = a.positionals.first {
      year = try WholeNumber(
        range: HijriDate.supportedYears, note: ", e.g. 'ramadan 1448'", subject: "the Hijri year"
      ).parse(text, option: "")
    } else {
      let today = LocalClock(setup.zone).today(now: now)
      do {
        year = try calendar.ramadanYear(notEndedBy: today)
      } catch {
        throw .usage("today, \(today), has no Hijri date in this calendar: give the Hijri year")
      }
    }
    let days: ClosedRange<CivilDate>
    do {
      days = try calendar.ramadan(year: year)
    } catch {
      throw .usage("Ramadan \(year) AH: \(error)")
    }
    guard SupportedYears.contains(days.lowerBound), SupportedYears.contains(days.upperBound) else {
      throw .usage(
        "Ramadan \(year) AH (\(days.lowerBound)...\(days.upperBound)) is out of range: \(supportedYearsNote)"
          + (calendar.ramadanYears(within: SupportedYears.dates).map {
            ", i.e. Ramadan \($0.lowerBound)...\($0.upperBound) AH"
          } ?? ""))
    }
    let timetable = try options.timetable(.ramadan(hijriYear: year), now: now)
    let (data, what) = TimetableOutput.render(
      timetable, options: options, now: now, colour: env.colourAllowed(out: options.output.out))
    return CommandOutput.bytes(data, out: options.output.out, note: "Ramadan \(year): " + what)
      .noting(Provenance.notes(setup, zone: options.format != .json))
  }
}
