import Foundation
import PrayerSnapshot

/// How the output is written and where: the format, the language of the words and times
/// (`--locale`, `--clock`, `--digits`), a place label (`--place`) and the file (`--out`), with
/// the formats each applies to. Shared by the main command and `ramadan`.
enum OutputOptions {
  static let group = HelpGroup(title: "OUTPUT OPTIONS")

  /// The formats whose text is for people (and so takes `--locale`, `--clock`, `--digits` and
  /// `--place`); JSON and CSV are for programs: ISO times, ASCII digits, 24-hour clock.
  static let localized = FormatApplicability(
    formats: ["table", "ics", "snapshot"],
    reason: "JSON and CSV are for programs (ISO times, ASCII digits, 24-hour clock); it applies to "
      + "the table, ics and snapshot formats")

  static let language = Choice(SnapshotLanguage.self)
  static let clock = Choice(options: [("12", SnapshotClock.h12), ("24", .h23)])
  static let digits = Choice(SnapshotDigits.self)
  static let out = OutPath()

  /// The rows after `--format` (each command has its own).
  static let rows: [OptionRow] = [
    OptionRow(
      name: "--locale", value: "LANG",
      help: "en, ar or tr: the language of the table, the ics file and the snapshot. Without any of "
        + "--locale, --clock and --digits the table is the compact one (ISO dates, 24-hour times, "
        + "English); with any of them every date, weekday, time, number and prayer name is "
        + "localized, and Friday's Dhuhr is named Jumu'ah.",
      defaultValue: "en", formats: localized),
    OptionRow(
      name: "--clock", value: "12|24", help: "The hour cycle.",
      defaultValue: "the language's: en 12, ar 12, tr 24", formats: localized),
    OptionRow(
      name: "--digits", value: "D", help: "latn (0-9) or arab (Arabic-Indic).",
      defaultValue: "arab for ar, else latn", formats: localized),
    OptionRow(
      name: "--place", value: "LABEL",
      help: "A place label: the table's header, the calendar's name and the events' LOCATION "
        + "(ics), the widget's label (snapshot).",
      defaultValue: "the --city name, if any", formats: localized),
    OptionRow(
      name: "--out", value: "FILE",
      help: "Write to FILE atomically (a scratch file renamed over it: a reader sees the old file "
        + "or the new one, never a part) instead of standard output; a note on standard error says "
        + "what was written."),
  ].map { $0.with(group: group) }

  /// What the options asked for.
  struct Settings {
    /// The locale, when any of `--locale`, `--clock`, `--digits` was given (`nil`: none was).
    var locale: SnapshotLocale?
    /// `--place`.
    var place: String?
    /// `--out`: the file to write atomically (`nil`: standard output).
    var out: String?
  }

  static func parse(_ a: ParsedArguments) throws(CommandFailure) -> Settings {
    let lang = try a.choice("--locale", language)
    let clock = try a.choice("--clock", clock)
    let digits = try a.choice("--digits", digits)
    var settings = Settings()
    if lang != nil || clock != nil || digits != nil {
      settings.locale = SnapshotLocale(lang: lang ?? .en, digits: digits, clock: clock)
    }
    settings.place = try a.parse("--place") { t throws(CommandFailure) in
      try LineLabel.parse(t, option: "--place", example: "Makkah")
    }
    settings.out = try a.parse("--out") { t throws(CommandFailure) in try out.parse(t, option: "--out") }
    return settings
  }
}
