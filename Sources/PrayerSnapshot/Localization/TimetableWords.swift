import Astro
import Hijri

/// The words of a localized timetable and calendar file that ``Localizer`` does not have: column
/// titles, the names of the times that are not prayers, the header lines and the footnotes — the
/// `table` part of the language's table in `Data/l10n/`.
///
/// Prayer names, weekdays, dates, times and numbers come from ``Localizer``; this is only the
/// frame around them. Numbers inside the frame are in the locale's digits.
public struct TimetableWords: Sendable {
  public let lang: SnapshotLanguage
  public let localizer: Localizer
  private var table: LanguageTable { localizer.table }

  public init(_ locale: SnapshotLocale) {
    lang = locale.lang
    localizer = Localizer(locale: locale)
  }

  private func text(_ key: String, _ values: [String: String] = [:]) -> String {
    Localizer.withoutMarks(localizer.finished(MessageTemplate(table.tableText(key)).filled(values)))
  }

  /// The template `key` of the table's `frame` filled with `values`, finished and unmarked (a
  /// line of the table's frame, or a word of the chart).
  func frameText(_ key: String, _ values: [String: String] = [:]) -> String {
    Localizer.withoutMarks(localizer.finished(table.frameTemplate(key).filled(values)))
  }

  /// A number in the locale's digits, unmarked (it sits inside a frame string).
  func number(_ n: Int) -> String { Localizer.withoutMarks(localizer.number(n)) }

  public var date: String { text("date") }
  public var day: String { text("day") }
  public var hijri: String { text("hijri") }
  public var ramadan: String { text("ramadan") }
  public var iftar: String { text("iftar") }
  public var prayerTimes: String { text("prayerTimes") }

  /// The name of a time in a column title or an event: the five prayers and sunrise as a
  /// timetable prints them (``Localizer/prayerLabel(_:onFriday:)``: Dhuhr as Jumu'ah on Fridays
  /// when `friday`, Turkish Fajr as Diyanet's İmsak), the others from the table. Turkish calls
  /// Fajr "İmsak", so the method's imsak, a precaution before it, is "Sahur" there (the end of
  /// the pre-dawn meal).
  public func name(_ kind: TimeKind, friday: Bool = false) -> String {
    switch kind {
    case .fajr: return localizer.prayerLabel(.fajr, onFriday: false)
    case .dhuhr: return localizer.prayerLabel(.dhuhr, onFriday: friday)
    case .asr: return localizer.prayerLabel(.asr, onFriday: false)
    case .maghrib: return localizer.prayerLabel(.maghrib, onFriday: false)
    case .isha: return localizer.prayerLabel(.isha, onFriday: false)
    case .sunrise: return localizer.sunriseName
    case .imsak: return localizer.finished(table.name("imsak", .label))
    case .midnight: return localizer.finished(table.name("midnight", .label))
    case .dhuha: return localizer.finished(table.name("dhuha", .label))
    case .sunset: return localizer.finished(table.name("sunset", .label))
    case .firstThird: return localizer.finished(table.name("firstThird", .label))
    case .lastThird: return localizer.finished(table.name("lastThird", .label))
    }
  }

  /// The title of a calendar event: the prayer itself, as named in a sentence (`Sabah namazı`,
  /// `صلاة الجمعة`, `Jumu'ah`), for the five prayers; ``name(_:friday:)`` for the other times.
  public func eventName(_ kind: TimeKind, friday: Bool = false) -> String {
    guard let id = PrayerID(rawValue: kind.rawValue) else { return name(kind, friday: friday) }
    return localizer.finished(table.name(Localizer.nameID(id, friday), .inSentence))
  }

  /// A calendar's name in this language (`تقويم أم القرى`, `Türkiye takvimi`), with its
  /// adjustment and strictness when set; a calendar the table does not name by its label.
  public func calendarName(_ calendar: HijriCalendar) -> String {
    guard let name = table.calendars[calendar.identifier] else { return calendar.label }
    let extra = String(calendar.label.dropFirst(calendar.identifier.count))
    return name + extra
  }

  // MARK: - Header lines

  /// The first line of a localized table: its title, the coordinates, the zone, the method
  /// (its own name), the Asr shadow factor and the Hijri calendar:
  /// `مواقيت الصلاة · 21.4225, 39.8262 · Asia/Riyadh · Umm al-Qura University, Makkah · العصر ×١ · الهجري: تقويم أم القرى`.
  /// Coordinates and the zone stay as identifiers (ASCII); a height other than sea level follows
  /// the coordinates in the language's unit (``height(meters:)``: `21.4225, 39.8262 (٧٢٨ مترًا)`).
  public func headerLine(_ t: Timetable) -> String {
    let c = t.coordinates
    let asr = shadowFactor(t.parameters.asr.shadowFactor)
    let point = "\(c.latitude), \(c.longitude)"
      + (c.elevation == 0 ? "" : " (\(height(meters: c.elevation)))")
    return text(
      "header",
      [
        "prayerTimes": prayerTimes, "coordinates": point, "zone": t.zone.name,
        "method": t.parameters.method.name, "asrName": Localizer.withoutMarks(name(.asr)), "asr": asr,
        "hijri": hijri, "calendar": calendarName(t.hijriCalendar),
      ])
  }

  /// A height in whole metres in the language's unit and digits, as ICU's short unit writes it
  /// without grouping (`728 m`, `٧٢٨ مترًا`, `৭২৮ মি`, `728 м`; fa ICU's wide `۷۲۸ متر`, its
  /// short one having no space): the table's `table.meters`, a plural message.
  public func height(meters: Double) -> String {
    let n = Int(meters.rounded())
    return Localizer.withoutMarks(localizer.counted(table.tablePlural("meters"), n))
  }

  /// An Asr shadow factor in the locale's digits (`١`, `2`; a fraction as ASCII).
  func shadowFactor(_ factor: Double) -> String {
    factor == factor.rounded() && abs(factor) < 1e15 ? number(Int(factor)) : String(factor)
  }

  /// `Place: Makkah, SA` / `المكان: …` / `Yer: …`.
  public func placeLine(_ place: String) -> String { text("place", ["place": place]) }

  /// The Ramadan line of an imsakiye: `Ramadan 1448 AH: 8 February 2027 – 8 March 2027 (29 days)`,
  /// `رمضان ١٤٤٨ هـ: ٨ فبراير ٢٠٢٧ م – ٨ مارس ٢٠٢٧ م (٢٩ يومًا)`, `Ramazan 1448: … (29 gün)`; the
  /// days in the language's civil calendar (fa: `۱۹ بهمن ۱۴۰۵ – …`).
  public func ramadanLine(year: Int, first: CivilDate, last: CivilDate, days: Int) -> String {
    let l = localizer
    func date(_ d: CivilDate) -> String { Localizer.withoutMarks(l.civilDate(d)) }
    return text(
      "ramadanSpan",
      [
        "ramadan": ramadan, "year": number(year), "first": date(first), "last": date(last),
        "days": Localizer.withoutMarks(l.counted(table.tablePlural("days"), days)),
      ])
  }

  // MARK: - Footnotes

  public var estimatedNote: String { text("estimatedNote") }
  public var estimatedPhrase: String { text("estimatedPhrase") }
  /// The note of a missing time, with the cell's mark as the locale writes it (`{mark}`: `--:--`;
  /// `--.--` where its clock separates with a full stop, id and ms-ID).
  public var missingNote: String { text("missingNote", ["mark": localizer.missingTime]) }
  /// `-1 / +1 …` in the locale's digits (as the cells' marks).
  public var otherDayNote: String { text("otherDayNote", ["before": "-" + number(1), "after": "+" + number(1)]) }
  public var hijriEstimatedNote: String { text("hijriEstimatedNote") }
  /// The note under a table whose Hijri dates come from an astronomical rule's prediction, with
  /// the calendar's name in this language.
  public func hijriPredictedNote(_ calendar: HijriCalendar) -> String {
    text("hijriPredictedNote", ["calendar": calendarName(calendar)])
  }
  public var hijriMissingNote: String { text("hijriMissingNote", ["one": number(1)]) }
  public func fridayNote(_ friday: String) -> String { text("fridayNote", ["friday": friday]) }
  /// The note under a table with the method's Ramadan Isha: the minutes in the plural the
  /// count takes (`1 minute`, `بدقيقة واحدة`, `بدقيقتين`, `بـ٥ دقائق`, `بـ١٢٠ دقيقة`).
  public func ramadanIshaNote(minutes: Int) -> String {
    text(
      "ramadanIshaNote",
      ["minutes": Localizer.withoutMarks(localizer.counted(table.tablePlural("minutes"), minutes))])
  }
}
