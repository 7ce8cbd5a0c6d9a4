/// The polar resolutions: where a day is not whole (``DayTimes/isWholeDay``), the times of the
/// nearest latitude or the nearest date where it is and its Asr stands apart from Dhuhr
/// (``DayTimes/canLend``); and every day of a place beyond a fixed latitude, that latitude's.
enum PolarSearch {
  /// Aqrab al-bilad: the times of the nearest latitude on the same meridian, toward the equator
  /// from the place (or from `start`, if lower), where the day is whole, found to 0.1°: whole
  /// degrees first, then tenths.
  static func nearestLatitude(
    window: SolarWindow, date: CivilDate, rules: DayRules, start: Double
  ) -> DayTimes? {
    let latitude = window.today.coordinates.latitude
    let sign = latitude < 0 ? -1.0 : 1.0
    let top = min(abs(latitude), abs(start))
    func attempt(_ lat: Double) -> DayTimes? {
      var other = window.at(latitude: sign * lat, horizon: rules.horizon)
      let times = rules.times(in: &other, date: date)
      return times.canLend ? times : nil
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

  /// The times of latitude `latitude` (signed, on the place's side of the equator) on the same
  /// meridian, every one but Dhuhr marked as borrowed.
  static func fixedLatitude(window: SolarWindow, date: CivilDate, rules: DayRules, latitude: Double)
    -> DayTimes
  {
    var other = window.at(latitude: latitude, horizon: rules.horizon)
    return rules.times(in: &other, date: date).markedAsPolar()
  }

  /// Aqrab al-ayyam: the times of the nearest date (up to half a year away) whose day is whole
  /// here, moved by the difference between that date's transit and this one's.
  static func nearestDay(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int, rules: DayRules,
    transit: JulianDate, ephemeris: SolarEphemeris?, sunSampling: SunSampling
  ) -> DayTimes? {
    // One table for the whole search, unless the caller's already covers it.
    let range = date.adding(days: -184)...date.adding(days: 184)
    let days = (range.lowerBound.julianDayNumber - 4)...(range.upperBound.julianDayNumber + 4)
    let table: SolarEphemeris
    if let ephemeris, ephemeris.covers(days) {
      table = ephemeris
    } else {
      table = SolarEphemeris(dates: range)
    }
    for distance in 1...184 {
      for d in [distance, -distance] {
        let other = date.adding(days: d)
        var window = SolarWindow(
          coordinates: coordinates, date: other, utcOffsetSeconds: utcOffsetSeconds,
          ephemeris: table, horizon: rules.horizon, sunSampling: sunSampling)
        let times = rules.times(in: &window, date: other)
        if times.canLend {
          return times.shifted(by: window.transit.seconds(to: transit))
        }
      }
    }
    return nil
  }
}
