import Astro

/// Where prayer times are wanted: a place's name, or coordinates — with the zone when the
/// caller knows it (otherwise it is inferred, and the reason kept).
///
///     .city("Istanbul")                       // any of a place's names; "London, GB" picks the country
///     .coordinates(latitude: 21.4225, longitude: 39.8262)
///     .coordinates(latitude: 51.5, longitude: -0.13, zone: try ZoneSpec(parsing: "Europe/London"))
public struct Location: Sendable, Hashable {
  /// What names the place.
  public enum Kind: Sendable, Hashable {
    /// A name to look up in the places table (`NAME` or `NAME, CC`).
    case city(String)
    /// A point, degrees: latitude north positive, longitude east positive.
    case coordinates(latitude: Double, longitude: Double)
    /// A place of the table, already chosen.
    case place(Place)
  }

  /// What names the place.
  public var kind: Kind
  /// The height above sea level, metres, when given: it lowers the horizon for sunrise and sunset
  /// (`CalculationParameters.appliesElevation`). `nil`: sea level, as the authorities publish.
  public var elevation: Double?
  /// The zone, when the caller knows it; `nil` infers it (the place's own zone, or the zone of
  /// the nearest place of the table).
  public var zone: ZoneSpec?

  public init(_ kind: Kind, elevation: Double? = nil, zone: ZoneSpec? = nil) {
    self.kind = kind
    self.elevation = elevation
    self.zone = zone
  }

  /// A place by name: any of its names, ignoring case and accents (`istanbul`, `İstanbul`,
  /// `sao paulo`, `مكة`); `NAME, CC` picks the country.
  public static func city(_ name: String, zone: ZoneSpec? = nil) -> Location {
    Location(.city(name), zone: zone)
  }

  /// A point, in degrees (checked when it is resolved).
  public static func coordinates(
    latitude: Double, longitude: Double, elevation: Double? = nil, zone: ZoneSpec? = nil
  ) -> Location {
    Location(.coordinates(latitude: latitude, longitude: longitude), elevation: elevation, zone: zone)
  }

  /// A point given as ``Coordinates`` (its elevation counts when it is not 0).
  public static func coordinates(_ c: Coordinates, zone: ZoneSpec? = nil) -> Location {
    Location(
      .coordinates(latitude: c.latitude, longitude: c.longitude),
      elevation: c.elevation == 0 ? nil : c.elevation, zone: zone)
  }

  /// A place of the table.
  public static func place(_ place: Place, zone: ZoneSpec? = nil) -> Location {
    Location(.place(place), zone: zone)
  }
}
