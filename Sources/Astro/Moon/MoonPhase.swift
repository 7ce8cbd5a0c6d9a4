/// The eight phases a calendar names, from the Moon's longitude from the Sun: the four
/// principal phases for the days within ±``principalHalfWidthDegrees`` of 0°, 90°, 180°, 270°
/// (about half a day either side), the four in between elsewhere.
public enum MoonPhase: String, Sendable, Hashable, CaseIterable, RawValueIdentifiable {
  case newMoon = "new", waxingCrescent = "waxing-crescent"
  case firstQuarter = "first-quarter", waxingGibbous = "waxing-gibbous"
  case fullMoon = "full", waningGibbous = "waning-gibbous"
  case lastQuarter = "last-quarter", waningCrescent = "waning-crescent"

  /// How far from a principal phase's longitude it is still named so, degrees (the Moon moves
  /// about 12° a day from the Sun).
  public static let principalHalfWidthDegrees = 6.0

  /// The phase at a longitude from the Sun (radians, any value: it is reduced to [0°, 360°)).
  public init(longitudeFromSun: Double) {
    let d = (longitudeFromSun * 180 / .pi).truncatingRemainder(dividingBy: 360)
    let x = d < 0 ? d + 360 : d
    let w = MoonPhase.principalHalfWidthDegrees
    switch x {
    case ..<w, (360 - w)...: self = .newMoon
    case ..<(90 - w): self = .waxingCrescent
    case ..<(90 + w): self = .firstQuarter
    case ..<(180 - w): self = .waxingGibbous
    case ..<(180 + w): self = .fullMoon
    case ..<(270 - w): self = .waningGibbous
    case ..<(270 + w): self = .lastQuarter
    default: self = .waningCrescent
    }
  }
}

extension LunarIllumination {
  /// The named phase of the Moon at this instant.
  public var phase: MoonPhase { MoonPhase(longitudeFromSun: longitudeFromSun) }
}
