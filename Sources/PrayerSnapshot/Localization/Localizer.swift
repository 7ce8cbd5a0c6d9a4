import Hijri

/// Every finished string of a snapshot in one locale.
///
/// Table-driven: no `DateFormatter`, `NumberFormatter` or ICU call at run time (Foundation's ICU
/// is only the tests' oracle). Every public function returns a *finished* string: the bidi rule
/// (``bidiFinished(_:lang:)``) has been applied, so a string may begin with U+200F RLM (Arabic)
/// or U+200E LRM (English, Turkish). The invisible characters are listed in `Bidi.swift`.
///
///     let ar = Localizer(locale: SnapshotLocale(lang: .ar))
///     ar.time(hour: 5, minute: 4)       // "٥:٠٤<NBSP>ص"
///     ar.hijriDate(year: 1448, month: 6, day: 19)  // "١٩ جمادى الآخرة ١٤٤٨ هـ"
///     ar.dayOffset(11)                  // "بعد ١١ يومًا"
public struct Localizer: Sendable {
  /// The locale the strings are written for.
  public let locale: SnapshotLocale
  private let table: LocalizationTable

  /// A localizer for `locale`.
  public init(locale: SnapshotLocale) {
    self.locale = locale
    self.table = LocalizationTable.of(locale.lang)
  }

  // MARK: - Times and numbers

  /// The ICU date-format pattern this locale's times follow: CLDR 46's own localized results of
  /// the skeletons `hmm` (h12) and `Hmm` (h23), which the widget's times reproduce exactly:
  ///
  /// | lang | h12 | h23 |
  /// |---|---|---|
  /// | en | `h:mm<U+202F>a` | `HH:mm` |
  /// | ar | `h:mm<U+00A0>a` | `HH:mm` |
  /// | tr | `a<U+202F>h:mm` | `HH:mm` |
  ///
  /// Foundation's `DateFormatter` with `dateFormat` set to this pattern, locale
  /// `<lang>@numbers=<digits>` and the same time zone formats the same string as
  /// ``time(hour:minute:)`` before the bidi mark.
  public var timePattern: String {
    switch (locale.clock, locale.lang) {
    case (.h23, _): return "HH:mm"
    case (.h12, .en): return "h:mm\u{202F}a"
    case (.h12, .ar): return "h:mm\u{00A0}a"
    case (.h12, .tr): return "a\u{202F}h:mm"
    }
  }

  /// A local wall-clock time (hour 0…23, minute 0…59) as displayed: "5:04 AM", "05:04",
  /// "٥:٠٤ ص", "١٣:٠٧", "ÖÖ 5:04" … with ICU's invisible spaces for ``timePattern`` (NNBSP in en
  /// and tr 12-hour times, NBSP in Arabic ones), then the bidi mark: `‎5:04 AM` and `‎05:04` start
  /// with LRM, Latin-digit Arabic times with RLM (`‏5:04 ص`); Arabic-Indic Arabic times and
  /// `ÖÖ 5:04` have none; English and Turkish times in Arabic-Indic digits have LRMs around the
  /// digits (`‎٥:٠٤‎ AM`, `ÖÖ ‎٥:٠٤`).
  ///
  /// Noon is 12:00 PM, midnight 12:00 AM (ICU's `h`). An hour or minute out of range is taken
  /// modulo 24 or 60 (never a trap).
  public func time(hour: Int, minute: Int) -> String {
    let hour = ((hour % 24) + 24) % 24
    let minute = ((minute % 60) + 60) % 60
    let period = hour < 12 ? table.am : table.pm
    let h12 = hour % 12 == 0 ? 12 : hour % 12
    // ``timePattern``'s letters written out: h, HH, mm and a (two-digit fields padded).
    let (clock, lang) = (locale.clock, locale.lang)
    return text(period.utf8.count + 3 * Localizer.digitRoom) { t in
      switch (clock, lang) {
      case (.h23, _):
        t.digits(hour, minimumLength: 2)
        t.append(":")
        t.digits(minute, minimumLength: 2)
      case (.h12, .en), (.h12, .ar):
        t.digits(h12)
        t.append(":")
        t.digits(minute, minimumLength: 2)
        t.append(lang == .ar ? "\u{00A0}" : "\u{202F}")
        t.append(contentsOf: period)
      case (.h12, .tr):
        t.append(contentsOf: period)
        t.append("\u{202F}")
        t.digits(h12)
        t.append(":")
        t.digits(minute, minimumLength: 2)
      }
    }
  }

  /// Digits of an integer in this locale's digits ("١٤٤٨"), without grouping separators (a
  /// negative number gets an ASCII minus sign).
  public func number(_ n: Int) -> String {
    text(Localizer.digitRoom) { $0.digits(n) }
  }

  // MARK: - Names

  /// Prayer names (tr as Diyanet's timetables, https://namazvakitleri.diyanet.gov.tr):
  /// en Fajr/Dhuhr/Asr/Maghrib/Isha, Friday Dhuhr "Jumu'ah" (ASCII
  /// apostrophe); ar الفجر/الظهر/العصر/المغرب/العشاء, Friday الجمعة; tr
  /// İmsak/Öğle/İkindi/Akşam/Yatsı, Friday Cuma. `onFriday` changes only Dhuhr; decide it from
  /// the local civil date of the snapshot day, not from "now".
  public func prayerName(_ id: PrayerID, onFriday: Bool) -> String {
    if id == .dhuhr && onFriday { return finished(table.friday) }
    return finished(table.prayers[PrayerID.allCases.firstIndex(of: id)!])
  }

  /// Sunrise / الشروق / Güneş.
  public var sunriseName: String { finished(table.sunrise) }

  /// Weekday name for ISO weekday 1 (Monday) … 7 (Sunday): CLDR names (en Monday…, ar
  /// الاثنين…, tr Pazartesi…). Out of range is taken modulo 7 (never a trap).
  public func weekday(_ isoWeekday: Int) -> String {
    finished(table.weekdays[(((isoWeekday - 1) % 7) + 7) % 7])
  }

  /// Gregorian date label, `d MMMM y`: en "29 November 2026", ar "٢٩ نوفمبر ٢٠٢٦" (digits per
  /// locale; CLDR ar month names; no Arabic comma), tr "29 Kasım 2026". A month out of 1…12 is
  /// taken modulo 12 (never a trap).
  public func gregorianDate(year: Int, month: Int, day: Int) -> String {
    date(day: day, month: table.gregorianMonths[(((month - 1) % 12) + 12) % 12], year: year, era: "")
  }

  /// Hijri date label (ar and tr month names: CLDR's `islamic` calendar, as ICU prints them):
  /// - en "19 Jumada al-Akhirah 1448 AH" — our own month table (ASCII transliterations, ʿayn as
  ///   an ASCII apostrophe: Muharram, Safar, Rabi' al-Awwal, Rabi' al-Thani, Jumada al-Ula,
  ///   Jumada al-Akhirah, Rajab, Sha'ban, Ramadan, Shawwal, Dhu al-Qa'dah, Dhu al-Hijjah);
  /// - ar "١٩ جمادى الآخرة ١٤٤٨ هـ" — ICU's Umm al-Qura month names, era هـ (U+0647 U+0640),
  ///   no comma (ICU's `d MMMM y G`);
  /// - tr "19 Cemaziyelahir 1448" — Diyanet's feed style (ICU's `d MMMM y`), no "Hicri".
  ///
  /// A month out of 1…12 is taken modulo 12 (never a trap).
  public func hijriDate(year: Int, month: Int, day: Int) -> String {
    let era: StaticString
    switch locale.lang {
    case .en: era = " AH"
    case .ar: era = " \u{0647}\u{0640}"
    case .tr: era = ""
    }
    return date(day: day, month: table.hijriMonths[(((month - 1) % 12) + 12) % 12], year: year, era: era)
  }

  /// Occasion names by the stable ids of ``Hijri/Occasion``:
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
    finished(LocalizationTable.occasion(occasion, locale.lang))
  }

  // MARK: - Captions

  /// "{prayer} ends in" as a caption before a countdown value: en "Asr ends in", ar
  /// "ينتهي وقت العصر بعد", tr "İkindi vaktinin çıkmasına" (the suffix sits on *vakit*, so the
  /// name never inflects). A leading LRM/RLM of `prayerName` is dropped.
  public func endsInCaption(_ prayerName: String) -> String {
    let name = Localizer.unmarked(prayerName)
    let lang = locale.lang
    return text(name.utf8.count + 32) { t in
      switch lang {
      case .en:
        t.append(contentsOf: name)
        t.append(" ends in")
      case .ar:
        t.append("ينتهي وقت ")
        t.append(contentsOf: name)
        t.append(" بعد")
      case .tr:
        t.append(contentsOf: name)
        t.append(" vaktinin çıkmasına")
      }
    }
  }

  /// The next entry: en "Next: Maghrib", ar "التالية: المغرب" (feminine, agreeing with the
  /// implied صلاة), tr "Sıradaki: Akşam". ASCII colon and space. A leading LRM/RLM of
  /// `prayerName` is dropped.
  public func nextCaption(_ prayerName: String) -> String {
    let name = Localizer.unmarked(prayerName)
    let lang = locale.lang
    return text(name.utf8.count + 20) { t in
      switch lang {
      case .en: t.append("Next: ")
      case .ar: t.append("التالية: ")
      case .tr: t.append("Sıradaki: ")
      }
      t.append(contentsOf: name)
    }
  }

  /// "Times need a refresh" / "المواقيت بحاجة إلى تحديث" / "Vakitlerin yenilenmesi gerekiyor".
  public var needsRefreshCaption: String { finished(table.needsRefresh) }

  /// "Open the app to update" / "افتح التطبيق للتحديث" / "Güncellemek için uygulamayı açın".
  public var openAppCaption: String { finished(table.openApp) }

  /// The button that marks a prayer as prayed: "I prayed" / "صلّيت" / "Kıldım".
  public var markPrayedLabel: String { finished(table.markPrayed) }

  /// The state after marking: "Prayed" / "تمّت" / "Kılındı".
  public var prayedLabel: String { finished(table.prayed) }

  /// The undo label of a mark: "Undo" / "تراجع" / "Geri al".
  public var unmarkLabel: String { finished(table.unmark) }

  // MARK: - Countdowns

  /// The calm countdown value for a whole number of minutes (hours and minutes only, compact
  /// units, standing alone — no preposition, so no case agreement is needed): en "2 h 15 min" /
  /// "15 min" / "1 h", ar "٢ س ١٥ د" (CLDR abbreviations س/د, which don't inflect), tr
  /// "2 sa 15 dk". Zero parts are left out; 0 (or less) → en "now", ar "الآن", tr "şimdi".
  /// Plain U+0020 spaces.
  public func calmDuration(minutes: Int) -> String {
    let total = max(0, minutes)
    guard total > 0 else { return finished(table.now) }
    let (hours, rest) = (total / 60, total % 60)
    let (hourUnit, minuteUnit) = (table.hourUnit, table.minuteUnit)
    return text(hourUnit.utf8.count + minuteUnit.utf8.count + 3 + 2 * Localizer.digitRoom) { t in
      if hours > 0 {
        t.digits(hours)
        t.append(" ")
        t.append(contentsOf: hourUnit)
      }
      if rest > 0 {
        if hours > 0 { t.append(" ") }
        t.digits(rest)
        t.append(" ")
        t.append(contentsOf: minuteUnit)
      }
    }
  }

  /// ``calmDuration(minutes:)`` for 0…`maximum` minutes, joined from the hour and minute pieces
  /// made once (the snapshot's table holds hundreds of entries).
  func calmDurations(upTo maximum: Int) -> [String] {
    let maximum = max(0, maximum)
    var result: [String] = []
    result.reserveCapacity(maximum + 1)
    result.append(finished(table.now))
    guard maximum > 0 else { return result }
    let digits = locale.digits
    func piece(_ n: Int, _ unit: String) -> (text: String, strong: BidiStart?) {
      FinishedText.piece(digits: digits, capacity: unit.utf8.count + 1 + Localizer.digitRoom) { t in
        t.digits(n)
        t.append(" ")
        t.append(contentsOf: unit)
      }
    }
    let minutes = (0..<60).map { piece($0, table.minuteUnit) }
    let hours = (0...maximum / 60).map { piece($0, table.hourUnit) }
    let spaced = hours.map { $0.text + " " }
    for total in 1...maximum {
      let (h, m) = (hours[total / 60], minutes[total % 60])
      if total < 60 {
        result.append(marked(m.text, strong: m.strong))
      } else if total % 60 == 0 {
        result.append(marked(h.text, strong: h.strong))
      } else {
        result.append(marked(spaced[total / 60] + m.text, strong: h.strong ?? m.strong))
      }
    }
    return result
  }

  /// The strong countdown value (with seconds), as a clock: "0:12:30", "١:٠٥:٠٩" (hours not
  /// padded and not wrapped at 24; minutes and seconds two digits; ASCII ":" in every locale,
  /// as ICU's time separator). Negative values count as 0.
  public func clockDuration(seconds: Int) -> String {
    let total = max(0, seconds)
    return text(2 + 3 * Localizer.digitRoom) { t in
      t.digits(total / 3600)
      t.append(":")
      t.digits(total / 60 % 60, minimumLength: 2)
      t.append(":")
      t.digits(total % 60, minimumLength: 2)
    }
  }

  /// Day-offset strings for occasion countdowns (calendar days, future positive):
  ///
  /// | days | en | ar | tr |
  /// |---|---|---|---|
  /// | 0 | Today | اليوم | Bugün |
  /// | 1 / −1 | Tomorrow / Yesterday | غدًا / أمس | Yarın / Dün |
  /// | 2 / −2 | In 2 days / 2 days ago | بعد يومين / قبل يومين (dual after a preposition) | 2 gün sonra / 2 gün önce |
  /// | n ≥ 3 | In n days / n days ago | by the CLDR category of n: few (n % 100 = 3…10) بعد n أيام, many (11…99) بعد n يومًا, other (100–102, …) بعد n يوم; past قبل | n gün sonra / n gün önce |
  ///
  /// "بعد" (after) rather than CLDR's "خلال" (within), as most Arabic apps write it. English
  /// and Turkish past forms start with a digit, so they carry an LRM.
  public func dayOffset(_ days: Int) -> String {
    switch days {
    case 0: return finished(table.today)
    case 1: return finished(table.tomorrow)
    case -1: return finished(table.yesterday)
    default: break
    }
    let n = Int(days.magnitude)
    let future = days > 0
    let lang = locale.lang
    return text(32 + Localizer.digitRoom) { t in
      switch lang {
      case .en:
        if future { t.append("In ") }
        t.digits(n)
        t.append(future ? " days" : " days ago")
      case .tr:
        t.digits(n)
        t.append(future ? " gün sonra" : " gün önce")
      case .ar:
        t.append(future ? "بعد " : "قبل ")
        switch PluralCategory.arabic(n) {
        case .two: t.append("يومين")  // oblique dual: يومان becomes يومين after a preposition
        case .few:
          t.digits(n)
          t.append(" أيام")
        case .many:
          t.digits(n)
          t.append(" يومًا")  // accusative tamyiz, fathatan U+064B before alef
        case .zero, .one, .other:
          t.digits(n)
          t.append(" يوم")
        }
      }
    }
  }

  // MARK: - Helpers

  /// `text`, whose first strong character has direction `strong`, finished: what
  /// ``bidiFinished(_:lang:)`` makes of it, without reading it again.
  func marked(_ text: String, strong: BidiStart?) -> String {
    switch strong {
    case .leftToRight where locale.lang.isRightToLeft: return "\u{200F}" + text
    case .rightToLeft where !locale.lang.isRightToLeft: return "\u{200E}" + text
    default: return text
    }
  }

  private func finished(_ s: String) -> String {
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

  /// Unfinished digits of `n` (no bidi mark: digits are never strong), left-padded with zeros to
  /// `minimumLength`.
  func digits(_ n: Int, minimumLength: Int = 1) -> String {
    text(Localizer.digitRoom + 2 * max(0, minimumLength)) { $0.digits(n, minimumLength: minimumLength) }
  }

  /// `d MMMM y` and the era: "29 November 2026", "19 Jumada al-Akhirah 1448 AH".
  private func date(day: Int, month name: String, year: Int, era: StaticString) -> String {
    text(name.utf8.count + 2 + era.utf8CodeUnitCount + 2 * Localizer.digitRoom) { t in
      t.digits(day)
      t.append(" ")
      t.append(contentsOf: name)
      t.append(" ")
      t.digits(year)
      t.append(era)
    }
  }

  /// The bytes the digits of any `Int` take: a sign and 19 digits of two bytes.
  private static let digitRoom = 1 + 2 * 19

  /// The finished string `write` writes in at most `capacity` bytes.
  private func text(_ capacity: Int, _ write: (inout FinishedText) -> Void) -> String {
    FinishedText.make(locale.lang, digits: locale.digits, capacity: capacity, write)
  }
}
