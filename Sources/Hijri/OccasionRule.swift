/// How a community keeps one occasion: its Hijri month and (first) day, how many days it lasts,
/// and whether it is a night, kept on the evening before its day (Diyanet's kandils) or on the
/// day itself (Indonesia's Isra Mikraj holiday on 27 Rajab).
///
///     OccasionRule(.mawlid, month: 3, day: 17, days: 1, night: false)   // Iran's Mawlid
public struct OccasionRule: Sendable, Hashable {
  /// The occasion.
  public let occasion: Occasion
  /// The Hijri month, 1–12.
  public let month: Int
  /// The (first) Hijri day, 1–30 (30: the month's last day, the 29th in a month of 29 days;
  /// Raghaib: the day the search for the first Friday starts).
  public let day: Int
  /// The number of days, at least 1.
  public let days: Int
  /// Whether it is kept on the evening before its day.
  public let isNight: Bool

  public init(_ occasion: Occasion, month: Int, day: Int, days: Int, night: Bool) {
    self.occasion = occasion
    self.month = month
    self.day = day
    self.days = days
    self.isNight = night
  }
}
