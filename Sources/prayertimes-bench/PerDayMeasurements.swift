import Astro

/// Per location-day: each method family over places × consecutive days, the callers without a
/// year's table, and the shared Sun's own cost.
func measurePerDay(year: Int, into results: Results) {
  let placeCount = results.quick ? 20 : 100
  let perDayRepetitions = results.repetitions(
    Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 2.5),
    quick: Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0))
  let workloads = PerDayWorkloads(year: year, placeCount: placeCount)
  let yearDates = workloads.yearDates
  let ephemerisStats = measure(
    units: 1,
    results.repetitions(
      Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 0.5),
      quick: Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0))
  ) {
    Double(PerDayWorkloads.ephemeris(yearDates).dayNumbers.count)
  }
  let ephemerisDays = PerDayWorkloads.ephemeris(yearDates).dayNumbers.count

  results.heading(
    "Per location-day, six times (\(placeCount) places at −50…55°, 365 days from 1 January; the Sun shared, built outside the timing)"
  )
  var perDay: [String: Any] = [:]
  var highLatitudeShare = 0.0
  for key in PerDayWorkloads.familyKeys {
    let w = workloads.family(key)!
    if key == "mwl-high-latitude" {
      highLatitudeShare = w.highLatitudeShare()
      results.notes.append(
        "High-latitude line: \(w.shape) (June) at 58–60° N; the twilight-angle rule gave Fajr or Isha on "
          + "\(Int((highLatitudeShare * 100).rounded())) % of those location-days.")
    }
    let stats = measure(units: w.locationDays, perDayRepetitions) { w.run() }
    results.add(
      w.label, stats, unit: "ns",
      target: key == "mwl" ? Target(name: "perDayNs.mwl", limit: 500, unit: "ns") : nil)
    var object = jsonObject(stats)
    object["locationDays"] = w.locationDays
    object["workload"] = w.shape
    perDay[key] = object
  }
  results.json["perDayNs"] = perDay
  results.json["highLatitudeRuleShare"] = highLatitudeShare

  var ownSunObjects: [String: Any] = [:]
  for (key, jsonKey) in [("mwl-own-sun", "mwl"), ("mwl-one-day-own-sun", "mwlOneDay")] {
    let ownSun = workloads.family(key)!
    let stats = measure(
      units: ownSun.locationDays,
      results.repetitions(
        Repetitions(warmUp: 1, minimum: 5, maximum: 11, budget: 2.5),
        quick: Repetitions(warmUp: 0, minimum: 1, maximum: 1, budget: 0))
    ) { ownSun.run() }
    results.add("\(ownSun.label), \(ownSun.places.count) places", stats, unit: "ns")
    var object = jsonObject(stats)
    object["locationDays"] = ownSun.locationDays
    object["workload"] = ownSun.shape
    ownSunObjects[jsonKey] = object
  }
  results.json["perDayOwnSunNs"] = ownSunObjects
  results.add(
    "the shared Sun: SolarEphemeris of \(ephemerisDays) days", ephemerisStats, unit: "µs", scale: 1e-3)
  var ephemerisObject = jsonObject(ephemerisStats, scale: 1e-3)
  ephemerisObject["days"] = ephemerisDays
  results.json["ephemerisBuildMicros"] = ephemerisObject
}
