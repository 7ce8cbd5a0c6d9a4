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

  static let language = LocaleTag()
  static let clock = Choice(options: [("12", SnapshotClock.h12), ("24", .h23)])
  static let digits = Choice(SnapshotDigits.self)
  static let out = OutPath()

  /// `a, b or c`.
  static func alternatives(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
  }

  /// The languages with a table, as `--locale` takes them: `en, en-GB, ar or tr`.
  static let languageList = alternatives(SnapshotLanguage.withTables.map(\.rawValue))

  /// Each language's hour cycle when `--clock` is not given, with its regions that differ:
  /// `en 12 (en-GB, en-IE 24), ar 12 (ar-MA 24), tr 24 (tr-CY 12)`.
  static let clockDefaults = SnapshotLanguage.allCases.map { lang in
    func hours(_ l: SnapshotLanguage) -> Int { SnapshotLocale(lang: l).clock == .h12 ? 12 : 24 }
    let others = regions(of: lang).filter { hours($0) != hours(lang) }
    return "\(lang.rawValue) \(hours(lang))"
      + (others.isEmpty ? "" : " (\(others.map(\.rawValue).joined(separator: ", ")) \(hours(lang) == 12 ? 24 : 12))")
  }.joined(separator: ", ")

  /// The regions of `lang` with an overlay of their own (`en-GB`, `ar-MA`).
  static func regions(of lang: SnapshotLanguage) -> [SnapshotLanguage] {
    regionsByLanguage[lang.rawValue] ?? []
  }

  /// The tags with a region, by language, in ``SnapshotLanguage/withTables``' order (grouped
  /// once: the help of every command asks for them at start-up).
  private static let regionsByLanguage = Dictionary(
    grouping: SnapshotLanguage.withTables.filter { $0.rawValue.contains("-") }, by: \.language)

  /// The numbering systems with their first and last digits: `latn (0-9) or arab (٠-٩)`.
  static let digitsList = alternatives(
    // (From the numbering systems' digits alone: no language table is read for the help.)
    SnapshotDigits.allCases.map { d in
      let ten = d.tenDigits
      return "\(d.rawValue) (\(ten.prefix(1))-\(ten.suffix(1)))"
    })

  /// The languages whose digits are not latn by default, and the regions whose digits differ
  /// from their language's: `arab for ar (latn for ar-MA), beng for bn, else latn`.
  static let digitsDefaults =
    SnapshotLanguage.allCases.compactMap { lang -> String? in
      let digits = SnapshotLocale(lang: lang).digits
      let others = Dictionary(grouping: regions(of: lang).filter { SnapshotLocale(lang: $0).digits != digits }) {
        SnapshotLocale(lang: $0).digits.rawValue
      }
      let regional = others.keys.sorted().map { "\($0) for \(others[$0]!.map(\.rawValue).joined(separator: ", "))" }
      let own = "\(digits.rawValue) for \(lang.rawValue)"
      if regional.isEmpty { return digits == .latn ? nil : own }
      return digits == .latn ? regional.joined(separator: ", ") : "\(own) (\(regional.joined(separator: "; ")))"
    }.joined(separator: ", ") + ", else latn"

  /// The rows after `--format` (each command has its own).
  static let rows: [OptionRow] = [
    OptionRow("--locale LANG", "\(languageList) (a table in Data/l10n/ each): the language of the table, the ics file and the "
      + "snapshot. Without any of --locale, --clock and --digits the table is the compact one (ISO "
      + "dates, 24-hour times, English); with any of them every date, weekday, time, number and "
      + "prayer name is localized, and Friday's Dhuhr is named Jumu'ah.",
      default: "en", formats: localized),
    OptionRow("--clock 12|24", "The hour cycle.",
      default: "the language's: \(clockDefaults)", formats: localized),
    OptionRow("--digits D", "\(digitsList).",
      default: digitsDefaults, formats: localized),
    OptionRow("--place LABEL", "A place label: the table's header, the calendar's name and the "
      + "events' LOCATION (ics), the widget's label (snapshot).",
      default: "the --city name, if any", formats: localized),
    OptionRow("--out FILE", "Write to FILE atomically (a scratch file renamed over it: a reader "
      + "sees the old file or the new one, never a part) instead of standard output; a note on "
      + "standard error says what was written."),
  ].map { $0.with(group: group) }

  /// What the options asked for.
  struct Settings {
    /// The locale, when any of `--locale`, `--clock`, `--digits` was given (`nil`: none was).
    var locale: SnapshotLocale?
    /// `--place`.
    var place: String?
    /// `--out`: the file to write atomically (`nil`: standard output).
    var out: String?
    /// What `--locale`, `--clock` and `--digits` named, for ``regional(forCountry:)``.
    var given: (lang: SnapshotLanguage?, digits: SnapshotDigits?, clock: SnapshotClock?) = (nil, nil, nil)

    /// The locale with the region of the place's country where the language's table has one
    /// (``SnapshotLanguage/regional(forCountry:)``: `--locale en` in London is `en-GB`), its
    /// defaults then the region's; `english`: English when no option named a locale (the
    /// snapshot's default), else `nil` as ``locale``.
    func regional(forCountry country: String?, english: Bool = false) -> SnapshotLocale? {
      guard locale != nil || english else { return nil }
      return SnapshotLocale(
        lang: (given.lang ?? .en).regional(forCountry: country), digits: given.digits, clock: given.clock)
    }
  }

  static func parse(_ a: Arguments) throws(CommandFailure) -> Settings {
    let lang = try a.value("--locale", language)
    let clock = try a.value("--clock", clock)
    let digits = try a.value("--digits", digits)
    var settings = Settings()
    settings.given = (lang, digits, clock)
    if lang != nil || clock != nil || digits != nil {
      settings.locale = SnapshotLocale(lang: lang ?? .en, digits: digits, clock: clock)
    }
    settings.place = try a.value("--place", LineLabel(example: "Makkah"))
    settings.out = try a.value("--out", out)
    return settings
  }
}
