import Astro

/// What the Hijri module's date types share: a year, a month and a day, compared in that order
/// and written `YYYY-MM-DD`.
protocol YearMonthDay {
  var year: Int { get }
  var month: Int { get }
  var day: Int { get }
  init?(year: Int, month: Int, day: Int)
}

extension YearMonthDay {
  /// The fields in order, for comparisons.
  var fields: (Int, Int, Int) { (year, month, day) }

  /// `YYYY-MM-DD`, the year padded to four digits.
  var isoText: String { "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))" }

  /// The date `YYYY-MM-DD` (a year of 1–4 digits) names, if its fields are valid.
  static func parsing(_ text: some StringProtocol) -> Self? {
    isoDateFields(text, yearDigits: 1...4).flatMap { Self(year: $0.0, month: $0.1, day: $0.2) }
  }
}
