/// The rules of a calculation method applied to the Sun's events of one day, before the minute
/// adjustments and rounding.
struct DayComputation {
  private(set) var window: SolarWindow
  var date: CivilDate
  var parameters: CalculationParameters
  /// The sines and cosines of the altitudes the rules cross.
  let altitudes: Altitudes
  /// Sunset before, sunrise, sunset and sunrise after: the two nights of the day.
  private(set) var horizon: HorizonEvents

  private var latitude: Double { window.today.coordinates.latitude }

  /// Today's transit.
  var transit: JulianDate { window.today.transit }

  /// The rules of `parameters` on the days of `window`; `horizon` when its events are known
  /// (from the days before and after, by ``PrayerCalculator``).
  init(
    window: SolarWindow, date: CivilDate, parameters: CalculationParameters,
    altitudes: Altitudes, horizon: HorizonEvents? = nil
  ) {
    self.window = window
    self.date = date
    self.parameters = parameters
    self.altitudes = altitudes
    self.horizon = horizon ?? HorizonEvents(window: window, horizon: altitudes.horizon)
  }

  /// Moves on by one solar day, in place: today becomes yesterday, tomorrow today, and
  /// `tomorrow` tomorrow; the night after becomes the night before.
  mutating func advance(to date: CivilDate, tomorrow: SolarDay) {
    window.advance(tomorrow: tomorrow)
    horizon = HorizonEvents(
      sunsetBefore: horizon.sunset, sunrise: horizon.sunriseAfter,
      sunset: window.today.evening(altitudes.horizon),
      sunriseAfter: window.tomorrow.morning(altitudes.horizon))
    self.date = date
  }

  /// One night: from the evening of one solar day to the morning of the next.
  private struct Night {
    /// Whether this is the night before the day (yesterday's evening to today's morning) rather
    /// than the night after.
    let isBefore: Bool
    let sunset: SunEvent
    let sunrise: SunEvent
    /// Seconds from sunset to sunrise, or a fallback when one of them is missing.
    let seconds: Double?
  }

  func times() -> DayTimes {
    let (sunsetY, sunriseT, sunsetT, sunriseN) = (
      horizon.sunsetBefore, horizon.sunrise, horizon.sunset, horizon.sunriseAfter
    )
    let before = DayComputation.seconds(from: sunsetY, to: sunriseT)
    let after = DayComputation.seconds(from: sunsetT, to: sunriseN)
    // Where one night is undefined (the day after a polar day), the other stands in for it.
    let nightBefore = Night(isBefore: true, sunset: sunsetY, sunrise: sunriseT, seconds: before ?? after)
    let nightAfter = Night(isBefore: false, sunset: sunsetT, sunrise: sunriseN, seconds: after ?? before)

    let fajr = self.fajr(nightBefore, date: date)
    let maghrib = self.maghrib(nightAfter)
    let isha = self.isha(nightAfter, maghrib: maghrib)
    let imsak: PrayerTime
    switch parameters.imsak {
    case .minutesBeforeFajr(let m): imsak = fajr.shifted(by: -m * 60, origin: .interval)
    case .depression(let a):
      imsak = boundedMorning(
        window.today.morning(altitudes[-a]), night: nightBefore,
        portion: portion(depression: a.degrees, night: nightBefore, morning: true))
    }

    // Midnight and the thirds of the night need tomorrow's Fajr for two of the conventions.
    let start: PrayerTime
    let end: PrayerTime
    switch parameters.midnight {
    case .standard:
      start = PrayerTime(sunsetT)
      end = PrayerTime(sunriseN)
    case .jafari:
      start = PrayerTime(sunsetT)
      end = self.fajr(nightAfter, date: date.adding(days: 1))
    case .maghribToFajr:
      start = maghrib
      end = self.fajr(nightAfter, date: date.adding(days: 1))
    }
    let midnight: PrayerTime
    let firstThird: PrayerTime
    let lastThird: PrayerTime
    if case .at(let s, let so) = start, case .at(let e, let eo) = end {
      let night = s.seconds(to: e)
      let origin = so.combined(with: eo)
      midnight = .at(s.adding(seconds: night / 2), origin)
      firstThird = .at(s.adding(seconds: night / 3), origin)
      lastThird = .at(s.adding(seconds: night * 2 / 3), origin)
    } else {
      let missing = start.instant == nil ? start : end
      (midnight, firstThird, lastThird) = (missing, missing, missing)
    }

    var times = DayTimes(
      imsak: imsak, fajr: fajr, sunrise: PrayerTime(sunriseT),
      dhuha: PrayerTime(window.today.morning(altitudes[parameters.dhuhaAltitude])),
      dhuhr: .at(window.today.transit, .astronomical),
      asr: PrayerTime(window.today.asr(shadowFactor: parameters.asr.shadowFactor)),
      sunset: PrayerTime(sunsetT), maghrib: maghrib, isha: isha, midnight: midnight,
      firstThird: firstThird, lastThird: lastThird)
    times.nightsExist = before != nil && after != nil
    return times
  }

  /// The crossing of `altitude` in the morning that ends `night`.
  private func morning(_ night: Night, _ altitude: Altitude) -> SunEvent {
    // (Not a conditional expression choosing the day: that would copy it.)
    if night.isBefore { return window.today.morning(altitude) }
    return window.tomorrow.morning(altitude)
  }

  /// The crossing of `altitude` in the evening that begins `night`.
  private func evening(_ night: Night, _ altitude: Altitude) -> SunEvent {
    if night.isBefore { return window.yesterday.evening(altitude) }
    return window.today.evening(altitude)
  }

  // MARK: - Fajr, Maghrib, Isha

  /// Fajr of the morning that ends `night`, on local date `date`.
  private func fajr(_ night: Night, date: CivilDate) -> PrayerTime {
    switch parameters.fajr {
    case .minutesBeforeSunrise(let m):
      return PrayerTime(night.sunrise, .interval).shifted(by: -m * 60)

    case .depression(let angle):
      if case .diyanet = parameters.highLatitudeRule, abs(latitude) > 45,
        (3...9).contains(date.month), let sunset = night.sunset.instant,
        let sunrise = night.sunrise.instant
      {
        // Diyanet beyond 45°, March–September: sunrise − (Maghrib→Isha interval + 10 min), but
        // never before that night's Isha (sunset + interval): on nights shorter than half an
        // hour (near the polar circle at midsummer) the formula would put Fajr before Isha, even
        // before sunset.
        let dawn = morning(night, altitudes[.degrees(-18)]).instant ?? sunrise
        let interval = min(sunset.seconds(to: dawn) / 3, 80 * 60)
        let fajr = sunrise.adding(seconds: -(interval + 600))
        return .at(max(fajr, sunset.adding(seconds: interval)), .highLatitudeRule)
      }
      return boundedMorning(
        morning(night, altitudes[-angle]), night: night,
        portion: portion(depression: angle.degrees, night: night, morning: true))

    case .moonsightingSeasonal:
      guard let sunrise = night.sunrise.instant else { return PrayerTime(night.sunrise) }
      let minutes = MoonsightingSeasonal.fajrMinutes(latitude: latitude, date: date)
      let seasonal = PrayerTime.at(sunrise.adding(seconds: -minutes * 60), .seasonal)
      if abs(latitude) >= 55 {
        // Booklet §10: from 55°, the later of the seasonal time and the last seventh of the night.
        guard let seconds = night.seconds else { return seasonal }
        return later(seasonal, .at(sunrise.adding(seconds: -seconds / 7), .highLatitudeRule))
      }
      return later(seasonal, PrayerTime(morning(night, altitudes[.degrees(-18)])))
    }
  }

  private func maghrib(_ night: Night) -> PrayerTime {
    switch parameters.maghrib {
    case .sunset:
      return PrayerTime(night.sunset)
    case .minutesAfterSunset(let m):
      return PrayerTime(night.sunset, .interval).shifted(by: m * 60)
    case .depression(let angle):
      return boundedEvening(
        evening(night, altitudes[-angle]), night: night,
        portion: portion(depression: angle.degrees, night: night, morning: false))
    }
  }

  /// A rule-made Isha never before Maghrib: an angle Maghrib (Tehran's 4.5°) can set after
  /// Diyanet's 80 minutes, and an interval Maghrib (Jordan's sunset + 5 min) after the bound of a
  /// night only minutes long; Isha then comes with Maghrib.
  private func notBefore(_ maghrib: PrayerTime, _ isha: PrayerTime) -> PrayerTime {
    guard case .at(let t, .highLatitudeRule) = isha, let m = maghrib.instant, m > t else {
      return isha
    }
    return .at(m, .highLatitudeRule)
  }

  private func isha(_ night: Night, maghrib: PrayerTime) -> PrayerTime {
    switch parameters.isha {
    case .minutesAfterMaghrib(let m):
      return maghrib.shifted(by: m * 60, origin: .interval)

    case .depression(let angle):
      if case .diyanet = parameters.highLatitudeRule, abs(latitude) > 45,
        let sunset = night.sunset.instant
      {
        // Diyanet beyond 45°: one third of sunset → true dawn, at most 80 minutes.
        if let dawn = morning(night, altitudes[.degrees(-18)]).instant
          ?? night.sunrise.instant
        {
          let interval = min(sunset.seconds(to: dawn) / 3, 80 * 60)
          return notBefore(maghrib, .at(sunset.adding(seconds: interval), .highLatitudeRule))
        }
      }
      return notBefore(
        maghrib,
        boundedEvening(
          evening(night, altitudes[-angle]), night: night,
          portion: portion(depression: angle.degrees, night: night, morning: false)))

    case .moonsightingSeasonal(let shafaq):
      guard let sunset = night.sunset.instant else { return PrayerTime(night.sunset) }
      let minutes = MoonsightingSeasonal.ishaMinutes(
        latitude: latitude, date: date, shafaq: shafaq)
      let seasonal = PrayerTime.at(sunset.adding(seconds: minutes * 60), .seasonal)
      if abs(latitude) >= 55 {
        guard let seconds = night.seconds else { return seasonal }
        return earlier(seasonal, .at(sunset.adding(seconds: seconds / 7), .highLatitudeRule))
      }
      return earlier(seasonal, PrayerTime(evening(night, altitudes[.degrees(-18)])))
    }
  }

  // MARK: - High-latitude bounds

  /// The share of the night that bounds a twilight of `depression` degrees, or `nil` when the
  /// rule sets no bound here.
  private func portion(depression: Double, night: Night, morning: Bool) -> Double? {
    switch parameters.highLatitudeRule {
    case .none: return nil
    case .middleOfTheNight: return 0.5
    case .seventhOfTheNight: return 1.0 / 7
    case .twilightAngle, .diyanet: return depression / 60
    case .nearestLatitude(let reference):
      let limit = abs(reference.degrees)
      guard abs(latitude) > limit else { return nil }
      // The share of the night the twilight takes at the reference latitude, same date.
      let lat = latitude < 0 ? -limit : limit
      let evening = (night.isBefore ? window.yesterday : window.today).at(latitude: lat)
      let morningDay = (night.isBefore ? window.today : window.tomorrow).at(latitude: lat)
      let h = altitudes.horizon
      guard let sunset = evening.evening(h).instant,
        let sunrise = morningDay.morning(h).instant
      else { return 0.5 }
      let length = sunset.seconds(to: sunrise)
      let twilight =
        morning
        ? morningDay.morning(altitudes[.degrees(-depression)]).instant.map {
          $0.seconds(to: sunrise)
        }
        : evening.evening(altitudes[.degrees(-depression)]).instant.map {
          sunset.seconds(to: $0)
        }
      guard let twilight, length > 0 else { return 0.5 }
      return min(0.5, twilight / length)
    }
  }

  /// A morning twilight time no earlier than sunrise − portion × night.
  private func boundedMorning(_ event: SunEvent, night: Night, portion: Double?) -> PrayerTime {
    guard let portion, let seconds = night.seconds, let sunrise = night.sunrise.instant else {
      return PrayerTime(event)
    }
    let bound = sunrise.adding(seconds: -portion * seconds)
    if let t = event.instant, t >= bound { return .at(t, .astronomical) }
    return .at(bound, .highLatitudeRule)
  }

  /// An evening twilight time no later than sunset + portion × night.
  private func boundedEvening(_ event: SunEvent, night: Night, portion: Double?) -> PrayerTime {
    guard let portion, let seconds = night.seconds, let sunset = night.sunset.instant else {
      return PrayerTime(event)
    }
    let bound = sunset.adding(seconds: portion * seconds)
    if let t = event.instant, t <= bound { return .at(t, .astronomical) }
    return .at(bound, .highLatitudeRule)
  }

  private func later(_ a: PrayerTime, _ b: PrayerTime) -> PrayerTime {
    guard let ta = a.instant else { return b }
    guard let tb = b.instant else { return a }
    return tb > ta ? b : a
  }

  private func earlier(_ a: PrayerTime, _ b: PrayerTime) -> PrayerTime {
    guard let ta = a.instant else { return b }
    guard let tb = b.instant else { return a }
    return tb < ta ? b : a
  }

  private static func seconds(from a: SunEvent, to b: SunEvent) -> Double? {
    guard let ta = a.instant, let tb = b.instant else { return nil }
    return ta.seconds(to: tb)
  }

  // MARK: - Polar resolution

  /// Aqrab al-bilad: the times of the nearest latitude on the same meridian, toward the equator
  /// from the place (or from `start`, if lower), where the day is whole
  /// (``DayTimes/isWholeDay``), found to 0.1°: whole degrees first, then tenths.
  static func nearestLatitude(
    window: SolarWindow, date: CivilDate, parameters: CalculationParameters,
    altitudes: Altitudes, start: Double
  ) -> DayTimes? {
    let latitude = window.today.coordinates.latitude
    let sign = latitude < 0 ? -1.0 : 1.0
    let top = min(abs(latitude), abs(start))
    func attempt(_ lat: Double) -> DayTimes? {
      let times = DayComputation(
        window: window.at(latitude: sign * lat), date: date, parameters: parameters,
        altitudes: altitudes
      ).times()
      return times.isWholeDay ? times : nil
    }
    var lat = top
    while lat >= 0 {
      if let times = attempt(lat) {
        // The whole degree above failed (or is the start): look for the highest tenth between.
        var fine = min(top, lat + 0.9)
        while fine > lat + 0.05 {
          if let closer = attempt(fine) { return closer.markedAsPolar() }
          fine -= 0.1
        }
        return times.markedAsPolar()
      }
      lat -= 1
    }
    return nil
  }

  /// Aqrab al-ayyam: the times of the nearest date (up to half a year away) whose day is whole
  /// here (``DayTimes/isWholeDay``), moved by the difference between that date's transit and
  /// this one's.
  static func nearestDay(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, altitudes: Altitudes, transit: JulianDate,
    ephemeris: SolarEphemeris?
  ) -> DayTimes? {
    // One table for the whole search, unless the caller's already covers it.
    let range = date.adding(days: -184)...date.adding(days: 184)
    let table: SolarEphemeris
    if let ephemeris, ephemeris.dayNumbers.contains(range.lowerBound.julianDayNumber - 4),
      ephemeris.dayNumbers.contains(range.upperBound.julianDayNumber + 4)
    {
      table = ephemeris
    } else {
      table = SolarEphemeris(dates: range)
    }
    for distance in 1...184 {
      for d in [distance, -distance] {
        let other = date.adding(days: d)
        let window = SolarWindow(
          coordinates: coordinates, date: other, utcOffsetSeconds: utcOffsetSeconds,
          ephemeris: table)
        let times = DayComputation(
          window: window, date: other, parameters: parameters, altitudes: altitudes
        ).times()
        if times.isWholeDay {
          return times.shifted(by: window.today.transit.seconds(to: transit))
        }
      }
    }
    return nil
  }
}

extension DayTimes {
  /// Every time but Dhuhr (the transit, the same at every latitude) marked as borrowed.
  func markedAsPolar() -> DayTimes {
    func m(_ t: PrayerTime) -> PrayerTime { t.with(origin: .polarResolution) }
    return DayTimes(
      imsak: m(imsak), fajr: m(fajr), sunrise: m(sunrise), dhuha: m(dhuha), dhuhr: dhuhr,
      asr: m(asr), sunset: m(sunset), maghrib: m(maghrib), isha: m(isha), midnight: m(midnight),
      firstThird: m(firstThird), lastThird: m(lastThird))
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

  init(sunsetBefore: SunEvent, sunrise: SunEvent, sunset: SunEvent, sunriseAfter: SunEvent) {
    self.sunsetBefore = sunsetBefore
    self.sunrise = sunrise
    self.sunset = sunset
    self.sunriseAfter = sunriseAfter
  }

  init(window: SolarWindow, horizon: Altitude) {
    sunsetBefore = window.yesterday.evening(horizon)
    sunrise = window.today.morning(horizon)
    sunset = window.today.evening(horizon)
    sunriseAfter = window.tomorrow.morning(horizon)
  }
}

/// The altitudes a method's rules cross, with their sines and cosines computed once per place
/// rather than once per crossing.
struct Altitudes: Sendable {
  /// The altitude of the Sun's centre at sunrise and sunset, lowered by the horizon dip of an
  /// elevated observer when the parameters ask for it: dip = 1.76′ √h (h in metres), the
  /// navigators' dip with standard terrestrial refraction (Nautical Almanac, "Dip" table).
  let horizon: Altitude
  /// The other altitudes the parameters cross (nil where a rule crosses none).
  private let dhuha: Altitude
  private let fajr: Altitude?
  private let isha: Altitude?
  private let ramadanIsha: Altitude?
  private let maghrib: Altitude?
  private let imsak: Altitude?
  /// 18° below the horizon: the Moonsighting Committee's and Diyanet's dawn.
  private let dawn: Altitude?
  private let radians: (
    horizon: Double, dhuha: Double, fajr: Double, isha: Double, ramadanIsha: Double,
    maghrib: Double, imsak: Double, dawn: Double
  )

  init(parameters p: CalculationParameters, elevation: Double) {
    var h = p.horizon
    if p.appliesElevation, elevation > 0 {
      h = h - .degrees(1.76 / 60 * elevation.squareRoot())
    }
    horizon = Altitude(h)
    dhuha = Altitude(p.dhuhaAltitude)
    func depression<R>(_ rule: R?, _ angle: (R) -> Angle?) -> (Altitude?, Double) {
      guard let rule, let a = angle(rule) else { return (nil, .nan) }
      return (Altitude(-a), (-a).radians)
    }
    let fajr = depression(p.fajr) { if case .depression(let a) = $0 { a } else { nil } }
    let isha = depression(p.isha) { if case .depression(let a) = $0 { a } else { nil } }
    let ramadan = depression(p.ramadanIsha) { if case .depression(let a) = $0 { a } else { nil } }
    let maghrib = depression(p.maghrib) { if case .depression(let a) = $0 { a } else { nil } }
    let imsak = depression(p.imsak) { if case .depression(let a) = $0 { a } else { nil } }
    var needsDawn = false
    if case .moonsightingSeasonal = p.fajr { needsDawn = true }
    if case .moonsightingSeasonal = p.isha { needsDawn = true }
    if case .diyanet = p.highLatitudeRule { needsDawn = true }
    let eighteen = Angle.degrees(-18)
    self.fajr = fajr.0
    self.isha = isha.0
    ramadanIsha = ramadan.0
    self.maghrib = maghrib.0
    self.imsak = imsak.0
    dawn = needsDawn ? Altitude(eighteen) : nil
    radians = (
      h.radians, p.dhuhaAltitude.radians, fajr.1, isha.1, ramadan.1, maghrib.1, imsak.1,
      needsDawn ? eighteen.radians : .nan
    )
  }

  /// `angle` with its sine and cosine.
  subscript(angle: Angle) -> Altitude {
    let r = angle.radians
    if let fajr, r == radians.fajr { return fajr }
    if let isha, r == radians.isha { return isha }
    if r == radians.horizon { return horizon }
    if r == radians.dhuha { return dhuha }
    if let dawn, r == radians.dawn { return dawn }
    if let maghrib, r == radians.maghrib { return maghrib }
    if let imsak, r == radians.imsak { return imsak }
    if let ramadanIsha, r == radians.ramadanIsha { return ramadanIsha }
    return Altitude(angle)
  }
}
