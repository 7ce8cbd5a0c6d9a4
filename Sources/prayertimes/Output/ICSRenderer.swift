import Astro
import Foundation
import PrayerSnapshot

/// `--format ics`: an iCalendar file (RFC 5545) with one event per prayer per day.
///
/// - Events: Fajr, Dhuhr (Jumu'ah on Fridays), Asr, Maghrib, Isha; sunrise is not an event (it is
///   no prayer) but the Fajr event's description gives it, as the end of Fajr's time. The
///   Ramadan calendar (`prayertimes ramadan --format ics`) adds an Imsak event, and its Maghrib is
///   called the iftar too. An event that does not happen that day (polar day or night without a
///   resolution) is left out.
/// - Times: `DTSTART` in UTC (`20261129T021900Z`), the instant itself, to the second; so no
///   `VTIMEZONE` is needed and every calendar shows it in its own zone. `X-WR-TIMEZONE` names the
///   zone of the timetable (an IANA name; `Etc/GMT-3` for a whole-hour fixed offset; left out for
///   other fixed offsets). `DTEND` = `DTSTART` + 15 minutes: a marker, not the prayer's whole
///   window, and `TRANSP:TRANSPARENT` so that it never makes the user busy.
/// - `UID`: `20261129-fajr-21.423n39.826e-umm-al-qura@prayertimes` — the date, the prayer, the
///   coordinates rounded to 0.001° (about 100 m) and the method: importing the file again (say
///   with another Asr rule, or after an update) replaces the events instead of adding copies.
/// - `DTSTAMP`: `--now` (default: the clock), so that a fixed `--now` gives a fixed file.
/// - Text: the summary and description in `--locale` (`LANGUAGE=` parameter), escaped (`\\`,
///   `\;`, `\,`, `\n`); lines folded at 75 octets without splitting a UTF-8 character; CRLF.
enum ICSRenderer {
  /// The prayers that become events.
  static let prayers: [TimeKind] = [.fajr, .dhuhr, .asr, .maghrib, .isha]
  /// How long an event lasts.
  static let eventMinutes = 15

  struct Request {
    var timetable: Timetable
    var locale: SnapshotLocale
    /// The place's label (`--place`, the `--city` name), if any.
    var place: String?
    /// `DTSTAMP`, seconds since 1970.
    var now: Double
    /// The Hijri year of a Ramadan calendar (`nil`: the ordinary timetable).
    var ramadanYear: Int?
  }

  static func render(_ r: Request) -> String {
    let t = r.timetable
    let words = Words(r.locale)
    let l = words.localizer
    let lang = r.locale.lang.rawValue
    let zone = t.zone.timeZone
    let c = t.coordinates
    let placeText = r.place ?? "\(c.latitude), \(c.longitude)"
    var title = words.prayerTimes
    if let year = r.ramadanYear {
      title = "\(words.ramadan) \(TextWidth.unmarked(l.number(year)))"
    }
    title += " · " + placeText
    var lines = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//prayertimes//prayertimes \(Dispatcher.version)//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:" + escape(title),
    ]
    if let name = calendarZoneName(t.zone) { lines.append("X-WR-TIMEZONE:" + escape(name)) }
    lines.append(
      "X-WR-CALDESC:" + escape(
        "\(t.parameters.method.name) (\(t.parameters.method.rawValue)), Asr ×"
          + "\(NumberText.plain(t.parameters.asr.shadowFactor)); \(c.latitude), "
          + "\(c.longitude); zone \(t.zone.name); Hijri \(HijriText.calendarLabel(t.hijriCalendar))"))
    let stamp = utc(r.now)
    let place = uidPlace(c)
    let kinds = r.ramadanYear != nil ? [TimeKind.imsak] + prayers : prayers
    for day in t.days {
      let d = day.date
      let friday = d.isoWeekday == 5
      var about = TextWidth.unmarked(l.weekday(d.isoWeekday)) + " "
        + TextWidth.unmarked(l.gregorianDate(year: d.year, month: d.month, day: d.day))
      if let h = day.hijri {
        about += " · " + TextWidth.unmarked(l.hijriDate(year: h.date.year, month: h.date.month, day: h.date.day))
      }
      for kind in kinds {
        guard case .at(let instant, let origin) = day.times[kind] else { continue }
        let start = (instant.secondsSince1970).rounded()
        var summary = TextWidth.unmarked(words.name(kind, friday: friday))
        if kind == .maghrib && r.ramadanYear != nil {
          summary += " · " + words.iftar
        }
        var description = about
        if kind == .fajr, case .at(let sunrise, _) = day.times[.sunrise] {
          let clock = LocalClock.hourMinute(sunrise, in: zone)
          let time = l.time(hour: Int(clock.prefix(2)) ?? 0, minute: Int(clock.suffix(2)) ?? 0)
          description += "\n" + TextWidth.unmarked(words.name(.sunrise)) + ": " + TextWidth.unmarked(time)
        }
        if origin.isEstimated { description += "\n" + words.estimatedPhrase }
        lines += [
          "BEGIN:VEVENT",
          "UID:\(compact(d))-\(kind.rawValue)-\(place)-\(t.parameters.method.rawValue)@prayertimes",
          "DTSTAMP:" + stamp,
          "DTSTART:" + utc(start),
          "DTEND:" + utc(start + Double(eventMinutes * 60)),
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
  static func calendarZoneName(_ zone: ZoneSpec) -> String? {
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

  /// `20261129T021900Z`: whole seconds since 1970 as a UTC date-time.
  static func utc(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.down))
    let days = s >= 0 ? s / 86_400 : -((-s + 86_399) / 86_400)
    let rest = s - days * 86_400
    let date = CivilDate(julianDayNumber: days + 2_440_588)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return compact(date) + "T" + two(rest / 3600) + two(rest / 60 % 60) + two(rest % 60) + "Z"
  }

  /// RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, other control
  /// characters left out.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      default:
        if scalar.properties.generalCategory == .control { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A content line folded at 75 octets: continuation lines start with a space (then at most 74
  /// octets of content); a UTF-8 character is never split.
  static func fold(_ line: String) -> String {
    var out = ""
    var count = 0
    var limit = 75
    for scalar in line.unicodeScalars {
      let size = UTF8.width(scalar)
      if count + size > limit {
        out += "\r\n "
        count = 1
        limit = 75
      }
      out.unicodeScalars.append(scalar)
      count += size
    }
    return out
  }
}
