import Astro
import Foundation
import PrayerSnapshot

/// `prayertimes chart`: the year's prayer times as a picture (SVG), one curve per time across the
/// months, on the zone's local clock. It takes the main command's place, zone, method and
/// calendar options, plus `--year`, `--place` and `--out`.
enum ChartCommand: Command {
  static let out = OutPath(
    needs: "a file path or '-'", give: "an SVG file path or '-'", allowsStandardOutput: true)

  static let year = "a chart always covers one calendar year: choose it with '--year YYYY'"

  static let description = CommandDescription(
    name: "chart", summary: "The year's prayer times as a picture (SVG): one curve per time.",
    synopsis: "chart [--year YYYY] --out FILE.svg --lat DEG --lon DEG [options]",
    usage:
      "prayertimes chart --lat DEG --lon DEG [--tz ZONE] [--method ID] [--year YYYY] [--place "
        + "LABEL] --out FILE.svg|- [options]",
    overview:
      "Draws a year of prayer times as an SVG picture: the x axis is the days of the year (month by "
        + "month), the y axis the local clock from 00:00 (top) to 24:00 (bottom), one curve each "
        + "for Fajr, Sunrise, Dhuhr, Asr, Maghrib and Isha (colour and dash pattern, so it reads in "
        + "greyscale too), with the daylight from Sunrise to Maghrib shaded. Where the clocks "
        + "change (daylight saving) the curves step and a dashed line marks the day; times set by a "
        + "high-latitude rule or a polar resolution are dotted; a time that does not happen leaves "
        + "a gap; today, when it is in the year, has a vertical line.",
    options: [
      OptionRow("--year YYYY", "The calendar year, \(supportedYearsText).",
        default: "the current year in the zone"),
      OptionRow("--out FILE", "Write the SVG to FILE atomically ('-': standard output) (required)."),
      OptionRow("--place LABEL", "A place name for the title (e.g. 'London'); without it the title "
        + "gives the year and the line under it the coordinates."),
      OptionRow("--locale LANG", "\(OutputOptions.languageList): the chart's words in that language "
        + "(title, legend, months, notes, today), from its table; a right-to-left language's text "
        + "runs right to left, the time axis still left to right.", default: "English"),
      OptionRow("--digits D", "\(OutputOptions.digitsList): the numbers of the chart's words and "
        + "hours.", default: OutputOptions.digitsDefaults),
      TimeOptions.now.with(
        help: "The current time, ISO 8601 with a UTC offset: it decides the default year and the "
          + "day marked today."),
    ] + PlaceOptions.subcommandRows + MethodSettings.rows
      + CalendarOptions.rows(
        adjust: "--hijri-adjust", strict: false, defaultCalendar: MainCommand.calendarDefault),
    notApplicable: [("--date", year), ("--days", year), ("--format", "a chart is always SVG")]
      + [("--clock", "the chart's hours run 00:00 to 24:00"), ("--marks", "it is an option of '--format snapshot'")],
    sections: [HelpSection(text: "A place is required: --lat and --lon, or --city.")],
    examples: [
      "prayertimes chart --lat 51.5074 --lon -0.1278 --tz Europe/London --method moonsighting \\",
      "  --year 2026 --place London --out london-2026.svg",
    ],
    exitStatus:
      "0 success, 1 the file cannot be written, 2 usage error (a bad option or value; nothing is "
        + "written).")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let year = try a.value("--year", GregorianYear())
    let place = try a.value("--place", LineLabel(example: "London"))
    let options = try TimetableOptions.parse(
      a, formats: nil, standardInput: env.readStandardInput)
    guard let path = a["--out"] else {
      throw .usage("missing '--out FILE.svg' (the file to write, or '-' for standard output)")
    }
    let out = try ChartCommand.out.parse(path, option: "--out")
    let now = options.now ?? env.now
    let today = LocalClock(options.setup.zone).today(now: now)
    let chosenYear = year ?? today.year
    guard SupportedYears.range.contains(chosenYear) else {
      throw .usage("the current year \(chosenYear) is out of range: \(supportedYearsNote); give "
        + "'--year'")
    }
    let lang = try a.value("--locale", OutputOptions.language)
    let digits = try a.value("--digits", OutputOptions.digits)
    let words = ChartWords(lang == nil && digits == nil ? nil : SnapshotLocale(lang: lang ?? .en, digits: digits))
    let svg = YearChart.svg(
      timetable: try options.timetable(.year(chosenYear), now: now),
      title: words.title(year: chosenYear, place: place), today: today, words: words)
    let data = Data(svg.utf8)
    let notes = Provenance.notes(options.setup)
    guard out != "-" else { return CommandOutput([.standardOutput(data)]).noting(notes) }
    let file = FileWrite(
      data: data, path: out,
      sentence: "Wrote the chart of \(chosenYear) to \(out) (\(data.count / 1024) KB).",
      what: " the chart to ")
    return CommandOutput([.file(file)]).noting(notes)
  }
}
