import Astro
import Hijri

/// The local dates a timetable covers, named the way people ask for them.
///
///     .today                      .date(CivilDate(year: 2027, month: 2, day: 8)!)
///     .next(days: 14)             .days(from: start, count: 30)
///     .range(first...last)        .ramadan(hijriYear: 1448)      .year(2027)
public enum DateSpan: Sendable, Hashable {
  /// Today in the place's zone.
  case today
  /// One date.
  case date(CivilDate)
  /// Today and the days after it: `days` rows.
  case next(days: Int)
  /// `count` rows from `from` (a date the zone skips adds one at the end, so there are always
  /// `count` rows).
  case days(from: CivilDate, count: Int)
  /// Every date of the range the zone does not skip.
  case range(ClosedRange<CivilDate>)
  /// The days of Ramadan of a Hijri year in the setup's calendar; `nil`: the next Ramadan that
  /// has not ended (the current one while it lasts).
  case ramadan(hijriYear: Int?)
  /// The days of a Gregorian year; `nil`: the current year in the place's zone.
  case year(Int?)
}

extension PrayerSetup {
  /// The rows `span` asks for, at `now`: a first date and either a count of rows or a last date.
  func rows(_ span: DateSpan, now: Instant) throws(PrayerSetupError)
    -> (first: CivilDate, count: Int?, last: CivilDate, ramadan: RamadanMonth?)
  {
    let today = LocalClock(zone).today(now: now)
    switch span {
    case .today: return (today, 1, today, nil)
    case .date(let d): return (d, 1, d, nil)
    case .next(let n): return (today, n, today.adding(days: max(n, 1) - 1), nil)
    case .days(let start, let n): return (start, n, start.adding(days: max(n, 1) - 1), nil)
    case .range(let r): return (r.lowerBound, nil, r.upperBound, nil)
    case .year(let y):
      let year = y ?? today.year
      guard let first = CivilDate(year: year, month: 1, day: 1),
        let last = CivilDate(year: year, month: 12, day: 31)
      else { throw .outsideSupportedYears(OutsideSupportedYears(date: today)) }
      return (first, nil, last, nil)
    case .ramadan(let y):
      do throws(HijriError) {
        var year = 0
        if let y { year = y } else { year = try hijriCalendar.ramadanYear(notEndedBy: today) }
        let days = try hijriCalendar.ramadan(year: year)
        return (days.lowerBound, nil, days.upperBound, RamadanMonth(hijriYear: year, days: days))
      } catch {
        throw .noRamadan(hijriYear: y, error)
      }
    }
  }
}
