import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// What the calendar commands (`hijri`, `gregorian`, `occasions`) share: their help's shape (one
/// argument, their own options, `--format`, the calendar options, what the output holds), their
/// exit statuses, and how they read the calendar and the format.
enum CalendarConversion {
  static func description(
    _ name: String, summary: String, synopsis: String, usage: String, overview: String,
    argument: PositionalArgument, options: [OptionRow] = [], formats: Choice<TextFormat>,
    output: String
  ) -> CommandDescription {
    CommandDescription(
      name: name, summary: summary, synopsis: synopsis, usage: usage, overview: overview,
      arguments: [argument],
      options: options + [TextFormat.row(formats)]
        + CalendarOptions.rows(adjust: "--adjust", strict: true),
      sections: [HelpSection(text: output)],
      exitStatus: "0 success, 2 usage error (a bad option or date).")
  }

  /// The calendar and the format the options name.
  static func parse(_ a: Arguments, formats: Choice<TextFormat>) throws(CommandFailure)
    -> (HijriCalendar, TextFormat)
  {
    let calendar = try CalendarOptions.calendar(a)
    return (calendar, try a.value("--format", formats) ?? .text)
  }

  /// Today, UTC.
  static func today(_ env: CommandEnvironment) -> CivilDate {
    LocalClock(ZoneSpec(fixedOffsetSeconds: 0)).today(now: env.now)
  }
}
