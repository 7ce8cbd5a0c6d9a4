import PrayerSnapshot

/// A number written in decimal notation (`21.4225`, `-0.5`, `+3`, `.5`, `1e3`), finite, in a
/// range with a unit: the reading of every option that takes degrees or metres (the library's
/// `Double(decimal:)`; `Double` alone would also take `0x1p3`, `nan` and `inf`).
struct DecimalNumber: ValueParser {
  let range: ClosedRange<Double>
  /// ` degrees`, ` m`.
  let unit: String

  init(_ range: ClosedRange<Double>, unit: String) { (self.range, self.unit) = (range, unit) }

  func parse(_ text: String, option: String) throws(CommandFailure) -> Double {
    guard let v = Double(decimal: text) else {
      throw .usage("'\(option)' needs a decimal number such as 21.4225, got '\(text)'")
    }
    guard v.isFinite else {
      throw .usage("'\(option)' needs a finite number, got '\(text)' (too large for a number)")
    }
    guard range.contains(v) else {
      throw .usage(
        "'\(option)' \(text) is out of range: allowed \(NumberText.plain(range.lowerBound))...\(NumberText.plain(range.upperBound))\(unit)"
      )
    }
    return v
  }
}
