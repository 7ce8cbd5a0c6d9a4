import Astro
import Foundation

/// `prayertimes moon`: the Moon on a day — phase, illumination, age, distance, rise and set at a
/// place, the next principal phases.
enum MoonCommand: Command {
  static let description = CommandDescription(
    name: "moon", summary: "The Moon on a day: phase, illumination, age, rise and set, next phases.",
    synopsis: "moon [--date YYYY-MM-DD] [--lat DEG --lon DEG] [--format F]",
    usage:
      "prayertimes moon [--date YYYY-MM-DD] [--lat DEG --lon DEG | --city NAME] [--tz ZONE] "
        + "[--format text|json]",
    overview:
      "The Moon on a day: its phase (new, waxing crescent, first quarter, waxing gibbous, full, "
        + "waning gibbous, last quarter, waning crescent), the illuminated fraction, its age since "
        + "the last new Moon and its distance, at local noon of the day (at 12:00 UTC without a "
        + "place); with a place, the moonrise and moonset of that local day, or why there is none "
        + "(the Moon rises about 50 minutes later each day, so one day a month has no moonrise); "
        + "the next four principal phases and the previous new Moon.",
    options: [
      TimeOptions.date.with(help: "The day, years \(supportedYearsText).")
    ] + SkyPlace.rows + [
      TextFormat.row(
        TextFormat.textOrJSON,
        " JSON keys: date, zone, place (latitude, longitude, or null), at, phase, phaseName, "
          + "illuminatedPercent, waxing, ageSeconds, distanceKm, moonrise and moonset ({time} or "
          + "{none: reason}, only with a place), previousNewMoon, nextPhases [{phase, time}]; times "
          + "are ISO 8601 with the zone's offset.")
    ],
    examples: [
      "prayertimes moon --city Makkah --date 2026-02-17",
      "prayertimes moon --lat 51.5 --lon -0.13 --format json",
    ],
    exitStatus: "0 success, 2 usage error (nothing is written).")

  /// The phase name from the Moon's longitude from the Sun (radians): the principal phases are
  /// the days within ±6° (about half a day) of 0°, 90°, 180°, 270°.
  static func phaseName(_ longitudeFromSun: Double) -> (String, String) {
    let d = (longitudeFromSun * 180 / .pi).truncatingRemainder(dividingBy: 360)
    let x = d < 0 ? d + 360 : d
    let w = 6.0
    switch x {
    case ..<w, (360 - w)...: return ("new", "new Moon")
    case ..<(90 - w): return ("waxing-crescent", "waxing crescent")
    case ..<(90 + w): return ("first-quarter", "first quarter")
    case ..<(180 - w): return ("waxing-gibbous", "waxing gibbous")
    case ..<(180 + w): return ("full", "full Moon")
    case ..<(270 - w): return ("waning-gibbous", "waning gibbous")
    case ..<(270 + w): return ("last-quarter", "last quarter")
    default: return ("waning-crescent", "waning crescent")
    }
  }

  static func phaseWords(_ p: LunarPhase) -> String {
    switch p {
    case .newMoon: return "new Moon"
    case .firstQuarter: return "first quarter"
    case .fullMoon: return "full Moon"
    case .lastQuarter: return "last quarter"
    }
  }

  static func why(_ e: MoonEvent, _ what: String) -> String {
    switch e {
    case .at: return ""
    case .notInThisSpan: return "no \(what) this day"
    case .moonAlwaysAbove: return "no \(what) this day: the Moon is up all day"
    case .moonAlwaysBelow: return "no \(what) this day: the Moon is down all day"
    }
  }

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let format = try a.value("--format", TextFormat.textOrJSON) ?? .text
    let date = try a.value("--date", GregorianDateValue(supported: true))
    let place = try SkyPlace.parse(a)
    let zone = place.zone
    let day = date ?? SkyTime.today(zone, now: env.now)
    guard SupportedYears.contains(day) else {
      throw .usage("today, \(day), is out of range: \(supportedYearsNote)")
    }
    let start = SkyTime.startOfDay(day, zone)
    let end = SkyTime.startOfDay(day.adding(days: 1), zone)
    let at = place.coordinates == nil && !a.has("--tz")
      ? JulianDate(Double(day.julianDayNumber)) : start.adding(seconds: 43_200)
    let light = LunarIllumination(at: at)
    let position = LunarPosition(at: at)
    let (phaseID, phaseText) = phaseName(light.longitudeFromSun)
    let lastNew = LunarPhases.previous(.newMoon, before: at)
    let age = lastNew.instant.seconds(to: at)
    var next: [LunarPhaseEvent] = []
    var t = start
    for _ in 0..<4 {
      let e = LunarPhases.next(after: t)
      next.append(e)
      t = e.instant.adding(seconds: 1)
    }
    let riseSet = place.coordinates.map { LunarHorizon.riseAndSet(at: $0, from: start, to: end) }

    if format == .json {
      var doc: [String: Any] = [
        "date": day.description, "zone": zone.name,
        "at": SkyTime.iso(at, zone),
        "phase": phaseID, "phaseName": phaseText,
        "illuminatedPercent": SkyTime.round(light.fraction * 100, 1),
        "waxing": light.isWaxing,
        "ageSeconds": Int(age.rounded()),
        "ageDays": SkyTime.round(age / 86_400, 2),
        "distanceKm": Int(position.distance.rounded()),
        "previousNewMoon": SkyTime.iso(lastNew.instant, zone),
        "nextPhases": next.map { ["phase": $0.phase.identifier, "time": SkyTime.iso($0.instant, zone)] },
      ]
      if let c = place.coordinates {
        doc["place"] = ["latitude": c.latitude, "longitude": c.longitude, "label": place.label]
      } else {
        doc["place"] = NSNull()
      }
      if let riseSet {
        for (key, e, what) in [("moonrise", riseSet.rise, "moonrise"), ("moonset", riseSet.set, "moonset")] {
          if let i = e.instant { doc[key] = ["time": SkyTime.iso(i, zone)] } else { doc[key] = ["none": why(e, what)] }
        }
      }
      return .text(SkyTime.json(doc))
    }
    var lines: [String] = []
    lines.append("Moon on \(day) (\(place.coordinates == nil ? "no place, " + zone.name : place.label + ", " + zone.name))")
    lines.append("  Phase:        \(phaseText) (\(light.isWaxing ? "waxing" : "waning"))")
    lines.append(String(format: "  Illuminated:  %.1f%% (at %@)", light.fraction * 100, SkyTime.text(at, zone)))
    lines.append("  Age:          \(SkyTime.duration(age)) since the new Moon of "
      + "\(SkyTime.text(lastNew.instant, zone))")
    lines.append("  Distance:     \(NumberText.grouped(Int(position.distance.rounded()))) km")
    if let riseSet {
      lines.append("  Moonrise:     " + (riseSet.rise.instant.map { SkyTime.text($0, zone) } ?? why(riseSet.rise, "moonrise")))
      lines.append("  Moonset:      " + (riseSet.set.instant.map { SkyTime.text($0, zone) } ?? why(riseSet.set, "moonset")))
    } else {
      lines.append("  Moonrise/set: give --lat/--lon or --city")
    }
    lines.append("  Next phases:")
    for e in next {
      lines.append("    \(HelpText.pad(phaseWords(e.phase), 14)) \(SkyTime.text(e.instant, zone))")
    }
    return .text(lines.joined(separator: "\n"))
  }
}
