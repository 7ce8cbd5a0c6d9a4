/// The prayer times of one local date at one place.
///
///     let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
///     let times = PrayerTimes(
///       coordinates: makkah, date: CivilDate(year: 2026, month: 11, day: 29)!,
///       utcOffsetSeconds: 3 * 3600, parameters: CalculationMethod.ummAlQura.parameters,
///       inRamadan: false)
///     times.fajr   // .at(JulianDate(2461373.60…), .astronomical)
///
/// Whether the date is in Ramadan is part of the call because methods have Ramadan rules (Umm
/// al-Qura's Isha is 120 minutes after Maghrib then, not 90): the Hijri module's
/// `PrayerTimes(coordinates:date:utcOffsetSeconds:parameters:ephemeris:hijriCalendar:)` decides it
/// from a calendar, and `PrayerSnapshot`'s `Timetable` does it for every day it computes.
///
/// The day is the solar day whose transit falls on `date` in a zone `utcOffsetSeconds` ahead of
/// UTC at local noon (see ``SolarDay``). Every time is a ``PrayerTime``: an instant with its
/// origin, or the reason it does not happen. Times from a high-latitude rule or a polar resolution
/// are marked as such.
///
/// Order of work: the Sun's events → the method's rules (angles, intervals, seasonal formula)
/// → the high-latitude bound → polar resolution → the method's and the user's minute adjustments
/// → rounding in the local clock (the offset also fixes where minutes begin).
///
/// The times are trusted in ``SupportedYears`` (1600–2100). Any other date a ``CivilDate`` can
/// hold still gives times, finite or non-events, never a trap, but they rest on an extrapolated
/// ΔT and may be off by minutes to hours: ``isInSupportedYears`` is then false, and
/// `SupportedYears.check` throws for callers that must refuse them.
public struct PrayerTimes: Sendable {
  /// The place.
  public let coordinates: Coordinates
  /// The local date.
  public let date: CivilDate
  /// The zone's offset from UTC at local noon, in seconds.
  public let utcOffsetSeconds: Int
  /// The parameters used (with the Ramadan Isha in place on a day of Ramadan).
  public let parameters: CalculationParameters
  /// Whether the day was computed as a day of Ramadan.
  public let inRamadan: Bool

  /// Imsak: when the fast's abstinence begins, before Fajr.
  public var imsak: PrayerTime { times[.imsak] }
  /// Fajr: true dawn.
  public var fajr: PrayerTime { times[.fajr] }
  /// Sunrise: the end of Fajr's time (shown, not a prayer).
  public var sunrise: PrayerTime { times[.sunrise] }
  /// Dhuha (Ishraq): when the Sun has risen to ``CalculationParameters/dhuhaAltitude``.
  public var dhuha: PrayerTime { times[.dhuha] }
  /// Dhuhr: the transit, plus the method's precaution.
  public var dhuhr: PrayerTime { times[.dhuhr] }
  /// Asr: the shadow time.
  public var asr: PrayerTime { times[.asr] }
  /// Sunset.
  public var sunset: PrayerTime { times[.sunset] }
  /// Maghrib.
  public var maghrib: PrayerTime { times[.maghrib] }
  /// Isha.
  public var isha: PrayerTime { times[.isha] }
  /// Midnight: the middle of the night (see ``MidnightRule``).
  public var midnight: PrayerTime { times[.midnight] }
  /// The end of the first third of the night.
  public var firstThird: PrayerTime { times[.firstThird] }
  /// The start of the last third of the night (tahajjud).
  public var lastThird: PrayerTime { times[.lastThird] }
  /// The Sun's meridian transit, unadjusted and unrounded (solar noon).
  public let transit: JulianDate
  /// The twelve times, kept as the calculator left them (the properties above read them).
  private let times: DayTimes

  /// Computes the times of `date` at `coordinates`.
  ///
  /// - Parameters:
  ///   - coordinates: the place.
  ///   - date: the local date.
  ///   - utcOffsetSeconds: the zone's offset from UTC at local noon of `date` (e.g. 10 800 for
  ///     UTC+3); it picks the solar day and the local minute boundaries used by rounding.
  ///   - parameters: the method and its options.
  ///   - ephemeris: the Sun's tabulated positions to interpolate; pass one covering many days
  ///     (``SolarEphemeris/init(dates:)``) when computing many days or places, so that the Sun
  ///     is computed once. Without it, the seven positions the day needs are computed here.
  ///   - inRamadan: whether `date` is a day of Ramadan, for methods with a Ramadan Isha
  ///     (``CalculationParameters/ramadanIsha``). The Hijri module decides it from a calendar.
  public init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, ephemeris: SolarEphemeris? = nil, inRamadan: Bool
  ) {
    var calculator = PrayerCalculator(
      coordinates: coordinates, parameters: parameters, ephemeris: ephemeris)
    self = calculator.times(on: date, utcOffsetSeconds: utcOffsetSeconds, inRamadan: inRamadan)
  }

  /// The times of a computed day (after adjustments and rounding).
  @inline(__always)
  init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, inRamadan: Bool, times final: DayTimes, transit: JulianDate
  ) {
    self.coordinates = coordinates
    self.date = date
    self.utcOffsetSeconds = utcOffsetSeconds
    self.parameters = parameters
    self.inRamadan = inRamadan
    times = final
    self.transit = transit
  }

  /// The time of one kind.
  public subscript(kind: TimeKind) -> PrayerTime { times[kind] }

  /// These times with those of `kinds` taken from `other`, a day computed elsewhere: an authority
  /// that computes a zone's sunrise at another point than its prayers (JAKIM) merges the two.
  public func taking(_ kinds: [TimeKind], from other: PrayerTimes) -> PrayerTimes {
    var merged = times
    for kind in kinds { merged[kind] = other[kind] }
    return PrayerTimes(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      parameters: parameters, inRamadan: inRamadan, times: merged, transit: transit)
  }

  /// The kinds whose time came from a high-latitude rule or a polar resolution, in day order.
  public var estimatedKinds: [TimeKind] { TimeKind.allCases.filter { self[$0].isEstimated } }
}
