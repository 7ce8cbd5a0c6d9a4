import Foundation
import PrayerSnapshot

/// The options of `--format snapshot`: what the widget snapshot is written in and where it goes.
struct SnapshotSettings {
  var locale: SnapshotLocale
  var place: String?
  var marks: Set<PrayerMark>
  /// `--occasions`: the occasion set instead of the place's country's.
  var occasions: OccasionSet?
  /// The file to write atomically, or `nil` for stdout.
  var out: String?
}

/// The option only `--format snapshot` takes, and its marks file.
enum SnapshotOptions {
  static let group = HelpGroup(
    title: "SNAPSHOT OPTIONS",
    intro: "--format snapshot: the widget snapshot, \(SnapshotBuilder.dayCount) prayer days from "
      + "the one containing --now, every string final; it uses the method, --tz and calendar "
      + "options, and --locale, --clock, --digits, --place, --occasions and --out; --date and --days do not "
      + "apply",
    note: "With --out, a snapshot with the same content hash is not rewritten (a note on stderr "
      + "says which).")

  static let marks = OptionRow("--marks FILE", "The prayers marked as prayed: a JSON array such as "
    + "[{\"date\":\"2026-11-29\",\"prayer\":\"fajr\"}] (date: the prayer day; prayer: fajr, dhuhr, "
    + "asr, maghrib or isha), or a mark book as 'prayertimes taps apply' writes it.",
    group: group, formats: FormatApplicability(formats: ["snapshot"]))

  static let occasions = OccasionOptions.row(
    usual: "Without it, the snapshot lists the set of the place's country.", group: group,
    formats: FormatApplicability(formats: ["snapshot"]))

  /// The marks of a `--marks` file: `[{"date": "YYYY-MM-DD", "prayer": "fajr"}, …]`, or a mark
  /// book as `prayertimes taps apply` writes it (`{"appliedTaps": […], "marks": […]}`).
  static func readMarks(_ path: String, standardInput: () -> Data) throws(CommandFailure)
    -> Set<PrayerMark>
  {
    try InputFile.decoded(path, option: "--marks", standardInput: standardInput, PrayerMark.list(from:))
  }
}
