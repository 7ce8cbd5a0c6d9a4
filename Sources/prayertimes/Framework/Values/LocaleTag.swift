import PrayerSnapshot

/// `--locale`: a language with a table of `Data/l10n/`, or one of its regions ICU knows (`en`,
/// `en-GB`, `ar-MA`, `ms-MY`), in any letter case: a region with an overlay, or one whose forms
/// are its language's (``SnapshotLanguage/regionsAsLanguage``: `ms-MY` is written as `ms`, and
/// stays `ms-MY` in Jakarta). Another region is refused with the way out: its language's table,
/// and a few of the regions the language has.
struct LocaleTag: ValueParser {
  func parse(_ text: String, option: String) throws(CommandFailure) -> SnapshotLanguage {
    if let tag = SnapshotLanguage(rawValue: text),
      SnapshotLanguage.withTables.contains(tag) || SnapshotLanguage.regionsAsLanguage.contains(tag)
    {
      return tag
    }
    let languages = SnapshotLanguage.allCases
    if let tag = SnapshotLanguage(rawValue: text), let language = languages.first(where: { $0.rawValue == tag.language }) {
      let regions = OutputOptions.knownRegions(of: language).map { "'\($0.rawValue)'" }
      throw .usage(
        "the value '\(text)' is invalid for '\(option)': '\(tag.rawValue)' names no region ICU knows for "
          + "'\(language.rawValue)'; use '\(language.rawValue)' (the language's own forms)"
          + (regions.isEmpty ? "" : " or one of its regions: " + OutputOptions.few(regions)))
    }
    throw .usage(
      "the value '\(text)' is invalid for '\(option)': use a language of "
        + languages.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        + ", or one of their regions ICU knows (en-GB, ar-MA, fa-AF, ms-MY …)")
  }
}
