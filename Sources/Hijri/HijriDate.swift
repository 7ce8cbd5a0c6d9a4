import Astro

/// A date of the Hijri (Islamic lunar) calendar: year, month, day.
///
/// The triple alone; which Gregorian day it is, and whether the day exists (month lengths), depend
/// on the ``HijriCalendar``.
///
///     let ramadan = HijriDate(year: 1448, month: 9, day: 1)!
///     try HijriCalendar.ummAlQura.gregorian(from: ramadan)   // 2027-02-08
public struct HijriDate: Sendable, Hashable, Comparable, Codable {
  /// The year after the Hijra (AH), 1…9999.
  public let year: Int
  /// The month, 1 (Muharram) … 12 (Dhu al-Hijjah).
  public let month: Int
  /// The day of the month, 1…30 (31 in a few months of the published Umm al-Qura calendar).
  public let day: Int

  /// The years the calendars accept.
  public static let supportedYears: ClosedRange<Int> = 1...9999

  /// Creates a date, or `nil` when a field is out of its structural range (year 1…9999,
  /// month 1…12, day 1…31); whether the day exists is the calendar's question.
  public init?(year: Int, month: Int, day: Int) {
    guard HijriDate.supportedYears.contains(year), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD` (e.g. `1448-09-01`), or returns `nil`.
  public init?(iso8601 text: some StringProtocol) {
    guard let date = Self.parsing(text) else { return nil }
    self = date
  }

  public static func < (a: HijriDate, b: HijriDate) -> Bool { a.fields < b.fields }
}

extension HijriDate: CustomStringConvertible, YearMonthDay {
  /// `YYYY-MM-DD`, e.g. `1448-06-19`.
  public var description: String { isoText }
}
