import Astro

/// A place with its coordinates, zone and country, and where each came from.
public struct ResolvedPlace: Sendable {
  /// The point, with the elevation given, or the place's own (``elevationPlace``) where the
  /// method takes it.
  public internal(set) var coordinates: Coordinates
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
  /// The place whose height the point took, when the method's horizon follows the height and no
  /// elevation was given (``PrayerSetup``; Kemenag's and Jordan's).
  public internal(set) var elevationPlace: PlaceElevation? = nil

  /// The same place at `elevation`'s height.
  func taking(_ elevation: PlaceElevation) -> ResolvedPlace {
    var copy = self
    copy.coordinates = elevation.raising(coordinates)
    copy.elevationPlace = elevation
    return copy
  }

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
