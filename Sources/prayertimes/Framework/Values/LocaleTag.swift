import PrayerSnapshot

/// `--locale`: a language with a table of `Data/l10n/`, or one of its regions with an overlay
/// (`en`, `en-GB`, `ar-MA`), in any letter case. A region without an overlay is refused with
/// the way out: its language's table, which is that region's forms where ICU's are the same
/// (`ms-MY` → `ms`), and the regions the language has.
struct LocaleTag: ValueParser {
  func parse(_ text: String, option: String) throws(CommandFailure) -> SnapshotLanguage {
    if let tag = SnapshotLanguage(rawValue: text), SnapshotLanguage.withTables.contains(tag) { return tag }
    let languages = SnapshotLanguage.allCases
    if let tag = SnapshotLanguage(rawValue: text), let language = languages.first(where: { $0.rawValue == tag.language }) {
      let regions = OutputOptions.regions(of: language).map { "'\($0.rawValue)'" }
      throw .usage(
        "the value '\(text)' is invalid for '\(option)': '\(tag.rawValue)' has no regional table; use "
          + "'\(language.rawValue)' (the language's own forms)"
          + (regions.isEmpty ? "" : " or one of its regional tables: " + regions.joined(separator: ", ")))
    }
    throw .usage(
      "the value '\(text)' is invalid for '\(option)': use a language of "
        + languages.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        + ", or one of their regions (en-GB, ar-MA, fa-AF …: 'prayertimes --help' lists them)")
  }
}
