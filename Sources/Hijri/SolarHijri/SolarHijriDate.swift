import Astro

/// A date of the Solar Hijri calendar (Iran and Afghanistan): year, month, day.
///
/// The year counts solar years from the Hijra (AP, *anno Persico*); the months are Farvardin
/// (1) … Esfand (12), the first six of 31 days, the next five of 30, and Esfand of 29 or 30.
/// Which Gregorian day a date is, and whether 30 Esfand exists, is ``SolarHijriCalendar``'s
/// question.
///
///     let nowruz = SolarHijriDate(year: 1405, month: 1, day: 1)!
///     SolarHijriCalendar.standard.gregorian(from: nowruz)   // 2026-03-21
public struct SolarHijriDate: Sendable, Hashable, Comparable, Codable {
  /// The year (AP), 1…9999.
  public let year: Int
  /// The month, 1 (Farvardin) … 12 (Esfand).
  public let month: Int
  /// The day of the month, 1…31.
  public let day: Int

  /// The years the calendar accepts: 1–9999 AP (Gregorian 622–10621).
  public static let supportedYears: ClosedRange<Int> = 1...9999

  /// Creates a date, or `nil` when a field is out of its structural range (year 1…9999,
  /// month 1…12, day 1…31 in months 1–6 and 1…30 in months 7–12); whether 30 Esfand exists
  /// depends on the year (``SolarHijriCalendar/isLeapYear(_:)``).
  public init?(year: Int, month: Int, day: Int) {
    guard SolarHijriDate.supportedYears.contains(year), (1...12).contains(month),
      day >= 1, day <= (month <= 6 ? 31 : 30)
    else { return nil }
    self.init(unchecked: year, month, day)
  }

  init(unchecked year: Int, _ month: Int, _ day: Int) { (self.year, self.month, self.day) = (year, month, day) }

  /// Parses `YYYY-MM-DD` (e.g. `1405-09-10`), or returns `nil`.
  public init?(iso8601 text: some StringProtocol) {
    guard let date = Self.parsing(text) else { return nil }
    self = date
  }

  public static func < (a: SolarHijriDate, b: SolarHijriDate) -> Bool { a.fields < b.fields }
}

extension SolarHijriDate: CustomStringConvertible, YearMonthDay {
  /// `YYYY-MM-DD`, e.g. `1405-09-10`.
  public var description: String { isoText }
}
