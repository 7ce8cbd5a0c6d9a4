import Astro
import Foundation
import Hijri

/// A timetable as plain text, one row per day: what a terminal shows and a mosque prints.
///
/// Two forms: the compact one (no `--locale`, `--clock` or `--digits`: ISO dates, 24-hour times,
/// English three-letter weekdays, fixed columns — what scripts have read since the start), and the
/// localized one (every date, weekday, time, number and prayer name from ``Localizer``; Friday's
/// Dhuhr cell carries the Friday prayer's name). Both mark estimated times `*`, times on the day
/// before or after the row `-1`/`+1`, missing ones `--:--`, and explain the marks they use under
/// the table. A ``Highlight`` (a terminal's colours) marks Friday rows, the current prayer and
/// the next one.
public enum TimetableText: Sendable {
  static let columns: [(TimeKind, String)] = [
    (.imsak, "Imsak"), (.fajr, "Fajr"), (.sunrise, "Sunrise"), (.dhuhr, "Dhuhr"), (.asr, "Asr"),
    (.maghrib, "Maghrib"), (.isha, "Isha"), (.midnight, "Midnight"),
  ]

  /// The columns of the Ramadan timetable (imsakiye): Maghrib is the iftar.
  static let ramadanColumns: [(TimeKind, String)] = [
    (.imsak, "Imsak"), (.fajr, "Fajr"), (.sunrise, "Sunrise"), (.dhuhr, "Dhuhr"), (.asr, "Asr"),
    (.maghrib, "Iftar"), (.isha, "Isha"),
  ]

  /// How to mark Friday rows, the current prayer and the next one (a terminal's escape codes).
  public struct Highlight: Sendable {
    /// The moment that decides the current and next prayer.
    public var now: Instant
    /// `text` marked as in a Friday row (`friday`), as the current prayer, or as the next one.
    public var mark: @Sendable (_ text: String, _ friday: Bool, _ current: Bool, _ next: Bool) -> String

    public init(now: Instant, mark: @escaping @Sendable (String, Bool, Bool, Bool) -> String) {
      self.now = now
      self.mark = mark
    }
  }

  /// One time cell, before it is written.
  struct TimeCell {
    var kind: TimeKind
    /// Seconds since 1970, `nil` when the event does not happen.
    var instant: Double?
    var hour = 0
    var minute = 0
    var estimated = false
    /// Days from the row's date to the time's local date.
    var dayOffset = 0
  }

  /// The cells of one day for `kinds`.
  static func timeCells(_ day: Timetable.Day, kinds: [TimeKind]) -> [TimeCell] {
    kinds.map { kind in
      var cell = TimeCell(kind: kind)
      let time = day[kind]
      if let instant = time.instant, let local = time.local {
        cell.instant = instant.secondsSince1970
        cell.hour = local.hour
        cell.minute = local.minute
        cell.estimated = time.isEstimated
        cell.dayOffset = day.date.days(to: local.date)
      }
      return cell
    }
  }

  /// Which cells to colour: the current prayer (the last time at or before now) and the next one
  /// (the first after now), when now falls within the table's days. Indexes are (row, column of
  /// the time cells).
  static func highlights(_ rows: [[TimeCell]], now: Double) -> (current: (Int, Int)?, next: (Int, Int)?) {
    var current: (Int, Int, Double)?
    var next: (Int, Int, Double)?
    for (r, row) in rows.enumerated() {
      for (c, cell) in row.enumerated() {
        guard let t = cell.instant, cell.kind != .midnight, cell.kind != .imsak else { continue }
        if t <= now {
          if current == nil || t > current!.2 { current = (r, c, t) }
        } else if next == nil || t < next!.2 {
          next = (r, c, t)
        }
      }
    }
    // Only while now is inside the table: the next time within a day, the current one only with
    // a next one after it.
    guard let n = next, n.2 - now <= 86_400 else { return (nil, nil) }
    return (current.map { ($0.0, $0.1) }, (n.0, n.1))
  }

  /// The first header line: place, zone, method, calendar.
  static func headerLine(_ t: Timetable) -> String {
    let c = t.coordinates
    let height = c.elevation == 0 ? "" : " (\(plain(c.elevation)) m)"
    return "Prayer times at \(c.latitude), \(c.longitude)\(height) · zone \(t.zone.name) · \(t.parameters.method.name)"
      + " (\(t.parameters.method.rawValue)), Asr ×\(plain(t.parameters.asr.shadowFactor))"
      + " · Hijri \(t.hijriCalendar.label)"
  }

  // MARK: - Compact

  /// The compact table (ISO dates, 24-hour times, English): the imsakiye's columns for a Ramadan
  /// timetable; `notes` are header lines printed after the first (the place, the method's
  /// reason).
  public static func compact(_ t: Timetable, notes: [String] = [], highlight: Highlight? = nil) -> String {
    let ramadan = t.ramadan != nil
    let columns = ramadan ? ramadanColumns : self.columns
    var lines: [String] = [headerLine(t)]
    lines += notes
    let lead = ramadan ? ["Day", "Date      ", "Wkd"] : ["Date      ", "Day", "Hijri      "]
    lines.append((lead + columns.map { pad($0.1, 8) }).joined(separator: "  "))
    var legend = TimetableFootnotes()
    let cells = t.days.map { timeCells($0, kinds: columns.map(\.0)) }
    let marks = highlight.map { highlights(cells, now: $0.now.secondsSince1970) }
    for (r, day) in t.days.enumerated() {
      legend.note(day.hijri)
      let hijri = day.hijri.map { $0.date.description + ($0.isEstimated ? "*" : "") } ?? "-"
      let friday = day.date.isoWeekday == 5 && highlight != nil
      var row: [String]
      if ramadan {
        row = [pad(day.hijri.map { String($0.date.day) } ?? "-", 3), day.date.description, weekday(day.date)]
      } else {
        row = [day.date.description, weekday(day.date), pad(hijri, 11)]
      }
      if friday { row = row.map { highlight!.mark($0, true, false, false) } }
      for (c, cell) in cells[r].enumerated() {
        legend.note(cell)
        var text = "--:--"
        if cell.instant != nil {
          let clock = (cell.hour < 10 ? "0" : "") + "\(cell.hour):" + (cell.minute < 10 ? "0" : "") + "\(cell.minute)"
          text = clock + (cell.estimated ? "*" : "") + offsetMark(cell.dayOffset)
        }
        let padding = String(repeating: " ", count: max(0, 8 - text.count))
        if highlight != nil {
          text = highlight!.mark(
            text, friday, marks?.current.map { $0 == (r, c) } ?? false,
            marks?.next.map { $0 == (r, c) } ?? false)
        }
        row.append(text + padding)
      }
      lines.append(row.joined(separator: "  "))
    }
    let words = TimetableWords(SnapshotLocale(lang: .en))
    return (lines + legend.lines(words, calendar: t.hijriCalendar) + ramadanIshaNote(t, words, localized: false))
      .joined(separator: "\n")
  }

  // MARK: - Localized

  /// The localized table: every cell from ``Localizer`` in `locale`; columns as wide as their
  /// widest cell (terminal columns, not characters). `ramadan` lays out the imsakiye: the Hijri
  /// day number first, Maghrib as iftar, no Hijri or midnight column.
  public static func localized(
    _ t: Timetable, locale: SnapshotLocale, notes: [String] = [], highlight: Highlight? = nil
  ) -> String {
    let ramadan = t.ramadan != nil
    let words = TimetableWords(locale)
    let l = words.localizer
    var kinds = (ramadan ? ramadanColumns : columns).map(\.0)
    // A method whose imsak is Fajr itself (Diyanet's İmsak) would print the same column twice.
    if case .minutesBeforeFajr(0) = t.parameters.imsak {
      kinds.removeAll { $0 == .imsak }
    }
    var header: [String] =
      ramadan ? [words.ramadan, words.date, words.day] : [words.date, words.day, words.hijri]
    header += kinds.map { ramadan && $0 == .maghrib ? words.iftar : words.name($0) }
    let leadCount = 3
    var rows: [[String]] = []
    var legend = TimetableFootnotes()
    let cells = t.days.map { timeCells($0, kinds: kinds) }
    for (r, day) in t.days.enumerated() {
      let d = day.date
      let friday = d.isoWeekday == 5
      legend.note(day.hijri)
      let hijri = day.hijri.map {
        l.hijriDate(year: $0.date.year, month: $0.date.month, day: $0.date.day) + ($0.isEstimated ? "*" : "")
      } ?? "-"
      // The date in the language's civil calendar (Solar Hijri in fa), the Hijri one beside it.
      let gregorian = l.civilDate(d)
      var row: [String] =
        ramadan
        ? [day.hijri.map { l.number($0.date.day) } ?? "-", gregorian, l.weekday(d.isoWeekday)]
        : [gregorian, l.weekday(d.isoWeekday), hijri]
      for cell in cells[r] {
        legend.note(cell)
        guard cell.instant != nil else {
          row.append(l.missingTime)
          continue
        }
        var text = l.time(hour: cell.hour, minute: cell.minute) + (cell.estimated ? "*" : "")
        if cell.dayOffset != 0 {
          text += (cell.dayOffset > 0 ? "+" : "-") + Localizer.withoutMarks(l.number(abs(cell.dayOffset)))
        }
        if friday && cell.kind == .dhuhr {
          text += " " + words.name(.dhuhr, friday: true)
          legend.friday = true
        }
        row.append(text)
      }
      rows.append(row)
    }
    var widths = header.map(TextWidth.of)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], TextWidth.of(cell)) }
    }
    let marks = highlight.map { highlights(cells, now: $0.now.secondsSince1970) }
    func line(_ cells: [String], row r: Int?) -> String {
      let friday = r.map { t.days[$0].date.isoWeekday == 5 } ?? false
      var out: [String] = []
      for (i, cell) in cells.enumerated() {
        // The last column is not padded: no trailing spaces.
        let padding =
          i == cells.count - 1 ? "" : String(repeating: " ", count: max(0, widths[i] - TextWidth.of(cell)))
        var text = cell
        if highlight != nil, let r {
          let c = i - leadCount
          text = highlight!.mark(
            text, friday, marks?.current.map { $0 == (r, c) } ?? false,
            marks?.next.map { $0 == (r, c) } ?? false)
        }
        out.append(text + padding)
      }
      return out.joined(separator: "  ")
    }
    var lines = [words.headerLine(t)] + notes
    lines.append(line(header, row: nil))
    for (r, row) in rows.enumerated() { lines.append(line(row, row: r)) }
    return (lines + legend.lines(words, calendar: t.hijriCalendar) + ramadanIshaNote(t, words, localized: true))
      .joined(separator: "\n")
  }

  // MARK: - Pieces

  /// `-1` or `+1` when a time falls on the day before or after its row's date.
  static func offsetMark(_ d: Int) -> String {
    d == 0 ? "" : d > 0 ? "+\(d)" : "\(d)"
  }

  static func weekday(_ d: CivilDate) -> String { d.weekdayAbbreviation }

  static func plain(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }

  /// The line under a table with days of the method's Ramadan Isha, when it is whole minutes.
  static func ramadanIshaNote(_ t: Timetable, _ words: TimetableWords, localized: Bool) -> [String] {
    guard t.days.contains(where: { $0.times.inRamadan && $0.times.parameters.isha != t.parameters.isha }),
      case .some(.minutesAfterMaghrib(let m)) = t.parameters.ramadanIsha, m == m.rounded()
    else { return [] }
    let minutes = Int(m)
    return [words.ramadanIshaNote(minutes: minutes)]
  }
}
