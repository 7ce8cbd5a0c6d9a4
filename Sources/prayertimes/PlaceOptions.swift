import Astro
import Foundation
import PrayerSnapshot

/// Where the times are for and which method, when the command line does not say: `--city NAME`,
/// the zone from the coordinates, the method from the country (``ZoneInference``,
/// ``MethodChoice``).
enum PlaceOptions {
  /// The help of `--city`, among the main options.
  static let cityHelp = """
      --city NAME             A place instead of --lat/--lon: any of its names (GeoNames places of
                              15,000+ people; a few Arabic and Turkish names too), ignoring case
                              and accents: Istanbul, istanbul, İstanbul, 'sao paulo', مكة.
                              'NAME, CC' picks the country (London, CA). A name several places
                              share is an error listing them, unless the most populous has 10x
                              the people of the next (then it is taken, and said so). Search
                              with 'prayertimes cities NAME'.
    """

  /// How the zone and the method were chosen, for the help.
  static let defaultsHelp = """
    WITHOUT --tz OR --method: the zone is the IANA zone of the nearest place of the table (within
    \(km) km; else the fixed offset nearest the longitude), and the method and Asr rule are the
    ones usual in that place's country (Data/methods/countries.csv: Turkey turkey, Saudi Arabia
    umm-al-qura, Pakistan/India/Bangladesh/Afghanistan karachi with hanafi Asr, Malaysia jakim,
    Indonesia kemenag, UK moonsighting, US/Canada isna, ...; mwl elsewhere or with no place within
    \(km) km). A 'Zone:' line on standard error and the table's 'Method:' header line say which and
    why; JSON has them as 'timeZoneSource' and 'methodSource'. --asr still wins over the country's.

    EXAMPLES:
      prayertimes --lat 41.0082 --lon 28.9784 --days 14
      prayertimes --city Makkah --format json
      prayertimes --city "London, GB" --method moonsighting --asr hanafi --days 7
      prayertimes cities sao paulo
      prayertimes --city Istanbul --days 7 --locale tr
      prayertimes --city Makkah --days 30 --format ics --out makkah.ics
      prayertimes ramadan --city Istanbul --locale tr
    """

  private static let km = Int(ZoneInference.maximumDistanceKm)

  /// A place chosen by `--city`, and a note for standard error when it was chosen among several.
  struct City {
    var place: Place
    var note: String?
  }

  /// The place named by `--city` (`NAME` or `NAME, CC`), or a usage error saying what matched.
  static func city(_ text: String) throws(UsageError) -> City {
    var query = text.trimmingCharacters(in: .whitespaces)
    var country: String?
    if let comma = query.lastIndex(of: ",") {
      let code = query[query.index(after: comma)...].trimmingCharacters(in: .whitespaces)
      if code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
        country = code.uppercased()
        query = query[..<comma].trimmingCharacters(in: .whitespaces)
      }
    }
    guard !PlaceIndex.searchKey(query).isEmpty else {
      throw UsageError(message: "'--city' needs a place name, got '\(text)'")
    }
    guard query.count <= 200 else {
      throw UsageError(message: "'--city' needs a place name, got \(query.count) characters")
    }
    var matches = PlaceIndex.shared.matches(query)
    if let country { matches = matches.filter { $0.place.countryCode == country } }
    let exact = matches.filter { $0.kind == .exact }.map(\.place)
    let within = country.map { " in \($0)" } ?? ""
    guard let first = exact.first else {
      let prefix = matches.prefix(8).map(\.place)
      if prefix.isEmpty {
        throw UsageError(
          message:
            "no place\(within) is named '\(query)' (GeoNames places of 15,000+ people): give --lat and "
            + "--lon, or search with 'prayertimes cities NAME'")
      }
      throw UsageError(
        message:
          "no place\(within) is named '\(query)'; places whose names start so: "
          + prefix.map { candidate($0) }.joined(separator: "; ")
          + (matches.count > 8 ? "; … (\(matches.count) in all: 'prayertimes cities \(query)')" : ""))
    }
    guard exact.count > 1 else { return City(place: first, note: nil) }
    let second = exact[1]
    if first.population >= 10 * max(second.population, 1) {
      let others = exact.count - 1
      return City(
        place: first,
        note:
          "Note: '\(query)' also names \(others) smaller place\(others == 1 ? "" : "s") (the next: "
          + "\(second.name), \(second.countryCode), \(grouped(second.population)) people); using "
          + "\(first.name), \(first.countryCode), \(grouped(first.population)) people. Add the country "
          + "('\(query), \(second.countryCode)') or give --lat and --lon for another.")
    }
    let shown = exact.prefix(10)
    throw UsageError(
      message:
        "'\(query)'\(within) names \(exact.count) places: "
        + shown.map { candidate($0) }.joined(separator: "; ")
        + (exact.count > shown.count ? "; …" : "")
        + (Set(exact.map(\.countryCode)).count > 1
          ? ". Add the country ('\(query), \(first.countryCode)') or give --lat and --lon"
          : ". Give the --lat and --lon of the one you mean"))
  }

  /// `Springfield, US, 170,188 people (37.21533, -93.29824, America/Chicago)`.
  static func candidate(_ p: Place) -> String {
    "\(p.name), \(p.countryCode), \(grouped(p.population)) people "
      + "(\(p.coordinates.latitude), \(p.coordinates.longitude), \(p.zoneIdentifier))"
  }

  /// `15,701,602`.
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// What decides the zone and the country when the command line does not: the `--city` place
  /// itself, or the nearest place (computed once, only when needed).
  struct Defaults {
    var zone: ZoneSpec
    /// `--tz`, `the zone of Makkah, SA (--city)`, or ``ZoneInference``'s reason.
    var zoneSource: String
    var zoneInferred: Bool
    /// The country whose usual method applies, and a phrase saying where it comes from.
    var country: String?
    var countryWhy: String
  }

  static func defaults(coordinates: Coordinates, city: Place?, tz: ZoneSpec?, needCountry: Bool)
    -> Defaults
  {
    if let city {
      let zone: ZoneSpec
      let zoneSource: String
      if let tz {
        (zone, zoneSource) = (tz, "--tz")
      } else if let z = try? ZoneSpec(parsing: city.zoneIdentifier) {
        (zone, zoneSource) = (z, "--city \(city.name), \(city.countryCode)")
      } else {
        zone = ZoneInference.fixedOffset(longitude: city.coordinates.longitude)
        zoneSource = "\(city.zoneIdentifier) is unknown here; the fixed offset nearest the longitude"
      }
      return Defaults(
        zone: zone, zoneSource: zoneSource, zoneInferred: tz == nil, country: city.countryCode,
        countryWhy: "--city \(city.name), \(city.countryCode)")
    }
    if let tz, !needCountry {
      return Defaults(zone: tz, zoneSource: "--tz", zoneInferred: false, country: nil, countryWhy: "")
    }
    let inference = ZoneInference.infer(coordinates)
    var country: String?
    var why: String
    if inference.isNear, let near = inference.nearest {
      country = near.countryCode
      why = inference.reason
    } else if let near = inference.nearest, let km = inference.distanceKm {
      why =
        "no place within \(Int(ZoneInference.maximumDistanceKm)) km; the nearest, \(near.name), "
        + "\(near.countryCode), is \(ZoneInference.formatKilometres(km)) away"
    } else {
      why = "no places table"
    }
    if let tz {
      return Defaults(zone: tz, zoneSource: "--tz", zoneInferred: false, country: country, countryWhy: why)
    }
    return Defaults(
      zone: inference.zone, zoneSource: inference.reason, zoneInferred: true, country: country,
      countryWhy: why)
  }

  /// The method and Asr rule usual in the country of `defaults`, and the sentence saying so.
  static func method(_ d: Defaults, asrGiven: Bool) -> (CalculationMethod, AsrRule, String) {
    let entry = MethodChoice.entry(forCountry: d.country ?? "*")
    let asr = entry.asr == .hanafi ? "hanafi" : "standard"
    let what: String
    if let country = d.country, entry.country != "*" {
      what = "the usual method in \(country) (\(d.countryWhy)): \(entry.method.rawValue), \(asr) Asr"
    } else if let country = d.country {
      what =
        "no method listed for \(country) (\(d.countryWhy)): the default, \(entry.method.rawValue), "
        + "\(asr) Asr"
    } else {
      what = "\(d.countryWhy): the default, \(entry.method.rawValue), \(asr) Asr"
    }
    return (
      entry.method, entry.asr,
      what + (asrGiven ? ", but the Asr of --asr" : "") + "; source: " + entry.source
    )
  }

  /// The JSON document with `timeZoneSource` after `timeZone`, `methodSource` after `method`,
  /// and `place` (for `--city`) after `coordinates`.
  static func annotate(_ json: JSONValue, options: Options) -> JSONValue {
    guard case .object(let members) = json else { return json }
    var out: [(String, JSONValue)] = []
    for (key, value) in members where key != "place" {
      switch key {
      case "timeZoneSource": out.append((key, .string(options.zoneSource)))
      case "methodSource": out.append((key, .string(options.methodSource)))
      default: out.append((key, value))
      }
      switch key {
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
  static func headerNotes(_ options: Options) -> [String] {
    var lines: [String] = []
    if let p = options.city {
      lines.append("Place: \(p.name), \(p.countryCode) (--city)")
    }
    if options.methodInferred { lines.append("Method: " + options.methodSource) }
    return lines
  }

  /// The line for standard error when the zone was inferred.
  static func zoneNote(_ options: Options) -> String? {
    guard options.zoneInferred else { return nil }
    let fixed = options.resolvedZone.name.hasPrefix("UTC")
    return "Zone: \(options.resolvedZone.name) (\(options.zoneSource))"
      + (fixed ? ". Pass --tz (e.g. --tz Asia/Riyadh) for local clock time." : "")
  }
}
