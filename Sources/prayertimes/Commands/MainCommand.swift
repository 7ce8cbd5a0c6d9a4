import Astro
import Foundation
import PrayerSnapshot

/// `prayertimes --lat DEG --lon DEG | --city NAME [options]`: the timetable of a place (table,
/// JSON, CSV, iCalendar) or the widget snapshot.
enum MainCommand: Command {
  static let format = OptionRow("--format FORMAT", "table, json, csv, ics or snapshot.\ntable: one "
    + "row per day for people (--locale, colour on a terminal); json: every time as ISO 8601 with "
    + "its offset; csv: RFC 4180, one row per day, local HH:mm; ics: an iCalendar file (RFC 5545), "
    + "one event per prayer in UTC, stable UIDs; snapshot: the widget snapshot JSON, see SNAPSHOT "
    + "OPTIONS.",
    default: "table, on a terminal or not", group: OutputOptions.group)

  static let calendarPurpose =
    "The calendar dates the rows (the Hijri column; 'hijri' in JSON) and decides which days are in "
      + "Ramadan."
  /// The calendar without `--calendar`: the place's country's.
  static let calendarDefault =
    "the calendar of the place's country: turkey in Turkey, mabims in Indonesia, Malaysia, Brunei "
      + "and Singapore, iran in Iran, umm-al-qura elsewhere"

  /// How the zone, the method and the calendar are chosen without `--tz`, `--method` and
  /// `--calendar`.
  static let defaults: HelpSection = {
    let km = Int(ZoneInference.maximumDistanceKm)
    return HelpSection(
      title: "WITHOUT --tz, --method OR --calendar",
      text: "the zone is the IANA zone of the nearest place of the table (within \(km) km; else the "
        + "fixed offset nearest the longitude), and the method and Asr rule are the ones usual in "
        + "that place's country (Data/methods/countries.csv: Turkey turkey, Saudi Arabia "
        + "umm-al-qura, Pakistan/India/Bangladesh/Afghanistan karachi with hanafi Asr, Malaysia "
        + "jakim, Indonesia kemenag, Brunei brunei, UK moonsighting, US/Canada isna, ...; mwl elsewhere or with no "
        + "place within \(km) km). A 'Zone:' line on standard error and the table's 'Method:' "
        + "header line say which and why; JSON has them as 'timeZoneSource' and 'methodSource'. "
        + "--asr still wins over the country's. The Hijri calendar is the one that country follows "
        + "(Data/hijri/country_calendars.csv: Turkey turkey, Indonesia/Malaysia/Brunei/Singapore "
        + "mabims, Iran iran, Saudi Arabia umm-al-qura; umm-al-qura elsewhere or with no place within \(km) "
        + "km), whatever --locale; the table's 'Calendar:' header line names it and its source.")
  }()

  static let description = CommandDescription(
    name: "", summary: "", synopsis: "",
    usage:
      "prayertimes --lat DEG --lon DEG | --city NAME [--date YYYY-MM-DD] [--days N] [--tz ZONE] "
        + "[--method ID] [options]",
    usageLines: [
      "prayertimes --lat DEG --lon DEG | --city NAME [--date YYYY-MM-DD] [--days N] [--tz ZONE] "
        + "[--method ID] [options]",
      "prayertimes SUBCOMMAND [options]",
    ],
    overview: "Islamic prayer times from astronomy, for any place and date.",
    options: PlaceOptions.rows + [TimeOptions.date, TimeOptions.days, TimeOptions.now]
      + MethodSettings.rows
      + CalendarOptions.rows(
        adjust: "--hijri-adjust", strict: false, purpose: calendarPurpose, defaultCalendar: calendarDefault)
      + [format] + OutputOptions.rows + [SnapshotOptions.marks, SnapshotOptions.occasions],
    subcommands: Dispatcher.subcommands.map { $0.description },
    sections: [defaults],
    examples: [
      "prayertimes --lat 41.0082 --lon 28.9784 --days 14",
      "prayertimes --city Makkah --format json",
      "prayertimes --city \"London, GB\" --method moonsighting --asr hanafi --days 7",
      "prayertimes cities sao paulo",
      "prayertimes --city Istanbul --days 7 --locale tr",
      "prayertimes --city Makkah --days 30 --format ics --out makkah.ics",
      "prayertimes ramadan --city Istanbul --locale tr",
    ],
    exitStatus: "0 success, 1 runtime failure, 2 usage error.",
    extraFlags: [("--version", "Show the version.")])

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let options = try TimetableOptions.parse(
      a, formats: Choice(TimetableOptions.Format.self), standardInput: env.readStandardInput)
    let setup = options.setup
    // The zone's reason goes to standard error for the table and the snapshot; JSON carries it.
    let notes = Provenance.notes(setup, zone: options.format != .json)
    let now = options.now ?? env.now
    let today = LocalClock(setup.zone).today(now: now)
    // A snapshot covers yesterday … the Fajr after day 14; a timetable its days from '--date'
    // (checked with the options) or from today.
    let covered =
      options.snapshot != nil
      ? today.adding(days: -1)...today.adding(days: SnapshotBuilder.dayCount)
      : options.start == nil ? today...today.adding(days: options.days - 1) : nil
    if let covered, (try? SupportedYears.check(covered)) == nil {
      let source = options.now != nil ? "'--now' (local date \(today))" : "today, \(today),"
      return CommandOutput([.failure(.usage("\(source) is out of range: \(supportedYearsNote)"))])
        .noting(notes)
    }
    if let settings = options.snapshot {
      return SnapshotOutput.output(settings, setup: setup, now: now).noting(notes)
    }
    let timetable = try options.timetable(.days(from: options.start ?? today, count: options.days), now: now)
    let (data, what) = TimetableOutput.render(
      timetable, options: options, now: now, colour: env.colourAllowed(out: options.output.out))
    return CommandOutput.bytes(data, out: options.output.out, note: what).noting(notes)
  }
}
