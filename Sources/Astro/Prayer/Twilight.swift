/// The twilight rules: Fajr, Maghrib, Isha, Imsak, and midnight with the thirds of the night.
extension DayRules {
  /// Fajr of the morning that ends `night`, on local date `date`.
  @inline(__always)
  func fajr(_ night: Night, date: CivilDate, latitude: Double) -> PrayerTime {
    switch fajr {
    case .minutesBeforeSunrise(let m):
      return PrayerTime(night.sunrise, .interval).shifted(by: -m * 60)

    case .depression(let angle):
      if let diyanet = diyanetFajr(night, date: date, latitude: latitude) { return diyanet }
      return boundedMorning(
        night.fajr, night: night, portion: portion(depression: angle.degrees, share: night.shares.fajr))

    case .moonsightingSeasonal:
      guard let sunrise = night.sunrise.instant else { return PrayerTime(night.sunrise) }
      let minutes = MoonsightingSeasonal.fajrMinutes(latitude: latitude, date: date)
      let seasonal = PrayerTime.at(sunrise.adding(seconds: -minutes * 60), .seasonal)
      if abs(latitude) >= 55 {
        // Booklet §10: from 55°, the later of the seasonal time and the last seventh of the night.
        guard let seconds = night.seconds else { return seasonal }
        return later(seasonal, .at(sunrise.adding(seconds: -seconds / 7), .highLatitudeRule))
      }
      return later(seasonal, PrayerTime(night.dawn))
    }
  }

  /// Maghrib at the evening that begins `night`.
  @inline(__always)
  func maghrib(_ night: Night) -> PrayerTime {
    switch maghrib {
    case .sunset:
      return PrayerTime(night.sunset)
    case .minutesAfterSunset(let m):
      return PrayerTime(night.sunset, .interval).shifted(by: m * 60)
    case .depression(let angle):
      return boundedEvening(
        night.maghrib, night: night,
        portion: portion(depression: angle.degrees, share: night.shares.maghrib))
    }
  }

  /// Isha of the evening that begins `night`, never before `maghrib` when a rule made it.
  @inline(__always)
  func isha(_ night: Night, maghrib: PrayerTime, date: CivilDate, latitude: Double) -> PrayerTime {
    switch isha {
    case .minutesAfterMaghrib(let m):
      return maghrib.shifted(by: m * 60, origin: .interval)

    case .depression(let angle):
      if let diyanet = diyanetIsha(night, latitude: latitude) { return notBefore(maghrib, diyanet) }
      return notBefore(
        maghrib,
        boundedEvening(
          night.isha, night: night,
          portion: portion(depression: angle.degrees, share: night.shares.isha)))

    case .moonsightingSeasonal(let shafaq):
      guard let sunset = night.sunset.instant else { return PrayerTime(night.sunset) }
      let minutes = MoonsightingSeasonal.ishaMinutes(latitude: latitude, date: date, shafaq: shafaq)
      let seasonal = PrayerTime.at(sunset.adding(seconds: minutes * 60), .seasonal)
      if abs(latitude) >= 55 {
        guard let seconds = night.seconds else { return seasonal }
        return earlier(seasonal, .at(sunset.adding(seconds: seconds / 7), .highLatitudeRule))
      }
      return earlier(seasonal, PrayerTime(night.dusk))
    }
  }

  /// Imsak before the Fajr `fajr` of the morning that ends `night`.
  @inline(__always)
  func imsak(_ night: Night, fajr: PrayerTime) -> PrayerTime {
    switch imsak {
    case .minutesBeforeFajr(let m):
      return fajr.shifted(by: -m * 60, origin: .interval)
    case .depression(let a):
      return boundedMorning(
        night.imsak, night: night, portion: portion(depression: a.degrees, share: night.shares.imsak))
    }
  }

  /// Midnight and the ends of the first and the start of the last third of `night` (after
  /// sunset of local date `date`), counted as ``midnight`` says: to the next sunrise or the next
  /// Fajr, from sunset or from `maghrib`.
  @inline(__always)
  func night(_ night: Night, maghrib: PrayerTime, date: CivilDate, latitude: Double)
    -> (midnight: PrayerTime, firstThird: PrayerTime, lastThird: PrayerTime)
  {
    let start: PrayerTime
    let end: PrayerTime
    switch midnight {
    case .standard:
      start = PrayerTime(night.sunset)
      end = PrayerTime(night.sunrise)
    case .jafari:
      start = PrayerTime(night.sunset)
      end = fajr(night, date: date.adding(days: 1), latitude: latitude)
    case .maghribToFajr:
      start = maghrib
      end = fajr(night, date: date.adding(days: 1), latitude: latitude)
    }
    guard case .at(let s, let so) = start, case .at(let e, let eo) = end else {
      let missing = start.instant == nil ? start : end
      return (missing, missing, missing)
    }
    // In days, by multiplications (no division by 3 or by 86 400).
    let length = e.value - s.value
    let origin = so.combined(with: eo)
    return (
      .at(JulianDate(s.value + length * 0.5), origin), .at(JulianDate(s.value + length * (1 / 3)), origin),
      .at(JulianDate(s.value + length * (2 / 3)), origin)
    )
  }

  /// The later of two times (the one that exists, if only one does).
  private func later(_ a: PrayerTime, _ b: PrayerTime) -> PrayerTime {
    guard let ta = a.instant else { return b }
    guard let tb = b.instant else { return a }
    return tb > ta ? b : a
  }

  /// The earlier of two times (the one that exists, if only one does).
  private func earlier(_ a: PrayerTime, _ b: PrayerTime) -> PrayerTime {
    guard let ta = a.instant else { return b }
    guard let tb = b.instant else { return a }
    return tb < ta ? b : a
  }
}
