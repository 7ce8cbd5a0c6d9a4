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
    output: "Output: one line per day, '2026-11-29  1448-06-19', marked '(estimated)' outside the "
      + "table ('(predicted)' in umm-al-qura-rule, turkey and mabims; json and csv do not mark "
      + "it); csv 'gregorian,hijri,estimated'; json {\"calendar\":…, \"adjustmentDays\":…, "
      + "\"days\":[{\"gregorian\":…, \"hijri\":{\"year\":…,\"month\":…,\"day\":…}, "
      + "\"estimated\":…}]}.")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let (calendar, format) = try CalendarConversion.parse(a, formats: formats)
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
    var days: [(CivilDate, HijriDay)] = []
    days.reserveCapacity(first.days(to: last) + 1)
    // An astronomical calendar predicts each month of the range once.
    let predicted = calendar.precomputingMonths(from: first, through: last)
    var date = first
    while date <= last {
      do {
        days.append((date, try predicted.hijri(from: date)))
      } catch {
        throw .usage("\(date) has no Hijri date in this calendar: \(error)")
      }
      date = date.adding(days: 1)
    }
    switch format {
    case .text:
      return .text(
        days.map {
          "\($0.0)  \($0.1.date)"
            + ($0.1.isEstimated ? " (estimated)" : $0.1.isPredicted ? " (predicted)" : "")
        }.joined(separator: "\n"))
    case .csv:
      return .text(
        CSVRenderer.document(
          [["gregorian", "hijri", "estimated"]]
            + days.map { ["\($0.0)", "\($0.1.date)", "\($0.1.isEstimated)"] }))
    case .json:
      let document = JSONValue.object(
        HijriText.header(calendar) + [
          (
            "days",
            .array(
              days.map { day in
                .object([
                  ("gregorian", .string(day.0.description)), ("hijri", HijriText.json(day.1.date)),
                  ("estimated", .bool(day.1.isEstimated)),
                ])
              })
          )
        ])
      return .text(document.serialized(indent: 2))
    }
  }
}
