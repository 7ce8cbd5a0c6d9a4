import Astro

/// Why a Solar Hijri conversion has no answer.
public enum SolarHijriError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The date does not exist: 30 Esfand of a common year.
  case invalidDate(SolarHijriDate, monthLength: Int)
  /// The Gregorian day is outside the calendar's years, 1–9999 AP.
  case outOfRange(gregorian: CivilDate)
  /// The year is outside 1–9999 AP.
  case yearOutOfRange(Int)

  public var description: String {
    switch self {
    case .invalidDate(let d, let length):
      return "\(d) does not exist: month \(d.month) of \(d.year) AP has \(length) days"
    case .outOfRange(let day):
      let days = SolarHijriCalendar.gregorianDays
      return "\(day) is outside the Solar Hijri years the engine supports, 1–9999 AP "
        + "(\(days.lowerBound) to \(days.upperBound))"
    case .yearOutOfRange(let year):
      return "\(year) AP is outside the Solar Hijri years the engine supports, 1–9999 AP"
    }
  }
}
