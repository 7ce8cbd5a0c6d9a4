import Foundation
import PrayerSnapshot

/// `prayertimes taps add|list|apply`: the queue of widget taps (``TapQueue``) from the command
/// line — what the widget's button does (add), what it lays over the snapshot (list), and what
/// the app does when it next runs (apply, into the mark book that `--marks` reads).
enum TapsCommand: Command {
  static let prayer = Choice(PrayerID.self)

  static let description = CommandDescription(
    name: "taps",
    summary: "The widget's queue of \"I prayed\" taps: add one, list, apply to the marks.",
    synopsis: "taps add|list|apply --queue FILE [...]",
    usage:
      "prayertimes taps add --queue FILE --date YYYY-MM-DD --prayer ID [--at TIME] | taps list "
        + "--queue FILE [--format text|json] | taps apply --queue FILE --marks FILE [--snapshot "
        + "FILE]",
    usageLines: [
      "prayertimes taps add --queue FILE --date YYYY-MM-DD --prayer ID [--at TIME]",
      "prayertimes taps list --queue FILE [--format text|json]",
      "prayertimes taps apply --queue FILE --marks FILE [--snapshot FILE]",
    ],
    overview:
      "The queue of taps on the widget's \"I prayed\" button. A tap never writes the app's marks: "
        + "the widget adds it to a queue file in shared storage and lays the queued taps over the "
        + "snapshot; the app applies them to its mark book the next time it runs and empties the "
        + "queue. The widget and the app may run at once or be killed at any moment: a tap reported "
        + "as added is applied exactly once (file locks, one flushed line per tap, ids recorded in "
        + "the mark book before the queue is emptied).",
    options: [
      OptionRow("--queue FILE", "The queue file (created when missing): one JSON object per line, "
        + "{\"at\":MS,\"date\":\"YYYY-MM-DD\",\"id\":\"…\",\"prayer\":\"dhuhr\"}."),
      OptionRow("--date YYYY-MM-DD", "add: the prayer day tapped (the local date of its Fajr)."),
      OptionRow("--prayer ID", "add: fajr, dhuhr, asr, maghrib or isha."),
      OptionRow("--at TIME", "add: when the tap happened, ISO 8601 with a UTC offset "
        + "(2026-11-29T12:30:00+03:00).",
        default: "now"),
      OptionRow("--format text|json", "list: one line per tap, or a JSON object.",
        default: "text"),
      OptionRow("--marks FILE", "apply: the mark book (created when missing; replaced atomically): "
        + "{\"appliedTaps\":[…],\"marks\":[{\"date\":\"YYYY-MM-DD\",\"prayer\":\"fajr\"}]}. "
        + "'prayertimes --format snapshot --marks FILE' reads it."),
      OptionRow("--snapshot FILE", "apply: the snapshot the widget showed; a tap on one of its days "
        + "counts only if the prayer had started when it was made (as the widget's overlay "
        + "decides). Without it every tap counts."),
    ],
    actions: [
      ("add", ["--queue", "--date", "--prayer", "--at"]), ("list", ["--queue", "--format"]),
      ("apply", ["--queue", "--marks", "--snapshot"]),
    ],
    sections: [
      HelpSection(
        text: "A second tap on the same prayer undoes the first. 'list' prints the taps and says "
          + "how many lines were damaged (a line cut short by a crash is skipped; its tap was never "
          + "reported added).")
    ],
    exitStatus:
      "0 success, 1 the queue or the mark book cannot be read or written (nothing is lost: the "
        + "queue is emptied only after the book is written), 2 usage error.")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let action = a.action ?? ""
    func required(_ option: String, _ example: String) throws(CommandFailure) -> String {
      guard let value = a[option], !value.isEmpty else {
        throw .usage("'taps \(action)' needs '\(option) \(example)'")
      }
      return value
    }
    let queue = TapQueue(url: URL(fileURLWithPath: try required("--queue", "FILE")))
    switch action {
    case "add":
      let date = try GregorianDateValue(phrase: "must be a real date").parse(
        try required("--date", "YYYY-MM-DD"), option: "--date")
      let prayerText = try required("--prayer", "ID")
      guard let prayer = prayer.value(prayerText) else {
        throw .usage(
          "'--prayer' must be one of " + Self.prayer.names.map { "'\($0)'" }.joined(separator: ", ")
            + ", got '\(prayerText)'")
      }
      let at = try TimeOptions.now(a, option: "--at") ?? env.now
      return effect { () throws(TapQueue.Failure) -> String in
        let queued = try queue.append(WidgetTap(date: date.description, prayer: prayer, at: at))
        return "Queued \(queued.tap.prayer.rawValue) of \(queued.tap.date) (id \(queued.id))"
      }
    case "list":
      let json = try a.value("--format", Choice(options: [("text", false), ("json", true)])) ?? false
      return effect { () throws(TapQueue.Failure) -> String in
        let contents = try queue.pending()
        if json {
          let taps = contents.taps.map(\.json).joined(separator: ",")
          return "{\"schemaVersion\":1,\"damagedLines\":\(contents.damagedLines),\"taps\":[\(taps)]}"
        }
        var lines = contents.taps.map {
          "\($0.tap.date)  \($0.tap.prayer.rawValue)  \($0.tap.at)  \($0.id)"
        }
        lines.append(
          "\(contents.taps.count) tap\(contents.taps.count == 1 ? "" : "s") queued"
            + (contents.damagedLines > 0 ? ", \(contents.damagedLines) damaged line(s) skipped" : ""))
        return lines.joined(separator: "\n")
      }
    default:
      let marks = URL(fileURLWithPath: try required("--marks", "FILE"))
      var started: [String: [PrayerID: Int64]] = [:]
      if let path = a["--snapshot"] {
        let data = try InputFile.snapshot(path, standardInput: env.readStandardInput)
        guard let snapshot = WidgetSnapshot.decode(data) else {
          throw .runtime(
            "the snapshot file '\(path)' is not a snapshot this version can read; the queue is left "
              + "as it is")
        }
        for day in snapshot.days {
          for prayer in day.prayers { started[day.date, default: [:]][prayer.id] = prayer.at }
        }
      }
      return effect { () throws(TapQueue.Failure) -> String in
        let applied = try queue.apply(to: marks) { tap in
          guard let start = started[tap.date]?[tap.prayer] else { return true }
          return tap.at.millisecondsSince1970 >= start
        }
        return "Applied \(applied.count) tap\(applied.count == 1 ? "" : "s") to \(marks.path)"
      }
    }
  }

  /// Work on the queue file, and the line it prints; a queue or book that cannot be read or
  /// written is a runtime failure.
  static func effect(_ work: @escaping () throws(TapQueue.Failure) -> String) -> CommandOutput {
    CommandOutput([
      .effect { () throws(CommandFailure) -> CommandOutput in
        do { return .text(try work()) } catch { throw .runtime(String(describing: error)) }
      }
    ])
  }
}
