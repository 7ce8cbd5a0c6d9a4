import Astro
import Hijri

/// The month of Ramadan a timetable was made for: the imsakiye's year and days.
public struct RamadanMonth: Sendable, Hashable {
  /// The Hijri year.
  public let hijriYear: Int
  /// Its first and last Gregorian days in the timetable's calendar.
  public let days: ClosedRange<CivilDate>

  /// How many days Ramadan has (29 or 30).
  public var length: Int { days.lowerBound.days(to: days.upperBound) + 1 }
}
