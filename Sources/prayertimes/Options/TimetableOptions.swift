import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// What the command line asked of a timetable (the main command, `ramadan`, `chart`): the place,
/// the days, the zone and method (given, or chosen for the place, with the reason), the
/// calendar, the format and how the output is written.
struct TimetableOptions {
  enum Format: String, CaseIterable, Sendable { case table, json, csv, ics, snapshot }

  var coordinates: Coordinates
  var start: CivilDate?
  var days: Int
  var parameters: CalculationParameters
  var format: Format
  /// The calendar of the Hijri dates, which also decides Ramadan for the Ramadan Isha.
  var hijriCalendar: HijriCalendar
  /// `--now`, epoch ms: the current time (default: the clock's).
  var now: Int64?
  /// The options of `--format snapshot` (`nil` for the other formats).
  var snapshot: SnapshotSettings?
  /// `--locale`, `--clock`, `--digits`, `--place`, `--out`.
  var output = OutputOptions.Settings()
  /// The place named by `--city`, and the note when it was chosen among several.
  var city: Place?
  var cityNote: String?
  /// The zone to use: `--tz`, the `--city` place's, or inferred from the coordinates.
  var resolvedZone: ZoneSpec
  /// Why that zone (`--tz`, or the reason of the inference).
  var zoneSource: String
  var zoneInferred: Bool
  /// Why the method (`--method`, or the country's usual method and its source).
  var methodSource: String
  var methodInferred: Bool

  /// Reads the options in `a`; `formats`: the `--format`s the command takes (`nil`: it takes
  /// none, nor the output options).
  static func parse(
    _ a: Arguments, formats: Choice<Format>?, standardInput: () -> Data
  ) throws(CommandFailure) -> TimetableOptions {
    let place = try PlaceOptions.parse(a, required: true)
    guard let coordinates = place.coordinates else { throw .usage("invalid coordinates") }
    let start = try a.value("--date", GregorianDateValue(supported: true))
    let days =
      try a.value("--days", WholeNumber(range: 1...3660)) ?? 1
    if let start, !SupportedYears.contains(start.adding(days: days - 1)) {
      throw .usage(
        "'--date' \(start) with '--days' \(days) runs past \(SupportedYears.dates.upperBound): "
          + supportedYearsNote)
    }
    let zone = try PlaceOptions.zone(a)
    let givenMethod = try a.value("--method", MethodSettings.method)
    let defaults = PlaceDefaults.defaults(
      coordinates: coordinates, city: place.city?.place, tz: zone, needCountry: givenMethod == nil)
    var method = givenMethod ?? .mwl
    var countryAsr: AsrRule?
    var methodSource = "--method"
    if givenMethod == nil {
      let (m, asr, source) = PlaceDefaults.method(defaults, asrGiven: a.has("--asr"))
      (method, countryAsr, methodSource) = (m, asr, source)
    }
    var parameters = try MethodSettings.parameters(method, countryAsr: countryAsr, a)
    var calendar = try CalendarOptions.parse(a, adjustOption: "--hijri-adjust")
    if place.elevation != nil { parameters.appliesElevation = true }
    let format = try formats.map { c throws(CommandFailure) in try a.value("--format", c) ?? .table } ?? .table
    let now = try TimeOptions.now(a)
    var options = TimetableOptions(
      coordinates: coordinates, start: start, days: days, parameters: parameters, format: format,
      hijriCalendar: calendar, now: now, city: place.city?.place, cityNote: place.city?.note,
      resolvedZone: defaults.zone, zoneSource: defaults.zoneSource,
      zoneInferred: defaults.zoneInferred, methodSource: methodSource,
      methodInferred: givenMethod == nil)
    guard formats != nil else { return options }
    try a.checkFormat(format.rawValue)
    let output = try OutputOptions.parse(a)
    options.output = output
    if format == .snapshot {
      let marks = try a["--marks"].map { t throws(CommandFailure) in
        try SnapshotOptions.readMarks(t, standardInput: standardInput)
      }
      options.snapshot = SnapshotSettings(
        locale: output.locale ?? SnapshotLocale(lang: .en), place: output.place, marks: marks ?? [],
        out: output.out)
    }
    // Without --calendar, Turkish output dates the days as Diyanet does.
    if !a.has("--calendar"), let lang = output.locale?.lang {
      calendar.system = SnapshotRequest.defaultCalendar(for: lang).system
      options.hijriCalendar = calendar
    }
    return options
  }

  /// The timetable of `first` through `last`. A date the zone skips has no row, so the rows would
  /// run past `last`: they end on it all the same.
  func timetable(from first: CivilDate, through last: CivilDate) -> Timetable {
    func days(_ count: Int) -> Timetable {
      Timetable(
        coordinates: coordinates, start: first, count: count, zone: resolvedZone,
        parameters: parameters, hijriCalendar: hijriCalendar)
    }
    let count = first.days(to: last) + 1
    let timetable = days(count)
    let beyond = timetable.days.filter { $0.date > last }.count
    return beyond > 0 ? days(count - beyond) : timetable
  }
}
