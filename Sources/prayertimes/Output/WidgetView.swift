import Foundation
import PrayerSnapshot

/// What the reader says about the snapshot, and how to print it.
struct WidgetView {
  let now: Int64
  let state: WidgetState
  /// The decoded snapshot, for what the state does not carry (the place, the next prayer's day).
  let snapshot: WidgetSnapshot?
  let timeline: WidgetTimeline?

  /// Decodes `data` once, as a widget does, and asks the reader.
  init(data: Data, now: Int64, taps: [WidgetTap], timeline: Bool) {
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

  // MARK: Text

  func text() -> String {
    var lines = Self.textLines(state, snapshot: snapshot)
    if let timeline {
      lines.append("")
      lines.append("Timeline: \(timeline.entries.count) entries")
      for entry in timeline.entries {
        lines.append("  \(Instant(millisecondsSince1970: entry.at).description)  " + Self.summary(entry.state))
      }
      switch timeline.reload {
      case .atEnd:
        let last = timeline.entries.last.map { Instant(millisecondsSince1970: $0.at).description } ?? "-"
        lines.append("Reload: at the end (after the last entry, \(last))")
      case .after(let at):
        lines.append("Reload: after \(Instant(millisecondsSince1970: at).description)")
      }
      lines.append(
        "Transition alarm: " + (timeline.transitionAlarm.map { Instant(millisecondsSince1970: $0).description } ?? "none"))
    }
    return lines.joined(separator: "\n")
  }

  static func textLines(_ state: WidgetState, snapshot: WidgetSnapshot?) -> [String] {
    switch state {
    case .openApp(let caption), .needsRefresh(let caption):
      return [caption]
    case .showing(let d):
      var lines: [String] = []
      if let place = snapshot?.place { lines.append(place) }
      lines.append(
        ([d.day.weekday, d.day.gregorian] + (d.day.hijri.map { [$0.label] } ?? []))
          .joined(separator: " · "))
      let sameDayNext = d.segment.next?.day == d.dayIndex ? d.segment.next?.prayer : nil
      var rows: [(marker: String, name: String, time: String, status: String)] = []
      for p in d.day.prayers {
        let marker =
          (p.id == d.current?.id ? "▶" : p.id == sameDayNext ? "▷" : " ") + (p.marked ? "✓" : " ")
        rows.append((marker, p.name, p.time, p.marked ? snapshot?.captions.prayed ?? "" : ""))
        if p.id == .fajr {
          rows.append(("  ", d.day.sunrise.name, d.day.sunrise.time, ""))
        }
      }
      if let n = d.segment.next, n.day != d.dayIndex, let next = d.next {
        let weekday = snapshot.flatMap { $0.days.indices.contains(n.day) ? $0.days[n.day] : nil }
        rows.append(
          ("▷" + (next.marked ? "✓" : " "), next.name, next.time, weekday?.weekday ?? ""))
      }
      let nameWidth = rows.map(\.name.count).max() ?? 0
      let timeWidth = rows.map(\.time.count).max() ?? 0
      for row in rows {
        var line = "  \(row.marker) " + HelpText.pad(row.name, nameWidth) + "  " + row.time
        if !row.status.isEmpty {
          line =
            "  \(row.marker) " + HelpText.pad(row.name, nameWidth) + "  "
            + HelpText.pad(row.time, timeWidth) + "  " + row.status
        }
        lines.append(line)
      }
      if let current = d.current, let captions = snapshot?.captions {
        lines.append("  [" + (current.marked ? captions.unmark : captions.markPrayed) + "]")
      }
      switch d.countdown {
      case .strong(let caption, _, let text):
        lines.append("Countdown (strong, with seconds): \(caption) \(text)")
      case .calm(let caption, _, let text):
        lines.append("Countdown (calm): \(caption) \(text)")
      case .none:
        lines.append("Countdown: none")
      }
      return lines
    }
  }

  /// One line for a timeline entry.
  static func summary(_ state: WidgetState) -> String {
    switch state {
    case .openApp(let caption): return "openApp  \(caption)"
    case .needsRefresh(let caption): return "needsRefresh  \(caption)"
    case .showing(let d):
      var next = "-"
      if let n = d.segment.next {
        next = n.prayer.rawValue + (n.day == d.dayIndex ? "" : " (day \(n.day))")
      }
      var line = "day \(d.dayIndex)  \(d.current?.id.rawValue ?? "-") → \(next)  "
      switch d.countdown {
      case .strong(let caption, _, let text): line += "strong  \(caption) \(text)"
      case .calm(let caption, _, let text): line += "calm  \(caption) \(text)"
      case .none: line += "none"
      }
      return line
    }
  }

  /// The reader's answer as the `widget --format json` document (``WidgetStateDocument``).
  func json() -> JSONValue {
    WidgetStateDocument.json(now: now, state: state, snapshot: snapshot, timeline: timeline)
  }
}
