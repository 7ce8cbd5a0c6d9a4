/// The Sun's events that one day's rules read, found on the solar days of a ``SolarWindow``
/// before any rule applies: the horizon crossings of both nights, the twilight crossings the
/// rules name, the transit, Dhuha and Asr.
struct DayEvents {
  /// Yesterday's sunset to today's sunrise, with today's morning twilight.
  var nightBefore: Night
  /// Today's sunset to tomorrow's sunrise, with today's evening twilight and tomorrow's morning one.
  var nightAfter: Night
  let transit: JulianDate
  let dhuha: SunEvent
  let asr: SunEvent
  /// The latitude of the place, where the rules change (45°, 55°, the reference latitude).
  let latitude: Double
  /// Whether both nights have a sunset and a sunrise.
  let nightsExist: Bool
}

/// One night of a prayer day and the crossings at its two ends that the rules read.
///
/// Only the crossings the day's ``DayRules`` read are found; the others stay
/// ``SunEvent/sunAlwaysBelow`` and are never read.
struct Night {
  let sunset: SunEvent
  let sunrise: SunEvent
  /// Seconds from sunset to sunrise; where one of them is missing (the day after a polar day),
  /// the other night's length stands in for it.
  let seconds: Double?
  /// The morning that ends the night: the Fajr and Imsak depressions, and 18° (true dawn).
  var fajr = SunEvent.sunAlwaysBelow
  var imsak = SunEvent.sunAlwaysBelow
  var dawn = SunEvent.sunAlwaysBelow
  /// The evening that begins it: the Isha and Maghrib depressions, and 18° (dusk).
  var isha = SunEvent.sunAlwaysBelow
  var maghrib = SunEvent.sunAlwaysBelow
  var dusk = SunEvent.sunAlwaysBelow
  /// The shares of the night the twilights take at the reference latitude of
  /// ``HighLatitudeRule/nearestLatitude(_:)`` (`nil`: the place is not beyond it).
  var shares = Shares()

  /// The shares of a night, per twilight, at the reference latitude.
  struct Shares {
    var fajr: Double?
    var imsak: Double?
    var isha: Double?
    var maghrib: Double?
  }

  init(sunset: SunEvent, sunrise: SunEvent, seconds: Double?) {
    self.sunset = sunset
    self.sunrise = sunrise
    self.seconds = seconds
  }
}

extension SolarWindow {
  /// The events of `rules` on `today` and its neighbours, whose nights `horizon` bounds, with the
  /// shares of the nights at the reference latitude of ``HighLatitudeRule/nearestLatitude(_:)``
  /// where the place is beyond it. (The days are `inout` so that they are read where they are
  /// stored, never copied.)
  static func events(
    _ yesterday: inout SolarDay, _ today: inout SolarDay, _ tomorrow: inout SolarDay,
    _ horizon: HorizonEvents, _ rules: UnsafePointer<DayRules>
  ) -> DayEvents {
    let before = seconds(from: horizon.sunsetBefore, to: horizon.sunrise)
    let after = seconds(from: horizon.sunset, to: horizon.sunriseAfter)
    var nightBefore = Night(
      sunset: horizon.sunsetBefore, sunrise: horizon.sunrise, seconds: before ?? after)
    var nightAfter = Night(
      sunset: horizon.sunset, sunrise: horizon.sunriseAfter, seconds: after ?? before)
    // Two crossings at a time (SolarDay.events): today's morning and evening twilights, then
    // tomorrow's mornings.
    // (The rules are read field by field where they are stored, never copied whole.)
    (nightBefore.fajr, nightAfter.isha) = SolarDay.events(
      rules.pointee.fajrAltitude.map(Crossing.morning),
      rules.pointee.ishaAltitude.map(Crossing.evening), on: &today)
    (nightBefore.imsak, nightAfter.maghrib) = SolarDay.events(
      rules.pointee.imsakAltitude.map(Crossing.morning),
      rules.pointee.maghribAltitude.map(Crossing.evening), on: &today)
    let dawn = rules.pointee.dawnAltitude
    (nightBefore.dawn, nightAfter.dusk) = SolarDay.events(
      dawn.map(Crossing.morning), rules.pointee.needsDusk ? dawn.map(Crossing.evening) : nil,
      on: &today)
    (nightAfter.fajr, nightAfter.dawn) = SolarDay.events(
      rules.pointee.needsNextFajr ? rules.pointee.fajrAltitude.map(Crossing.morning) : nil,
      rules.pointee.needsDawnAfter ? dawn.map(Crossing.morning) : nil, on: &tomorrow)
    let (dhuha, asr) = SolarDay.events(
      .morning(rules.pointee.dhuhaAltitude), .asr(shadowFactor: rules.pointee.shadowFactor),
      on: &today)
    let latitude = today.coordinates.latitude
    if let reference = rules.pointee.referenceLatitude(for: latitude) {
      (nightBefore.shares, nightAfter.shares) = shares(
        rules.pointee, yesterday.at(latitude: reference), today.at(latitude: reference),
        tomorrow.at(latitude: reference))
    }
    return DayEvents(
      nightBefore: nightBefore, nightAfter: nightAfter, transit: today.transit,
      dhuha: dhuha, asr: asr,
      latitude: latitude, nightsExist: before != nil && after != nil)
  }

  /// The shares of both nights for the twilights of `rules` that are angles, on the days of the
  /// reference latitude.
  private static func shares(
    _ rules: DayRules, _ yesterday: SolarDay, _ today: SolarDay, _ tomorrow: SolarDay
  ) -> (Night.Shares, Night.Shares) {
    var before = Night.Shares()
    var after = Night.Shares()
    if case .depression(let a) = rules.fajr {
      before.fajr = rules.share(depression: a.degrees, evening: yesterday, morning: today, isMorning: true)
      if rules.needsNextFajr {
        after.fajr = rules.share(depression: a.degrees, evening: today, morning: tomorrow, isMorning: true)
      }
    }
    if case .depression(let a) = rules.imsak {
      before.imsak = rules.share(depression: a.degrees, evening: yesterday, morning: today, isMorning: true)
    }
    if case .depression(let a) = rules.isha {
      after.isha = rules.share(depression: a.degrees, evening: today, morning: tomorrow, isMorning: false)
    }
    if case .depression(let a) = rules.maghrib {
      after.maghrib = rules.share(depression: a.degrees, evening: today, morning: tomorrow, isMorning: false)
    }
    return (before, after)
  }

  private static func seconds(from a: SunEvent, to b: SunEvent) -> Double? {
    guard let ta = a.instant, let tb = b.instant else { return nil }
    return ta.seconds(to: tb)
  }
}
