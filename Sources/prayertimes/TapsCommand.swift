import Astro
import Foundation
import PrayerSnapshot

/// `prayertimes taps add|list|apply`: the queue of widget taps (``TapQueue``) from the command
/// line — what the widget's button does (add), what it lays over the snapshot (list), and what
/// the app does when it next runs (apply, into the mark book that `--marks` reads).
enum TapsCommand {
  static let name = "taps"

  static let usage =
    "prayertimes taps add --queue FILE --date YYYY-MM-DD --prayer ID [--at TIME] | "
    + "taps list --queue FILE [--format text|json] | taps apply --queue FILE --marks FILE [--snapshot FILE]"

  /// For the top-level help.
  static let synopsis = "taps add|list|apply --queue FILE [...]"
  static let summary = "The widget's queue of \"I prayed\" taps: add one, list, apply to the marks."

  static let help = """
    OVERVIEW: The queue of taps on the widget's "I prayed" button. A tap never writes the app's
    marks: the widget adds it to a queue file in shared storage and lays the queued taps over the
    snapshot; the app applies them to its mark book the next time it runs and empties the queue.
    The widget and the app may run at once or be killed at any moment: a tap reported as added is
    applied exactly once (file locks, one flushed line per tap, ids recorded in the mark book
    before the queue is emptied).

    USAGE:
      prayertimes taps add --queue FILE --date YYYY-MM-DD --prayer ID [--at TIME]
      prayertimes taps list --queue FILE [--format text|json]
      prayertimes taps apply --queue FILE --marks FILE [--snapshot FILE]

    OPTIONS:
      --queue FILE            The queue file (created when missing): one JSON object per line,
                              {"at":MS,"date":"YYYY-MM-DD","id":"…","prayer":"dhuhr"}.
      --date YYYY-MM-DD       add: the prayer day tapped (the local date of its Fajr).
      --prayer ID             add: fajr, dhuhr, asr, maghrib or isha.
      --at TIME               add: when the tap happened, ISO 8601 with a UTC offset
                              (2026-11-29T12:30:00+03:00) (default: now).
      --format text|json      list: one line per tap, or a JSON object (default: text).
      --marks FILE            apply: the mark book (created when missing; replaced atomically):
                              {"appliedTaps":[…],"marks":[{"date":"YYYY-MM-DD","prayer":"fajr"}]}.
                              'prayertimes --format snapshot --marks FILE' reads it.
      --snapshot FILE         apply: the snapshot the widget showed; a tap on one of its days
                              counts only if the prayer had started when it was made (as the
                              widget's overlay decides). Without it every tap counts.
      -h, --help              Show this help.

    A second tap on the same prayer undoes the first. 'list' prints the taps and says how many
    lines were damaged (a line cut short by a crash is skipped; its tap was never reported added).

    EXIT STATUS: 0 success, 1 the queue or the mark book cannot be read or written (nothing is
    lost: the queue is emptied only after the book is written), 2 usage error.
    """

  /// A usage error (exit 2) or a file problem (exit 1).
  enum Failure: Error {
    case usage(String)
    case runtime(String)
  }

  static func main(_ arguments: [String]) -> Never {
    do {
      guard let output = try run(arguments, now: Instant.now()) else {
        print(help)
        exit(0)
      }
      if !output.isEmpty { print(output) }
      exit(0)
    } catch {
      switch error {
      case .usage(let message):
        exitWithUsageError(message, usage: usage, command: name)
      case .runtime(let message):
        printError("Error: \(message)")
        exit(1)
      }
    }
  }

  enum Action: String, CaseIterable { case add, list, apply }

  /// Runs `taps ACTION …`; `nil` for help. Returns what to print.
  static func run(_ arguments: [String], now clock: Int64) throws(Failure) -> String? {
    if arguments.isEmpty || arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return nil
    }
    guard let action = Action(rawValue: arguments[0]) else {
      throw .usage(
        "'taps' needs an action first: one of "
          + Action.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
          + ", got '\(arguments[0])'")
    }
    let allowed: Set<String>
    switch action {
    case .add: allowed = ["--queue", "--date", "--prayer", "--at"]
    case .list: allowed = ["--queue", "--format"]
    case .apply: allowed = ["--queue", "--marks", "--snapshot"]
    }
    let scanned: ScannedArguments
    do {
      guard
        let s = try scanArguments(
          Array(arguments.dropFirst()), valueOptions: allowed, flagOptions: [], maxPositionals: 0)
      else { return nil }
      scanned = s
    } catch {
      throw .usage(error.message)
    }
    func required(_ option: String, _ example: String) throws(Failure) -> String {
      guard let value = scanned.values[option], !value.isEmpty else {
        throw .usage("'taps \(action.rawValue)' needs '\(option) \(example)'")
      }
      return value
    }
    let queue = TapQueue(url: URL(fileURLWithPath: try required("--queue", "FILE")))

    switch action {
    case .add:
      let dateText = try required("--date", "YYYY-MM-DD")
      guard let date = CivilDate(iso8601: dateText) else {
        throw .usage("'--date' must be a real date as YYYY-MM-DD, got '\(dateText)'")
      }
      let prayerText = try required("--prayer", "ID")
      guard let prayer = PrayerID(rawValue: prayerText) else {
        throw .usage(
          "'--prayer' must be one of "
            + PrayerID.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            + ", got '\(prayerText)'")
      }
      var at = clock
      if let text = scanned.values["--at"] {
        do { at = try Instant.parse(text, option: "--at") } catch { throw .usage(error.message) }
      }
      do {
        let queued = try queue.append(WidgetTap(date: date.description, prayer: prayer, at: at))
        return "Queued \(queued.tap.prayer.rawValue) of \(queued.tap.date) (id \(queued.id))"
      } catch {
        throw .runtime(error.description)
      }

    case .list:
      let format = scanned.values["--format"] ?? "text"
      guard format == "text" || format == "json" else {
        throw .usage("the value '\(format)' is invalid for '--format': use one of 'text', 'json'")
      }
      let contents: TapQueue.Contents
      do { contents = try queue.pending() } catch { throw .runtime(error.description) }
      if format == "json" {
        let taps = contents.taps.map(\.json).joined(separator: ",")
        return "{\"damagedLines\":\(contents.damagedLines),\"taps\":[\(taps)]}"
      }
      var lines = contents.taps.map {
        "\($0.tap.date)  \($0.tap.prayer.rawValue)  \(Instant.utc($0.tap.at))  \($0.id)"
      }
      lines.append(
        "\(contents.taps.count) tap\(contents.taps.count == 1 ? "" : "s") queued"
          + (contents.damagedLines > 0 ? ", \(contents.damagedLines) damaged line(s) skipped" : ""))
      return lines.joined(separator: "\n")

    case .apply:
      let marks = URL(fileURLWithPath: try required("--marks", "FILE"))
      var started: [String: [PrayerID: Int64]] = [:]
      if let path = scanned.values["--snapshot"] {
        let data: Data
        do { data = try InputFile.bytes(path) } catch {
          switch error {
          case .failed(let why): throw .runtime("the snapshot file \(why)")
          }
        }
        guard let snapshot = WidgetSnapshot.decode(data) else {
          throw .runtime(
            "the snapshot file '\(path)' is not a snapshot this version can read; the queue is "
              + "left as it is")
        }
        for day in snapshot.days {
          for prayer in day.prayers { started[day.date, default: [:]][prayer.id] = prayer.at }
        }
      }
      do {
        let applied = try queue.apply(to: marks) { tap in
          guard let start = started[tap.date]?[tap.prayer] else { return true }
          return tap.at >= start
        }
        return "Applied \(applied.count) tap\(applied.count == 1 ? "" : "s") to \(marks.path)"
      } catch {
        throw .runtime(error.description)
      }
    }
  }
}
