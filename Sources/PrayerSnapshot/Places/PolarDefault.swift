import Astro

/// The high-latitude default of a place whose method is chosen for it: beyond 66° of latitude
/// every day takes the times of the 45° parallel on the same meridian
/// (``PolarResolution/fixedLatitude(_:)``), the Islamic Fiqh Council's rule for the regions
/// beyond 66° (Muslim World League, 9th session, 1986, resolution 6; confirmed in its 19th
/// session, 2007), which the European Council for Fatwa and Research endorsed.
///
/// It applies only when neither the method nor its high-latitude rule nor its polar resolution
/// was given. Nearer the equator the country's method keeps its own rules. Why this rule and what
/// the bodies of Norway, Sweden, Finland, Iceland, Russia and Canada publish: docs/methods.md,
/// "High latitudes and polar regions".
public enum PolarDefault: Sendable {
  /// The latitude (north or south) beyond which the default applies: 66°.
  public static let beyondLatitude = 66.0
  /// What applies beyond it: the times of 45°.
  public static let resolution = PolarResolution.fixedLatitude(PolarResolution.defaultFixedLatitude)
  /// The resolution's text, as the European Council for Fatwa and Research publishes it.
  public static let source = "https://islamicfiqh.net/en/cards/prayer-in-polar-areas-3615"

  /// Whether the default applies at `latitude` (degrees).
  public static func applies(latitude: Double) -> Bool { abs(latitude) > beyondLatitude }

  /// Why, in a phrase with its source, for a place at `latitude`: `beyond 66° N every day takes
  /// the times of 45° N on the same meridian (…); source: https://…`.
  public static func reason(latitude: Double) -> String {
    let side = latitude < 0 ? "S" : "N"
    let beyond = Int(beyondLatitude)
    let parallel = Int(PolarResolution.defaultFixedLatitude.degrees.rounded())
    return "beyond \(beyond)° \(side) every day takes the times of \(parallel)° \(side) on the same "
      + "meridian (polar fixed-latitude=\(parallel): Islamic Fiqh Council of the Muslim World League, 1986, "
      + "resolution 6, endorsed by the European Council for Fatwa and Research); source: \(source)"
  }
}
