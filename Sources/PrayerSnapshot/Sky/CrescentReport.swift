import Astro
import Hijri

/// The young Moon for a Hijri month: the conjunction, each month-start rule's prediction with
/// the evenings it looked at, and — at a place — the first three evenings' crescent visibility
/// (Yallop's q and class, Odeh's V and zone, or why there is no crescent).
public struct CrescentReport: Sendable {
  /// The Hijri month.
  public let year: Int
  public let month: Int
  /// The conjunction (the astronomical new Moon) before the month.
  public let conjunction: JulianDate
  /// Each rule's prediction (Umm al-Qura's Saudi rule, Türkiye, MABIMS).
  public let predictions: [MonthStartPrediction]
  /// The place, when given.
  public let place: ResolvedPlace?
  /// The place's evenings from the conjunction's local date, three of them.
  public let evenings: [CrescentVisibility]

  /// The report for `year`-`month` AH (in ``MonthStartRule/hijriYears``).
  public init(
    year: Int, month: Int, place: ResolvedPlace? = nil,
    odehAltitudes: CrescentVisibility.OdehAltitudes = .airless
  ) throws(HijriError) {
    self.year = year
    self.month = month
    var predictions: [MonthStartPrediction] = []
    for rule in MonthStartRule.allCases {
      predictions.append(try rule.predict(year: year, month: month))
    }
    self.predictions = predictions
    conjunction = predictions[0].conjunction
    self.place = place
    var evenings: [CrescentVisibility] = []
    if let place {
      let clock = LocalClock(place.zone)
      let first = clock.date(of: Instant(conjunction))
      for i in 0...2 {
        let d = first.adding(days: i)
        // The offset in force in the evening (18:00 local on a day without a change).
        let offset = clock.offset(at: clock.startOfDay(d).adding(seconds: 64_800))
        evenings.append(
          CrescentVisibility(
            coordinates: place.coordinates, date: d, utcOffsetSeconds: offset,
            odehAltitudes: odehAltitudes))
      }
    }
    self.evenings = evenings
  }

  /// The first day in the rule's calendar (`--calendar ID`): the prediction, except for turkey
  /// where Diyanet's published table (1443-06…1449-08 AH) wins.
  public static func calendarFirstDay(_ p: MonthStartPrediction) -> CivilDate? {
    try? HijriCalendar(identifier: p.rule.rawValue)?.firstDay(year: p.year, month: p.month)
  }

  /// The conjunction's UTC date, or the day after when it is at or after 12:00 UTC: the evening
  /// a map shows by default.
  public var defaultMapEvening: CivilDate {
    let t = LocalClock(ZoneSpec(fixedOffsetSeconds: 0)).time(of: Instant(conjunction))
    return t.millisecondsOfDay < 43_200_000 ? t.date : t.date.adding(days: 1)
  }

  /// `1448-09`.
  public var monthText: String {
    let y = String(year)
    let m = month < 10 ? "0\(month)" : "\(month)"
    return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m
  }

  /// The version of the ``json()`` document's schema.
  public static let jsonSchemaVersion = 1

  /// `{"schemaVersion", "hijriMonth", "conjunction", "rules": [{rule, summary, firstDay,
  /// calendarFirstDay, evenings: [{date, met, americasException, sky}]}], "place": {…} or null,
  /// "evenings": [{date, sunset, moonset, noCrescent, lagMinutes, q, yallopClass, v, odehZone,
  /// arcOfLight, arcOfVision, width, belowDanjonLimit}] (with a place)}`; angles in degrees.
  public func json() -> JSONValue {
    let utc = LocalClock(ZoneSpec(fixedOffsetSeconds: 0))
    func rounded(_ x: Double, _ places: Int) -> JSONValue {
      var f = 1.0
      for _ in 0..<places { f *= 10 }
      return .number((x * f).rounded() / f)
    }
    func degrees(_ r: Double) -> JSONValue { rounded(r * 180 / .pi, 2) }
    func optional<T>(_ v: T?, _ f: (T) -> JSONValue) -> JSONValue { v.map(f) ?? .null }
    var members: [(String, JSONValue)] = [
      ("schemaVersion", .number(Double(CrescentReport.jsonSchemaVersion))),
      ("hijriMonth", .string(monthText)),
      ("conjunction", .string(utc.iso8601(Instant(conjunction)))),
      ("rules", .array(predictions.map { p in
        .object([
          ("rule", .string(p.rule.rawValue)), ("summary", .string(p.rule.summary)),
          ("firstDay", .string(p.firstDay.description)),
          ("calendarFirstDay", optional(CrescentReport.calendarFirstDay(p)) { .string($0.description) }),
          ("evenings", .array(p.evenings.map { e in
            .object([
              ("date", .string(e.date.description)), ("met", .bool(e.isMet)),
              ("americasException", .bool(e.byAmericasException)),
              ("sky", optional(e.sky) { s in
                .object([
                  ("latitude", rounded(s.coordinates.latitude, 4)),
                  ("longitude", rounded(s.coordinates.longitude, 4)),
                  ("sunset", .string(utc.iso8601(Instant(s.sunset)))),
                  ("conjunctionBeforeSunset", .bool(s.isAfterConjunction)),
                  ("moonSetsAfterSun", .bool(s.moonIsUp)),
                  ("moonAltitude", degrees(s.moonAltitude)), ("elongation", degrees(s.elongation)),
                  ("moonAgeSeconds", .number(s.moonAgeSeconds.rounded())),
                ])
              }),
            ])
          })),
        ])
      })),
    ]
    guard let place else {
      members.append(("place", .null))
      return .object(members)
    }
    let clock = LocalClock(place.zone)
    members.append(
      ("place", .object([
        ("latitude", .number(place.coordinates.latitude)),
        ("longitude", .number(place.coordinates.longitude)),
        ("label", .string(place.label ?? MoonReport.coordinatesLabel(place.coordinates))),
        ("timeZone", .string(place.zone.name)),
      ])))
    members.append(
      ("evenings", .array(evenings.map { e in
        .object([
          ("date", .string(e.date.description)),
          ("sunset", optional(e.atSunset) { .string(clock.iso8601(Instant($0.sunset))) }),
          ("moonset", optional(e.moonset) { .string(clock.iso8601(Instant($0))) }),
          ("noCrescent", optional(e.noCrescent) { .string($0.rawValue) }),
          ("lagMinutes", optional(e.lagMinutes) { rounded($0, 1) }),
          ("q", optional(e.q) { rounded($0, 3) }),
          ("yallopClass", optional(e.yallopClass) { .string($0.rawValue) }),
          ("v", optional(e.v) { rounded($0, 2) }),
          ("odehZone", optional(e.odehZone) { .string($0.rawValue) }),
          ("arcOfLight", optional(e.arcOfLight, degrees)),
          ("arcOfVision", optional(e.arcOfVision, degrees)),
          ("width", optional(e.width) { rounded($0, 3) }),
          ("belowDanjonLimit", .bool(e.isBelowDanjonLimit)),
        ])
      })))
    return .object(members)
  }
}
