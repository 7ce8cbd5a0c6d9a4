import Foundation
import PrayerSnapshot

/// `prayertimes widget`: what a home-screen widget shows from a snapshot file at one moment, and
/// the timeline it would hand to the system. It reads the snapshot exactly as a widget does
/// (``WidgetReader``): bytes that are not a snapshot of a known version give the "open the app"
/// state, not an error.
enum WidgetCommand: Command {
  static let description = CommandDescription(
    name: "widget", summary: "What a widget shows from a snapshot (--format snapshot) at a moment.",
    synopsis: "widget --snapshot FILE [--now TIME] [--taps FILE] [--timeline]",
    usage:
      "prayertimes widget --snapshot FILE [--now ISO-8601] [--taps FILE] [--queue FILE] "
        + "[--timeline] [--format text|json]",
    overview:
      "Shows what a home-screen widget displays from a snapshot at one moment, exactly as a widget "
        + "reads it: the prayer day, its prayers, the countdown; with --timeline, the entries it "
        + "would hand to the system.",
    options: [
      OptionRow("--snapshot FILE", "The snapshot, as written by 'prayertimes --format snapshot "
        + "--out FILE' ('-': standard input) (required)."),
      TimeOptions.now.with(
        help: "The moment, ISO 8601 with a UTC offset: 2026-11-29T09:00:00Z, "
          + "2026-11-29T12:00:00+03:00, milliseconds allowed."),
      OptionRow("--taps FILE", "Taps on the widget's \"I prayed\" button that the app has not seen: "
        + "a JSON array such as [{\"date\":\"2026-11-29\",\"prayer\":\"dhuhr\", "
        + "\"at\":1795950000000}] (date: the prayer day; prayer: fajr, dhuhr, asr, maghrib or isha; "
        + "at: epoch milliseconds). A tap counts only if the prayer had started when it was made; a "
        + "second tap undoes it."),
      OptionRow("--queue FILE", "The taps queue ('prayertimes taps add --queue FILE'): its pending "
        + "taps are laid over the day as with --taps (both may be given)."),
      OptionRow("--timeline", "Also show the timeline: every planned entry, when to reload, and the "
        + "transition alarm."),
      TextFormat.row(TextFormat.textOrJSON),
    ],
    sections: [
      HelpSection(
        text:
        """
        A snapshot that cannot be decoded (damaged, or of an unknown version) is not an error: the \
        widget shows its "open the app" caption, and so does this command (exit 0). Past the snapshot's \
        horizon the widget shows its "needs a refresh" caption.
        """),
      HelpSection(
        text:
        """
        Text output: the caption alone for those two states; otherwise the place (if any), the day's \
        weekday, Gregorian and Hijri dates, then one line per prayer (and sunrise) with its time, marked \
        '▶' current, '▷' next, '✓' prayed (with the snapshot's "Prayed" label); the button the widget \
        shows; and the countdown: 'Countdown (strong, with seconds): CAPTION TEXT' while the current \
        prayer is not marked, 'Countdown (calm): CAPTION TEXT' (hours and minutes) before the next one, \
        or 'Countdown: none'. Every word from the snapshot is printed exactly as it is written there. \
        With --timeline: 'Timeline: N entries', one line per entry, 'UTC-TIME  day I  CURRENT → NEXT \
        strong|calm|none  CAPTION TEXT' ('-' for no prayer; 'NEXT (day J)' on another day) or \
        'UTC-TIME  openApp|needsRefresh  CAPTION', then 'Reload: after UTC-TIME' or 'Reload: at the \
        end …', and 'Transition alarm: UTC-TIME' (one second after the next change) or 'none'.
        """),
      HelpSection(
        text:
        """
        JSON output: {"schemaVersion", "now", "nowUTC", "state": "showing"|"openApp"|"needsRefresh", "caption" (the \
        latter two), or "dayIndex", "date", "weekday", "gregorian", "hijri", "place", "current", \
        "next", "nextDayIndex", "sunrise", "prayers": [{"id", "name", "time", "at", "endsAt", \
        "marked", "current", "next"}], "button", "countdown": {"kind": "strong"|"calm"|"none", \
        "caption", "text", "range": {"from", "to"}}; with --timeline "timeline": {"entries": [{"at", \
        "utc", "state", "dayIndex", "current", "next", "nextDayIndex", "countdown"} or {"at", "utc", \
        "state", "caption"}], "reload": {"kind": "after", "at", "utc"} or {"kind": "atEnd"}, \
        "transitionAlarm": {"at", "utc"} or null}}. Times are epoch milliseconds.
        """)
    ],
    exitStatus:
      "0 success (also for a snapshot that cannot be decoded), 1 the snapshot file cannot be read, "
        + "2 usage error (a bad option or taps file).")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    guard let path = a["--snapshot"] else {
      throw .usage("missing '--snapshot FILE' (write one with 'prayertimes --format snapshot --out "
        + "FILE')")
    }
    let format = try a.value("--format", TextFormat.textOrJSON) ?? .text
    let now = try TimeOptions.now(a) ?? env.now
    var taps: [WidgetTap] = []
    if let tapsPath = a["--taps"] {
      if tapsPath == "-", path == "-" {
        throw .usage("'--snapshot' and '--taps' cannot both read standard input ('-')")
      }
      taps = try readTaps(tapsPath, standardInput: env.readStandardInput)
    }
    if let queuePath = a["--queue"] {
      // The taps queue as the widget finds it ('prayertimes taps add' fills it); a missing file
      // holds no taps.
      do {
        taps += try TapQueue(url: URL(fileURLWithPath: queuePath)).pending().taps.map(\.tap)
      } catch {
        throw .runtime(error.description)
      }
    }
    let data = try InputFile.snapshot(path, standardInput: env.readStandardInput)
    let view = WidgetView(data: data, now: now, taps: taps, timeline: a.has("--timeline"))
    switch format {
    case .text, .csv: return .text(view.text())
    case .json: return .text(view.json().serialized(indent: 2))
    }
  }

  /// The taps of a `--taps` file: `[{"date": "YYYY-MM-DD", "prayer": "dhuhr", "at": ms}, …]`.
  static func readTaps(_ path: String, standardInput: () -> Data) throws(CommandFailure) -> [WidgetTap] {
    try InputFile.decoded(path, option: "--taps", standardInput: standardInput, WidgetTap.list(from:))
  }

  /// The taps in the bytes of a `--taps` file read from `path` (named in the errors).
  static func taps(in data: Data, path: String) throws(CommandFailure) -> [WidgetTap] {
    try InputFile.decoded(data, path: path, option: "--taps", WidgetTap.list(from:))
  }
}
