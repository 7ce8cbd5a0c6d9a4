import Astro

/// What a rule found for one month: the conjunction, the evenings examined, and the first day.
public struct MonthStartPrediction: Sendable, Hashable {
  /// One evening examined.
  public struct Evening: Sendable, Hashable {
    /// The civil date of the evening (local at the rule's places; UTC date for ``MonthStartRule/turkey``).
    public let date: CivilDate
    /// Whether the rule is met on that evening.
    public let isMet: Bool
    /// The sky at the deciding place: where the rule was met, or otherwise the place that came
    /// closest (the Kaaba for the Saudi rule). `nil` when no place had a sunset after the
    /// conjunction to look at.
    public let sky: MoonAtSunset?
    /// For ``MonthStartRule/turkey``: the condition was met only in the Americas after 00:00 UTC,
    /// under the New Zealand exception.
    public let byAmericasException: Bool
    /// For ``MonthStartRule/iran``: the crescent at Tehran that evening, whose Yallop's q is held
    /// to ``MonthStartRule/iranMinimumQ`` (`nil` for the other rules).
    public internal(set) var crescent: CrescentVisibility? = nil
  }

  /// The rule.
  public let rule: MonthStartRule
  /// The Hijri month predicted.
  public let year: Int
  public let month: Int
  /// The conjunction that precedes the month (UT).
  public let conjunction: JulianDate
  /// The evenings examined, in order; the last one met the rule (or the limit was reached).
  public let evenings: [Evening]
  /// The first day of the month.
  public let firstDay: CivilDate
}
