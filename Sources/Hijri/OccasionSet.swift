/// The occasions one community's calendar shows, each as it keeps it: Saudi Arabia's (the Eids,
/// Arafah, Tashreeq, Ramadan, the New Year), Diyanet's Dini Günler, Iran's official holidays
/// (Tasu'a, Mawlid on 17 Rabi' I, Eid al-Ghadir, the days of mourning), Indonesia's and Malaysia's holidays, and a
/// general set for elsewhere.
///
/// The sets are data: `Data/hijri/occasion_sets.csv`, embedded by `Scripts/gen_occasion_sets.py`;
/// each is tested against the official list it comes from (`Data/fixtures/occasions/`). Which
/// set a place gets is the front door's (`OccasionChoice`, by country).
///
///     let set = OccasionSet.named("iran")!
///     try HijriCalendar.ummAlQura.occasions(inYear: 1448, in: set)   // tasua, ashura, mawlid (17), …
public struct OccasionSet: Sendable, Hashable, Identifiable {
  /// The set's identifier (`general`, `saudi`, `diyanet`, `iran`, `indonesia`, `malaysia`).
  public let id: String
  /// Its occasions, each once, in the data's order.
  public let rules: [OccasionRule]

  public init(id: String, rules: [OccasionRule]) {
    self.id = id
    self.rules = rules
  }

  /// The rule of `occasion` in this set, or `nil` when the set does not hold it.
  public func rule(for occasion: Occasion) -> OccasionRule? {
    rules.first { $0.occasion == occasion }
  }

  /// The community sets of the data, `general` first.
  public static let all: [OccasionSet] = OccasionSetsData.sets

  /// The set named `id` (the CLI's `--occasions`), or `nil`.
  public static func named(_ id: String) -> OccasionSet? {
    all.first { $0.id == id }
  }

  /// The set for places with no community set of their own: the occasions two or more community
  /// sets hold, on the day most of them keep.
  public static let general: OccasionSet = named("general") ?? every

  /// Every occasion at its usual rule (``Occasion/rule``): what ``HijriCalendar/occasions(inYear:in:)``
  /// lists when no set is named.
  public static let every = OccasionSet(id: "every", rules: Occasion.allCases.map(\.rule))
}
