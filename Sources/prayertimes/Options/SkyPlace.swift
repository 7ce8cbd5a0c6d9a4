import Astro
import Foundation
import PrayerSnapshot

/// The place of `moon` and `crescent`: `--lat`/`--lon` or `--city`, both optional, and `--tz`
/// (default: the city's zone, or the one inferred from the coordinates; UTC without a place).
struct SkyPlace {
  var coordinates: Coordinates?
  var zone: ZoneSpec
  var zoneSource: String
  var cityName: String?

  static let rows = PlaceOptions.rows.without("--elevation").changing("--tz") {
    $0.with(default: "the city's zone or the zone of the nearest place; UTC without a place")
  }

  static func parse(_ a: Arguments) throws(CommandFailure) -> SkyPlace {
    let zone = try PlaceOptions.zone(a)
    let place = try PlaceOptions.parse(a, required: false)
    guard let coordinates = place.coordinates else {
      return SkyPlace(
        zone: zone ?? ZoneSpec(fixedOffsetSeconds: 0), zoneSource: zone == nil ? "no place: UTC" : "--tz")
    }
    let city = place.city?.place
    let d = PlaceDefaults.defaults(coordinates: coordinates, city: city, tz: zone, needCountry: false)
    return SkyPlace(
      coordinates: coordinates, zone: d.zone, zoneSource: d.zoneSource,
      cityName: city.map { "\($0.name), \($0.countryCode)" })
  }

  /// A label for the place: the city or the coordinates.
  var label: String {
    if let cityName { return cityName }
    guard let c = coordinates else { return "no place" }
    return String(format: "%.4f, %.4f", c.latitude, c.longitude)
  }
}
