import Astro
import Foundation
import Hijri

/// What the calendar commands (`hijri`, `gregorian`, `occasions`) share: their formats, their
/// calendar options and their exit statuses.
enum CalendarConversion {
  enum Format: String, CaseIterable, Sendable { case text, json, csv }

  static let textJSONCSV = Choice(Format.self)
  static let textJSON = Choice(options: [("text", Format.text), ("json", .json)])

  /// The `--format` row for `choice`.
  static func formatRow(_ choice: Choice<Format>) -> OptionRow {
    let names = choice.names
    return OptionRow(
      name: "--format", value: "FORMAT",
      help: names.dropLast().joined(separator: ", ") + " or \(names.last ?? "")" + ".",
      defaultValue: "text")
  }

  static let calendarRows = CalendarOptions.rows(adjust: "--adjust", strict: true)

  static let exitStatus = "0 success, 2 usage error (a bad option or date)."

  /// The calendar and the format the options name.
  static func parse(_ a: ParsedArguments, formats: Choice<Format>) throws(CommandFailure)
    -> (HijriCalendar, Format)
  {
    let calendar = try CalendarOptions.parse(a, adjustOption: "--adjust")
    return (calendar, try a.choice("--format", formats) ?? .text)
  }

  /// Today, UTC.
  static func today(_ environment: CommandEnvironment) -> CivilDate {
    CivilDate(
      julianDayNumber: Int((environment.now.timeIntervalSince1970 / 86_400).rounded(.down)) + 2_440_588)
  }
}
