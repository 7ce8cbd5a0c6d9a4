/// The times of a day that ``PrayerTimes`` computes, with their stable JSON keys.
public enum TimeKind: String, Sendable, Hashable, CaseIterable {
  case imsak, fajr, sunrise, dhuha, dhuhr, asr, sunset, maghrib, isha
  case midnight
  case firstThird
  case lastThird
}

extension TimeKind {
  /// Whether a prayer's time ends at this time (sunrise ends Fajr's, sunset Asr's, midnight
  /// Isha's): ``Rounding/precaution`` rounds these down and the others up (Imsak with Fajr, so
  /// that it stays its minutes before Fajr: the minutes are the precaution).
  public var endsATime: Bool {
    switch self {
    case .sunrise, .sunset, .midnight: return true
    default: return false
    }
  }
}
