import Hijri

/// The short and narrow forms of the small widget families (the table's `short`, ``ShortForms``),
/// finished as every other string of ``Localizer``.
extension Localizer {
  /// ISO weekday 1 (Monday) … 7 (Sunday) abbreviated, as ICU's `EEE` stands alone: en `Fri`,
  /// ar `جمعة`, tr `Cum`, fr `Ven.`, de `Fr`. Out of range is taken modulo 7.
  public func shortWeekday(_ isoWeekday: Int) -> String {
    finished(table.short.weekdays[(((isoWeekday - 1) % 7) + 7) % 7])
  }

  /// ISO weekday 1 … 7 narrow, as ICU's `EEEEE` stands alone: en `F`, ar `ج`, tr `C`, bn `শু`
  /// (two weekdays may share a letter: en `T` is Tuesday and Thursday). Out of range: modulo 7.
  public func narrowWeekday(_ isoWeekday: Int) -> String {
    finished(table.short.narrowWeekdays[(((isoWeekday - 1) % 7) + 7) % 7])
  }

  /// The Gregorian date without its year, by ICU's `d MMM` skeleton result and abbreviated
  /// months: en `4 Dec` (the day first, as the table's long date and ICU's en_001), ar
  /// `٤ ديسمبر`, tr `4 Ara`, de `4. Dez.`, fr `4 déc.`. A month out of 1…12 is taken modulo 12.
  public func shortGregorianDate(month: Int, day: Int) -> String {
    let short = table.short
    return date(
      short.gregorianDate, day: day, month: month, names: short.gregorianMonths, year: 0,
      era: "")
  }

  /// The Hijri date without its year, in the table's own month names (those of
  /// ``hijriDate(year:month:day:)``, or the table's shorter `short.hijriMonths` where those do
  /// not fit a small family): en `24 Jumada II`, ar `٢٤ جمادى الآخرة`, de `24. Dschumada II`.
  /// A month out of 1…12 is taken modulo 12.
  public func shortHijriDate(month: Int, day: Int) -> String {
    let months = table.short.hijriMonths ?? table.hijriMonths
    return date(table.short.hijriDate, day: day, month: month, names: months, year: 0, era: "")
  }

  /// The prayer's name for a small family's row where the widget's name does not fit one (the
  /// table's `short.names`: de Friday `Dschumu’a` for `Freitagsgebet`); `nil` where it does.
  public func shortPrayerName(_ id: PrayerID, onFriday: Bool) -> String? {
    table.short.names[Localizer.nameID(id, onFriday)].map(finished)
  }

  /// The day in the language's civil calendar without its year, when that calendar is not the
  /// Gregorian one (fa `۱۳ آذر`, ICU's persian `d LLL`); `nil` otherwise.
  public func shortCivilDate(_ date: CivilDate) -> String? {
    guard let pattern = table.short.solarHijriDate, let day = civilDay(date) else { return nil }
    return self.date(
      pattern, day: day.date.day, month: day.date.month, names: table.solarHijriMonths, year: 0, era: "")
  }

  /// A short caption without the prayer's name (the table's `short.captions`): `endsIn`
  /// (`Ends in`, ar `ينتهي بعد`, tr `Kalan süre`), `next` (`Next`), `needsRefresh` (`Refresh`),
  /// `openApp` (`Open app`).
  func shortCaption(_ key: String) -> String {
    finished(table.short.captions[key] ?? key)
  }

  /// A night occasion's day offset 0 and 1 (`Tonight`, `Tomorrow night`; ar `الليلة`, `ليلة
  /// الغد`): a night is kept on its evening, so "Today" would say the day before it.
  public var tonight: String { finished(table.short.tonight) }
  public var tomorrowNight: String { finished(table.short.tomorrowNight) }
}
