import Astro
import Foundation
import Hijri

/// Prayer times for consecutive local dates in a time zone: the daily timetable a mosque prints.
///
///     let zone = try ZoneSpec(parsing: "Asia/Riyadh")
///     let days = Timetable(
///       coordinates: makkah, start: CivilDate(year: 2026, month: 11, day: 29)!, count: 14,
///       zone: zone, parameters: CalculationMethod.ummAlQura.parameters)
///     days.days[0].times.fajr
public struct Timetable: Sendable {
  /// One local date of the timetable.
  public struct Day: Sendable {
    /// The local date.
    public let date: CivilDate
    /// The zone's offset at local noon of that date (it picks the solar day).
    public let utcOffsetSeconds: Int
    /// The times.
    public let times: PrayerTimes
    /// The Hijri date of the (civil) day in the timetable's calendar, or `nil` when a strict
    /// calendar has no answer.
    public let hijri: HijriDay?
  }

  /// The place.
  public let coordinates: Coordinates
  /// The zone the dates and times are in.
  public let zone: ZoneSpec
  /// The parameters used (a Ramadan day's own Isha is in that day's `times.parameters`).
  public let parameters: CalculationParameters
  /// The Hijri calendar of the dates, which also decides Ramadan for the method's Ramadan rule.
  public let hijriCalendar: HijriCalendar
  /// The days, in order.
  public let days: [Day]

  /// Computes `count` days from `start`.
  ///
  /// A date the zone skips (Samoa jumped from 29 to 31 December 2011) has no row: its solar day
  /// belongs to the next date. The timetable still has `count` rows. `hijriCalendar` dates the
  /// days and decides which are in Ramadan (Umm al-Qura's Isha 120 minutes after Maghrib).
  public init(
    coordinates: Coordinates, start: CivilDate, count: Int, zone: ZoneSpec,
    parameters: CalculationParameters, hijriCalendar: HijriCalendar = .ummAlQura
  ) {
    self.coordinates = coordinates
    self.zone = zone
    self.parameters = parameters
    self.hijriCalendar = hijriCalendar
    var days: [Day] = []
    days.reserveCapacity(max(0, count))
    // One table of the Sun's positions for the whole range, shared by every day (a day of margin
    // for a skipped date; beyond it a day computes its own).
    let ephemeris = count > 0 ? SolarEphemeris(dates: start...start.adding(days: count)) : nil
    // Consecutive dates share solar days and nights: the calculator computes each once.
    var calculator = PrayerCalculator(
      coordinates: coordinates, parameters: parameters, ephemeris: ephemeris)
    // An astronomical calendar predicts each month of the range once.
    let calendar =
      count > 0
      ? hijriCalendar.precomputingMonths(from: start, through: start.adding(days: count))
      : hijriCalendar
    var date = start
    while days.count < count {
      let offset = Timetable.utcOffsetAtNoon(of: date, in: zone.timeZone)
      let hijri = try? calendar.hijri(from: date)
      let times = calculator.times(
        on: date, utcOffsetSeconds: offset, inRamadan: hijri?.date.isInRamadan ?? false)
      if LocalClock.date(of: times.transit, in: zone.timeZone) == date {
        days.append(Day(date: date, utcOffsetSeconds: offset, times: times, hijri: hijri))
      }
      date = date.adding(days: 1)
    }
    self.days = days
  }

  /// The zone's offset from UTC, in seconds, at 12:00 local time on `date`.
  public static func utcOffsetAtNoon(of date: CivilDate, in zone: TimeZone) -> Int {
    let noonAsUTC = (Double(date.julianDayNumber) - JulianDate.unixEpoch - 0.5) * 86_400 + 43_200
    let first = zone.secondsFromGMT(for: Date(timeIntervalSince1970: noonAsUTC))
    return zone.secondsFromGMT(for: Date(timeIntervalSince1970: noonAsUTC - Double(first)))
  }

  /// The local date of today in `zone`.
  public static func today(in zone: TimeZone, now: Date = Date()) -> CivilDate {
    let local = now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))
    return LocalClock.date(ofLocalSeconds: local)
  }
}
