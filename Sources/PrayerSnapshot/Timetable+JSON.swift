import Astro
import Foundation
import Hijri

extension Timetable {
  /// The timetable as the CLI's `--format json` document:
  /// `{"timeZone":…, "method":{…the parameters used…}, "days":[{"date":…, "times":{…},
  /// "estimated":[…]}]}`. Times are ISO 8601 in local time with the offset in force at that
  /// instant (with milliseconds when rounding is off), `null` when the event does not happen;
  /// `estimated` lists the times produced by a high-latitude rule or a polar resolution.
  public var json: JSONValue {
    let milliseconds = parameters.rounding == .none
    let days: [JSONValue] = days.map { day in
      var times: [(String, JSONValue)] = []
      var reasons: [(String, JSONValue)] = []
      for kind in Timetable.jsonKinds {
        let time = day.times[kind]
        switch time {
        case .at(let t, _):
          times.append(
            (kind.rawValue, .string(LocalClock.iso8601(t, in: zone.timeZone, milliseconds: milliseconds))))
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
    return .object([
      ("timeZone", .string(zone.name)),
      ("coordinates", .object([
        ("latitude", .number(coordinates.latitude)),
        ("longitude", .number(coordinates.longitude)),
        ("elevation", .number(coordinates.elevation)),
      ])),
      ("method", parameters.json),
      ("hijriCalendar", .string(hijriCalendar.identifier)),
      ("hijriAdjustmentDays", .number(Double(hijriCalendar.adjustmentDays))),
      ("days", .array(days)),
    ])
  }

  /// The times a JSON day lists, in the order of the day.
  public static let jsonKinds: [TimeKind] = [
    .imsak, .fajr, .sunrise, .dhuha, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight,
    .firstThird, .lastThird,
  ]
}

extension CalculationParameters {
  /// The parameters as JSON, with the same identifiers the CLI accepts.
  public var json: JSONValue {
    func angle(_ a: Angle) -> JSONValue { .number((a.degrees * 1e6).rounded() / 1e6) }
    let fajr: JSONValue
    switch self.fajr {
    case .depression(let a): fajr = .object([("angle", angle(a))])
    case .minutesBeforeSunrise(let m): fajr = .object([("minutesBeforeSunrise", .number(m))])
    case .moonsightingSeasonal: fajr = .object([("seasonal", .string("moonsighting"))])
    }
    let isha: JSONValue
    switch self.isha {
    case .depression(let a): isha = .object([("angle", angle(a))])
    case .minutesAfterMaghrib(let m): isha = .object([("minutesAfterMaghrib", .number(m))])
    case .moonsightingSeasonal(let s):
      isha = .object([("seasonal", .string("moonsighting")), ("shafaq", .string(s.rawValue))])
    }
    let maghrib: JSONValue
    switch self.maghrib {
    case .sunset: maghrib = .object([("atSunset", .bool(true))])
    case .depression(let a): maghrib = .object([("angle", angle(a))])
    case .minutesAfterSunset(let m): maghrib = .object([("minutesAfterSunset", .number(m))])
    }
    let imsak: JSONValue
    switch self.imsak {
    case .minutesBeforeFajr(let m): imsak = .object([("minutesBeforeFajr", .number(m))])
    case .depression(let a): imsak = .object([("angle", angle(a))])
    }
    func minutes(_ a: PrayerAdjustments) -> JSONValue {
      .object(
        TimeKind.allCases.filter { a[$0] != 0 }.map { ($0.rawValue, .number(a[$0])) })
    }
    let ramadanIsha: JSONValue
    switch self.ramadanIsha {
    case .none: ramadanIsha = .null
    case .some(.depression(let a)): ramadanIsha = .object([("angle", angle(a))])
    case .some(.minutesAfterMaghrib(let m)): ramadanIsha = .object([("minutesAfterMaghrib", .number(m))])
    case .some(.moonsightingSeasonal(let s)):
      ramadanIsha = .object([("seasonal", .string("moonsighting")), ("shafaq", .string(s.rawValue))])
    }
    return .object([
      ("id", .string(method.rawValue)),
      ("name", .string(method.name)),
      ("fajr", fajr),
      ("isha", isha),
      ("ramadanIsha", ramadanIsha),
      ("maghrib", maghrib),
      ("asr", .object([("shadowFactor", .number(asr.shadowFactor))])),
      ("imsak", imsak),
      ("dhuhaAltitude", angle(dhuhaAltitude)),
      ("highLatitudeRule", highLatitudeRule.json),
      ("polarResolution", polarResolution.json),
      ("midnight", .string(midnight.rawValue)),
      ("horizon", angle(horizon)),
      ("elevationDip", .bool(appliesElevation)),
      ("methodAdjustments", minutes(methodAdjustments)),
      ("adjustments", minutes(adjustments)),
      ("rounding", .string(rounding.rawValue)),
    ])
  }
}

extension HighLatitudeRule {
  /// The CLI identifier of the rule (`nearest-latitude` carries its latitude separately).
  public var identifier: String {
    switch self {
    case .none: return "none"
    case .middleOfTheNight: return "middle-of-night"
    case .seventhOfTheNight: return "seventh-of-night"
    case .twilightAngle: return "twilight-angle"
    case .nearestLatitude: return "nearest-latitude"
    case .diyanet: return "diyanet"
    }
  }

  var json: JSONValue {
    if case .nearestLatitude(let a) = self {
      return .object([("rule", .string(identifier)), ("latitude", .number(a.degrees))])
    }
    return .object([("rule", .string(identifier))])
  }
}

extension PolarResolution {
  /// The CLI identifier of the resolution.
  public var identifier: String {
    switch self {
    case .unresolved: return "unresolved"
    case .nearestLatitude: return "nearest-latitude"
    case .nearestDay: return "nearest-day"
    }
  }

  var json: JSONValue {
    if case .nearestLatitude(let a) = self {
      return .object([("rule", .string(identifier)), ("latitude", .number(a.degrees))])
    }
    return .object([("rule", .string(identifier))])
  }
}
