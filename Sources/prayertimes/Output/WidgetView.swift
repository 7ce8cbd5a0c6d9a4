import Foundation
import PrayerSnapshot

/// What the reader says about the snapshot, and how to print it.
struct WidgetView {
  let now: Int64
  let state: WidgetState
  /// The decoded snapshot, for what the state does not carry (the place, the next prayer's day).
  let snapshot: WidgetSnapshot?
  let timeline: Plan?

  /// A timeline: the reader's, or the one-entry plan of a snapshot treated as damaged.
  struct Plan {
    let entries: [(at: Int64, state: WidgetState)]
    let reload: WidgetReload
    let transitionAlarm: Int64?
  }

  /// Decodes `data` once, as a widget does, and asks the reader.
  init(data: Data, now: Int64, taps: [WidgetTap], timeline: Bool) {
    self.now = now
    snapshot = WidgetSnapshot.decode(data)
    let plan: WidgetTimeline?
    if let snapshot {
      state = WidgetReader.state(of: snapshot, now: now, taps: taps)
      plan = timeline ? WidgetReader.timeline(of: snapshot, now: now, taps: taps) : nil
    } else {
      // Not a snapshot this reader can show: its "open the app" state, in its own words if found.
      state = WidgetReader.state(of: data, now: now, taps: taps)
      plan = timeline ? WidgetReader.timeline(of: data, now: now, taps: taps) : nil
    }
    self.timeline = plan.map { Plan(entries: $0.entries, reload: $0.reload, transitionAlarm: $0.transitionAlarm) }
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

  // MARK: JSON

  func json() -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("schemaVersion", .number(1)), ("now", Self.number(now)), ("nowUTC", .string(Instant(millisecondsSince1970: now).description)),
    ]
    members += Self.stateMembers(state, snapshot: snapshot, full: true)
    if let timeline {
      let reload: JSONValue
      switch timeline.reload {
      case .atEnd: reload = .object([("kind", .string("atEnd"))])
      case .after(let at):
        reload = .object([
          ("kind", .string("after")), ("at", Self.number(at)), ("utc", .string(Instant(millisecondsSince1970: at).description)),
        ])
      }
      members.append(
        (
          "timeline",
          .object([
            (
              "entries",
              .array(
                timeline.entries.map { entry in
                  .object(
                    [("at", Self.number(entry.at)), ("utc", .string(Instant(millisecondsSince1970: entry.at).description))]
                      + Self.stateMembers(entry.state, snapshot: snapshot, full: false))
                })
            ),
            ("reload", reload),
            (
              "transitionAlarm",
              timeline.transitionAlarm.map {
                .object([("at", Self.number($0)), ("utc", .string(Instant(millisecondsSince1970: $0).description))])
              } ?? .null
            ),
          ])
        ))
    }
    return .object(members)
  }

  static func number(_ v: Int64) -> JSONValue { .number(Double(v)) }

  static func string(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }

  /// The members describing a state; `full` adds the day's strings and prayers.
  static func stateMembers(_ state: WidgetState, snapshot: WidgetSnapshot?, full: Bool)
    -> [(String, JSONValue)]
  {
    switch state {
    case .openApp(let caption):
      return [("state", .string("openApp")), ("caption", .string(caption))]
    case .needsRefresh(let caption):
      return [("state", .string("needsRefresh")), ("caption", .string(caption))]
    case .showing(let d):
      var members: [(String, JSONValue)] = [
        ("state", .string("showing")), ("dayIndex", .number(Double(d.dayIndex))),
      ]
      if full {
        members += [
          ("date", .string(d.day.date)), ("weekday", .string(d.day.weekday)),
          ("gregorian", .string(d.day.gregorian)), ("hijri", string(d.day.hijri?.label)),
          ("place", string(snapshot?.place)),
        ]
      }
      members += [
        ("current", string(d.current?.id.rawValue)),
        ("next", string(d.segment.next?.prayer.rawValue)),
        ("nextDayIndex", d.segment.next.map { .number(Double($0.day)) } ?? .null),
      ]
      if full {
        let sameDayNext = d.segment.next?.day == d.dayIndex ? d.segment.next?.prayer : nil
        members.append(
          (
            "sunrise",
            .object([
              ("name", .string(d.day.sunrise.name)), ("time", .string(d.day.sunrise.time)),
              ("at", number(d.day.sunrise.at)),
            ])
          ))
        members.append(
          (
            "prayers",
            .array(
              d.day.prayers.map { p in
                .object([
                  ("id", .string(p.id.rawValue)), ("name", .string(p.name)),
                  ("time", .string(p.time)), ("at", number(p.at)), ("endsAt", number(p.endsAt)),
                  ("marked", .bool(p.marked)), ("current", .bool(p.id == d.current?.id)),
                  ("next", .bool(p.id == sameDayNext)),
                ])
              })
          ))
        var button: JSONValue = .null
        if let current = d.current, let captions = snapshot?.captions {
          button = .string(current.marked ? captions.unmark : captions.markPrayed)
        }
        members.append(("button", button))
      }
      let countdown: JSONValue
      switch d.countdown {
      case .strong(let caption, let range, let text), .calm(let caption, let range, let text):
        let kind: String
        if case .strong = d.countdown { kind = "strong" } else { kind = "calm" }
        countdown = .object([
          ("kind", .string(kind)), ("caption", .string(caption)), ("text", .string(text)),
          (
            "range",
            .object([("from", number(range.lowerBound)), ("to", number(range.upperBound))])
          ),
        ])
      case .none:
        countdown = .object([("kind", .string("none"))])
      }
      members.append(("countdown", countdown))
      return members
    }
  }
}
