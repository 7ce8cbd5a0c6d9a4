import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// The subcommands: `hijri`, `gregorian`, `occasions`. Each returns the text for stdout, `nil`
/// when help was asked for, or throws a usage error.
enum Subcommand: String, CaseIterable {
  case hijri, gregorian, occasions

  var usage: String {
    switch self {
    case .hijri:
      return "prayertimes hijri [YYYY-MM-DD] [--to YYYY-MM-DD] [calendar options] [--format text|json|csv]"
    case .gregorian:
      return "prayertimes gregorian YYYY-MM-DD [calendar options] [--format text|json]"
    case .occasions:
      return "prayertimes occasions [HIJRI-YEAR] [calendar options] [--format text|json|csv]"
    }
  }

  /// The subcommand and its main arguments, for the top-level help.
  var synopsis: String {
    switch self {
    case .hijri: return "hijri [YYYY-MM-DD] [--to YYYY-MM-DD] [--calendar ID] [--format F]"
    case .gregorian: return "gregorian YYYY-MM-DD [--calendar ID] [--format F]"
    case .occasions: return "occasions [HIJRI-YEAR] [--calendar ID] [--format F]"
    }
  }

  /// One line for the top-level help.
  var summary: String {
    switch self {
    case .hijri: return "Gregorian to Hijri, one day or a range of days."
    case .gregorian: return "Hijri to Gregorian."
    case .occasions: return "The Islamic occasions of a Hijri year, with their Gregorian days."
    }
  }

  var help: String {
    let overview: String
    let arguments: String
    let extra: String
    switch self {
    case .hijri:
      overview = "Converts Gregorian days to Hijri dates."
      arguments = """
          YYYY-MM-DD              The Gregorian day (default: today, UTC).
          --to YYYY-MM-DD         Convert every day from the first through this one (inclusive;
                                  at most \(Self.maxRangeDays) days).
          --format FORMAT         text, json or csv (default: text).
        """
      extra = """

        Output: one line per day, '2026-11-29  1448-06-19', marked '(estimated)' outside the table
        ('(predicted)' in umm-al-qura-rule, turkey and mabims; json and csv do not mark it);
        csv 'gregorian,hijri,estimated'; json {"calendar":…, "adjustmentDays":…, "days":[{"gregorian":…,
        "hijri":{"year":…,"month":…,"day":…}, "estimated":…}]}.
        """
    case .gregorian:
      overview = "Converts a Hijri date to its Gregorian day."
      arguments = """
          YYYY-MM-DD              The Hijri date, e.g. 1448-09-01 (required).
          --format FORMAT         text or json (default: text).
        """
      extra = """

        Output: '1448-09-01  2027-02-08', marked '(estimated)' outside the table, '(predicted)' in
        a predicted calendar (text only); json
        {"calendar":…, "adjustmentDays":…, "hijri":{…}, "gregorian":…, "estimated":…}.
        """
    case .occasions:
      overview = "Lists the Islamic occasions of a Hijri year."
      arguments = """
          HIJRI-YEAR              The Hijri year, 1...9999 (default: the year of today, UTC).
          --format FORMAT         text, json or csv (default: text).
        """
      extra = """

        Night occasions (mawlid, raghaib, isra-miraj, mid-shaban, laylat-al-qadr) belong to the
        Hijri day that begins at sunset: they are observed on the evening of the Gregorian day
        before.
        \(HelpText.wrap("Occasions: " + Occasion.allCases.map(\.rawValue).joined(separator: ", ") + "."))
        Output: text, one line per occasion; csv 'id,hijri,gregorian,evening,lastDay,observed,estimated';
        json {"calendar":…, "year":…, "occasions":[{"id":…, "night":…, "hijri":{…}, "gregorian":…,
        "evening":…, "lastDay":…, "observed":…, "estimated":…}]}.
        """
    }
    return """
      OVERVIEW: \(overview)

      USAGE: \(usage)

      OPTIONS:
      \(arguments)
      \(CalendarOptions.help(adjust: "--adjust", strict: true))
        -h, --help              Show this help.
      \(extra)

      EXIT STATUS: 0 success, 2 usage error (a bad option or date).
      """
  }

  /// The most days `hijri --to` converts.
  static let maxRangeDays = 100_000

  enum Format: String { case text, json, csv }

  var formats: [Format] { self == .gregorian ? [.text, .json] : [.text, .json, .csv] }

  /// Runs the subcommand on its arguments (after the subcommand's name).
  func run(_ arguments: [String], today: CivilDate) throws(UsageError) -> String? {
    var valueOptions = CalendarOptions.valueOptions(adjust: "--adjust")
    valueOptions.insert("--format")
    if self == .hijri { valueOptions.insert("--to") }
    guard
      let scanned = try scanArguments(
        arguments, valueOptions: valueOptions, flagOptions: ["--strict"], maxPositionals: 1)
    else { return nil }
    let calendar = try CalendarOptions.parse(
      scanned.values, strict: scanned.flags.contains("--strict"), adjustOption: "--adjust")
    var format = Format.text
    if let text = scanned.values["--format"] {
      guard let f = Format(rawValue: text), formats.contains(f) else {
        throw UsageError(
          message:
            "the value '\(text)' is invalid for '--format': use one of "
            + formats.map { "'\($0.rawValue)'" }.joined(separator: ", "))
      }
      format = f
    }
    let positional = scanned.positionals.first
    switch self {
    case .hijri:
      return try Self.runHijri(
        from: positional, to: scanned.values["--to"], calendar: calendar, format: format,
        today: today)
    case .gregorian:
      guard let positional else {
        throw UsageError(message: "missing the Hijri date, e.g. 'prayertimes gregorian 1448-09-01'")
      }
      return try Self.runGregorian(positional, calendar: calendar, format: format)
    case .occasions:
      return try Self.runOccasions(positional, calendar: calendar, format: format, today: today)
    }
  }

  // MARK: - hijri

  static func gregorianDate(_ text: String, what: String) throws(UsageError) -> CivilDate {
    guard let date = CivilDate(iso8601: text) else {
      throw UsageError(message: "\(what) needs a real Gregorian date as YYYY-MM-DD, got '\(text)'")
    }
    return date
  }

  static func runHijri(
    from fromText: String?, to toText: String?, calendar: HijriCalendar, format: Format,
    today: CivilDate
  ) throws(UsageError) -> String {
    var first = today
    if let fromText { first = try gregorianDate(fromText, what: "the date") }
    var last = first
    if let toText {
      last = try gregorianDate(toText, what: "'--to'")
      guard first <= last else {
        throw UsageError(message: "'--to' \(last) is before the first date \(first)")
      }
      guard first.days(to: last) < maxRangeDays else {
        throw UsageError(
          message:
            "'--to' \(last) is \(first.days(to: last) + 1) days from \(first): at most \(maxRangeDays) days")
      }
    }
    var days: [(CivilDate, HijriDay)] = []
    days.reserveCapacity(first.days(to: last) + 1)
    // An astronomical calendar predicts each month of the range once.
    let predicted = calendar.precomputingMonths(from: first, through: last)
    var date = first
    while date <= last {
      do {
        days.append((date, try predicted.hijri(from: date)))
      } catch {
        throw UsageError(message: "\(date) has no Hijri date in this calendar: \(error)")
      }
      date = date.adding(days: 1)
    }
    switch format {
    case .text:
      return days.map {
        "\($0.0)  \($0.1.date)" + ($0.1.isEstimated ? " (estimated)" : $0.1.isPredicted ? " (predicted)" : "")
      }
        .joined(separator: "\n")
    case .csv:
      return CSVRenderer.document(
        [["gregorian", "hijri", "estimated"]]
          + days.map { ["\($0.0)", "\($0.1.date)", "\($0.1.isEstimated)"] })
    case .json:
      let document = JSONValue.object(
        header(calendar) + [
          (
            "days",
            .array(
              days.map { day in
                .object([
                  ("gregorian", .string(day.0.description)),
                  ("hijri", json(day.1.date)),
                  ("estimated", .bool(day.1.isEstimated)),
                ])
              })
          )
        ])
      return document.serialized(indent: 2)
    }
  }

  // MARK: - gregorian

  static func runGregorian(_ text: String, calendar: HijriCalendar, format: Format)
    throws(UsageError) -> String
  {
    guard let date = HijriDate(iso8601: text) else {
      throw UsageError(
        message:
          "the Hijri date needs YYYY-MM-DD with a year 1...9999, a month 01...12 and a day "
          + "01...30 (31 in a few months of umm-al-qura-published), got '\(text)'")
    }
    let day: CivilDate
    let estimated: Bool
    let predicted: Bool
    do {
      day = try calendar.gregorian(from: date)
      let h = try calendar.hijri(from: day)
      (estimated, predicted) = (h.isEstimated, h.isPredicted)
    } catch {
      if case .invalidDate = error { throw UsageError(message: error.description) }
      throw UsageError(message: "\(date): \(error)")
    }
    switch format {
    case .text, .csv:
      return "\(date)  \(day)" + (estimated ? " (estimated)" : predicted ? " (predicted)" : "")
    case .json:
      return JSONValue.object(
        header(calendar) + [
          ("hijri", json(date)), ("gregorian", .string(day.description)),
          ("estimated", .bool(estimated)),
        ]
      ).serialized(indent: 2)
    }
  }

  // MARK: - occasions

  static func runOccasions(
    _ text: String?, calendar: HijriCalendar, format: Format, today: CivilDate
  ) throws(UsageError) -> String {
    let year: Int
    if let text {
      guard let y = Int(text), HijriDate.supportedYears.contains(y) else {
        throw UsageError(
          message:
            "the Hijri year needs a whole number \(HijriDate.supportedYears.lowerBound)..."
            + "\(HijriDate.supportedYears.upperBound), got '\(text)'")
      }
      year = y
    } else {
      do {
        year = try calendar.hijri(from: today).date.year
      } catch {
        throw UsageError(message: "today, \(today), has no Hijri date in this calendar: \(error)")
      }
    }
    let occasions: [OccasionDate]
    do {
      occasions = try calendar.occasions(inYear: year)
    } catch {
      throw UsageError(message: "the occasions of \(year) AH: \(error)")
    }
    switch format {
    case .text:
      var lines = ["Occasions of \(year) AH · \(calendarLabel(calendar))"]
      let width = Occasion.allCases.map(\.rawValue.count).max() ?? 0
      for o in occasions {
        var line =
          HelpText.pad(o.occasion.rawValue, width) + "  \(o.hijri)  \(o.day) "
          + TableRenderer.weekday(o.day) + "  " + englishName(o.occasion)
        if let evening = o.evening {
          line += ", observed on the evening of \(evening) \(TableRenderer.weekday(evening))"
        }
        if o.lastDay != o.day {
          line += ", through \(o.lastDay) \(TableRenderer.weekday(o.lastDay))"
        }
        if o.isEstimated { line += " (estimated)" }
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    case .csv:
      return CSVRenderer.document(
        [["id", "hijri", "gregorian", "evening", "lastDay", "observed", "estimated"]]
          + occasions.map { o in
            [
              o.occasion.rawValue, o.hijri.description, o.day.description,
              o.evening?.description ?? "", o.lastDay.description, o.observed.description,
              String(o.isEstimated),
            ]
          })
    case .json:
      return JSONValue.object(
        header(calendar) + [
          ("year", .number(Double(year))),
          (
            "occasions",
            .array(
              occasions.map { o in
                .object([
                  ("id", .string(o.occasion.rawValue)),
                  ("night", .bool(o.occasion.isNight)),
                  ("hijri", json(o.hijri)),
                  ("gregorian", .string(o.day.description)),
                  ("evening", o.evening.map { .string($0.description) } ?? .null),
                  ("lastDay", .string(o.lastDay.description)),
                  ("observed", .string(o.observed.description)),
                  ("estimated", .bool(o.isEstimated)),
                ])
              })
          ),
        ]
      ).serialized(indent: 2)
    }
  }

  /// English names for the text output (localisation proper comes later).
  static func englishName(_ occasion: Occasion) -> String {
    switch occasion {
    case .islamicNewYear: return "Islamic New Year"
    case .ashura: return "Day of Ashura"
    case .mawlid: return "Mawlid al-Nabi"
    case .rajabStart: return "Start of the three holy months"
    case .raghaib: return "Laylat al-Raghaib"
    case .israMiraj: return "Isra and Mi'raj"
    case .midShaban: return "Mid-Sha'ban (Laylat al-Bara'ah)"
    case .ramadanStart: return "Start of Ramadan"
    case .laylatAlQadr: return "Laylat al-Qadr"
    case .eidAlFitr: return "Eid al-Fitr"
    case .dayOfArafah: return "Day of Arafah"
    case .eidAlAdha: return "Eid al-Adha"
    case .daysOfTashreeq: return "Days of Tashreeq"
    }
  }

  // MARK: - Shared

  /// `umm-al-qura`, with the adjustment and strictness when set.
  static func calendarLabel(_ calendar: HijriCalendar) -> String {
    var label = calendar.identifier
    if calendar.adjustmentDays != 0 {
      label += " " + (calendar.adjustmentDays > 0 ? "+" : "") + "\(calendar.adjustmentDays) day" + (abs(calendar.adjustmentDays) == 1 ? "" : "s")
    }
    if calendar.outsideTable == .strict { label += " (strict)" }
    return label
  }

  static func header(_ calendar: HijriCalendar) -> [(String, JSONValue)] {
    [
      ("calendar", .string(calendar.identifier)),
      ("adjustmentDays", .number(Double(calendar.adjustmentDays))),
    ]
  }

  static func json(_ date: HijriDate) -> JSONValue {
    .object([
      ("year", .number(Double(date.year))), ("month", .number(Double(date.month))),
      ("day", .number(Double(date.day))),
    ])
  }
}
