import Astro
import Hijri
import PrayerSnapshot

/// What the command line asked for.
struct Options {
  enum Format: String, CaseIterable { case table, json, csv, ics, snapshot }

  var coordinates: Coordinates
  var start: CivilDate?
  var days: Int
  var zone: ZoneSpec?
  var parameters: CalculationParameters
  var format: Format
  /// The calendar of the Hijri dates, which also decides Ramadan for the Ramadan Isha.
  var hijriCalendar: HijriCalendar = .ummAlQura
  /// `--now`, epoch ms: the current time (default: the clock's).
  var now: Int64?
  /// The options of `--format snapshot` (`nil` for the other formats).
  var snapshot: SnapshotSettings?
  /// `--locale`, `--clock`, `--digits`, `--place`, `--out`.
  var output = OutputOptions.Settings()
  /// The place named by `--city`, and the note when it was chosen among several.
  var city: Place? = nil
  var cityNote: String? = nil
  /// The zone to use: `--tz`, the `--city` place's, or inferred from the coordinates.
  var resolvedZone: ZoneSpec = ZoneSpec(fixedOffsetSeconds: 0)
  /// Why that zone (`--tz`, or the reason of the inference).
  var zoneSource: String = "--tz"
  var zoneInferred: Bool = false
  /// Why the method (`--method`, or the country's usual method and its source).
  var methodSource: String = "--method"
  var methodInferred: Bool = false
}

/// A usage error: what was wrong and what is allowed.
struct UsageError: Error {
  let message: String
}

/// The version printed by `--version`.
let toolVersion = "0.1.0"

let usageLine =
  "prayertimes --lat DEG --lon DEG | --city NAME [--date YYYY-MM-DD] [--days N] [--tz ZONE] [--method ID] [options]"

/// The subcommands' lines of the top-level help.
let subcommandHelp = (Subcommand.allCases.map { ($0.synopsis, $0.summary) }
  + [(RamadanCommand.synopsis, RamadanCommand.summary)]
  + [(ChartCommand.synopsis, ChartCommand.summary)]
  + [(CitiesCommand.synopsis, CitiesCommand.summary)]
  + [(BatchCommand.synopsis, BatchCommand.summary)]
  + [(WidgetCommand.synopsis, WidgetCommand.summary)]
  + [(TapsCommand.synopsis, TapsCommand.summary)]
  + [(MoonCommand.synopsis, MoonCommand.summary)]
  + [(CrescentCommand.synopsis, CrescentCommand.summary)]).map {
    "  " + $0.0 + "\n" + String(repeating: " ", count: 26) + $0.1
  }.joined(separator: "\n")

/// What the calendar does in the timetable, for the help.
let calendarPurpose = """
                            The calendar dates the rows (the Hijri column; 'hijri' in JSON) and
                            decides which days are in Ramadan.
  """

let helpText = """
  OVERVIEW: Islamic prayer times from astronomy, for any place and date.

  USAGE: \(usageLine)
         prayertimes SUBCOMMAND [options]

  SUBCOMMANDS (each with its own --help):
  \(subcommandHelp)

  OPTIONS:
    --lat DEG               Latitude in degrees, -90...90, north positive (or --city).
    --lon DEG               Longitude in degrees, -180...180, east positive (or --city).
  \(PlaceOptions.cityHelp)
    --date YYYY-MM-DD       First local date (default: today in the zone); every day must be
                            in the supported years 1600...2100.
    --days N                Number of days, 1...3660 (default: 1).
    --tz ZONE               IANA zone (Asia/Riyadh), UTC, or a fixed offset (+05:30, -03:00)
                            (default: the zone of the nearest place; see WITHOUT --tz OR
                            --method below).
    --method ID             Calculation method (default: the one usual in the country of the
                            nearest place, else mwl); one of:
                            \(CalculationMethod.allCases.map(\.rawValue).joined(separator: ", ")).
    --fajr-angle DEG        Fajr at this depression of the Sun, 0...30.
    --isha-angle DEG        Isha at this depression of the Sun, 0...30.
    --isha-interval MIN     Isha this many minutes after Maghrib, 0...300.
    --maghrib-angle DEG     Maghrib at this depression of the Sun, 0...30 (default: sunset).
    --asr SCHOOL            standard (shadow 1x) or hanafi (shadow 2x) (default: the country's
                            with the country's method, else standard).
    --high-lat RULE         none, middle-of-night, seventh-of-night, twilight-angle,
                            nearest-latitude[=DEG] (default 48.5), diyanet
                            (default: the method's; twilight-angle for most).
    --polar RULE            Days without sunrise, sunset or a noon shadow: nearest-latitude[=DEG]
                            (the nearest latitude where the day is whole, at most DEG; default:
                            from the place itself), nearest-day, unresolved (default:
                            nearest-latitude).
    --midnight RULE         standard, jafari, maghrib-to-fajr (default: the method's).
    --shafaq KIND           Moonsighting Isha twilight: general, ahmer, abyad (default: general).
    --elevation M           Height above sea level, -500...10000 m; lowers the horizon for
                            sunrise and sunset (dip 1.76' x sqrt(m)).
    --rounding MODE         nearest, up, none (default: the method's; none keeps milliseconds).
    --adjust LIST           Minutes to add, e.g. fajr=+2,isha=-1 (imsak, fajr, sunrise, dhuhr,
                            asr, sunset, maghrib, isha, midnight; -120...120).
    --ramadan-isha off|MIN  The method's Ramadan Isha (umm-al-qura: 120 minutes after Maghrib on
                            the days the Hijri calendar puts in Ramadan): off keeps the usual
                            Isha, MIN (0...300) sets Isha MIN minutes after Maghrib in Ramadan.
  \(CalendarOptions.help(adjust: "--hijri-adjust", strict: false, purpose: calendarPurpose))
    --format FORMAT         table, json, csv, ics or snapshot (default: table, on a terminal
                            or not). table: one row per day for people (--locale, colour on a
                            terminal); json: every time as ISO 8601 with its offset; csv: RFC
                            4180, one row per day, local HH:mm; ics: an iCalendar file (RFC
                            5545), one event per prayer in UTC, stable UIDs; snapshot: the
                            widget snapshot JSON, see SNAPSHOT OPTIONS.
  \(OutputOptions.help)
  \(SnapshotOptions.nowHelp)
    -h, --help              Show this help.
    --version               Show the version.

  \(SnapshotOptions.help)

  \(PlaceOptions.defaultsHelp)

  With --method custom no adjustment is applied: Dhuhr is the transit and Maghrib is sunset
  unless --maghrib-angle is given.

  EXIT STATUS: 0 success, 1 runtime failure, 2 usage error.
  """

/// Parses the arguments (without the program name).
func parseOptions(_ arguments: [String]) throws(UsageError) -> Options? {
  var values: [String: String] = [:]
  var order: [String] = []
  let known = Set<String>([
    "--lat", "--lon", "--date", "--days", "--tz", "--method", "--fajr-angle", "--isha-angle",
    "--isha-interval", "--maghrib-angle", "--asr", "--high-lat", "--polar", "--midnight",
    "--shafaq", "--elevation", "--rounding", "--adjust", "--format", "--ramadan-isha", "--now",
    "--city",
  ])
  .union(SnapshotOptions.only)
  .union(OutputOptions.names)
  .union(CalendarOptions.valueOptions(adjust: "--hijri-adjust"))
  var i = 0
  while i < arguments.count {
    let arg = arguments[i]
    if arg == "-h" || arg == "--help" { return nil }
    var (name, value) = splitOption(arg)
    guard known.contains(name) else {
      if arg.hasPrefix("-") && Double(arg) == nil {
        throw UsageError(message: "unknown option '\(name)'")
      }
      throw UsageError(message: "unexpected argument '\(arg)'")
    }
    if value == nil {
      guard i + 1 < arguments.count else {
        throw UsageError(message: "missing value for '\(name)'")
      }
      i += 1
      value = arguments[i]
    }
    guard values[name] == nil else { throw UsageError(message: "'\(name)' given twice") }
    values[name] = value
    order.append(name)
    i += 1
  }

  func number(_ name: String, in range: ClosedRange<Double>, unit: String) throws(UsageError)
    -> Double?
  {
    guard let text = values[name] else { return nil }
    guard isDecimalNumber(text), let v = Double(text) else {
      throw UsageError(message: "'\(name)' needs a decimal number such as 21.4225, got '\(text)'")
    }
    guard v.isFinite else {
      throw UsageError(
        message: "'\(name)' needs a finite number, got '\(text)' (too large for a number)")
    }
    guard range.contains(v) else {
      throw UsageError(
        message:
          "'\(name)' \(text) is out of range: allowed \(fmt(range.lowerBound))...\(fmt(range.upperBound))\(unit)"
      )
    }
    return v
  }
  func choice<T>(_ name: String, _ options: [(String, T)]) throws(UsageError) -> T? {
    guard let text = values[name] else { return nil }
    if let match = options.first(where: { $0.0 == text }) { return match.1 }
    throw UsageError(
      message:
        "the value '\(text)' is invalid for '\(name)': use one of \(options.map { "'\($0.0)'" }.joined(separator: ", "))"
    )
  }

  var city: PlaceOptions.City?
  if let name = values["--city"] {
    if values["--lat"] != nil || values["--lon"] != nil {
      throw UsageError(message: "give either '--city NAME' or '--lat DEG --lon DEG', not both")
    }
    city = try PlaceOptions.city(name)
  }
  let lat: Double
  let lon: Double
  if let city {
    (lat, lon) = (city.place.coordinates.latitude, city.place.coordinates.longitude)
  } else {
    guard let la = try number("--lat", in: Coordinates.latitudeRange, unit: " degrees") else {
      throw UsageError(message: "missing '--lat DEG' (or give '--city NAME')")
    }
    guard let lo = try number("--lon", in: Coordinates.longitudeRange, unit: " degrees") else {
      throw UsageError(message: "missing '--lon DEG' (or give '--city NAME')")
    }
    (lat, lon) = (la, lo)
  }
  let elevation = try number("--elevation", in: Coordinates.elevationRange, unit: " m")
  guard let coordinates = Coordinates(latitude: lat, longitude: lon, elevation: elevation ?? 0)
  else { throw UsageError(message: "invalid coordinates") }

  let start = try values["--date"].map(parseDateOption)
  var days = 1
  if let text = values["--days"] {
    guard let n = Int(text), (1...3660).contains(n) else {
      throw UsageError(message: "'--days' needs a whole number 1...3660, got '\(text)'")
    }
    days = n
  }
  if let start, !SupportedYears.contains(start.adding(days: days - 1)) {
    throw UsageError(
      message:
        "'--date' \(start) with '--days' \(days) runs past \(SupportedYears.dates.upperBound): "
        + "\(supportedYearsNote)")
  }
  var zone: ZoneSpec?
  if let text = values["--tz"] {
    do { zone = try ZoneSpec(parsing: text) } catch { throw UsageError(message: "'--tz': \(error.description)") }
  }

  let givenMethod = try choice("--method", CalculationMethod.allCases.map { ($0.rawValue, $0) })
  let defaults = PlaceOptions.defaults(
    coordinates: coordinates, city: city?.place, tz: zone, needCountry: givenMethod == nil)
  let method: CalculationMethod
  var methodSource = "--method"
  var countryAsr = AsrRule.standard
  if let givenMethod {
    method = givenMethod
  } else {
    (method, countryAsr, methodSource) = PlaceOptions.method(defaults, asrGiven: values["--asr"] != nil)
  }
  var p = method.parameters
  if givenMethod == nil { p.asr = countryAsr }
  if let a = try number("--fajr-angle", in: 0...30, unit: " degrees") {
    p.fajr = .depression(.degrees(a))
  }
  if values["--isha-angle"] != nil, values["--isha-interval"] != nil {
    throw UsageError(message: "give either '--isha-angle' or '--isha-interval', not both")
  }
  if let a = try number("--isha-angle", in: 0...30, unit: " degrees") {
    p.isha = .depression(.degrees(a))
  }
  if let m = try number("--isha-interval", in: 0...300, unit: " minutes") {
    p.isha = .minutesAfterMaghrib(m)
  }
  if let a = try number("--maghrib-angle", in: 0...30, unit: " degrees") {
    p.maghrib = .depression(.degrees(a))
  }
  if let asr = try choice("--asr", [("standard", AsrRule.standard), ("hanafi", .hanafi)]) {
    p.asr = asr
  }
  if let text = values["--high-lat"] {
    p.highLatitudeRule = try parseHighLatitude(text)
  }
  if let text = values["--polar"] {
    p.polarResolution = try parsePolar(text)
  }
  if let m = try choice("--midnight", MidnightRule.allCases.map { ($0.rawValue, $0) }) {
    p.midnight = m
  }
  if let s = try choice("--shafaq", Shafaq.allCases.map { ($0.rawValue, $0) }) {
    guard case .moonsightingSeasonal = p.isha else {
      throw UsageError(message: "'--shafaq' applies only to '--method moonsighting'")
    }
    p.isha = .moonsightingSeasonal(s)
  }
  if let r = try choice("--rounding", Rounding.allCases.map { ($0.rawValue, $0) }) {
    p.rounding = r
  }
  if let text = values["--adjust"] {
    p.adjustments = try parseAdjustments(text)
  }
  if let text = values["--ramadan-isha"] {
    if text == "off" {
      p.ramadanIsha = nil
    } else {
      guard isDecimalNumber(text), let m = Double(text), m.isFinite, (0...300).contains(m) else {
        throw UsageError(
          message: "'--ramadan-isha' needs 'off' or minutes 0...300 after Maghrib, got '\(text)'")
      }
      p.ramadanIsha = .minutesAfterMaghrib(m)
    }
  }
  var hijriCalendar = try CalendarOptions.parse(
    values, strict: false, adjustOption: "--hijri-adjust")
  if elevation != nil { p.appliesElevation = true }
  let format =
    try choice("--format", Options.Format.allCases.map { ($0.rawValue, $0) }) ?? .table
  let now = try values["--now"].map { text throws(UsageError) in
    try Instant.parse(text, option: "--now")
  }
  let output = try OutputOptions.parse(values, format: format.rawValue)
  let snapshot = try SnapshotOptions.parse(values, snapshot: format == .snapshot, output: output)
  // Without --calendar, Turkish output dates the days as Diyanet does.
  if values["--calendar"] == nil, let lang = output.locale?.lang {
    hijriCalendar.system = SnapshotRequest.defaultCalendar(for: lang).system
  }
  return Options(
    coordinates: coordinates, start: start, days: days, zone: zone, parameters: p, format: format,
    hijriCalendar: hijriCalendar, now: now, snapshot: snapshot, output: output, city: city?.place,
    cityNote: city?.note, resolvedZone: defaults.zone, zoneSource: defaults.zoneSource,
    zoneInferred: defaults.zoneInferred, methodSource: methodSource, methodInferred: givenMethod == nil)
}

private func parseHighLatitude(_ text: String) throws(UsageError) -> HighLatitudeRule {
  let (name, arg) = splitArgument(text)
  switch name {
  case "none" where arg == nil: return .none
  case "middle-of-night" where arg == nil: return .middleOfTheNight
  case "seventh-of-night" where arg == nil: return .seventhOfTheNight
  case "twilight-angle" where arg == nil: return .twilightAngle
  case "diyanet" where arg == nil: return .diyanet
  case "nearest-latitude":
    guard let arg else { return .nearestLatitude(HighLatitudeRule.defaultNearestLatitude) }
    guard isDecimalNumber(arg), let v = Double(arg), (30...66).contains(v) else {
      throw UsageError(message: "'--high-lat nearest-latitude=DEG' needs DEG in 30...66, got '\(arg)'")
    }
    return .nearestLatitude(.degrees(v))
  default:
    throw UsageError(
      message:
        "the value '\(text)' is invalid for '--high-lat': use one of 'none', 'middle-of-night', "
        + "'seventh-of-night', 'twilight-angle', 'nearest-latitude[=DEG]', 'diyanet'")
  }
}

private func parsePolar(_ text: String) throws(UsageError) -> PolarResolution {
  let (name, arg) = splitArgument(text)
  switch name {
  case "unresolved" where arg == nil: return .unresolved
  case "nearest-day" where arg == nil: return .nearestDay
  case "nearest-latitude":
    guard let arg else { return .nearestLatitude(PolarResolution.defaultLatitude) }
    guard isDecimalNumber(arg), let v = Double(arg), (30...90).contains(v) else {
      throw UsageError(message: "'--polar nearest-latitude=DEG' needs DEG in 30...90, got '\(arg)'")
    }
    return .nearestLatitude(.degrees(v))
  default:
    throw UsageError(
      message:
        "the value '\(text)' is invalid for '--polar': use one of 'nearest-latitude[=DEG]', "
        + "'nearest-day', 'unresolved'")
  }
}

private func parseAdjustments(_ text: String) throws(UsageError) -> PrayerAdjustments {
  var result = PrayerAdjustments()
  let adjustable: [TimeKind] = [
    .imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight,
  ]
  var seen: Set<String> = []
  for item in text.split(separator: ",", omittingEmptySubsequences: false) {
    let parts = item.split(separator: "=", omittingEmptySubsequences: false)
    guard parts.count == 2, let kind = TimeKind(rawValue: String(parts[0])),
      adjustable.contains(kind)
    else {
      throw UsageError(
        message:
          "bad '--adjust' item '\(item)': write NAME=MINUTES, NAME one of "
          + adjustable.map(\.rawValue).joined(separator: ", "))
    }
    guard seen.insert(String(parts[0])).inserted else {
      throw UsageError(message: "'--adjust' names '\(parts[0])' twice")
    }
    guard isDecimalNumber(String(parts[1])), let v = Double(parts[1]), v.isFinite, (-120...120).contains(v) else {
      throw UsageError(
        message: "bad '--adjust' minutes '\(parts[1])' for \(parts[0]): allowed -120...120")
    }
    result[kind] = v
  }
  return result
}

/// `21.4225`, `-0.5`, `+3`, `.5`, `1e3`: decimal notation only (Swift's `Double` would also take
/// `0x1p3`, `nan` and `inf`).
func isDecimalNumber(_ text: String) -> Bool {
  text.range(of: #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression)
    != nil
}

private func splitArgument(_ text: String) -> (String, String?) {
  guard let eq = text.firstIndex(of: "=") else { return (text, nil) }
  return (String(text[..<eq]), String(text[text.index(after: eq)...]))
}

private func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

/// The supported years, for messages: "the supported years 1600...2100 (…)".
/// The value of `--date`: a real date in ``SupportedYears``, or a usage error saying which.
func parseDateOption(_ text: String) throws(UsageError) -> CivilDate {
  guard let date = CivilDate(iso8601: text) else {
    throw UsageError(message: "'--date' needs a real date as YYYY-MM-DD, got '\(text)'")
  }
  guard SupportedYears.contains(date) else {
    throw UsageError(message: "'--date' \(text) is out of range: \(supportedYearsNote)")
  }
  return date
}

let supportedYearsNote =
  "prayer times are computed for the years \(supportedYearsText) (beyond them the Earth's clock, ΔT, is not known to the "
  + "minute)"

/// "1600...2100".
let supportedYearsText = "\(SupportedYears.range.lowerBound)...\(SupportedYears.range.upperBound)"

/// A `--year` value: a whole number in the supported years.
func supportedYear(_ text: String, option: String = "--year") throws(UsageError) -> Int {
  guard let y = Int(text), text.allSatisfy(\.isASCII) else {
    throw UsageError(message: "'\(option)' needs a whole number \(supportedYearsText), got '\(text)'")
  }
  guard SupportedYears.range.contains(y) else {
    throw UsageError(message: "'\(option)' \(y) is out of range: \(supportedYearsNote)")
  }
  return y
}
