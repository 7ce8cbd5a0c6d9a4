import Astro
import Foundation
import Hijri

extension Timetable {
  /// The version of the timetable document's schema (``json(names:)``): raised when a key
  /// changes meaning or goes; a new key is not a new version.
  public static let jsonSchemaVersion = 1

  /// The timetable as the CLI's `--format json` document (``json(names:)`` in plain words).
  public var json: JSONValue { json() }

  /// The timetable as a JSON document: `{"schemaVersion":1, "timeZone":…, "timeZoneSource":…,
  /// "coordinates":{…}, "place":{…} (a named place), "method":{…the parameters used…},
  /// "methodSource":…, "hijriCalendar":…, "hijriAdjustmentDays":…, "ramadan":{…} (a Ramadan
  /// timetable), "days":[{"date":…, "hijri":{…}, "times":{…}, "estimated":[…]}]}`. Times are
  /// ISO 8601 in local time with the offset in force at that instant (with milliseconds when
  /// rounding is off), `null` when the event does not happen (`missing` says why); `estimated`
  /// lists the times produced by a high-latitude rule or a polar resolution. The sources name the
  /// caller's inputs with `names`. (docs/formats.md)
  public func json(names: InputNames = .plain) -> JSONValue {
    let clock = LocalClock(zone)
    let milliseconds = parameters.rounding == .none
    let days: [JSONValue] = days.map { day in
      var times: [(String, JSONValue)] = []
      var reasons: [(String, JSONValue)] = []
      for kind in Timetable.jsonKinds {
        let time = day.times[kind]
        switch time {
        case .at(let t, _):
          times.append((kind.rawValue, .string(clock.iso8601(Instant(t), milliseconds: milliseconds))))
        case .sunAlwaysAbove:
          times.append((kind.rawValue, .null))
          reasons.append((kind.rawValue, .string("sun-always-above")))
        case .sunAlwaysBelow:
          times.append((kind.rawValue, .null))
          reasons.append((kind.rawValue, .string("sun-always-below")))
        }
      }
      var members: [(String, JSONValue)] = [("date", .string(day.date.description))]
      if let h = day.hijri {
        var hijri: [(String, JSONValue)] = [
          ("year", .number(Double(h.date.year))), ("month", .number(Double(h.date.month))),
          ("day", .number(Double(h.date.day))),
        ]
        if h.isEstimated { hijri.append(("estimated", .bool(true))) }
        if h.isPredicted { hijri.append(("predicted", .bool(true))) }
        members.append(("hijri", .object(hijri)))
      } else {
        members.append(("hijri", .null))
      }
      if day.times.inRamadan, day.times.parameters.isha != parameters.isha {
        members.append(("ramadanIsha", .bool(true)))
      }
      members += [
        ("times", .object(times)),
        ("estimated", .array(day.times.estimatedKinds.filter { Timetable.jsonKinds.contains($0) }
          .map { .string($0.rawValue) })),
      ]
      if !reasons.isEmpty { members.append(("missing", .object(reasons))) }
      return .object(members)
    }
    var document: [(String, JSONValue)] = [
      ("schemaVersion", .number(Double(Timetable.jsonSchemaVersion))),
      ("timeZone", .string(zone.name)),
      ("timeZoneSource", .string(setup.place.zoneSource.reason(names))),
      ("coordinates", .object([
        ("latitude", .number(coordinates.latitude)),
        ("longitude", .number(coordinates.longitude)),
        ("elevation", .number(coordinates.elevation)),
      ])),
    ]
    if let p = setup.place.place {
      document.append(("place", p.json))
    }
    document += [
      ("method", parameters.json),
      ("methodSource", .string(setup.methodSource.reason(names))),
      ("hijriCalendar", .string(hijriCalendar.identifier)),
      ("hijriAdjustmentDays", .number(Double(hijriCalendar.adjustmentDays))),
    ]
    if let ramadan {
      document.append(("ramadan", .object([
        ("hijriYear", .number(Double(ramadan.hijriYear))),
        ("firstDay", .string(ramadan.days.lowerBound.description)),
        ("lastDay", .string(ramadan.days.upperBound.description)),
        ("days", .number(Double(ramadan.length))),
      ])))
    }
    document.append(("days", .array(days)))
    return .object(document)
  }

  /// The times a JSON day lists, in the order of the day.
  public static let jsonKinds: [TimeKind] = [
    .imsak, .fajr, .sunrise, .dhuha, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight,
    .firstThird, .lastThird,
  ]
}

extension Place {
  /// `{"name", "country", "geonameid", "population"}`: a place as every JSON document names it.
  public var json: JSONValue {
    .object([
      ("name", .string(name)), ("country", .string(countryCode)),
      ("geonameid", .number(Double(geonameID))), ("population", .number(Double(population))),
    ])
  }
}
