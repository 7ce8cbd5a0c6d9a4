import Foundation
import PrayerSnapshot

/// `--city NAME` in the command line's words: why a name does not resolve (``PlaceError``), and
/// the note when the most populous of several places was taken.
enum CityText {
  /// The usage error's message for `error`.
  static func message(_ error: PlaceError) -> String {
    switch error {
    case .emptyName(let text): return "'--city' needs a place name, got '\(text)'"
    case .nameTooLong(let n): return "'--city' needs a place name, got \(n) characters"
    case .noSuchPlace(let query, let country, let similar, let count, let near):
      let within = country.map { " in \($0)" } ?? ""
      let didYouMean = near.isEmpty ? "" : "did you mean: " + near.map(candidate).joined(separator: "; ")
      if similar.isEmpty {
        return "no place\(within) is named '\(query)' (GeoNames places of 15,000+ people)"
          + (near.isEmpty ? ": " : "; \(didYouMean). Or ")
          + "give --lat and --lon, or search with 'prayertimes cities NAME'"
      }
      return "no place\(within) is named '\(query)'; places whose names start so: "
        + similar.map(candidate).joined(separator: "; ")
        + (count > similar.count ? "; … (\(count) in all: 'prayertimes cities \(query)')" : "")
        + (near.isEmpty ? "" : "; \(didYouMean)")
    case .ambiguous(let query, let country, let places):
      let within = country.map { " in \($0)" } ?? ""
      let shown = places.prefix(10)
      return "'\(query)'\(within) names \(places.count) places: "
        + shown.map(candidate).joined(separator: "; ")
        + (places.count > shown.count ? "; …" : "")
        + (Set(places.map(\.countryCode)).count > 1
          ? ". Add the country ('\(query), \(places[0].countryCode)') or give --lat and --lon"
          : ". Give the --lat and --lon of the one you mean")
    case .invalidCoordinates, .invalidElevation: return error.description
    }
  }

  /// The note for standard error when `place` was taken among several places of its name.
  static func note(_ also: AlsoNamed, place: Place) -> String {
    let next = also.next
    return "Note: '\(also.query)' also names \(also.count) smaller place\(also.count == 1 ? "" : "s") "
      + "(the next: \(next.name), \(next.countryCode), \(NumberText.grouped(next.population)) "
      + "people); using \(place.name), \(place.countryCode), \(NumberText.grouped(place.population)) "
      + "people. Add the country ('\(also.query), \(next.countryCode)') or give --lat and --lon for "
      + "another."
  }

  /// `Springfield, US, 170,188 people (37.21533, -93.29824, America/Chicago)`.
  static func candidate(_ p: Place) -> String {
    "\(p.name), \(p.countryCode), \(NumberText.grouped(p.population)) people "
      + "(\(p.coordinates.latitude), \(p.coordinates.longitude), \(p.zoneIdentifier))"
  }
}
