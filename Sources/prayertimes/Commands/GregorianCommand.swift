import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes gregorian YYYY-MM-DD`: a Hijri date to its Gregorian day.
enum GregorianCommand: Command {
  static let formats = TextFormat.textOrJSON

  static let description = CalendarConversion.description(
    "gregorian", summary: "Hijri to Gregorian.",
    synopsis: "gregorian YYYY-MM-DD [--calendar ID] [--format F]",
    usage: "prayertimes gregorian YYYY-MM-DD [calendar options] [--format text|json]",
    overview: "Converts a Hijri date to its Gregorian day.",
    argument: PositionalArgument(name: "YYYY-MM-DD", help: "The Hijri date, e.g. 1448-09-01 "
      + "(required; a Solar Hijri date with --calendar solar-hijri, e.g. 1405-09-10)."),
    formats: formats,
    output: "Output: '1448-09-01  2027-02-08', marked '(estimated)' outside the table, "
      + "'(predicted)' in a predicted calendar; json {\"schemaVersion\":1, \"calendar\":…, "
      + "\"adjustmentDays\":…, \"hijri\":{…}, \"gregorian\":…, \"estimated\":…, "
      + "\"predicted\":…}.")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let (converter, format) = try CalendarConversion.parseConverter(a, formats: formats)
    guard let text = a.positionals.first else {
      throw .usage("missing the Hijri date, e.g. 'prayertimes gregorian 1448-09-01'")
    }
    let calendar: HijriCalendar
    switch converter {
    case .lunar(let lunar): calendar = lunar
    case .solar(_, let words): return try solar(text, format: format, words: words)
    }
    let date = try HijriValues.date(text)
    let gregorian: CivilDate
    let day: HijriDay
    do {
      gregorian = try calendar.gregorian(from: date)
      day = try calendar.hijri(from: gregorian)
    } catch {
      if case .invalidDate = error { throw .usage(error.description) }
      throw .usage("\(date): \(error)")
    }
    if format == .text, let words = try CalendarWords.parse(a) {
      let line = CalendarWords.columns(
        [[CalendarWords.hijri(date, estimated: day.isEstimated, words)]
          + CalendarWords.gregorian(gregorian, words)])
      return .text(
        (line + CalendarWords.notes(
          estimated: day.isEstimated, predicted: day.isPredicted, calendar: calendar, words))
          .joined(separator: "\n"))
    }
    guard format == .json else {
      return .text(
        "\(date)  \(gregorian)" + (day.isEstimated ? " (estimated)" : day.isPredicted ? " (predicted)" : ""))
    }
    return .text(
      HijriDocuments.json(calendar, hijri: date, day: day, gregorian: gregorian).serialized(indent: 2))
  }

  /// The Gregorian day of a Solar Hijri date: ISO, or with `words` the Solar Hijri date, the
  /// weekday and the Gregorian date in words (`۱۰ آذر ۱۴۰۵  دوشنبه  ۱ دسامبر ۲۰۲۶`).
  static func solar(_ text: String, format: TextFormat, words: TimetableWords?) throws(CommandFailure)
    -> CommandOutput
  {
    guard let date = SolarHijriDate(iso8601: text) else {
      throw .usage(
        "'\(text)' is not a Solar Hijri date: YYYY-MM-DD with year 1–9999 AP, month 1–12, "
          + "day 1–31 (1–30 from month 7), e.g. 1405-09-10")
    }
    let calendar = SolarHijriCalendar.standard
    let gregorian: CivilDate
    do { gregorian = try calendar.gregorian(from: date) } catch { throw .usage(error.description) }
    if format == .text, let words {
      return .text(
        CalendarWords.columns([[CalendarWords.solarHijri(date, words)] + CalendarWords.gregorian(gregorian, words)])
          .joined(separator: "\n"))
    }
    guard format == .json else { return .text("\(date)  \(gregorian)") }
    return .text(HijriDocuments.json(calendar, date: date, gregorian: gregorian).serialized(indent: 2))
  }
}
