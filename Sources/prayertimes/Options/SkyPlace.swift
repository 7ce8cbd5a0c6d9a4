import Astro
import PrayerSnapshot

/// The place of `moon` and `crescent`: `--lat`/`--lon` or `--city`, both optional, and `--tz`
/// (default: the city's zone, or the one inferred from the coordinates; UTC without a place).
enum SkyPlace {
  static let rows = PlaceOptions.rows.without("--elevation").changing("--tz") {
    $0.with(default: "the city's zone or the zone of the nearest place; UTC without a place")
  }

  /// The place, if any, and the zone of the times.
  static func parse(_ a: Arguments) throws(CommandFailure) -> (place: ResolvedPlace?, zone: ZoneSpec) {
    let place = try PlaceOptions.resolvedPlace(a)
    if let place { return (place, place.zone) }
    return (nil, try a.value("--tz", ZoneValue()) ?? ZoneSpec(fixedOffsetSeconds: 0))
  }

  /// A label for the place: the city or the coordinates.
  static func label(_ place: ResolvedPlace?) -> String {
    guard let place else { return "no place" }
    return place.label ?? MoonReport.coordinatesLabel(place.coordinates)
  }
}
