import Astro
import Foundation
import PrayerSnapshot

/// Time formatting in a zone.
enum SkyTime {
  static func offset(_ t: JulianDate, _ zone: ZoneSpec) -> Int {
    zone.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t.secondsSince1970))
  }

  static func offsetText(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let a = abs(seconds) / 60
    return String(format: "%@%02d:%02d", sign, a / 60, a % 60)
  }

  /// The local date and seconds into the day of `t`.
  static func local(_ t: JulianDate, _ zone: ZoneSpec) -> (CivilDate, Int, Int) {
    let off = offset(t, zone)
    let s = Int((t.secondsSince1970 + Double(off)).rounded())
    let day = Int((Double(s) / 86_400).rounded(.down))
    return (CivilDate(julianDayNumber: day + 2_440_588), s - day * 86_400, off)
  }

  /// `2026-02-17T15:01:09+03:00`.
  static func iso(_ t: JulianDate, _ zone: ZoneSpec) -> String {
    let (d, s, off) = local(t, zone)
    return String(format: "%@T%02d:%02d:%02d%@", d.description, s / 3600, s / 60 % 60, s % 60, offsetText(off))
  }

  /// `2026-02-17 15:01 +03:00`.
  static func text(_ t: JulianDate, _ zone: ZoneSpec) -> String {
    let (d, s0, off) = local(t, zone)
    let s = min(s0 + 30, 86_399)  // round to the minute without leaving the day
    return String(format: "%@ %02d:%02d %@", d.description, s / 3600, s / 60 % 60, offsetText(off))
  }

  /// `15:01`.
  static func clock(_ t: JulianDate, _ zone: ZoneSpec) -> String {
    let (_, s0, _) = local(t, zone)
    let s = min(s0 + 30, 86_399)
    return String(format: "%02d:%02d", s / 3600, s / 60 % 60)
  }

  /// The instant the local day `date` begins (the zone's offset at that day's UTC noon).
  static func startOfDay(_ date: CivilDate, _ zone: ZoneSpec) -> JulianDate {
    let utc0 = JulianDate(Double(date.julianDayNumber) - 0.5)
    let off = offset(utc0.adding(seconds: 43_200), zone)
    return utc0.adding(seconds: -Double(off))
  }

  /// The day of `now` in the zone.
  static func today(_ zone: ZoneSpec, now: Date) -> CivilDate {
    local(JulianDate(secondsSince1970: now.timeIntervalSince1970), zone).0
  }

  /// `3 d 4 h 12 min`.
  static func duration(_ seconds: Double) -> String {
    let m = Int((abs(seconds) / 60).rounded())
    return (seconds < 0 ? "-" : "") + "\(m / 1440) d \(m / 60 % 24) h \(m % 60) min"
  }

  /// The document as JSON with sorted keys.
  static func json(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return text
  }

  static func round(_ x: Double, _ places: Int) -> Double {
    let f = pow(10, Double(places))
    return (x * f).rounded() / f
  }
}
