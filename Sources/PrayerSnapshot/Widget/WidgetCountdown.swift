import Astro
import Foundation

/// The two countdowns, which differ in words as well as in style.
public enum WidgetCountdown: Sendable, Hashable {
  /// The current prayer is not marked: its time runs out. Strong style, with seconds.
  /// `range` is clamped so that it never runs backwards (`min(now, end)...end`); `text` is the
  /// clock at the moment (`0:12:30`).
  case strong(caption: String, range: ClosedRange<Instant>, text: String)
  /// The current prayer is marked, or there is none: the next prayer's start. Calm style, hours and
  /// minutes only; `text` is the snapshot's value for the whole minutes left.
  case calm(caption: String, range: ClosedRange<Instant>, text: String)
  /// Nothing to count down to (the last stretch before the horizon, no next prayer).
  case none

  /// The range as Foundation dates, for a system-drawn timer (`Text(timerInterval:)`); `nil`
  /// for ``none``.
  public var dates: ClosedRange<Date>? {
    switch self {
    case .strong(_, let r, _), .calm(_, let r, _): return r.lowerBound.date...r.upperBound.date
    case .none: return nil
    }
  }
}
