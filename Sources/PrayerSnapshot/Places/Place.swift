import Astro
import Foundation

/// A populated place of the embedded GeoNames table (`Data/places/cities15000.csv`): its names,
/// country, IANA zone, coordinates and population.
public struct Place: Sendable, Hashable, CustomStringConvertible {
  /// The GeoNames identifier (stable; https://www.geonames.org/ID).
  public let geonameID: Int
  /// The name GeoNames gives (UTF-8, usually the local name in Latin script: `İzmir`, `São Paulo`).
  public let name: String
  /// `name` in plain ASCII (`Izmir`, `Sao Paulo`).
  public let asciiName: String
  /// A few other names: Arabic-script ones, and Turkish ones for places in and around Turkey.
  public let alternateNames: [String]
  /// ISO 3166-1 alpha-2 country code (`TR`).
  public let countryCode: String
  /// The IANA time zone identifier GeoNames gives (`Europe/Istanbul`).
  public let zoneIdentifier: String
  /// Latitude and longitude (WGS 84), elevation 0.
  public let coordinates: Coordinates
  /// GeoNames' population figure (0 for a few capitals).
  public let population: Int

  /// Every name: `name`, `asciiName` when it differs, then the alternate names.
  public var allNames: [String] {
    (asciiName == name ? [name] : [name, asciiName]) + alternateNames
  }

  /// `Istanbul (TR)`.
  public var description: String { "\(name) (\(countryCode))" }
}

/// The distance between two points on the Earth, in kilometres: the haversine formula on a
/// sphere of the Earth's mean radius (6 371.0088 km, IUGG). Elevations are ignored.
public func greatCircleKilometres(_ a: Coordinates, _ b: Coordinates) -> Double {
  let p1 = a.latitude * .pi / 180
  let p2 = b.latitude * .pi / 180
  let dp = p2 - p1
  let dl = (b.longitude - a.longitude) * .pi / 180
  let s1 = sin(dp / 2)
  let s2 = sin(dl / 2)
  let h = s1 * s1 + cos(p1) * cos(p2) * s2 * s2
  return 2 * PlaceIndex.earthRadiusKm * asin(min(1, h.squareRoot()))
}
