import Astro

/// The height of the place nearest a point, for a method whose horizon follows it
/// (``CalculationParameters/appliesElevation``: Kemenag's and Jordan's, whose tables lower the
/// horizon in the highlands) when the caller gave no elevation.
///
/// The heights are GeoNames' `dem` (the ground's mean height around the place's point, SRTM3 or
/// GTOPO30) for the places of the table in the countries whose usual method takes them
/// (`Data/places/elevations.csv`, `Scripts/gen_place_elevations.py`): Indonesia's 363 and
/// Jordan's 26.
///
///     PlaceElevation.nearest(to: bandung)   // Bandung (ID), 728 m, 0.0 km
public struct PlaceElevation: Sendable, Hashable {
  /// The place's name (GeoNames').
  public let name: String
  /// Its ISO 3166-1 country code.
  public let countryCode: String
  /// Its height, metres above the sea.
  public let metres: Double
  /// How far it is from the point, km.
  public let distanceKm: Double

  /// The farthest a place's height is taken for a point: Indonesian schedules hold for about
  /// 30 km around the city's point, and the ground's height changes within it.
  public static let maximumDistanceKm = 25.0

  /// The height of the place of the table nearest `point`, when one is within
  /// ``maximumDistanceKm``; `nil` elsewhere (sea level).
  public static func nearest(to point: Coordinates) -> PlaceElevation? {
    var best: (index: Int, km: Double)?
    for i in 0..<PlaceElevationsData.metres.count {
      // A cheap box first: a degree of latitude is 111 km.
      guard abs(PlaceElevationsData.latitudes[i] - point.latitude) < 0.5,
        let p = Coordinates(
          latitude: PlaceElevationsData.latitudes[i], longitude: PlaceElevationsData.longitudes[i])
      else { continue }
      let km = greatCircleKilometres(point, p)
      if km <= maximumDistanceKm, best == nil || km < best!.km { best = (i, km) }
    }
    guard let best else { return nil }
    return PlaceElevation(
      name: PlaceElevationsData.names[best.index], countryCode: PlaceElevationsData.countries[best.index],
      metres: PlaceElevationsData.metres[best.index], distanceKm: best.km)
  }

  /// The height `parameters` take at `point` when none was given: the nearest place's where the
  /// method's horizon follows the height (``CalculationParameters/appliesElevation``), else
  /// `nil` (the point's own, sea level). ``PrayerSetup`` and ``BatchPlan`` choose it so.
  public static func taken(by parameters: CalculationParameters, at point: Coordinates) -> PlaceElevation? {
    parameters.appliesElevation ? nearest(to: point) : nil
  }

  /// `point` at this place's height.
  public func raising(_ point: Coordinates) -> Coordinates {
    Coordinates(latitude: point.latitude, longitude: point.longitude, elevation: metres) ?? point
  }

  /// `728 m, GeoNames' height of Bandung (ID, 0.0 km)`.
  public var reason: String {
    "\(Int(metres)) m, GeoNames' height of \(name) (\(countryCode), \(ZoneInference.formatKilometres(distanceKm)))"
  }
}
