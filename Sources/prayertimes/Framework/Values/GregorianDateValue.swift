import Astro

/// A Gregorian date as `YYYY-MM-DD` (a real one), and a Gregorian year; with the supported-years
/// check where the option needs it (the years whose prayer times are computed).
enum GregorianDateValue {
  /// The date, or `SUBJECT PHRASE as YYYY-MM-DD, got 'TEXT'`.
  static func parse(_ text: String, subject: String, phrase: String = "needs a real date")
    throws(CommandFailure) -> CivilDate
  {
    guard let date = CivilDate(iso8601: text) else {
      throw .usage("\(subject) \(phrase) as YYYY-MM-DD, got '\(text)'")
    }
    return date
  }

  /// A date of option `option` in ``SupportedYears``.
  static func supported(_ text: String, option: String) throws(CommandFailure) -> CivilDate {
    let date = try parse(text, subject: "'\(option)'")
    guard SupportedYears.contains(date) else {
      throw .usage("'\(option)' \(text) is out of range: \(supportedYearsNote)")
    }
    return date
  }

  /// A year of option `option` in ``SupportedYears``.
  static func supportedYear(_ text: String, option: String) throws(CommandFailure) -> Int {
    guard let y = Int(text) else {
      throw .usage("'\(option)' needs a whole number \(supportedYearsText), got '\(text)'")
    }
    guard SupportedYears.range.contains(y) else {
      throw .usage("'\(option)' \(y) is out of range: \(supportedYearsNote)")
    }
    return y
  }
}

/// "1600...2100".
let supportedYearsText = "\(SupportedYears.range.lowerBound)...\(SupportedYears.range.upperBound)"

/// Why a date is out of range, for messages: "prayer times are computed for the years 1600...2100
/// (…)".
let supportedYearsNote =
  "prayer times are computed for the years \(supportedYearsText) (beyond them the Earth's clock, "
  + "ΔT, is not known to the minute)"
