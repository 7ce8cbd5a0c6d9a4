import Astro
import Foundation

/// The time zone of a point without asking: the zone of the ``ZoneBorderCells`` cell holding it
/// (near zone borders, where the nearest place can be across the border) when its clock differs
/// from the next rule's, else the IANA zone of the nearest place of the embedded table when one
/// lies within ``maximumDistanceKm``, else the
/// fixed offset nearest the longitude (`round(longitude / 15)` hours: the nautical zone), with a
/// reason a person can read.
///
/// Measured against timezonefinder's polygons on 112 000 GeoNames towns that the table does not
/// hold (`Data/places/zone_inference_eval.txt`, `Scripts/eval_zone_inference.py`).
public enum ZoneInference: Sendable {
  /// How far the nearest place may be for its zone to be used (km). Places of 1 000+ people are
  /// a median 13 km and at the 95th percentile 57 km from the nearest row; the few beyond 300 km
  /// are at sea, in deserts, taiga or ice, where the longitude's offset is the honest guess.
  /// 300 km measured better than 150 (99.2 % against 99.1 %) and as good as 500 or more.
  public static let maximumDistanceKm = 300.0

  /// What was inferred and why.
  public struct Inference: Sendable {
    /// The zone to use.
    public let zone: ZoneSpec
    /// Why: `nearest place Istanbul, TR, 2.5 km`, or why a fixed offset was used.
    public let reason: String
    /// The nearest place, and its distance in km (`nil` only for an empty table).
    public let nearest: Place?
    public let distanceKm: Double?
    /// Whether the nearest place is within ``maximumDistanceKm`` (its zone and country apply).
    public let isNear: Bool
    /// The place the reason names: the most populous place of the nearest place's zone within
    /// ``landmarkRadiusKm`` (`Istanbul` rather than its district `Eminönü`), else the nearest.
    public let landmark: Place?
    public let landmarkDistanceKm: Double?
    /// The border cell that decided the zone, when it gave another clock than the nearest place
    /// (or than the fixed offset beyond ``maximumDistanceKm``).
    public let borderCell: ZoneBorderCells.Cell?

    /// The country of the point: where a border cell decided the zone, that zone's country
    /// (``ZoneCountries``: the polygons put the point across a border from the nearest place);
    /// else the nearest place's within ``maximumDistanceKm``; `nil` farther from every place.
    public var countryCode: String? {
      ZoneInference.country(borderCell: borderCell, near: isNear ? nearest?.countryCode : nil)
    }

    /// Whether ``countryCode`` is the border cell's zone's rather than the nearest place's.
    public var countryFromBorderCell: Bool {
      guard let cell = borderCell, let country = ZoneCountries.country(of: cell.zoneIdentifier)
      else { return false }
      return !isNear || country != nearest?.countryCode
    }
  }

  /// How far the reason looks for a better-known place than the nearest (km).
  public static let landmarkRadiusKm = 20.0

  /// The zone for `coordinates` and the reason.
  public static func zone(for coordinates: Coordinates) -> (ZoneSpec, reason: String) {
    let i = infer(coordinates)
    return (i.zone, i.reason)
  }

  /// The zone for `coordinates`, with the nearest place and its distance.
  public static func infer(_ coordinates: Coordinates) -> Inference {
    let rule = nearestPlaceRule(coordinates)
    guard let cell = deciding(at: coordinates, over: rule.zone.name),
      let zone = try? ZoneSpec(parsing: cell.zoneIdentifier)
    else { return rule }
    let nearest =
      rule.nearest.map { place in
        let km = formatKilometres(rule.distanceKm ?? 0)
        return rule.isNear
          ? "the nearest place, \(place.name), \(place.countryCode), \(km), is on \(rule.zone.name)"
          : "no place within \(Int(maximumDistanceKm)) km (the nearest, \(place.name), "
            + "\(place.countryCode), is \(km) away)"
      } ?? "no places table"
    let reason =
      "a zone-border cell of the polygons (\(formatDegrees(cell.sideDegrees)), "
      + "timezone-boundary-builder); \(nearest)"
    return Inference(
      zone: zone, reason: reason, nearest: rule.nearest, distanceKm: rule.distanceKm,
      isNear: rule.isNear, landmark: rule.landmark, landmarkDistanceKm: rule.landmarkDistanceKm,
      borderCell: cell)
  }

  /// The country of a point: the zone's of the border cell that decided its zone, if any (and
  /// listed in ``ZoneCountries``), else `near`, the nearest place's within ``maximumDistanceKm``.
  static func country(borderCell: ZoneBorderCells.Cell?, near: String?) -> String? {
    borderCell.flatMap { ZoneCountries.country(of: $0.zoneIdentifier) } ?? near
  }

  /// The border cell at `coordinates` when its clock differs from the zone `rule` (named) the
  /// nearest-place rule gives: the cell then decides the zone.
  static func deciding(at coordinates: Coordinates, over rule: String) -> ZoneBorderCells.Cell? {
    guard let cell = ZoneBorderCells.cell(at: coordinates),
      !ZoneBorderCells.sameClock(cell.zoneIdentifier, rule)
    else { return nil }
    return cell
  }

  /// The rule without border cells: the nearest place's zone within ``maximumDistanceKm``, else the
  /// fixed offset.
  static func nearestPlaceRule(_ coordinates: Coordinates) -> Inference {
    let fixed = fixedOffset(longitude: coordinates.longitude)
    let index = PlaceIndex.shared
    guard let nearestRow = index.nearestRows(to: coordinates, count: 1).first else {
      return Inference(
        zone: fixed, reason: "no places table; the fixed offset nearest the longitude",
        nearest: nil, distanceKm: nil, isNear: false, landmark: nil, landmarkDistanceKm: nil, borderCell: nil)
    }
    let place = index.place(at: nearestRow)
    let km = greatCircleKilometres(coordinates, place.coordinates)
    let label = "\(place.name), \(place.countryCode), \(formatKilometres(km))"
    guard km <= maximumDistanceKm else {
      return Inference(
        zone: fixed,
        reason: "no place within \(Int(maximumDistanceKm)) km; the nearest, \(place.name), "
          + "\(place.countryCode), is \(formatKilometres(km)) away: the fixed offset nearest the longitude",
        nearest: place, distanceKm: km, isNear: false, landmark: place, landmarkDistanceKm: km, borderCell: nil)
    }
    guard let zone = try? ZoneSpec(parsing: place.zoneIdentifier) else {
      return Inference(
        zone: fixed,
        reason: "nearest place \(label), but its zone \(place.zoneIdentifier) is unknown here; "
          + "the fixed offset nearest the longitude",
        nearest: place, distanceKm: km, isNear: true, landmark: place, landmarkDistanceKm: km, borderCell: nil)
    }
    let (landmark, landmarkKm) = self.landmark(near: coordinates, nearest: place, distanceKm: km)
    let reason =
      landmark == place
      ? "nearest place \(label)"
      : "near \(landmark.name), \(landmark.countryCode), \(formatKilometres(landmarkKm)); "
        + "nearest place \(place.name), \(formatKilometres(km))"
    return Inference(
      zone: zone, reason: reason, nearest: place, distanceKm: km, isNear: true,
      landmark: landmark, landmarkDistanceKm: landmarkKm, borderCell: nil)
  }

  /// The most populous place within ``landmarkRadiusKm`` in the zone of `nearest`, with its
  /// distance (among the 40 nearest places).
  static func landmark(near point: Coordinates, nearest: Place, distanceKm: Double) -> (Place, Double) {
    let index = PlaceIndex.shared
    var best = (row: -1, population: nearest.population, km: distanceKm)
    // The 40 nearest within the radius: the rows beyond it would be passed over below.
    for row in index.nearestRows(to: point, count: 40, withinKm: landmarkRadiusKm) {
      let km = greatCircleKilometres(point, index.coordinates(at: row))
      guard km <= landmarkRadiusKm else { break }
      let population = index.population(at: row)
      if population > best.population, index.zoneIdentifier(at: row) == nearest.zoneIdentifier {
        best = (row, population, km)
      }
    }
    return best.row < 0 ? (nearest, distanceKm) : (index.place(at: best.row), best.km)
  }

  /// `UTC+HH:00` for the whole hours nearest `longitude / 15` (halves away from zero).
  public static func fixedOffset(longitude: Double) -> ZoneSpec {
    let hours = longitude.isFinite ? Int((max(-180, min(180, longitude)) / 15).rounded()) : 0
    return ZoneSpec(fixedOffsetSeconds: hours * 3600)
  }

  /// `0.0625°`: a cell's side, in as many decimals as it needs.
  static func formatDegrees(_ degrees: Double) -> String {
    var text = String(format: "%.8f", degrees)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + "°"
  }

  /// `2.5 km` below 10 km, `42 km` above.
  public static func formatKilometres(_ km: Double) -> String {
    guard km.isFinite else { return "? km" }
    if km < 9.95 { return String(format: "%.1f km", km) }
    return "\(Int(km.rounded())) km"
  }
}
