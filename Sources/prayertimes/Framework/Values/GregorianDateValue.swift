import Astro

/// A Gregorian date as `YYYY-MM-DD` (a real one), and with `supported` in the years whose prayer
/// times are computed. The error: `SUBJECT PHRASE as YYYY-MM-DD, got 'TEXT'`.
struct GregorianDateValue: ValueParser {
  var supported = false
  var phrase = "needs a real date"
  var subject: String? = nil

  func parse(_ text: String, option: String) throws(CommandFailure) -> CivilDate {
    guard let date = CivilDate(iso8601: text) else {
      throw .usage("\(subject ?? "'\(option)'") \(phrase) as YYYY-MM-DD, got '\(text)'")
    }
    guard !supported || SupportedYears.contains(date) else {
      throw .usage("'\(option)' \(text) is out of range: \(supportedYearsNote)")
    }
    return date
  }
}

/// A Gregorian year in the years whose prayer times are computed.
struct GregorianYear: ValueParser {
  func parse(_ text: String, option: String) throws(CommandFailure) -> Int {
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
