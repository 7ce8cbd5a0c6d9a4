/// The years over which prayer times are trusted to the minute: 1600–2100 (Gregorian).
///
/// What limits them is ΔT, the lag of Earth-rotation time behind dynamical time
/// (``DeltaT``): every time of the day moves with it, second for second. From 1600 (telescopic
/// observations) ΔT is known to about 20 s or better (Stephenson & Houlden 1986: 5 s in 1700,
/// 1 s in 1800; Morrison & Stephenson 2004); before, its uncertainty grows to a minute around
/// 1000 and several minutes in antiquity, and dates before the Gregorian reform (1582) name days
/// nobody's calendar used. After today ΔT is a prediction: Espenak–Meeus's parabola, which
/// already runs 5 s ahead of the observed ΔT in 2025, gives 146 s in 2075 and 203 s in 2100 where
/// the present rate of the Earth's slowing (1.8 ms per century, Stephenson et al. 2016) gives
/// about 80–100 s; the difference, a minute by 2075 and about two by 2100, keeps growing (five
/// minutes by 2200). The truncated VSOP87 series are not the limit: they stay within 0.03″ of
/// the full series from 1600 to 2500 and within 0.4″ from 1000 to 3000 (measured; 0.4″ is
/// 0.03 s of the Earth's rotation).
///
/// Outside these years the computing entry points (``PrayerTimes``, ``PrayerCalculator``,
/// ``SolarDay``) still return times, never trap and never return NaN, but the times are an
/// extrapolation off by minutes to hours; ``check(_:)`` and ``PrayerTimes/isInSupportedYears``
/// say so, and the command line refuses such dates.
public enum SupportedYears: Sendable {
  /// The supported Gregorian years, 1600...2100.
  public static let range: ClosedRange<Int> = 1600...2100

  /// The first and last supported dates, 1600-01-01...2100-12-31.
  public static let dates: ClosedRange<CivilDate> =
    CivilDate(year: range.lowerBound, month: 1, day: 1)!...CivilDate(year: range.upperBound, month: 12, day: 31)!

  /// Whether `date` is in the supported years.
  public static func contains(_ date: CivilDate) -> Bool { range.contains(date.year) }

  /// Throws ``OutsideSupportedYears`` naming the first date of `dates` outside the supported
  /// years, if any.
  public static func check(_ dates: ClosedRange<CivilDate>) throws(OutsideSupportedYears) {
    if !contains(dates.lowerBound) { throw OutsideSupportedYears(date: dates.lowerBound) }
    if !contains(dates.upperBound) { throw OutsideSupportedYears(date: dates.upperBound) }
  }

  /// Throws ``OutsideSupportedYears`` if `date` is outside the supported years.
  public static func check(_ date: CivilDate) throws(OutsideSupportedYears) {
    try check(date...date)
  }
}

/// A date outside ``SupportedYears``: its prayer times would rest on an extrapolated ΔT.
public struct OutsideSupportedYears: Error, Sendable, Hashable, CustomStringConvertible {
  /// The (first) date outside the supported years.
  public let date: CivilDate

  public init(date: CivilDate) { self.date = date }

  public var description: String {
    "\(date) is outside the supported years \(SupportedYears.range.lowerBound)..."
      + "\(SupportedYears.range.upperBound): beyond them the Earth's clock (ΔT) is not known "
      + "to the minute"
  }
}

extension PrayerTimes {
  /// Whether the date is in ``SupportedYears``: outside, the times are an extrapolation.
  public var isInSupportedYears: Bool { SupportedYears.contains(date) }
}
