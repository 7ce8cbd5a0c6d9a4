/// The Sun on three consecutive solar days around a local date at one place — yesterday, today and
/// tomorrow — and its crossings of the horizon that bound the day's two nights.
///
/// The days share the Sun's positions (``SolarEphemeris``) and are seen from one place; another
/// latitude on the same meridian sees the same Sun (``at(latitude:horizon:)``). A timetable moves
/// the window on by one day at a time (``advance(to:ephemeris:observer:horizon:)``), so that each
/// date solves one new solar day and two new horizon crossings.
///
/// **Storage.** The days sit in a ring of three slots: moving on writes the new day over
/// yesterday's and turns the ring, so that no day is ever moved (a solar day is 400 bytes, and
/// a timetable used to spend a seventh of its time copying them). The hot path reads the days in
/// their slots (``withDays(_:)``); ``yesterday``, ``today`` and ``tomorrow`` are copies, for the
/// rest.
struct SolarWindow {
  private var slots: (SolarDay, SolarDay, SolarDay)
  /// The slot of yesterday; today's and tomorrow's follow it around the ring.
  private var first = 0
  /// Sunset before, sunrise, sunset and sunrise after: the two nights of the day.
  private(set) var horizon: HorizonEvents

  /// The window of `yesterday`, `today` and `tomorrow`, its nights bounded by `horizon`.
  init(yesterday: SolarDay, today: SolarDay, tomorrow: SolarDay, horizon: Altitude) {
    slots = (yesterday, today, tomorrow)
    let before = SolarDay.events(.evening(horizon), on: &slots.0, .morning(horizon), on: &slots.1)
    let after = SolarDay.events(.evening(horizon), on: &slots.1, .morning(horizon), on: &slots.2)
    self.horizon = HorizonEvents(
      sunsetBefore: before.0, sunrise: before.1, sunset: after.0, sunriseAfter: after.1)
  }

  /// The solar days around mean transit `c` seen by `observer`, interpolated in `ephemeris`.
  init(around c: Double, ephemeris: SolarEphemeris, observer: Observer, horizon: Altitude) {
    self.init(
      yesterday: ephemeris.solarDay(near: c - 1, observer: observer),
      today: ephemeris.solarDay(near: c, observer: observer),
      tomorrow: ephemeris.solarDay(near: c + 1, observer: observer), horizon: horizon)
  }

  /// The solar days around local date `date` in a zone `utcOffsetSeconds` ahead of UTC, from
  /// `ephemeris` where it covers them (else from a table of their own), the Sun sampled as
  /// `sunSampling` says.
  init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    ephemeris: SolarEphemeris?, horizon: Altitude, sunSampling: SunSampling = .continuous
  ) {
    let c = SolarDay.meanTransit(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds
    ).value
    let table = SolarEphemeris.covering(SolarEphemeris.dayNumbers(around: c), with: ephemeris)
    self.init(
      around: c, ephemeris: table, observer: Observer(coordinates, sunSampling: sunSampling),
      horizon: horizon)
  }

  /// A window of no meaning, to fill storage before the first real day.
  static func placeholder(_ observer: Observer) -> SolarWindow {
    let nothing = SolarDay.placeholder(observer)
    let none = SunEvent.sunAlwaysBelow
    return SolarWindow(
      slots: (nothing, nothing, nothing),
      horizon: HorizonEvents(sunsetBefore: none, sunrise: none, sunset: none, sunriseAfter: none))
  }

  private init(slots: (SolarDay, SolarDay, SolarDay), horizon: HorizonEvents) {
    self.slots = slots
    self.horizon = horizon
  }

  /// Today's transit.
  var transit: JulianDate {
    switch first {
    case 0: return slots.1.transit
    case 1: return slots.2.transit
    default: return slots.0.transit
    }
  }

  var yesterday: SolarDay { day(0) }
  var today: SolarDay { day(1) }
  var tomorrow: SolarDay { day(2) }

  private func day(_ k: Int) -> SolarDay {
    switch (first + k) % 3 {
    case 0: return slots.0
    case 1: return slots.1
    default: return slots.2
    }
  }

  /// The events of `rules` on these days, read where the days (and the rules) are stored.
  mutating func events(for rules: UnsafePointer<DayRules>) -> DayEvents {
    switch first {
    case 0: return SolarWindow.events(&slots.0, &slots.1, &slots.2, horizon, rules)
    case 1: return SolarWindow.events(&slots.1, &slots.2, &slots.0, horizon, rules)
    default: return SolarWindow.events(&slots.2, &slots.0, &slots.1, horizon, rules)
    }
  }

  /// Moves on by one day, in place: today becomes yesterday, tomorrow today, and the solar day
  /// after it (around mean transit `c` + 1, seen by `observer`) tomorrow, solved in yesterday's
  /// slot; the night after becomes the night before.
  mutating func advance(
    to c: Double, node: Int, ephemeris: SolarEphemeris, observer: Observer,
    horizon altitude: Altitude
  ) {
    let crossings: (SunEvent, SunEvent)
    switch first {
    case 0: crossings = SolarWindow.advance(&slots.2, &slots.0, c + 1, node, ephemeris, observer, altitude)
    case 1: crossings = SolarWindow.advance(&slots.0, &slots.1, c + 1, node, ephemeris, observer, altitude)
    default: crossings = SolarWindow.advance(&slots.1, &slots.2, c + 1, node, ephemeris, observer, altitude)
    }
    first = (first + 1) % 3
    horizon = HorizonEvents(
      sunsetBefore: horizon.sunset, sunrise: horizon.sunriseAfter, sunset: crossings.0,
      sunriseAfter: crossings.1)
  }

  /// Solves the new tomorrow in `slot` and returns the new today's sunset and its sunrise. (The days
  /// are `inout` so that they are used where they are stored, never copied.)
  private static func advance(
    _ today: inout SolarDay, _ slot: inout SolarDay, _ transit: Double, _ node: Int,
    _ ephemeris: SolarEphemeris, _ observer: Observer, _ altitude: Altitude
  ) -> (SunEvent, SunEvent) {
    slot.solve(observer: observer, approximateTransit: transit, node: node, in: ephemeris)
    return SolarDay.events(.evening(altitude), on: &today, .morning(altitude), on: &slot)
  }

  /// The same days seen from another latitude on the same meridian.
  func at(latitude: Double, horizon: Altitude) -> SolarWindow {
    SolarWindow(
      yesterday: yesterday.at(latitude: latitude), today: today.at(latitude: latitude),
      tomorrow: tomorrow.at(latitude: latitude), horizon: horizon)
  }
}

/// The Sun's crossings of the horizon that bound the two nights of a day.
struct HorizonEvents: Sendable {
  /// Sunset of the day before.
  let sunsetBefore: SunEvent
  let sunrise: SunEvent
  let sunset: SunEvent
  /// Sunrise of the day after.
  let sunriseAfter: SunEvent
}
