import Hijri
import PrayerSnapshot

/// `--occasions SET`: which community's occasions the snapshot and `occasions` list, instead of
/// the set of the place's country (``OccasionChoice``, `Data/hijri/country_occasions.csv`).
enum OccasionOptions {
  static let choice = Choice(options: OccasionSet.all.map { ($0.id, $0) })

  /// The countries each set is chosen for: `saudi SA, diyanet TR, …`.
  static let countries = OccasionSet.all.filter { $0.id != "general" }.map { set in
    set.id + " " + OccasionChoice.entries.filter { $0.set.id == set.id }.map(\.country).joined(separator: "/")
  }.joined(separator: ", ")

  /// The option's row; `usual`: what is listed without it.
  static func row(usual: String, group: HelpGroup = .options, formats: FormatApplicability? = nil) -> OptionRow {
    OptionRow(
      "--occasions SET",
      "The occasions listed, as one community's calendar keeps them: "
        + OutputOptions.alternatives(OccasionSet.all.map(\.id))
        + " (Data/hijri/occasion_sets.csv, each from its official list: Saudi Arabia's "
        + "holidays and Umm al-Qura calendar, Diyanet's Dini Günler, Iran's official holidays, "
        + "Indonesia's SKB holiday decree, Malaysia's federal holidays and JAKIM's takwim; "
        + "general: the occasions two or more of them mark). \(usual)",
      default: "the set of the place's country (\(countries); general elsewhere)", group: group,
      formats: formats)
  }

  /// The set `--occasions` names, or `nil`.
  static func set(_ a: Arguments) throws(CommandFailure) -> OccasionSet? {
    try a.value("--occasions", choice)
  }
}
