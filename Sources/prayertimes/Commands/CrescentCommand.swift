import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes crescent --hijri-month YYYY-MM`: the conjunction before a Hijri month, what the
/// three month-start rules predict and why, the crescent's visibility (Yallop, Odeh) at a place,
/// and optionally a world map of Yallop's classes.
enum CrescentCommand: Command {
  static let map = OutPath(needs: "a file path such as 'map.svg'")

  static let description = CommandDescription(
    name: "crescent",
    summary: "The new crescent of a Hijri month: the rules' predictions, visibility, map.",
    synopsis: "crescent --hijri-month YYYY-MM [--lat DEG --lon DEG] [--map FILE.svg]",
    usage:
      "prayertimes crescent --hijri-month YYYY-MM [--lat DEG --lon DEG | --city NAME] [--tz ZONE] "
        + "[--format text|json] [--map FILE.svg [--evening YYYY-MM-DD]]",
    overview:
      "The young crescent that begins a Hijri month: the conjunction (new Moon); for each "
      + "astronomical rule — \(MonthStartRule.allCases.map(\.rawValue).joined(separator: ", ")) — "
      + "its predicted first day and the evenings it examined (Saudi rule at the Kaaba: conjunction "
        + "before sunset, Moon sets after the Sun; turkey: the 2016 criterion, altitude and "
        + "elongation at the deciding place, the Americas exception; mabims); with a place, the "
        + "evenings from the conjunction's local date through two days after: sunset, moonset, lag, "
        + "Yallop's q and class, Odeh's V and zone, ARCL, ARCV and W (or why there is no crescent). "
        + "These are predictions: the authorities announce the months (the turkey calendar follows "
        + "Diyanet's published table 2022–2027, not this criterion).",
    options: [
      OptionRow("--hijri-month YYYY-MM", "The Hijri month, e.g. 1448-09 (Ramadan 1448); years "
        + "\(MonthStartRule.hijriYears.lowerBound)...\(MonthStartRule.hijriYears.upperBound), "
        + "months 1...12 (required).")
    ] + SkyPlace.rows + [
      TextFormat.row(
        TextFormat.textOrJSON,
        " JSON times are ISO 8601 with offset (the rules' in UTC, the place's in its zone), angles "
          + "in degrees."),
      OptionRow("--map FILE.svg", "Also write an SVG world map (2° cells, latitudes -60...60) of "
        + "Yallop's classes on one evening, each cell at its local evening (offset round(lon/15) "
        + "h): A green, B yellow-green, C yellow, D orange, E red, F grey, no crescent blank; "
        + "written atomically."),
      OptionRow("--evening YYYY-MM-DD", "With --map: the evening; from the conjunction's UTC date "
        + "through 3 days after.",
        default: "the conjunction's UTC date if the conjunction is before 12:00 UTC, else the day "
          + "after"),
      OptionRow("--map-step DEG", "With --map: the cell size, \(CrescentMap.steps.map(String.init).joined(separator: ", ")) degrees.",
        default: "2"),
      OptionRow("--odeh ALTITUDES", "Odeh's V from airless topocentric altitudes, as in Odeh (2004) "
        + "(airless, the default), or with refraction added to both bodies, as islamic_times "
        + "computes it (refracted): V is then 0-1 lower."),
    ],
    examples: [
      "prayertimes crescent --hijri-month 1448-09 --city Istanbul",
      "prayertimes crescent --hijri-month 1448-09 --map ramadan1448.svg",
    ],
    exitStatus: "0 success, 1 the map cannot be written, 2 usage error (nothing is written).")

  struct Request {
    /// The Hijri month asked for.
    var year, month: Int
    var place: ResolvedPlace?
    var zone: ZoneSpec
    var json: Bool
    var map: String?
    var evening: CivilDate?
    var step: Int
    var odeh: CrescentVisibility.OdehAltitudes
  }

  static func parse(_ a: Arguments) throws(CommandFailure) -> Request {
    guard let text = a["--hijri-month"] else {
      throw .usage("missing '--hijri-month YYYY-MM' (e.g. 1448-09 for Ramadan 1448)")
    }
    let (year, month) = try HijriValues.month(text, option: "--hijri-month", years: MonthStartRule.hijriYears)
    let format = try a.value("--format", TextFormat.textOrJSON) ?? .text
    let map = try a.value("--map", Self.map)
    var step = 2
    if let t = a["--map-step"] {
      guard map != nil else { throw .usage("'--map-step' applies only with '--map FILE.svg'") }
      guard let n = Int(t), CrescentMap.steps.contains(n) else {
        throw .usage(
          "'--map-step' needs one of \(CrescentMap.steps.map(String.init).joined(separator: ", ")) "
            + "degrees, got '\(t)'")
      }
      step = n
    }
    var evening: CivilDate?
    if let e = a["--evening"] {
      guard map != nil else { throw .usage("'--evening' applies only with '--map FILE.svg'") }
      evening = try GregorianDateValue().parse(e, option: "--evening")
    }
    let (place, zone) = try SkyPlace.parse(a)
    var odeh = CrescentVisibility.OdehAltitudes.airless
    if let t = a["--odeh"] {
      guard let o = CrescentVisibility.OdehAltitudes(rawValue: t) else {
        throw .usage("'--odeh' needs 'airless' (Odeh 2004) or 'refracted' (as islamic_times), got "
          + "'\(t)'")
      }
      odeh = o
    }
    return Request(
      year: year, month: month, place: place, zone: zone, json: format == .json, map: map, evening: evening,
      step: step, odeh: odeh)
  }

  static let utc = LocalClock(ZoneSpec(fixedOffsetSeconds: 0))

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let r = try parse(a)
    let report: CrescentReport
    do {
      // The month was checked against MonthStartRule.hijriYears by `parse`.
      report = try CrescentReport(year: r.year, month: r.month, place: r.place, odehAltitudes: r.odeh)
    } catch {
      throw .usage("\(error)")
    }
    let conjunction = report.conjunction
    // The map.
    var map: CommandOutput?
    if let path = r.map {
      let first = utc.date(of: Instant(conjunction))
      let evening = r.evening ?? report.defaultMapEvening
      guard evening >= first, evening <= first.adding(days: 3) else {
        throw .usage(
          "'--evening' \(evening) is out of range: allowed \(first)...\(first.adding(days: 3)) (the "
            + "conjunction's UTC date through 3 days after)")
      }
      let svg = report.mapSVG(evening: evening, step: r.step)
      map = .bytes(Data(svg.utf8), out: path, note: "the crescent map of the evening of \(evening)")
    }
    if r.json {
      return CommandOutput((map?.steps ?? []) + CommandOutput.text(report.json().serialized(indent: 2)).steps)
    }
    return CommandOutput((map?.steps ?? []) + CommandOutput.text(report.text()).steps)
  }
}
