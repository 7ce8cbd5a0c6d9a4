import Astro
import PrayerSnapshot

/// How the place, zone and method of a timetable were chosen, in the output: members of the JSON
/// document, header lines of the table, a line on standard error.
enum Provenance {
  /// The JSON document with `timeZoneSource` after `timeZone`, `methodSource` after `method`,
  /// and `place` (for `--city`) after `coordinates`.
  static func annotate(_ json: JSONValue, options: TimetableOptions) -> JSONValue {
    guard case .object(let members) = json else { return json }
    var out: [(String, JSONValue)] = []
    for (key, value) in members {
      out.append((key, value))
      switch key {
      case "timeZone": out.append(("timeZoneSource", .string(options.zoneSource)))
      case "method": out.append(("methodSource", .string(options.methodSource)))
      case "coordinates":
        if let p = options.city {
          out.append(
            ("place", .object([
              ("name", .string(p.name)), ("country", .string(p.countryCode)),
              ("geonameid", .number(Double(p.geonameID))),
              ("population", .number(Double(p.population))),
            ])))
        }
      default: break
      }
    }
    return .object(out)
  }

  /// The table's header lines after the first: the place (for `--city`) and how the method was
  /// chosen (when no `--method` was given).
  static func headerNotes(_ options: TimetableOptions) -> [String] {
    var lines: [String] = []
    if let p = options.city {
      lines.append("Place: \(p.name), \(p.countryCode) (--city)")
    }
    if options.methodInferred { lines.append("Method: " + options.methodSource) }
    return lines
  }

  /// The line for standard error when the zone was inferred.
  static func zoneNote(_ options: TimetableOptions) -> String? {
    guard options.zoneInferred else { return nil }
    let fixed = options.resolvedZone.name.hasPrefix("UTC")
    return "Zone: \(options.resolvedZone.name) (\(options.zoneSource))"
      + (fixed ? ". Pass --tz (e.g. --tz Asia/Riyadh) for local clock time." : "")
  }
}
