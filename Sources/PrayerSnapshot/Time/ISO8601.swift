import Astro

/// ISO 8601 instants with a UTC offset, read and written the same way everywhere: `--now`, the
/// taps and marks files, JSON documents, iCalendar stamps.
///
/// Read: `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or an offset `±HH:MM`, `±HHMM` or `±HH`
/// (at most 14 hours); fractions below the millisecond are dropped; years 1…9999.
/// Written: UTC (`2026-11-29T09:00:00Z`) or local with the offset in force
/// (`2026-11-29T12:00:00+03:00`, ``LocalClock/iso8601(_:milliseconds:)``).
public enum ISO8601: Sendable {
  /// The example messages give.
  public static let example = "2026-11-29T09:00:00Z or 2026-11-29T12:00:00+03:00"

  /// The instant `text` names, or an error saying what is wrong with it.
  public static func parse(_ text: String) throws(ISO8601Error) -> Instant {
    func bad(_ why: String? = nil) -> ISO8601Error { ISO8601Error(text: text, reason: why) }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 16, scalars[10] == "T" || scalars[10] == "t" else { throw bad() }
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
    let clock = "the time must be HH:MM or HH:MM:SS"
    guard let hour = digits(2), take(":"), let minute = digits(2) else { throw bad(clock) }
    var second = 0
    var millis = 0
    if take(":") {
      guard let s = digits(2) else { throw bad(clock) }
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
      let form = "the offset must be ±HH:MM"
      guard let h = digits(2) else { throw bad(form) }
      var m = 0
      if take(":") {
        guard let mm = digits(2) else { throw bad(form) }
        m = mm
      } else if i < scalars.count {
        guard let mm = digits(2) else { throw bad(form) }
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
    let seconds =
      Int64(date.daysSince1970) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
    return Instant(millisecondsSince1970: seconds * 1000 + Int64(millis))
  }

  /// `2026-11-29T09:00:00Z`, with `.sss` when the milliseconds are not zero.
  public static func utc(_ instant: Instant) -> String {
    let (date, ms) = dayAndMilliseconds(instant.millisecondsSince1970)
    return "\(date)T" + clockText(ms, milliseconds: ms % 1000 != 0) + "Z"
  }

  /// `2026-11-29T05:31:00+03:00` for local milliseconds since 1970 (local) and an offset.
  static func local(localMilliseconds: Int64, offset: Int, milliseconds: Bool) -> String {
    let (date, ms) = dayAndMilliseconds(localMilliseconds)
    return "\(date)T" + clockText(ms, milliseconds: milliseconds) + ZoneSpec.formatOffset(offset)
  }

  /// The date and the milliseconds into it of a count of milliseconds since 1970 (floor).
  static func dayAndMilliseconds(_ ms: Int64) -> (CivilDate, Int) {
    let day: Int64 = 86_400_000
    var days = ms / day
    var rest = ms % day
    if rest < 0 {
      days -= 1
      rest += day
    }
    return (CivilDate(daysSince1970: Int(days)), Int(rest))
  }

  /// `HH:MM:SS`, or `HH:MM:SS.sss`.
  static func clockText(_ msOfDay: Int, milliseconds: Bool) -> String {
    let s = msOfDay / 1000
    var text = "\(pad2(s / 3600)):\(pad2(s / 60 % 60)):\(pad2(s % 60))"
    if milliseconds {
      let frac = msOfDay % 1000
      text += "." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + String(frac)
    }
    return text
  }
}

/// Why a text is not an ISO 8601 instant: the text and, when it can be said, what is wrong.
public struct ISO8601Error: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text that was read.
  public let text: String
  /// What is wrong with it (`nil`: not the shape at all).
  public let reason: String?

  /// "needs an ISO 8601 time with a UTC offset, e.g. …, got '…' (reason)": the option or field
  /// that was read goes before it.
  public var description: String {
    "needs an ISO 8601 time with a UTC offset, e.g. \(ISO8601.example), got '\(text)'"
      + (reason.map { " (\($0))" } ?? "")
  }
}
