// The rules a method is made of: how each time is found (CalculationParameters holds one of each).

/// How Fajr (true dawn) is determined.
public enum FajrRule: Sendable, Hashable {
  /// When the Sun's centre rises through this depression below the horizon (e.g. 18°).
  case depression(Angle)
  /// A fixed number of minutes before sunrise.
  case minutesBeforeSunrise(Double)
  /// The Moonsighting Committee's seasonal formula (Shaukat, *Fajr and Isha*, 2015, §10–§12):
  /// minutes before sunrise interpolated over the year by latitude, bounded by the 18° time
  /// (the later of the two) and, from 55°, by the last seventh of the night.
  case moonsightingSeasonal
}

/// How Isha (nightfall) is determined.
public enum IshaRule: Sendable, Hashable {
  /// When the Sun's centre sets through this depression below the horizon (e.g. 17°).
  case depression(Angle)
  /// A fixed number of minutes after Maghrib (e.g. 90 for Umm al-Qura).
  case minutesAfterMaghrib(Double)
  /// The Moonsighting Committee's seasonal formula for the chosen twilight (shafaq), bounded by
  /// the 18° time (the earlier of the two) and, from 55°, by the first seventh of the night.
  case moonsightingSeasonal(Shafaq)
}

/// Which twilight glow ends Isha's waiting time in the Moonsighting Committee's formula.
public enum Shafaq: String, Sendable, Hashable, CaseIterable {
  /// The committee's default: the white glow in long nights, the red one in short nights.
  case general
  /// The red glow (Shafi'i, Maliki, Hanbali; Abu Yusuf and Muhammad).
  case ahmer
  /// The white glow (Abu Hanifa).
  case abyad
}

/// How Maghrib is determined.
public enum MaghribRule: Sendable, Hashable {
  /// At sunset.
  case sunset
  /// When the Sun's centre sets through this depression (Tehran 4.5°, Jafari 4°).
  case depression(Angle)
  /// A fixed number of minutes after sunset.
  case minutesAfterSunset(Double)
}

/// How Imsak, the start of the fast's abstinence before Fajr, is determined.
public enum ImsakRule: Sendable, Hashable {
  /// A fixed number of minutes before Fajr (10 by default).
  case minutesBeforeFajr(Double)
  /// When the Sun's centre rises through this depression.
  case depression(Angle)
}

/// The Asr shadow length: an object's shadow equals `shadowFactor` × its height plus its noon
/// shadow.
public enum AsrRule: Sendable, Hashable {
  /// Shadow factor 1: Shafi'i, Maliki, Hanbali and Ja'fari schools.
  case standard
  /// Shadow factor 2: the Hanafi school.
  case hanafi
  /// Any other factor.
  case shadowFactor(Double)

  /// The factor k in "shadow = k × height + noon shadow".
  public var shadowFactor: Double {
    switch self {
    case .standard: return 1
    case .hanafi: return 2
    case .shadowFactor(let k): return k
    }
  }
}

/// How times are rounded to the minute for display.
public enum Rounding: String, Sendable, Hashable, CaseIterable {
  /// To the nearest minute (30 s rounds up).
  case nearest
  /// Up to the next minute, unless already on one (some authorities' precaution).
  case up
  /// Each time a prayer's time begins at (and Imsak), up to the next minute; each time one ends
  /// at (sunrise, sunset, midnight), down: no printed minute lies outside the time it names. Umm al-Qura's published tables (ummulqura.org.sa) round so: on the 72 times of its
  /// 2016 Makkah table in `Data/fixtures/adhan/`, 66 agree with this rounding, 38 with the nearest.
  case precaution
  /// Not rounded: times keep their seconds and milliseconds.
  case none
}

/// Where the night is taken from for midnight and the thirds of the night.
public enum MidnightRule: String, Sendable, Hashable, CaseIterable {
  /// Midpoint of sunset → next sunrise (praytimes.org and aladhan "Standard").
  case standard
  /// Midpoint of sunset → next Fajr (praytimes.org and aladhan "Jafari").
  case jafari
  /// Midpoint of Maghrib → next Fajr: the Sunni juristic night that ends Isha's time.
  case maghribToFajr = "maghrib-to-fajr"
}

/// How Fajr and Isha are bounded when twilight lasts all night or takes most of it.
///
/// Except for ``none`` and ``nearestLatitude(_:)``, the rule is a bound applied on every day (as
/// in praytimes.org, aladhan and adhan): Fajr is never earlier than sunrise − portion × night and
/// Isha never later than sunset + portion × night, the night running from sunset to sunrise.
/// Only the times the bound moves (or creates) are marked as coming from the rule.
public enum HighLatitudeRule: Sendable, Hashable {
  /// No bound: when twilight lasts all night, Fajr and Isha do not happen.
  case none
  /// Portion ½: Fajr and Isha no further from sunrise and sunset than the middle of the night.
  case middleOfTheNight
  /// Portion ⅐ of the night.
  case seventhOfTheNight
  /// Portion angle ÷ 60 of the night (18° → 0.3).
  case twilightAngle
  /// Above the given latitude (default 48.5°, the highest at which 18° twilight ends every
  /// night), Fajr and Isha take the same share of the night as at that latitude on that date.
  case nearestLatitude(Angle)
  /// Diyanet's rule beyond 45° (High Board decision; see docs/methods.md): Isha one third of the
  /// night (sunset → true dawn) after sunset but at most 80 minutes; from March to September Fajr
  /// is that interval plus 10 minutes before sunrise.
  case diyanet

  /// The default reference latitude of ``nearestLatitude(_:)``.
  public static let defaultNearestLatitude = Angle.degrees(48.5)
}

/// What to do on days that are not whole: no sunrise or sunset (polar day and polar night), or
/// the Sun too low at noon for an Asr shadow — or, with ``fixedLatitude(_:)``, on every day of a
/// place beyond a latitude.
///
/// A borrowed day (from another latitude or date) lends its times only if it is whole and its
/// Asr comes at least ``minimumAsrDelay`` after the transit: with the Sun a fraction of a degree
/// above the horizon at noon the shadow grows by a height within seconds, and Asr would be
/// printed with Dhuhr.
public enum PolarResolution: Sendable, Hashable {
  /// Leave them: times that need sunrise, sunset or a noon shadow do not happen.
  case unresolved
  /// Aqrab al-bilad: take the times of the nearest latitude on the same meridian, toward the
  /// equator, where the day is whole, found to 0.1°. The search starts at the place's latitude,
  /// or at the given latitude if that is lower (e.g. 65°, or the 45° of the Islamic Fiqh
  /// Council's 1986 resolution); the default, 90°, starts at the place, which keeps consecutive
  /// days continuous.
  case nearestLatitude(Angle)
  /// Aqrab al-ayyam: take the times of the nearest date on which the day is whole here, moved by
  /// the difference in transit times. Where no date within half a year qualifies (within a few
  /// degrees of the poles), the nearest latitude is used instead.
  case nearestDay
  /// Taqdir by a fixed parallel: where the place is beyond the given latitude (45° by default),
  /// every day — whole or not — takes the times of that latitude on the same meridian, in the
  /// place's clock: the Islamic Fiqh Council's rule for the regions beyond 66° (Muslim World
  /// League, 9th session, 1986, resolution 6, which the European Council for Fatwa and Research
  /// endorsed; see docs/methods.md, "High latitudes and polar regions"). Nearer the equator than
  /// that latitude it changes nothing.
  case fixedLatitude(Angle)

  /// The default of ``nearestLatitude(_:)``: start at the place itself.
  public static let defaultLatitude = Angle.degrees(90)
  /// The default of ``fixedLatitude(_:)``: the 45° of the Islamic Fiqh Council's resolution.
  public static let defaultFixedLatitude = Angle.degrees(45)
  /// The least time from the transit to the Asr of a day that lends its times (5 minutes).
  public static let minimumAsrDelay: Double = 300
}
