import Astro

/// Where a moment stands in the prayers: the prayer whose time it is, when that time ends, the
/// next prayer and the time left until it.
///
///     let status = istanbul.status(at: .now)
///     status.current?.kind       // .asr (nil between sunrise and Dhuhr)
///     status.next?.kind          // .maghrib
///     status.secondsLeft         // until Maghrib
///
/// Fajr's time ends at sunrise; every other prayer's at the start of the next (Isha's at the
/// next day's Fajr). Times that do not happen (polar days left unresolved) are skipped.
public struct PrayerStatus: Sendable, Hashable {
  /// The moment.
  public let instant: Instant
  /// The prayer whose time it is; `nil` between sunrise and Dhuhr (and where no prayer's time
  /// has begun, at the poles).
  public let current: Timetable.Time?
  /// When the current prayer's time ends.
  public let currentEnds: Instant?
  /// The next prayer to begin; `nil` only when none begins within two days (polar days left
  /// unresolved).
  public let next: Timetable.Time?

  /// Seconds until ``next`` begins.
  public var secondsLeft: Double? { next?.instant.map { instant.seconds(to: $0) } }

  /// The status at `instant` among the times of `days` (consecutive, in order).
  init(at instant: Instant, days: [Timetable.Day]) {
    self.instant = instant
    let times = days.flatMap { day in TimeKind.daily.map { day[$0] } }.filter { $0.instant != nil }
    // The last time begun, and the first prayer after the moment.
    let begun = times.lastIndex { $0.instant! <= instant }
    if let begun, times[begun].kind != .sunrise {
      current = times[begun]
      currentEnds = times.indices.contains(begun + 1) ? times[begun + 1].instant : nil
    } else {
      current = nil
      currentEnds = nil
    }
    next = times.first { $0.kind != .sunrise && $0.instant! > instant }
  }
}
