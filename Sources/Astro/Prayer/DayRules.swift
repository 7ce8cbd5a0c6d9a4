/// A calculation method's rules, ready to apply to the Sun's events of any day at one place:
/// the rules themselves and the altitudes they cross, with their sines and cosines worked out
/// once per place rather than once per crossing.
///
/// A day is computed in two steps: its solar days give the crossings these rules read
/// (``SolarWindow/events(for:)``), then the rules turn those few values into the day's times
/// (``times(_:date:)``): Fajr, Maghrib, Isha, Imsak and midnight (Twilight.swift) bounded for
/// high latitudes (HighLatitudeBounds.swift). The polar resolutions (PolarSearch.swift) run the
/// two steps again for other latitudes or dates.
struct DayRules: Sendable {
  let fajr: FajrRule
  let isha: IshaRule
  let maghrib: MaghribRule
  let imsak: ImsakRule
  let midnight: MidnightRule
  let highLatitudeRule: HighLatitudeRule
  let shadowFactor: Double

  /// The altitude of the Sun's centre at sunrise and sunset, lowered by the horizon dip of an
  /// elevated observer when the parameters ask for it: dip = 1.76′ √h (h in metres), the
  /// navigators' dip with standard terrestrial refraction (Nautical Almanac, "Dip" table).
  let horizon: Altitude
  /// The altitude that starts Dhuha.
  let dhuhaAltitude: Altitude
  /// The depressions crossed by an angle Fajr, Isha, Maghrib or Imsak (`nil`: the rule is not an
  /// angle).
  let fajrAltitude: Altitude?
  let ishaAltitude: Altitude?
  let maghribAltitude: Altitude?
  let imsakAltitude: Altitude?
  /// 18° below the horizon, the Moonsighting Committee's and Diyanet's true dawn, where a rule
  /// reads it: at the end of the night before (dawn), of the night after, and at its start (dusk).
  let dawnAltitude: Altitude?
  let needsDawnAfter: Bool
  let needsDusk: Bool
  /// Whether midnight is counted to the next Fajr (which then is found too).
  let needsNextFajr: Bool

  /// The rules of `parameters` for an observer `elevation` metres above sea level.
  init(parameters p: CalculationParameters, elevation: Double) {
    fajr = p.fajr
    isha = p.isha
    maghrib = p.maghrib
    imsak = p.imsak
    midnight = p.midnight
    highLatitudeRule = p.highLatitudeRule
    shadowFactor = p.asr.shadowFactor
    horizon = Altitude(p.horizon(atElevation: elevation))
    dhuhaAltitude = Altitude(p.dhuhaAltitude)
    if case .depression(let a) = p.fajr { fajrAltitude = Altitude(-a) } else { fajrAltitude = nil }
    if case .depression(let a) = p.isha { ishaAltitude = Altitude(-a) } else { ishaAltitude = nil }
    if case .depression(let a) = p.maghrib { maghribAltitude = Altitude(-a) } else { maghribAltitude = nil }
    if case .depression(let a) = p.imsak { imsakAltitude = Altitude(-a) } else { imsakAltitude = nil }
    var diyanet = false
    if case .diyanet = p.highLatitudeRule { diyanet = true }
    var seasonalFajr = false
    if case .moonsightingSeasonal = p.fajr { seasonalFajr = true }
    var seasonalIsha = false
    if case .moonsightingSeasonal = p.isha { seasonalIsha = true }
    needsNextFajr = p.midnight != .standard
    needsDusk = seasonalIsha
    needsDawnAfter = (diyanet && ishaAltitude != nil) || (needsNextFajr && (seasonalFajr || diyanet))
    let dawn = diyanet || seasonalFajr || seasonalIsha
    dawnAltitude = dawn ? Altitude(.degrees(-18)) : nil
  }

  /// The times of local date `date` on the solar days of `window` (its events, then the rules),
  /// before the minute adjustments and rounding. (The window is `inout` so that its days are read
  /// where they are stored; it does not change.)
  func times(in window: inout SolarWindow, date: CivilDate) -> DayTimes {
    var rules = self
    return DayRules.times(&rules, in: &window, date: date)
  }

  /// ``times(in:date:)`` with the rules read where they are stored (a calculator's rules are
  /// `inout` here so that they are not copied for every day; they do not change).
  @inline(never)
  static func times(_ rules: inout DayRules, in window: inout SolarWindow, date: CivilDate) -> DayTimes {
    withUnsafePointer(to: &rules) { rules in
      rules.pointee.times(window.events(for: rules), date: date)
    }
  }

  /// The times of local date `date` from the Sun's events of its solar days, before the minute
  /// adjustments and rounding.
  func times(_ events: DayEvents, date: CivilDate) -> DayTimes {
    let latitude = events.latitude
    let fajr = self.fajr(events.nightBefore, date: date, latitude: latitude)
    let maghrib = self.maghrib(events.nightAfter)
    let isha = self.isha(events.nightAfter, maghrib: maghrib, date: date, latitude: latitude)
    let (midnight, firstThird, lastThird) = self.night(
      events.nightAfter, maghrib: maghrib, date: date, latitude: latitude)

    let imsak = self.imsak(events.nightBefore, fajr: fajr)
    return DayTimes(nightsExist: events.nightsExist) { kind in
      switch kind {
      case .imsak: return imsak
      case .fajr: return fajr
      case .sunrise: return PrayerTime(events.nightBefore.sunrise)
      case .dhuha: return PrayerTime(events.dhuha)
      case .dhuhr: return .at(events.transit, .astronomical)
      case .asr: return PrayerTime(events.asr)
      case .sunset: return PrayerTime(events.nightAfter.sunset)
      case .maghrib: return maghrib
      case .isha: return isha
      case .midnight: return midnight
      case .firstThird: return firstThird
      case .lastThird: return lastThird
      }
    }
  }
}
