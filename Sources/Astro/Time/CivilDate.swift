/// A day of the proleptic Gregorian calendar: year, month, day, with no time zone attached.
///
/// A `CivilDate` names the local date a timetable is for ("prayer times for 2026-11-29 in
/// Riyadh"); it becomes instants only together with a location's UTC offset. Conversions go
/// through the Julian day number, the count of days of the noon-based Julian period
/// (2000-01-01 is day 2 451 545).
///
///     let date = CivilDate(year: 2026, month: 11, day: 29)!
///     date.julianDayNumber      // 2461374
///     date.adding(days: 3)      // 2026-12-02
public struct CivilDate: Sendable, Hashable, Comparable, Codable {
  /// The year; 1 BC is year 0 (astronomical numbering).
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month, 1…28/29/30/31.
  public let day: Int

  /// Creates a date, or `nil` if the month or day is out of range for that year.
  public init?(year: Int, month: Int, day: Int) {
    guard (-4_000...100_000).contains(year), (1...12).contains(month),
      day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether `year` has a 29 February in the Gregorian calendar.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days of `month` (1…12) in `year`.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The Julian day number: the Julian date of this day's noon (UT).
  ///
  /// Fliegel & Van Flandern (1968), Comm. ACM 11, 657, with floor division; valid for every year
  /// the initializer accepts.
  public var julianDayNumber: Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    // y ≥ 799 for every date of ``years``: floor division is then plain division (of unsigned
    // values, with no sign correction). (A decoded date may lie outside.)
    guard y >= 0 else {
      return day + (153 * m + 2) / 5 + 365 * y + floorDiv(y, 4) - floorDiv(y, 100)
        + floorDiv(y, 400) - 32045
    }
    let u = UInt(y)
    return day + (153 * m + 2) / 5 + 365 * y + Int(u / 4) - Int(u / 100) + Int(u / 400) - 32045
  }

  /// The years a date can have: −4000 to 100 000 (prayer times are trusted only in
  /// ``SupportedYears``).
  public static let years: ClosedRange<Int> = -4_000...100_000

  /// The Julian day numbers of the first and last dates of ``years``, −4000-01-01 and
  /// 100000-12-31.
  public static let julianDayNumbers: ClosedRange<Int> = 260_090...38_245_675

  /// The date whose Julian day number is `jdn`, which must lie in ``julianDayNumbers`` (years
  /// −4000 to 100 000): a number outside gives the first or last of those dates, never a trap.
  ///
  /// E. G. Richards, "Calendars", Explanatory Supplement to the Astronomical Almanac (3rd ed.,
  /// 2013), §15.11.3, algorithm for the Gregorian calendar (floor division throughout).
  public init(julianDayNumber: Int) {
    let jdn = min(max(julianDayNumber, 260_090), 38_245_675)
    let f = jdn + 1401 + floorDiv(floorDiv(4 * jdn + 274_277, 146_097) * 3, 4) - 38
    let e = 4 * f + 3
    let g = floorMod(e, 1461) / 4
    let h = 5 * g + 2
    let day = floorMod(h, 153) / 5 + 1
    let month = floorMod(h / 153 + 2, 12) + 1
    let year = floorDiv(e, 1461) - 4716 + (12 + 2 - month) / 12
    self.init(unchecked: year, month, day)
  }

  /// The Julian day number of 1970-01-01, the date of the Unix epoch.
  public static let unixEpochDayNumber = 2_440_588

  /// The date `days` days after 1970-01-01 (before it if negative); beyond the years a date can
  /// have, the first or last such date.
  public init(daysSince1970 days: Int) {
    let (sum, overflow) = days.addingReportingOverflow(CivilDate.unixEpochDayNumber)
    self.init(julianDayNumber: overflow ? Int.max : sum)
  }

  /// Days from 1970-01-01 to this date (negative before it).
  public var daysSince1970: Int { julianDayNumber - CivilDate.unixEpochDayNumber }

  /// The date `days` days later (earlier if negative).
  /// (Beyond the years a date can have, the first or last such date.)
  public func adding(days: Int) -> CivilDate {
    let (sum, overflow) = julianDayNumber.addingReportingOverflow(days)
    return CivilDate(julianDayNumber: overflow ? (days < 0 ? Int.min : Int.max) : sum)
  }

  /// Days from `self` to `other` (positive if `other` is later).
  public func days(to other: CivilDate) -> Int { other.julianDayNumber - julianDayNumber }

  /// The day of the year, 1…366.
  public var dayOfYear: Int {
    julianDayNumber - CivilDate(unchecked: year, 1, 1).julianDayNumber + 1
  }

  /// The ISO weekday: 1 = Monday … 7 = Sunday.
  public var isoWeekday: Int { floorMod(julianDayNumber, 7) + 1 }

  /// Parses `YYYY-MM-DD` (four-digit year), or returns `nil`.
  public init?(iso8601 text: some StringProtocol) {
    guard let (y, m, d) = isoDateFields(text, yearDigits: 4...4) else { return nil }
    self.init(year: y, month: m, day: d)
  }

  public static func < (a: CivilDate, b: CivilDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }
}

extension CivilDate: CustomStringConvertible {
  /// `YYYY-MM-DD` (ISO 8601; years outside 0…9999 carry a sign and more digits).
  public var description: String {
    guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else {
      let y = year < 0 ? "-" + zeroPadded(-year, 4) : year > 9999 ? "+" + String(year) : zeroPadded(year, 4)
      return "\(y)-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))"
    }
    // The common case written digit by digit (a snapshot writes one per day and occasion).
    return String(unsafeUninitializedCapacity: 10) { b in
      func digit(_ d: Int) -> UInt8 { UInt8(truncatingIfNeeded: 0x30 + d) }
      (b[0], b[1], b[2], b[3]) = (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10))
      (b[4], b[5], b[6]) = (0x2D, digit(month / 10), digit(month % 10))
      (b[7], b[8], b[9]) = (0x2D, digit(day / 10), digit(day % 10))
      return 10
    }
  }
}

/// The year, month and day of `YYYY-MM-DD` (ASCII digits; the year `yearDigits` long, month and
/// day two), not yet checked as a date; shared with the Hijri module.
package func isoDateFields(_ text: some StringProtocol, yearDigits: ClosedRange<Int>) -> (Int, Int, Int)? {
  let parts = text.split(separator: "-", omittingEmptySubsequences: false)
  guard parts.count == 3, yearDigits.contains(parts[0].count), parts[1].count == 2, parts[2].count == 2,
    parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
    let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
  else { return nil }
  return (y, m, d)
}

/// `v` in decimal with zeros in front to `width` digits; shared with the Hijri module.
package func zeroPadded(_ v: Int, _ width: Int) -> String {
  let s = String(v)
  return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}

/// ⌊a / b⌋ for any signs (Swift's `/` truncates toward zero); shared with the Hijri module.
@inline(__always) package func floorDiv(_ a: Int, _ b: Int) -> Int {
  let q = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

/// a − b⌊a / b⌋, in 0..<b for b > 0.
@inline(__always) package func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
