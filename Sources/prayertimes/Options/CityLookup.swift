import Foundation
import PrayerSnapshot

/// `--city NAME`: the place of the embedded table a name stands for (``PlaceIndex``), or a usage
/// error saying what matched.
enum CityLookup {
  /// A place chosen by `--city`, and a note for standard error when it was chosen among several.
  struct City {
    var place: Place
    var note: String?
  }

  /// The place named by `--city` (`NAME` or `NAME, CC`), or a usage error saying what matched.
  static func city(_ text: String) throws(CommandFailure) -> City {
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
      throw .usage("'--city' needs a place name, got '\(text)'")
    }
    guard query.count <= 200 else {
      throw .usage("'--city' needs a place name, got \(query.count) characters")
    }
    var matches = PlaceIndex.shared.matches(query)
    if let country { matches = matches.filter { $0.place.countryCode == country } }
    let exact = matches.filter { $0.kind == .exact }.map(\.place)
    let within = country.map { " in \($0)" } ?? ""
    guard let first = exact.first else {
      let prefix = matches.prefix(8).map(\.place)
      if prefix.isEmpty {
        throw .usage("no place\(within) is named '\(query)' (GeoNames places of 15,000+ people): "
          + "give --lat and --lon, or search with 'prayertimes cities NAME'")
      }
      throw .usage("no place\(within) is named '\(query)'; places whose names start so: "
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
          + "\(second.name), \(second.countryCode), \(NumberText.grouped(second.population)) "
            + "people); using \(first.name), \(first.countryCode), "
            + "\(NumberText.grouped(first.population)) people. Add the country ('\(query), "
            + "\(second.countryCode)') or give --lat and --lon for another.")
    }
    let shown = exact.prefix(10)
    throw .usage("'\(query)'\(within) names \(exact.count) places: "
        + shown.map { candidate($0) }.joined(separator: "; ")
        + (exact.count > shown.count ? "; …" : "")
        + (Set(exact.map(\.countryCode)).count > 1
          ? ". Add the country ('\(query), \(first.countryCode)') or give --lat and --lon"
          : ". Give the --lat and --lon of the one you mean"))
  }

  /// `Springfield, US, 170,188 people (37.21533, -93.29824, America/Chicago)`.
  static func candidate(_ p: Place) -> String {
    "\(p.name), \(p.countryCode), \(NumberText.grouped(p.population)) people "
      + "(\(p.coordinates.latitude), \(p.coordinates.longitude), \(p.zoneIdentifier))"
  }
}
