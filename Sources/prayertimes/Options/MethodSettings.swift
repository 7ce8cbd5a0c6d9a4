import Astro
import PrayerSnapshot

/// How the times are computed: `--method` and the settings that change a method (angles, Asr,
/// high-latitude and polar rules, midnight, rounding, adjustments, the Ramadan Isha). Shared by
/// the main command, `ramadan`, `chart` and `batch`, which all turn them into parameters with
/// ``parameters(_:countryAsr:_:)``.
enum MethodSettings {
  static let group = HelpGroup(
    title: "METHOD OPTIONS",
    note: "With --method custom no adjustment is applied: Dhuhr is the transit and Maghrib is "
      + "sunset unless --maghrib-angle is given.")

  /// The times `--adjust` moves.
  static let adjustable = PrayerAdjustments.adjustableKinds

  static let rows: [OptionRow] = [
    OptionRow("--method ID", "Calculation method.", values: CalculationMethod.identifierForms,
      default: "the one usual in the country of the nearest place, else mwl"),
    OptionRow("--fajr-angle DEG", "Fajr at this depression of the Sun, 0...30."),
    OptionRow("--isha-angle DEG", "Isha at this depression of the Sun, 0...30."),
    OptionRow("--isha-interval MIN", "Isha this many minutes after Maghrib, 0...300."),
    OptionRow("--maghrib-angle DEG", "Maghrib at this depression of the Sun, 0...30.",
      default: "sunset"),
    OptionRow("--asr SCHOOL", "standard (shadow 1x) or hanafi (shadow 2x).",
      default: "the country's with the country's method, else standard"),
    OptionRow("--high-lat RULE", "none, middle-of-night, seventh-of-night, twilight-angle, "
      + "nearest-latitude[=DEG] (default 48.5; DEG 30...66), diyanet.",
      default: "the method's; twilight-angle for most"),
    OptionRow("--polar RULE", "Days without sunrise, sunset or a noon shadow: "
      + "nearest-latitude[=DEG] (the nearest latitude where the day is whole, at most DEG, 30...90; "
      + "default: from the place itself), nearest-day, unresolved; or fixed-latitude[=DEG] (every "
      + "day the times of DEG, 30...66, default 45, on the same meridian, where the place is "
      + "beyond it).",
      default: "nearest-latitude; beyond 66 degrees without --method, --high-lat or --polar, "
        + "fixed-latitude=45"),
    OptionRow("--midnight RULE", "standard, jafari, maghrib-to-fajr.",
      default: "the method's"),
    OptionRow("--shafaq KIND", "Moonsighting Isha twilight (with --method moonsighting): general, "
      + "ahmer, abyad.",
      default: "general"),
    OptionRow("--rounding MODE", "nearest, up, precaution (the times a prayer begins at up, sunrise, "
      + "sunset and midnight down: umm-al-qura's), none.",
      default: "the method's; none keeps milliseconds"),
    OptionRow("--adjust LIST", "Minutes to add, e.g. fajr=+2,isha=-1 ("
        + adjustable.map(\.rawValue).joined(separator: ", ") + "; -120...120)."),
    OptionRow("--ramadan-isha off|MIN", "The method's Ramadan Isha (umm-al-qura: 120 minutes after "
      + "Maghrib on the days the Hijri calendar puts in Ramadan): off keeps the usual Isha, MIN "
      + "(0...300) sets Isha MIN minutes after Maghrib in Ramadan."),
  ].map { $0.with(group: group) }

  /// The flag of each setting where the method's options are read: `--fajr-angle` for
  /// `fajr-angle`, … (the calendar's adjustment is `--hijri-adjust`, `--adjust` being the times').
  static let flags: [PrayerSettings.Key: String] = Dictionary(
    uniqueKeysWithValues: PrayerSettings.Key.allCases.filter { $0 != .strict }.map { ($0, "--" + $0.rawValue) })

  /// The settings the flags in `a` give, read by the library (``PrayerSettings/init(values:)``)
  /// with its checks; a problem is a usage error naming the flag.
  static func settings(_ a: Arguments, flags: [PrayerSettings.Key: String] = flags)
    throws(CommandFailure) -> PrayerSettings
  {
    do {
      return try PrayerSettings(values: values(a, flags: flags))
    } catch {
      throw usage(error, flags: flags)
    }
  }

  /// The text values of the settings given in `a` (a flag such as `--strict`: `true`).
  static func values(_ a: Arguments, flags: [PrayerSettings.Key: String]) -> [PrayerSettings.Key: String] {
    var values: [PrayerSettings.Key: String] = [:]
    for (key, flag) in flags {
      if let text = a[flag] { values[key] = text } else if a.flags.contains(flag) { values[key] = "true" }
    }
    return values
  }

  /// A settings error as the usage error of the flags that gave the settings.
  static func usage(_ error: SettingsError, flags: [PrayerSettings.Key: String] = flags) -> CommandFailure {
    .usage(error.message { flags[$0] ?? "--" + $0.rawValue })
  }
}
