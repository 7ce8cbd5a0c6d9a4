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
