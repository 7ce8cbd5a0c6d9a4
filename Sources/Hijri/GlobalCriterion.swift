#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

import Astro

/// The 2016 Istanbul rule over the land cells (`Data/hijri/land_cells.csv`).
enum GlobalCriterion {
  static let minimumAltitude = Angle.degrees(5).radians
  static let minimumElongation = Angle.degrees(8).radians

  static func evaluate(_ date: CivilDate, conjunction: JulianDate) -> MonthStartPrediction.Evening {
    let midnight = JulianDate(Double(date.julianDayNumber) + 0.5)  // 00:00 UTC after the evening
    // Sunsets of the local date `date` fall between about 04:00 UTC (UTC+14) and 06:00 UTC the
    // next day (the far west of the Americas).
    let track = MoonTrack(
      from: JulianDate(midnight.value - 1), to: JulianDate(midnight.value + 0.35))
    // The elongation only grows after the conjunction: if it is short of 8° at the latest sunset
    // that counts, no place can meet the rule.
    let latest = JulianDate(midnight.value + 0.3)
    if track.elongation(at: latest) < minimumElongation {
      return .init(date: date, isMet: false, sky: nil, byAmericasException: false)
    }
    let ephemeris = SolarEphemeris(
      dayNumbers: (date.julianDayNumber - 3)...(date.julianDayNumber + 3))
    // Fajr in New Zealand on the day that would be the first of the month.
    let nzFajr = SolarDay(
      coordinates: MonthStartRule.auckland, date: date.adding(days: 1),
      utcOffsetSeconds: 12 * 3600
    ).morning(altitude: .degrees(-18)).instant
    let exceptionApplies = nzFajr.map { conjunction < $0 } ?? false

    // The first instant the geocentric elongation reaches 8° (it grows by about 0.5° an hour):
    // a place whose sunset comes well before it cannot meet the rule.
    var lo = midnight.value - 1
    var hi = latest.value
    if track.elongation(at: JulianDate(lo)) < minimumElongation {
      for _ in 0..<20 {
        let mid = (lo + hi) / 2
        if track.elongation(at: JulianDate(mid)) < minimumElongation { lo = mid } else { hi = mid }
      }
    } else {
      hi = lo
    }
    let earliest = hi - 0.03  // 43 minutes of margin for the sunset estimate below
    // Candidate cells, latest sunset first: the Moon stands highest where the Sun sets last.
    let sunDec = track.sunGeocentric(at: JulianDate(midnight.value - 0.25)).declination
    var candidates: [(index: Int, sunset: Double)] = []
    candidates.reserveCapacity(LandCells.count)
    for i in 0..<LandCells.count {
      let t = estimatedSunset(cell: i, date: date, sunDeclination: sunDec)
      if t >= earliest { candidates.append((i, t)) }
    }
    candidates.sort { $0.sunset > $1.sunset }

    var best: MoonAtSunset?
    var americas: MoonAtSunset?
    for (i, _) in candidates {
      let lat = Double(LandCells.latitudes[i])
      let lon = Double(LandCells.longitudes[i])
      guard let place = Coordinates(latitude: lat, longitude: lon) else { continue }
      let zone = Int((lon / 15).rounded()) * 3600
      guard
        let sky = MoonAtSunset(
          coordinates: place, date: date, utcOffsetSeconds: zone, ephemeris: ephemeris,
          track: track, conjunction: conjunction),
        sky.isAfterConjunction
      else { continue }
      let meets = sky.moonAltitude >= minimumAltitude && sky.elongation >= minimumElongation
      if sky.sunset < midnight {
        if meets { return .init(date: date, isMet: true, sky: sky, byAmericasException: false) }
        if best.map({ score(sky) > score($0) }) ?? true { best = sky }
      } else if i < LandCells.americasCount, exceptionApplies {
        if meets, americas == nil { americas = sky }
        // The exception's places count as "closest" too when it applies.
        if best.map({ score(sky) > score($0) }) ?? true { best = sky }
      }
    }
    if exceptionApplies, let americas {
      return .init(date: date, isMet: true, sky: americas, byAmericasException: true)
    }
    return .init(date: date, isMet: false, sky: best, byAmericasException: false)
  }

  /// A rough sunset (UT Julian date) of cell `i` on local date `date`: the mean local noon plus
  /// the semi-diurnal arc at the Sun's declination (no refraction, no equation of time: within
  /// about 20 minutes below 60° of latitude).
  private static func estimatedSunset(cell i: Int, date: CivilDate, sunDeclination: Double)
    -> Double
  {
    let lat = Double(LandCells.latitudes[i]) * .pi / 180
    let lon = Double(LandCells.longitudes[i])
    let cosH = max(-1, min(1, -tan(lat) * tan(sunDeclination)))
    return Double(date.julianDayNumber) - lon / 360 + acos(cosH) / (2 * .pi)
  }

  /// How close a sky comes to the rule: the smaller of its two margins, in radians.
  private static func score(_ sky: MoonAtSunset) -> Double {
    min(sky.moonAltitude - minimumAltitude, sky.elongation - minimumElongation)
  }
}
