import Hijri

/// A Hijri date (`YYYY-MM-DD`) and a Hijri month (`YYYY-MM`).
enum HijriValues {
  static func date(_ text: String) throws(CommandFailure) -> HijriDate {
    guard let date = HijriDate(iso8601: text) else {
      throw .usage(
        "the Hijri date needs YYYY-MM-DD with a year 1...9999, a month 01...12 and a day "
          + "01...30 (31 in a few months of umm-al-qura-published), got '\(text)'")
    }
    return date
  }

  /// The year and month of option `option`, the year in `years`.
  static func month(_ text: String, option: String, years: ClosedRange<Int>) throws(CommandFailure)
    -> (year: Int, month: Int)
  {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let y = Int(parts[0]), let m = Int(parts[1])
    else {
      throw .usage(
        "'\(option)' needs a Hijri year and month as YYYY-MM, e.g. 1448-09, got '\(text)'")
    }
    guard (1...12).contains(m) else {
      throw .usage("'\(option)' \(text): the month must be 1...12, got \(m)")
    }
    guard years.contains(y) else {
      throw .usage(
        "'\(option)' \(text) is out of range: the rules predict the years "
          + "\(years.lowerBound)...\(years.upperBound) AH")
    }
    return (y, m)
  }
}
