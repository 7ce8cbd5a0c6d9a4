import Astro

// The per-day call and the places it runs on, shared by this benchmark and the side-by-side
// comparison with adhan-swift (Scripts/bench_side_by_side.sh copies this file into its package).

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
