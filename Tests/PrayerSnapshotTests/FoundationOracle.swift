import Foundation

/// Foundation's own formatting and calendar arithmetic, used as an independent oracle for the
/// PrayerSnapshot layer (which does its own arithmetic on top of `TimeZone.secondsFromGMT`).
enum FoundationOracle {
  static let gregorian = Calendar(identifier: .gregorian)

  static func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
      fatalError("this system's time zone database lacks \(identifier)")
    }
    return zone
  }

  /// `yyyy-MM-dd'T'HH:mm:ss[.SSS]±hh:mm[:ss]` by `ISO8601DateFormatter`, whose `Z` for a zero
  /// offset is spelt `+00:00` as LocalClock does.
  static func iso8601(_ date: Date, in zone: TimeZone, milliseconds: Bool) -> String {
    let key = "\(milliseconds)|" + zone.identifier + "|\(zone.secondsFromGMT())"
    let formatter = isoFormatters[key] ?? ISO8601DateFormatter()
    if isoFormatters[key] == nil {
      formatter.timeZone = zone
      formatter.formatOptions =
        milliseconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
      isoFormatters[key] = formatter
    }
    let text = formatter.string(from: date)
    return text.hasSuffix("Z") ? String(text.dropLast()) + "+00:00" : text
  }

  /// The same text by a `DateFormatter` pattern (ICU's `xxxxx` never writes `Z`).
  static func pattern(_ date: Date, in zone: TimeZone, milliseconds: Bool) -> String {
    formatter(
      milliseconds ? "yyyy-MM-dd'T'HH:mm:ss.SSSxxxxx" : "yyyy-MM-dd'T'HH:mm:ssxxxxx", zone
    ).string(from: date)
  }

  /// `HH:mm` by a `DateFormatter`.
  static func hourMinute(_ date: Date, in zone: TimeZone) -> String {
    formatter("HH:mm", zone).string(from: date)
  }

  /// Formatters are costly to make; tests run one at a time, so a plain cache does.
  nonisolated(unsafe) private static var formatters: [String: DateFormatter] = [:]
  nonisolated(unsafe) private static var isoFormatters: [String: ISO8601DateFormatter] = [:]

  static func formatter(_ pattern: String, _ zone: TimeZone) -> DateFormatter {
    let key = pattern + "|" + zone.identifier + "|\(zone.secondsFromGMT())"
    if let cached = formatters[key] { return cached }
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.calendar = gregorian
    f.timeZone = zone
    f.dateFormat = pattern
    formatters[key] = f
    return f
  }

  /// The zone's offset at 12:00 local time on a date, by `Calendar`.
  static func offsetAtNoon(year: Int, month: Int, day: Int, in zone: TimeZone) -> Int? {
    var calendar = gregorian
    calendar.timeZone = zone
    guard
      let noon = calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: 12, minute: 0, second: 0))
    else { return nil }
    return zone.secondsFromGMT(for: noon)
  }

  /// A UTC instant from its calendar fields, by `Calendar`.
  static func utc(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
  ) -> Date {
    var calendar = gregorian
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar.date(
      from: DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
  }

  /// The daylight-saving transitions of a zone within a span, by `TimeZone`.
  static func transitions(in zone: TimeZone, from start: Date, to end: Date) -> [Date] {
    var result: [Date] = []
    var cursor = start
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end {
      result.append(next)
      cursor = next
    }
    return result
  }
}
