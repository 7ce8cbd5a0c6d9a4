import Astro

/// Turns a ``Location`` into a ``ResolvedPlace``: the place a name means, its coordinates, the
/// zone and the country, each with where it came from.
///
///     let istanbul = try PlaceResolver.resolve(.city("Istanbul"))
///     istanbul.zone.name          // "Europe/Istanbul"
///     istanbul.zoneSource         // .place(Istanbul (TR))
///     istanbul.country            // "TR"
///
/// A name is looked up in the embedded places table (``PlaceIndex``) by any of a place's names,
/// ignoring case and accents; `NAME, CC` keeps the places of country `CC`. Exact names win over
/// names that only start so; of several places with the exact name, the most populous is taken
/// when it has ten times the people of the next (and ``ResolvedPlace/alsoNamed`` says which
/// other it could have been), otherwise the name is ambiguous. Without a zone, the place's own
/// zone is used, or for coordinates the zone of the nearest place (``ZoneInference``).
public enum PlaceResolver: Sendable {
  /// The longest name looked up, in characters.
  public static let maximumNameLength = 200
  /// How much larger the most populous of several same-named places must be to be taken.
  public static let dominanceFactor = 10

  /// The place a name means (`NAME` or `NAME, CC`), and the other place it could have meant when
  /// it was chosen among several.
  public static func place(named text: String) throws(PlaceError) -> (place: Place, alsoNamed: AlsoNamed?) {
    var query = text.trimmingCharacters(in: .whitespaces)
    var country: String?
    if let comma = query.lastIndex(of: ",") {
      let code = query[query.index(after: comma)...].trimmingCharacters(in: .whitespaces)
      if code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
        country = code.uppercased()
        query = query[..<comma].trimmingCharacters(in: .whitespaces)
      }
    }
    guard !PlaceIndex.searchKey(query).isEmpty else { throw .emptyName(text) }
    guard query.count <= maximumNameLength else { throw .nameTooLong(query.count) }
    var matches = PlaceIndex.shared.matches(query)
    if let country { matches = matches.filter { $0.place.countryCode == country } }
    let exact = matches.filter { $0.kind == .exact }.map(\.place)
    guard let first = exact.first else {
      throw .noSuchPlace(
        query: query, country: country, similar: matches.prefix(8).map(\.place),
        similarCount: matches.count)
    }
    guard exact.count > 1 else { return (first, nil) }
    let second = exact[1]
    guard first.population >= dominanceFactor * max(second.population, 1) else {
      throw .ambiguous(query: query, country: country, places: exact)
    }
    return (first, AlsoNamed(query: query, next: second, count: exact.count - 1))
  }

  /// The place of `location`, with its zone and — when `needsCountry` (the country chooses the
  /// method when none is given) — its country. With a zone given and no country needed, nothing
  /// is looked up.
  public static func resolve(_ location: Location, needsCountry: Bool = true) throws(PlaceError)
    -> ResolvedPlace
  {
    if let elevation = location.elevation, !Coordinates.elevationRange.contains(elevation) {
      throw .invalidElevation(elevation)
    }
    switch location.kind {
    case .city(let name):
      let (place, also) = try self.place(named: name)
      return resolve(place, alsoNamed: also, location: location)
    case .place(let place):
      return resolve(place, alsoNamed: nil, location: location)
    case .coordinates(let latitude, let longitude):
      guard
        let c = Coordinates(latitude: latitude, longitude: longitude, elevation: location.elevation ?? 0)
      else { throw .invalidCoordinates(latitude: latitude, longitude: longitude) }
      if let zone = location.zone, !needsCountry {
        return ResolvedPlace(
          coordinates: c, place: nil, alsoNamed: nil, zone: zone, zoneSource: .given, country: nil,
          countrySource: nil, elevationGiven: location.elevation != nil)
      }
      let inference = ZoneInference.infer(c)
      let country = inference.isNear ? inference.nearest?.countryCode : nil
      return ResolvedPlace(
        coordinates: c, place: nil, alsoNamed: nil, zone: location.zone ?? inference.zone,
        zoneSource: location.zone == nil ? .inferred(inference) : .given, country: country,
        countrySource: .inferred(inference), elevationGiven: location.elevation != nil)
    }
  }

  private static func resolve(_ place: Place, alsoNamed: AlsoNamed?, location: Location) -> ResolvedPlace {
    var c = place.coordinates
    if let e = location.elevation,
      let withElevation = Coordinates(latitude: c.latitude, longitude: c.longitude, elevation: e)
    {
      c = withElevation
    }
    let zone: ZoneSpec
    let source: ZoneSource
    if let given = location.zone {
      (zone, source) = (given, .given)
    } else if let own = try? ZoneSpec(parsing: place.zoneIdentifier) {
      (zone, source) = (own, .place(place))
    } else {
      (zone, source) = (ZoneInference.fixedOffset(longitude: c.longitude), .placeZoneUnknown(place))
    }
    return ResolvedPlace(
      coordinates: c, place: place, alsoNamed: alsoNamed, zone: zone, zoneSource: source,
      country: place.countryCode, countrySource: .place(place),
      elevationGiven: location.elevation != nil)
  }
}

/// A place with its coordinates, zone and country, and where each came from.
public struct ResolvedPlace: Sendable {
  /// The point (with the elevation, when one was given).
  public let coordinates: Coordinates
  /// The place of the table, when the location named one.
  public let place: Place?
  /// When a name was taken for the most populous of several places: the next one.
  public let alsoNamed: AlsoNamed?
  /// The zone of the dates and times.
  public let zone: ZoneSpec
  /// Where the zone came from.
  public let zoneSource: ZoneSource
  /// The ISO 3166-1 country code, when known (a named place's, or the nearest place's within
  /// ``ZoneInference/maximumDistanceKm``); `nil` also when it was not looked up.
  public let country: String?
  /// Where the country came from; `nil` when it was not looked up (a zone was given and no
  /// method needed it).
  public let countrySource: CountrySource?
  /// Whether the location gave an elevation (which the times then take into account).
  public let elevationGiven: Bool

  /// `Istanbul, TR` for a named place.
  public var label: String? { place.map { "\($0.name), \($0.countryCode)" } }
}

/// The other place a name could have meant, when the most populous was taken.
public struct AlsoNamed: Sendable, Hashable {
  /// The name looked up.
  public let query: String
  /// The next most populous place with that name.
  public let next: Place
  /// How many other places have the name.
  public let count: Int
}

/// Where a zone came from.
public enum ZoneSource: Sendable {
  /// The caller gave it.
  case given
  /// The named place's own IANA zone.
  case place(Place)
  /// The named place's zone is not known to this system's time-zone database: the whole-hour
  /// offset nearest the longitude.
  case placeZoneUnknown(Place)
  /// Inferred from the coordinates (``ZoneInference``), with its reason.
  case inferred(ZoneInference.Inference)

  /// Whether the zone was chosen here rather than given.
  public var isInferred: Bool {
    if case .given = self { return false }
    return true
  }
}

/// Where a country came from.
public enum CountrySource: Sendable {
  /// The named place's country.
  case place(Place)
  /// The nearest place of the table (its country counts only within
  /// ``ZoneInference/maximumDistanceKm``: ``ZoneInference/Inference/isNear``).
  case inferred(ZoneInference.Inference)
}

/// Why a location could not be resolved.
public enum PlaceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is blank.
  case emptyName(String)
  /// The name is longer than ``PlaceResolver/maximumNameLength``.
  case nameTooLong(Int)
  /// No place has the name (in `country`, when given); `similar` are the first places whose
  /// names start so, of `similarCount`.
  case noSuchPlace(query: String, country: String?, similar: [Place], similarCount: Int)
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
    case .noSuchPlace(let query, let country, _, _):
      return "no place\(country.map { " in \($0)" } ?? "") is named '\(query)'"
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
