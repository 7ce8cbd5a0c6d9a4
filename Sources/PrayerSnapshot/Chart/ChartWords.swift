import Astro

/// The words of a ``YearChart``: English as the chart has always printed them (no locale), or a
/// language's, from its table in `Data/l10n/` (`frame`: the title, the notes, the clock changes,
/// the today label, the abbreviated months as ICU's `MMM` in a date and `LLL` under the axis;
/// `names.label` for the legend, as the timetable's columns; `table.estimatedPhrase` for the
/// dotted curves), with numbers in the locale's digits.
///
/// A right-to-left language's chart keeps its axis left to right in time; its text elements
/// get `direction="rtl"` (``rightToLeft``), the root element `xml:lang` (``language``).
public struct ChartWords: Sendable {
  /// The language's words; `nil`: English, as without `--locale`.
  let words: TimetableWords?

  /// The chart's words in `locale`'s language and digits; `nil`: English.
  public init(_ locale: SnapshotLocale? = nil) {
    words = locale.map(TimetableWords.init)
  }

  /// The BCP 47 tag for `xml:lang`, `nil` for the English chart (which has none).
  public var language: String? { words?.lang.rawValue }

  /// Whether the text runs right to left.
  public var rightToLeft: Bool { words?.lang.isRightToLeft ?? false }

  private func number(_ n: Int) -> String { words?.number(n) ?? String(n) }

  /// `Prayer times 2026 · London` / `مواقيت الصلاة ٢٠٢٦ · London`.
  public func title(year: Int, place: String?) -> String {
    let head =
      words.map { $0.frameText("chartTitle", ["prayerTimes": $0.prayerTimes, "year": $0.number(year)]) }
      ?? "Prayer times \(year)"
    return head + (place.map { " · " + $0 } ?? "")
  }

  /// The legend's name of a time: the English chart's, or the table's column title.
  func name(_ kind: TimeKind) -> String {
    guard let words else { return YearChart.kinds.first { $0.kind == kind }?.name ?? kind.rawValue }
    return Localizer.withoutMarks(words.name(kind))
  }

  /// January … December abbreviated inside a date (`Jan`, `янв.`, `марта`, `يناير`): ICU's `MMM`
  /// in the language.
  func month(_ month: Int) -> String {
    let m = ChartWords.index(ofMonth: month)
    return words?.localizer.table.abbreviatedMonths[m] ?? YearChart.monthNames[m]
  }

  /// Month 1…12 (any integer, taken modulo 12) as an index 0…11 of the month lists.
  private static func index(ofMonth month: Int) -> Int { (((month - 1) % 12) + 12) % 12 }

  /// A month's label under the axis: the English chart adds the year to January and to the
  /// first month; a localized one names the month only (the title has the year), standing
  /// alone: ICU's `LLL` (ru `март`, not a date's `марта`; de `Mär`; bn `এপ্রিল`).
  func monthLabel(_ date: CivilDate, first: Bool) -> String {
    guard let words else { return month(date.month) + (date.month == 1 || first ? " \(date.year)" : "") }
    return words.localizer.table.standAloneAbbreviatedMonths[ChartWords.index(ofMonth: date.month)]
  }

  /// An hour of the y axis, 0…24: `06:00`; localized by the table's 24-hour pattern, its digits,
  /// hour width and separator (fa `۶:۰۰`, id `06.00`).
  func hour(_ h: Int) -> String {
    guard let words else { return pad2(h) + ":00" }
    let pattern = words.localizer.table.h23
    let width = pattern.fields.lazy.compactMap { field -> Int? in
      if case .hour24(let w) = field { return w }
      return nil
    }.first ?? 2
    let l = words.localizer
    return l.digits(h, minimumLength: width) + (pattern.timeSeparator ?? ":") + l.digits(0, minimumLength: 2)
  }

  /// `29 Mar`; localized by the table's `dayMonth` (ICU's `MMMd`: `Mar 29`, `29. März`).
  func dayMonth(_ d: CivilDate) -> String {
    guard let words else { return "\(d.day) \(month(d.month))" }
    return words.frameText("dayMonth", ["day": words.number(d.day), "month": month(d.month)])
  }

  /// `29 Mar: clocks +1 h`.
  func clockChange(_ date: CivilDate, seconds: Int) -> String {
    guard let words else { return "\(dayMonth(date)): clocks \(YearChart.signedDuration(seconds))" }
    let sign = seconds < 0 ? "\u{2212}" : "+"
    let change = sign + Localizer.withoutMarks(words.localizer.calmDuration(minutes: abs(seconds) / 60))
    return words.frameText("chartClockChange", ["date": dayMonth(date), "change": change])
  }

  /// `Today, 12 May`.
  func today(_ d: CivilDate) -> String {
    guard let words else { return "Today, \(dayMonth(d))" }
    let today = Localizer.withoutMarks(words.localizer.dayOffset(0))
    return words.frameText("chartToday", ["today": today, "date": dayMonth(d)])
  }

  /// The legend of the daylight band.
  var daylight: String {
    guard let words else { return "Daylight (Sunrise to Maghrib)" }
    return words.frameText("chartDaylight", ["sunrise": name(.sunrise), "maghrib": name(.maghrib)])
  }

  /// The notes under the chart: the clock (and its changes), gaps, days the Sun does not set.
  func notes(zone: String, clockChanges: Bool, gaps: Bool, sunUp: Bool) -> [String] {
    guard let words else {
      return [
        "Times on the local clock of \(zone)"
          + (clockChanges ? "; the curves step where the clocks change (dashed lines)." : ".")
      ] + (gaps ? ["Gaps: the time does not happen on those days."] : [])
        + (sunUp ? ["Shaded all day (or from Sunrise, or until Maghrib) where the Sun does not set."] : [])
    }
    return [words.frameText(clockChanges ? "chartClockSteps" : "chartClock", ["zone": zone])]
      + (gaps ? [words.frameText("chartGaps")] : [])
      + (sunUp ? [words.frameText("chartSunUp", ["sunrise": name(.sunrise), "maghrib": name(.maghrib)])] : [])
  }

  /// What the dotted segments are: the English chart names the rule and resolution in force; a
  /// localized one says, as its timetable's footnote, that they are estimated.
  func estimatedLines(_ p: CalculationParameters, _ origins: [PrayerTime.Origin]) -> [String] {
    guard let words else { return YearChart.estimatedNote(p, origins) }
    return origins.isEmpty ? [] : [words.estimatedPhrase]
  }

  /// The line under the title: coordinates, zone, method, Asr shadow and the dates.
  func subtitle(_ t: Timetable, model: YearChart.Model) -> String {
    guard let words else { return YearChart.subtitle(t, model: model) }
    let c = t.coordinates
    let p = t.parameters
    var parts = [
      "\(c.latitude), \(c.longitude)", t.zone.name, p.method.name,
      Localizer.withoutMarks(words.name(.asr)) + " ×" + words.shadowFactor(p.asr.shadowFactor),
    ]
    if model.first.month == 1, model.first.day == 1, model.last.month == 12, model.last.day == 31,
      model.first.year == model.last.year
    {
      parts.append(words.number(model.first.year))
    } else {
      parts.append(dayMonth(model.first) + " – " + dayMonth(model.last))
    }
    return parts.joined(separator: " · ")
  }

  /// The SVG's `<desc>` sentence.
  func description(_ t: Timetable, model: YearChart.Model) -> String {
    guard let words else { return YearChart.description(t, model: model) }
    let l = words.localizer
    func date(_ d: CivilDate) -> String { Localizer.withoutMarks(l.gregorianDate(year: d.year, month: d.month, day: d.day)) }
    return words.frameText(
      "chartDescription",
      [
        "names": YearChart.kinds.map { name($0.kind) }.joined(separator: words.frameText("separator")),
        "first": date(model.first), "last": date(model.last), "top": hour(0), "bottom": hour(24),
      ]) + " · " + subtitle(t, model: model)
  }

  /// ` direction="rtl"` for a right-to-left language's text, else nothing.
  var direction: String { rightToLeft ? #" direction="rtl""# : "" }

  /// The text-anchor that keeps a text where the left-to-right layout puts it: `start` and `end`
  /// swap in right-to-left text (its start is its right end).
  func anchor(_ a: String) -> String {
    guard rightToLeft else { return a }
    return a == "start" ? "end" : a == "end" ? "start" : a
  }
}
