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

  /// The languages with a table, as `--locale` takes them: `en, ar, … or ur, or one of their
  /// regions ICU knows (en-GB, …)`.
  static let languageList =
    alternatives(SnapshotLanguage.allCases.map(\.rawValue))
    + " (a table in Data/l10n/ each), or one of their regions ICU knows (en-GB, en-US, ar-MA, fa-AF, ms-MY …: "
    + "\(SnapshotLanguage.withTables.count + SnapshotLanguage.regionsAsLanguage.count - SnapshotLanguage.allCases.count) "
    + "in all, \(SnapshotLanguage.withTables.count - SnapshotLanguage.allCases.count) with forms of their own)"

  /// `items` joined by commas, the first four and a count of the others where there are more
  /// than six: `en-150, en-AI, en-AT, en-BE and 66 more`.
  static func few(_ items: [String]) -> String {
    items.count <= 6 ? items.joined(separator: ", ") : items.prefix(4).joined(separator: ", ") + " and \(items.count - 4) more"
  }

  /// Each language's hour cycle when `--clock` is not given, with its regions that differ:
  /// `en 12 (24 in en-150, en-AI, en-AT, en-BE and 66 more), ar 12 (24 in ar-IL, ar-KM, ar-MA),
  /// tr 24 (12 in tr-CY)`.
  static let clockDefaults = SnapshotLanguage.allCases.map { lang in
    func hours(_ l: SnapshotLanguage) -> Int { SnapshotLocale(lang: l).clock == .h12 ? 12 : 24 }
    let own = hours(lang)
    let others = regions(of: lang).filter { hours($0) != own }
    return "\(lang.rawValue) \(own)"
      + (others.isEmpty ? "" : " (\(own == 12 ? 24 : 12) in \(few(others.map(\.rawValue))))")
  }.joined(separator: ", ")

  /// The regions of `lang` with an overlay of their own (`en-GB`, `ar-MA`).
  static func regions(of lang: SnapshotLanguage) -> [SnapshotLanguage] {
    regionsByLanguage[lang.rawValue] ?? []
  }

  /// Every region of `lang` `--locale` takes, sorted: those with an overlay and those ICU
  /// answers as the language (`ms-BN`, `ms-ID`, `ms-MY`, `ms-SG`).
  static func knownRegions(of lang: SnapshotLanguage) -> [SnapshotLanguage] {
    (regions(of: lang) + SnapshotLanguage.regionsAsLanguage.filter { $0.language == lang.rawValue })
      .sorted { $0.rawValue < $1.rawValue }
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
      let others = Dictionary(
        grouping: regions(of: lang).map { ($0, SnapshotLocale(lang: $0).digits) }.filter { $0.1 != digits },
        by: { $0.1.rawValue }
      ).mapValues { $0.map(\.0) }
      let regional = others.keys.sorted().map { "\($0) for \(few(others[$0]!.map(\.rawValue)))" }
      let own = "\(digits.rawValue) for \(lang.rawValue)"
      if regional.isEmpty { return digits == .latn ? nil : own }
      return digits == .latn ? regional.joined(separator: ", ") : "\(own) (\(regional.joined(separator: "; ")))"
    }.joined(separator: ", ") + ", else latn"

  /// The rows after `--format` (each command has its own).
  static let rows: [OptionRow] = [
    OptionRow("--locale LANG", "\(languageList): the language of the table, the ics file and the "
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
