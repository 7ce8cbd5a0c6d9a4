/// A whole number (ASCII digits, an optional sign) in a range: `--days`, `--limit`, `--threads`,
/// `--adjust`, a Hijri year. The error: `SUBJECT needs a whole number[UNIT] LOW...HIGH[NOTE],
/// got 'TEXT'`, the subject being the option or, for a positional argument, what it is.
struct WholeNumber: ValueParser {
  let range: ClosedRange<Int>
  var unit = ""
  var note = ""
  var subject: String? = nil

  func parse(_ text: String, option: String) throws(CommandFailure) -> Int {
    guard let n = Int(text), range.contains(n) else {
      throw .usage(
        "\(subject ?? "'\(option)'") needs a whole number\(unit) \(range.lowerBound)...\(range.upperBound)\(note), got '\(text)'")
    }
    return n
  }
}
