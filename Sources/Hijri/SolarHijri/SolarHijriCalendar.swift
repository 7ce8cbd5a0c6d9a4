import Astro

/// The Solar Hijri calendar, the civil calendar of Iran and Afghanistan, in its arithmetic form:
/// the 33-year cycle of eight leap years that ICU's `persian` calendar uses (Foundation
/// `Calendar(identifier: .persian)`, Java, browsers).
///
///     let calendar = SolarHijriCalendar.standard
///     try calendar.solarHijri(from: CivilDate(year: 2026, month: 12, day: 1)!)   // 1405-09-10
///     try calendar.gregorian(from: SolarHijriDate(year: 1405, month: 1, day: 1)!) // 2026-03-21
///
/// A year has 365 days, 366 when it is a leap year, and a year `y` is a leap year when
/// (25 y + 11) mod 33 < 8: eight leap years in every 33, mean year 12 053 / 33 = 365.2424 days,
/// the interval between vernal equinoxes (M. Heydari-Malayeri, "A concise review of the Iranian
/// calendar", 2004, arXiv:astro-ph/0409620, on the 33-year cycle). 1 Farvardin 1 AP is
/// 21 March 622 of the proleptic Gregorian calendar (``epochDayNumber``). Conversions go
/// through the Julian day number. The test suite holds the calendar equal to Foundation's (ICU's)
/// `persian` calendar on every day from 1 Farvardin 1 AP (622) to the end of 3000 AP (3622).
///
/// Iran's law of 1925 starts the year on the day of the vernal equinox, the next day when it
/// comes after true noon on the 52.5° E meridian. Computed from the Sun, that rule gives the same
/// Nowruz as the cycle in every year of 1300–1502 AP (1921–2123; the tests show it); the first
/// year they part is 1503 AP (2124), by 2.7 minutes. Days are civil days, midnight to midnight.
public struct SolarHijriCalendar: Sendable, Hashable {
  /// Creates the calendar.
  public init() {}

  /// The calendar (it has no settings).
  public static let standard = SolarHijriCalendar()

  /// `solar-hijri`.
  public var identifier: String { "solar-hijri" }

  /// The Julian day number of 1 Farvardin 1 AP (21 March 622, proleptic Gregorian).
  public static let epochDayNumber = 1_948_320

  /// The Gregorian days of 1 Farvardin 1 AP through the last day of 9999 AP.
  public static let gregorianDays: ClosedRange<CivilDate> =
    CivilDate(julianDayNumber: epochDayNumber)...CivilDate(julianDayNumber: standard.newYear(10_000) - 1)

  /// Days in a cycle of 33 years (8 of them leap years).
  static let cycleDays = 33 * 365 + 8

  /// Whether `year` (AP) has 366 days (30 Esfand).
  public func isLeapYear(_ year: Int) -> Bool {
    floorMod(25 * year + 11, 33) < 8
  }

  /// The number of days of `year` (AP): 365 or 366.
  public func yearLength(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// The number of days of a month: 31 in Farvardin … Shahrivar, 30 in Mehr … Bahman, 29 in
  /// Esfand (30 in a leap year); `nil` for a month outside 1…12.
  public func monthLength(year: Int, month: Int) -> Int? {
    switch month {
    case 1...6: return 31
    case 7...11: return 30
    case 12: return isLeapYear(year) ? 30 : 29
    default: return nil
    }
  }

  /// The Julian day number of 1 Farvardin of `year`: 365 days a year plus one for every leap
  /// year before it. The leap years of 1…y−1 number ⌊(8y + 21) / 33⌋, which follows from the
  /// rule above (a test checks it year by year).
  func newYear(_ year: Int) -> Int {
    SolarHijriCalendar.epochDayNumber + 365 * (year - 1) + floorDiv(8 * year + 21, 33)
  }

  // MARK: - Conversions

  /// The Solar Hijri date of a Gregorian day.
  public func solarHijri(from date: CivilDate) throws(SolarHijriError) -> SolarHijriDate {
    try solarHijri(julianDayNumber: date.julianDayNumber)
  }

  /// The Solar Hijri date of a Julian day number.
  public func solarHijri(julianDayNumber jdn: Int) throws(SolarHijriError) -> SolarHijriDate {
    // The mean year gives the year or the one after it; the new year settles it.
    let elapsed = jdn - SolarHijriCalendar.epochDayNumber
    var year = floorDiv(33 * elapsed, SolarHijriCalendar.cycleDays) + 1
    if jdn < newYear(year) { year -= 1 } else if jdn >= newYear(year + 1) { year += 1 }
    guard SolarHijriDate.supportedYears.contains(year) else {
      throw .outOfRange(gregorian: CivilDate(julianDayNumber: jdn))
    }
    let dayOfYear = jdn - newYear(year)  // 0…365
    let month = dayOfYear < 186 ? dayOfYear / 31 + 1 : (dayOfYear - 186) / 30 + 7
    let day = dayOfYear < 186 ? dayOfYear % 31 + 1 : (dayOfYear - 186) % 30 + 1
    return SolarHijriDate(unchecked: year, month, day)
  }

  /// The Gregorian day of a Solar Hijri date.
  public func gregorian(from date: SolarHijriDate) throws(SolarHijriError) -> CivilDate {
    CivilDate(julianDayNumber: try julianDayNumber(of: date))
  }

  /// The Julian day number of a Solar Hijri date; throws for 30 Esfand of a common year.
  public func julianDayNumber(of date: SolarHijriDate) throws(SolarHijriError) -> Int {
    let length = monthLength(year: date.year, month: date.month) ?? 0
    guard date.day <= length else { throw .invalidDate(date, monthLength: length) }
    let before = date.month <= 7 ? 31 * (date.month - 1) : 186 + 30 * (date.month - 7)
    return newYear(date.year) + before + date.day - 1
  }

  /// The Gregorian day of 1 Farvardin (Nowruz) of `year` (AP).
  public func nowruz(_ year: Int) throws(SolarHijriError) -> CivilDate {
    guard SolarHijriDate.supportedYears.contains(year) else { throw .yearOutOfRange(year) }
    return CivilDate(julianDayNumber: newYear(year))
  }
}
