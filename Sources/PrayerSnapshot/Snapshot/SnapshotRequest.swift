import Astro
import Foundation
import Hijri

/// Everything a snapshot is built from.
public struct SnapshotRequest: Sendable {
  /// The place (used for the times, never written into the snapshot).
  public var coordinates: Coordinates
  /// The time zone of the labels and of the day boundaries.
  public var zone: ZoneSpec
  /// The method and its options.
  public var parameters: CalculationParameters
  /// Language, digits and clock.
  public var locale: SnapshotLocale
  /// The Hijri calendar (with its adjustment and overrides); it also decides Ramadan. By default
  /// the calendar of the country of the place nearest `coordinates`, whatever the language
  /// (``CalendarChoice/entry(near:)``: Türkiye's near Istanbul, MABIMS near Jakarta, Umm al-Qura
  /// where no country is listed or no place is near).
  public var hijriCalendar: HijriCalendar
  /// The occasions listed: by default the set of the country of the place nearest
  /// `coordinates` (``OccasionChoice/entry(near:)``: Diyanet's near Istanbul, Saudi Arabia's near
  /// Makkah, the general set where no country is listed or no place is near).
  public var occasionSet: OccasionSet
  /// The prayers the user has marked.
  public var marks: Set<PrayerMark>
  /// An optional place label.
  public var place: String?
  /// The moment of building; the first prayer day is the one containing it.
  public var now: Instant

  public init(
    coordinates: Coordinates, zone: ZoneSpec, parameters: CalculationParameters,
    locale: SnapshotLocale, hijriCalendar: HijriCalendar? = nil, occasionSet: OccasionSet? = nil,
    marks: Set<PrayerMark> = [], place: String? = nil, now: Instant
  ) {
    self.coordinates = coordinates
    self.zone = zone
    self.parameters = parameters
    self.locale = locale
    self.hijriCalendar = hijriCalendar ?? CalendarChoice.entry(near: coordinates).calendar
    self.occasionSet = occasionSet ?? OccasionChoice.entry(near: coordinates).set
    self.marks = marks
    self.place = place
    self.now = now
  }
}

extension SnapshotRequest {
  /// The request for a resolved place: its point, zone, parameters, calendar and occasion set
  /// (`occasionSet` when given); the place label
  /// defaults to the named place's name in the snapshot's language (``PlaceNames/name(of:in:)``:
  /// `مكة المكرمة` in Arabic, `Mekke` in Turkish, `Makkah` in English).
  ///
  ///     let setup = try PrayerSetup(.city("Makkah"))
  ///     let snapshot = try SnapshotBuilder.build(SnapshotRequest(setup, locale: SnapshotLocale(lang: .ar), now: .now))
  public init(
    _ setup: PrayerSetup, locale: SnapshotLocale, occasionSet: OccasionSet? = nil,
    marks: Set<PrayerMark> = [], place: String? = nil, now: Instant
  ) {
    self.init(
      coordinates: setup.coordinates, zone: setup.zone, parameters: setup.parameters,
      locale: locale, hijriCalendar: setup.hijriCalendar,
      occasionSet: occasionSet ?? setup.occasionSet, marks: marks,
      place: place ?? setup.place.place.map { PlaceNames.name(of: $0, in: locale.lang.rawValue) },
      now: now)
  }

  /// The request at a Foundation `Date`.
  public init(
    coordinates: Coordinates, zone: ZoneSpec, parameters: CalculationParameters,
    locale: SnapshotLocale, hijriCalendar: HijriCalendar? = nil, occasionSet: OccasionSet? = nil,
    marks: Set<PrayerMark> = [], place: String? = nil, now: Date
  ) {
    self.init(
      coordinates: coordinates, zone: zone, parameters: parameters, locale: locale,
      hijriCalendar: hijriCalendar, occasionSet: occasionSet, marks: marks, place: place,
      now: Instant(now))
  }
}
