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
  init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, inRamadan: Bool, times final: DayTimes, transit: JulianDate
  ) {
    self.coordinates = coordinates
    self.date = date
    self.utcOffsetSeconds = utcOffsetSeconds
    self.parameters = parameters
    self.inRamadan = inRamadan
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
    self.transit = transit
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
  private(set) var yesterday: SolarDay
  private(set) var today: SolarDay
  private(set) var tomorrow: SolarDay

  /// Moves on by one day, in place: today becomes yesterday, tomorrow today.
  mutating func advance(tomorrow next: SolarDay) {
    yesterday = today
    today = tomorrow
    tomorrow = next
  }

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
    let observer = Observer(coordinates)
    func day(_ offset: Double) -> SolarDay {
      let transit = c + offset
      // The nodes exist: `needed` spans three days each side of today's middle node.
      let nodes = table.nodes(around: transit) ?? SolarNodes(computedAround: transit)
      return SolarDay(observer: observer, approximateTransit: transit, nodes: nodes)
    }
    yesterday = day(-1)
    today = day(0)
    tomorrow = day(1)
  }

  init(yesterday: SolarDay, today: SolarDay, tomorrow: SolarDay) {
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
  /// Every time missing (`sunAlwaysBelow`).
  static let missing = DayTimes(
    imsak: .sunAlwaysBelow, fajr: .sunAlwaysBelow, sunrise: .sunAlwaysBelow,
    dhuha: .sunAlwaysBelow, dhuhr: .sunAlwaysBelow, asr: .sunAlwaysBelow,
    sunset: .sunAlwaysBelow, maghrib: .sunAlwaysBelow, isha: .sunAlwaysBelow,
    midnight: .sunAlwaysBelow, firstThird: .sunAlwaysBelow, lastThird: .sunAlwaysBelow)

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

  /// Whether the evening before and the morning after have a sunset and a sunrise, so that both
  /// nights of the day are defined.
  var nightsExist = true

  /// Whether the day is whole in the sense a polar resolution cares about: the Sun rises, sets,
  /// and stands high enough at noon for an Asr shadow, and both nights exist. (Fajr and Isha may
  /// still be missing with the high-latitude rule `.none`: that is the twilight, not the day.)
  var isWholeDay: Bool {
    sunrise.instant != nil && sunset.instant != nil && asr.instant != nil && nightsExist
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

  /// Applies the total adjustments and rounds in the local clock.
  ///
  /// Intervals count from the time as shown: Imsak from the adjusted Fajr, an interval Isha from
  /// the adjusted Maghrib. Where fixed adjustments would reverse the order of two consecutive
  /// times of Fajr < sunrise < Dhuhr < Asr < sunset and Asr < Maghrib ≤ Isha (days or nights only
  /// minutes long: Diyanet's Dhuhr +5 against an Asr two minutes after the transit), those two
  /// keep their unadjusted times. Sunset against Maghrib, and Imsak, move as asked.
  func adjustedAndRounded(parameters: CalculationParameters, utcOffsetSeconds: Int) -> DayTimes {
    adjustedAndRounded(
      adjustments: DayTimes.adjustments(parameters), rounding: parameters.rounding,
      utcOffsetSeconds: utcOffsetSeconds)
  }

  /// The minutes each time moves by: the method's and the user's adjustments, with Imsak moving
  /// with Fajr when it is counted from it and an interval Isha with Maghrib; `nil` when none
  /// moves.
  static func adjustments(_ parameters: CalculationParameters) -> PrayerAdjustments? {
    var adjust = parameters.totalAdjustments
    if case .minutesBeforeFajr = parameters.imsak { adjust.imsak += adjust.fajr }
    if case .minutesAfterMaghrib = parameters.isha { adjust.isha += adjust.maghrib }
    return adjust == PrayerAdjustments() ? nil : adjust
  }

  /// ``adjustedAndRounded(parameters:utcOffsetSeconds:)`` with the adjustments worked out.
  func adjustedAndRounded(
    adjustments: PrayerAdjustments?, rounding: Rounding, utcOffsetSeconds: Int
  ) -> DayTimes {
    var result = self
    if let adjust = adjustments {
      func a(_ t: PrayerTime, _ kind: TimeKind) -> PrayerTime {
        let minutes = adjust[kind]
        return minutes == 0 ? t : t.shifted(by: minutes * 60)
      }
      result = DayTimes(
        imsak: a(imsak, .imsak), fajr: a(fajr, .fajr), sunrise: a(sunrise, .sunrise),
        dhuha: a(dhuha, .dhuha), dhuhr: a(dhuhr, .dhuhr), asr: a(asr, .asr),
        sunset: a(sunset, .sunset), maghrib: a(maghrib, .maghrib), isha: a(isha, .isha),
        midnight: a(midnight, .midnight), firstThird: a(firstThird, .firstThird),
        lastThird: a(lastThird, .lastThird))
      result.keepOrder(of: self)
    }
    if case .none = rounding { return result }

    func r(_ t: PrayerTime) -> PrayerTime {
      guard case .at(let instant, let origin) = t else { return t }
      return .at(round(instant, rounding, utcOffsetSeconds), origin)
    }
    return DayTimes(
      imsak: r(result.imsak), fajr: r(result.fajr), sunrise: r(result.sunrise),
      dhuha: r(result.dhuha), dhuhr: r(result.dhuhr), asr: r(result.asr),
      sunset: r(result.sunset), maghrib: r(result.maghrib), isha: r(result.isha),
      midnight: r(result.midnight), firstThird: r(result.firstThird),
      lastThird: r(result.lastThird))
  }

  /// Fajr, sunrise, Dhuhr, Asr, sunset, Maghrib, Isha, by position.
  private subscript(sequence i: Int) -> PrayerTime {
    get {
      switch i {
      case 0: return fajr
      case 1: return sunrise
      case 2: return dhuhr
      case 3: return asr
      case 4: return sunset
      case 5: return maghrib
      default: return isha
      }
    }
    set {
      switch i {
      case 0: fajr = newValue
      case 1: sunrise = newValue
      case 2: dhuhr = newValue
      case 3: asr = newValue
      case 4: sunset = newValue
      case 5: maghrib = newValue
      default: isha = newValue
      }
    }
  }

  /// Restores from `unadjusted` (whose order is right) each pair of consecutive times whose
  /// order the adjustments reversed, until none is.
  private mutating func keepOrder(of unadjusted: DayTimes) {
    for _ in 0..<7 {
      var changed = false
      var previous = -1  // the last existing time before i (Maghrib follows Asr, not sunset)
      var beforeSunset = -1
      for i in 0..<7 {
        guard let t = self[sequence: i].instant else { continue }
        let p = i == 5 ? beforeSunset : previous
        if p >= 0, let tp = self[sequence: p].instant {
          // Strictly ordered but for Maghrib and Isha, which may coincide.
          if i == 6 ? t < tp : t <= tp {
            self[sequence: p] = unadjusted[sequence: p]
            self[sequence: i] = unadjusted[sequence: i]
            changed = true
          }
        }
        if i != 4 { beforeSunset = i }
        previous = i
      }
      if !changed { return }
    }
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
