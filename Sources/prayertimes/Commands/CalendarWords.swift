import Astro
import Hijri
import PrayerSnapshot

/// `--locale` and `--digits` of the calendar commands (`hijri`, `gregorian`, `occasions`): their
/// text in words, in the language's table (weekdays, month names, eras, digits, occasion and
/// calendar names, the Hijri footnotes), the ISO columns replaced by dates as the language writes
/// them. JSON and CSV stay ISO (they are for programs).
enum CalendarWords {
  static let textOnly = FormatApplicability(
    formats: ["text"],
    reason: "JSON and CSV are for programs (ISO dates, ASCII digits); it applies to the text format")

  static let rows: [OptionRow] = [
    OptionRow("--locale LANG", "\(OutputOptions.languageList): the dates in words in that language "
      + "(weekday, day, month name, year and era), and its names of the occasions and calendars.",
      default: "ISO dates, English names", formats: textOnly),
    OptionRow("--digits D", "With --locale: \(OutputOptions.digitsList).",
      default: OutputOptions.digitsDefaults, formats: textOnly),
  ]

  /// The words the options ask for; `nil` without `--locale` and `--digits`.
  static func parse(_ a: Arguments) throws(CommandFailure) -> TimetableWords? {
    let lang = try a.value("--locale", OutputOptions.language)
    let digits = try a.value("--digits", OutputOptions.digits)
    guard lang != nil || digits != nil else { return nil }
    return TimetableWords(SnapshotLocale(lang: lang ?? .en, digits: digits))
  }

  /// The columns as a table: each column as wide as its widest cell (terminal columns, marks
  /// not counted), two spaces between.
  static func columns(_ rows: [[String]]) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (i, cell) in row.enumerated() {
        if i == widths.count { widths.append(0) }
        widths[i] = max(widths[i], TextWidth.of(cell))
      }
    }
    return rows.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - TextWidth.of(cell))
      }.joined(separator: "  ")
    }
  }

  /// A Gregorian day as two cells: its weekday and its date in words.
  static func gregorian(_ day: CivilDate, _ words: TimetableWords) -> [String] {
    [words.localizer.weekday(day.isoWeekday),
     words.localizer.gregorianDate(year: day.year, month: day.month, day: day.day)]
  }

  /// A Hijri date in words, with ` *` when estimated (outside the calendar's table).
  static func hijri(_ date: HijriDate, estimated: Bool, _ words: TimetableWords) -> String {
    words.localizer.hijriDate(year: date.year, month: date.month, day: date.day) + (estimated ? " *" : "")
  }

  /// A Solar Hijri date in words (fa `۱۳ آذر ۱۴۰۵`); ISO where the table names no months (the
  /// options refuse such a language before).
  static func solarHijri(_ date: SolarHijriDate, _ words: TimetableWords) -> String {
    words.localizer.solarHijriDate(year: date.year, month: date.month, day: date.day) ?? "\(date)"
  }

  /// The footnotes of the Hijri dates shown: estimated ones, and the calendar's predictions.
  static func notes(
    estimated: Bool, predicted: Bool, calendar: HijriCalendar, _ words: TimetableWords
  ) -> [String] {
    (estimated ? [words.hijriEstimatedNote] : []) + (predicted ? [words.hijriPredictedNote(calendar)] : [])
  }
}
