import Astro

extension PrayerSettings {
  /// The JAKIM zone whose times a place takes (docs/methods.md, "JAKIM"), or `nil`: a place in
  /// Malaysia (`country` MY) whose method is not given takes the usual one, JAKIM's, at its
  /// e-solat zone's points; a method given (`--method jakim`, a places file's `method` column)
  /// keeps the point's own times. The one rule of ``PrayerSetup`` and ``BatchPlan``.
  func jakimZone(country: String?, at point: Coordinates) -> JakimZone.Match? {
    guard method == nil, country == "MY", MethodChoice.entry(forCountry: "MY").method == .jakim
    else { return nil }
    return JakimZone.zone(near: point)
  }

  /// `parameters` in `zone`: the zone's Isha angle (``JakimZone/ishaAngle``), unless the settings
  /// give Isha (an angle or an interval).
  func parameters(_ parameters: CalculationParameters, in zone: JakimZone) -> CalculationParameters {
    ishaAngle == nil && ishaInterval == nil ? zone.applied(to: parameters) : parameters
  }
}
