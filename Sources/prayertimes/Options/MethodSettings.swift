import Astro

/// How the times are computed: `--method` and the settings that change a method (angles, Asr,
/// high-latitude and polar rules, midnight, rounding, adjustments, the Ramadan Isha). Shared by
/// the main command, `ramadan`, `chart` and `batch`, which all turn them into parameters with
/// ``parameters(_:countryAsr:_:)``.
enum MethodSettings {
  static let group = HelpGroup(
    title: "METHOD OPTIONS",
    note: "With --method custom no adjustment is applied: Dhuhr is the transit and Maghrib is "
      + "sunset unless --maghrib-angle is given.")

  static let method = Choice(CalculationMethod.self)
  static let asr = Choice(options: [("standard", AsrRule.standard), ("hanafi", .hanafi)])
  static let midnight = Choice(MidnightRule.self)
  static let shafaq = Choice(Shafaq.self)
  static let rounding = Choice(Rounding.self)
  static let highLatitude = RuleChoice<HighLatitudeRule>(entries: [
    .plain("none", .none), .plain("middle-of-night", .middleOfTheNight),
    .plain("seventh-of-night", .seventhOfTheNight), .plain("twilight-angle", .twilightAngle),
    .degrees(
      "nearest-latitude", 30...66, default: .nearestLatitude(HighLatitudeRule.defaultNearestLatitude),
      make: { .nearestLatitude(.degrees($0)) }),
    .plain("diyanet", .diyanet),
  ])
  static let polar = RuleChoice<PolarResolution>(entries: [
    .degrees(
      "nearest-latitude", 30...90, default: .nearestLatitude(PolarResolution.defaultLatitude),
      make: { .nearestLatitude(.degrees($0)) }),
    .plain("nearest-day", .nearestDay), .plain("unresolved", .unresolved),
  ])
  /// The times `--adjust` moves.
  static let adjustable: [TimeKind] = [
    .imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight,
  ]

  static let rows: [OptionRow] = [
    OptionRow("--method ID", "Calculation method.", values: method.names,
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
      + "default: from the place itself), nearest-day, unresolved.",
      default: "nearest-latitude"),
    OptionRow("--midnight RULE", "standard, jafari, maghrib-to-fajr.",
      default: "the method's"),
    OptionRow("--shafaq KIND", "Moonsighting Isha twilight (with --method moonsighting): general, "
      + "ahmer, abyad.",
      default: "general"),
    OptionRow("--rounding MODE", "nearest, up, none.",
      default: "the method's; none keeps milliseconds"),
    OptionRow("--adjust LIST", "Minutes to add, e.g. fajr=+2,isha=-1 ("
        + adjustable.map(\.rawValue).joined(separator: ", ") + "; -120...120)."),
    OptionRow("--ramadan-isha off|MIN", "The method's Ramadan Isha (umm-al-qura: 120 minutes after "
      + "Maghrib on the days the Hijri calendar puts in Ramadan): off keeps the usual Isha, MIN "
      + "(0...300) sets Isha MIN minutes after Maghrib in Ramadan."),
  ].map { $0.with(group: group) }

  /// The parameters of `method` with the settings given in `a` (all but `--method`); the Asr
  /// rule of the country's method, `countryAsr`, unless `--asr` says otherwise.
  static func parameters(
    _ method: CalculationMethod, countryAsr: AsrRule?, _ a: Arguments
  ) throws(CommandFailure) -> CalculationParameters {
    var p = method.parameters
    if let countryAsr { p.asr = countryAsr }
    if let v = try a.value("--fajr-angle", DecimalNumber(0...30, unit: " degrees")) {
      p.fajr = .depression(.degrees(v))
    }
    if a.has("--isha-angle"), a.has("--isha-interval") {
      throw .usage("give either '--isha-angle' or '--isha-interval', not both")
    }
    if let v = try a.value("--isha-angle", DecimalNumber(0...30, unit: " degrees")) {
      p.isha = .depression(.degrees(v))
    }
    if let m = try a.value("--isha-interval", DecimalNumber(0...300, unit: " minutes")) {
      p.isha = .minutesAfterMaghrib(m)
    }
    if let v = try a.value("--maghrib-angle", DecimalNumber(0...30, unit: " degrees")) {
      p.maghrib = .depression(.degrees(v))
    }
    if let v = try a.value("--asr", asr) { p.asr = v }
    if let v = try a.value("--high-lat", highLatitude) { p.highLatitudeRule = v }
    if let v = try a.value("--polar", polar) { p.polarResolution = v }
    if let v = try a.value("--midnight", midnight) { p.midnight = v }
    if let s = try a.value("--shafaq", shafaq) {
      guard case .moonsightingSeasonal = p.isha else {
        throw .usage("'--shafaq' applies only to '--method moonsighting'")
      }
      p.isha = .moonsightingSeasonal(s)
    }
    if let v = try a.value("--rounding", rounding) { p.rounding = v }
    if let text = a["--adjust"] { p.adjustments = try adjustments(text) }
    if let text = a["--ramadan-isha"] {
      if text == "off" {
        p.ramadanIsha = nil
      } else {
        guard let m = DecimalNumber.value(text, in: 0...300) else {
          throw .usage("'--ramadan-isha' needs 'off' or minutes 0...300 after Maghrib, got "
            + "'\(text)'")
        }
        p.ramadanIsha = .minutesAfterMaghrib(m)
      }
    }
    return p
  }

  /// `fajr=+2,isha=-1`.
  static func adjustments(_ text: String) throws(CommandFailure) -> PrayerAdjustments {
    var result = PrayerAdjustments()
    var seen: Set<String> = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, let kind = TimeKind(rawValue: String(parts[0])), adjustable.contains(kind)
      else {
        throw .usage(
          "bad '--adjust' item '\(item)': write NAME=MINUTES, NAME one of "
            + adjustable.map(\.rawValue).joined(separator: ", "))
      }
      guard seen.insert(String(parts[0])).inserted else {
        throw .usage("'--adjust' names '\(parts[0])' twice")
      }
      guard let v = DecimalNumber.value(String(parts[1]), in: -120...120) else {
        throw .usage("bad '--adjust' minutes '\(parts[1])' for \(parts[0]): allowed -120...120")
      }
      result[kind] = v
    }
    return result
  }
}
