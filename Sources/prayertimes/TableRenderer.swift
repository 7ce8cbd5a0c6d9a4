import Astro
import PrayerSnapshot

/// The plain-text timetable: one row per day, times in the zone's 24-hour clock.
enum TableRenderer {
  static let columns: [(TimeKind, String)] = [
    (.imsak, "Imsak"), (.fajr, "Fajr"), (.sunrise, "Sunrise"), (.dhuhr, "Dhuhr"), (.asr, "Asr"),
    (.maghrib, "Maghrib"), (.isha, "Isha"), (.midnight, "Midnight"),
  ]

  /// The table; `notes` are header lines printed after the first (the place, the method's reason).
  static func render(_ t: Timetable, notes: [String] = []) -> String {
    let c = t.coordinates
    var lines: [String] = []
    lines.append(
      "Prayer times at \(c.latitude), \(c.longitude) · zone \(t.zone.name) · \(t.parameters.method.name)"
        + " (\(t.parameters.method.rawValue)), Asr ×\(formatFactor(t.parameters.asr.shadowFactor))"
        + " · Hijri \(Subcommand.calendarLabel(t.hijriCalendar))")
    lines += notes
    let header = ["Date      ", "Day", "Hijri      "] + columns.map { pad($0.1, 8) }
    lines.append(header.joined(separator: "  "))
    var anyEstimated = false
    var anyMissing = false
    var anyOtherDay = false
    var anyHijriEstimated = false
    var anyHijriMissing = false
    for day in t.days {
      let hijri: String
      if let h = day.hijri {
        hijri = h.date.description + (h.isEstimated ? "*" : "")
        anyHijriEstimated = anyHijriEstimated || h.isEstimated
      } else {
        hijri = "-"
        anyHijriMissing = true
      }
      var cells = [day.date.description, weekday(day.date), pad(hijri, 11)]
      for (kind, _) in columns {
        let cell: String
        switch day.times[kind] {
        case .at(let instant, let origin):
          cell =
            LocalClock.hourMinute(instant, in: t.zone.timeZone) + (origin.isEstimated ? "*" : "")
            + dayMark(LocalClock.date(of: instant, in: t.zone.timeZone), day.date)
          anyEstimated = anyEstimated || origin.isEstimated
          anyOtherDay = anyOtherDay || LocalClock.date(of: instant, in: t.zone.timeZone) != day.date
        case .sunAlwaysAbove, .sunAlwaysBelow:
          cell = "--:--"
          anyMissing = true
        }
        cells.append(pad(cell, 8))
      }
      lines.append(cells.joined(separator: "  "))
    }
    if anyHijriEstimated {
      lines.append("* on a Hijri date: a tabular estimate, outside the calendar's table")
    }
    if anyHijriMissing { lines.append("- no Hijri date in this calendar (before 1 AH)") }
    if anyEstimated { lines.append("* from a high-latitude rule or polar resolution, not the sky") }
    if anyMissing { lines.append("--:-- the event does not happen that day") }
    if anyOtherDay { lines.append("-1 / +1 on the day before / after the row's date") }
    return lines.joined(separator: "\n")
  }

  /// `-1` or `+1` when a time falls on the day before or after its row's date.
  static func dayMark(_ date: CivilDate, _ row: CivilDate) -> String {
    let d = row.days(to: date)
    return d == 0 ? "" : d > 0 ? "+\(d)" : "\(d)"
  }

  static func weekday(_ d: CivilDate) -> String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][d.isoWeekday - 1]
  }

  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }

  static func formatFactor(_ k: Double) -> String { k == k.rounded() ? String(Int(k)) : String(k) }
}
