/// Computes the prayer times of one place day after day, reusing what consecutive days share.
///
/// A day's times need three solar days — yesterday's sunset and tomorrow's sunrise bound the
/// day's two nights, which the high-latitude rules divide — and the Sun's crossings of the
/// horizon on them. Consecutive days share two of those solar days and one night, so the
/// calculator keeps the last day's and computes one new solar day and one new night per date.
/// The times are the same as ``PrayerTimes/init(coordinates:date:utcOffsetSeconds:parameters:ephemeris:inRamadan:)``'s
/// (which is a calculator used once), in any order of dates; only consecutive dates are faster.
///
///     var calculator = PrayerCalculator(
///       coordinates: makkah, parameters: CalculationMethod.ummAlQura.parameters,
///       ephemeris: SolarEphemeris(dates: first...last))
///     for date in dates {
///       let times = calculator.times(on: date, utcOffsetSeconds: 3 * 3600, inRamadan: false)
///     }
///
/// Without an ephemeris covering the dates, the calculator tabulates the Sun itself: the seven
/// days one date needs, then a month ahead at a time. Dates outside ``SupportedYears`` are
/// computed as ``PrayerTimes`` computes them (an extrapolation; see there).
public struct PrayerCalculator: Sendable {
  /// The place.
  public let coordinates: Coordinates
  /// The method and its options (a day of Ramadan uses ``CalculationParameters/ramadanIsha``).
  public let parameters: CalculationParameters

  private var ephemeris: SolarEphemeris?
  private let observer: Observer
  /// The rules of the parameters, outside and in Ramadan (with ``CalculationParameters/ramadanIsha``).
  /// (Never changed: `var` so that a day reads them in place, `inout`, rather than a copy.)
  private var rules: DayRules
  private var ramadanRules: DayRules
  /// The parameters with the Ramadan Isha in place.
  private let ramadanParameters: CalculationParameters
  /// The minutes each time moves by, outside and in Ramadan (`nil`: none moves).
  private let adjustments: PrayerAdjustments?
  private let ramadanAdjustments: PrayerAdjustments?
  /// The solar days of the last day computed, kept to carry two of them and a night over to the
  /// next date (a placeholder until the first; not optional, so that it is used in place).
  private var window: SolarWindow
  /// The mean transit (JD) of the last day computed (NaN before the first).
  private var meanTransit = Double.nan
  /// The longitude in turns, λ / 360, for the mean transits.
  private let longitudeTurns: Double
  /// The last date asked for and its Julian day number: a date of the same month is that number
  /// plus the days between (`nil` before the first).
  private var lastDate: (date: CivilDate, dayNumber: Int)?
  /// Whether the calculator has had to tabulate the Sun itself before.
  private var extended = false
  /// The signed latitude whose times every day takes (``PolarResolution/fixedLatitude(_:)``,
  /// where the place is beyond it), else `nil`.
  private let fixedLatitude: Double?

  /// A calculator for `coordinates` with `parameters`, interpolating `ephemeris` where it covers
  /// the dates asked for.
  public init(
    coordinates: Coordinates, parameters: CalculationParameters, ephemeris: SolarEphemeris? = nil
  ) {
    self.coordinates = coordinates
    self.parameters = parameters
    self.ephemeris = ephemeris
    observer = Observer(coordinates, sunSampling: parameters.sunSampling)
    longitudeTurns = coordinates.longitude / 360
    var ramadan = parameters
    if let isha = parameters.ramadanIsha { ramadan.isha = isha }
    ramadanParameters = ramadan
    rules = DayRules(parameters: parameters, elevation: coordinates.elevation)
    ramadanRules =
      parameters.ramadanIsha == nil
      ? rules : DayRules(parameters: ramadan, elevation: coordinates.elevation)
    adjustments = DayTimes.adjustments(parameters)
    ramadanAdjustments = DayTimes.adjustments(ramadan)
    window = SolarWindow.placeholder(observer)
    if case .fixedLatitude(let a) = parameters.polarResolution, abs(coordinates.latitude) > abs(a.degrees) {
      fixedLatitude = coordinates.latitude < 0 ? -abs(a.degrees) : abs(a.degrees)
    } else {
      fixedLatitude = nil
    }
  }

  /// The times of local date `date` in a zone `utcOffsetSeconds` ahead of UTC at local noon (see
  /// ``PrayerTimes``); `inRamadan` selects the method's Ramadan Isha (the Hijri module's
  /// `HijriCalendar.isRamadan(_:)` tells it).
  public mutating func times(
    on date: CivilDate, utcOffsetSeconds: Int, inRamadan: Bool
  ) -> PrayerTimes {
    let ramadanIsha = inRamadan && parameters.ramadanIsha != nil
    let dayNumber: Int
    if let last = lastDate, last.date.year == date.year, last.date.month == date.month {
      dayNumber = last.dayNumber + (date.day - last.date.day)
    } else {
      dayNumber = date.julianDayNumber
    }
    lastDate = (date, dayNumber)
    let c = SolarDay.meanTransit(
      dayNumber: dayNumber, longitudeTurns: longitudeTurns, utcOffsetSeconds: utcOffsetSeconds
    ).value
    // The 0h UT node nearest the mean transit: tomorrow's is the next one (c + 1 and c + 1.5 are
    // exact, so rounding commutes with the shift).
    let middle = SolarEphemeris.nearestNode(to: c)
    tabulateSun(around: middle)
    // The day's solar days and nights: carried over from the day before (moved on in place, the
    // hot path of a timetable), the same day again, or computed afresh. (`tabulateSun` made the
    // ephemeris cover them.)
    if abs(c - (meanTransit + 1)) < 1e-9 {
      window.advance(
        to: c, node: middle + 1, ephemeris: ephemeris!, observer: observer, horizon: rules.horizon)
    } else if !(abs(c - meanTransit) < 1e-9) {
      window = SolarWindow(around: c, ephemeris: ephemeris!, observer: observer, horizon: rules.horizon)
    }
    meanTransit = c
    var raw: DayTimes
    if let fixedLatitude {
      raw = PolarSearch.fixedLatitude(
        window: window, date: date, rules: ramadanIsha ? ramadanRules : rules, latitude: fixedLatitude)
    } else if ramadanIsha {
      raw = DayRules.times(&ramadanRules, in: &window, date: date)
    } else {
      raw = DayRules.times(&rules, in: &window, date: date)
    }
    let transit = window.transit
    if fixedLatitude == nil, !raw.isWholeDay,
      let resolved = PrayerCalculator.resolvePolar(
        window, coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
        parameters: parameters, rules: ramadanIsha ? ramadanRules : rules, transit: transit,
        ephemeris: ephemeris)
    {
      raw = resolved
    }
    raw.adjustAndRound(
      adjustments: ramadanIsha ? ramadanAdjustments : adjustments, rounding: parameters.rounding,
      utcOffsetSeconds: utcOffsetSeconds)
    return PrayerTimes(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      parameters: ramadanIsha ? ramadanParameters : parameters, inRamadan: inRamadan, times: raw,
      transit: transit)
  }

  /// The times of a day that is not whole by the parameters' polar resolution, or `nil` when it
  /// leaves the day as it is (or finds nothing).
  /// (Static: a method on the calculator would copy it.)
  private static func resolvePolar(
    _ window: SolarWindow, coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, rules: DayRules, transit: JulianDate,
    ephemeris: SolarEphemeris?
  ) -> DayTimes? {
    switch parameters.polarResolution {
    case .unresolved, .fixedLatitude:
      // (A fixed latitude the place is beyond was taken before; nearer the equator, the day
      // stays as it is.)
      return nil
    case .nearestLatitude(let start):
      return PolarSearch.nearestLatitude(window: window, date: date, rules: rules, start: start.degrees)
    case .nearestDay:
      // Near the poles no date within half a year may have a whole day (at 89.9° the Sun rises
      // and sets on the same day about once a year): fall back to the nearest latitude.
      return PolarSearch.nearestDay(
        coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds, rules: rules,
        transit: transit, ephemeris: ephemeris, sunSampling: parameters.sunSampling)
        ?? PolarSearch.nearestLatitude(
          window: window, date: date, rules: rules, start: PolarResolution.defaultLatitude.degrees)
    }
  }

  /// Makes sure the ephemeris covers the solar days around mean transit `c` and the nights
  /// between them (``SolarEphemeris/dayNumbers(around:)``). Without an ephemeris that does, the
  /// calculator tabulates the Sun itself: those seven days the first time, a month ahead from then
  /// on (dates usually come in order).
  private mutating func tabulateSun(around middle: Int) {
    let days = (middle - 3)...(middle + 3)
    if let ephemeris, ephemeris.covers(days) { return }
    ephemeris = SolarEphemeris(dayNumbers: days.lowerBound...(days.upperBound + (extended ? 31 : 0)))
    extended = true
  }
}
