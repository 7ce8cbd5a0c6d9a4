import Astro
import Foundation
import PrayerSnapshot

/// A timetable in the chosen format (table, json, csv, ics), for the main command and `ramadan`.
enum TimetableOutput {
  /// The Ramadan being shown, for `ramadan`.
  struct Ramadan {
    var hijriYear: Int
    var first: CivilDate
    var last: CivilDate
  }

  /// The bytes for standard output or `--out`, and what they hold (for the note after a write).
  static func render(
    _ t: Timetable, options: TimetableOptions, now: Date, colour: Bool, ramadan: Ramadan? = nil
  ) -> (data: Data, what: String) {
    let days = "\(t.days.count) day\(t.days.count == 1 ? "" : "s")"
    switch options.format {
    case .json:
      var json = Provenance.annotate(t.json, options: options)
      if let ramadan, case .object(var members) = json {
        let i = (members.firstIndex { $0.0 == "hijriAdjustmentDays" } ?? members.count - 1) + 1
        members.insert(
          ("ramadan", .object([
            ("hijriYear", .number(Double(ramadan.hijriYear))),
            ("firstDay", .string(ramadan.first.description)),
            ("lastDay", .string(ramadan.last.description)),
            ("days", .number(Double(ramadan.first.days(to: ramadan.last) + 1))),
          ])), at: i)
        json = .object(members)
      }
      return (Data((json.serialized(indent: 2) + "\n").utf8), "\(days) (json)")
    case .csv:
      let text = ramadan == nil ? CSVRenderer.render(t) : CSVRenderer.renderRamadan(t)
      return (Data(text.utf8), "\(days) (csv)")
    case .ics:
      let events = ICSRenderer.Request(
        timetable: t, locale: options.output.locale ?? SnapshotLocale(lang: .en),
        place: placeLabel(options), now: now.timeIntervalSince1970.rounded(.down),
        ramadanYear: ramadan?.hijriYear)
      return (Data(ICSRenderer.render(events).utf8), "\(days) of events (ics)")
    case .table, .snapshot:
      var notes = Provenance.headerNotes(options)
      if let label = options.output.place { notes.insert("Place: \(label)", at: 0) }
      if let ramadan {
        notes.insert(
          "Ramadan \(ramadan.hijriYear) AH: \(ramadan.first) … \(ramadan.last) "
            + "(\(ramadan.first.days(to: ramadan.last) + 1) days)", at: 0)
      }
      let highlight = colour ? TableRenderer.Highlight(now: now.timeIntervalSince1970) : nil
      var text: String
      if let locale = options.output.locale {
        text = TableRenderer.renderLocalized(
          t, locale: locale, notes: notes, ramadan: ramadan != nil, highlight: highlight)
        if let minutes = ramadanIshaMinutes(t) {
          text += "\n" + Words(locale).ramadanIshaNote(
            TextWidth.unmarked(Localizer(locale: locale).number(minutes)))
        }
      } else {
        text = TableRenderer.render(
          t, notes: notes,
          columns: ramadan == nil ? TableRenderer.columns : TableRenderer.ramadanColumns,
          ramadan: ramadan != nil, highlight: highlight)
        if let minutes = ramadanIshaMinutes(t) {
          text += "\n" + Words(SnapshotLocale(lang: .en)).ramadanIshaNote(String(minutes))
        }
      }
      return (Data((text + "\n").utf8), "\(days) (table)")
    }
  }

  /// The place label: `--place`, else the `--city` place's name.
  static func placeLabel(_ options: TimetableOptions) -> String? {
    options.output.place ?? options.city.map { "\($0.name), \($0.countryCode)" }
  }

  /// The minutes after Maghrib of the Ramadan Isha, when some row of `t` has it.
  static func ramadanIshaMinutes(_ t: Timetable) -> Int? {
    guard t.days.contains(where: { $0.times.inRamadan && $0.times.parameters.isha != t.parameters.isha }),
      case .some(.minutesAfterMaghrib(let m)) = t.parameters.ramadanIsha, m == m.rounded()
    else { return nil }
    return Int(m)
  }
}
