/// Minutes added to each computed time before rounding.
public struct PrayerAdjustments: Sendable, Hashable {
  /// The minutes of every kind (0 for Dhuha and the thirds of the night, which take none).
  private var minutes = TimeKindMap<Double>(repeating: 0)

  public var imsak: Double { get { self[.imsak] } set { self[.imsak] = newValue } }
  public var fajr: Double { get { self[.fajr] } set { self[.fajr] = newValue } }
  public var sunrise: Double { get { self[.sunrise] } set { self[.sunrise] = newValue } }
  public var dhuhr: Double { get { self[.dhuhr] } set { self[.dhuhr] = newValue } }
  public var asr: Double { get { self[.asr] } set { self[.asr] = newValue } }
  public var sunset: Double { get { self[.sunset] } set { self[.sunset] = newValue } }
  public var maghrib: Double { get { self[.maghrib] } set { self[.maghrib] = newValue } }
  public var isha: Double { get { self[.isha] } set { self[.isha] = newValue } }
  public var midnight: Double { get { self[.midnight] } set { self[.midnight] = newValue } }

  /// No adjustment.
  public init() {}

  /// Creates adjustments; unspecified times get 0.
  public init(
    imsak: Double = 0, fajr: Double = 0, sunrise: Double = 0, dhuhr: Double = 0, asr: Double = 0,
    sunset: Double = 0, maghrib: Double = 0, isha: Double = 0, midnight: Double = 0
  ) {
    (self.imsak, self.fajr, self.sunrise, self.dhuhr, self.asr) = (imsak, fajr, sunrise, dhuhr, asr)
    (self.sunset, self.maghrib, self.isha, self.midnight) = (sunset, maghrib, isha, midnight)
  }

  /// The adjustment of a time, in minutes (0 for times that take none: setting one is ignored).
  public subscript(kind: TimeKind) -> Double {
    get { minutes[kind] }
    set {
      switch kind {
      case .firstThird, .lastThird, .dhuha: break
      default: minutes[kind] = newValue
      }
    }
  }

  /// Adds two sets of adjustments time by time.
  public static func + (a: PrayerAdjustments, b: PrayerAdjustments) -> PrayerAdjustments {
    var sum = a
    sum.minutes = a.minutes.map { kind, m in m + b.minutes[kind] }
    return sum
  }
}
