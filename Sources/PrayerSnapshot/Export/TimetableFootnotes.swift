import Hijri

/// The marks a table used, and the notes under it that explain them.
struct TimetableFootnotes {
  var friday = false
  var hijriEstimated = false
  var hijriPredicted = false
  var hijriMissing = false
  var estimated = false
  var missing = false
  var otherDay = false

  mutating func note(_ h: HijriDay?) {
    hijriEstimated = hijriEstimated || h?.isEstimated == true
    hijriPredicted = hijriPredicted || h?.isPredicted == true
    hijriMissing = hijriMissing || h == nil
  }

  mutating func note(_ cell: TimetableText.TimeCell) {
    missing = missing || cell.instant == nil
    estimated = estimated || (cell.instant != nil && cell.estimated)
    otherDay = otherDay || (cell.instant != nil && cell.dayOffset != 0)
  }

  /// The notes, in `words`, in the order of the table's legend.
  func lines(_ words: TimetableWords, calendar: HijriCalendar) -> [String] {
    [
      (friday, words.fridayNote(words.name(.dhuhr, friday: true))),
      (hijriEstimated, words.hijriEstimatedNote),
      (hijriPredicted, words.hijriPredictedNote(calendar)),
      (hijriMissing, words.hijriMissingNote), (estimated, words.estimatedNote),
      (missing, words.missingNote), (otherDay, words.otherDayNote),
    ].filter(\.0).map(\.1)
  }
}
