import Foundation

/// The reader's answer at a moment as a JSON document: the state (the day, its prayers with the
/// taps laid over them, the current and next prayer, the countdown) and the timeline — what
/// `prayertimes widget --format json` prints, for tests and for other platforms' readers to
/// compare with.
public enum WidgetStateDocument: Sendable {
  /// The version of the document's schema.
  public static let schemaVersion = 1

  /// `{"schemaVersion", "now", "nowUTC", "state": "showing"|"openApp"|"needsRefresh", …,
  /// "timeline": {…}}` (docs/formats.md): what the reader says at `now`, with the day's strings
  /// and prayers, and the timeline when asked for.
  public static func json(
    now: Instant, state: WidgetState, snapshot: WidgetSnapshot?, timeline: WidgetTimeline?
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("schemaVersion", .number(Double(schemaVersion))), ("now", Self.number(now)), ("nowUTC", .string(utc(now))),
    ]
    members += Self.stateMembers(state, snapshot: snapshot, full: true)
    if let timeline {
      let reload: JSONValue
      switch timeline.reload {
      case .atEnd: reload = .object([("kind", .string("atEnd"))])
      case .after(let at):
        reload = .object([
          ("kind", .string("after")), ("at", Self.number(at)), ("utc", .string(utc(at))),
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
                    [("at", Self.number(entry.at)), ("utc", .string(utc(entry.at)))]
                      + Self.stateMembers(entry.state, snapshot: snapshot, full: false))
                })
            ),
            ("reload", reload),
            (
              "transitionAlarm",
              timeline.transitionAlarm.map {
                .object([("at", Self.number($0)), ("utc", .string(utc($0)))])
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
        if let civil = d.day.civil { members.append(("civil", .string(civil.label))) }
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

  static func utc(_ ms: Int64) -> String { Instant(millisecondsSince1970: ms).description }
  static func utc(_ t: Instant) -> String { t.description }
  static func number(_ t: Instant) -> JSONValue { number(t.millisecondsSince1970) }

  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }

  /// What the widget shows, for people: the caption alone for "open the app" and "needs a
  /// refresh"; else the place, the day's dates, one line per prayer (and sunrise) marked `▶`
  /// current, `▷` next, `✓` prayed, the button and the countdown; with a timeline, its entries,
  /// when to reload and the transition alarm. Every word is the snapshot's.
  public static func text(state: WidgetState, snapshot: WidgetSnapshot?, timeline: WidgetTimeline?) -> String {
    var lines = textLines(state, snapshot: snapshot)
    if let timeline {
      lines.append("")
      lines.append("Timeline: \(timeline.entries.count) entries")
      for entry in timeline.entries {
        lines.append("  \(utc(entry.at))  " + summary(entry.state))
      }
      switch timeline.reload {
      case .atEnd:
        let last = timeline.entries.last.map { utc($0.at) } ?? "-"
        lines.append("Reload: at the end (after the last entry, \(last))")
      case .after(let at):
        lines.append("Reload: after \(utc(at))")
      }
      lines.append(
        "Transition alarm: " + (timeline.transitionAlarm.map { utc($0) } ?? "none"))
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
        ([d.day.weekday, d.day.civil?.label ?? d.day.gregorian] + (d.day.hijri.map { [$0.label] } ?? []))
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
        var line = "  \(row.marker) " + pad(row.name, nameWidth) + "  " + row.time
        if !row.status.isEmpty {
          line =
            "  \(row.marker) " + pad(row.name, nameWidth) + "  "
            + pad(row.time, timeWidth) + "  " + row.status
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
}
