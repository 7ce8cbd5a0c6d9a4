import Astro
import Foundation
import Hijri

/// What the calendar commands (`hijri`, `gregorian`, `occasions`) share: their calendar options
/// and their exit statuses.
enum CalendarConversion {
  static let calendarRows = CalendarOptions.rows(adjust: "--adjust", strict: true)

  static let exitStatus = "0 success, 2 usage error (a bad option or date)."

  /// The calendar and the format the options name.
  static func parse(_ a: ParsedArguments, formats: Choice<TextFormat>) throws(CommandFailure)
    -> (HijriCalendar, TextFormat)
  {
    let calendar = try CalendarOptions.parse(a, adjustOption: "--adjust")
    return (calendar, try a.value("--format", formats) ?? .text)
  }

  /// Today, UTC.
  static func today(_ environment: CommandEnvironment) -> CivilDate {
    CivilDate(
      julianDayNumber: Int((environment.now.timeIntervalSince1970 / 86_400).rounded(.down)) + 2_440_588)
  }
}
