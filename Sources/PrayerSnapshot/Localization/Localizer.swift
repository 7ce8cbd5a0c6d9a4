import Astro
import Hijri

/// Every finished string of a snapshot in one locale.
///
/// Table-driven: the words, templates, patterns and plural rules are the language's table in
/// `Data/l10n/` (``LanguageTable``), and no `DateFormatter`, `NumberFormatter` or ICU call runs at
/// run time (Foundation's ICU is only the tests' oracle). Every public function returns a
/// *finished* string: the bidi rule (``bidiFinished(_:lang:)``) has been applied, so a string may
/// begin with U+200F RLM (a right-to-left language) or U+200E LRM (a left-to-right one) where its
/// first strong character would otherwise mislead. The invisible characters are listed in
/// `Bidi.swift`.
///
///     let ar = Localizer(locale: SnapshotLocale(lang: .ar))
///     ar.time(hour: 5, minute: 4)       // "٥:٠٤<NBSP>ص"
///     ar.hijriDate(year: 1448, month: 6, day: 19)  // "١٩ جمادى الآخرة ١٤٤٨ هـ"
///     ar.dayOffset(11)                  // "بعد ١١ يومًا"
public struct Localizer: Sendable {
  /// The locale the strings are written for.
  public let locale: SnapshotLocale
  let table: LanguageTable
  /// The table's pattern for the locale's clock.
  private let clockPattern: DatePattern

  /// A localizer for `locale` (a language without a table of its own gets its language's, else
  /// English's words).
  public init(locale: SnapshotLocale) {
    self.locale = locale
    let table = LanguageTable.of(locale.lang.rawValue)
    self.table = table
    clockPattern = locale.clock == .h12 ? table.h12 : table.h23
  }

  // MARK: - Times and numbers

  /// The ICU date-format pattern this locale's times follow (the table's `patterns.h12` or
  /// `patterns.h23`): CLDR 46's own localized results of the skeletons `hmm` and `Hmm`:
  ///
  /// | lang | h12 | h23 |
  /// |---|---|---|
  /// | en | `h:mm<U+202F>a` | `HH:mm` |
  /// | ar | `h:mm<U+00A0>a` | `HH:mm` |
  /// | tr | `a<U+202F>h:mm` | `HH:mm` |
  /// | id | `h.mm<U+202F>a` | `HH.mm` |
  /// | ms | `h:mm<U+202F>a` | `HH:mm` |
  /// | fa | `h:mm a` | `H:mm` |
  /// | ur | `<U+200E>h:mm a` | `HH:mm` |
  ///
  /// Foundation's `DateFormatter` with `dateFormat` set to this pattern, locale
  /// `<lang>@numbers=<digits>` and the same time zone formats the same string as
  /// ``time(hour:minute:)`` before the bidi mark.
  public var timePattern: String { clockPattern.source }

  /// A local wall-clock time (hour 0…23, minute 0…59) as displayed: "5:04 AM", "05:04",
  /// "٥:٠٤ ص", "١٣:٠٧", "ÖÖ 5:04", "۱۷:۰۴" … with ICU's invisible spaces for ``timePattern``
  /// (NNBSP in en and tr 12-hour times, NBSP in Arabic ones, ur's LRM). A time gets a direction
  /// mark only by ``bidiFinished(_:lang:)``: a right-to-left language's 12-hour time whose
  /// European digits come before its day period (`--digits latn` Arabic, Persian, Urdu), or
  /// written in Bengali digits ০–৯ (class L), starts with an RLM; a time of digits alone
  /// (`۱۷:۰۴`) has no strong character and none.
  ///
  /// Noon is 12:00 PM, midnight 12:00 AM (ICU's `h`). An hour or minute out of range is taken
  /// modulo 24 or 60 (never a trap).
  public func time(hour: Int, minute: Int) -> String {
    time(hour: hour, minute: minute, am: table.am, pm: table.pm)
  }

  /// ``time(hour:minute:)`` as a screen reader should speak it: a 12-hour time with the table's
  /// `spoken.dayPeriods` where its day periods are abbreviations a reader spells out (ar
  /// `٥:٢٣ صباحًا` / `٧:٠٨ مساءً` for `ص`/`م`, CLDR having no longer form; ms `pagi`/`petang` for
  /// `PG`/`PTG`); else the displayed time (CLDR's wide day periods equal its abbreviated ones in
  /// the other tables, a flexible period (tr `sabah 6:34`) is a word already, and a 24-hour time
  /// is digits).
  public func spokenTime(hour: Int, minute: Int) -> String {
    guard speaksTimesOtherwise, let am = table.spoken.am, let pm = table.spoken.pm else {
      return time(hour: hour, minute: minute)
    }
    return time(hour: hour, minute: minute, am: am, pm: pm)
  }

  /// Whether ``spokenTime(hour:minute:)`` differs from ``time(hour:minute:)``: a 12-hour clock
  /// and spoken day periods in the table.
  var speaksTimesOtherwise: Bool {
    locale.clock == .h12 && clockPattern.fields.contains(.dayPeriod) && table.spoken.am != nil
      && table.spoken.pm != nil
  }

  private func time(hour: Int, minute: Int, am: String, pm: String) -> String {
    let hour = ((hour % 24) + 24) % 24
    let minute = ((minute % 60) + 60) % 60
    let pattern = clockPattern
    let period = hour < 12 ? am : pm
    let flexible = pattern.hasFlexibleDayPeriod ? flexibleDayPeriod(hour: hour, minute: minute) : ""
    return text(pattern.textCount + period.utf8.count + flexible.utf8.count + 3 * Localizer.digitRoom) { t in
      Localizer.write(
        pattern, into: &t,
        PatternValues(hour: hour, minute: minute, dayPeriod: period, flexibleDayPeriod: flexible))
    }
  }

  /// The cell of a time that does not happen: the 24-hour pattern's hour and minute as dashes
  /// around its separator, `--:--` (id `--.--`, as its times read `04.30`).
  public var missingTime: String { "--" + (table.h23.timeSeparator ?? ":") + "--" }

  /// The separator of the strong countdown's clock (`patterns.clockDuration`): `:` in most
  /// languages, `.` in Indonesian (CLDR's time separator). The snapshot carries it for a reader.
  public var clockSeparator: String { table.clockDuration.timeSeparator ?? ":" }

  /// Digits of an integer in this locale's digits ("١٤٤٨"), without grouping separators (a
  /// negative number gets an ASCII minus sign).
  public func number(_ n: Int) -> String {
    text(Localizer.digitRoom) { $0.digits(n) }
  }

  // MARK: - Names

  /// The prayer's name where the prayer itself is meant (the widget's rows and marks): en
  /// Fajr/Dhuhr/Asr/Maghrib/Isha, Friday Dhuhr "Jumu'ah" (ASCII apostrophe); ar
  /// الفجر/الظهر/العصر/المغرب/العشاء, Friday الجمعة; tr Sabah/Öğle/İkindi/Akşam/Yatsı, Friday
  /// Cuma (Diyanet's ilmihal: the prayer of the time that begins at imsak is *sabah namazı*;
  /// the timetable's column keeps İmsak, ``prayerLabel(_:onFriday:)``). `onFriday` changes only
  /// Dhuhr; decide it from the local civil date of the snapshot day, not from "now".
  public func prayerName(_ id: PrayerID, onFriday: Bool) -> String {
    finished(table.name(Localizer.nameID(id, onFriday), .prayer))
  }

  /// The prayer's name as a timetable's column or row prints it (tr İmsak, as Diyanet's
  /// timetables, https://namazvakitleri.diyanet.gov.tr; otherwise as ``prayerName(_:onFriday:)``).
  public func prayerLabel(_ id: PrayerID, onFriday: Bool) -> String {
    finished(table.name(Localizer.nameID(id, onFriday), .label))
  }

  /// Sunrise / الشروق / Güneş.
  public var sunriseName: String { finished(table.name("sunrise", .label)) }

  /// Weekday name for ISO weekday 1 (Monday) … 7 (Sunday) as it stands alone (a row label, a
  /// column cell, the start of an event's description): CLDR names with the language's
  /// contextTransforms (en Monday…, ar الاثنين…, tr Pazartesi…, ru Понедельник… where the format
  /// name is понедельник). Out of range is taken modulo 7 (never a trap).
  public func weekday(_ isoWeekday: Int) -> String {
    finished(table.weekdays[(((isoWeekday - 1) % 7) + 7) % 7])
  }

  /// Gregorian date label by the table's `patterns.gregorianDate`: en `d MMMM y` "29 November
  /// 2026", ar `d MMMM y G` "٢٩ نوفمبر ٢٠٢٦ م" (digits per locale; CLDR ar month names; the era
  /// م as ICU ar-SA writes it beside a Hijri date, Saudi usage pairing هـ with م; no Arabic comma),
  /// tr "29 Kasım 2026". A month out of 1…12 is taken modulo 12 (never a trap).
  public func gregorianDate(year: Int, month: Int, day: Int) -> String {
    date(
      table.gregorianDate, day: day, month: month, names: table.gregorianMonths,
      year: year, era: table.gregorianEra)
  }

  /// Hijri date label by the table's `patterns.hijriDate` (ar and tr month names: CLDR's
  /// `islamic` calendar, as ICU prints them):
  /// - en "19 Jumada al-Akhirah 1448 AH" — our own month table (ASCII transliterations, ʿayn as
  ///   an ASCII apostrophe: Muharram, Safar, Rabi' al-Awwal, Rabi' al-Thani, Jumada al-Ula,
  ///   Jumada al-Akhirah, Rajab, Sha'ban, Ramadan, Shawwal, Dhu al-Qa'dah, Dhu al-Hijjah);
  /// - ar "١٩ جمادى الآخرة ١٤٤٨ هـ" — ICU's Umm al-Qura month names, era هـ (U+0647 U+0640),
  ///   no comma (ICU's `d MMMM y G`);
  /// - tr "19 Cemaziyelahir 1448" — Diyanet's feed style (ICU's `d MMMM y`), no "Hicri";
  /// - id "19 Jumadilakhir 1448 H" — CLDR's names, KBBI's spelling; ms "19 Jamadilakhir 1448 H" —
  ///   CLDR's names but JAKIM's Zulhijjah (ICU's `d MMMM y G`).
  ///
  /// A month out of 1…12 is taken modulo 12 (never a trap).
  public func hijriDate(year: Int, month: Int, day: Int) -> String {
    date(
      table.hijriDate, day: day, month: month, names: table.hijriMonths,
      year: year, era: table.hijriEra)
  }

  /// Solar Hijri date label by the table's `patterns.solarHijriDate` and `solarHijriMonths`
  /// (fa `d MMMM y`, ICU's persian calendar: "۱۳ آذر ۱۴۰۵"); `nil` for a language whose table has
  /// none. A month out of 1…12 is taken modulo 12 (never a trap).
  public func solarHijriDate(year: Int, month: Int, day: Int) -> String? {
    guard let pattern = table.solarHijriDate, table.solarHijriMonths.count == 12 else { return nil }
    return date(
      pattern, day: day, month: month, names: table.solarHijriMonths, year: year,
      era: table.solarHijriEra)
  }

  /// Whether the table names the Solar Hijri months (`solarHijriMonths` and
  /// `patterns.solarHijriDate`), so ``solarHijriDate(year:month:day:)`` writes a date.
  public var namesSolarHijriMonths: Bool {
    table.solarHijriDate != nil && table.solarHijriMonths.count == 12
  }

  /// The languages whose tables name the Solar Hijri months (fa), in the tables' order.
  public static var solarHijriLanguages: [SnapshotLanguage] {
    SnapshotLanguage.allCases.filter { Localizer(locale: SnapshotLocale(lang: $0)).namesSolarHijriMonths }
  }

  /// The civil calendar the language dates its days in, when it is not the Gregorian one (the
  /// table's `defaults.civilCalendar`: `solar-hijri` for fa), and the day in it.
  public func civilDay(_ date: CivilDate) -> (calendar: String, date: SolarHijriDate, label: String)? {
    guard table.civilCalendar == SolarHijriCalendar.standard.identifier,
      let solar = try? SolarHijriCalendar.standard.solarHijri(from: date),
      let label = solarHijriDate(year: solar.year, month: solar.month, day: solar.day)
    else { return nil }
    return (table.civilCalendar, solar, label)
  }

  /// The label of a civil day in the language's civil calendar: Solar Hijri in fa
  /// (``civilDay(_:)``), ``gregorianDate(year:month:day:)`` otherwise (and for a day the civil
  /// calendar does not reach).
  public func civilDate(_ date: CivilDate) -> String {
    civilDay(date)?.label ?? gregorianDate(year: date.year, month: date.month, day: date.day)
  }

  /// Occasion names by the stable ids of ``Hijri/Occasion`` (the table's `occasions`; Turkish as
  /// Diyanet's "Dini Günler" list prints them):
  ///
  /// | id | en | ar | tr (Diyanet) |
  /// |---|---|---|---|
  /// | islamic-new-year | Islamic New Year | رأس السنة الهجرية | Hicri Yılbaşı |
  /// | ashura | Day of Ashura | يوم عاشوراء | Aşure Günü |
  /// | mawlid | Mawlid al-Nabi | المولد النبوي الشريف | Mevlid Kandili |
  /// | rajab-start | Start of Rajab | بداية شهر رجب | Üç Ayların Başlangıcı |
  /// | raghaib | Laylat al-Raghaib | ليلة الرغائب | Regaib Kandili |
  /// | isra-miraj | Isra and Mi'raj | الإسراء والمعراج | Miraç Kandili |
  /// | mid-shaban | Mid-Sha'ban | ليلة النصف من شعبان | Berat Kandili |
  /// | ramadan-start | Start of Ramadan | بداية شهر رمضان | Ramazan Başlangıcı |
  /// | laylat-al-qadr | Laylat al-Qadr | ليلة القدر | Kadir Gecesi |
  /// | eid-al-fitr | Eid al-Fitr | عيد الفطر | Ramazan Bayramı |
  /// | day-of-arafah | Day of Arafah | يوم عرفة | Arefe |
  /// | eid-al-adha | Eid al-Adha | عيد الأضحى | Kurban Bayramı |
  /// | days-of-tashreeq | Days of Tashreeq | أيام التشريق | Teşrik Günleri |
  public func occasionName(_ occasion: Occasion) -> String {
    finished(table.occasions[occasion.rawValue] ?? occasion.rawValue)
  }

  // MARK: - Captions

  /// The strong countdown's caption while prayer `id` is current (the table's `endsIn`, with the
  /// name of the time that ends): en "Asr ends in", ar "ينتهي وقت العصر بعد" (Friday:
  /// "ينتهي وقت صلاة الجمعة بعد"), tr "İkindi vaktinin çıkmasına", Fajr "Sabah namazı vaktinin
  /// çıkmasına", Friday "Öğle vaktinin çıkmasına" (Diyanet has no separate Friday time).
  public func endsInCaption(_ id: PrayerID, onFriday: Bool) -> String {
    caption("endsIn", table.name(Localizer.nameID(id, onFriday), .timeEnding))
  }

  /// The calm countdown's caption while prayer `id` is next (the table's `next`): en "Next:
  /// Maghrib", ar "الصلاة القادمة: المغرب" (Friday "الصلاة القادمة: صلاة الجمعة"), tr
  /// "Sıradaki: Akşam" (Fajr "Sıradaki: Sabah namazı", Friday "Sıradaki: Cuma namazı").
  public func nextCaption(_ id: PrayerID, onFriday: Bool) -> String {
    caption("next", table.name(Localizer.nameID(id, onFriday), .inSentence))
  }

  /// The `endsIn` template around a name given as text (a leading LRM/RLM of it is dropped).
  public func endsInCaption(_ prayerName: String) -> String {
    caption("endsIn", String(Localizer.unmarked(prayerName)))
  }

  /// The `next` template around a name given as text (a leading LRM/RLM of it is dropped).
  public func nextCaption(_ prayerName: String) -> String {
    caption("next", String(Localizer.unmarked(prayerName)))
  }

  private func caption(_ key: String, _ name: String) -> String {
    let template = table.template(key)
    return text(template.textCount + name.utf8.count) { t in
      template.write(into: &t) { _, t in t.append(contentsOf: name) }
    }
  }

  /// "Times need a refresh" / "المواقيت بحاجة إلى تحديث" / "Vakitlerin yenilenmesi gerekiyor".
  public var needsRefreshCaption: String { finished(table.message("needsRefresh")) }

  /// "Open the app to update" / "افتح التطبيق للتحديث" / "Güncellemek için uygulamayı açın".
  public var openAppCaption: String { finished(table.message("openApp")) }

  /// The button that marks a prayer as prayed: "I prayed" / "صلّيت" / "Kıldım".
  public var markPrayedLabel: String { finished(table.message("markPrayed")) }

  /// The state after marking: "Prayed" / "صُلِّيَت" ("was prayed": not تمّت, which beside
  /// الجمعة reads "Friday is over") / "Kılındı".
  public var prayedLabel: String { finished(table.message("prayed")) }

  /// The undo label of a mark: "Undo" / "تراجع" / "Geri al".
  public var unmarkLabel: String { finished(table.message("unmark")) }

  // MARK: - Countdowns

  /// The calm countdown value for a whole number of minutes (hours and minutes only, compact
  /// units standing alone — no preposition, so no case agreement is needed), by the table's
  /// `hours`, `minutes` (plural messages) and `hoursAndMinutes`: en "2 h 15 min" / "15 min" /
  /// "1 h" (BIPM symbols), ar "٢ س ١٥ د" (CLDR abbreviations, as ICU's abbreviated width), tr
  /// "2<NNBSP>sa. 15<NNBSP>dk." (CLDR short units, as ICU's abbreviated width). Zero parts are
  /// left out; 0 (or less) → en "now", ar "الآن", tr "şimdi".
  public func calmDuration(minutes: Int) -> String {
    let total = max(0, minutes)
    guard total > 0 else { return finished(table.message("now")) }
    let (hours, rest) = (total / 60, total % 60)
    if hours == 0 { return counted("minutes", rest) }
    if rest == 0 { return counted("hours", hours) }
    let (h, m) = (unfinishedCount("hours", hours), unfinishedCount("minutes", rest))
    return finished(table.template("hoursAndMinutes").filled { $0 == "hours" ? h : $0 == "minutes" ? m : nil })
  }

  /// ``calmDuration(minutes:)`` for 0…`maximum` minutes, as strings made of the hour and minute
  /// pieces, each made once (the snapshot's table holds hundreds of entries).
  func calmDurations(upTo maximum: Int) -> ComposedStrings {
    let maximum = max(0, maximum)
    var b = ComposedStrings.Builder(capacity: maximum + 1)
    let now = b.piece(finished(table.message("now")))
    b.append(now)
    guard maximum > 0 else { return b.strings }
    let (hourMessage, minuteMessage) = (table.plural("hours"), table.plural("minutes"))
    let join = table.template("hoursAndMinutes")
    guard let split = join.segments.firstIndex(where: { if case .placeholder("minutes") = $0 { return true } else { return false } }),
      join.segments[..<split].contains(where: { if case .placeholder("hours") = $0 { return true } else { return false } })
    else {
      // Minutes before hours: entry by entry.
      for total in 1...maximum {
        let whole = b.piece(calmDuration(minutes: total))
        b.append(whole)
      }
      return b.strings
    }
    let marks = DirectionMarks(&b, self)
    let minuteTemplates = (0..<min(60, maximum + 1)).map { minuteMessage.template($0, table.plural) }
    let hourTemplates = (0...maximum / 60).map { hourMessage.template($0, table.plural) }
    var minutes: [(index: UInt16, lead: BidiLead)] = []
    var hours = minutes
    // "{hours}…{minutes}": a prefix per hour count and a suffix per minute count (the minutes'
    // own pieces where the join ends with the minutes, as in every table).
    var prefixes = minutes
    var suffixes = minutes
    let suffixIsMinutes = join.segments.count == split + 1
    for (m, template) in minuteTemplates.enumerated() {
      minutes.append(countPiece(m, template, into: &b))
      if maximum >= 60 {
        suffixes.append(
          suffixIsMinutes ? minutes[m] : countPiece(m, template, within: join.segments[split...], into: &b))
      }
    }
    for (h, template) in hourTemplates.enumerated() where maximum >= 60 {
      hours.append(countPiece(h, template, into: &b))
      prefixes.append(countPiece(h, template, within: join.segments[..<split], into: &b))
    }
    for total in 1...maximum {
      let (h, m) = (total / 60, total % 60)
      if total < 60 {
        b.append(marks.mark(minutes[m].lead), minutes[m].index)
      } else if m == 0 {
        b.append(marks.mark(hours[h].lead), hours[h].index)
      } else {
        b.append(marks.mark(prefixes[h].lead.followed(by: suffixes[m].lead)), prefixes[h].index, suffixes[m].index)
      }
    }
    return b.strings
  }

  /// Adds to `b` the piece of `n` by `template` ("15 min"), or (`within`) the segments of a join
  /// with it in each placeholder ("2 h ", " 15 min"); returns the piece and how it starts.
  private func countPiece(
    _ n: Int, _ template: MessageTemplate, within segments: ArraySlice<MessageTemplate.Segment>? = nil,
    into b: inout ComposedStrings.Builder
  ) -> (index: UInt16, lead: BidiLead) {
    let room = template.textCount + Localizer.digitRoom
    guard let segments else {
      return b.piece(digits: locale.digits, capacity: room) { t in
        template.write(into: &t) { _, t in t.digits(n) }
      }
    }
    var capacity = 0
    for segment in segments {
      if case .text(let s) = segment { capacity += s.utf8.count } else { capacity += room }
    }
    return b.piece(digits: locale.digits, capacity: capacity) { t in
      for segment in segments {
        switch segment {
        case .text(let s): t.append(contentsOf: s)
        case .placeholder: template.write(into: &t) { _, t in t.digits(n) }
        }
      }
    }
  }

  /// A count template's pieces: the text before `{n}` and after it, with how each starts for the
  /// bidi rule.
  private struct CountParts {
    let before: UInt16?
    let after: UInt16?
    let lead: (before: BidiLead, after: BidiLead)

    /// The pieces of `template`, added to `b`; `nil` for a template of another shape than text,
    /// `{n}`, text (either text may be missing).
    init?(_ template: MessageTemplate, digits: SnapshotDigits, into b: inout ComposedStrings.Builder) {
      let segments = template.segments
      let placeholders = segments.indices.filter { if case .placeholder = segments[$0] { true } else { false } }
      guard placeholders.count == 1, case .placeholder("n") = segments[placeholders[0]] else { return nil }
      // The text segments of one side (a template has no empty ones): one piece, or none.
      func side(_ texts: ArraySlice<MessageTemplate.Segment>, _ b: inout ComposedStrings.Builder)
        -> (index: UInt16, lead: BidiLead)?
      {
        guard !texts.isEmpty else { return nil }
        return b.piece(digits: digits, capacity: template.textCount) { t in
          for case .text(let s) in texts { t.append(contentsOf: s) }
        }
      }
      let before = side(segments[..<placeholders[0]], &b)
      let after = side(segments[(placeholders[0] + 1)...], &b)
      (self.before, self.after) = (before?.index, after?.index)
      lead = (before?.lead ?? BidiLead(), after?.lead ?? BidiLead())
    }
  }

  /// The pieces of the direction marks a string made of pieces may need in front: what
  /// ``marked(_:lead:)`` would put there.
  private struct DirectionMarks {
    let rlm: UInt16
    let lrm: UInt16
    let rightToLeft: Bool

    init(_ b: inout ComposedStrings.Builder, _ l: Localizer) {
      (rlm, lrm, rightToLeft) = (b.piece("\u{200F}"), b.piece("\u{200E}"), l.locale.lang.isRightToLeft)
    }

    /// The mark a string that starts as `lead` needs, if any.
    func mark(_ lead: BidiLead) -> UInt16? {
      switch lead.mark(rightToLeft: rightToLeft) {
      case "\u{200F}": return rlm
      case "\u{200E}": return lrm
      default: return nil
      }
    }
  }

  /// The strong countdown value (with seconds), as a clock by the table's
  /// `patterns.clockDuration` (`H:mm:ss` in en, ar and tr, `H.mm.ss` in id: hours not padded and
  /// not wrapped at 24; minutes and seconds two digits; the separator is the pattern's, ICU's
  /// time separator): "0:12:30", "١:٠٥:٠٩", id "0.12.30". Negative values count as 0.
  public func clockDuration(seconds: Int) -> String {
    let total = max(0, seconds)
    let pattern = table.clockDuration
    return text(pattern.textCount + 3 * Localizer.digitRoom) { t in
      Localizer.write(pattern, into: &t, PatternValues(hour: total / 3600, minute: total / 60 % 60, second: total % 60))
    }
  }

  /// Day-offset strings for occasion countdowns (calendar days, future positive), by the
  /// table's `today`, `inDays` and `daysAgo` (plural messages: `=1` for tomorrow and yesterday,
  /// else the CLDR category of the count):
  ///
  /// | days | en | ar | tr |
  /// |---|---|---|---|
  /// | 0 | Today | اليوم | Bugün |
  /// | 1 / −1 | Tomorrow / Yesterday | غدًا / أمس | Yarın / Dün |
  /// | 2 / −2 | In 2 days / 2 days ago | بعد يومين / قبل يومين (dual after a preposition) | 2 gün sonra / 2 gün önce |
  /// | n ≥ 3 | In n days / n days ago | by the CLDR category of n: few (n % 100 = 3…10) بعد n أيام, many (11…99) بعد n يومًا, other (100–102, …) بعد n يوم; past قبل | n gün sonra / n gün önce |
  ///
  /// "بعد" (after) rather than CLDR's "خلال" (within), as most Arabic apps write it.
  public func dayOffset(_ days: Int) -> String {
    if days == 0 { return finished(table.message("today")) }
    return counted(days > 0 ? "inDays" : "daysAgo", Int(days.magnitude))
  }

  /// ``dayOffset(_:)`` for every day of `range`, as strings made of pieces: each template's
  /// text before and after `{n}` made once, the count's digits, and a direction mark where the
  /// string needs one.
  func dayOffsets(_ range: ClosedRange<Int>) -> ComposedStrings {
    let (future, past) = (table.plural("inDays"), table.plural("daysAgo"))
    var b = ComposedStrings.Builder(capacity: range.count)
    let marks = DirectionMarks(&b, self)
    let today = b.piece(finished(table.message("today")))
    var known: [(MessageTemplate, CountParts?)] = []  // a few templates: searched in order
    // Each count's digits and plural category, made once for the future and the past.
    let largest = Int(max(range.lowerBound.magnitude, range.upperBound.magnitude))
    var counts = [(index: UInt16, lead: BidiLead)?](repeating: nil, count: largest + 1)
    let categories = (0...largest).map { table.plural.category($0) }
    for days in range {
      guard days != 0 else {
        b.append(today)
        continue
      }
      let n = Int(days.magnitude)
      let message = days > 0 ? future : past
      let template = message.template(n, category: categories[n])
      let parts: CountParts?
      if let last = known.last, last.0 === template {  // consecutive counts share their template
        parts = last.1
      } else if let (_, p) = known.first(where: { $0.0 === template }) {
        parts = p
      } else {
        parts = CountParts(template, digits: locale.digits, into: &b)
        known.append((template, parts))
      }
      if let p = parts {
        let count = counts[n] ?? b.piece(digits: locale.digits, capacity: Localizer.digitRoom) { $0.digits(n) }
        counts[n] = count
        b.append(
          marks.mark(p.lead.before.followed(by: count.lead).followed(by: p.lead.after)), p.before, count.index,
          p.after)
      } else {
        let whole = b.piece(counted(message, n))
        b.append(whole)
      }
    }
    return b.strings
  }

  // MARK: - Plural messages

  /// The plural message `key` of the table's `messages` for `n`, finished.
  func counted(_ key: String, _ n: Int) -> String {
    counted(table.plural(key), n)
  }

  /// A plural message for `n` (`{n}` in the locale's digits), finished.
  func counted(_ message: PluralMessage, _ n: Int) -> String {
    let template = message.template(n, table.plural)
    return text(template.textCount + Localizer.digitRoom) { t in
      template.write(into: &t) { _, t in t.digits(n) }
    }
  }

  private func unfinishedCount(_ key: String, _ n: Int) -> String {
    unfinishedCount(table.plural(key), n)
  }

  /// A plural message for `n`, without direction marks.
  func unfinishedCount(_ message: PluralMessage, _ n: Int) -> String {
    let template = message.template(n, table.plural)
    return FinishedText.piece(digits: locale.digits, capacity: template.textCount + Localizer.digitRoom) { t in
      template.write(into: &t) { _, t in t.digits(n) }
    }.text
  }

  // MARK: - Helpers

  /// The name id of a prayer in the tables (`jumuah` for Dhuhr on Friday).
  static func nameID(_ id: PrayerID, _ onFriday: Bool) -> String {
    id == .dhuhr && onFriday ? "jumuah" : id.rawValue
  }

  /// `text`, whose start the bidi rule reads as `lead`, finished: what
  /// ``bidiFinished(_:lang:)`` makes of it, without reading it again.
  func marked(_ text: String, lead: BidiLead) -> String {
    guard let mark = lead.mark(rightToLeft: locale.lang.isRightToLeft) else { return text }
    return String(mark) + text
  }

  func finished(_ s: String) -> String {
    Localizer.bidiFinished(s, lang: locale.lang)
  }

  /// `s` without a leading LRM or RLM (an argument that was itself a finished string).
  static func unmarked(_ s: String) -> Substring {
    var s = s[...]
    while let first = s.unicodeScalars.first, first == "\u{200E}" || first == "\u{200F}" {
      s = Substring(s.unicodeScalars.dropFirst())
    }
    return s
  }

  /// Unfinished digits of `n` (no bidi mark, even where the digits are strong: Bengali ০–৯ in
  /// a right-to-left language), left-padded with zeros to `minimumLength`.
  func digits(_ n: Int, minimumLength: Int = 1) -> String {
    FinishedText.piece(digits: locale.digits, capacity: Localizer.digitRoom + 3 * max(0, minimumLength)) {
      $0.digits(n, minimumLength: minimumLength)
    }.text
  }

  /// A date by `pattern`: "29 November 2026", "19 Jumada al-Akhirah 1448 AH".
  /// The month's name is `names`' (month 1…12, any other taken modulo 12); `M` writes `month`.
  func date(_ pattern: DatePattern, day: Int, month: Int, names: [String], year: Int, era: String) -> String {
    let name = names[(((month - 1) % 12) + 12) % 12]
    return text(pattern.textCount + name.utf8.count + era.utf8.count + 4 * Localizer.digitRoom) { t in
      Localizer.write(pattern, into: &t, PatternValues(day: day, month: month, monthName: name, year: year, era: era))
    }
  }

  /// The values a pattern's fields take.
  private struct PatternValues {
    var day = 0
    var month = 0
    var monthName = ""
    var year = 0
    var era = ""
    var hour = 0
    var minute = 0
    var second = 0
    var dayPeriod = ""
    var flexibleDayPeriod = ""
  }

  /// The flexible day period (`B`) of a time of day by the table's rules: tr `sabah` 06:00–11:00,
  /// `öğle` at 12:00, `gece` 21:00–06:00 (CLDR 46 dayPeriods.xml, as ICU's `B` writes them).
  func flexibleDayPeriod(hour: Int, minute: Int) -> String {
    let (at, from) = table.flexibleDayPeriods
    let m = hour * 60 + minute
    if let exact = at.first(where: { $0.minute == m }) { return exact.name }
    return (from.last { $0.minute <= m } ?? from.last)?.name ?? ""
  }

  /// Writes `pattern`'s fields with `v`: `h` as 1…12, `H` unwrapped (a duration's hours).
  private static func write(_ pattern: DatePattern, into t: inout FinishedText, _ v: PatternValues) {
    for (field, bytes) in zip(pattern.fields, pattern.bytes) {
      switch field {
      case .text: bytes.withUnsafeBufferPointer { t.append(bytes: $0) }
      case .day(let width): t.digits(v.day, minimumLength: width)
      case .monthName: t.append(contentsOf: v.monthName)
      case .monthNumber(let width): t.digits(v.month, minimumLength: width)
      case .year: t.digits(v.year)
      case .era: t.append(contentsOf: v.era)
      case .hour12: t.digits(v.hour % 12 == 0 ? 12 : v.hour % 12)
      case .hour24(let width): t.digits(v.hour, minimumLength: width)
      case .minute: t.digits(v.minute, minimumLength: 2)
      case .second: t.digits(v.second, minimumLength: 2)
      case .dayPeriod: t.append(contentsOf: v.dayPeriod)
      case .flexibleDayPeriod: t.append(contentsOf: v.flexibleDayPeriod)
      }
    }
  }

  /// The bytes the digits of any `Int` take: a sign and 19 digits of up to three bytes.
  private static let digitRoom = 1 + 3 * 19

  /// The finished string `write` writes in at most `capacity` bytes.
  private func text(_ capacity: Int, _ write: (inout FinishedText) -> Void) -> String {
    FinishedText.make(locale.lang, digits: locale.digits, capacity: capacity, write)
  }
}
