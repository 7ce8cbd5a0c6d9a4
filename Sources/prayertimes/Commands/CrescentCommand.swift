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
    var year: Int
    var month: Int
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
    let (predictions, conjunction, evenings) = (report.predictions, report.conjunction, report.evenings)
    let zone = LocalClock(r.zone)
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
      let cells = CrescentMap.classes(evening: evening, step: Double(r.step))
      let svg = CrescentMap.svg(
        cells: cells, step: Double(r.step),
        title: "Crescent visibility (Yallop) for \(report.monthText) AH, evening of \(evening)",
        subtitle: "Conjunction \(SkyTime.text(conjunction, utc)) (UTC)")
      map = .bytes(Data(svg.utf8), out: path, note: "the crescent map of the evening of \(evening)")
    }
    let monthText = report.monthText
    if r.json {
      return CommandOutput((map?.steps ?? []) + CommandOutput.text(report.json().serialized(indent: 2)).steps)
    }
    var lines: [String] = []
    lines.append("Crescent for Hijri month \(monthText) AH (predictions, not announcements)")
    lines.append("  Conjunction: \(SkyTime.text(conjunction, utc))"
      + (r.place != nil ? " (\(SkyTime.text(conjunction, zone)))" : ""))
    for p in predictions {
      lines.append("")
      lines.append("\(p.rule.rawValue): first day \(p.firstDay) — \(p.rule.summary)")
      if p.rule == .turkey, let d = CrescentReport.calendarFirstDay(p), d != p.firstDay {
        lines.append("  (the 'turkey' calendar follows Diyanet's published table: first day \(d))")
      }
      for e in p.evenings {
        var line = "  evening \(e.date): \(e.isMet ? "met" : "not met")"
        if let s = e.sky {
          switch p.rule {
          case .ummAlQura:
            line += "; conjunction before sunset "
              + "(\(SkyTime.clock(s.sunset, LocalClock(ZoneSpec(fixedOffsetSeconds: 10_800)))) +03:00): "
              + (s.isAfterConjunction ? "yes" : "no")
              + "; Moon sets after the Sun: " + (s.moonIsUp ? "yes" : "no")
          case .turkey, .mabims:
            line += String(
              format: "; %@ at %.1f, %.1f: altitude %.1f°, elongation %.1f°",
              e.isMet ? "where" : "closest", s.coordinates.latitude, s.coordinates.longitude,
              s.moonAltitude * 180 / .pi, s.elongation * 180 / .pi)
            if e.byAmericasException { line += " (Americas exception)" }
          }
        } else if p.rule == .turkey {
          line += "; the elongation is under 8° at every sunset that counts"
        } else {
          line += "; no sunset after the conjunction to look at"
        }
        lines.append(line)
      }
    }
    if r.place != nil {
      lines.append("")
      lines.append("At \(SkyPlace.label(r.place)) (\(r.zone.name)):")
      for e in evenings {
        var line = "  evening \(e.date): "
        guard let s = e.atSunset else {
          lines.append(line + "no sunset this day")
          continue
        }
        line += "sunset \(SkyTime.clock(s.sunset, zone))"
        line += ", moonset " + (e.moonset.map { SkyTime.clock($0, zone) } ?? "none within 12 h")
        if let reason = e.noCrescent {
          switch reason {
          case .noSunset: line += "; no crescent: no sunset"
          case .moonSetsFirst: line += "; no crescent: the Moon sets before the Sun"
          case .beforeConjunction: line += "; no crescent: sunset is before the conjunction"
          }
        } else if let q = e.q, let k = e.yallopClass, let v = e.v, let z = e.odehZone {
          line += String(
            format: ", lag %.0f min; Yallop q %+.3f (%@: %@); Odeh V %+.2f (%@); ARCL %.1f°, ARCV "
              + "%.1f°, W %.2f′",
            e.lagMinutes ?? 0, q, k.rawValue, k.meaning, v, z.rawValue,
            (e.arcOfLight ?? 0) * 180 / .pi, (e.arcOfVision ?? 0) * 180 / .pi, e.width ?? 0)
        }
        lines.append(line)
      }
    }
    return CommandOutput((map?.steps ?? []) + CommandOutput.text(lines.joined(separator: "\n")).steps)
  }
}
