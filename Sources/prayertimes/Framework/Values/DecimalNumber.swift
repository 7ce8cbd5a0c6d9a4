import Foundation

/// A number written in decimal notation (`21.4225`, `-0.5`, `+3`, `.5`, `1e3`), finite, in a
/// range with a unit: the reading of every option that takes degrees, metres or minutes. Swift's
/// `Double` alone would also take `0x1p3`, `nan` and `inf`.
struct DecimalNumber: ValueParser {
  let range: ClosedRange<Double>
  /// ` degrees`, ` m`.
  let unit: String

  init(_ range: ClosedRange<Double>, unit: String) { (self.range, self.unit) = (range, unit) }

  func parse(_ text: String, option: String) throws(CommandFailure) -> Double {
    guard Self.isDecimal(text), let v = Double(text) else {
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

  static func isDecimal(_ text: String) -> Bool {
    text.range(
      of: #"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$"#, options: .regularExpression)
      != nil
  }

  /// The value of `text` if it is a decimal number in `range` (for values inside a larger one:
  /// `nearest-latitude=DEG`, `fajr=+2`).
  static func value(_ text: String, in range: ClosedRange<Double>) -> Double? {
    guard isDecimal(text), let v = Double(text), v.isFinite, range.contains(v) else { return nil }
    return v
  }
}
