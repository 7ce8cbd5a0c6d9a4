import Astro

/// A timetable as RFC 4180 CSV (``CSV``): one row per day, for programs — ASCII digits, 24-hour
/// local times.
///
///     date,weekday,hijri,imsak,fajr,sunrise,dhuha,dhuhr,asr,sunset,maghrib,isha,midnight,firstThird,lastThird,estimated
///     2026-11-29,Sun,1448-06-19,05:09,05:19,06:39,07:02,11:58,14:58,17:18,17:18,18:48,23:38,21:31,01:46,
///
/// Times are the local wall-clock `HH:mm` of the zone (`HH:mm:ss.SSS` when rounding is off), the
/// same clock as the JSON's times; a time on the day after the row's date (midnight, the last
/// third) is still written `HH:mm` — the JSON has the full date. An event that does not happen
/// is an empty cell; `estimated` lists the kinds that come from a high-latitude rule or a polar
/// resolution, separated by spaces. A Ramadan timetable (``Timetable/ramadan``) starts each row
/// with the day of Ramadan and calls Maghrib `iftar`.
public enum TimetableCSV: Sendable {
  /// The columns of times of an ordinary timetable.
  public static let kinds = Timetable.jsonKinds
  /// The columns of times of a Ramadan timetable.
  public static let ramadanKinds: [TimeKind] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

  /// The CSV of `t`: the imsakiye columns when `ramadan` (by default, when `t` was made for a
  /// Ramadan).
  public static func render(_ t: Timetable, ramadan: Bool? = nil) -> String {
    let isRamadan = ramadan ?? (t.ramadan != nil)
    let names: [TimeKind: String] = isRamadan ? [.maghrib: "iftar"] : [:]
    let kinds = isRamadan ? ramadanKinds : self.kinds
    let milliseconds = t.parameters.rounding == .none
    func time(_ day: Timetable.Day, _ kind: TimeKind) -> String {
      guard let local = day[kind].local else { return "" }
      let text = ISO8601.clockText(local.millisecondsOfDay, milliseconds: milliseconds)
      return milliseconds ? text : String(text.prefix(5))
    }
    let header =
      (isRamadan ? ["ramadanDay"] : []) + ["date", "weekday", "hijri"]
      + kinds.map { names[$0] ?? $0.rawValue } + ["estimated"]
    let rows = t.days.map { day in
      (isRamadan ? [day.hijri.map { String($0.date.day) } ?? ""] : [])
        + [day.date.description, day.date.weekdayAbbreviation, day.hijri?.date.description ?? ""]
        + kinds.map { time(day, $0) }
        + [day.times.estimatedKinds.filter { kinds.contains($0) }.map { names[$0] ?? $0.rawValue }
          .joined(separator: " ")]
    }
    return CSV.document([header] + rows)
  }
}

extension CivilDate {
  /// `Mon` … `Sun`: the English abbreviation programs and the compact table use.
  public var weekdayAbbreviation: String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][isoWeekday - 1]
  }
}
