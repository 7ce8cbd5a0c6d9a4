#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

import Astro

/// How an astronomical Hijri calendar decides that a month has begun: a rule about the young
/// Moon on the evenings after the conjunction. The month begins on the day after the first
/// evening on which the rule is met.
///
/// These are predictions: the authorities announce the month, and the announcement wins (see
/// ``HijriCalendar/setStart(year:month:to:)`` and, for Türkiye, Diyanet's published table).
public enum MonthStartRule: String, Sendable, Hashable, CaseIterable {
  /// The Saudi Umm al-Qura rule since 1423 AH, at the Kaaba (21.4225° N, 39.8262° E, UTC+3): on
  /// the evening, the conjunction is before sunset and the Moon sets after the Sun (KACST, quoted
  /// by moonsighting.org.uk; Z. A. Mostafa, "Lunar calendars: the new Saudi Arabian criteria",
  /// *The Observatory* 125 (2005) 25–30).
  case ummAlQura = "umm-al-qura-rule"
  /// Türkiye (Diyanet) and the 2016 Istanbul unified-calendar congress: somewhere on land, at
  /// local sunset before 00:00 UTC, the Moon's altitude is at least 5° and its elongation at
  /// least 8°; or, when that is first met later, the conjunction is before fajr in New Zealand
  /// and the condition is met on land in the Americas.
  case turkey = "turkey"
  /// MABIMS (Brunei, Indonesia, Malaysia, Singapore; the 2021 form): at sunset the Moon's
  /// altitude is at least 3° and its elongation at least 6.4°, somewhere in the region.
  case mabims = "mabims"
  /// Iran: the months as they were kept (the Calendar Center of the University of Tehran's
  /// calendars, the observed day where it differed, and the official calendar of 1405 SH:
  /// ``IranPublished``, 1265-01 to 1448-10 AH), and beyond them a prediction: the crescent at Tehran is visible with optical aid,
  /// Yallop's q > −0.232 at the best time (his classes A to D; B. D. Yallop, NAO Technical Note
  /// 69, 1997). No Iranian document states a criterion; Yallop's boundary is a published one,
  /// and it gives the recorded first day of 196 of the 226 months 1430-01 to 1448-10 and 319 of
  /// the 360 months 1400–1429, the others a day off, almost all late (Umm al-Qura's table: 86 of
  /// the 226).
  case iran = "iran"

  /// A one-line description for help texts and labels.
  public var summary: String {
    switch self {
    case .ummAlQura:
      return "Saudi rule at the Kaaba: conjunction before sunset and moonset after sunset"
    case .turkey:
      return "Istanbul 2016: altitude ≥ 5° and elongation ≥ 8° at sunset on land before 00:00 UTC"
    case .mabims:
      return "MABIMS: altitude ≥ 3° and elongation ≥ 6.4° at sunset in Southeast Asia"
    case .iran:
      return "Iran: its recorded months to 1448-10; beyond, Yallop's q > −0.232 at Tehran"
    }
  }
}

extension MonthStartRule {
  /// The lunation (Meeus numbering, 0 = the new Moon of 2000 January 6) whose new Moon begins
  /// month (`year`, `month`): month 10 of 1420 AH began after lunation 0.
  static func lunation(year: Int, month: Int) -> Int {
    (year - 1) * 12 + (month - 1) - 17_037
  }

  /// The predicted start of a Hijri month, with the evenings examined; an error outside
  /// ``hijriYears`` or for a month not in 1…12.
  public func predict(year: Int, month: Int) throws(HijriError) -> MonthStartPrediction {
    guard MonthStartRule.hijriYears.contains(year), (1...12).contains(month) else {
      throw .outsidePredictions(
        rule: rawValue, year: year, month: month, hijriYears: MonthStartRule.hijriYears)
    }
    return prediction(year: year, month: month)
  }

  /// ``predict(year:month:)`` for a month known to be in range (or the month just after it).
  func prediction(year: Int, month: Int) -> MonthStartPrediction {
    let k = MonthStartRule.lunation(year: year, month: month)
    let conjunction = LunarPhases.instant(of: .newMoon, lunation: k)
    var evenings: [MonthStartPrediction.Evening] = []
    let first = firstEvening(conjunction)
    var date = first
    // The rule is met by the third evening at the latest in practice (the Moon is then 36° or
    // more from the Sun); a fourth evening is the limit, and the month then begins anyway.
    for _ in 0..<4 {
      let e = evaluate(date, conjunction: conjunction)
      evenings.append(e)
      if e.isMet { break }
      date = date.adding(days: 1)
    }
    return MonthStartPrediction(
      rule: self, year: year, month: month, conjunction: conjunction, evenings: evenings,
      firstDay: date.adding(days: 1))
  }

  /// The first day (Julian day number) of month (`year`, `month`).
  func firstDayNumber(year: Int, month: Int) -> Int {
    prediction(year: year, month: month).firstDay.julianDayNumber
  }

  /// The first evening worth examining: the conjunction's civil date where the rule looks.
  private func firstEvening(_ conjunction: JulianDate) -> CivilDate {
    let offset: Double
    switch self {
    case .ummAlQura: offset = 3.0 / 24
    case .mabims: offset = 7.0 / 24
    case .iran: offset = 3.5 / 24
    // The first sunsets of a UTC date are in the far east (UTC+12 to +14), on the same date.
    case .turkey: offset = 0
    }
    return CivilDate(julianDayNumber: Int((conjunction.value + 0.5 + offset).rounded(.down)))
  }

  // MARK: - The places

  /// The Kaaba, where the Saudi rule is evaluated.
  static let kaaba = Coordinates(latitude: 21.4225, longitude: 39.8262)!

  /// The MABIMS reference places: the region's westernmost city (Banda Aceh, the latest
  /// sunset) and the four capitals, with their zones.
  static let mabimsPlaces: [(Coordinates, Int)] = [
    (Coordinates(latitude: 5.5483, longitude: 95.3238)!, 7),  // Banda Aceh
    (Coordinates(latitude: -6.2088, longitude: 106.8456)!, 7),  // Jakarta
    (Coordinates(latitude: 3.1390, longitude: 101.6869)!, 8),  // Kuala Lumpur
    (Coordinates(latitude: 1.3521, longitude: 103.8198)!, 8),  // Singapore
    (Coordinates(latitude: 4.9031, longitude: 114.9398)!, 8),  // Bandar Seri Begawan
  ]

  /// Tehran (Iran Standard Time, UTC+3:30), where the Iranian prediction looks.
  static let tehran = Coordinates(latitude: 35.6892, longitude: 51.3890)!

  /// The Iranian prediction's threshold: Yallop's q above it, the crescent of his class D
  /// (visible with optical aid) or better.
  public static let iranMinimumQ = -0.232

  /// Auckland, for the New Zealand fajr of the 2016 rule's exception.
  static let auckland = Coordinates(latitude: -36.8485, longitude: 174.7633)!

  // MARK: - Evaluation

  private func evaluate(_ date: CivilDate, conjunction: JulianDate) -> MonthStartPrediction.Evening
  {
    switch self {
    case .ummAlQura:
      let sky = MoonAtSunset(
        coordinates: MonthStartRule.kaaba, date: date, utcOffsetSeconds: 3 * 3600,
        conjunction: conjunction)
      let met = sky.map { $0.isAfterConjunction && $0.moonIsUp } ?? false
      return .init(date: date, isMet: met, sky: sky, byAmericasException: false)
    case .mabims:
      var best: MoonAtSunset?
      for (place, zone) in MonthStartRule.mabimsPlaces {
        guard
          let sky = MoonAtSunset(
            coordinates: place, date: date, utcOffsetSeconds: zone * 3600,
            conjunction: conjunction)
        else { continue }
        if sky.isAfterConjunction, sky.moonAltitude >= Angle.degrees(3).radians, sky.elongation >= Angle.degrees(6.4).radians {
          return .init(date: date, isMet: true, sky: sky, byAmericasException: false)
        }
        if best.map({ sky.moonAltitude > $0.moonAltitude }) ?? true { best = sky }
      }
      return .init(date: date, isMet: false, sky: best, byAmericasException: false)
    case .turkey:
      return GlobalCriterion.evaluate(date, conjunction: conjunction)
    case .iran:
      let evening = CrescentVisibility(
        coordinates: MonthStartRule.tehran, date: date, utcOffsetSeconds: 12_600,
        conjunction: conjunction)
      let met = evening.q.map { $0 > MonthStartRule.iranMinimumQ } ?? false
      return .init(
        date: date, isMet: met, sky: evening.atSunset, byAmericasException: false, crescent: evening)
    }
  }
}

extension MonthStartRule {
  /// The Hijri years predicted: those wholly inside the engine's astronomical range, Gregorian
  /// 1600–2100 (``SupportedYears``).
  public static let hijriYears: ClosedRange<Int> = 1009...1523

  /// The Gregorian days of ``hijriYears`` (by the civil tabular calendar's first and last day:
  /// the predicted months begin within a day or two of them).
  public static let gregorianRange: ClosedRange<CivilDate> =
    CivilDate(julianDayNumber: TabularRule.civil.julianDayNumber(year: 1009, month: 1, day: 1))
    ... CivilDate(
      julianDayNumber: TabularRule.civil.julianDayNumber(year: 1524, month: 1, day: 1) - 1)

  /// The first day of (`year`, `month`) from the authority's own record, where the rule's
  /// calendar has one, or `nil`: Diyanet's published months for ``turkey`` (1443-06 to 1449-08
  /// AH), Iran's recorded ones for ``iran`` (1265-01 to 1448-10 AH).
  func publishedStart(year: Int, month: Int) -> Int? {
    let record: (firstYear: Int, firstMonth: Int, firstDays: [Int32])
    switch self {
    case .turkey: record = (DiyanetPublished.firstYear, DiyanetPublished.firstMonth, DiyanetPublished.firstDays)
    case .iran: record = (IranPublished.firstYear, IranPublished.firstMonth, IranPublished.firstDays)
    case .ummAlQura, .mabims: return nil
    }
    let k = (year - record.firstYear) * 12 + (month - record.firstMonth)
    guard k >= 0, k < record.firstDays.count else { return nil }
    return Int(record.firstDays[k])
  }
}
