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
      options: options + [TextFormat.row(formats)] + CalendarWords.rows
        + CalendarOptions.rows(adjust: "--adjust", strict: true, solarHijri: name != "occasions"),
      sections: [HelpSection(text: output)],
      exitStatus: "0 success, 2 usage error (a bad option or date).")
  }

  /// The calendar and the format the options name (a Hijri calendar; `occasions` takes no other).
  static func parse(_ a: Arguments, formats: Choice<TextFormat>) throws(CommandFailure)
    -> (HijriCalendar, TextFormat)
  {
    if let id = a["--calendar"], CalendarOptions.solarHijriIdentifiers.contains(id) {
      throw .usage(
        "'--calendar \(id)': occasions are dated in a lunar Hijri calendar; the Solar Hijri "
          + "calendar converts dates in 'hijri' and 'gregorian'")
    }
    let calendar = try CalendarOptions.calendar(a)
    let format = try a.value("--format", formats) ?? .text
    try a.checkFormat(format.rawValue)
    return (calendar, format)
  }

  /// The calendar a conversion command (`hijri`, `gregorian`) converts with: a lunar Hijri
  /// calendar, or the Solar Hijri one with the words of `--locale` (`nil`: ISO dates).
  enum Converter {
    case lunar(HijriCalendar)
    case solar(SolarHijriCalendar, TimetableWords?)
  }

  /// The converter and the format the options name: the Solar Hijri calendar for
  /// `--calendar solar-hijri` (or `persian`), which takes none of the lunar calendars' options;
  /// its dates in words only in a language whose table names the Solar Hijri months (fa).
  static func parseConverter(_ a: Arguments, formats: Choice<TextFormat>) throws(CommandFailure)
    -> (Converter, TextFormat)
  {
    guard let id = a["--calendar"], CalendarOptions.solarHijriIdentifiers.contains(id) else {
      let (calendar, format) = try parse(a, formats: formats)
      return (.lunar(calendar), format)
    }
    for flag in ["--leap-pattern", "--epoch", "--adjust", "--strict"] where a.has(flag) {
      throw .usage(
        "'\(flag)' does not apply to '--calendar \(id)': the Solar Hijri calendar is "
          + "arithmetic, with no table, prediction or local adjustment")
    }
    let format = try a.value("--format", formats) ?? .text
    try a.checkFormat(format.rawValue)
    let words = try CalendarWords.parse(a)
    if let words, !words.localizer.namesSolarHijriMonths {
      let named = Localizer.solarHijriLanguages.map(\.rawValue)
      let option = a.has("--locale") ? "--locale \(words.lang.rawValue)" : "--digits"
      throw .usage(
        "'\(option)' does not apply to '--calendar \(id)'"
          + (a.has("--locale") ? ": the \(words.lang.rawValue) table names none of its months" : " without --locale")
          + "; the languages whose tables name the Solar Hijri months: \(named.joined(separator: ", ")) (e.g. '--locale "
          + "\(named.first ?? "fa")'); without --locale the dates are in ISO form (YYYY-MM-DD)")
    }
    return (.solar(.standard, words), format)
  }

  /// Today, UTC.
  static func today(_ env: CommandEnvironment) -> CivilDate {
    LocalClock(ZoneSpec(fixedOffsetSeconds: 0)).today(now: env.now)
  }
}
