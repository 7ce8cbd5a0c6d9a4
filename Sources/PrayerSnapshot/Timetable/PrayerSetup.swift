import Astro
import Hijri

/// Everything prayer times at a place are computed from — the point, its zone, the parameters,
/// the Hijri calendar — with where each came from: given by the caller, or chosen for the place
/// (its own zone, the method usual in its country, the calendar its authority follows).
///
///     let setup = try PrayerSetup(.city("Jakarta"))
///     setup.zone.name                 // "Asia/Jakarta"  (setup.place.zoneSource: .place(Jakarta))
///     setup.parameters.method         // .kemenag        (setup.methodSource: .usual(…ID…))
///     setup.hijriCalendar.identifier  // "mabims"        (setup.calendarSource: .country(…ID…))
///     let week = try setup.timetable(.next(days: 7))
///
/// The command line, the snapshot and the batch use this one choice.
public struct PrayerSetup: Sendable {
  /// The place, its zone and country, and their sources.
  public let place: ResolvedPlace
  /// The method and its options, with the settings applied.
  public let parameters: CalculationParameters
  /// Where the method came from.
  public let methodSource: MethodSource
  /// The JAKIM zone whose points the times are computed at (a place in Malaysia whose method was
  /// chosen), else `nil`: the times are the point's own.
  public let jakimZone: JakimZone?
  /// The Hijri calendar that dates the days and decides Ramadan.
  public let hijriCalendar: HijriCalendar
  /// Where the calendar came from.
  public let calendarSource: CalendarSource
  /// The occasions the place's calendar shows: its country's set (``OccasionChoice``: Iran's,
  /// Diyanet's, Saudi Arabia's, …), the general set where the country has none or is not known.
  public var occasionSet: OccasionSet {
    place.country.map { OccasionChoice.entry(forCountry: $0).set } ?? OccasionChoice.fallback.set
  }

  /// The point.
  public var coordinates: Coordinates { place.coordinates }
  /// The zone of the dates and times.
  public var zone: ZoneSpec { place.zone }

  /// Resolves `location` and `settings`: the zone when not given, and always the country, which
  /// chooses what is not given — the method usual in the country (``MethodChoice``; beyond 66°,
  /// the times of 45°: ``PolarDefault``), the calendar its authority follows (``CalendarChoice``:
  /// Türkiye's in TR, MABIMS in ID, MY, BN, SG, else Umm al-Qura) — and the occasions and the
  /// language's region in every case. Coordinates farther than
  /// ``ZoneInference/maximumDistanceKm`` from any place have no country: the defaults.
  public init(_ location: Location, settings: PrayerSettings = PrayerSettings()) throws(PrayerSetupError) {
    var place: ResolvedPlace
    do {
      // The country is looked up even when the method and the calendar are given: it also
      // chooses the occasions and the language's region (en-GB's clock for a point in London).
      place = try PlaceResolver.resolve(location, needsCountry: true)
    } catch {
      throw .place(error)
    }
    var p: CalculationParameters
    let chosen: MethodSource
    do {
      (p, chosen) = try settings.parameters(
        country: place.country, countrySource: place.countrySource,
        latitude: place.coordinates.latitude)
    } catch {
      throw .settings(error)
    }
    if place.elevationGiven { p.appliesElevation = true }
    // A method whose horizon follows the height (Kemenag's, Jordan's) takes the nearest place's
    // when none was given.
    if !place.elevationGiven, let e = PlaceElevation.taken(by: p, at: place.coordinates) {
      place = place.taking(e)
    }
    self.place = place
    // A place in Malaysia whose method was chosen takes its JAKIM zone's times (docs/methods.md,
    // "JAKIM"); a method given (`--method jakim`) keeps the point's own.
    var zone: JakimZone.Match?
    var source = chosen
    if case .usual(let entry, let country, let countrySource, let asrGiven, let polar, nil) = chosen,
      let match = settings.jakimZone(country: place.country, at: place.coordinates)
    {
      zone = match
      p = settings.parameters(p, in: match.zone)
      source = .usual(
        entry, country: country, countrySource: countrySource, asrGiven: asrGiven,
        polarLatitude: polar, jakimZone: match)
    }
    methodSource = source
    jakimZone = zone?.zone
    parameters = p
    let entry = place.country.map(CalendarChoice.entry(forCountry:)) ?? CalendarChoice.fallback
    if settings.calendar.system != nil {
      calendarSource = .given
    } else if let countrySource = place.countrySource, entry.country != "*" {
      calendarSource = .country(entry, countrySource: countrySource)
    } else {
      calendarSource = .default(country: place.country, countrySource: place.countrySource)
    }
    hijriCalendar = settings.calendar.calendar(defaultSystem: entry.calendar.system)
  }

  /// A setup with everything given.
  public init(
    coordinates: Coordinates, zone: ZoneSpec, parameters: CalculationParameters,
    hijriCalendar: HijriCalendar = .ummAlQura
  ) {
    place = ResolvedPlace(
      coordinates: coordinates, place: nil, alsoNamed: nil, zone: zone, zoneSource: .given,
      country: nil, countrySource: nil, elevationGiven: coordinates.elevation != 0)
    self.parameters = parameters
    methodSource = .given
    jakimZone = nil
    self.hijriCalendar = hijriCalendar
    calendarSource = .given
  }

  /// The timetable of `span` (`now` fixes "today"), refused when a day lies outside
  /// ``SupportedYears`` (the times would be an extrapolation).
  public func timetable(_ span: DateSpan, now: Instant = .now) throws(PrayerSetupError) -> Timetable {
    let (first, count, last, ramadan) = try rows(span, now: now)
    do {
      try SupportedYears.check(first...max(first, last))
    } catch {
      throw .outsideSupportedYears(error)
    }
    if let count { return Timetable(self, start: first, count: count) }
    return Timetable(self, dates: first...last, ramadan: ramadan)
  }

  /// The current prayer, the next one and the time left at `instant`.
  public func status(at instant: Instant) -> PrayerStatus {
    let today = LocalClock(zone).date(of: instant)
    let days = Timetable(self, dates: today.adding(days: -1)...today.adding(days: 2)).days
    return PrayerStatus(at: instant, days: days)
  }
}

/// Why a setup or its timetable could not be made.
public enum PrayerSetupError: Error, Sendable, CustomStringConvertible {
  /// The location does not resolve.
  case place(PlaceError)
  /// A setting does not read or apply.
  case settings(SettingsError)
  /// A day is outside ``SupportedYears``.
  case outsideSupportedYears(OutsideSupportedYears)
  /// The calendar has no Ramadan for the year asked (or for today's year).
  case noRamadan(hijriYear: Int?, HijriError)

  public var description: String {
    switch self {
    case .place(let e): return e.description
    case .settings(let e): return e.description
    case .outsideSupportedYears(let e): return e.description
    case .noRamadan(let year, let e):
      return "no Ramadan \(year.map { "\($0) AH" } ?? "this year") in this calendar: \(e)"
    }
  }
}
