import Astro
import Foundation
import Hijri

/// Turning instants into local wall-clock text.
public enum LocalClock: Sendable {
  /// The civil date of a count of local seconds since 1970-01-01T00:00 local.
  static func date(ofLocalSeconds local: Double) -> CivilDate {
    let days = Int((local / 86_400).rounded(.down))
    return CivilDate(julianDayNumber: days + 2_440_588)
  }

  /// ISO 8601 local time with the zone's offset at that instant, e.g.
  /// `2026-11-29T05:31:00+03:00`; with `milliseconds`, `2026-11-29T05:31:12.345+03:00`.
  public static func iso8601(_ instant: JulianDate, in zone: TimeZone, milliseconds: Bool) -> String {
    let (localMillis, offset) = settled(instant, in: zone)
    let dayMillis = 86_400_000
    let days = localMillis >= 0 ? localMillis / dayMillis : -((-localMillis + dayMillis - 1) / dayMillis)
    let ms = localMillis - days * dayMillis
    let date = CivilDate(julianDayNumber: days + 2_440_588)
    let seconds = ms / 1000
    var text =
      "\(date)T\(pad2(seconds / 3600)):\(pad2(seconds / 60 % 60)):\(pad2(seconds % 60))"
    if milliseconds {
      let frac = ms % 1000
      text += "." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + String(frac)
    }
    return text + ZoneSpec.formatOffset(offset)
  }

  /// `HH:mm` in the zone (24-hour clock).
  public static func hourMinute(_ instant: JulianDate, in zone: TimeZone) -> String {
    let (localMillis, _) = settled(instant, in: zone)
    let local = localMillis >= 0 ? localMillis / 1000 : -((-localMillis + 999) / 1000)
    let s = ((local % 86_400) + 86_400) % 86_400
    return "\(pad2(s / 3600)):\(pad2(s / 60 % 60))"
  }

  /// The local date of an instant in the zone.
  public static func date(of instant: JulianDate, in zone: TimeZone) -> CivilDate {
    let (localMillis, _) = settled(instant, in: zone)
    return date(ofLocalSeconds: Double(localMillis) / 1000)
  }

  /// The instant as whole local milliseconds since 1970-01-01T00:00 local, and the zone's offset
  /// in seconds. Instants carry about 40 µs of binary noise, so the instant is settled to the
  /// millisecond first, and the offset is the one in force at that millisecond: a time that is
  /// meant to be 01:00:00 UTC on a change day must not take the offset of the instant before.
  static func settled(_ instant: JulianDate, in zone: TimeZone) -> (localMillis: Int, offset: Int) {
    let utcMillis = Int((instant.secondsSince1970 * 1000).rounded())
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcMillis) / 1000))
    return (utcMillis + offset * 1000, offset)
  }
}
