/// The prayer times of one local date at one place.
///
///     let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
///     let times = PrayerTimes(
///       coordinates: makkah, date: CivilDate(year: 2026, month: 11, day: 29)!,
///       utcOffsetSeconds: 3 * 3600, parameters: CalculationMethod.ummAlQura.parameters)
///     times.fajr   // .at(JulianDate(2461373.60…), .astronomical)
///
/// The day is the solar day whose transit falls on `date` in a zone `utcOffsetSeconds` ahead of
/// UTC at local noon (see ``SolarDay``). Every time is a ``PrayerTime``: an instant with its
/// origin, or the reason it does not happen. Times from a high-latitude rule or a polar resolution
/// are marked as such.
///
/// Order of work: the Sun's events → the method's rules (angles, intervals, seasonal formula)
/// → the high-latitude bound → polar resolution → the method's and the user's minute adjustments
/// → rounding in the local clock (the offset also fixes where minutes begin).
public struct PrayerTimes: Sendable {
  /// The place.
  public let coordinates: Coordinates
  /// The local date.
  public let date: CivilDate
  /// The zone's offset from UTC at local noon, in seconds.
  public let utcOffsetSeconds: Int
  /// The parameters used.
  public let parameters: CalculationParameters

  /// Imsak: when the fast's abstinence begins, before Fajr.
  public let imsak: PrayerTime
  /// Fajr: true dawn.
  public let fajr: PrayerTime
  /// Sunrise: the end of Fajr's time (shown, not a prayer).
  public let sunrise: PrayerTime
  /// Dhuha (Ishraq): when the Sun has risen to ``CalculationParameters/dhuhaAltitude``.
  public let dhuha: PrayerTime
  /// Dhuhr: the transit, plus the method's precaution.
  public let dhuhr: PrayerTime
  /// Asr: the shadow time.
  public let asr: PrayerTime
  /// Sunset.
  public let sunset: PrayerTime
  /// Maghrib.
  public let maghrib: PrayerTime
  /// Isha.
  public let isha: PrayerTime
  /// Midnight: the middle of the night (see ``MidnightRule``).
  public let midnight: PrayerTime
  /// The end of the first third of the night.
  public let firstThird: PrayerTime
  /// The start of the last third of the night (tahajjud).
  public let lastThird: PrayerTime
  /// The Sun's meridian transit, unadjusted and unrounded (solar noon).
  public let transit: JulianDate

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
  public init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, ephemeris: SolarEphemeris? = nil
  ) {
    self.coordinates = coordinates
    self.date = date
    self.utcOffsetSeconds = utcOffsetSeconds
    self.parameters = parameters

    let window = SolarWindow(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      ephemeris: ephemeris)
    var raw = DayComputation(window: window, date: date, parameters: parameters).times()
    if raw.needsPolarResolution {
      switch parameters.polarResolution {
      case .unresolved: break
      case .nearestLatitude(let start):
        if let resolved = DayComputation.nearestLatitude(
          window: window, date: date, parameters: parameters, start: start.degrees)
        {
          raw = resolved
        }
      case .nearestDay:
        // Near the poles no date within half a year may have a whole day (at 89.9° the Sun rises
        // and sets on the same day about once a year): fall back to the nearest latitude.
        if let resolved = DayComputation.nearestDay(
          coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
          parameters: parameters, transit: window.today.transit, ephemeris: ephemeris)
          ?? DayComputation.nearestLatitude(
            window: window, date: date, parameters: parameters,
            start: PolarResolution.defaultLatitude.degrees)
        {
          raw = resolved
        }
      }
    }
    let final = raw.adjustedAndRounded(parameters: parameters, utcOffsetSeconds: utcOffsetSeconds)
    imsak = final.imsak
    fajr = final.fajr
    sunrise = final.sunrise
    dhuha = final.dhuha
    dhuhr = final.dhuhr
    asr = final.asr
    sunset = final.sunset
    maghrib = final.maghrib
    isha = final.isha
    midnight = final.midnight
    firstThird = final.firstThird
    lastThird = final.lastThird
    transit = window.today.transit
  }

  /// The time of one kind.
  public subscript(kind: TimeKind) -> PrayerTime {
    switch kind {
    case .imsak: return imsak
    case .fajr: return fajr
    case .sunrise: return sunrise
    case .dhuha: return dhuha
    case .dhuhr: return dhuhr
    case .asr: return asr
    case .sunset: return sunset
    case .maghrib: return maghrib
    case .isha: return isha
    case .midnight: return midnight
    case .firstThird: return firstThird
    case .lastThird: return lastThird
    }
  }

  /// The kinds whose time came from a high-latitude rule or a polar resolution, in day order.
  public var estimatedKinds: [TimeKind] { TimeKind.allCases.filter { self[$0].isEstimated } }
}

/// The Sun's positions on five consecutive days around a local date, shared by the solar days of
/// yesterday, today and tomorrow (and by other latitudes on the same meridian).
struct SolarWindow {
  let yesterday: SolarDay
  let today: SolarDay
  let tomorrow: SolarDay

  init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    ephemeris: SolarEphemeris?
  ) {
    let c = SolarDay.meanTransit(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds
    ).value
    let middle = Int((c + 0.5).rounded())
    let needed = (middle - 3)...(middle + 3)
    let table: SolarEphemeris
    if let ephemeris, ephemeris.dayNumbers.contains(needed.lowerBound),
      ephemeris.dayNumbers.contains(needed.upperBound)
    {
      table = ephemeris
    } else {
      table = SolarEphemeris(dayNumbers: needed)
    }
    func day(_ offset: Double) -> SolarDay {
      let transit = c + offset
      // The nodes exist: `needed` spans three days each side of today's middle node.
      let nodes = table.nodes(around: transit) ?? SolarNodes(computedAround: transit)
      return SolarDay(coordinates: coordinates, approximateTransit: transit, nodes: nodes)
    }
    yesterday = day(-1)
    today = day(0)
    tomorrow = day(1)
  }

  private init(yesterday: SolarDay, today: SolarDay, tomorrow: SolarDay) {
    self.yesterday = yesterday
    self.today = today
    self.tomorrow = tomorrow
  }

  /// The same days seen from another latitude on the same meridian.
  func at(latitude: Double) -> SolarWindow {
    SolarWindow(
      yesterday: yesterday.at(latitude: latitude), today: today.at(latitude: latitude),
      tomorrow: tomorrow.at(latitude: latitude))
  }
}

/// The times of one day, before or after adjustments.
struct DayTimes {
  var imsak: PrayerTime
  var fajr: PrayerTime
  var sunrise: PrayerTime
  var dhuha: PrayerTime
  var dhuhr: PrayerTime
  var asr: PrayerTime
  var sunset: PrayerTime
  var maghrib: PrayerTime
  var isha: PrayerTime
  var midnight: PrayerTime
  var firstThird: PrayerTime
  var lastThird: PrayerTime

  /// Whether the Sun fails to rise or to set that day.
  var needsPolarResolution: Bool { sunrise.instant == nil || sunset.instant == nil }

  /// Whether every prayer time and the night's divisions exist: what a polar resolution must
  /// deliver (Dhuha may still not happen where the Sun stays low).
  var isComplete: Bool {
    [imsak, fajr, sunrise, dhuhr, asr, sunset, maghrib, isha, midnight, firstThird, lastThird]
      .allSatisfy { $0.instant != nil }
  }

  /// Every time moved by `seconds` and marked as borrowed (but Dhuhr, which lands on the transit).
  func shifted(by seconds: Double) -> DayTimes {
    func s(_ t: PrayerTime) -> PrayerTime { t.shifted(by: seconds) }
    return DayTimes(
      imsak: s(imsak), fajr: s(fajr), sunrise: s(sunrise), dhuha: s(dhuha), dhuhr: s(dhuhr),
      asr: s(asr), sunset: s(sunset), maghrib: s(maghrib), isha: s(isha), midnight: s(midnight),
      firstThird: s(firstThird), lastThird: s(lastThird)
    ).markedAsPolar()
  }

  /// Applies the total adjustments (Imsak and interval Isha follow the adjusted Fajr and
  /// Maghrib, as computed) and rounds in the local clock.
  func adjustedAndRounded(parameters: CalculationParameters, utcOffsetSeconds: Int) -> DayTimes {
    var adjust = parameters.totalAdjustments
    // Intervals count from the time as shown: Imsak from the adjusted Fajr, an interval Isha
    // from the adjusted Maghrib.
    if case .minutesBeforeFajr = parameters.imsak { adjust.imsak += adjust.fajr }
    if case .minutesAfterMaghrib = parameters.isha { adjust.isha += adjust.maghrib }
    func a(_ t: PrayerTime, _ kind: TimeKind) -> PrayerTime {
      let moved = t.shifted(by: adjust[kind] * 60)
      guard case .at(let instant, let origin) = moved else { return moved }
      return .at(round(instant, parameters.rounding, utcOffsetSeconds), origin)
    }
    return DayTimes(
      imsak: a(imsak, .imsak), fajr: a(fajr, .fajr), sunrise: a(sunrise, .sunrise),
      dhuha: a(dhuha, .dhuha), dhuhr: a(dhuhr, .dhuhr), asr: a(asr, .asr),
      sunset: a(sunset, .sunset), maghrib: a(maghrib, .maghrib), isha: a(isha, .isha),
      midnight: a(midnight, .midnight), firstThird: a(firstThird, .firstThird),
      lastThird: a(lastThird, .lastThird))
  }
}

/// Rounds an instant to a minute of the local clock.
func round(_ t: JulianDate, _ rounding: Rounding, _ utcOffsetSeconds: Int) -> JulianDate {
  let local = t.secondsSince1970 + Double(utcOffsetSeconds)
  let minutes: Double
  switch rounding {
  case .none: return t
  case .nearest: minutes = (local / 60 + 0.5).rounded(.down)  // half a minute rounds up
  case .up:
    // A time within a millisecond past a minute counts as on it.
    minutes = ((local - 0.001) / 60).rounded(.up)
  }
  return JulianDate(secondsSince1970: minutes * 60 - Double(utcOffsetSeconds))
}
