import PrayerSnapshot

/// When: `--date`, `--days` and `--now`.
enum TimeOptions {
  /// The formats `--date` and `--days` apply to: a snapshot holds its own days.
  static let timetableFormats = FormatApplicability(
    formats: ["table", "json", "csv", "ics"],
    reason: "a snapshot always holds \(SnapshotBuilder.dayCount) prayer days from the one "
      + "containing '--now' (e.g. --now 2026-11-29T09:00:00Z)")

  static let date = OptionRow("--date YYYY-MM-DD", "First local date; every day must be in the "
    + "supported years \(supportedYearsText).",
    default: "today in the zone", formats: timetableFormats)
  static let days = OptionRow("--days N", "Number of days, 1...3660.", default: "1",
    formats: timetableFormats)
  static let now = OptionRow("--now TIME", "The current time, ISO 8601 with a UTC offset: "
    + "2026-11-29T09:00:00Z, 2026-11-29T12:00:00+03:00, milliseconds allowed. The snapshot's first "
    + "prayer day is the one containing it; for the other formats it sets today (the default "
    + "--date), the ics DTSTAMP and the table's highlighted next prayer (colour on a terminal).",
    default: "the clock's")

  /// `--now`, epoch ms, if given.
  static func now(_ a: Arguments, option: String = "--now") throws(CommandFailure) -> Instant? {
    try a.value(option, ISO8601Instant())
  }
}
