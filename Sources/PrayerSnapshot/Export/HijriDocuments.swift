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
          .object([
            ("gregorian", .string(day.gregorian.description)), ("hijri", day.hijri.date.json),
            ("estimated", .bool(day.hijri.isEstimated)), ("predicted", .bool(day.hijri.isPredicted)),
          ])
        }))
      ])
  }

  /// `gregorian,hijri,estimated,predicted` rows (RFC 4180).
  public static func csv(days: [(gregorian: CivilDate, hijri: HijriDay)]) -> String {
    CSV.document(
      [["gregorian", "hijri", "estimated", "predicted"]]
        + days.map { ["\($0.gregorian)", "\($0.hijri.date)", "\($0.hijri.isEstimated)", "\($0.hijri.isPredicted)"] })
  }

  /// `{"schemaVersion", "calendar", "adjustmentDays", "hijri": {…}, "gregorian", "estimated",
  /// "predicted"}`: one Hijri date and its Gregorian day.
  public static func json(_ calendar: HijriCalendar, hijri: HijriDate, day: HijriDay, gregorian: CivilDate)
    -> JSONValue
  {
    .object(
      header(calendar) + [
        ("hijri", hijri.json), ("gregorian", .string(gregorian.description)),
        ("estimated", .bool(day.isEstimated)), ("predicted", .bool(day.isPredicted)),
      ])
  }

  /// `{"schemaVersion", "calendar", "adjustmentDays", "year", "occasions": [{"id", "night",
  /// "hijri", "gregorian", "evening", "lastDay", "observed", "estimated", "predicted"}]}`.
  public static func json(_ calendar: HijriCalendar, year: Int, occasions: [OccasionDate]) -> JSONValue {
    .object(
      header(calendar) + [
        ("year", .number(Double(year))),
        ("occasions", .array(occasions.map { o in
          .object([
            ("id", .string(o.occasion.rawValue)), ("night", .bool(o.occasion.isNight)),
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
    [
      ("schemaVersion", .number(Double(schemaVersion))),
      ("calendar", .string(calendar.identifier)),
      ("adjustmentDays", .number(Double(calendar.adjustmentDays))),
    ]
  }
}

extension HijriDate {
  /// `{"year", "month", "day"}`.
  public var json: JSONValue {
    .object([
      ("year", .number(Double(year))), ("month", .number(Double(month))), ("day", .number(Double(day))),
    ])
  }
}
