// The side-by-side benchmark against adhan-swift: the same places and days through each path,
// the paths alternating within every round, in one process. Built and run by
// Scripts/bench_side_by_side.sh in a throwaway package outside the repository (adhan-swift never
// enters Package.swift, CI or the repository); this file and the copies of
// Sources/prayertimes-bench/{PerDayCall,Measure,ProcessStart}.swift are its only sources besides
// the peer's.
//
//     SideBySide ROUNDS PLACES YEAR PRAYERTIMES-BINARY

import Adhan
import Astro
import Foundation

let arguments = CommandLine.arguments
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 9 : 9
let placeCount = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let year = arguments.count > 3 ? Int(arguments[3]) ?? 2027 : 2027
let binary = arguments.count > 4 ? arguments[4] : ""

let places = BenchPlace.spread(count: placeCount, latitudes: -50...55, longitudes: -180...180)
let first = CivilDate(year: year, month: 1, day: 1)!
let dates = (0..<365).map { first.adding(days: $0) }
let components = dates.map { DateComponents(year: $0.year, month: $0.month, day: $0.day) }
let ours = Astro.CalculationMethod.mwl.parameters
let theirs = Adhan.CalculationMethod.muslimWorldLeague.params
let locationDays = places.count * dates.count

/// One path: a name and one pass over every place and day, returning a checksum.
struct Path {
  let name: String
  let run: () -> Double
}

let adhan = Path(name: "adhan-swift PrayerTimes(coordinates:date:calculationParameters:)") {
  var sum = 0.0
  for place in places {
    let c = Adhan.Coordinates(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude)
    for date in components {
      guard let t = Adhan.PrayerTimes(coordinates: c, date: date, calculationParameters: theirs) else {
        sum += 1_000
        continue
      }
      sum += (t.fajr.timeIntervalSince1970 + t.sunrise.timeIntervalSince1970 + t.dhuhr.timeIntervalSince1970
        + t.asr.timeIntervalSince1970 + t.maghrib.timeIntervalSince1970 + t.isha.timeIntervalSince1970) / 86_400
    }
  }
  return sum
}
let paths = [
  Path(name: "SolarEphemeris + PrayerCalculator (many days; the year's Sun built inside the timing)") {
    let ephemeris = SolarEphemeris(dates: dates.first!...dates.last!)
    return places.reduce(0) { $0 + placeDays($1, dates[...], ours, ephemeris) }
  },
  Path(name: "PrayerTimes per day, shared SolarEphemeris (built inside the timing)") {
    let ephemeris = SolarEphemeris(dates: dates.first!...dates.last!)
    return places.reduce(0) { $0 + placeDays($1, dates[...], ours, ephemeris, oneAtATime: true) }
  },
  Path(name: "PrayerTimes(coordinates:date:utcOffsetSeconds:parameters:inRamadan:), the one-day call") {
    places.reduce(0) { $0 + placeDays($1, dates[...], ours, nil, oneAtATime: true) }
  },
]

// Warm-up: every path once.
for path in paths + [adhan] { checksum += path.run() }

// Round r runs each of our paths next to a pass of adhan-swift, A B or B A (alternating from round
// to round), the order of our paths rotating; each ratio compares the two passes of one pair.
var nanoseconds = [[Double]](repeating: [], count: paths.count + 1)
var ratios = [[Double]](repeating: [], count: paths.count)
for round in 0..<rounds {
  for k in 0..<paths.count {
    let i = (k + round) % paths.count
    var pair = [(i, paths[i]), (paths.count, adhan)]
    if round % 2 == 1 { pair.reverse() }
    var ns = [Double](repeating: 0, count: paths.count + 1)
    for (slot, path) in pair {
      let start = monotonicNanoseconds()
      checksum += path.run()
      ns[slot] = Double(monotonicNanoseconds() - start) / Double(locationDays)
      nanoseconds[slot].append(ns[slot])
    }
    ratios[i].append(ns[paths.count] / ns[i])
  }
}

func f(_ x: Double) -> String { x >= 100 ? String(format: "%.0f", x) : String(format: "%.2f", x) }
print("| path | ns per location-day, median (min–max) | adhan-swift ÷ ours, median (min–max) |")
print("|---|---:|---:|")
for (i, path) in paths.enumerated() {
  let s = Stats(nanoseconds[i])
  let r = Stats(ratios[i])
  print("| \(path.name) | \(f(s.median)) (\(f(s.min))–\(f(s.max))) | \(String(format: "%.2f× (%.2f–%.2f)", r.median, r.min, r.max)) |")
}
let a = Stats(nanoseconds[paths.count])
print("| \(adhan.name) | \(f(a.median)) (\(f(a.min))–\(f(a.max))) | 1 |")
print("")
print("\(places.count) places × \(dates.count) days of \(year), Muslim World League, six times each; \(rounds) rounds; checksum \(String(format: "%.6g", checksum)).")

// Start-up: the command line, spawned and read to the end.
if let tool = ProcessStartWorkload(executable: binary) {
  print("")
  print("| start-up to output (`prayertimes …`, spawned, stdout read to the end) | ms, median (min–max) of 40 |")
  print("|---|---:|")
  for extra in [[], ["--tz", "Europe/Istanbul", "--method", "turkey"]] {
    var t = tool
    t.arguments = ProcessStartWorkload.arguments + extra
    var samples: [Double] = []
    for i in 0..<45 {
      guard let ns = t.runOnce() else { break }
      if i >= 5 { samples.append(Double(ns) / 1e6) }
    }
    let s = Stats(samples)
    print("| `\(t.arguments.joined(separator: " "))` | \(String(format: "%.2f (%.2f–%.2f)", s.median, s.min, s.max)) |")
  }
}
