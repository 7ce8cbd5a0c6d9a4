import Astro
import Foundation
import PrayerSnapshot

/// A timetable in the chosen format (table, json, csv, ics), for the main command and `ramadan`:
/// the documents are the library's, the table is the terminal's.
enum TimetableOutput {
  /// The bytes for standard output or `--out`, and what they hold (for the note after a write).
  static func render(
    _ t: Timetable, options: TimetableOptions, now: Instant, colour: Bool
  ) -> (data: Data, what: String) {
    let days = "\(t.days.count) day\(t.days.count == 1 ? "" : "s")"
    switch options.format {
    case .json:
      return (Data((t.json(names: .options).serialized(indent: 2) + "\n").utf8), "\(days) (json)")
    case .csv:
      return (Data(TimetableCSV.render(t).utf8), "\(days) (csv)")
    case .ics:
      let locale = options.output.locale ?? SnapshotLocale(lang: .en)
      // The events' LOCATION: --place, else the --city place as the language names it.
      let place = options.output.place
        ?? t.setup.place.place.map { PlaceNames.name(of: $0, in: locale.lang.rawValue) }
      let events = TimetableICS.Request(
        timetable: t, locale: locale, place: place, now: now,
        producer: "prayertimes \(Dispatcher.version)")
      return (Data(TimetableICS.render(events).utf8), "\(days) of events (ics)")
    case .table, .snapshot:
      // A localized table's frame speaks its language (the place and Ramadan lines).
      let words = options.output.locale.map(TimetableWords.init)
      var notes = Provenance.headerNotes(t.setup, words: words)
      if let label = options.output.place {
        notes.insert(words.map { $0.placeLine(label) } ?? "Place: \(label)", at: 0)
      }
      if let ramadan = t.ramadan {
        notes.insert(
          words.map {
            $0.ramadanLine(
              year: ramadan.hijriYear, first: ramadan.days.lowerBound, last: ramadan.days.upperBound,
              days: ramadan.length)
          }
            ?? "Ramadan \(ramadan.hijriYear) AH: \(ramadan.days.lowerBound) … \(ramadan.days.upperBound) "
            + "(\(ramadan.length) days)", at: 0)
      }
      let highlight = colour ? TimetableText.Highlight(now: now, mark: TerminalStyle.mark) : nil
      let text =
        options.output.locale.map {
          TimetableText.localized(t, locale: $0, notes: notes, highlight: highlight)
        } ?? TimetableText.compact(t, notes: notes, highlight: highlight)
      return (Data((text + "\n").utf8), "\(days) (table)")
    }
  }
}
