import Astro
import Foundation
import PrayerSnapshot

/// `prayertimes cities QUERY`: searches the embedded places table by name, as `--city` does.
enum CitiesCommand {
  static let name = "cities"

  static let usage = "prayertimes cities QUERY [--limit N] [--format text|json]"

  /// For the top-level help.
  static let synopsis = "cities QUERY [--limit N] [--format F]"
  static let summary = "Searches the places that --city knows, by any of their names."

  enum Format: String, CaseIterable { case text, json }

  static let maximumLimit = 1000

  static let help = """
    OVERVIEW: Searches the embedded places (GeoNames places of 15,000+ people, with a few hundred
    smaller ones that mark time-zone borders) by name: any of a place's names (its name, ASCII
    name, a few Arabic and Turkish names), ignoring case and accents (İ, I, ı and i are the same;
    Arabic is compared as written). Places whose name is the query come first, then those with a
    name starting with it, each by decreasing population. The names found here are what --city
    accepts.

    USAGE: \(usage)

    ARGUMENTS:
      QUERY                   The name or its beginning; several words are joined with spaces
                              (prayertimes cities sao paulo).

    OPTIONS:
      --limit N               At most N places, 1...\(maximumLimit) (default: 10).
      --format FORMAT         text or json (default: text).
      -h, --help              Show this help.

    Text output: one line per place: 'NAME  CC  POPULATION  LATITUDE, LONGITUDE  ZONE  MATCH
    [other names]', MATCH 'exact' or 'prefix'; then, if more places matched than shown, '… N more
    (--limit)'. JSON: {"query", "count" (all matches), "places": [{"name", "asciiName",
    "alternateNames", "country", "zone", "latitude", "longitude", "population", "geonameid",
    "match"}]}.

    Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.

    EXIT STATUS: 0 places found, 1 no place matches (a message on standard error, nothing on
    standard output), 2 usage error.
    """

  enum Failure: Error {
    case usage(String)
    case noMatch(String)
  }

  /// The text for standard output; `nil` when help was asked for.
  static func run(_ arguments: [String]) throws(Failure) -> String? {
    let scanned: ScannedArguments
    do {
      guard
        let s = try scanArguments(
          arguments, valueOptions: ["--limit", "--format"], flagOptions: [], maxPositionals: 16)
      else { return nil }
      scanned = s
    } catch {
      throw .usage(error.message)
    }
    let query = scanned.positionals.joined(separator: " ")
    guard !PlaceIndex.searchKey(query).isEmpty else {
      throw .usage("missing QUERY: give a place name or its beginning, e.g. 'prayertimes cities istanbul'")
    }
    guard query.count <= 200 else {
      throw .usage("QUERY is \(query.count) characters long: give a place name or its beginning")
    }
    var limit = 10
    if let text = scanned.values["--limit"] {
      guard let n = Int(text), (1...maximumLimit).contains(n) else {
        throw .usage("'--limit' needs a whole number 1...\(maximumLimit), got '\(text)'")
      }
      limit = n
    }
    var format = Format.text
    if let text = scanned.values["--format"] {
      guard let f = Format(rawValue: text) else {
        throw .usage(
          "the value '\(text)' is invalid for '--format': use one of "
            + Format.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
      }
      format = f
    }
    let all = PlaceIndex.shared.matches(query)
    guard !all.isEmpty else {
      throw .noMatch("no place has a name that is or starts with '\(query)'")
    }
    let shown = all.prefix(limit)
    switch format {
    case .json:
      let places: [JSONValue] = shown.map { m in
        let p = m.place
        return .object([
          ("name", .string(p.name)), ("asciiName", .string(p.asciiName)),
          ("alternateNames", .array(p.alternateNames.map { .string($0) })),
          ("country", .string(p.countryCode)), ("zone", .string(p.zoneIdentifier)),
          ("latitude", .number(p.coordinates.latitude)),
          ("longitude", .number(p.coordinates.longitude)),
          ("population", .number(Double(p.population))),
          ("geonameid", .number(Double(p.geonameID))), ("match", .string(m.kind.rawValue)),
        ])
      }
      return JSONValue.object([
        ("query", .string(query)), ("count", .number(Double(all.count))), ("places", .array(places)),
      ]).serialized(indent: 2)
    case .text:
      let width = min(30, shown.map { $0.place.name.count }.max() ?? 0)
      var lines = shown.map { m -> String in
        let p = m.place
        let others = p.allNames.dropFirst()
        return [
          TableRenderer.pad(p.name, width), p.countryCode,
          String(repeating: " ", count: max(0, 10 - PlaceOptions.grouped(p.population).count))
            + PlaceOptions.grouped(p.population),
          TableRenderer.pad("\(p.coordinates.latitude), \(p.coordinates.longitude)", 20),
          TableRenderer.pad(p.zoneIdentifier, 20), TableRenderer.pad(m.kind.rawValue, 6),
        ].joined(separator: "  ") + (others.isEmpty ? "" : "  [" + others.joined(separator: ", ") + "]")
      }
      if all.count > shown.count { lines.append("… \(all.count - shown.count) more (--limit)") }
      return lines.joined(separator: "\n")
    }
  }

  /// Runs the subcommand and exits: 0 found, 1 nothing found, 2 usage error.
  static func main(_ arguments: [String]) -> Never {
    do {
      guard let output = try run(arguments) else {
        print(help)
        exit(0)
      }
      print(output)
      exit(0)
    } catch {
      switch error {
      case .usage(let message):
        exitWithUsageError(message, usage: usage, command: name)
      case .noMatch(let message):
        printError("No match: \(message). Search with fewer letters, or give --lat and --lon.")
        exit(1)
      }
    }
  }
}
