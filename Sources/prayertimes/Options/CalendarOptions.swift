import Hijri
import PrayerSnapshot

/// The options that choose a Hijri calendar: `--calendar`, `--leap-pattern`, `--epoch`, the
/// adjustment (`--adjust` in `hijri`, `gregorian` and `occasions`; `--hijri-adjust` where
/// `--adjust` moves the prayer times) and, for the conversions, `--strict`.
enum CalendarOptions {
  static let group = HelpGroup(title: "CALENDAR OPTIONS")


  /// The identifiers of the Solar Hijri calendar in `hijri` and `gregorian` (`persian` is ICU's).
  static let solarHijriIdentifiers: Set<String> = ["solar-hijri", "persian"]

  /// The rows; `purpose` (a paragraph) follows `--calendar`'s, whose default is `defaultCalendar`;
  /// `solarHijri`: the conversions' Solar Hijri calendar is listed.
  static func rows(
    adjust: String, strict: Bool, solarHijri: Bool = false, purpose: String? = nil,
    defaultCalendar: String = "umm-al-qura"
  ) -> [OptionRow] {
    let predicted = MonthStartRule.hijriYears
    let solarDays = SolarHijriCalendar.gregorianDays
    let solarLine =
      solarHijri
      ? "solar-hijri (or persian): the Solar Hijri calendar of Iran and Afghanistan, the 33-year "
        + "arithmetic cycle of ICU's persian calendar, 1–9999 AP = \(solarDays.lowerBound)…"
        + "\(solarDays.upperBound) (none of the options below applies).\n" : ""
    var calendar = """
      The Hijri calendar:
      umm-al-qura: Umm al-Qura, the ICU/JDK table (Foundation, Java, browsers), \(tableDescription(.ummAlQura));
      umm-al-qura-published: Umm al-Qura as printed in the published calendars, \(tableDescription(.ummAlQuraPublished));
      umm-al-qura-rule, turkey, mabims, iran: predicted by an astronomical rule, \(tableDescription(.mabims)) (predictions: the authorities announce the months; the text of 'hijri' and 'gregorian' marks them '(predicted)'):
        umm-al-qura-rule: the Saudi rule at the Kaaba (conjunction before sunset, Moon sets after the Sun);
        turkey: Diyanet's published table 2022–2027 (1443-06…1449-08 AH), the 2016 Istanbul criterion elsewhere;
        mabims: altitude ≥ 3° and elongation ≥ 6.4° at sunset;
        iran: Iran's recorded months 1848–2027 (1265-01…1448-10 AH: the Calendar Center of the University of Tehran since 1423 AH), Yallop's q > −0.232 at Tehran beyond;
      civil: the civil tabular calendar (type II, Friday epoch);
      tabular: the arithmetic calendar of --leap-pattern and --epoch (default: 16, thursday; ICU islamic-tbla); also written 'tabular-PATTERN-EPOCH', e.g. 'tabular-15-friday'.
      \(solarLine)Outside its table (or its predictions) an Umm al-Qura or predicted calendar continues with the civil tabular calendar and marks the dates as estimated\(strict ? "; with --strict it reports an error instead." : ".")
      """
    if let purpose { calendar += "\n" + purpose }
    var rows = [
      OptionRow("--calendar ID", calendar, default: defaultCalendar),
      OptionRow("--leap-pattern P", "With --calendar tabular: the leap years of the 30-year cycle, "
        + "15, 16 (the standard), fatimid or habash-al-hasib.", default: "16"),
      OptionRow("--epoch E", "With --calendar tabular: friday (civil, 16 July 622) or thursday "
        + "(astronomical, 15 July 622).", default: "thursday"),
      OptionRow(adjust + " N", "Add N days, -3...3, to every Hijri date, for a local authority a "
        + "day or two off the calendar (+1: months begin a day earlier)."),
    ]
    if strict {
      rows.append(
        OptionRow("--strict", "Outside an Umm al-Qura table or the predicted years "
          + "\(predicted.lowerBound)–\(predicted.upperBound) AH, report an error instead of the "
          + "estimate (not for civil and tabular)."))
    }
    return rows.map { $0.with(group: group) }
  }

  /// The flags of the calendar settings in the conversion commands (`hijri`, `gregorian`,
  /// `occasions`), where the adjustment is `--adjust`.
  static let conversionFlags: [PrayerSettings.Key: String] = [
    .calendar: "--calendar", .leapPattern: "--leap-pattern", .epoch: "--epoch",
    .hijriAdjustment: "--adjust", .strict: "--strict",
  ]

  /// The calendar the conversion commands' options describe (default Umm al-Qura, estimating
  /// outside its table; ``CalendarSettings``).
  static func calendar(_ a: Arguments) throws(CommandFailure) -> HijriCalendar {
    do {
      return try CalendarSettings(values: MethodSettings.values(a, flags: conversionFlags)).calendar()
    } catch {
      throw MethodSettings.usage(error, flags: conversionFlags)
    }
  }

  /// `1300–1600 AH = 1882-11-12…2174-11-25`, the table of a calendar.
  static func tableDescription(_ calendar: HijriCalendar) -> String {
    guard let range = calendar.tableRange else { return "no table" }
    return "\(range.hijriYears.lowerBound)–\(range.hijriYears.upperBound) AH = "
      + "\(range.gregorian.lowerBound)…\(range.gregorian.upperBound)"
  }
}
