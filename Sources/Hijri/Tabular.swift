import Astro

/// The arithmetic (tabular) Islamic calendars: a 30-year cycle of 10 631 days with 11 leap years.
///
/// Odd months have 30 days, even months 29, and Dhu al-Hijjah 30 in a leap year; month m starts
/// 29(m − 1) + ⌊m/2⌋ days after 1 Muharram. The variants differ in which years of the cycle are
/// leap and in the epoch (E. G. Richards, "Calendars", in the Explanatory Supplement to the
/// Astronomical Almanac, 3rd ed., §15.7; the schemes I–IV: R. H. van Gent,
/// https://webspace.science.uu.nl/~gent0113/islam/islam_tabcal_origin.htm; the Friday and Thursday
/// epochs: ICU4C's `CIVIL_EPOC` and `ASTRONOMICAL_EPOC` in
/// https://github.com/unicode-org/icu/blob/main/icu4c/source/i18n/islamcal.cpp).
public struct TabularRule: Sendable, Hashable {
  /// Which 11 years of each 30-year cycle have 355 days.
  public enum LeapYears: String, Sendable, Hashable, CaseIterable {
    /// Type I (Kūshyār): 2, 5, 7, 10, 13, 15, 18, 21, 24, 26, 29.
    case type15 = "15"
    /// Type II, the standard ("Kuwaiti"), ICU's `islamic-civil` and `islamic-tbla`:
    /// 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29.
    case type16 = "16"
    /// Type III, Fatimid (Misri, Dawoodi Bohra): 2, 5, 8, 10, 13, 16, 19, 21, 24, 27, 29.
    case fatimid
    /// Type IV, Habash al-Hasib (al-Bīrūnī): 2, 5, 8, 11, 13, 16, 19, 21, 24, 27, 30.
    case habashAlHasib = "habash-al-hasib"

    /// The leap years of the cycle, 1…30.
    public var years: [Int] {
      switch self {
      case .type15: return [2, 5, 7, 10, 13, 15, 18, 21, 24, 26, 29]
      case .type16: return [2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29]
      case .fatimid: return [2, 5, 8, 10, 13, 16, 19, 21, 24, 27, 29]
      case .habashAlHasib: return [2, 5, 8, 11, 13, 16, 19, 21, 24, 27, 30]
      }
    }

    /// A 30-bit mask: bit (k − 1) set when year k of the cycle is leap (checked against
    /// ``years`` in the tests).
    var mask: UInt32 {
      switch self {
      case .type15: return 0x12925252
      case .type16: return 0x12929252
      case .fatimid: return 0x14949292
      case .habashAlHasib: return 0x24949492
      }
    }
  }

  /// The day 1 Muharram 1 AH fell on.
  public enum Epoch: String, Sendable, Hashable, CaseIterable {
    /// Friday 16 July 622 (Julian), JDN 1 948 440: the civil epoch (ICU `islamic-civil`).
    case friday
    /// Thursday 15 July 622 (Julian), JDN 1 948 439: the astronomical epoch (ICU `islamic-tbla`).
    case thursday

    /// The Julian day number of 1 Muharram 1 AH.
    public var julianDayNumber: Int { self == .friday ? 1_948_440 : 1_948_439 }
  }

  /// The leap-year pattern.
  public var leapYears: LeapYears
  /// The epoch.
  public var epoch: Epoch

  /// Creates a rule.
  public init(leapYears: LeapYears = .type16, epoch: Epoch = .friday) {
    self.leapYears = leapYears
    self.epoch = epoch
  }

  /// ICU's `islamic-civil` (Foundation `.islamicCivil`): type II, Friday epoch.
  public static let civil = TabularRule(leapYears: .type16, epoch: .friday)
  /// ICU's `islamic-tbla` (Foundation `.islamicTabular`): type II, Thursday epoch.
  public static let astronomical = TabularRule(leapYears: .type16, epoch: .thursday)

  /// Whether year `y` has 355 days.
  public func isLeap(_ y: Int) -> Bool {
    leapYears.mask & (1 << UInt32(floorMod(y - 1, 30))) != 0
  }

  /// Days from 1 Muharram 1 AH to 1 Muharram of year `y`.
  func daysBeforeYear(_ y: Int) -> Int {
    let cycles = floorDiv(y - 1, 30)
    let inCycle = floorMod(y - 1, 30)  // completed years of the current cycle
    // Leap years among the completed years 1…inCycle of this cycle.
    let leaps = (leapYears.mask & ((1 << UInt32(inCycle)) - 1)).nonzeroBitCount
    return cycles * 10_631 + inCycle * 354 + leaps
  }

  /// Days of month `m` of year `y`.
  public func monthLength(year y: Int, month m: Int) -> Int {
    if m == 12 { return isLeap(y) ? 30 : 29 }
    return m % 2 == 1 ? 30 : 29
  }

  /// The Julian day number of a date (which must exist in this calendar).
  func julianDayNumber(year y: Int, month m: Int, day d: Int) -> Int {
    epoch.julianDayNumber + daysBeforeYear(y) + 29 * (m - 1) + m / 2 + d - 1
  }

  /// The date of a Julian day number.
  func date(julianDayNumber jdn: Int) -> (year: Int, month: Int, day: Int) {
    let days = jdn - epoch.julianDayNumber  // days since 1 Muharram 1
    let cycles = floorDiv(days, 10_631)
    var rest = days - cycles * 10_631
    var year = cycles * 30 + 1
    for k in 0..<30 {
      let length = leapYears.mask & (1 << UInt32(k)) != 0 ? 355 : 354
      if rest < length { break }
      rest -= length
      year += 1
    }
    // rest = day of year, 0-based; months alternate 30, 29.
    var month = 1
    while month < 12 {
      let length = month % 2 == 1 ? 30 : 29
      if rest < length { break }
      rest -= length
      month += 1
    }
    return (year, month, rest + 1)
  }
}
