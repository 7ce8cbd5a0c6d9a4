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
/// ignoring case and accents; `NAME, CC` keeps the places of country `CC`, given by its ISO code or
/// a name of ``CountryAliases`` (`London, UK`, `Berlin, Almanya`; `،` too). A miss lists the
/// places whose names start so and those nearly so named (``PlaceIndex/nearlyNamed(_:country:limit:)``). Exact names win over
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
    if let comma = query.lastIndex(where: { $0 == "," || $0 == "،" }) {
      let suffix = query[query.index(after: comma)...].trimmingCharacters(in: .whitespaces)
      if let code = CountryAliases.code(for: suffix) {
        country = code
      } else if suffix.count == 2, suffix.allSatisfy({ $0.isASCII && $0.isLetter }) {
        country = suffix.uppercased()
      }
      if country != nil { query = query[..<comma].trimmingCharacters(in: .whitespaces) }
    }
    guard !PlaceIndex.searchKey(query).isEmpty else { throw .emptyName(text) }
    guard query.count <= maximumNameLength else { throw .nameTooLong(query.count) }
    var matches = PlaceIndex.shared.matches(query)
    if let country { matches = matches.filter { $0.place.countryCode == country } }
    let exact = matches.filter { $0.kind == .exact }.map(\.place)
    guard let first = exact.first else {
      let similar = matches.prefix(8).map(\.place)
      let near = PlaceIndex.shared.nearlyNamed(query, country: country, limit: 5)
        .filter { p in !similar.contains { $0.geonameID == p.geonameID } }
      throw .noSuchPlace(
        query: query, country: country, similar: similar, similarCount: matches.count,
        nearlyNamed: near)
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
      let country = inference.countryCode
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
