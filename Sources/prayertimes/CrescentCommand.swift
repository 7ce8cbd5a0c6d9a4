import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes crescent --hijri-month YYYY-MM`: the conjunction before a Hijri month, what the
/// three month-start rules predict and why, the crescent's visibility (Yallop, Odeh) at a place,
/// and optionally a world map of Yallop's classes.
enum CrescentCommand {
  static let name = "crescent"
  static let usage =
    "prayertimes crescent --hijri-month YYYY-MM [--lat DEG --lon DEG | --city NAME] [--tz ZONE] [--format text|json] [--map FILE.svg [--evening YYYY-MM-DD]]"
  static let synopsis = "crescent --hijri-month YYYY-MM [--lat DEG --lon DEG] [--map FILE.svg]"
  static let summary = "The new crescent of a Hijri month: the rules' predictions, visibility, map."

  static let help = """
    OVERVIEW: The young crescent that begins a Hijri month: the conjunction (new Moon); for each
    astronomical rule — \(MonthStartRule.allCases.map(\.rawValue).joined(separator: ", ")) — its
    predicted first day and the evenings it examined (Saudi rule at the Kaaba: conjunction before
    sunset, Moon sets after the Sun; turkey: the 2016 criterion, altitude and elongation at the
    deciding place, the Americas exception; mabims); with a place, the evenings from the
    conjunction's local date through two days after: sunset, moonset, lag, Yallop's q and class,
    Odeh's V and zone, ARCL, ARCV and W (or why there is no crescent). These are predictions:
    the authorities announce the months (the turkey calendar follows Diyanet's published table
    2022–2027, not this criterion).

    USAGE: \(usage)

    OPTIONS:
      --hijri-month YYYY-MM   The Hijri month, e.g. 1448-09 (Ramadan 1448); years
                              \(MonthStartRule.hijriYears.lowerBound)...\(MonthStartRule.hijriYears.upperBound), months 1...12 (required).
    \(SkyPlace.help)
      --format FORMAT         text or json (default: text); JSON times are ISO 8601 with offset
                              (the rules' in UTC, the place's in its zone), angles in degrees.
      --map FILE.svg          Also write an SVG world map (2° cells, latitudes -60...60) of
                              Yallop's classes on one evening, each cell at its local evening
                              (offset round(lon/15) h): A green, B yellow-green, C yellow,
                              D orange, E red, F grey, no crescent blank; written atomically.
      --evening YYYY-MM-DD    With --map: the evening (default: the conjunction's UTC date if
                              the conjunction is before 12:00 UTC, else the day after); from the
                              conjunction's UTC date through 3 days after.
      --map-step DEG          With --map: the cell size, \(CrescentMap.steps.map(String.init).joined(separator: ", "))
                              degrees (default: 2).
      --odeh ALTITUDES        Odeh's V from airless topocentric altitudes, as in Odeh (2004)
                              (airless, the default), or with refraction added to both bodies,
                              as islamic_times computes it (refracted): V is then 0-1 lower.
      -h, --help              Show this help.

    EXAMPLES:
      prayertimes crescent --hijri-month 1448-09 --city Istanbul
      prayertimes crescent --hijri-month 1448-09 --map ramadan1448.svg

    EXIT STATUS: 0 success, 1 the map cannot be written, 2 usage error (nothing is written).
    """

  struct Request {
    var year: Int
    var month: Int
    var place: SkyPlace
    var json: Bool
    var map: String?
    var evening: CivilDate?
    var step: Int
    var odeh: CrescentVisibility.OdehAltitudes = .airless
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request? {
    guard
      let scanned = try scanArguments(
        arguments,
        valueOptions: SkyPlace.valueOptions.union(["--hijri-month", "--format", "--map", "--evening", "--map-step", "--odeh"]),
        flagOptions: [], maxPositionals: 0)
    else { return nil }
    let v = scanned.values
    let years = MonthStartRule.hijriYears
    guard let text = v["--hijri-month"] else {
      throw UsageError(message: "missing '--hijri-month YYYY-MM' (e.g. 1448-09 for Ramadan 1448)")
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let y = Int(parts[0]), let m = Int(parts[1])
    else {
      throw UsageError(
        message: "'--hijri-month' needs a Hijri year and month as YYYY-MM, e.g. 1448-09, got '\(text)'")
    }
    guard (1...12).contains(m) else {
      throw UsageError(message: "'--hijri-month' \(text): the month must be 1...12, got \(m)")
    }
    guard years.contains(y) else {
      throw UsageError(
        message:
          "'--hijri-month' \(text) is out of range: the rules predict the years "
          + "\(years.lowerBound)...\(years.upperBound) AH")
    }
    let format = v["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError(message: "the value '\(format)' is invalid for '--format': use one of 'text', 'json'")
    }
    var map: String?
    if let path = v["--map"] {
      guard !path.isEmpty, !path.hasSuffix("/") else {
        throw UsageError(message: "'--map' needs a file path such as 'map.svg', got '\(path)'")
      }
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
        throw UsageError(message: "'--map' '\(path)' exists and is not a regular file: give a file path")
      }
      map = path
    }
    var step = 2
    if let t = v["--map-step"] {
      guard map != nil else {
        throw UsageError(message: "'--map-step' applies only with '--map FILE.svg'")
      }
      guard let n = Int(t), CrescentMap.steps.contains(n) else {
        throw UsageError(
          message:
            "'--map-step' needs one of \(CrescentMap.steps.map(String.init).joined(separator: ", ")) "
            + "degrees, got '\(t)'")
      }
      step = n
    }
    var evening: CivilDate?
    if let e = v["--evening"] {
      guard map != nil else {
        throw UsageError(message: "'--evening' applies only with '--map FILE.svg'")
      }
      guard let d = CivilDate(iso8601: e) else {
        throw UsageError(message: "'--evening' needs a real date as YYYY-MM-DD, got '\(e)'")
      }
      evening = d
    }
    let place = try SkyPlace.parse(v)
    var odeh = CrescentVisibility.OdehAltitudes.airless
    if let t = v["--odeh"] {
      guard let o = CrescentVisibility.OdehAltitudes(rawValue: t) else {
        throw UsageError(
          message: "'--odeh' needs 'airless' (Odeh 2004) or 'refracted' (as islamic_times), got '\(t)'")
      }
      odeh = o
    }
    return Request(
      year: y, month: m, place: place, json: format == "json", map: map, evening: evening,
      step: step, odeh: odeh)
  }

  static func deg(_ r: Double) -> Double { SkyTime.round(r * 180 / .pi, 2) }

  static let utc = ZoneSpec(fixedOffsetSeconds: 0)

  /// The first day in the rule's calendar (`--calendar ID`): the prediction, except for turkey
  /// where Diyanet's published table (1443-06…1449-08 AH) wins.
  static func calendarFirstDay(_ p: MonthStartPrediction) -> CivilDate? {
    try? HijriCalendar(identifier: p.rule.rawValue)?.firstDay(year: p.year, month: p.month)
  }

  /// The conjunction's UTC date, or the day after when it is at or after 12:00 UTC.
  static func defaultEvening(_ conjunction: JulianDate) -> CivilDate {
    let (d, s, _) = SkyTime.local(conjunction, utc)
    return s < 43_200 ? d : d.adding(days: 1)
  }

  static func run(_ arguments: [String]) throws(UsageError) -> (String, map: (String, Data, String)?)? {
    guard let r = try parse(arguments) else { return nil }
    // The month was checked against MonthStartRule.hijriYears by `parse`.
    var predictions: [MonthStartPrediction] = []
    for rule in MonthStartRule.allCases {
      do {
        predictions.append(try rule.predict(year: r.year, month: r.month))
      } catch {
        throw UsageError(message: "\(error)")
      }
    }
    let conjunction = predictions[0].conjunction
    let zone = r.place.zone
    // The map.
    var mapOut: (String, Data, String)?
    if let path = r.map {
      let first = SkyTime.local(conjunction, utc).0
      let evening = r.evening ?? defaultEvening(conjunction)
      guard evening >= first, evening <= first.adding(days: 3) else {
        throw UsageError(
          message:
            "'--evening' \(evening) is out of range: allowed \(first)...\(first.adding(days: 3)) "
            + "(the conjunction's UTC date through 3 days after)")
      }
      let cells = CrescentMap.classes(evening: evening, step: Double(r.step))
      let svg = CrescentMap.svg(
        cells: cells, step: Double(r.step),
        title: "Crescent visibility (Yallop) for \(String(format: "%04d-%02d", r.year, r.month)) AH, evening of \(evening)",
        subtitle: "Conjunction \(SkyTime.text(conjunction, utc)) (UTC)")
      mapOut = (path, Data(svg.utf8), "the crescent map of the evening of \(evening)")
    }
    // The place's evenings.
    var evenings: [CrescentVisibility] = []
    if let c = r.place.coordinates {
      let first = SkyTime.local(conjunction, zone).0
      for i in 0...2 {
        let d = first.adding(days: i)
        let off = SkyTime.offset(SkyTime.startOfDay(d, zone).adding(seconds: 64_800), zone)
        evenings.append(
          CrescentVisibility(coordinates: c, date: d, utcOffsetSeconds: off, odehAltitudes: r.odeh))
      }
    }
    let monthText = String(format: "%04d-%02d", r.year, r.month)
    if r.json {
      var doc: [String: Any] = [
        "hijriMonth": monthText, "conjunction": SkyTime.iso(conjunction, utc),
        "rules": predictions.map { p -> [String: Any] in
          [
            "rule": p.rule.rawValue, "summary": p.rule.summary, "firstDay": p.firstDay.description,
            "calendarFirstDay": calendarFirstDay(p)?.description ?? NSNull(),
            "evenings": p.evenings.map { e -> [String: Any] in
              var o: [String: Any] = [
                "date": e.date.description, "met": e.isMet, "americasException": e.byAmericasException,
              ]
              if let s = e.sky {
                o["sky"] = [
                  "latitude": SkyTime.round(s.coordinates.latitude, 4),
                  "longitude": SkyTime.round(s.coordinates.longitude, 4),
                  "sunset": SkyTime.iso(s.sunset, utc),
                  "conjunctionBeforeSunset": s.isAfterConjunction,
                  "moonSetsAfterSun": s.moonIsUp,
                  "moonAltitude": deg(s.moonAltitude), "elongation": deg(s.elongation),
                  "moonAgeSeconds": Int(s.moonAgeSeconds.rounded()),
                ] as [String: Any]
              } else {
                o["sky"] = NSNull()
              }
              return o
            },
          ]
        },
      ]
      if let c = r.place.coordinates {
        doc["place"] = ["latitude": c.latitude, "longitude": c.longitude, "label": r.place.label, "zone": zone.name]
        doc["evenings"] = evenings.map { e -> [String: Any] in
          var o: [String: Any] = ["date": e.date.description]
          o["sunset"] = e.atSunset.map { SkyTime.iso($0.sunset, zone) } ?? NSNull()
          o["moonset"] = e.moonset.map { SkyTime.iso($0, zone) } ?? NSNull()
          o["noCrescent"] = e.noCrescent?.rawValue ?? NSNull()
          o["lagMinutes"] = e.lagMinutes.map { SkyTime.round($0, 1) } ?? NSNull()
          o["q"] = e.q.map { SkyTime.round($0, 3) } ?? NSNull()
          o["yallopClass"] = e.yallopClass?.rawValue ?? NSNull()
          o["v"] = e.v.map { SkyTime.round($0, 2) } ?? NSNull()
          o["odehZone"] = e.odehZone?.rawValue ?? NSNull()
          o["arcOfLight"] = e.arcOfLight.map(deg) ?? NSNull()
          o["arcOfVision"] = e.arcOfVision.map(deg) ?? NSNull()
          o["width"] = e.width.map { SkyTime.round($0, 3) } ?? NSNull()
          o["belowDanjonLimit"] = e.isBelowDanjonLimit
          return o
        }
      } else {
        doc["place"] = NSNull()
      }
      return (SkyTime.json(doc), mapOut)
    }
    var lines: [String] = []
    lines.append("Crescent for Hijri month \(monthText) AH (predictions, not announcements)")
    lines.append("  Conjunction: \(SkyTime.text(conjunction, utc))"
      + (r.place.coordinates != nil ? " (\(SkyTime.text(conjunction, zone)))" : ""))
    for p in predictions {
      lines.append("")
      lines.append("\(p.rule.rawValue): first day \(p.firstDay) — \(p.rule.summary)")
      if p.rule == .turkey, let d = calendarFirstDay(p), d != p.firstDay {
        lines.append("  (the 'turkey' calendar follows Diyanet's published table: first day \(d))")
      }
      for e in p.evenings {
        var line = "  evening \(e.date): \(e.isMet ? "met" : "not met")"
        if let s = e.sky {
          switch p.rule {
          case .ummAlQura:
            line += "; conjunction before sunset (\(SkyTime.clock(s.sunset, ZoneSpec(fixedOffsetSeconds: 10_800))) +03:00): "
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
    if r.place.coordinates != nil {
      lines.append("")
      lines.append("At \(r.place.label) (\(zone.name)):")
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
            format: ", lag %.0f min; Yallop q %+.3f (%@: %@); Odeh V %+.2f (%@); ARCL %.1f°, ARCV %.1f°, W %.2f′",
            e.lagMinutes ?? 0, q, k.rawValue, k.meaning, v, z.rawValue,
            (e.arcOfLight ?? 0) * 180 / .pi, (e.arcOfVision ?? 0) * 180 / .pi, e.width ?? 0)
        }
        lines.append(line)
      }
    }
    return (lines.joined(separator: "\n"), mapOut)
  }

  static func main(_ arguments: [String]) -> Never {
    let result: (String, map: (String, Data, String)?)
    do {
      guard let r = try run(arguments) else {
        print(help)
        exit(0)
      }
      result = r
    } catch {
      exitWithUsageError(error.message, usage: usage, command: name)
    }
    if let (path, data, note) = result.map { OutputOptions.write(data, to: path, note: note) }
    print(result.0)
    exit(0)
  }
}
