import Astro

/// Why a conversion has no answer.
public enum HijriError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The Hijri date does not exist in this calendar (e.g. 30 in a 29-day month).
  case invalidDate(HijriDate, monthLength: Int)
  /// A strict table calendar was asked about a date outside its table.
  case outsideTable(calendar: String, hijriYears: ClosedRange<Int>, gregorian: ClosedRange<CivilDate>)
  /// The date is outside the years the engine supports (1–9999 AH).
  case outOfRange
  /// A month-start override would give a month fewer than 28 or more than 31 days.
  case invalidOverride(year: Int, month: Int)
  /// An astronomical rule was asked about a month it does not predict.
  case outsidePredictions(rule: String, year: Int, month: Int, hijriYears: ClosedRange<Int>)

  public var description: String {
    switch self {
    case .invalidDate(let d, let length):
      return "\(d) does not exist: that month has \(length) days"
    case .outsideTable(let name, let years, let days):
      return
        "outside the \(name) table, which covers \(years.lowerBound)–\(years.upperBound) AH "
        + "(\(days.lowerBound) to \(days.upperBound)); use the non-strict calendar for the "
        + "tabular estimate outside it"
    case .outOfRange:
      return "outside the supported range of Hijri years, 1–9999 AH"
    case .outsidePredictions(let rule, let y, let m, let years):
      return
        "month \(m) of \(y) AH is not predicted: the \(rule) rule predicts months 1...12 of "
        + "\(years.lowerBound)...\(years.upperBound) AH (Gregorian 1600-2100)"
    case .invalidOverride(let y, let m):
      return "the start given for month \(m) of \(y) AH would make a month shorter than 28 or longer than 31 days"
    }
  }
}
