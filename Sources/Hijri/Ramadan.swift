import Astro

extension HijriDate {
  /// The number of the month of Ramadan.
  public static let ramadanMonth = 9

  /// Whether the date is a day of Ramadan, the month whose days the methods' Ramadan rules
  /// (Umm al-Qura's Isha 120 minutes after Maghrib) and the imsakiye cover.
  public var isInRamadan: Bool { month == HijriDate.ramadanMonth }
}

extension HijriCalendar {
  /// The Gregorian days of Ramadan of the Hijri `year`: its first and its last day (29 or 30
  /// days later, as the calendar has it).
  ///
  ///     try HijriCalendar.ummAlQura.ramadan(year: 1448)   // 2027-02-08...2027-03-09
  public func ramadan(year: Int) throws(HijriError) -> ClosedRange<CivilDate> {
    let first = try firstDay(year: year, month: HijriDate.ramadanMonth)
    let length = try monthLength(year: year, month: HijriDate.ramadanMonth)
    return first...first.adding(days: length - 1)
  }

  /// The Hijri year of the next Ramadan that has not ended on `date`: the current one while it
  /// lasts, else the coming one.
  public func ramadanYear(notEndedBy date: CivilDate) throws(HijriError) -> Int {
    let h = try hijri(from: date).date
    return h.month > HijriDate.ramadanMonth ? h.year + 1 : h.year
  }

  /// Whether `date` is a day of Ramadan in this calendar; a date the calendar cannot convert (a
  /// strict table's edge) is not.
  public func isRamadan(_ date: CivilDate) -> Bool {
    (try? hijri(from: date))?.date.isInRamadan ?? false
  }

  /// The Hijri years whose Ramadan lies wholly within `dates`, or `nil` when none does.
  public func ramadanYears(within dates: ClosedRange<CivilDate>) -> ClosedRange<Int>? {
    guard var low = try? hijri(from: dates.lowerBound).date.year,
      var high = try? hijri(from: dates.upperBound).date.year
    else { return nil }
    if let r = try? ramadan(year: low), r.lowerBound < dates.lowerBound { low += 1 }
    if let r = try? ramadan(year: high), r.upperBound > dates.upperBound { high -= 1 }
    return low <= high ? low...high : nil
  }
}
