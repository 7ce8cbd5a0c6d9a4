import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// What the command line asked of a timetable (the main command, `ramadan`, `chart`): the place,
/// zone, method and calendar (``PrayerSetup``: given, or chosen for the place, with the reason),
/// the days, the format and how the output is written.
struct TimetableOptions {
  enum Format: String, CaseIterable, Sendable { case table, json, csv, ics, snapshot }

  /// The place, zone, parameters and calendar, with where each came from.
  var setup: PrayerSetup
  var start: CivilDate?
  var days: Int
  var format: Format
  /// `--now`: the current time (default: the clock's).
  var now: Instant?
  /// The options of `--format snapshot` (`nil` for the other formats).
  var snapshot: SnapshotSettings?
  /// `--locale`, `--clock`, `--digits`, `--place`, `--out`.
  var output = OutputOptions.Settings()

  /// Reads the options in `a`; `formats`: the `--format`s the command takes (`nil`: it takes
  /// none, nor the output options).
  static func parse(
    _ a: Arguments, formats: Choice<Format>?, standardInput: () -> Data
  ) throws(CommandFailure) -> TimetableOptions {
    guard let location = try PlaceOptions.location(a, required: true) else {
      throw .usage("missing '--lat DEG' (or give '--city NAME')")
    }
    let start = try a.value("--date", GregorianDateValue(supported: true))
    let days =
      try a.value("--days", WholeNumber(range: 1...3660)) ?? 1
    if let start, !SupportedYears.contains(start.adding(days: days - 1)) {
      throw .usage(
        "'--date' \(start) with '--days' \(days) runs past \(SupportedYears.dates.upperBound): "
          + supportedYearsNote)
    }
    let settings = try MethodSettings.settings(a)
    let format = try formats.map { c throws(CommandFailure) in try a.value("--format", c) ?? .table } ?? .table
    let now = try TimeOptions.now(a)
    var output = OutputOptions.Settings()
    var snapshot: SnapshotSettings?
    if formats != nil {
      try a.checkFormat(format.rawValue)
      output = try OutputOptions.parse(a)
      if format == .snapshot {
        let marks = try a["--marks"].map { t throws(CommandFailure) in
          try SnapshotOptions.readMarks(t, standardInput: standardInput)
        }
        snapshot = SnapshotSettings(
          locale: output.locale ?? SnapshotLocale(lang: .en), place: output.place,
          marks: marks ?? [], occasions: try OccasionOptions.set(a), out: output.out)
      }
    }
    // Without --calendar, the days are dated by the calendar of the place's country; English
    // takes the region of the place's country where CLDR's answer differs (en-GB in London).
    let setup = try PlaceOptions.setup(location, settings)
    output.locale = output.regional(forCountry: setup.place.country)
    snapshot?.locale = output.regional(forCountry: setup.place.country, english: true)!
    return TimetableOptions(
      setup: setup, start: start, days: days, format: format, now: now, snapshot: snapshot,
      output: output)
  }

  /// The timetable of `span` (checked against the supported years before).
  func timetable(_ span: DateSpan, now: Instant) throws(CommandFailure) -> Timetable {
    do { return try setup.timetable(span, now: now) } catch { throw .usage(error.description) }
  }
}
