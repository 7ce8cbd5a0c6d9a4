import Astro

/// Why a location could not be resolved.
public enum PlaceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is blank.
  case emptyName(String)
  /// The name is longer than ``PlaceResolver/maximumNameLength``.
  case nameTooLong(Int)
  /// No place has the name (in `country`, when given); `similar` are the first places whose
  /// names start so, of `similarCount`; `nearlyNamed` the places (not among `similar`) with a
  /// name a typo or two away (``PlaceIndex/nearlyNamed(_:country:limit:)``), nearest first.
  case noSuchPlace(
    query: String, country: String?, similar: [Place], similarCount: Int, nearlyNamed: [Place])
  /// Several places have the name and none has ten times the people of the next: all of them,
  /// most populous first.
  case ambiguous(query: String, country: String?, places: [Place])
  /// Latitude outside −90…90 or longitude outside −180…180 (or not finite).
  case invalidCoordinates(latitude: Double, longitude: Double)
  /// An elevation outside ``Coordinates/elevationRange``.
  case invalidElevation(Double)

  public var description: String {
    switch self {
    case .emptyName(let text): return "a place name is needed, got '\(text)'"
    case .nameTooLong(let n):
      return "a place name is needed, got \(n) characters (at most \(PlaceResolver.maximumNameLength))"
    case .noSuchPlace(let query, let country, _, _, let near):
      return "no place\(country.map { " in \($0)" } ?? "") is named '\(query)'"
        + (near.isEmpty ? "" : "; did you mean " + near.map(\.description).joined(separator: ", ") + "?")
    case .ambiguous(let query, let country, let places):
      return "'\(query)'\(country.map { " in \($0)" } ?? "") names \(places.count) places: "
        + places.prefix(10).map(\.description).joined(separator: ", ")
    case .invalidCoordinates(let lat, let lon):
      return "invalid coordinates \(lat), \(lon): latitude -90...90, longitude -180...180"
    case .invalidElevation(let e):
      return "invalid elevation \(e) m: allowed \(Int(Coordinates.elevationRange.lowerBound))..."
        + "\(Int(Coordinates.elevationRange.upperBound)) m"
    }
  }
}
