/// The short and narrow forms of a language for the small widget families (iOS `systemSmall`,
/// Android 2×2): the table's `short` object.
///
/// ICU's abbreviated (`EEE`) and narrow (`EEEEE`) weekdays in the stand-alone capitalization
/// context, its abbreviated months with the pattern of the `d MMM` skeleton (`d MMM`, de
/// `d. MMM`, fa `d LLL`), the Hijri date without its year (the table's own month names), and the
/// language's short captions and night words, which CLDR has not (docs/localization.md lists
/// them for native review).
final class ShortForms: Sendable {
  /// ISO weekdays Monday … Sunday, abbreviated (`Fri`, `جمعة`, `Cum`).
  let weekdays: [String]
  /// ISO weekdays Monday … Sunday, narrow (`F`, `ج`, `C`).
  let narrowWeekdays: [String]
  /// January … December, abbreviated as the `d MMM` skeleton's month field writes them.
  let gregorianMonths: [String]
  /// Muharram … Dhu al-Hijjah where the long names do not fit a small family (en `Jumada II`,
  /// CLDR en's own form, for `Jumada al-Akhirah`); `nil`: the long names.
  let hijriMonths: [String]?
  /// Prayer names where the widget's (`names.prayer`) do not fit a small family's row (de
  /// `jumuah`: `Dschumu’a` for `Freitagsgebet`), by name id.
  let names: [String: String]
  /// `d MMM` (the skeleton's result), `d MMMM` (the Hijri date without its year) and, with a
  /// Solar Hijri civil calendar, its `d LLL`.
  let gregorianDate: DatePattern
  let hijriDate: DatePattern
  let solarHijriDate: DatePattern?
  /// `endsIn`, `next`, `needsRefresh`, `openApp`: captions without the prayer's name.
  let captions: [String: String]
  /// A night occasion's day offset 0 and 1: `Tonight`, `Tomorrow night`.
  let tonight: String
  let tomorrowNight: String

  /// Reads the table's `short` object (a programming error if it lacks what
  /// `Scripts/gen_l10n_tables.py` checks).
  init(_ o: [String: Any], _ table: String) {
    func need<T>(_ key: String) -> T {
      guard let v = o[key] as? T else { fatalError("language table \(table): short.\(key) is missing or mistyped") }
      return v
    }
    let patterns: [String: String] = need("patterns")
    func pattern(_ key: String) -> DatePattern? { patterns[key].flatMap(DatePattern.init) }
    guard let gregorian = pattern("gregorianDate"), let hijri = pattern("hijriDate") else {
      fatalError("language table \(table): short.patterns are not patterns the interpreter reads")
    }
    weekdays = need("weekdays")
    narrowWeekdays = need("narrowWeekdays")
    gregorianMonths = need("gregorianMonths")
    hijriMonths = o["hijriMonths"] as? [String]
    names = (o["names"] as? [String: String]) ?? [:]
    gregorianDate = gregorian
    hijriDate = hijri
    solarHijriDate = pattern("solarHijriDate")
    captions = need("captions")
    let nights: [String: String] = need("nights")
    tonight = nights["today"] ?? ""
    tomorrowNight = nights["tomorrow"] ?? ""
  }
}
