import Astro

/// A timetable as an iCalendar file (RFC 5545) with one event per prayer per day.
///
/// - Events: Fajr, Dhuhr (Jumu'ah on Fridays), Asr, Maghrib, Isha; sunrise is not an event (it is
///   no prayer) but the Fajr event's description gives it, as the end of Fajr's time. A Ramadan
///   timetable adds an Imsak event, and its Maghrib is called the iftar too. An event that does
///   not happen that day (polar day or night without a resolution) is left out. An event is
///   titled by the prayer itself, as a sentence names it (``TimetableWords/eventName(_:friday:)``:
///   Turkish `Sabah namazı`, not the table's İmsak; Arabic Friday `صلاة الجمعة`, not the day).
/// - Times: `DTSTART` in UTC (`20261129T021900Z`), the instant itself, to the second; so no
///   `VTIMEZONE` is needed and every calendar shows it in its own zone. `X-WR-TIMEZONE` names the
///   zone of the timetable (an IANA name; `Etc/GMT-3` for a whole-hour fixed offset; left out for
///   other fixed offsets). `DTEND` = `DTSTART` + 15 minutes: a marker, not the prayer's whole
///   window, and `TRANSP:TRANSPARENT` so that it never makes the user busy.
/// - `UID`: `20261129-fajr-21.423n39.826e-umm-al-qura@prayertimes` — the date, the prayer, the
///   coordinates rounded to 0.001° (about 100 m) and the method: importing the file again (say
///   with another Asr rule, or after an update) replaces the events instead of adding copies.
/// - `DTSTAMP`: the request's `now`, so that a fixed moment gives a fixed file.
/// - Text: the summary and description in the locale (`LANGUAGE=` parameter), escaped (`\\`,
///   `\;`, `\,`, `\n`); lines folded at 75 octets without splitting a UTF-8 character; CRLF.
public enum TimetableICS: Sendable {
  /// The prayers that become events.
  public static let prayers: [TimeKind] = [.fajr, .dhuhr, .asr, .maghrib, .isha]
  /// How long an event lasts, minutes.
  public static let eventMinutes = 15

  /// What a calendar file is made of.
  public struct Request: Sendable {
    public var timetable: Timetable
    public var locale: SnapshotLocale
    /// The place's label (default: the named place's, else the coordinates).
    public var place: String?
    /// `DTSTAMP`.
    public var now: Instant
    /// `PRODID`'s product and version (`prayertimes 0.1.0`).
    public var producer: String

    public init(
      timetable: Timetable, locale: SnapshotLocale, place: String? = nil, now: Instant,
      producer: String
    ) {
      self.timetable = timetable
      self.locale = locale
      self.place = place
      self.now = now
      self.producer = producer
    }
  }

  public static func render(_ r: Request) -> String {
    let t = r.timetable
    let words = TimetableWords(r.locale)
    let l = words.localizer
    let lang = r.locale.lang.rawValue
    let c = t.coordinates
    let ramadanYear = t.ramadan?.hijriYear
    let placeText = r.place ?? t.setup.place.label ?? "\(c.latitude), \(c.longitude)"
    var title = words.prayerTimes
    if let year = ramadanYear {
      title = "\(words.ramadan) \(unmarked(l.number(year)))"
    }
    title += " · " + placeText
    var lines = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//prayertimes//\(r.producer)//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:" + escape(title),
    ]
    if let name = calendarZoneName(t.zone) { lines.append("X-WR-TIMEZONE:" + escape(name)) }
    let factor = t.parameters.asr.shadowFactor
    lines.append(
      "X-WR-CALDESC:" + escape(
        "\(t.parameters.method.name) (\(t.parameters.method.rawValue)), Asr ×"
          + "\(factor == factor.rounded() ? String(Int(factor)) : String(factor)); \(c.latitude), "
          + "\(c.longitude); zone \(t.zone.name); Hijri \(t.hijriCalendar.label)"))
    let stamp = utc(r.now)
    let place = uidPlace(c)
    let kinds = ramadanYear != nil ? [TimeKind.imsak] + prayers : prayers
    for day in t.days {
      let d = day.date
      let friday = d.isoWeekday == 5
      var about = unmarked(l.weekday(d.isoWeekday)) + " "
        + unmarked(l.civilDate(d))
      if let h = day.hijri {
        about += " · " + unmarked(l.hijriDate(year: h.date.year, month: h.date.month, day: h.date.day))
      }
      for kind in kinds {
        let time = day[kind]
        guard let start = time.instant, let origin = time.value.origin else { continue }
        var summary = unmarked(words.eventName(kind, friday: friday))
        if kind == .maghrib && ramadanYear != nil {
          summary += " · " + words.iftar
        }
        var description = about
        if kind == .fajr, let sunrise = day[.sunrise].local {
          description += "\n" + unmarked(words.name(.sunrise)) + ": "
            + unmarked(l.time(hour: sunrise.hour, minute: sunrise.minute))
        }
        if origin.isEstimated { description += "\n" + words.estimatedPhrase }
        // To the second, as the file's times are.
        let seconds = Instant(millisecondsSince1970: Int64(start.secondsSince1970.rounded()) * 1000)
        lines += [
          "BEGIN:VEVENT",
          "UID:\(compact(d))-\(kind.rawValue)-\(place)-\(t.parameters.method.rawValue)@prayertimes",
          "DTSTAMP:" + stamp,
          "DTSTART:" + utc(seconds),
          "DTEND:" + utc(seconds.adding(milliseconds: Int64(eventMinutes) * 60_000)),
          "SUMMARY;LANGUAGE=\(lang):" + escape(summary),
          "DESCRIPTION;LANGUAGE=\(lang):" + escape(description),
          "LOCATION;LANGUAGE=\(lang):" + escape(placeText),
          "GEO:\(c.latitude);\(c.longitude)",
          "TRANSP:TRANSPARENT",
          "END:VEVENT",
        ]
      }
    }
    lines.append("END:VCALENDAR")
    return lines.map(fold).joined(separator: "\r\n") + "\r\n"
  }

  /// The zone for `X-WR-TIMEZONE`: the IANA name, `UTC`, `Etc/GMT-3` for UTC+03:00; `nil` for a
  /// fixed offset that is not whole hours (no IANA name).
  public static func calendarZoneName(_ zone: ZoneSpec) -> String? {
    guard zone.name.hasPrefix("UTC"), zone.name != "UTC" else { return zone.name }
    let seconds = zone.timeZone.secondsFromGMT()
    guard seconds % 3600 == 0 else { return nil }
    // The Etc zones' signs are POSIX's: Etc/GMT-3 is three hours ahead of UTC.
    return "Etc/GMT" + (seconds > 0 ? "-" : "+") + String(abs(seconds) / 3600)
  }

  /// `21.423n39.826e`: the coordinates rounded to 0.001°, for the UID.
  static func uidPlace(_ c: Coordinates) -> String {
    func part(_ v: Double, _ positive: String, _ negative: String) -> String {
      let thousandths = Int((abs(v) * 1000).rounded())
      let text = "\(thousandths / 1000)." + String(String(thousandths % 1000 + 1000).dropFirst())
      return text + (thousandths == 0 ? "" : v < 0 ? negative : positive)
    }
    return part(c.latitude, "n", "s") + part(c.longitude, "e", "w")
  }

  /// `20261129`.
  static func compact(_ d: CivilDate) -> String {
    d.description.replacingOccurrences(of: "-", with: "")
  }

  /// `20261129T021900Z`: an instant's whole second in UTC.
  static func utc(_ instant: Instant) -> String {
    let (date, ms) = ISO8601.dayAndMilliseconds(instant.millisecondsSince1970)
    return compact(date) + "T" + ISO8601.clockText(ms, milliseconds: false)
      .replacingOccurrences(of: ":", with: "") + "Z"
  }

  /// RFC 5545 TEXT (``TextEscaping/iCalendar(_:)``).
  static func escape(_ text: String) -> String { TextEscaping.iCalendar(text) }

  /// A content line folded at 75 octets: continuation lines start with a space (then at most 74
  /// octets of content); a UTF-8 character is never split.
  static func fold(_ line: String) -> String {
    var out = ""
    var count = 0
    for scalar in line.unicodeScalars {
      let size = UTF8.width(scalar)
      if count + size > 75 {
        out += "\r\n "
        count = 1
      }
      out.unicodeScalars.append(scalar)
      count += size
    }
    return out
  }

  /// `s` without LRM and RLM anywhere: a finished string inside an event's text.
  static func unmarked(_ s: String) -> String { Localizer.withoutMarks(s) }
}

extension HijriCalendar {
  /// `umm-al-qura`, with the adjustment and strictness when set: `turkey +1 day (strict)`.
  public var label: String {
    var label = identifier
    if adjustmentDays != 0 {
      label += " " + (adjustmentDays > 0 ? "+" : "") + "\(adjustmentDays) day"
        + (abs(adjustmentDays) == 1 ? "" : "s")
    }
    if outsideTable == .strict { label += " (strict)" }
    return label
  }
}
