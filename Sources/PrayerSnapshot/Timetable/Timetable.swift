import Astro
import Foundation
import Hijri

/// Prayer times for consecutive local dates at a place: the daily timetable a mosque prints, and
/// the front door of the library.
///
///     let istanbul = try Timetable(for: .city("Istanbul"))            // today, on Istanbul's clock
///     for time in istanbul.days[0].prayers { print(time.kind, time.clock) }   // fajr 06:32 …
///     istanbul.status(at: .now).next?.kind                                  // the next prayer
///
/// The place's zone, the method usual in its country and the Hijri calendar are chosen when the
/// caller does not give them, and ``setup`` says which and why. The method's Ramadan rule (Umm
/// al-Qura's Isha 120 minutes after Maghrib) applies on the days the calendar puts in Ramadan,
/// unless the settings turn it off. For full control, give everything:
///
///     let days = Timetable(
///       coordinates: makkah, start: CivilDate(year: 2026, month: 11, day: 29)!, count: 14,
///       zone: try ZoneSpec(parsing: "Asia/Riyadh"), parameters: CalculationMethod.ummAlQura.parameters)
public struct Timetable: Sendable {
  /// One local date of the timetable.
  public struct Day: Sendable {
    /// The local date.
    public let date: CivilDate
    /// The zone's offset at local noon of that date (it picks the solar day).
    public let utcOffsetSeconds: Int
    /// The times, as the kernel computed them.
    public let times: PrayerTimes
    /// The Hijri date of the (civil) day in the timetable's calendar, or `nil` when a strict
    /// calendar has no answer.
    public let hijri: HijriDay?
    /// The clock the day's times are read on.
    public let clock: LocalClock
  }

  /// The place, zone, parameters and calendar, with where each came from.
  public let setup: PrayerSetup
  /// The days, in order.
  public let days: [Day]
  /// The month of Ramadan, when the timetable was made for one (``DateSpan/ramadan(hijriYear:)``).
  public let ramadan: RamadanMonth?

  /// The place.
  public var coordinates: Coordinates { setup.coordinates }
  /// The zone the dates and times are in.
  public var zone: ZoneSpec { setup.zone }
  /// The parameters used (a Ramadan day's own Isha is in that day's `times.parameters`).
  public var parameters: CalculationParameters { setup.parameters }
  /// The Hijri calendar of the dates, which also decides Ramadan for the method's Ramadan rule.
  public var hijriCalendar: HijriCalendar { setup.hijriCalendar }

  /// The timetable of `dates` at `location` (by default today), choosing what is not given:
  /// the zone (the place's own, or the nearest place's), the method (the one usual in the
  /// country, with its Asr rule), the Hijri calendar (the one its authority follows). `now`
  /// fixes "today".
  public init(
    for location: Location, dates: DateSpan = .today, settings: PrayerSettings = PrayerSettings(),
    now: Instant = .now
  ) throws(PrayerSetupError) {
    let setup = try PrayerSetup(location, settings: settings)
    self = try setup.timetable(dates, now: now)
  }

  /// Computes `count` rows from `start`, with everything given.
  ///
  /// A date the zone skips (Samoa jumped from 29 to 31 December 2011) has no row: its solar day
  /// belongs to the next date. The timetable still has `count` rows. `hijriCalendar` dates the
  /// days and decides which are in Ramadan (Umm al-Qura's Isha 120 minutes after Maghrib).
  public init(
    coordinates: Coordinates, start: CivilDate, count: Int, zone: ZoneSpec,
    parameters: CalculationParameters, hijriCalendar: HijriCalendar = .ummAlQura
  ) {
    self.init(
      PrayerSetup(
        coordinates: coordinates, zone: zone, parameters: parameters, hijriCalendar: hijriCalendar),
      start: start, count: count)
  }

  /// The dates of `dates` (every one the zone does not skip), with everything given.
  public init(
    coordinates: Coordinates, dates: ClosedRange<CivilDate>, zone: ZoneSpec,
    parameters: CalculationParameters, hijriCalendar: HijriCalendar = .ummAlQura
  ) {
    self.init(
      PrayerSetup(
        coordinates: coordinates, zone: zone, parameters: parameters, hijriCalendar: hijriCalendar),
      dates: dates)
  }

  /// `count` rows from `start` (a skipped date adds one at the end).
  init(_ setup: PrayerSetup, start: CivilDate, count: Int) {
    self.setup = setup
    ramadan = nil
    days = Timetable.days(setup, from: start, through: start.adding(days: count), rows: count, endsOnLast: false)
  }

  /// The rows of the dates of `dates`.
  init(_ setup: PrayerSetup, dates: ClosedRange<CivilDate>, ramadan: RamadanMonth? = nil) {
    self.setup = setup
    self.ramadan = ramadan
    let count = dates.lowerBound.days(to: dates.upperBound) + 1
    days = Timetable.days(
      setup, from: dates.lowerBound, through: dates.upperBound, rows: count, endsOnLast: true)
  }

  /// Up to `rows` rows from `start`: one per date whose solar day falls on it, stopping after
  /// `last` when `endsOnLast`. The Sun and the Hijri months are computed once for `start...last`.
  private static func days(
    _ setup: PrayerSetup, from start: CivilDate, through last: CivilDate, rows: Int, endsOnLast: Bool
  ) -> [Day] {
    guard rows > 0 else { return [] }
    var days: [Day] = []
    days.reserveCapacity(rows)
    let span = start...max(start, last)
    let clock = LocalClock(setup.zone)
    // One table of the Sun's positions for the whole range, shared by every day (a day of margin
    // for a skipped date; beyond it a day computes its own).
    let ephemeris = SolarEphemeris(dates: span)
    // Consecutive dates share solar days and nights: the calculator computes each once.
    // A JAKIM zone's times are computed at its points, sunrise at its own (``JakimZone``).
    let zone = setup.jakimZone
    var calculator = PrayerCalculator(
      coordinates: zone?.prayerPoint ?? setup.coordinates, parameters: setup.parameters, ephemeris: ephemeris)
    var sunriseCalculator = zone.map {
      PrayerCalculator(coordinates: $0.sunrisePoint, parameters: setup.parameters, ephemeris: ephemeris)
    }
    // An astronomical calendar predicts each month of the range once.
    let calendar = setup.hijriCalendar.precomputingMonths(from: span.lowerBound, through: span.upperBound)
    var date = start
    while days.count < rows, !endsOnLast || date <= last {
      let offset = clock.utcOffsetAtNoon(of: date)
      let hijri = try? calendar.hijri(from: date)
      let inRamadan = hijri?.date.isInRamadan ?? false
      var times = calculator.times(on: date, utcOffsetSeconds: offset, inRamadan: inRamadan)
      if let sunrise = sunriseCalculator?.times(on: date, utcOffsetSeconds: offset, inRamadan: inRamadan) {
        times = times.taking([.sunrise], from: sunrise)
      }
      if clock.date(of: Instant(times.transit)) == date {
        days.append(Day(date: date, utcOffsetSeconds: offset, times: times, hijri: hijri, clock: clock))
      }
      date = date.adding(days: 1)
    }
    return days
  }

  /// The current prayer, the next one and the time left at `instant` (computed from the days
  /// around it, whether or not the timetable holds them).
  public func status(at instant: Instant) -> PrayerStatus { setup.status(at: instant) }
}

extension Timetable.Day {
  /// One time of the day, with its instant and its local clock text.
  public subscript(kind: TimeKind) -> Timetable.Time {
    Timetable.Time(kind: kind, value: times[kind], clock: clock)
  }

  /// The five prayers and sunrise (which ends Fajr's time), in the order of the day: Fajr,
  /// sunrise, Dhuhr, Asr, Maghrib, Isha.
  public var prayers: [Timetable.Time] { TimeKind.daily.map { self[$0] } }
}

extension TimeKind {
  /// Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha: what a day's timetable shows first.
  public static let daily: [TimeKind] = [.fajr, .sunrise, .dhuhr, .asr, .maghrib, .isha]

  /// The five prayers, in the order of the day.
  public static let prayers: [TimeKind] = [.fajr, .dhuhr, .asr, .maghrib, .isha]
}
