import Astro
import Foundation
import PrayerSnapshot

/// `prayertimes cities QUERY`: searches the embedded places table by name, as `--city` does.
enum CitiesCommand: Command {
  static let maximumLimit = 1000

  static let description = CommandDescription(
    name: "cities", summary: "Searches the places that --city knows, by any of their names.",
    synopsis: "cities QUERY [--limit N] [--format F]",
    usage: "prayertimes cities QUERY [--limit N] [--format text|json]",
    overview:
      "Searches the embedded places (GeoNames places of 15,000+ people, with a few hundred smaller "
        + "ones that mark time-zone borders) by name: any of a place's names (its name, ASCII name, "
        + "a few Arabic and Turkish names), ignoring case and accents (İ, I, ı and i are the same; "
        + "Arabic is compared as written). Places whose name is the query come first, then those "
        + "with a name starting with it, each by decreasing population. The names found here are "
        + "what --city accepts.",
    arguments: [
      PositionalArgument(
        name: "QUERY",
        help: "The name or its beginning; several words are joined with spaces (prayertimes cities "
          + "sao paulo; at most 16 words).", count: 16)
    ],
    options: [
      OptionRow("--limit N", "At most N places, 1...\(maximumLimit).", default: "10"),
      TextFormat.row(TextFormat.textOrJSON),
    ],
    sections: [
      HelpSection(
        text: "Text output: one line per place: 'NAME  CC  POPULATION  LATITUDE, LONGITUDE  ZONE  "
          + "MATCH [other names]', MATCH 'exact' or 'prefix'; then, if more places matched than "
          + "shown, '… N more (--limit)'. JSON: {\"schemaVersion\", \"query\", \"count\" (all matches), \"places\": "
          + "[{\"name\", \"asciiName\", \"alternateNames\", \"country\", \"timeZone\", \"latitude\", "
          + "\"longitude\", \"population\", \"geonameid\", \"match\"}]}.\nPlace data: GeoNames "
          + "(https://www.geonames.org/), CC BY 4.0.")
    ],
    exitStatus:
      "0 places found, 1 no place matches (a message on standard error, nothing on standard "
        + "output), 2 usage error.")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let query = a.positionals.joined(separator: " ")
    guard !PlaceIndex.searchKey(query).isEmpty else {
      throw .usage("missing QUERY: give a place name or its beginning, e.g. 'prayertimes cities "
        + "istanbul'")
    }
    guard query.count <= 200 else {
      throw .usage("QUERY is \(query.count) characters long: give a place name or its beginning")
    }
    let limit = try a.value("--limit", WholeNumber(range: 1...maximumLimit)) ?? 10
    let format = try a.value("--format", TextFormat.textOrJSON) ?? .text
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
          ("country", .string(p.countryCode)), ("timeZone", .string(p.zoneIdentifier)),
          ("latitude", .number(p.coordinates.latitude)),
          ("longitude", .number(p.coordinates.longitude)),
          ("population", .number(Double(p.population))),
          ("geonameid", .number(Double(p.geonameID))), ("match", .string(m.kind.rawValue)),
        ])
      }
      return .text(JSONValue.object([
        ("schemaVersion", .number(1)), ("query", .string(query)), ("count", .number(Double(all.count))), ("places", .array(places)),
      ])
        .serialized(indent: 2))
    case .text, .csv:
      let width = min(30, shown.map { $0.place.name.count }.max() ?? 0)
      var lines = shown.map { m -> String in
        let p = m.place
        let others = p.allNames.dropFirst()
        return [
          HelpText.pad(p.name, width), p.countryCode,
          String(repeating: " ", count: max(0, 10 - NumberText.grouped(p.population).count))
            + NumberText.grouped(p.population),
          HelpText.pad("\(p.coordinates.latitude), \(p.coordinates.longitude)", 20),
          HelpText.pad(p.zoneIdentifier, 20), HelpText.pad(m.kind.rawValue, 6),
        ].joined(separator: "  ") + (others.isEmpty ? "" : "  [" + others.joined(separator: ", ") + "]")
      }
      if all.count > shown.count { lines.append("… \(all.count - shown.count) more (--limit)") }
      return .text(lines.joined(separator: "\n"))
    }
  }
}
