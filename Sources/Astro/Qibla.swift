#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The direction of the Kaaba: the initial bearing of the great circle from a place to it.
///
///     Qibla.bearing(from: Coordinates(latitude: 51.5074, longitude: -0.1278)!)  // ≈ 119.0°
///
/// On a sphere (the ellipsoid changes the bearing by at most about 0.2°, less than a compass can
/// show): q = atan2(sin Δλ, cos φ tan φₖ − sin φ cos Δλ), Δλ = λₖ − λ (the spherical-triangle
/// azimuth; Meeus 1998, eq. 13.5, with the Kaaba as the "star").
public enum Qibla: Sendable {
  /// The Kaaba: 21°25′21″ N, 39°49′34″ E = 21.4225° N, 39.8262° E (the centre of the Kaaba on
  /// satellite imagery; Wikipedia, "Kaaba", coordinates 21°25′21.0″N 39°49′34.2″E).
  public static let kaaba = Coordinates(latitude: 21.4225, longitude: 39.8262)!

  /// The bearing to the Kaaba, clockwise from true north, in [0°, 360°). At the Kaaba itself the
  /// direction is undefined and the result is 0°.
  public static func bearing(from place: Coordinates) -> Angle {
    let phi = rad(place.latitude)
    let phiK = rad(kaaba.latitude)
    let dLambda = rad(kaaba.longitude - place.longitude)
    let y = sin(dLambda)
    let x = cos(phi) * tan(phiK) - sin(phi) * cos(dLambda)
    guard y != 0 || x != 0 else { return .zero }
    return Angle(radians: atan2(y, x)).normalized()
  }
}
