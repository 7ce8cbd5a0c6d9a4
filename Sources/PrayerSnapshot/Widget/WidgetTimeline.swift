import Astro
import Foundation

/// How the widget should ask for its next timeline.
public enum WidgetReload: Sendable, Hashable {
  /// When the last entry is reached.
  case atEnd
  /// At this instant.
  case after(Instant)
}

/// The timeline a widget hands to the system.
public struct WidgetTimeline: Sendable, Hashable {
  /// The entries: when each state becomes current.
  public let entries: [(at: Instant, state: WidgetState)]
  /// When to ask for the next timeline.
  public let reload: WidgetReload
  /// For platforms that redraw on an alarm: one second after the next segment boundary.
  public let transitionAlarm: Instant?

  public static func == (a: WidgetTimeline, b: WidgetTimeline) -> Bool {
    a.reload == b.reload && a.transitionAlarm == b.transitionAlarm
      && a.entries.count == b.entries.count
      && zip(a.entries, b.entries).allSatisfy { $0.at == $1.at && $0.state == $1.state }
  }

  public func hash(into h: inout Hasher) {
    h.combine(entries.count)
    h.combine(reload)
  }
}
