import Astro

/// When an occasion falls in one Hijri year of a calendar.
public struct OccasionDate: Sendable, Hashable {
  /// The occasion.
  public let occasion: Occasion
  /// Its (first) Hijri day.
  public let hijri: HijriDate
  /// The Gregorian day of that Hijri day (for a night: the day after the night).
  public let day: CivilDate
  /// The last Gregorian day, for occasions of several days (Eid); `day` otherwise.
  public let lastDay: CivilDate
  /// For a night occasion, the Gregorian evening on which it is observed (the day before
  /// `day`); `nil` for a day occasion.
  public let evening: CivilDate?
  /// Whether the dates are estimates (outside the calendar's table).
  public let isEstimated: Bool
  /// Whether the dates are predicted by an astronomical rule (the authority may announce
  /// another day).
  public let isPredicted: Bool

  /// The Gregorian date people put on the calendar: the evening for a night, the day otherwise.
  public var observed: CivilDate { evening ?? day }
  /// Whether it is kept as a night, on the evening before its day (as its set keeps it).
  public var isNight: Bool { evening != nil }
}
