import Foundation
import PrayerSnapshot

/// What the reader says about the snapshot, and how to print it.
struct WidgetView {
  let now: Instant
  let state: WidgetState
  /// The decoded snapshot, for what the state does not carry (the place, the next prayer's day).
  let snapshot: WidgetSnapshot?
  let timeline: WidgetTimeline?

  /// Decodes `data` once, as a widget does, and asks the reader.
  init(data: Data, now: Instant, taps: [WidgetTap], timeline: Bool) {
    self.now = now
    snapshot = WidgetSnapshot.decode(data)
    if let snapshot {
      state = WidgetReader.state(of: snapshot, now: now, taps: taps)
      self.timeline = timeline ? WidgetReader.timeline(of: snapshot, now: now, taps: taps) : nil
    } else {
      // Not a snapshot this reader can show: its "open the app" state, in its own words if found.
      state = WidgetReader.state(of: data, now: now, taps: taps)
      self.timeline = timeline ? WidgetReader.timeline(of: data, now: now, taps: taps) : nil
    }
  }

  /// The reader's answer for people (``WidgetStateDocument/text(state:snapshot:timeline:)``).
  func text() -> String {
    WidgetStateDocument.text(state: state, snapshot: snapshot, timeline: timeline)
  }

  /// The reader's answer as the `widget --format json` document (``WidgetStateDocument``).
  func json() -> JSONValue {
    WidgetStateDocument.json(now: now, state: state, snapshot: snapshot, timeline: timeline)
  }
}
