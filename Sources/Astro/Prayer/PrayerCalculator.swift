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
  private let altitudes: Altitudes
  /// The minutes each time moves by, outside and in Ramadan (`nil`: none moves).
  private let adjustments: PrayerAdjustments?
  private let ramadanAdjustments: PrayerAdjustments?
  /// The last day computed, kept to carry its solar days and nights over to the next date
  /// (a placeholder until the first; not optional, so that it is used in place, never copied).
  private var computation: DayComputation
  /// The mean transit (JD) of the last day computed (NaN before the first).
  private var meanTransit = Double.nan
  /// Whether the calculator has had to tabulate the Sun itself before.
  private var extended = false

  /// A calculator for `coordinates` with `parameters`, interpolating `ephemeris` where it covers
  /// the dates asked for.
  public init(
    coordinates: Coordinates, parameters: CalculationParameters, ephemeris: SolarEphemeris? = nil
  ) {
    self.coordinates = coordinates
    self.parameters = parameters
    self.ephemeris = ephemeris
    observer = Observer(coordinates)
    altitudes = Altitudes(parameters: parameters, elevation: coordinates.elevation)
    adjustments = DayTimes.adjustments(parameters)
    var ramadan = parameters
    if let isha = parameters.ramadanIsha { ramadan.isha = isha }
    ramadanAdjustments = DayTimes.adjustments(ramadan)
    let nothing = SolarDay.placeholder(observer)
    computation = DayComputation(
      window: SolarWindow(yesterday: nothing, today: nothing, tomorrow: nothing),
      date: CivilDate(julianDayNumber: 2_451_545), parameters: parameters, altitudes: altitudes,
      horizon: HorizonEvents(
        sunsetBefore: .sunAlwaysBelow, sunrise: .sunAlwaysBelow, sunset: .sunAlwaysBelow,
        sunriseAfter: .sunAlwaysBelow))
  }

  /// The times of local date `date` in a zone `utcOffsetSeconds` ahead of UTC at local noon (see
  /// ``PrayerTimes``); `inRamadan` selects the method's Ramadan Isha (the Hijri module's
  /// `HijriCalendar.isRamadan(_:)` tells it).
  public mutating func times(
    on date: CivilDate, utcOffsetSeconds: Int, inRamadan: Bool
  ) -> PrayerTimes {
    var parameters = self.parameters
    let ramadanIsha = inRamadan && parameters.ramadanIsha != nil
    if ramadanIsha, let isha = parameters.ramadanIsha { parameters.isha = isha }
    let c = SolarDay.meanTransit(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds
    ).value
    tabulateSun(around: c)
    // The day's solar days and nights: carried over from the day before (mutated in place, the
    // hot path of a timetable), the same day again, or computed afresh.
    if abs(c - (meanTransit + 1)) < 1e-9 {
      computation.advance(
        to: date, tomorrow: PrayerCalculator.solarDay(near: c + 1, ephemeris: ephemeris, observer: observer))
    } else if !(abs(c - meanTransit) < 1e-9) {
      let window = SolarWindow(
        yesterday: PrayerCalculator.solarDay(near: c - 1, ephemeris: ephemeris, observer: observer),
        today: PrayerCalculator.solarDay(near: c, ephemeris: ephemeris, observer: observer),
        tomorrow: PrayerCalculator.solarDay(near: c + 1, ephemeris: ephemeris, observer: observer))
      computation = DayComputation(
        window: window, date: date, parameters: parameters, altitudes: altitudes)
    }
    meanTransit = c
    computation.date = date
    if computation.parameters.isha != parameters.isha { computation.parameters = parameters }
    var raw = computation.times()
    let transit = computation.transit
    if !raw.isWholeDay {
      let window = computation.window
      switch parameters.polarResolution {
      case .unresolved: break
      case .nearestLatitude(let start):
        if let resolved = DayComputation.nearestLatitude(
          window: window, date: date, parameters: parameters, altitudes: altitudes,
          start: start.degrees)
        {
          raw = resolved
        }
      case .nearestDay:
        // Near the poles no date within half a year may have a whole day (at 89.9° the Sun rises
        // and sets on the same day about once a year): fall back to the nearest latitude.
        if let resolved = DayComputation.nearestDay(
          coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
          parameters: parameters, altitudes: altitudes, transit: transit, ephemeris: ephemeris)
          ?? DayComputation.nearestLatitude(
            window: window, date: date, parameters: parameters, altitudes: altitudes,
            start: PolarResolution.defaultLatitude.degrees)
        {
          raw = resolved
        }
      }
    }
    return PrayerTimes(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      parameters: parameters, inRamadan: inRamadan,
      times: raw.adjustedAndRounded(
        adjustments: ramadanIsha ? ramadanAdjustments : adjustments,
        rounding: parameters.rounding, utcOffsetSeconds: utcOffsetSeconds),
      transit: transit)
  }

  /// Makes sure the ephemeris covers the solar days around mean transit `c` and the nights
  /// between them: the nodes three days either side of the one nearest `c`. Without an
  /// ephemeris that does, the calculator tabulates the Sun itself: those seven days the first
  /// time, a month ahead from then on (dates usually come in order).
  private mutating func tabulateSun(around c: Double) {
    let middle = Int((c + 0.5).rounded())
    if let ephemeris, ephemeris.dayNumbers.contains(middle - 3),
      ephemeris.dayNumbers.contains(middle + 3)
    {
      return
    }
    ephemeris = SolarEphemeris(dayNumbers: (middle - 3)...(middle + 3 + (extended ? 31 : 0)))
    extended = true
  }

  /// The solar day whose transit is nearest `transit`.
  /// (Static: a method on the calculator would copy it, its last day's solar days included.)
  private static func solarDay(near transit: Double, ephemeris: SolarEphemeris?, observer: Observer) -> SolarDay {
    // The ephemeris covers it (``tabulateSun(around:)``); computing the nodes is the fallback.
    let nodes = ephemeris?.nodes(around: transit) ?? SolarNodes(computedAround: transit)
    return SolarDay(observer: observer, approximateTransit: transit, nodes: nodes)
  }
}
