import Astro
import Foundation

/// The wall clock of a time zone: the local date and time of an instant, the offset in force,
/// ISO 8601 with that offset, the offset at local noon that picks a date's solar day, and the
/// instant a local day begins. Every layer above the kernel asks this one service.
///
///     let clock = LocalClock(try ZoneSpec(parsing: "Europe/Istanbul"))
///     clock.today()                                        // 2026-12-01
///     clock.hourMinute(fajr)                               // "06:32"
///     clock.iso8601(fajr)                                  // "2026-12-01T06:32:00+03:00"
///     clock.utcOffsetAtNoon(of: date)                      // 10800
///
/// With `covering:` the zone's offsets over that span are read from Foundation once
/// (``ZoneOffsets``), so that a year of many places asks Foundation a few times instead of for
/// every time; the answers are the same.
public struct LocalClock: Sendable {
  /// The zone.
  public let zone: ZoneSpec
  /// The zone's offsets over a span, when read ahead.
  private let offsets: ZoneOffsets?

  /// The clock of `zone`.
  public init(_ zone: ZoneSpec) {
    self.zone = zone
    offsets = nil
  }

  /// The clock of `zone` with its offsets read once for `dates` (and a few days around them).
  public init(_ zone: ZoneSpec, covering dates: ClosedRange<CivilDate>) {
    self.zone = zone
    offsets = ZoneOffsets(zone: zone.timeZone, dates: dates)
  }

  /// The zone's offset from UTC in force at `instant`, in seconds.
  public func offset(at instant: Instant) -> Int {
    if let offsets { return offsets.offsetSeconds(atUTCMillis: Int(instant.millisecondsSince1970)) }
    return zone.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant.secondsSince1970))
  }

  /// The zone's offset from UTC, in seconds, at 12:00 local time on `date`: it picks the solar
  /// day of the date (see `PrayerTimes`) and the minutes the times are rounded to.
  public func utcOffsetAtNoon(of date: CivilDate) -> Int {
    let noonAsUTC = Instant(millisecondsSince1970: (Int64(date.daysSince1970) * 86_400 + 43_200) * 1000)
    let first = offset(at: noonAsUTC)
    return offset(at: noonAsUTC.adding(milliseconds: -Int64(first) * 1000))
  }

  /// Milliseconds since 1970-01-01T00:00 on the local clock at `instant`, and the offset in
  /// force then (seconds).
  public func localMilliseconds(_ instant: Instant) -> (milliseconds: Int64, offset: Int) {
    let offset = offset(at: instant)
    return (instant.millisecondsSince1970 &+ Int64(offset) * 1000, offset)
  }

  /// The local date at `instant`.
  public func date(of instant: Instant) -> CivilDate {
    ISO8601.dayAndMilliseconds(localMilliseconds(instant).milliseconds).0
  }

  /// Today's local date (`now` defaults to the clock's).
  public func today(now: Instant = .now) -> CivilDate { date(of: now) }

  /// The local time of day at `instant`.
  public func time(of instant: Instant) -> LocalTime {
    let (local, offset) = localMilliseconds(instant)
    let (date, ms) = ISO8601.dayAndMilliseconds(local)
    return LocalTime(date: date, millisecondsOfDay: ms, utcOffsetSeconds: offset)
  }

  /// ISO 8601 local time with the offset in force: `2026-11-29T05:31:00+03:00`; with
  /// `milliseconds`, `2026-11-29T05:31:12.345+03:00`.
  public func iso8601(_ instant: Instant, milliseconds: Bool = false) -> String {
    let (local, offset) = localMilliseconds(instant)
    return ISO8601.local(localMilliseconds: local, offset: offset, milliseconds: milliseconds)
  }

  /// `HH:mm` on the 24-hour clock (the minute the instant is in).
  public func hourMinute(_ instant: Instant) -> String {
    let t = time(of: instant)
    return "\(pad2(t.hour)):\(pad2(t.minute))"
  }

  /// The first instant of the local `date`: its 00:00, or where the clocks skip midnight, the
  /// first instant after the jump.
  public func startOfDay(_ date: CivilDate) -> Instant {
    let utcMidnight = Instant(millisecondsSince1970: Int64(date.daysSince1970) * 86_400_000)
    let guess = utcMidnight.adding(milliseconds: -Int64(offset(at: utcMidnight)) * 1000)
    let midnight = utcMidnight.adding(milliseconds: -Int64(offset(at: guess)) * 1000)
    let t = time(of: midnight)
    if t.date == date, t.millisecondsOfDay == 0 { return midnight }
    // No 00:00 that day: the first millisecond whose local date is `date`.
    var low = utcMidnight.adding(milliseconds: -15 * 3_600_000)  // before the date everywhere
    var high = utcMidnight.adding(milliseconds: 15 * 3_600_000)  // on or after it everywhere
    while low.milliseconds(to: high) > 1 {
      let middle = low.adding(milliseconds: low.milliseconds(to: high) / 2)
      if self.date(of: middle) < date { low = middle } else { high = middle }
    }
    return high
  }
}
