import Astro
import PrayerSnapshot
import Foundation

/// `prayertimes moon`: the Moon on a day — phase, illumination, age, distance, rise and set at a
/// place, the next principal phases.
enum MoonCommand: Command {
  static let description = CommandDescription(
    name: "moon", summary: "The Moon on a day: phase, illumination, age, rise and set, next phases.",
    synopsis: "moon [--date YYYY-MM-DD] [--lat DEG --lon DEG] [--format F]",
    usage:
      "prayertimes moon [--date YYYY-MM-DD] [--lat DEG --lon DEG | --city NAME] [--tz ZONE] "
        + "[--format text|json]",
    overview:
      "The Moon on a day: its phase (new, waxing crescent, first quarter, waxing gibbous, full, "
        + "waning gibbous, last quarter, waning crescent), the illuminated fraction, its age since "
        + "the last new Moon and its distance, at local noon of the day (at 12:00 UTC without a "
        + "place); with a place, the moonrise and moonset of that local day, or why there is none "
        + "(the Moon rises about 50 minutes later each day, so one day a month has no moonrise); "
        + "the next four principal phases and the previous new Moon.",
    options: [
      TimeOptions.date.with(help: "The day, years \(supportedYearsText).")
    ] + SkyPlace.rows + [
      TextFormat.row(
        TextFormat.textOrJSON,
        " JSON keys: schemaVersion, date, timeZone, place (latitude, longitude, label; or null), at, phase, phaseName, "
          + "illuminatedPercent, waxing, ageSeconds, distanceKm, moonrise and moonset ({time} or "
          + "{none: reason}, only with a place), previousNewMoon, nextPhases [{phase, time}]; times "
          + "are ISO 8601 with the zone's offset.")
    ],
    examples: [
      "prayertimes moon --city Makkah --date 2026-02-17",
      "prayertimes moon --lat 51.5 --lon -0.13 --format json",
    ],
    exitStatus: "0 success, 2 usage error (nothing is written).")

  /// The phase name from the Moon's longitude from the Sun (radians): the principal phases are
  /// the days within ±6° (about half a day) of 0°, 90°, 180°, 270°.
  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let format = try a.value("--format", TextFormat.textOrJSON) ?? .text
    let date = try a.value("--date", GregorianDateValue(supported: true))
    let (place, zone) = try SkyPlace.parse(a)
    let clock = LocalClock(zone)
    let day = date ?? clock.today(now: env.now)
    guard SupportedYears.contains(day) else {
      throw .usage("today, \(day), is out of range: \(supportedYearsNote)")
    }
    let report = MoonReport(date: day, place: place, zone: zone)
    if format == .json { return .text(report.json().serialized(indent: 2)) }
    return .text(report.text(noPlace: "give --lat/--lon or --city"))
  }
}
