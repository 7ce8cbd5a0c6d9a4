import Astro
import Foundation
import PrayerSnapshot

/// The place options of `moon` and `crescent`: `--lat`/`--lon` or `--city` (both optional) and
/// `--tz` (default: the city's zone, or the one inferred from the coordinates; UTC without a place).
struct SkyPlace {
  var coordinates: Coordinates?
  var zone: ZoneSpec
  var zoneSource: String
  var cityName: String?
  var cityNote: String?

  static let valueOptions: Set<String> = ["--lat", "--lon", "--city", "--tz"]

  static let help = """
      --lat DEG               Latitude in degrees, -90...90, north positive (with --lon).
      --lon DEG               Longitude in degrees, -180...180, east positive (with --lat).
      --city NAME             A place by name (NAME or 'NAME, CC'), instead of --lat/--lon.
      --tz ZONE               IANA zone (Asia/Riyadh), UTC, or a fixed offset (+03:00) (default:
                              the city's zone or the zone of the nearest place; UTC without a
                              place).
    """

  static func parse(_ values: [String: String]) throws(UsageError) -> SkyPlace {
    var zone: ZoneSpec?
    if let text = values["--tz"] {
      do { zone = try ZoneSpec(parsing: text) } catch {
        throw UsageError(message: "'--tz': \(error.description)")
      }
    }
    func degrees(_ name: String, _ range: ClosedRange<Double>) throws(UsageError) -> Double? {
      guard let text = values[name] else { return nil }
      guard let v = Double(text), v.isFinite else {
        throw UsageError(message: "'\(name)' needs a number of degrees, got '\(text)'")
      }
      guard range.contains(v) else {
        throw UsageError(
          message:
            "'\(name)' \(text) is out of range: allowed \(Int(range.lowerBound))...\(Int(range.upperBound)) degrees"
        )
      }
      return v
    }
    var city: PlaceOptions.City?
    if let name = values["--city"] {
      if values["--lat"] != nil || values["--lon"] != nil {
        throw UsageError(message: "give either '--city NAME' or '--lat DEG --lon DEG', not both")
      }
      city = try PlaceOptions.city(name)
    }
    let lat = try degrees("--lat", Coordinates.latitudeRange)
    let lon = try degrees("--lon", Coordinates.longitudeRange)
    var coordinates: Coordinates?
    if let city {
      coordinates = city.place.coordinates
    } else if lat != nil || lon != nil {
      guard let lat else { throw UsageError(message: "'--lon' needs '--lat DEG' too") }
      guard let lon else { throw UsageError(message: "'--lat' needs '--lon DEG' too") }
      guard let c = Coordinates(latitude: lat, longitude: lon) else {
        throw UsageError(message: "invalid coordinates \(lat), \(lon)")
      }
      coordinates = c
    }
    guard let coordinates else {
      return SkyPlace(
        coordinates: nil, zone: zone ?? ZoneSpec(fixedOffsetSeconds: 0),
        zoneSource: zone == nil ? "no place: UTC" : "--tz")
    }
    let d = PlaceOptions.defaults(
      coordinates: coordinates, city: city?.place, tz: zone, needCountry: false)
    return SkyPlace(
      coordinates: coordinates, zone: d.zone, zoneSource: d.zoneSource,
      cityName: city.map { "\($0.place.name), \($0.place.countryCode)" }, cityNote: city?.note)
  }

  /// A label for the place: the city or the coordinates.
  var label: String {
    if let cityName { return cityName }
    guard let c = coordinates else { return "no place" }
    return String(format: "%.4f, %.4f", c.latitude, c.longitude)
  }
}

/// Time formatting in a zone.
enum SkyTime {
  static func offset(_ t: JulianDate, _ zone: ZoneSpec) -> Int {
    zone.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t.secondsSince1970))
  }

  static func offsetText(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let a = abs(seconds) / 60
    return String(format: "%@%02d:%02d", sign, a / 60, a % 60)
  }

  /// The local date and seconds into the day of `t`.
  static func local(_ t: JulianDate, _ zone: ZoneSpec) -> (CivilDate, Int, Int) {
    let off = offset(t, zone)
    let s = Int((t.secondsSince1970 + Double(off)).rounded())
    let day = Int((Double(s) / 86_400).rounded(.down))
    return (CivilDate(julianDayNumber: day + 2_440_588), s - day * 86_400, off)
  }

  /// `2026-02-17T15:01:09+03:00`.
  static func iso(_ t: JulianDate, _ zone: ZoneSpec) -> String {
    let (d, s, off) = local(t, zone)
    return String(format: "%@T%02d:%02d:%02d%@", d.description, s / 3600, s / 60 % 60, s % 60, offsetText(off))
  }

  /// `2026-02-17 15:01 +03:00`.
  static func text(_ t: JulianDate, _ zone: ZoneSpec) -> String {
    let (d, s0, off) = local(t, zone)
    let s = min(s0 + 30, 86_399)  // round to the minute without leaving the day
    return String(format: "%@ %02d:%02d %@", d.description, s / 3600, s / 60 % 60, offsetText(off))
  }

  /// `15:01`.
  static func clock(_ t: JulianDate, _ zone: ZoneSpec) -> String {
    let (_, s0, _) = local(t, zone)
    let s = min(s0 + 30, 86_399)
    return String(format: "%02d:%02d", s / 3600, s / 60 % 60)
  }

  /// The instant the local day `date` begins (the zone's offset at that day's UTC noon).
  static func startOfDay(_ date: CivilDate, _ zone: ZoneSpec) -> JulianDate {
    let utc0 = JulianDate(Double(date.julianDayNumber) - 0.5)
    let off = offset(utc0.adding(seconds: 43_200), zone)
    return utc0.adding(seconds: -Double(off))
  }

  /// Today in the zone.
  static func today(_ zone: ZoneSpec) -> CivilDate {
    local(JulianDate(secondsSince1970: Date().timeIntervalSince1970), zone).0
  }

  /// `3 d 4 h 12 min`.
  static func duration(_ seconds: Double) -> String {
    let m = Int((abs(seconds) / 60).rounded())
    return (seconds < 0 ? "-" : "") + "\(m / 1440) d \(m / 60 % 24) h \(m % 60) min"
  }

  /// The document as JSON with sorted keys.
  static func json(_ object: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return text
  }

  static func round(_ x: Double, _ places: Int) -> Double {
    let f = pow(10, Double(places))
    return (x * f).rounded() / f
  }
}

/// `prayertimes moon`: the Moon on a day — phase, illumination, age, distance, rise and set at a
/// place, the next principal phases.
enum MoonCommand {
  static let name = "moon"
  static let usage =
    "prayertimes moon [--date YYYY-MM-DD] [--lat DEG --lon DEG | --city NAME] [--tz ZONE] [--format text|json]"
  static let synopsis = "moon [--date YYYY-MM-DD] [--lat DEG --lon DEG] [--format F]"
  static let summary = "The Moon on a day: phase, illumination, age, rise and set, next phases."

  static let help = """
    OVERVIEW: The Moon on a day: its phase (new, waxing crescent, first quarter, waxing gibbous,
    full, waning gibbous, last quarter, waning crescent), the illuminated fraction, its age since
    the last new Moon and its distance, at local noon of the day (at 12:00 UTC without a place);
    with a place, the moonrise and moonset of that local day, or why there is none (the Moon
    rises about 50 minutes later each day, so one day a month has no moonrise); the next four
    principal phases and the previous new Moon.

    USAGE: \(usage)

    OPTIONS:
      --date YYYY-MM-DD       The day (default: today in the zone), years 1600...2100.
    \(SkyPlace.help)
      --format FORMAT         text or json (default: text). JSON keys: date, zone, place
                              (latitude, longitude, or null), at, phase, phaseName,
                              illuminatedPercent, waxing, ageSeconds, distanceKm, moonrise and
                              moonset ({time} or {none: reason}, only with a place), previousNewMoon,
                              nextPhases [{phase, time}]; times are ISO 8601 with the zone's offset.
      -h, --help              Show this help.

    EXAMPLES:
      prayertimes moon --city Makkah --date 2026-02-17
      prayertimes moon --lat 51.5 --lon -0.13 --format json

    EXIT STATUS: 0 success, 2 usage error (nothing is written).
    """

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

  static func run(_ arguments: [String], today: (ZoneSpec) -> CivilDate) throws(UsageError) -> String? {
    guard
      let scanned = try scanArguments(
        arguments, valueOptions: SkyPlace.valueOptions.union(["--date", "--format"]),
        flagOptions: [], maxPositionals: 0)
    else { return nil }
    let v = scanned.values
    let format = v["--format"] ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError(message: "the value '\(format)' is invalid for '--format': use one of 'text', 'json'")
    }
    let date = try v["--date"].map(parseDateOption)
    let place = try SkyPlace.parse(v)
    let zone = place.zone
    let day = date ?? today(zone)
    guard SupportedYears.contains(day) else {
      throw UsageError(message: "today, \(day), is out of range: \(supportedYearsNote)")
    }
    let start = SkyTime.startOfDay(day, zone)
    let end = SkyTime.startOfDay(day.adding(days: 1), zone)
    let at = place.coordinates == nil && v["--tz"] == nil
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

    if format == "json" {
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
      return SkyTime.json(doc)
    }
    var lines: [String] = []
    lines.append("Moon on \(day) (\(place.coordinates == nil ? "no place, " + zone.name : place.label + ", " + zone.name))")
    lines.append("  Phase:        \(phaseText) (\(light.isWaxing ? "waxing" : "waning"))")
    lines.append(String(format: "  Illuminated:  %.1f%% (at %@)", light.fraction * 100, SkyTime.text(at, zone)))
    lines.append("  Age:          \(SkyTime.duration(age)) since the new Moon of \(SkyTime.text(lastNew.instant, zone))")
    lines.append("  Distance:     \(PlaceOptions.grouped(Int(position.distance.rounded()))) km")
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
    return lines.joined(separator: "\n")
  }

  static func main(_ arguments: [String]) -> Never {
    do {
      guard let out = try run(arguments, today: SkyTime.today) else {
        print(help)
        exit(0)
      }
      print(out)
      exit(0)
    } catch {
      exitWithUsageError(error.message, usage: usage, command: name)
    }
  }
}
