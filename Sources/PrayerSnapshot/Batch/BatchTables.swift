import Astro
import Foundation
import Hijri

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a worker reads: the dates, their Hijri dates and Ramadan in each calendar, the zones'
/// offsets, the Sun's positions for the year, the text of each date and place.
struct BatchTables: Sendable {
  let dates: [CivilDate]
  let dayNumbers: [Int]
  /// Per calendar (``BatchJob/calendars``), per date: whether the day is in Ramadan.
  let inRamadan: [[Bool]]
  /// Per calendar, per date: `2026-01-01,1447-07-12,` (CSV) or
  /// `{"date":"2026-01-01","hijri":"1447-07-12"`.
  let datePrefix: [BatchDatePrefixes]
  let zones: [ZoneOffsets]
  /// The offset at local noon, `[zone * dates.count + day]`.
  let noonOffsets: [Int]
  let ephemeris: SolarEphemeris
  /// Whether times carry seconds and milliseconds (`--rounding none`), per method.
  let milliseconds: [Bool]

  init(job: BatchJob, first: CivilDate, last: CivilDate) {
    let count = first.days(to: last) + 1
    dates = (0..<count).map { first.adding(days: $0) }
    dayNumbers = dates.map(\.julianDayNumber)
    var ramadan: [[Bool]] = []
    var prefixes: [BatchDatePrefixes] = []
    for hijriCalendar in job.calendars {
      // An astronomical calendar predicts each month of the range once.
      let calendar = hijriCalendar.precomputingMonths(from: first, through: last)
      var inRamadan: [Bool] = []
      var texts: [[UInt8]] = []
      for date in dates {
        let hijri = try? calendar.hijri(from: date)
        inRamadan.append(hijri?.date.isInRamadan ?? false)
        let h = hijri?.date.description
        switch job.format {
        case .csv: texts.append(Array("\(date),\(h ?? ""),".utf8))
        case .json:
          texts.append(
            Array("{\"date\":\"\(date)\",\"hijri\":\(h.map { "\"\($0)\"" } ?? "null")".utf8))
        }
      }
      ramadan.append(inRamadan)
      prefixes.append(BatchDatePrefixes(texts))
    }
    inRamadan = ramadan
    datePrefix = prefixes
    // Only the zones some place uses.
    var used = [Bool](repeating: false, count: job.zones.count)
    for p in job.places { used[p.zone] = true }
    zones = job.zones.enumerated().map { i, spec in
      used[i]
        ? ZoneOffsets(zone: spec.timeZone, dates: first...last)
        : ZoneOffsets(zone: spec.timeZone, dates: first...first)
    }
    var noon = [Int](repeating: 0, count: job.zones.count * count)
    for (z, zone) in zones.enumerated() where used[z] {
      for (d, date) in dates.enumerated() { noon[z * count + d] = zone.offsetAtNoon(of: date) }
    }
    noonOffsets = noon
    ephemeris = SolarEphemeris(dates: first...last)
    milliseconds = job.methods.map { $0.parameters.rounding == .none }
  }
}
