import Astro
import Foundation
import PrayerSnapshot

/// `--format csv`: RFC 4180 (CRLF line ends, a header row, fields quoted only when they hold a
/// comma, a quote or a line break), one row per day, for programs: ASCII digits, 24-hour local
/// times.
///
///     date,weekday,hijri,imsak,fajr,sunrise,dhuha,dhuhr,asr,sunset,maghrib,isha,midnight,firstThird,lastThird,estimated
///     2026-11-29,Sun,1448-06-19,05:09,05:19,06:39,07:02,11:58,14:58,17:18,17:18,18:48,23:38,21:31,01:46,
///
/// Times are the local wall-clock `HH:mm` of the zone (`HH:mm:ss.SSS` with `--rounding none`),
/// the same clock as the JSON's times; a time on the day after the row's date (midnight, the last
/// third) is still written `HH:mm` — the JSON has the full date. An event that does not happen
/// is an empty cell; `estimated` lists the kinds that come from a high-latitude rule or a polar
/// resolution, separated by spaces.
enum CSVRenderer {
  static let kinds = Timetable.jsonKinds

  /// The main timetable.
  static func render(_ t: Timetable) -> String {
    let header = ["date", "weekday", "hijri"] + kinds.map(\.rawValue) + ["estimated"]
    let rows = t.days.map { day in
      [day.date.description, TableRenderer.weekday(day.date), hijri(day)]
        + kinds.map { time(day.times[$0], t) }
        + [estimated(day, kinds: kinds, names: [:])]
    }
    return document([header] + rows)
  }

  /// The Ramadan columns: Maghrib is `iftar`.
  static let ramadanKinds: [TimeKind] = [.imsak, .fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

  /// The Ramadan timetable (imsakiye): the day of Ramadan first.
  static func renderRamadan(_ t: Timetable) -> String {
    let names: [TimeKind: String] = [.maghrib: "iftar"]
    let header =
      ["ramadanDay", "date", "weekday", "hijri"] + ramadanKinds.map { names[$0] ?? $0.rawValue }
      + ["estimated"]
    let rows = t.days.map { day in
      [day.hijri.map { String($0.date.day) } ?? "", day.date.description,
       TableRenderer.weekday(day.date), hijri(day)]
        + ramadanKinds.map { time(day.times[$0], t) }
        + [estimated(day, kinds: ramadanKinds, names: names)]
    }
    return document([header] + rows)
  }

  static func hijri(_ day: Timetable.Day) -> String { day.hijri?.date.description ?? "" }

  /// `HH:mm` or `HH:mm:ss.SSS` local time, empty for an event that does not happen.
  static func time(_ time: PrayerTime, _ t: Timetable) -> String {
    guard case .at(let instant, _) = time else { return "" }
    let milliseconds = t.parameters.rounding == .none
    let iso = LocalClock.iso8601(instant, in: t.zone.timeZone, milliseconds: milliseconds)
    // 2026-11-29T05:19:00+03:00 → 05:19; 2026-11-29T05:19:12.345+03:00 → 05:19:12.345
    let start = iso.index(iso.startIndex, offsetBy: 11)
    return String(iso[start..<iso.index(start, offsetBy: milliseconds ? 12 : 5)])
  }

  static func estimated(_ day: Timetable.Day, kinds: [TimeKind], names: [TimeKind: String]) -> String {
    day.times.estimatedKinds.filter { kinds.contains($0) }.map { names[$0] ?? $0.rawValue }
      .joined(separator: " ")
  }

  /// The rows as RFC 4180 text, every line ended by CRLF.
  static func document(_ rows: [[String]]) -> String {
    rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// A field, quoted when it holds a comma, a quote or a line break (quotes doubled).
  static func field(_ s: String) -> String {
    guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return s }
    return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
