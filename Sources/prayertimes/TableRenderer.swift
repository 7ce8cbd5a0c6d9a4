import Astro
import PrayerSnapshot

/// The plain-text timetable: one row per day, times in the zone's 24-hour clock.
enum TableRenderer {
  static let columns: [(TimeKind, String)] = [
    (.imsak, "Imsak"), (.fajr, "Fajr"), (.sunrise, "Sunrise"), (.dhuhr, "Dhuhr"), (.asr, "Asr"),
    (.maghrib, "Maghrib"), (.isha, "Isha"), (.midnight, "Midnight"),
  ]

  static func render(_ t: Timetable) -> String {
    let c = t.coordinates
    var lines: [String] = []
    lines.append(
      "Prayer times at \(c.latitude), \(c.longitude) · zone \(t.zone.name) · \(t.parameters.method.name)"
        + " (\(t.parameters.method.rawValue)), Asr ×\(formatFactor(t.parameters.asr.shadowFactor))")
    let header = ["Date      ", "Day"] + columns.map { pad($0.1, 8) }
    lines.append(header.joined(separator: "  "))
    var anyEstimated = false
    var anyMissing = false
    for day in t.days {
      var cells = [day.date.description, weekday(day.date)]
      for (kind, _) in columns {
        let cell: String
        switch day.times[kind] {
        case .at(let instant, let origin):
          cell = LocalClock.hourMinute(instant, in: t.zone.timeZone) + (origin.isEstimated ? "*" : "")
          anyEstimated = anyEstimated || origin.isEstimated
        case .sunAlwaysAbove, .sunAlwaysBelow:
          cell = "--:--"
          anyMissing = true
        }
        cells.append(pad(cell, 8))
      }
      lines.append(cells.joined(separator: "  "))
    }
    if anyEstimated { lines.append("* from a high-latitude rule or polar resolution, not the sky") }
    if anyMissing { lines.append("--:-- the event does not happen that day") }
    return lines.joined(separator: "\n")
  }

  static func weekday(_ d: CivilDate) -> String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][d.isoWeekday - 1]
  }

  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }

  static func formatFactor(_ k: Double) -> String { k == k.rounded() ? String(Int(k)) : String(k) }
}
