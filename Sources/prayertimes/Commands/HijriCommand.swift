import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes hijri [YYYY-MM-DD] [--to YYYY-MM-DD]`: Gregorian days to Hijri dates.
enum HijriCommand: Command {
  /// The most days `--to` converts.
  static let maxRangeDays = 100_000

  static let formats = TextFormat.all

  static let description = CalendarConversion.description(
    "hijri", summary: "Gregorian to Hijri, one day or a range of days.",
    synopsis: "hijri [YYYY-MM-DD] [--to YYYY-MM-DD] [--calendar ID] [--format F]",
    usage:
      "prayertimes hijri [YYYY-MM-DD] [--to YYYY-MM-DD] [calendar options] [--format text|json|csv]",
    overview: "Converts Gregorian days to Hijri dates.",
    argument: PositionalArgument(name: "YYYY-MM-DD", help: "The Gregorian day (default: today, "
      + "UTC)."),
    options: [
      OptionRow("--to YYYY-MM-DD", "Convert every day from the first through this one (inclusive; "
        + "at most \(maxRangeDays) days).")
    ],
    formats: formats,
    output: "Output: one line per day, '2026-11-29  1448-06-19' (with --locale the weekday and "
      + "both dates in words: 'Pazar  29 Kasım 2026  19 Cemaziyelahir 1448'), marked "
      + "'(estimated)' ('*' with --locale) outside the table, '(predicted)' in umm-al-qura-rule, turkey, mabims and iran beyond their tables; csv "
      + "'gregorian,hijri,estimated,predicted'; json {\"schemaVersion\":1, \"calendar\":…, "
      + "\"adjustmentDays\":…, \"days\":[{\"gregorian\":…, \"hijri\":{\"year\":…,\"month\":…,"
      + "\"day\":…}, \"estimated\":…, \"predicted\":…}]} (docs/formats.md).")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let (converter, format) = try CalendarConversion.parseConverter(a, formats: formats)
    let gregorian = GregorianDateValue(phrase: "needs a real Gregorian date")
    let first = try a.positionals.first.map { t throws(CommandFailure) in
      try GregorianDateValue(phrase: gregorian.phrase, subject: "the date").parse(t, option: "")
    } ?? CalendarConversion.today(env)
    var last = first
    if let text = a["--to"] {
      last = try gregorian.parse(text, option: "--to")
      guard first <= last else { throw .usage("'--to' \(last) is before the first date \(first)") }
      guard first.days(to: last) < maxRangeDays else {
        throw .usage(
          "'--to' \(last) is \(first.days(to: last) + 1) days from \(first): at most "
            + "\(maxRangeDays) days")
      }
    }
    let calendar: HijriCalendar
    switch converter {
    case .lunar(let lunar): calendar = lunar
    case .solar(_, let words): return try solar(from: first, through: last, format: format, words: words)
    }
    let days: [(gregorian: CivilDate, hijri: HijriDay)]
    do {
      days = try HijriDocuments.days(calendar, from: first, through: last)
    } catch {
      throw .usage("\(error.date) has no Hijri date in this calendar: \(error.error)")
    }
    switch format {
    case .text:
      if let words = try CalendarWords.parse(a) {
        let lines = CalendarWords.columns(
          days.map {
            CalendarWords.gregorian($0.gregorian, words)
              + [CalendarWords.hijri($0.hijri.date, estimated: $0.hijri.isEstimated, words)]
          })
        let notes = CalendarWords.notes(
          estimated: days.contains { $0.hijri.isEstimated },
          predicted: days.contains { $0.hijri.isPredicted }, calendar: calendar, words)
        return .text((lines + notes).joined(separator: "\n"))
      }
      return .text(
        days.map {
          "\($0.gregorian)  \($0.hijri.date)"
            + ($0.hijri.isEstimated ? " (estimated)" : $0.hijri.isPredicted ? " (predicted)" : "")
        }.joined(separator: "\n"))
    case .csv: return .text(HijriDocuments.csv(days: days))
    case .json: return .text(HijriDocuments.json(calendar, days: days).serialized(indent: 2))
    }
  }

  /// The Solar Hijri dates of the days: ISO, or with `words` the weekday and both dates in words
  /// (`جمعه  ۴ دسامبر ۲۰۲۶  ۱۳ آذر ۱۴۰۵`).
  static func solar(
    from first: CivilDate, through last: CivilDate, format: TextFormat, words: TimetableWords?
  ) throws(CommandFailure) -> CommandOutput
  {
    let calendar = SolarHijriCalendar.standard
    let days: [(gregorian: CivilDate, solarHijri: SolarHijriDate)]
    do { days = try HijriDocuments.days(calendar, from: first, through: last) } catch {
      throw .usage(error.description)
    }
    switch format {
    case .text:
      if let words {
        return .text(
          CalendarWords.columns(
            days.map { CalendarWords.gregorian($0.gregorian, words) + [CalendarWords.solarHijri($0.solarHijri, words)] }
          ).joined(separator: "\n"))
      }
      return .text(days.map { "\($0.gregorian)  \($0.solarHijri)" }.joined(separator: "\n"))
    case .csv: return .text(HijriDocuments.csv(solarHijriDays: days))
    case .json: return .text(HijriDocuments.json(calendar, days: days).serialized(indent: 2))
    }
  }
}
