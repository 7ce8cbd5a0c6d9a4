import Astro
import Hijri

/// One family of the per-day benchmark: a method over places × consecutive days.
struct PerDayWorkload {
  /// The JSON key (`mwl`, `umm-al-qura`, …).
  let key: String
  /// What the table says.
  let label: String
  let parameters: CalculationParameters
  let places: [BenchPlace]
  /// Consecutive local dates.
  let dates: [CivilDate]
  /// The Sun for every date, built once outside the timed region (`nil`: each day its own).
  let ephemeris: SolarEphemeris?
  /// Each day its own PrayerTimes rather than a calculator over consecutive days.
  var oneAtATime = false

  var locationDays: Int { places.count * dates.count }

  var shape: String { "\(places.count) places × \(dates.count) days" }

  /// Every place on every date.
  func run() -> Double {
    var sum = 0.0
    for place in places {
      sum += placeDays(place, dates[...], parameters, ephemeris, oneAtATime: oneAtATime)
    }
    return sum
  }

  /// Exactly `count` location-days: place after place, each over its consecutive dates, starting
  /// again at the first place after the last (so `count` = k × `locationDays` repeats the whole
  /// workload k times).
  func run(locationDays count: Int) -> Double {
    var sum = 0.0
    var remaining = count
    while remaining > 0 {
      for place in places where remaining > 0 {
        let n = min(remaining, dates.count)
        sum += placeDays(place, dates[0..<n], parameters, ephemeris, oneAtATime: oneAtATime)
        remaining -= n
      }
    }
    return sum
  }

  /// The share of location-days on which Fajr or Isha came from the high-latitude rule.
  func highLatitudeShare() -> Double {
    let bound = places.reduce(0) { count, place in
      var calculator = PrayerCalculator(coordinates: place.coordinates, parameters: parameters, ephemeris: ephemeris)
      return dates.reduce(count) { count, date in
        let t = calculator.times(on: date, utcOffsetSeconds: place.utcOffsetSeconds, inRamadan: false)
        return count + (t.fajr.origin == .highLatitudeRule || t.isha.origin == .highLatitudeRule ? 1 : 0)
      }
    }
    return Double(bound) / Double(locationDays)
  }
}

/// The per-day workloads, for `year`; `placeCount` places in each.
struct PerDayWorkloads {
  let year: Int
  let placeCount: Int

  /// 365 consecutive dates from 1 January.
  var yearDates: [CivilDate] {
    let first = CivilDate(year: year, month: 1, day: 1)!
    return (0..<365).map { first.adding(days: $0) }
  }

  /// The places: latitudes −50°…+55°, every longitude.
  var places: [BenchPlace] {
    BenchPlace.spread(count: placeCount, latitudes: -50...55, longitudes: -180...180)
  }

  /// The ephemeris of a span of dates (the shared, location-independent Sun).
  static func ephemeris(_ dates: [CivilDate]) -> SolarEphemeris {
    SolarEphemeris(dates: dates.first!...dates.last!)
  }

  func family(_ key: String) -> PerDayWorkload? {
    switch key {
    case "mwl":
      let dates = yearDates
      return PerDayWorkload(
        key: key, label: "angles (mwl)", parameters: CalculationMethod.mwl.parameters,
        places: places, dates: dates, ephemeris: Self.ephemeris(dates))
    case "umm-al-qura":
      let dates = yearDates
      return PerDayWorkload(
        key: key, label: "interval Isha (umm-al-qura)",
        parameters: CalculationMethod.ummAlQura.parameters, places: places, dates: dates,
        ephemeris: Self.ephemeris(dates))
    case "moonsighting":
      let dates = yearDates
      return PerDayWorkload(
        key: key, label: "seasonal (moonsighting)",
        parameters: CalculationMethod.moonsighting.parameters, places: places, dates: dates,
        ephemeris: Self.ephemeris(dates))
    case "mwl-high-latitude":
      // 58–60° N in June: no 18°/17° twilight ends, so the twilight-angle rule gives Fajr and Isha.
      let first = CivilDate(year: year, month: 6, day: 1)!
      let dates = (0..<30).map { first.adding(days: $0) }
      return PerDayWorkload(
        key: key, label: "high-latitude rule (mwl, 58–60° N, June)",
        parameters: CalculationMethod.mwl.parameters,
        places: BenchPlace.spread(count: placeCount, latitudes: 58...60, longitudes: -150...100),
        dates: dates, ephemeris: Self.ephemeris(dates))
    case "mwl-one-day":
      // Each day on its own (PrayerTimes), the shared Sun: three solar days and four horizon
      // crossings more per day than the calculator.
      let dates = yearDates
      return PerDayWorkload(
        key: key, label: "one day at a time: PrayerTimes (mwl)",
        parameters: CalculationMethod.mwl.parameters, places: places, dates: dates,
        ephemeris: Self.ephemeris(dates), oneAtATime: true)
    case "mwl-own-sun":
      // No shared Sun: the calculator tabulates it (seven days, then a month at a time) for
      // each place: the first fifth of the places (they span the latitudes), the whole year.
      return PerDayWorkload(
        key: key, label: "no shared Sun: each place tabulates its own (mwl)",
        parameters: CalculationMethod.mwl.parameters,
        places: Array(places.prefix(max(1, placeCount / 5))), dates: yearDates, ephemeris: nil)
    case "mwl-one-day-own-sun":
      // The worst case: one day alone, no ephemeris (seven positions of the Sun for one day).
      return PerDayWorkload(
        key: key, label: "one day alone, own Sun: PrayerTimes (mwl)",
        parameters: CalculationMethod.mwl.parameters,
        places: Array(places.prefix(max(1, placeCount / 20))), dates: Array(yearDates.prefix(73)),
        ephemeris: nil, oneAtATime: true)
    case "mwl-one-day-alone":
      // The one-day call as an app or a server makes it, over the whole workload (the fixed
      // workload `one-day`): every place and day, each its own PrayerTimes with no ephemeris.
      return PerDayWorkload(
        key: key, label: "one day alone, own Sun: PrayerTimes (mwl)",
        parameters: CalculationMethod.mwl.parameters, places: places, dates: yearDates,
        ephemeris: nil, oneAtATime: true)
    default:
      return nil
    }
  }

  static let familyKeys = ["mwl", "umm-al-qura", "moonsighting", "mwl-high-latitude", "mwl-one-day"]
}

// MARK: - Hijri

/// Umm al-Qura conversions over a span of consecutive days.
struct HijriWorkload {
  let calendar = HijriCalendar.ummAlQura
  let gregorian: [CivilDate]
  let hijri: [HijriDate]

  /// The days from `start` to `end` (inclusive).
  init(start: CivilDate, end: CivilDate) {
    gregorian = (0...start.days(to: end)).map { start.adding(days: $0) }
    let calendar = self.calendar
    hijri = gregorian.map { try! calendar.hijri(from: $0).date }
  }

  func toHijri() -> Double {
    var sum = 0
    for date in gregorian {
      if let h = try? calendar.hijri(from: date) { sum &+= h.date.day &+ h.date.month }
    }
    return Double(sum)
  }

  func toGregorian() -> Double {
    var sum = 0
    for date in hijri {
      if let g = try? calendar.gregorian(from: date) { sum &+= g.day &+ g.month }
    }
    return Double(sum)
  }
}
