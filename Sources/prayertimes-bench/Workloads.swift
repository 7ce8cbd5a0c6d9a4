import Astro
import Hijri

/// A place of the benchmark: coordinates and the whole-hour zone offset of its longitude.
struct BenchPlace {
  let coordinates: Coordinates
  let utcOffsetSeconds: Int

  /// `count` places with latitudes evenly spread over `latitudes` (in a scrambled order, so
  /// that the first few places already span them) and longitudes spread over `longitudes` by the
  /// golden ratio.
  static func spread(count: Int, latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>)
    -> [BenchPlace]
  {
    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    let stride = gcd(37, count) == 1 ? 37 : 1
    return (0..<count).map { i in
      let j = (i * stride) % count
      let f = count > 1 ? Double(j) / Double(count - 1) : 0.5
      let latitude = latitudes.lowerBound + f * (latitudes.upperBound - latitudes.lowerBound)
      let g = (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
      let longitude = longitudes.lowerBound + g * (longitudes.upperBound - longitudes.lowerBound)
      let round4 = { (x: Double) in (x * 10_000).rounded() / 10_000 }
      return BenchPlace(
        coordinates: Coordinates(latitude: round4(latitude), longitude: round4(longitude))!,
        utcOffsetSeconds: Int((longitude / 15).rounded()) * 3600)
    }
  }
}

/// The six times of one location-day folded into one number (plus 1 000 for each missing one),
/// so that nothing computed can be thrown away.
@inline(__always)
func fold(_ t: PrayerTimes) -> Double {
  func v(_ p: PrayerTime) -> Double { p.instant.map { $0.value - 2_400_000 } ?? 1_000 }
  return v(t.fajr) + v(t.sunrise) + v(t.dhuhr) + v(t.asr) + v(t.maghrib) + v(t.isha)
}

// MARK: - The per-day call
//
// Everything the per-day numbers (and `--workload per-day`) measure goes through `placeDays`:
// the six times of one place on consecutive dates. To benchmark another API — e.g. a sequence
// API computing consecutive days of one place at once — change its body, nothing else.

/// The six times of `place` on each of `dates` (consecutive days), folded into one number:
/// with a ``PrayerCalculator`` (consecutive days share solar days and nights), or with
/// `oneAtATime` each day its own ``PrayerTimes`` (what a caller computing a single day pays).
@inline(never)
func placeDays(
  _ place: BenchPlace, _ dates: ArraySlice<CivilDate>, _ parameters: CalculationParameters,
  _ ephemeris: SolarEphemeris?, oneAtATime: Bool = false
) -> Double {
  var sum = 0.0
  if oneAtATime {
    for date in dates {
      let times = PrayerTimes(
        coordinates: place.coordinates, date: date, utcOffsetSeconds: place.utcOffsetSeconds,
        parameters: parameters, ephemeris: ephemeris, inRamadan: false)
      sum += fold(times)
    }
    return sum
  }
  var calculator = PrayerCalculator(
    coordinates: place.coordinates, parameters: parameters, ephemeris: ephemeris)
  for date in dates {
    sum += fold(calculator.times(on: date, utcOffsetSeconds: place.utcOffsetSeconds, inRamadan: false))
  }
  return sum
}

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
    var bound = 0
    for place in places {
      for date in dates {
        let t = PrayerTimes(
          coordinates: place.coordinates, date: date, utcOffsetSeconds: place.utcOffsetSeconds,
          parameters: parameters, ephemeris: ephemeris, inRamadan: false)
        if t.fajr.origin == .highLatitudeRule || t.isha.origin == .highLatitudeRule { bound += 1 }
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
