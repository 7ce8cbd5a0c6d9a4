import Astro
import Foundation
import PrayerSnapshot

/// How the output is written and where: the language of the words and times (`--locale`,
/// `--clock`, `--digits`), a place label (`--place`) and the file (`--out`), with the formats each
/// applies to. Shared by the main command (every format) and `ramadan`.
enum OutputOptions {
  /// The options that choose the language, digits and clock.
  static let localeOptions = ["--locale", "--clock", "--digits"]
  /// Every option read here.
  static let names = localeOptions + ["--place", "--out"]

  /// The formats whose text is for people (and so takes `--locale`, `--clock`, `--digits` and
  /// `--place`); JSON and CSV are for programs: ISO times, ASCII digits, 24-hour clock.
  static let localizedFormats = ["table", "ics", "snapshot"]

  /// What the options asked for.
  struct Settings {
    /// The locale, when any of `--locale`, `--clock`, `--digits` was given (`nil`: none was).
    var locale: SnapshotLocale?
    /// `--place`.
    var place: String?
    /// `--out`: the file to write atomically (`nil`: standard output).
    var out: String?
  }

  /// The help lines of the options, among the main options.
  static let help = """
      --locale LANG           en, ar or tr: the language of the table, the ics file and the
                              snapshot (default: en). Without any of --locale, --clock and
                              --digits the table is the compact one (ISO dates, 24-hour times,
                              English); with any of them every date, weekday, time, number and
                              prayer name is localized, and Friday's Dhuhr is named Jumu'ah.
      --clock 12|24           The hour cycle (default: the language's: en 12, ar 12, tr 24).
      --digits D              latn (0-9) or arab (Arabic-Indic) (default: arab for ar, else latn).
      --place LABEL           A place label: the table's header, the calendar's name and the
                              events' LOCATION (ics), the widget's label (snapshot) (default:
                              the --city name, if any).
      --out FILE              Write to FILE atomically (a scratch file renamed over it: a reader
                              sees the old file or the new one, never a part) instead of standard
                              output; a note on standard error says what was written.
    """

  /// Reads the options from the parsed values; `format` decides which apply.
  static func parse(_ values: [String: String], format: String) throws(UsageError) -> Settings {
    if !localizedFormats.contains(format) {
      for name in localeOptions + ["--place"] where values[name] != nil {
        throw UsageError(
          message:
            "'\(name)' does not apply to '--format \(format)': JSON and CSV are for programs "
            + "(ISO times, ASCII digits, 24-hour clock); it applies to the table, ics and snapshot "
            + "formats")
      }
    }
    func choice<T>(_ name: String, _ options: [(String, T)]) throws(UsageError) -> T? {
      guard let text = values[name] else { return nil }
      if let match = options.first(where: { $0.0 == text }) { return match.1 }
      throw UsageError(
        message:
          "the value '\(text)' is invalid for '\(name)': use one of "
          + options.map { "'\($0.0)'" }.joined(separator: ", "))
    }
    let lang = try choice("--locale", SnapshotLanguage.allCases.map { ($0.rawValue, $0) })
    let clock = try choice("--clock", [("12", SnapshotClock.h12), ("24", .h23)])
    let digits = try choice("--digits", SnapshotDigits.allCases.map { ($0.rawValue, $0) })
    var settings = Settings()
    if lang != nil || clock != nil || digits != nil {
      settings.locale = SnapshotLocale(lang: lang ?? .en, digits: digits, clock: clock)
    }
    if let text = values["--place"] { settings.place = try placeLabel(text) }
    if let path = values["--out"] { settings.out = try outPath(path) }
    return settings
  }

  /// A `--place` label: one line, not blank.
  static func placeLabel(_ text: String) throws(UsageError) -> String {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw UsageError(message: "'--place' needs a label such as 'Makkah', got an empty one")
    }
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw UsageError(message: "'--place' must be one line of text, without control characters")
    }
    return text
  }

  /// An `--out` path: not empty, not a directory path, and if it exists a regular file (the
  /// writer renames over it: a directory, device or pipe is never what was meant).
  static func outPath(_ path: String) throws(UsageError) -> String {
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw UsageError(message: "'--out' needs a file path, got '\(path)'")
    }
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw UsageError(
        message: "'--out' '\(path)' exists and is not a regular file: give a file path")
    }
    return path
  }

  /// Writes `data` to standard output, or atomically to `out` with `note` (what was written) on
  /// standard error; a file that cannot be written exits 1 with nothing on standard output.
  static func emit(_ data: Data, out: String?, note: String) -> Never {
    guard let out else {
      FileHandle.standardOutput.write(data)
      exit(0)
    }
    write(data, to: out, note: note)
    exit(0)
  }

  /// Writes `data` atomically to `path` and says so on standard error (`note`: what was
  /// written); a file that cannot be written exits 1.
  static func write(_ data: Data, to path: String, note: String) {
    do {
      try SnapshotWriter.write(data, to: URL(fileURLWithPath: path))
    } catch {
      printError("Error: cannot write '\(path)': \(error.description)")
      exit(1)
    }
    printError("Wrote \(note) to \(path) (\(data.count) bytes).")
  }

  /// Whether standard output takes colour: a terminal, `TERM` not `dumb`, `NO_COLOR` not set
  /// (to anything), and no `--out`.
  static func colourAllowed(out: String?) -> Bool {
    guard out == nil, isatty(STDOUT_FILENO) == 1 else { return false }
    let environment = ProcessInfo.processInfo.environment
    if environment["NO_COLOR"] != nil { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return true
  }
}
