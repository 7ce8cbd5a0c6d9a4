/// A whole number (ASCII digits, an optional sign) in a range: `--days`, `--limit`, `--threads`,
/// `--adjust`, a Hijri year.
enum WholeNumber {
  /// The value, or `SUBJECT needs a whole number[UNIT] LOW...HIGH[NOTE], got 'TEXT'`.
  static func parse(
    _ text: String, subject: String, in range: ClosedRange<Int>, unit: String = "",
    note: String = ""
  ) throws(CommandFailure) -> Int {
    guard let n = Int(text), range.contains(n) else {
      throw .usage(
        "\(subject) needs a whole number\(unit) \(range.lowerBound)...\(range.upperBound)\(note), got '\(text)'")
    }
    return n
  }
}
