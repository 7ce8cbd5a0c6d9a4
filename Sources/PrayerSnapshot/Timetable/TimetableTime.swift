import Astro
import Foundation

extension Timetable {
  /// One time of a day: the kernel's value (an instant and how it was obtained, or why it does
  /// not happen), the instant settled to the millisecond, and its text on the local clock.
  ///
  ///     let fajr = day[.fajr]
  ///     fajr.date          // Date? — nil when the time does not happen (then `value` says why)
  ///     fajr.clock         // "06:32", or "--:--"
  public struct Time: Sendable, Hashable {
    /// Which time.
    public let kind: TimeKind
    /// The kernel's value: ``PrayerTime/at(_:_:)`` with its origin, or the reason there is none.
    public let value: PrayerTime
    /// The instant, when the time happens.
    public let instant: Instant?
    /// The local date, time of day and offset, when the time happens (the date may be the row's
    /// neighbour at high latitudes: an Isha after midnight).
    public let local: LocalTime?

    init(kind: TimeKind, value: PrayerTime, clock: LocalClock) {
      self.kind = kind
      self.value = value
      instant = Instant(value)
      local = instant.map(clock.time(of:))
    }

    /// When the time happens, as a Foundation `Date`.
    public var date: Date? { instant?.date }

    /// `HH:mm` on the 24-hour local clock, or `--:--` when the time does not happen.
    public var clock: String {
      guard let local else { return "--:--" }
      return "\(pad2(local.hour)):\(pad2(local.minute))"
    }

    /// Whether the time comes from a high-latitude rule or a polar resolution, not the sky.
    public var isEstimated: Bool { value.isEstimated }
  }
}
