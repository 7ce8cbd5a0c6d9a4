import Astro

/// English words for the Moon's phases and non-events, as the `moon` command and its JSON print
/// them (the other languages come with the localization tables).
public enum MoonWords: Sendable {
  /// `waxing crescent`, `full Moon`, …
  public static func name(_ phase: MoonPhase) -> String {
    switch phase {
    case .newMoon: return "new Moon"
    case .waxingCrescent: return "waxing crescent"
    case .firstQuarter: return "first quarter"
    case .waxingGibbous: return "waxing gibbous"
    case .fullMoon: return "full Moon"
    case .waningGibbous: return "waning gibbous"
    case .lastQuarter: return "last quarter"
    case .waningCrescent: return "waning crescent"
    }
  }

  /// `new Moon`, `first quarter`, `full Moon`, `last quarter`.
  public static func name(_ phase: LunarPhase) -> String {
    switch phase {
    case .newMoon: return "new Moon"
    case .firstQuarter: return "first quarter"
    case .fullMoon: return "full Moon"
    case .lastQuarter: return "last quarter"
    }
  }

  /// Why there is no moonrise (`what` = "moonrise") or moonset that day: `no moonset this day:
  /// the Moon is up all day`; empty for an event that happens.
  public static func none(_ event: MoonEvent, _ what: String) -> String {
    switch event {
    case .at: return ""
    case .notInThisSpan: return "no \(what) this day"
    case .moonAlwaysAbove: return "no \(what) this day: the Moon is up all day"
    case .moonAlwaysBelow: return "no \(what) this day: the Moon is down all day"
    }
  }
}
