import Astro
import Foundation

/// The Moon on a local day: its named phase, illuminated fraction, age and distance at local
/// noon (12:00 UTC without a place or zone), the moonrise and moonset of the day at a place (or
/// why there is none), the previous new Moon and the next four principal phases.
///
///     let report = MoonReport(date: CivilDate(year: 2026, month: 2, day: 17)!, place: try PlaceResolver.resolve(.city("Makkah")))
///     report.phase            // .newMoon
///     report.moonrise         // .at(…) or why not
public struct MoonReport: Sendable {
  /// The local date.
  public let date: CivilDate
  /// The zone of the day and of the times.
  public let zone: ZoneSpec
  /// The place, when one was given (rise and set need it).
  public let place: ResolvedPlace?
  /// The instant the phase, illumination, age and distance are for.
  public let instant: Instant
  /// The illumination at ``instant``.
  public let illumination: LunarIllumination
  /// The geocentric distance at ``instant``, km.
  public let distanceKm: Double
  /// The new Moon before ``instant``.
  public let previousNewMoon: LunarPhaseEvent
  /// The next four principal phases from the start of the day.
  public let nextPhases: [LunarPhaseEvent]
  /// The moonrise and moonset of the local day, with a place.
  public let riseAndSet: (rise: MoonEvent, set: MoonEvent)?

  /// The named phase.
  public var phase: MoonPhase { illumination.phase }
  /// Seconds since ``previousNewMoon``.
  public var ageSeconds: Double { Instant(previousNewMoon.instant).seconds(to: instant) }

  /// The report for `date`; `zone` (default: the place's, else UTC) sets the day's bounds.
  /// Without a place or zone the instant is 12:00 UTC of the date.
  public init(date: CivilDate, place: ResolvedPlace? = nil, zone: ZoneSpec? = nil) {
    self.date = date
    self.place = place
    let zone = zone ?? place?.zone ?? ZoneSpec(fixedOffsetSeconds: 0)
    self.zone = zone
    let clock = LocalClock(zone)
    let start = clock.startOfDay(date)
    let end = clock.startOfDay(date.adding(days: 1))
    let utcNoon = Instant(millisecondsSince1970: (Int64(date.daysSince1970) * 86_400 + 43_200) * 1000)
    instant = utcNoon.adding(milliseconds: -Int64(clock.utcOffsetAtNoon(of: date)) * 1000)
    let at = instant.julianDate
    illumination = LunarIllumination(at: at)
    distanceKm = LunarPosition(at: at).distance
    previousNewMoon = LunarPhases.previous(.newMoon, before: at)
    var phases: [LunarPhaseEvent] = []
    var t = start.julianDate
    for _ in 0..<4 {
      let e = LunarPhases.next(after: t)
      phases.append(e)
      t = e.instant.adding(seconds: 1)
    }
    nextPhases = phases
    riseAndSet = place.map {
      LunarHorizon.riseAndSet(at: $0.coordinates, from: start.julianDate, to: end.julianDate)
    }
  }

  /// The version of the ``json(names:)`` document's schema.
  public static let jsonSchemaVersion = 1

  /// `{"schemaVersion", "date", "timeZone", "place": {latitude, longitude, label} or null, "at",
  /// "phase", "phaseName", "illuminatedPercent", "waxing", "ageSeconds", "ageDays", "distanceKm",
  /// "previousNewMoon", "nextPhases": [{phase, time}], "moonrise"/"moonset": {"time"} or
  /// {"none": why} (with a place)}`; times ISO 8601 with the zone's offset.
  public func json() -> JSONValue {
    let clock = LocalClock(zone)
    func iso(_ t: JulianDate) -> JSONValue { .string(clock.iso8601(Instant(t))) }
    func rounded(_ x: Double, _ places: Int) -> JSONValue {
      var f = 1.0
      for _ in 0..<places { f *= 10 }
      return .number((x * f).rounded() / f)
    }
    var members: [(String, JSONValue)] = [
      ("schemaVersion", .number(Double(MoonReport.jsonSchemaVersion))),
      ("date", .string(date.description)), ("timeZone", .string(zone.name)),
    ]
    if let place {
      members.append(
        ("place", .object([
          ("latitude", .number(place.coordinates.latitude)),
          ("longitude", .number(place.coordinates.longitude)),
          ("label", .string(place.label ?? MoonReport.coordinatesLabel(place.coordinates))),
        ])))
    } else {
      members.append(("place", .null))
    }
    members += [
      ("at", .string(clock.iso8601(instant))),
      ("phase", .string(phase.identifier)), ("phaseName", .string(MoonWords.name(phase))),
      ("illuminatedPercent", rounded(illumination.fraction * 100, 1)),
      ("waxing", .bool(illumination.isWaxing)),
      ("ageSeconds", .number(ageSeconds.rounded())),
      ("ageDays", rounded(ageSeconds / 86_400, 2)),
      ("distanceKm", .number(distanceKm.rounded())),
      ("previousNewMoon", iso(previousNewMoon.instant)),
      ("nextPhases", .array(nextPhases.map { .object([("phase", .string($0.phase.identifier)), ("time", iso($0.instant))]) })),
    ]
    if let (rise, set) = riseAndSet {
      for (key, event) in [("moonrise", rise), ("moonset", set)] {
        if let t = event.instant {
          members.append((key, .object([("time", iso(t))])))
        } else {
          members.append((key, .object([("none", .string(MoonWords.none(event, key)))])))
        }
      }
    }
    return .object(members)
  }

  /// `51.5000, -0.1300`: a place without a name.
  public static func coordinatesLabel(_ c: Coordinates) -> String {
    String(format: "%.4f, %.4f", c.latitude, c.longitude)
  }
}
