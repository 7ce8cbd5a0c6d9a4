import Foundation
import PrayerSnapshot

/// `prayertimes widget`: what a home-screen widget shows from a snapshot file at one moment, and
/// the timeline it would hand to the system. It reads the snapshot exactly as a widget does
/// (``WidgetReader``): bytes that are not a snapshot of a known version give the "open the app"
/// state, not an error.
enum WidgetCommand {
  static let name = "widget"

  static let usage =
    "prayertimes widget --snapshot FILE [--now ISO-8601] [--taps FILE] [--queue FILE] [--timeline] [--format text|json]"

  /// For the top-level help.
  static let synopsis = "widget --snapshot FILE [--now TIME] [--taps FILE] [--timeline]"
  static let summary = "What a widget shows from a snapshot (--format snapshot) at a moment."

  enum Format: String, CaseIterable { case text, json }

  /// A usage error (exit 2) or a file that cannot be read (exit 1).
  enum Failure: Error {
    case usage(String)
    case runtime(String)
  }

  static let help = """
    OVERVIEW: Shows what a home-screen widget displays from a snapshot at one moment, exactly as a
    widget reads it: the prayer day, its prayers, the countdown; with --timeline, the entries it
    would hand to the system.

    USAGE: \(usage)

    OPTIONS:
      --snapshot FILE         The snapshot, as written by 'prayertimes --format snapshot --out FILE'
                              ('-': standard input) (required).
      --now TIME              The moment, ISO 8601 with a UTC offset: 2026-11-29T09:00:00Z,
                              2026-11-29T12:00:00+03:00, milliseconds allowed (default: the clock's).
      --taps FILE             Taps on the widget's "I prayed" button that the app has not seen: a
                              JSON array such as [{"date":"2026-11-29","prayer":"dhuhr",
                              "at":1795950000000}] (date: the prayer day; prayer: fajr, dhuhr,
                              asr, maghrib or isha; at: epoch milliseconds). A tap counts only if
                              the prayer had started when it was made; a second tap undoes it.
      --queue FILE            The taps queue ('prayertimes taps add --queue FILE'): its pending
                              taps are laid over the day as with --taps (both may be given).
      --timeline              Also show the timeline: every planned entry, when to reload, and
                              the transition alarm.
      --format FORMAT         text or json (default: text).
      -h, --help              Show this help.

    A snapshot that cannot be decoded (damaged, or of an unknown version) is not an error: the
    widget shows its "open the app" caption, and so does this command (exit 0). Past the snapshot's
    horizon the widget shows its "needs a refresh" caption.

    Text output: the caption alone for those two states; otherwise the place (if any), the day's
    weekday, Gregorian and Hijri dates, then one line per prayer (and sunrise) with its time, marked
    '▶' current, '▷' next, '✓' prayed (with the snapshot's "Prayed" label); the button the widget
    shows; and the countdown: 'Countdown (strong, with seconds): CAPTION TEXT' while the current
    prayer is not marked, 'Countdown (calm): CAPTION TEXT' (hours and minutes) before the next one,
    or 'Countdown: none'. Every word from the snapshot is printed exactly as it is written there.
    With --timeline: 'Timeline: N entries', one line per entry, 'UTC-TIME  day I  CURRENT → NEXT
    strong|calm|none  CAPTION TEXT' ('-' for no prayer; 'NEXT (day J)' on another day) or
    'UTC-TIME  openApp|needsRefresh  CAPTION', then 'Reload: after UTC-TIME' or 'Reload: at the
    end …', and 'Transition alarm: UTC-TIME' (one second after the next change) or 'none'.

    JSON output: {"now", "nowUTC", "state": "showing"|"openApp"|"needsRefresh", "caption" (the
    latter two), or "dayIndex", "date", "weekday", "gregorian", "hijri", "place", "current",
    "next", "nextDayIndex", "sunrise", "prayers": [{"id", "name", "time", "at", "endsAt",
    "marked", "current", "next"}], "button", "countdown": {"kind": "strong"|"calm"|"none",
    "caption", "text", "range": {"from", "to"}}; with --timeline "timeline": {"entries": [{"at",
    "utc", "state", "dayIndex", "current", "next", "nextDayIndex", "countdown"} or {"at", "utc",
    "state", "caption"}], "reload": {"kind": "after", "at", "utc"} or {"kind": "atEnd"},
    "transitionAlarm": {"at", "utc"} or null}}. Times are epoch milliseconds.

    EXIT STATUS: 0 success (also for a snapshot that cannot be decoded), 1 the snapshot file cannot
    be read, 2 usage error (a bad option or taps file).
    """

  /// Runs the subcommand on its arguments (after `widget`); `nil` when help was asked for.
  static func run(_ arguments: [String], now clock: Int64) throws(Failure) -> String? {
    let scanned: ScannedArguments
    do {
      guard
        let s = try scanArguments(
          arguments, valueOptions: ["--snapshot", "--now", "--taps", "--queue", "--format"],
          flagOptions: ["--timeline"], maxPositionals: 0)
      else { return nil }
      scanned = s
    } catch {
      throw .usage(error.message)
    }
    guard let path = scanned.values["--snapshot"] else {
      throw .usage(
        "missing '--snapshot FILE' (write one with 'prayertimes --format snapshot --out FILE')")
    }
    var format = Format.text
    if let text = scanned.values["--format"] {
      guard let f = Format(rawValue: text) else {
        throw .usage(
          "the value '\(text)' is invalid for '--format': use one of "
            + Format.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
      }
      format = f
    }
    var now = clock
    if let text = scanned.values["--now"] {
      do { now = try Instant.parse(text, option: "--now") } catch { throw .usage(error.message) }
    }
    var taps: [WidgetTap] = []
    if let tapsPath = scanned.values["--taps"] {
      if tapsPath == "-", path == "-" {
        throw .usage("'--snapshot' and '--taps' cannot both read standard input ('-')")
      }
      do { taps = try readTaps(tapsPath) } catch { throw .usage(error.message) }
    }
    if let queuePath = scanned.values["--queue"] {
      // The taps queue as the widget finds it ('prayertimes taps add' fills it); a missing file
      // holds no taps.
      do {
        taps += try TapQueue(url: URL(fileURLWithPath: queuePath)).pending().taps.map(\.tap)
      } catch {
        throw .runtime(error.description)
      }
    }
    let data: Data
    do {
      data = try InputFile.bytes(path)
    } catch {
      switch error {
      case .failed(let why): throw .runtime("the snapshot file \(why)")
      }
    }
    let view = View(
      data: data, now: now, taps: taps, timeline: scanned.flags.contains("--timeline"))
    switch format {
    case .text: return view.text()
    case .json: return view.json().serialized(indent: 2)
    }
  }

  /// The taps of a `--taps` file: `[{"date": "YYYY-MM-DD", "prayer": "dhuhr", "at": ms}, …]`.
  static func readTaps(_ path: String) throws(UsageError) -> [WidgetTap] {
    try taps(InputFile.array(path, option: "--taps"), path: path)
  }

  /// The taps in the bytes of a `--taps` file read from `path` (named in the errors).
  static func taps(in data: Data, path: String) throws(UsageError) -> [WidgetTap] {
    try taps(InputFile.array(data, path: path, option: "--taps"), path: path)
  }

  /// The taps of the items of a `--taps` file.
  private static func taps(_ items: [LooseJSON], path: String) throws(UsageError) -> [WidgetTap] {
    let option = "--taps"
    var taps: [WidgetTap] = []
    for (i, item) in items.enumerated() {
      let fields = try InputFile.fields(
        item, index: i, path: path, option: option, keys: ["date", "prayer", "at"])
      let date = try InputFile.date(fields["date"], index: i, path: path, option: option)
      let prayer = try InputFile.prayer(fields["prayer"], index: i, path: path, option: option)
      guard case .integer(let at) = fields["at"],
        (-Instant.maximumMillis...Instant.maximumMillis).contains(at)
      else {
        throw UsageError(
          message:
            "'\(option)' file '\(path)', item \(i + 1): 'at' must be a whole number of epoch "
            + "milliseconds (e.g. 1795950000000), got \(InputFile.describe(fields["at"]))")
      }
      taps.append(WidgetTap(date: date.description, prayer: prayer, at: at))
    }
    return taps
  }

  /// What the reader says about the snapshot, and how to print it.
  struct View {
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

    init(data: Data, now: Int64, taps: [WidgetTap], timeline: Bool) {
      self.now = now
      let snapshot = WidgetSnapshot.decode(data)
      if let snapshot, !Self.isSane(snapshot) {
        // Instants no builder writes (beyond ±30 000 years): the reader's arithmetic on them could
        // overflow, so the snapshot is treated as damaged.
        self.snapshot = nil
        self.state = .openApp(caption: snapshot.captions.openApp)
        self.timeline =
          timeline
          ? Plan(
            entries: [(now, self.state)], reload: .after(now + 1_800_000), transitionAlarm: nil)
          : nil
        return
      }
      self.snapshot = snapshot
      self.state = WidgetReader.state(of: data, now: now, taps: taps)
      if timeline {
        let t = WidgetReader.timeline(of: data, now: now, taps: taps)
        self.timeline = Plan(
          entries: t.entries, reload: t.reload, transitionAlarm: t.transitionAlarm)
      } else {
        self.timeline = nil
      }
    }

    /// Whether every instant of the snapshot is within ±``Instant/maximumMillis``.
    static func isSane(_ s: WidgetSnapshot) -> Bool {
      let limit = Instant.maximumMillis
      func ok(_ v: Int64) -> Bool { v >= -limit && v <= limit }
      return ok(s.horizonEnd) && ok(s.generatedAt)
        && s.segments.allSatisfy { ok($0.from) && ok($0.to) }
        && s.days.allSatisfy { day in
          ok(day.sunrise.at) && day.prayers.allSatisfy { ok($0.at) && ok($0.endsAt) }
        }
    }

    // MARK: Text

    func text() -> String {
      var lines = Self.textLines(state, snapshot: snapshot)
      if let timeline {
        lines.append("")
        lines.append("Timeline: \(timeline.entries.count) entries")
        for entry in timeline.entries {
          lines.append("  \(Instant.utc(entry.at))  " + Self.summary(entry.state))
        }
        switch timeline.reload {
        case .atEnd:
          let last = timeline.entries.last.map { Instant.utc($0.at) } ?? "-"
          lines.append("Reload: at the end (after the last entry, \(last))")
        case .after(let at):
          lines.append("Reload: after \(Instant.utc(at))")
        }
        lines.append(
          "Transition alarm: " + (timeline.transitionAlarm.map { Instant.utc($0) } ?? "none"))
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
        ("now", Self.number(now)), ("nowUTC", .string(Instant.utc(now))),
      ]
      members += Self.stateMembers(state, snapshot: snapshot, full: true)
      if let timeline {
        let reload: JSONValue
        switch timeline.reload {
        case .atEnd: reload = .object([("kind", .string("atEnd"))])
        case .after(let at):
          reload = .object([
            ("kind", .string("after")), ("at", Self.number(at)), ("utc", .string(Instant.utc(at))),
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
                      [("at", Self.number(entry.at)), ("utc", .string(Instant.utc(entry.at)))]
                        + Self.stateMembers(entry.state, snapshot: snapshot, full: false))
                  })
              ),
              ("reload", reload),
              (
                "transitionAlarm",
                timeline.transitionAlarm.map {
                  .object([("at", Self.number($0)), ("utc", .string(Instant.utc($0)))])
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
}
