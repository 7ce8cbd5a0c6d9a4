#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// A place on the Earth: geodetic latitude and longitude (WGS 84) and height above sea level.
///
/// North and east are positive. Latitude and longitude are in degrees, elevation in metres.
///
///     let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
public struct Coordinates: Sendable, Hashable, Codable {
  /// Geodetic latitude in degrees, −90…90, north positive.
  public let latitude: Double
  /// Longitude in degrees, −180…180, east positive.
  public let longitude: Double
  /// Height above sea level in metres, −500…10 000 (used for the horizon dip).
  public let elevation: Double

  /// The accepted latitudes, in degrees.
  public static let latitudeRange: ClosedRange<Double> = -90...90
  /// The accepted longitudes, in degrees (180 and −180 are the same meridian).
  public static let longitudeRange: ClosedRange<Double> = -180...180
  /// The accepted elevations, in metres (the Dead Sea shore to above Everest).
  public static let elevationRange: ClosedRange<Double> = -500...10_000

  /// Creates coordinates, or `nil` if a value is not finite or out of its range.
  public init?(latitude: Double, longitude: Double, elevation: Double = 0) {
    guard Coordinates.latitudeRange.contains(latitude),
      Coordinates.longitudeRange.contains(longitude),
      Coordinates.elevationRange.contains(elevation)
    else { return nil }
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
  }

  /// The same place at another latitude (clamped to ±90°); used by the nearest-latitude rules.
  func with(latitude newLatitude: Double) -> Coordinates {
    Coordinates(
      unchecked: min(90, max(-90, newLatitude)), longitude: longitude, elevation: elevation)
  }

  private init(unchecked latitude: Double, longitude: Double, elevation: Double) {
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
  }

  /// ρ, the observer's distance from the Earth's centre in equatorial radii (Meeus (11.x), p. 82,
  /// with the IAU 1976 flattening 1/298.257 that Meeus uses).
  var geocentricRadius: Double {
    let (rhoSin, rhoCos) = parallaxConstants
    return (rhoSin * rhoSin + rhoCos * rhoCos).squareRoot()
  }

  /// ρ sin φ′ and ρ cos φ′: the observer's geocentric position in equatorial radii (Meeus 1998,
  /// ch. 11, p. 82, flattening 1/298.257).
  var parallaxConstants: (rhoSin: Double, rhoCos: Double) {
    let phi = rad(latitude)
    let u = atan(0.996_647_19 * tan(phi))
    let h = elevation / 6_378_140
    return (0.996_647_19 * sin(u) + h * sin(phi), cos(u) + h * cos(phi))
  }
}
