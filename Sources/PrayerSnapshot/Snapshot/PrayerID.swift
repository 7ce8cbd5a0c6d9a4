/// The daily prayers (sunrise is shown but is not a prayer).
public enum PrayerID: String, Sendable, Hashable, Codable, CaseIterable {
  /// Dawn prayer (Turkish: the time is İmsak in Diyanet's tables, the prayer *sabah namazı*).
  case fajr
  /// Midday prayer; on Friday it is shown as the Friday prayer (Jumu'ah / الجمعة / Cuma).
  case dhuhr
  /// Afternoon prayer.
  case asr
  /// Sunset prayer.
  case maghrib
  /// Night prayer.
  case isha
}
