import Astro
import Foundation

/// Instants on the command line: ISO 8601 with a UTC offset (`--now`, `--at`), read as epoch
/// milliseconds, and back (in UTC). The value parser of every option that takes a moment.
struct ISO8601Instant: ValueParser {
  /// The largest instant accepted from a file, in epoch ms either way (about 31 000 years): far
  /// beyond any real time, and far from overflowing when instants are added or subtracted.
  static let maximumMillis: Int64 = 1_000_000_000_000_000

  /// The example given in error messages.
  static let example = "2026-11-29T09:00:00Z or 2026-11-29T12:00:00+03:00"

  func parse(_ text: String, option: String) throws(CommandFailure) -> Int64 {
    try Self.parse(text, option: option)
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or an offset `±HH:MM` / `±HHMM` /
  /// `±HH`, as epoch milliseconds (fractions below a millisecond are dropped).
  static func parse(_ text: String, option: String) throws(CommandFailure) -> Int64 {
    func bad(_ why: String) -> CommandFailure {
      .usage(
        "'\(option)' needs an ISO 8601 time with a UTC offset, e.g. \(example), got '\(text)'"
          + (why.isEmpty ? "" : " (\(why))"))
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 16, scalars[10] == "T" || scalars[10] == "t" else { throw bad("") }
    let datePart = String(String.UnicodeScalarView(scalars[0..<10]))
    guard let date = CivilDate(iso8601: datePart) else {
      throw bad("'\(datePart)' is not a real date as YYYY-MM-DD")
    }
    guard (1...9999).contains(date.year) else { throw bad("the year must be 1...9999") }
    var i = 11
    func digits(_ n: Int) -> Int? {
      guard i + n <= scalars.count else { return nil }
      var v = 0
      for k in i..<(i + n) {
        let s = scalars[k]
        guard s.isASCII, ("0"..."9").contains(s) else { return nil }
        v = v * 10 + Int(s.value) - 48
      }
      i += n
      return v
    }
    func take(_ c: Unicode.Scalar) -> Bool {
      guard i < scalars.count, scalars[i] == c else { return false }
      i += 1
      return true
    }
    guard let hour = digits(2), take(":"), let minute = digits(2) else {
      throw bad("the time must be HH:MM or HH:MM:SS")
    }
    var second = 0
    var millis = 0
    if take(":") {
      guard let s = digits(2) else { throw bad("the time must be HH:MM or HH:MM:SS") }
      second = s
      if take(".") || take(",") {
        var count = 0
        var scale = 100
        while i < scalars.count, scalars[i].isASCII, ("0"..."9").contains(scalars[i]) {
          millis += (Int(scalars[i].value) - 48) * scale
          scale /= 10
          count += 1
          i += 1
        }
        guard (1...9).contains(count) else { throw bad("a fraction needs 1 to 9 digits") }
      }
    }
    guard hour < 24, minute < 60, second < 60 else {
      throw bad("hour 00...23, minute and second 00...59")
    }
    var offset = 0
    if take("Z") || take("z") {
      offset = 0
    } else if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
      let sign = scalars[i] == "-" ? -1 : 1
      i += 1
      guard let h = digits(2) else { throw bad("the offset must be ±HH:MM") }
      var m = 0
      if take(":") {
        guard let mm = digits(2) else { throw bad("the offset must be ±HH:MM") }
        m = mm
      } else if i < scalars.count {
        guard let mm = digits(2) else { throw bad("the offset must be ±HH:MM") }
        m = mm
      }
      guard h <= 14, m < 60, h * 60 + m <= 14 * 60 else {
        throw bad("the offset must be at most 14 hours")
      }
      offset = sign * (h * 3600 + m * 60)
    } else {
      throw bad("the UTC offset is missing: end with Z or an offset such as +03:00")
    }
    guard i == scalars.count else { throw bad("unexpected text after the offset") }
    let days = Int64(date.julianDayNumber - 2_440_588)
    let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
    return seconds * 1000 + Int64(millis)
  }

  /// `2026-11-29T09:00:00Z`, or with `.sss` when the milliseconds are not zero.
  static func utc(_ ms: Int64) -> String {
    let dayMillis: Int64 = 86_400_000
    var days = ms / dayMillis
    var rest = ms % dayMillis
    if rest < 0 {
      days -= 1
      rest += dayMillis
    }
    let date = CivilDate(julianDayNumber: Int(days) + 2_440_588)
    let seconds = Int(rest / 1000)
    let frac = Int(rest % 1000)
    func pad(_ v: Int, _ n: Int) -> String {
      let s = String(v)
      return s.count >= n ? s : String(repeating: "0", count: n - s.count) + s
    }
    var text =
      "\(date)T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
    if frac != 0 { text += "." + pad(frac, 3) }
    return text + "Z"
  }

  /// The `Date` of epoch ms `ms`, such that `floor(timeIntervalSince1970 × 1000)` is `ms` again
  /// (the snapshot builder reads it that way; `ms / 1000` alone may fall just short).
  static func date(_ ms: Int64) -> Date {
    var t = Double(ms) / 1000
    var steps = 0
    while Int64((t * 1000).rounded(.down)) < ms, steps < 8 {
      t = t.nextUp
      steps += 1
    }
    return Date(timeIntervalSince1970: t)
  }

}
