import Hijri

/// The options that choose a Hijri calendar: `--calendar`, `--leap-pattern`, `--epoch`, the
/// adjustment (`--adjust` in `hijri`, `gregorian` and `occasions`; `--hijri-adjust` where
/// `--adjust` moves the prayer times) and, for the conversions, `--strict`.
enum CalendarOptions {
  static let group = HelpGroup(title: "CALENDAR OPTIONS")

  /// The identifiers `--calendar` documents.
  static let calendarNames = [
    "umm-al-qura", "umm-al-qura-published", "umm-al-qura-rule", "turkey", "mabims", "civil", "tabular",
  ]
  static let leapPattern = Choice(TabularRule.LeapYears.self)
  static let epoch = Choice(TabularRule.Epoch.self)
  static let adjustRange = -3...3

  /// The rows; `purpose` (a paragraph) follows `--calendar`'s.
  static func rows(adjust: String, strict: Bool, purpose: String? = nil) -> [OptionRow] {
    let predicted = MonthStartRule.hijriYears
    var calendar = """
      The Hijri calendar:
      umm-al-qura: Umm al-Qura, the ICU/JDK table (Foundation, Java, browsers), \(tableDescription(.ummAlQura));
      umm-al-qura-published: Umm al-Qura as printed in the published calendars, \(tableDescription(.ummAlQuraPublished));
      umm-al-qura-rule, turkey, mabims: predicted by an astronomical rule, \(tableDescription(.mabims)) (predictions: the authorities announce the months; the text of 'hijri' and 'gregorian' marks them '(predicted)'):
        umm-al-qura-rule: the Saudi rule at the Kaaba (conjunction before sunset, Moon sets after the Sun);
        turkey: Diyanet's published table 2022–2027 (1443-06…1449-08 AH), the 2016 Istanbul criterion elsewhere;
        mabims: altitude ≥ 3° and elongation ≥ 6.4° at sunset;
      civil: the civil tabular calendar (type II, Friday epoch);
      tabular: the arithmetic calendar of --leap-pattern and --epoch (default: 16, thursday; ICU islamic-tbla); also written 'tabular-PATTERN-EPOCH', e.g. 'tabular-15-friday'.
      Outside its table (or its predictions) an Umm al-Qura or predicted calendar continues with the civil tabular calendar and marks the dates as estimated\(strict ? "; with --strict it reports an error instead." : ".")
      """
    if let purpose { calendar += "\n" + purpose }
    var rows = [
      OptionRow("--calendar ID", calendar, default: "umm-al-qura"),
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

  /// The calendar the options describe (default Umm al-Qura, estimating outside its table).
  static func parse(_ a: Arguments, adjustOption: String) throws(CommandFailure) -> HijriCalendar {
    let leap = try a.value("--leap-pattern", leapPattern)
    let epoch = try a.value("--epoch", epoch)
    let id = a["--calendar"] ?? "umm-al-qura"
    var calendar: HijriCalendar
    if id == "tabular" {
      calendar = HijriCalendar(
        system: .tabular(TabularRule(leapYears: leap ?? .type16, epoch: epoch ?? .thursday)))
    } else {
      guard let c = HijriCalendar(identifier: id) else {
        throw .usage(
          "the value '\(id)' is invalid for '--calendar': use one of "
            + calendarNames.map { "'\($0)'" }.joined(separator: ", ")
            + " (or 'tabular-PATTERN-EPOCH', e.g. 'tabular-15-friday')")
      }
      for name in ["--leap-pattern", "--epoch"] where a.has(name) {
        throw .usage("'\(name)' applies only to '--calendar tabular', not to '\(id)'")
      }
      calendar = c
    }
    if let n = try a.value(adjustOption, WholeNumber(range: adjustRange, unit: " of days")) {
      calendar.adjustmentDays = n
    }
    if a.has("--strict") {
      guard calendar.tableRange != nil else {
        throw .usage(
          "'--strict' applies only to the table calendars 'umm-al-qura' and 'umm-al-qura-published' "
            + "and the predicted calendars 'umm-al-qura-rule', 'turkey' and 'mabims', not to "
            + "'\(calendar.identifier)'")
      }
      calendar.outsideTable = .strict
    }
    return calendar
  }

  /// `1300–1600 AH = 1882-11-12…2174-11-25`, the table of a calendar.
  static func tableDescription(_ calendar: HijriCalendar) -> String {
    guard let range = calendar.tableRange else { return "no table" }
    return "\(range.hijriYears.lowerBound)–\(range.hijriYears.upperBound) AH = "
      + "\(range.gregorian.lowerBound)…\(range.gregorian.upperBound)"
  }
}
