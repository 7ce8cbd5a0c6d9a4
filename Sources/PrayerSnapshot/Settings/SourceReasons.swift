import Astro

/// How a reason names the caller's own inputs: the command line says `--tz` and `--city`, an app
/// "the zone you chose".
public struct InputNames: Sendable, Hashable {
  /// A zone the caller gave.
  public var zone: String
  /// A place named by the caller (followed by its name).
  public var city: String
  /// A method the caller gave.
  public var method: String
  /// An Asr rule the caller gave.
  public var asr: String
  /// A Hijri calendar the caller gave.
  public var calendar: String

  public init(
    zone: String, city: String, method: String, asr: String, calendar: String = "the calendar given"
  ) {
    self.zone = zone
    self.city = city
    self.method = method
    self.asr = asr
    self.calendar = calendar
  }

  /// Plain words, for apps and logs.
  public static let plain = InputNames(
    zone: "the zone given", city: "the place", method: "the method given", asr: "the Asr given")
  /// The command line's option names.
  public static let options = InputNames(
    zone: "--tz", city: "--city", method: "--method", asr: "--asr", calendar: "--calendar")
}

extension ZoneSource {
  /// Why this zone, in a phrase: `--tz`, `--city Makkah, SA`, `near Istanbul, TR, 2.5 km; nearest
  /// place Eminönü, 1.2 km`.
  public func reason(_ names: InputNames = .plain) -> String {
    switch self {
    case .given: return names.zone
    case .place(let p): return "\(names.city) \(p.name), \(p.countryCode)"
    case .placeZoneUnknown(let p):
      return "\(p.zoneIdentifier) is unknown here; the fixed offset nearest the longitude"
    case .inferred(let inference): return inference.reason
    }
  }
}

extension CountrySource {
  /// Why this country (or why none): the named place, or the nearest place and how far it is.
  public func reason(_ names: InputNames = .plain) -> String {
    switch self {
    case .place(let p): return "\(names.city) \(p.name), \(p.countryCode)"
    case .inferred(let inference):
      if inference.countryFromBorderCell, let cell = inference.borderCell,
        let country = inference.countryCode
      {
        return "\(country), the country of \(cell.zoneIdentifier) (the tz database's zone.tab), "
          + "the zone of the point's border cell; " + inference.reason
      }
      if inference.isNear { return inference.reason }
      guard let near = inference.nearest, let km = inference.distanceKm else { return "no places table" }
      return "no place within \(Int(ZoneInference.maximumDistanceKm)) km; the nearest, \(near.name), "
        + "\(near.countryCode), is \(ZoneInference.formatKilometres(km)) away"
    }
  }
}

extension MethodSource {
  /// Why this method, in a sentence with its source: `--method`, or `the usual method in TR
  /// (…): turkey, standard Asr; source: https://…`, followed beyond 66° by the polar default's
  /// reason (``PolarDefault/reason(latitude:)``).
  public func reason(_ names: InputNames = .plain) -> String {
    guard case .usual(let entry, let country, let countrySource, let asrGiven, let polar, let zone) = self else {
      return names.method
    }
    let asr = entry.asr == .hanafi ? "hanafi" : "standard"
    let why = countrySource?.reason(names) ?? "no country"
    let what: String
    if let country, entry.country != "*" {
      what = "the usual method in \(country) (\(why)): \(entry.method.rawValue), \(asr) Asr"
    } else if let country {
      what = "no method listed for \(country) (\(why)): the default, \(entry.method.rawValue), \(asr) Asr"
    } else {
      what = "\(why): the default, \(entry.method.rawValue), \(asr) Asr"
    }
    return what + (asrGiven ? ", but the Asr of \(names.asr)" : "") + "; source: " + entry.source
      + (polar.map { "; " + PolarDefault.reason(latitude: $0) } ?? "")
      + (zone.map { "; " + $0.reason } ?? "")
  }
}

extension JakimZone.Match {
  /// Which zone and why, with where its times are computed: `JAKIM zone SGR01 (Selangor: Gombak,
  /// …; nearest district Petaling, 3.2 km): its times, computed at 3.638° N 101.355° E, sunrise at
  /// 2.959° N 101.905° E (points fitted to e-solat's 2025 tables); source: https://www.e-solat.gov.my`.
  public var reason: String {
    func point(_ c: Coordinates) -> String {
      let la = (c.latitude * 1000).rounded() / 1000
      let lo = (c.longitude * 1000).rounded() / 1000
      return "\(abs(la))° \(la < 0 ? "S" : "N") \(abs(lo))° \(lo < 0 ? "W" : "E")"
    }
    let sunrise = zone.sunrisePoint == zone.prayerPoint ? "" : ", sunrise at \(point(zone.sunrisePoint))"
    let isha = zone.ishaAngle == 18 ? "" : ", Isha \(NumberText.plain(zone.ishaAngle))°"
    let state = stateFrom == district ? "" : "state by the nearest place \(stateFrom), \(ZoneInference.formatKilometres(stateFromKm)); "
    return "JAKIM zone \(zone.code) (\(zone.state): \(zone.districts); \(state)nearest district \(district), "
      + "\(ZoneInference.formatKilometres(distanceKm))): its times, computed at \(point(zone.prayerPoint))"
      + sunrise + isha + " (points fitted to e-solat's 2025 tables); source: \(JakimZone.sourceURL)"
  }
}

extension CalendarSource {
  /// Why this calendar, in a sentence with its source: `--calendar`, `the calendar of TR (--city
  /// Istanbul, TR): turkey; source: …`, or `no calendar listed for FR (…): the default,
  /// umm-al-qura`.
  public func reason(_ names: InputNames = .plain) -> String {
    switch self {
    case .given: return names.calendar
    case .country(let entry, let countrySource):
      return "the calendar of \(entry.country) (\(countrySource.reason(names))): "
        + "\(entry.calendar.identifier); source: \(entry.source)"
    case .default(let country, let countrySource):
      let fallback = CalendarChoice.fallback.calendar.identifier
      let why = countrySource?.reason(names) ?? "no country"
      if let country { return "no calendar listed for \(country) (\(why)): the default, \(fallback)" }
      return "\(why): the default, \(fallback)"
    }
  }
}
