import Astro

/// The Moon reports' times for people: `2026-02-17 15:01 +03:00`, `15:01`, `3 d 4 h 12 min`
/// (the instant to the second, then to the nearest minute without leaving its day).
enum SkyTime {
  /// The local time of `t`, to the second.
  static func local(_ t: JulianDate, _ clock: LocalClock) -> LocalTime {
    clock.time(of: Instant(millisecondsSince1970: Int64(t.secondsSince1970.rounded()) * 1000))
  }

  /// `15:01`.
  static func clock(_ t: JulianDate, _ clock: LocalClock) -> String {
    let s = min(local(t, clock).millisecondsOfDay / 1000 + 30, 86_399)
    return "\(zeroPadded(s / 3600, 2)):\(zeroPadded(s / 60 % 60, 2))"
  }

  /// `2026-02-17 15:01 +03:00`.
  static func text(_ t: JulianDate, _ clock: LocalClock) -> String {
    let l = local(t, clock)
    return "\(l.date) \(self.clock(t, clock)) \(ZoneSpec.formatOffset(l.utcOffsetSeconds))"
  }

  /// `3 d 4 h 12 min`.
  static func duration(_ seconds: Double) -> String {
    let m = Int((abs(seconds) / 60).rounded())
    return (seconds < 0 ? "-" : "") + "\(m / 1440) d \(m / 60 % 24) h \(m % 60) min"
  }

}
