/// The times of a day that ``PrayerTimes`` computes, with their stable JSON keys.
public enum TimeKind: String, Sendable, Hashable, CaseIterable {
  case imsak, fajr, sunrise, dhuha, dhuhr, asr, sunset, maghrib, isha
  case midnight
  case firstThird
  case lastThird
}
