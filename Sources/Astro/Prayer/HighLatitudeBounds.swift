/// The high-latitude rules: the bound on Fajr and Isha by a share of the night (every rule but
/// ``HighLatitudeRule/none``), the share found at a reference latitude
/// (``HighLatitudeRule/nearestLatitude(_:)``), and Diyanet's intervals beyond 45°.
extension DayRules {
  /// The share of the night that bounds a twilight of `depression` degrees, or `nil` when the
  /// rule sets no bound here; `share` is the one measured at the reference latitude
  /// (``Night/Shares``), `nil` where the place is not beyond it.
  @inline(__always)
  func portion(depression: Double, share: Double?) -> Double? {
    switch highLatitudeRule {
    case .none: return nil
    case .middleOfTheNight: return 0.5
    case .seventhOfTheNight: return 1.0 / 7
    case .twilightAngle, .diyanet: return depression / 60
    case .nearestLatitude: return share
    }
  }

  /// A morning twilight time no earlier than sunrise − portion × night.
  @inline(__always)
  func boundedMorning(_ event: SunEvent, night: Night, portion: Double?) -> PrayerTime {
    guard let portion, let seconds = night.seconds, let sunrise = night.sunrise.instant else {
      return PrayerTime(event)
    }
    let bound = sunrise.adding(seconds: -portion * seconds)
    if let t = event.instant, t >= bound { return .at(t, .astronomical) }
    return .at(bound, .highLatitudeRule)
  }

  /// An evening twilight time no later than sunset + portion × night.
  @inline(__always)
  func boundedEvening(_ event: SunEvent, night: Night, portion: Double?) -> PrayerTime {
    guard let portion, let seconds = night.seconds, let sunset = night.sunset.instant else {
      return PrayerTime(event)
    }
    let bound = sunset.adding(seconds: portion * seconds)
    if let t = event.instant, t <= bound { return .at(t, .astronomical) }
    return .at(bound, .highLatitudeRule)
  }

  /// A rule-made Isha never before Maghrib: an angle Maghrib (Tehran's 4.5°) can set after
  /// Diyanet's 80 minutes, and an interval Maghrib (Jordan's sunset + 5 min) after the bound of a
  /// night only minutes long; Isha then comes with Maghrib.
  @inline(__always)
  func notBefore(_ maghrib: PrayerTime, _ isha: PrayerTime) -> PrayerTime {
    guard case .at(let t, .highLatitudeRule) = isha, let m = maghrib.instant, m > t else {
      return isha
    }
    return .at(m, .highLatitudeRule)
  }

  /// Diyanet beyond 45°, March–September: sunrise − (Maghrib→Isha interval + 10 min), but never
  /// before that night's Isha (sunset + interval): on nights shorter than half an hour (near the
  /// polar circle at midsummer) the formula would put Fajr before Isha, even before sunset.
  /// `nil` where the rule does not apply.
  @inline(__always)
  func diyanetFajr(_ night: Night, date: CivilDate, latitude: Double) -> PrayerTime? {
    guard case .diyanet = highLatitudeRule, abs(latitude) > 45, (3...9).contains(date.month),
      let sunset = night.sunset.instant, let sunrise = night.sunrise.instant
    else { return nil }
    let dawn = night.dawn.instant ?? sunrise
    let interval = min(sunset.seconds(to: dawn) / 3, 80 * 60)
    let fajr = sunrise.adding(seconds: -(interval + 600))
    return .at(max(fajr, sunset.adding(seconds: interval)), .highLatitudeRule)
  }

  /// Diyanet beyond 45°: Isha one third of sunset → true dawn after sunset, at most 80 minutes;
  /// `nil` where the rule does not apply.
  @inline(__always)
  func diyanetIsha(_ night: Night, latitude: Double) -> PrayerTime? {
    guard case .diyanet = highLatitudeRule, abs(latitude) > 45,
      let sunset = night.sunset.instant, let dawn = night.dawn.instant ?? night.sunrise.instant
    else { return nil }
    let interval = min(sunset.seconds(to: dawn) / 3, 80 * 60)
    return .at(sunset.adding(seconds: interval), .highLatitudeRule)
  }

  /// The latitude whose nights ``HighLatitudeRule/nearestLatitude(_:)`` measures for a place at
  /// `latitude` (on its side of the equator), or `nil` where the place is not beyond it.
  func referenceLatitude(for latitude: Double) -> Double? {
    guard case .nearestLatitude(let reference) = highLatitudeRule else { return nil }
    let limit = abs(reference.degrees)
    guard abs(latitude) > limit else { return nil }
    return latitude < 0 ? -limit : limit
  }

  /// The share of the night from `evening`'s sunset to `morning`'s sunrise that a twilight of
  /// `depression` degrees takes (in the morning or in the evening), at most ½; ½ where the night
  /// or the twilight is not there to measure.
  func share(depression: Double, evening: SolarDay, morning: SolarDay, isMorning: Bool) -> Double {
    guard let sunset = evening.evening(horizon).instant,
      let sunrise = morning.morning(horizon).instant
    else { return 0.5 }
    let length = sunset.seconds(to: sunrise)
    let altitude = Altitude(.degrees(-depression))
    let twilight =
      isMorning
      ? morning.morning(altitude).instant.map { $0.seconds(to: sunrise) }
      : evening.evening(altitude).instant.map { sunset.seconds(to: $0) }
    guard let twilight, length > 0 else { return 0.5 }
    return min(0.5, twilight / length)
  }
}
