import Astro

/// A Hijri calendar: which system counts the months, and what local announcements changed.
///
///     let uq = HijriCalendar.ummAlQura
///     try uq.hijri(from: CivilDate(year: 2026, month: 11, day: 29)!).date   // 1448-06-19
///     try uq.gregorian(from: HijriDate(year: 1448, month: 9, day: 1)!)       // 2027-02-08
///
/// Every conversion goes through the Julian day number. Days are civil days (midnight to
/// midnight), as in Saudi civil use: the evening before is not yet the next Hijri day.
public struct HijriCalendar: Sendable, Hashable {
  /// How months are counted.
  public enum System: Sendable, Hashable {
    /// Umm al-Qura, the table of the ICU/JDK lineage, 1300–1600 AH (1882-11-12 to 2174-11-25):
    /// what Foundation, ICU, Java and browsers return. Every month has 29 or 30 days.
    case ummAlQura
    /// Umm al-Qura as published in the printed calendars (hijridate lineage), 1343–1500 AH
    /// (1924-08-01 to 2077-11-16), with a few months of 28 and 31 days. It differs from
    /// ``ummAlQura`` in 740 of its 1896 months; the two agree from 1420 to 1450 AH.
    case ummAlQuraPublished
    /// An arithmetic calendar: a leap-year pattern and an epoch.
    case tabular(TabularRule)
    /// An astronomical calendar: each month begins after the first evening on which the rule
    /// is met (``MonthStartRule``), predicted for 1009–1523 AH (Gregorian 1600–2100, the
    /// engine's astronomical range). ``MonthStartRule/turkey`` follows Diyanet's published table
    /// where it exists (1443-06 to 1449-08 AH, 2022–2027), ``MonthStartRule/iran`` Iran's record
    /// (1265-01 to 1448-10 AH, 1848–2027).
    case astronomical(MonthStartRule)
  }

  /// What a table calendar does outside its table.
  public enum OutsideTable: Sendable, Hashable {
    /// Continue with the civil tabular calendar (type II, Friday epoch), as ICU does, and mark the
    /// results as estimated.
    case tabularEstimate
    /// Report ``HijriError/outsideTable(calendar:hijriYears:gregorian:)``.
    case strict
    /// Continue with the Saudi rule's predictions (``MonthStartRule/ummAlQura``, 1009–1523 AH),
    /// marked as predicted; the civil tabular estimate beyond them.
    case saudiRule
  }

  /// How a conversion was obtained.
  public enum Source: String, Sendable, Hashable {
    /// From the calendar's table.
    case table
    /// From the arithmetic of a tabular calendar: exact by definition.
    case arithmetic
    /// Outside the table, from the civil tabular calendar: an estimate.
    case tabularEstimate
    /// From a month start announced or set by hand (``HijriCalendar/setStart(year:month:to:)``).
    case override
    /// Predicted by an astronomical rule (``MonthStartRule``): the authority may announce a
    /// different day.
    case predicted
  }

  /// The system.
  public var system: System
  /// Outside a table: estimate (default) or report.
  public var outsideTable: OutsideTable
  /// Days added to every Hijri date, for a local authority one or two days off the calendar:
  /// +1 makes each Gregorian day one Hijri day later (months begin a day earlier).
  public var adjustmentDays: Int
  /// Months whose first day was announced differently, by (year, month): the Julian day number of
  /// day 1. Each shifts that month only: the month before ends accordingly.
  public private(set) var monthStarts: [MonthKey: Int]
  /// Month starts an astronomical rule has already predicted (``precomputingMonths(from:through:)``):
  /// a cache, not part of the calendar's identity (equality and hashing ignore it).
  var predictedStarts: [MonthKey: Int] = [:]

  /// A month of a Hijri year.
  public struct MonthKey: Sendable, Hashable {
    public let year: Int
    public let month: Int
  }

  /// Creates a calendar.
  public init(
    system: System, outsideTable: OutsideTable = .tabularEstimate, adjustmentDays: Int = 0
  ) {
    self.system = system
    self.outsideTable = outsideTable
    self.adjustmentDays = adjustmentDays
    monthStarts = [:]
  }

  /// Umm al-Qura (ICU/JDK table), estimating outside 1300–1600 AH.
  public static let ummAlQura = HijriCalendar(system: .ummAlQura)
  /// Umm al-Qura as published (1343–1500 AH), estimating outside.
  public static let ummAlQuraPublished = HijriCalendar(system: .ummAlQuraPublished)
  /// The civil tabular calendar, ICU `islamic-civil` (Foundation `.islamicCivil`).
  public static let civil = HijriCalendar(system: .tabular(.civil))
  /// The tabular calendar with the Thursday epoch, ICU `islamic-tbla` (Foundation
  /// `.islamicTabular`).
  public static let tabularAstronomical = HijriCalendar(system: .tabular(.astronomical))
  /// The Saudi Umm al-Qura rule at the Kaaba, predicted (also beyond the Umm al-Qura tables).
  public static let ummAlQuraRule = HijriCalendar(system: .astronomical(.ummAlQura))
  /// Türkiye: Diyanet's published months (2022–2027), the 2016 Istanbul criterion elsewhere.
  public static let turkey = HijriCalendar(system: .astronomical(.turkey))
  /// MABIMS (Brunei, Indonesia, Malaysia, Singapore), predicted.
  public static let mabims = HijriCalendar(system: .astronomical(.mabims))
  /// Iran: its recorded months (1265-01 to 1448-10 AH, 1848–2027), Yallop's criterion at Tehran beyond.
  public static let iran = HijriCalendar(system: .astronomical(.iran))

  /// A stable identifier: `umm-al-qura`, `umm-al-qura-published`, `civil`, or
  /// `tabular-<pattern>-<epoch>` (e.g. `tabular-15-thursday`).
  public var identifier: String {
    switch system {
    case .ummAlQura: return "umm-al-qura"
    case .ummAlQuraPublished: return "umm-al-qura-published"
    case .tabular(let rule) where rule == .civil: return "civil"
    case .tabular(let rule): return "tabular-\(rule.leapYears.rawValue)-\(rule.epoch.rawValue)"
    case .astronomical(let rule): return rule.rawValue
    }
  }

  // MARK: - Overrides

  /// Records that month (`year`, `month`) began on `day`: that month and only that month moves
  /// (the month before ends the day before). Throws if a month would then have fewer than 28 or
  /// more than 31 days.
  public mutating func setStart(year: Int, month: Int, to day: CivilDate) throws(HijriError) {
    guard HijriDate.supportedYears.contains(year), (1...12).contains(month) else {
      throw .outOfRange
    }
    var copy = self
    copy.monthStarts[MonthKey(year: year, month: month)] = day.julianDayNumber
    let (py, pm) = HijriCalendar.previous(year, month)
    let (ny, nm) = HijriCalendar.next(year, month)
    let before = try copy.start(py, pm)
    let this = try copy.start(year, month)
    let after = try copy.start(ny, nm)
    guard (28...31).contains(this - before), (28...31).contains(after - this) else {
      throw .invalidOverride(year: year, month: month)
    }
    self = copy
  }

  /// Removes every override.
  public mutating func removeOverrides() { monthStarts = [:] }

  // MARK: - Conversions

  /// The Hijri date of a Gregorian day.
  public func hijri(from date: CivilDate) throws(HijriError) -> HijriDay {
    try hijri(julianDayNumber: date.julianDayNumber)
  }

  /// The Hijri date of a Julian day number.
  public func hijri(julianDayNumber jdn: Int) throws(HijriError) -> HijriDay {
    // A first answer from the system, then settled against the month starts (which carry the
    // adjustment and the overrides).
    let guess = try baseDate(jdn + adjustmentDays)
    var y = guess.year
    var m = guess.month
    var s = try start(y, m)
    if jdn < s {
      (y, m) = HijriCalendar.previous(y, m)
      s = try start(y, m)
    } else {
      let (ny, nm) = HijriCalendar.next(y, m)
      let ns = try start(ny, nm)
      if jdn >= ns {
        (y, m) = (ny, nm)
        s = ns
      }
    }
    guard HijriDate.supportedYears.contains(y) else { throw .outOfRange }
    let date = HijriDate(unchecked: y, m, jdn - s + 1)
    return HijriDay(date: date, source: try source(y, m))
  }

  /// The Gregorian day of a Hijri date.
  public func gregorian(from date: HijriDate) throws(HijriError) -> CivilDate {
    CivilDate(julianDayNumber: try julianDayNumber(of: date))
  }

  /// The Julian day number of a Hijri date.
  public func julianDayNumber(of date: HijriDate) throws(HijriError) -> Int {
    let s = try start(date.year, date.month)
    let length = try monthLength(year: date.year, month: date.month)
    guard date.day <= length else { throw .invalidDate(date, monthLength: length) }
    return s + date.day - 1
  }

  /// The number of days of a month (29 or 30; 28 or 31 in a few published months).
  public func monthLength(year: Int, month: Int) throws(HijriError) -> Int {
    let (ny, nm) = HijriCalendar.next(year, month)
    return try start(ny, nm) - start(year, month)
  }

  /// The number of days of a year (354 or 355; 353 or 356 in a few published years).
  public func yearLength(_ year: Int) throws(HijriError) -> Int {
    try start(year + 1, 1) - start(year, 1)
  }

  /// The Gregorian day of the first of a month.
  public func firstDay(year: Int, month: Int) throws(HijriError) -> CivilDate {
    CivilDate(julianDayNumber: try start(year, month))
  }

  /// Whether the date exists in this calendar.
  public func contains(_ date: HijriDate) -> Bool {
    (try? julianDayNumber(of: date)) != nil
  }

  /// The date `days` days after `date` (before, if negative).
  public func date(byAdding days: Int, to date: HijriDate) throws(HijriError) -> HijriDate {
    try hijri(julianDayNumber: julianDayNumber(of: date) + days).date
  }

  /// The Hijri years and Gregorian days of the table, for table calendars; of the predictions,
  /// for astronomical ones.
  public var tableRange: (hijriYears: ClosedRange<Int>, gregorian: ClosedRange<CivilDate>)? {
    if case .astronomical = system {
      let years = MonthStartRule.hijriYears
      return (years, MonthStartRule.gregorianRange)
    }
    guard let table else { return nil }
    return (
      table.years,
      CivilDate(julianDayNumber: table.firstDay)...CivilDate(julianDayNumber: table.endDay - 1)
    )
  }

  // MARK: - Internals

  private var table: MonthTable? {
    switch system {
    case .ummAlQura: return MonthTable.ummAlQuraICU
    case .ummAlQuraPublished: return MonthTable.ummAlQuraPublished
    case .tabular, .astronomical: return nil
    }
  }

  /// The arithmetic used by a tabular system and outside a table.
  private var arithmetic: TabularRule {
    if case .tabular(let rule) = system { return rule }
    return .civil
  }

  /// The start of month (y, m) with the adjustment and the overrides, as a Julian day number.
  func start(_ y: Int, _ m: Int) throws(HijriError) -> Int {
    if !monthStarts.isEmpty, let day = monthStarts[MonthKey(year: y, month: m)] { return day }
    return try baseStart(y, m) - adjustmentDays
  }

  /// The start of month (y, m) in the system alone.
  private func baseStart(_ y: Int, _ m: Int) throws(HijriError) -> Int {
    // One year of margin each side of 1–9999 so that the neighbours of edge months exist.
    guard y >= 0, y <= 10_000 else { throw .outOfRange }
    if case .astronomical(let rule) = system {
      if let s = rule.publishedStart(year: y, month: m) { return s }
      // The month after the last predicted one starts where the predictions end.
      if MonthStartRule.hijriYears.contains(y) || (y == MonthStartRule.hijriYears.upperBound + 1 && m == 1) {
        if let cached = predictedStarts[MonthKey(year: y, month: m)] { return cached }
        return rule.firstDayNumber(year: y, month: m)
      }
      if outsideTable == .strict { throw outsideRangeError() }
    }
    if let table {
      // The month after the table starts where the table ends: its last month keeps its length.
      if let s = table.boundary(year: y, month: m) { return s }
      if outsideTable == .strict { throw outsideError(table) }
      if outsideTable == .saudiRule, MonthStartRule.hijriYears.contains(y) {
        if let cached = predictedStarts[MonthKey(year: y, month: m)] { return cached }
        return MonthStartRule.ummAlQura.firstDayNumber(year: y, month: m)
      }
    }
    return arithmetic.julianDayNumber(year: y, month: m, day: 1)
  }

  /// A first guess of the date of a day in the system alone (within a day of the truth at the
  /// edges of a table; exact elsewhere).
  private func baseDate(_ jdn: Int) throws(HijriError) -> (year: Int, month: Int) {
    if case .astronomical = system, outsideTable == .strict,
      !MonthStartRule.gregorianRange.contains(CivilDate(julianDayNumber: jdn))
    {
      throw outsideRangeError()
    }
    if let table {
      if let d = table.date(julianDayNumber: jdn) { return (d.year, d.month) }
      if outsideTable == .strict { throw outsideError(table) }
    }
    let d = arithmetic.date(julianDayNumber: jdn)
    guard d.year >= 1, d.year <= 9999 else { throw .outOfRange }
    return (d.year, d.month)
  }

  private func source(_ y: Int, _ m: Int) throws(HijriError) -> Source {
    let (ny, nm) = HijriCalendar.next(y, m)
    if !monthStarts.isEmpty,
      monthStarts[MonthKey(year: y, month: m)] != nil
        || monthStarts[MonthKey(year: ny, month: nm)] != nil
    {
      return .override
    }
    if case .astronomical(let rule) = system {
      if rule.publishedStart(year: y, month: m) != nil, rule.publishedStart(year: ny, month: nm) != nil {
        return .table
      }
      return MonthStartRule.hijriYears.contains(y) ? .predicted : .tabularEstimate
    }
    guard let table else { return .arithmetic }
    // The table holds each month's start and, through the last entry, the end of its last month.
    if table.start(year: y, month: m) != nil { return .table }
    return outsideTable == .saudiRule && MonthStartRule.hijriYears.contains(y)
      ? .predicted : .tabularEstimate
  }

  private func outsideRangeError() -> HijriError {
    .outsideTable(
      calendar: identifier, hijriYears: MonthStartRule.hijriYears,
      gregorian: MonthStartRule.gregorianRange)
  }

  private func outsideError(_ table: MonthTable) -> HijriError {
    .outsideTable(
      calendar: identifier, hijriYears: table.years,
      gregorian: CivilDate(julianDayNumber: table.firstDay)...CivilDate(
        julianDayNumber: table.endDay - 1))
  }

  static func next(_ y: Int, _ m: Int) -> (Int, Int) { m == 12 ? (y + 1, 1) : (y, m + 1) }
  static func previous(_ y: Int, _ m: Int) -> (Int, Int) { m == 1 ? (y - 1, 12) : (y, m - 1) }
}

extension HijriCalendar {
  /// The calendar of an ``identifier``: `umm-al-qura`, `umm-al-qura-published`, `civil`,
  /// `tabular` (type II, Thursday epoch: ICU's `islamic-tbla`) or `tabular-<pattern>-<epoch>`
  /// with a pattern of `15`, `16`, `fatimid`, `habash-al-hasib` and an epoch of `friday` or
  /// `thursday`; `nil` for anything else.
  public init?(identifier: String) {
    switch identifier {
    case "umm-al-qura": self = .ummAlQura
    case "umm-al-qura-published": self = .ummAlQuraPublished
    case "civil": self = .civil
    case "tabular": self = .tabularAstronomical
    case "umm-al-qura-rule": self = .ummAlQuraRule
    case "turkey": self = .turkey
    case "mabims": self = .mabims
    case "iran": self = .iran
    default:
      guard identifier.hasPrefix("tabular-") else { return nil }
      let rest = identifier.dropFirst("tabular-".count)
      guard let dash = rest.lastIndex(of: "-"),
        let leap = TabularRule.LeapYears(rawValue: String(rest[..<dash])),
        let epoch = TabularRule.Epoch(rawValue: String(rest[rest.index(after: dash)...]))
      else { return nil }
      self = HijriCalendar(system: .tabular(TabularRule(leapYears: leap, epoch: epoch)))
    }
  }

  /// The identifiers ``init(identifier:)`` accepts, for help texts (tabular patterns spelled out).
  /// The calendars' names, without the spelled-out tabular patterns: what a help text lists.
  public static let namedIdentifiers = [
    "umm-al-qura", "umm-al-qura-published", "umm-al-qura-rule", "turkey", "mabims", "iran", "civil", "tabular",
  ]

  public static let identifiers: [String] =
    namedIdentifiers
    + TabularRule.LeapYears.allCases.flatMap { leap in
      TabularRule.Epoch.allCases.map { "tabular-\(leap.rawValue)-\($0.rawValue)" }
    }
}

extension HijriCalendar {
  public static func == (a: HijriCalendar, b: HijriCalendar) -> Bool {
    a.system == b.system && a.outsideTable == b.outsideTable
      && a.adjustmentDays == b.adjustmentDays && a.monthStarts == b.monthStarts
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(system)
    hasher.combine(outsideTable)
    hasher.combine(adjustmentDays)
    hasher.combine(monthStarts)
  }

  /// The same calendar with the month starts of an astronomical rule predicted once for the
  /// months that touch [`start`, `end`] (plus a month each side), so that converting many days
  /// of that span does not repeat the astronomy. Other calendars are returned unchanged.
  /// Only the months of the predicted years (``MonthStartRule/hijriYears``) are computed.
  public func precomputingMonths(from start: CivilDate, through end: CivilDate) -> HijriCalendar {
    guard start <= end else { return self }
    switch system {
    case .astronomical: break
    case .ummAlQura, .ummAlQuraPublished: guard outsideTable == .saudiRule else { return self }
    case .tabular: return self
    }
    var copy = self
    let first = TabularRule.civil.date(julianDayNumber: start.julianDayNumber - 40)
    let last = end.julianDayNumber + 40
    // Each month's start as ``baseStart(_:_:)`` finds it (a published table, the cache, or the
    // rule); the months of the predicted years are kept.
    var (y, m) = (first.year, first.month)
    while y <= MonthStartRule.hijriYears.upperBound {
      if MonthStartRule.hijriYears.contains(y) {
        guard let s = try? copy.baseStart(y, m) else { break }
        copy.predictedStarts[MonthKey(year: y, month: m)] = s
        if s > last { break }
      }
      (y, m) = HijriCalendar.next(y, m)
    }
    return copy
  }
}
