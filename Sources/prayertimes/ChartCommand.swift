import Astro
import Foundation
import PrayerSnapshot

/// `prayertimes chart`: the year's prayer times as a picture (SVG), one curve per time across the
/// months, on the zone's local clock. It takes the main command's place, zone, method and
/// calendar options (read by ``parseOptions(_:)``), plus `--year`, `--place` and `--out`.
enum ChartCommand {
  static let name = "chart"

  static let usage =
    "prayertimes chart --lat DEG --lon DEG [--tz ZONE] [--method ID] [--year YYYY] [--place LABEL] --out FILE.svg|- [options]"

  /// For the top-level help.
  static let synopsis = "chart [--year YYYY] --out FILE.svg --lat DEG --lon DEG [options]"
  static let summary = "The year's prayer times as a picture (SVG): one curve per time."

  /// The options this subcommand reads itself; the rest go to the main command's parser.
  static let ownOptions: Set<String> = ["--year", "--out", "--place"]

  /// Main-command options that do not apply to a chart, with the reason.
  static let notApplicable: [(String, String)] = [
    ("--date", "a chart always covers one calendar year: choose it with '--year YYYY'"),
    ("--days", "a chart always covers one calendar year: choose it with '--year YYYY'"),
    ("--format", "a chart is always SVG"),
  ] + ["--locale", "--clock", "--digits"].map {
    ($0, "the chart's words are English; it is an option of the table, ics and snapshot formats")
  } + [("--marks", "it is an option of '--format snapshot'")]

  static let help = """
    OVERVIEW: Draws a year of prayer times as an SVG picture: the x axis is the days of the year
    (month by month), the y axis the local clock from 00:00 (top) to 24:00 (bottom), one curve
    each for Fajr, Sunrise, Dhuhr, Asr, Maghrib and Isha (colour and dash pattern, so it reads in
    greyscale too), with the daylight from Sunrise to Maghrib shaded. Where the clocks change
    (daylight saving) the curves step and a dashed line marks the day; times set by a
    high-latitude rule or a polar resolution are dotted; a time that does not happen leaves a gap;
    today, when it is in the year, has a vertical line.

    USAGE: \(usage)

    OPTIONS:
      --year YYYY             The calendar year, 1600...2100 (default: the current year in the zone).
      --out FILE              Write the SVG to FILE atomically ('-': standard output) (required).
      --place LABEL           A place name for the title (e.g. 'London'); without it the title
                              gives the year and the line under it the coordinates.
      --now TIME              The current time, ISO 8601 with a UTC offset (default: the
                              clock's): it decides the default year and the day marked today.
      -h, --help              Show this help.

      The place, zone, method and calendar options of the main command apply: --lat and --lon
      or --city (required), --tz, --method, --fajr-angle, --isha-angle, --isha-interval,
      --maghrib-angle, --asr, --high-lat, --polar, --midnight, --shafaq, --elevation, --rounding,
      --adjust, --ramadan-isha, --calendar, --hijri-adjust (see 'prayertimes --help'). Without
      --tz the zone of the nearest place is used, and without --method the method usual in its
      country (the zone's reason on standard error). --date, --days and --format do not apply.

    EXAMPLE:
      prayertimes chart --lat 51.5074 --lon -0.1278 --tz Europe/London --method moonsighting \\
        --year 2026 --place London --out london-2026.svg

    EXIT STATUS: 0 success, 1 the file cannot be written, 2 usage error (a bad option or value;
    nothing is written).
    """

  /// What to write where.
  struct Chart {
    let svg: String
    /// The file, or `-` for standard output.
    let out: String
    let year: Int
    /// Notes for standard error (the zone inferred from the coordinates, the --city choice).
    let notes: [String]
  }

  /// What the arguments ask for, before anything is computed.
  struct Request {
    let options: Options
    /// `--year`, if given.
    let year: Int?
    /// `--place`, if given.
    let place: String?
    /// The file, or `-` for standard output.
    let out: String
  }

  /// Reads the arguments (after `chart`) and draws the chart; `nil` when help was asked for.
  static func run(_ arguments: [String], now clock: Date) throws(UsageError) -> Chart? {
    guard let request = try parse(arguments) else { return nil }
    return try draw(request, now: clock)
  }

  /// Reads the arguments (after `chart`), computing nothing; `nil` when help was asked for.
  static func parse(_ arguments: [String]) throws(UsageError) -> Request? {
    // Take out this subcommand's options; pass the rest, pairwise, to the main parser.
    var own: [String: String] = [:]
    var rest: [String] = []
    var i = 0
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if arg == "-h" || arg == "--help" { return nil }
      var (name, value) = splitOption(arg)
      if ownOptions.contains(name) {
        if value == nil {
          guard i < arguments.count else { throw UsageError(message: "missing value for '\(name)'") }
          value = arguments[i]
          i += 1
        }
        guard own[name] == nil else { throw UsageError(message: "'\(name)' given twice") }
        own[name] = value
        continue
      }
      if let reason = notApplicable.first(where: { $0.0 == name })?.1 {
        throw UsageError(message: "'\(name)' does not apply to 'chart': \(reason)")
      }
      rest.append(arg)
      // Every main-command option takes a value: keep it with its name, whatever it looks like.
      if arg.hasPrefix("--"), value == nil, i < arguments.count {
        if arguments[i] == "-h" || arguments[i] == "--help" { return nil }
        rest.append(arguments[i])
        i += 1
      }
    }

    var year: Int?
    if let text = own["--year"] {
      year = try supportedYear(text)
    }
    var place: String?
    if let text = own["--place"] {
      guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        throw UsageError(message: "'--place' needs a label such as 'London', got an empty one")
      }
      guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw UsageError(message: "'--place' must be one line of text, without control characters")
      }
      place = text
    }

    guard let options = try parseOptions(rest) else { return nil }

    guard let out = own["--out"] else {
      throw UsageError(message: "missing '--out FILE.svg' (the file to write, or '-' for standard output)")
    }
    if out != "-" {
      guard !out.isEmpty, !out.hasSuffix("/") else {
        throw UsageError(message: "'--out' needs a file path or '-', got '\(out)'")
      }
      // The writer renames over the target: it must be a regular file if it exists.
      var info = stat()
      if stat(out, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
        throw UsageError(
          message: "'--out' '\(out)' exists and is not a regular file: give an SVG file path or '-'")
      }
    }
    return Request(options: options, year: year, place: place, out: out)
  }

  /// Computes the year and draws its chart.
  static func draw(_ request: Request, now clock: Date) throws(UsageError) -> Chart {
    let (options, year, place, out) = (request.options, request.year, request.place, request.out)
    // The zone: --tz, or inferred from the coordinates (said on standard error).
    let zone = options.resolvedZone
    let notes = [options.cityNote, PlaceOptions.zoneNote(options)].compactMap { $0 }
    let now = options.now.map(Instant.date) ?? clock
    let today = Timetable.today(in: zone.timeZone, now: now)
    let chosenYear = year ?? today.year
    guard SupportedYears.range.contains(chosenYear), let start = CivilDate(year: chosenYear, month: 1, day: 1)
    else {
      throw UsageError(
        message: "the current year \(chosenYear) is out of range: \(supportedYearsNote); give '--year'")
    }
    let length = CivilDate.isLeapYear(chosenYear) ? 366 : 365
    var timetable = Timetable(
      coordinates: options.coordinates, start: start, count: length, zone: zone,
      parameters: options.parameters, hijriCalendar: options.hijriCalendar)
    // A date the zone skips has no row, so the rows would run into the next year: end at 31 Dec.
    let beyond = timetable.days.filter { $0.date.year > chosenYear }.count
    if beyond > 0 {
      timetable = Timetable(
        coordinates: options.coordinates, start: start, count: length - beyond, zone: zone,
        parameters: options.parameters, hijriCalendar: options.hijriCalendar)
    }
    let title = "Prayer times \(chosenYear)" + (place.map { " · " + $0 } ?? "")
    let svg = YearChart.svg(timetable: timetable, title: title, today: today)
    return Chart(svg: svg, out: out, year: chosenYear, notes: notes)
  }

  /// Runs the subcommand and exits: 0 written, 1 the file cannot be written, 2 usage error.
  static func main(_ arguments: [String]) -> Never {
    let chart: Chart
    do {
      guard let c = try run(arguments, now: Date()) else {
        print(help)
        exit(0)
      }
      chart = c
    } catch {
      exitWithUsageError(error.message, usage: usage, command: name)
    }
    for note in chart.notes { printError(note) }
    let data = Data(chart.svg.utf8)
    if chart.out == "-" {
      FileHandle.standardOutput.write(data)
      exit(0)
    }
    do {
      try SnapshotWriter.write(data, to: URL(fileURLWithPath: chart.out))
    } catch {
      printError("Error: cannot write the chart to '\(chart.out)': \(error.description)")
      exit(1)
    }
    printError("Wrote the chart of \(chart.year) to \(chart.out) (\(data.count / 1024) KB).")
    exit(0)
  }
}
