import Astro
import Foundation
import Hijri

extension CrescentReport {
  /// The report for people (`prayertimes crescent`): the conjunction, each rule's prediction and
  /// the evenings it looked at, and the place's evenings with Yallop's and Odeh's criteria.
  public func text() -> String {
    let utc = LocalClock(ZoneSpec(fixedOffsetSeconds: 0))
    let zone = LocalClock(place?.zone ?? ZoneSpec(fixedOffsetSeconds: 0))
    let monthText = self.monthText
    var lines: [String] = []
    lines.append("Crescent for Hijri month \(monthText) AH (predictions, not announcements)")
    lines.append("  Conjunction: \(SkyTime.text(conjunction, utc))"
      + (place != nil ? " (\(SkyTime.text(conjunction, zone)))" : ""))
    for p in predictions {
      lines.append("")
      lines.append("\(p.rule.rawValue): first day \(p.firstDay) — \(p.rule.summary)")
      if let d = CrescentReport.calendarFirstDay(p), d != p.firstDay {
        let record = p.rule == .iran ? "Iran's recorded months" : "Diyanet's published table"
        lines.append("  (the '\(p.rule.rawValue)' calendar follows \(record): first day \(d))")
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
          case .iran:
            let minimum = String(format: "%.3f", MonthStartRule.iranMinimumQ).replacingOccurrences(of: "-", with: "−")
            line += e.crescent?.q.map {
              String(format: "; at Tehran: Yallop's q %.3f (visible with optical aid above \(minimum))", $0)
            } ?? "; at Tehran: no crescent (\(e.crescent?.noCrescent?.rawValue ?? "none"))"
          }
        } else if p.rule == .turkey {
          line += "; the elongation is under 8° at every sunset that counts"
        } else {
          line += "; no sunset after the conjunction to look at"
        }
        lines.append(line)
      }
    }
    if place != nil {
      lines.append("")
      lines.append("At \(place?.label ?? MoonReport.coordinatesLabel(place!.coordinates)) (\(place!.zone.name)):")
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
    return lines.joined(separator: "\n")
  }

  /// The world map of Yallop's classes on `evening` (SVG; cells of `step` degrees, one of
  /// ``CrescentMap/steps``), titled with the month and the conjunction.
  public func mapSVG(evening: CivilDate, step: Int) -> String {
    CrescentMap.svg(
      cells: CrescentMap.classes(evening: evening, step: Double(step)), step: Double(step),
      title: "Crescent visibility (Yallop) for \(monthText) AH, evening of \(evening)",
      subtitle: "Conjunction \(SkyTime.text(conjunction, LocalClock(ZoneSpec(fixedOffsetSeconds: 0)))) (UTC)")
  }
}
