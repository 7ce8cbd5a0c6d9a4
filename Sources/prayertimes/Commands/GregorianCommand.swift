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
      + "(required)."),
    formats: formats,
    output: "Output: '1448-09-01  2027-02-08', marked '(estimated)' outside the table, "
      + "'(predicted)' in a predicted calendar (text only); json {\"calendar\":…, "
      + "\"adjustmentDays\":…, \"hijri\":{…}, \"gregorian\":…, \"estimated\":…}.")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let (calendar, format) = try CalendarConversion.parse(a, formats: formats)
    guard let text = a.positionals.first else {
      throw .usage("missing the Hijri date, e.g. 'prayertimes gregorian 1448-09-01'")
    }
    let date = try HijriValues.date(text)
    let day: CivilDate
    let estimated: Bool
    let predicted: Bool
    do {
      day = try calendar.gregorian(from: date)
      let h = try calendar.hijri(from: day)
      (estimated, predicted) = (h.isEstimated, h.isPredicted)
    } catch {
      if case .invalidDate = error { throw .usage(error.description) }
      throw .usage("\(date): \(error)")
    }
    guard format == .json else {
      return .text("\(date)  \(day)" + (estimated ? " (estimated)" : predicted ? " (predicted)" : ""))
    }
    return .text(
      JSONValue.object(
        HijriText.header(calendar) + [
          ("hijri", HijriText.json(date)), ("gregorian", .string(day.description)),
          ("estimated", .bool(estimated)),
        ]
      ).serialized(indent: 2))
  }
}
