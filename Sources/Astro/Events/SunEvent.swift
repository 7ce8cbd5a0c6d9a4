/// When the Sun reaches a given altitude in one half of a solar day — or that it does not.
///
/// "The event does not happen" is a value: far from the equator the Sun can stay above an
/// altitude all day (no astronomical night in summer) or below it (polar night).
public enum SunEvent: Sendable, Hashable {
  /// The Sun's centre crosses the altitude at this instant.
  case at(JulianDate)
  /// The Sun stays above the altitude through this half of the day: no crossing.
  case sunAlwaysAbove
  /// The Sun stays below the altitude through this half of the day: no crossing.
  case sunAlwaysBelow

  /// The instant, when the event happens.
  public var instant: JulianDate? {
    if case .at(let t) = self { return t }
    return nil
  }
}
