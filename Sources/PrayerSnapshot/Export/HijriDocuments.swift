import Astro
import Hijri

/// The documents of the Hijri commands — a range of days converted, one Hijri date converted
/// back, a year's occasions — as JSON and CSV, every date marked `estimated` (a tabular estimate
/// outside the calendar's table) and `predicted` (an astronomical rule's prediction).
public enum HijriDocuments: Sendable {
  /// The version of these documents' schema.
  public static let schemaVersion = 1

  /// A day the calendar has no Hijri date for, and why.
  public struct NoHijriDate: Error, Sendable, Hashable {
    public let date: CivilDate
    public let error: HijriError
  }

  /// The Hijri dates of every day from `first` through `last` (each month predicted once).
  public static func days(_ calendar: HijriCalendar, from first: CivilDate, through last: CivilDate)
    throws(NoHijriDate) -> [(gregorian: CivilDate, hijri: HijriDay)]
  {
    var days: [(CivilDate, HijriDay)] = []
    guard first <= last else { return [] }
    days.reserveCapacity(first.days(to: last) + 1)
    let predicted = calendar.precomputingMonths(from: first, through: last)
    var date = first
    while date <= last {
      do { days.append((date, try predicted.hijri(from: date))) } catch {
        throw NoHijriDate(date: date, error: error)
      }
      date = date.adding(days: 1)
    }
    return days
  }

  /// `{"schemaVersion", "calendar", "adjustmentDays", "days": [{"gregorian", "hijri": {year,
  /// month, day}, "estimated", "predicted"}]}`.
  public static func json(_ calendar: HijriCalendar, days: [(gregorian: CivilDate, hijri: HijriDay)]) -> JSONValue {
    .object(
      header(calendar) + [
        ("days", .array(days.map { day in
          .object(
            [("gregorian", .string(day.gregorian.description)), ("hijri", day.hijri.date.json)]
              + marks(day.hijri))
        }))
      ])
  }

  /// `gregorian,hijri,estimated,predicted` rows (RFC 4180).
  public static func csv(days: [(gregorian: CivilDate, hijri: HijriDay)]) -> String {
    csv(days.map { ($0.gregorian, $0.hijri.date.description, $0.hijri.isEstimated, $0.hijri.isPredicted) })
  }

  // MARK: - Solar Hijri

  /// The Solar Hijri dates of every day from `first` through `last`.
  public static func days(
    _ calendar: SolarHijriCalendar, from first: CivilDate, through last: CivilDate
  ) throws(SolarHijriError) -> [(gregorian: CivilDate, solarHijri: SolarHijriDate)] {
    guard first <= last else { return [] }
    var days: [(CivilDate, SolarHijriDate)] = []
    days.reserveCapacity(first.days(to: last) + 1)
    for jdn in first.julianDayNumber...last.julianDayNumber {
      days.append((CivilDate(julianDayNumber: jdn), try calendar.solarHijri(julianDayNumber: jdn)))
    }
    return days
  }

  /// The document of ``json(_:days:)`` for the Solar Hijri calendar: the same keys, `calendar`
  /// `solar-hijri`, the date under `hijri`, never estimated nor predicted (it is arithmetic).
  public static func json(
    _ calendar: SolarHijriCalendar, days: [(gregorian: CivilDate, solarHijri: SolarHijriDate)]
  ) -> JSONValue {
    .object(
      header(calendar) + [
        ("days", .array(days.map { day in
          .object(
            [("gregorian", .string(day.gregorian.description)), ("hijri", day.solarHijri.json)]
              + exact)
        }))
      ])
  }

  /// The rows of ``csv(days:)`` for the Solar Hijri calendar.
  public static func csv(solarHijriDays days: [(gregorian: CivilDate, solarHijri: SolarHijriDate)]) -> String {
    csv(days.map { ($0.gregorian, $0.solarHijri.description, false, false) })
  }

  /// The document of ``json(_:hijri:day:gregorian:)`` for a Solar Hijri date.
  public static func json(_ calendar: SolarHijriCalendar, date: SolarHijriDate, gregorian: CivilDate)
    -> JSONValue
  {
    .object(header(calendar) + [("hijri", date.json), ("gregorian", .string(gregorian.description))] + exact)
  }

  // MARK: - Parts

  /// `gregorian,hijri,estimated,predicted` rows.
  static func csv(_ rows: [(CivilDate, String, Bool, Bool)]) -> String {
    CSV.document(
      [["gregorian", "hijri", "estimated", "predicted"]]
        + rows.map { ["\($0.0)", $0.1, "\($0.2)", "\($0.3)"] })
  }

  /// `estimated` and `predicted` of a day.
  static func marks(_ day: HijriDay) -> [(String, JSONValue)] {
    [("estimated", .bool(day.isEstimated)), ("predicted", .bool(day.isPredicted))]
  }

  /// `estimated` and `predicted` of an arithmetic date: both false.
  static let exact: [(String, JSONValue)] = [("estimated", .bool(false)), ("predicted", .bool(false))]

  /// `{"schemaVersion", "calendar", "adjustmentDays", "hijri": {…}, "gregorian", "estimated",
  /// "predicted"}`: one Hijri date and its Gregorian day.
  public static func json(_ calendar: HijriCalendar, hijri: HijriDate, day: HijriDay, gregorian: CivilDate)
    -> JSONValue
  {
    .object(
      header(calendar) + [("hijri", hijri.json), ("gregorian", .string(gregorian.description))]
        + marks(day))
  }

  /// `{"schemaVersion", "calendar", "adjustmentDays", "year", "set", "occasions": [{"id", "night",
  /// "hijri", "gregorian", "evening", "lastDay", "observed", "estimated", "predicted"}]}`.
  public static func json(_ calendar: HijriCalendar, year: Int, set: OccasionSet, occasions: [OccasionDate])
    -> JSONValue
  {
    .object(
      header(calendar) + [
        ("year", .number(Double(year))), ("set", .string(set.id)),
        ("occasions", .array(occasions.map { o in
          .object([
            ("id", .string(o.occasion.rawValue)), ("night", .bool(o.isNight)),
            ("hijri", o.hijri.json), ("gregorian", .string(o.day.description)),
            ("evening", o.evening.map { .string($0.description) } ?? .null),
            ("lastDay", .string(o.lastDay.description)), ("observed", .string(o.observed.description)),
            ("estimated", .bool(o.isEstimated)), ("predicted", .bool(o.isPredicted)),
          ])
        })),
      ])
  }

  /// `id,hijri,gregorian,evening,lastDay,observed,estimated,predicted` rows (RFC 4180).
  public static func csv(occasions: [OccasionDate]) -> String {
    CSV.document(
      [["id", "hijri", "gregorian", "evening", "lastDay", "observed", "estimated", "predicted"]]
        + occasions.map { o in
          [
            o.occasion.rawValue, o.hijri.description, o.day.description,
            o.evening?.description ?? "", o.lastDay.description, o.observed.description,
            String(o.isEstimated), String(o.isPredicted),
          ]
        })
  }

  static func header(_ calendar: HijriCalendar) -> [(String, JSONValue)] {
    header(identifier: calendar.identifier, adjustmentDays: calendar.adjustmentDays)
  }

  static func header(_ calendar: SolarHijriCalendar) -> [(String, JSONValue)] {
    header(identifier: calendar.identifier, adjustmentDays: 0)
  }

  static func header(identifier: String, adjustmentDays: Int) -> [(String, JSONValue)] {
    [
      ("schemaVersion", .number(Double(schemaVersion))),
      ("calendar", .string(identifier)),
      ("adjustmentDays", .number(Double(adjustmentDays))),
    ]
  }
}

extension HijriDate {
  /// `{"year", "month", "day"}`.
  public var json: JSONValue { dateFields(year, month, day) }
}

extension SolarHijriDate {
  /// `{"year", "month", "day"}`.
  public var json: JSONValue { dateFields(year, month, day) }
}

/// `{"year", "month", "day"}`.
private func dateFields(_ year: Int, _ month: Int, _ day: Int) -> JSONValue {
  .object([
    ("year", .number(Double(year))), ("month", .number(Double(month))), ("day", .number(Double(day))),
  ])
}
