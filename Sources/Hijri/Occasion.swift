import Astro

/// The Islamic occasions people expect a calendar to show, by stable identifier.
///
/// Which of them a calendar shows, and on which day, is the community's: an ``OccasionSet``
/// (Diyanet's Dini Günler, Iran's official holidays, …). What is here is each occasion's usual
/// rule, for ``HijriCalendar/occasion(_:inYear:)`` and ``OccasionSet/every``.
/// Names belong to the localization layer; this is the calendar side: on which Hijri day each
/// falls, and, for the *night* occasions, that they are observed on the evening before — the
/// Islamic day begins at sunset, so the night of 27 Rajab is the evening of the Gregorian day of
/// 26 Rajab (Diyanet's "Dini Günler" list, https://vakithesaplama.diyanet.gov.tr/dini_gunler.php,
/// dates each kandil on that eve).
public enum Occasion: String, Sendable, Hashable, CaseIterable, Codable {
  /// 1 Muharram: Islamic New Year (Hicri Yılbaşı).
  case islamicNewYear = "islamic-new-year"
  /// 9 Muharram: Tasu'a, the day before Ashura (an official holiday in Iran).
  case tasua
  /// 10 Muharram: Ashura (Aşure Günü).
  case ashura
  /// 12 Rabi' al-Awwal: Mawlid al-Nabi; its night (Mevlid Kandili) on the evening before.
  case mawlid
  /// 1 Rajab: the start of the three holy months (Üç Ayların Başlangıcı).
  case rajabStart = "rajab-start"
  /// Laylat al-Raghaib (Regaib Kandili): the night before the first Friday of Rajab.
  case raghaib
  /// 27 Rajab: Isra and Mi'raj; observed on its night (Miraç Kandili), the evening before.
  case israMiraj = "isra-miraj"
  /// 27 Rajab: al-Mab'ath, the Prophet's first revelation, as Shia calendars keep the day (Iran's
  /// مبعث); Sunni calendars keep Isra and Mi'raj on it.
  case mabath
  /// 15 Sha'ban: mid-Sha'ban, Laylat al-Bara'ah (Berat Kandili), on the evening before.
  case midShaban = "mid-shaban"
  /// 1 Ramadan: the first day of the fast.
  case ramadanStart = "ramadan-start"
  /// 17 Ramadan: Nuzul al-Quran, the first revelation of the Quran, as Malaysia keeps it (a
  /// public holiday in most of its states).
  case nuzulAlQuran = "nuzul-al-quran"
  /// 27 Ramadan: Laylat al-Qadr by convention (Kadir Gecesi), on the evening before.
  case laylatAlQadr = "laylat-al-qadr"
  /// 1–3 Shawwal: Eid al-Fitr (Ramazan Bayramı).
  case eidAlFitr = "eid-al-fitr"
  /// 9 Dhu al-Hijjah: the Day of Arafah (Arife).
  case dayOfArafah = "day-of-arafah"
  /// 10–13 Dhu al-Hijjah: Eid al-Adha (Kurban Bayramı, four days in Türkiye).
  case eidAlAdha = "eid-al-adha"
  /// 11–13 Dhu al-Hijjah: the days of Tashreeq.
  case daysOfTashreeq = "days-of-tashreeq"
  /// 18 Dhu al-Hijjah: Eid al-Ghadir (an official holiday in Iran).
  case eidAlGhadir = "eid-al-ghadir"
  // Iran's official days of mourning and 13 Rajab (its list of public holidays, approved by the
  // Supreme Council of Public Culture; Data/fixtures/occasions/iran.csv): Shia days that the
  // other communities' lists do not hold.
  /// 20 Safar: Arba'een, the fortieth day after Ashura.
  case arbaeen
  /// 28 Safar: the demise of the Prophet and the martyrdom of Imam Hasan (Iran's date).
  case demiseOfTheProphet = "demise-of-the-prophet"
  /// The last day of Safar (the 29th or the 30th): the martyrdom of Imam Reza.
  case martyrdomOfImamReza = "martyrdom-of-imam-reza"
  /// 8 Rabi' al-Awwal: the martyrdom of Imam Hasan al-Askari.
  case martyrdomOfImamHasanAskari = "martyrdom-of-imam-hasan-askari"
  /// 3 Jumada al-Akhirah: the martyrdom of Fatima al-Zahra.
  case martyrdomOfFatima = "martyrdom-of-fatima"
  /// 13 Rajab: the birth of Imam Ali.
  case birthOfImamAli = "birth-of-imam-ali"
  /// 21 Ramadan: the martyrdom of Imam Ali.
  case martyrdomOfImamAli = "martyrdom-of-imam-ali"
  /// 25 Shawwal: the martyrdom of Imam Ja'far al-Sadiq.
  case martyrdomOfImamSadiq = "martyrdom-of-imam-sadiq"

  /// Whether the occasion is usually a night, kept on the evening before its Hijri day (a set
  /// may keep it on its day: ``OccasionRule/isNight``).
  public var isNight: Bool {
    switch self {
    case .mawlid, .raghaib, .israMiraj, .midShaban, .laylatAlQadr: return true
    default: return false
    }
  }

  /// The usual rule: the Hijri month and first day, the number of days, the night (Raghaib is
  /// found from the weekday).
  public var rule: OccasionRule {
    let (month, day, days) = usualDay
    return OccasionRule(self, month: month, day: day, days: days, night: isNight)
  }

  private var usualDay: (month: Int, day: Int, days: Int) {
    switch self {
    case .islamicNewYear: return (1, 1, 1)
    case .tasua: return (1, 9, 1)
    case .ashura: return (1, 10, 1)
    case .mawlid: return (3, 12, 1)
    case .rajabStart: return (7, 1, 1)
    case .raghaib: return (7, 1, 1)
    case .israMiraj, .mabath: return (7, 27, 1)
    case .midShaban: return (8, 15, 1)
    case .ramadanStart: return (9, 1, 1)
    case .nuzulAlQuran: return (9, 17, 1)
    case .laylatAlQadr: return (9, 27, 1)
    case .eidAlFitr: return (10, 1, 3)
    case .dayOfArafah: return (12, 9, 1)
    case .eidAlAdha: return (12, 10, 4)
    case .daysOfTashreeq: return (12, 11, 3)
    case .eidAlGhadir: return (12, 18, 1)
    case .arbaeen: return (2, 20, 1)
    case .demiseOfTheProphet: return (2, 28, 1)
    case .martyrdomOfImamReza: return (2, 30, 1)
    case .martyrdomOfImamHasanAskari: return (3, 8, 1)
    case .martyrdomOfFatima: return (6, 3, 1)
    case .birthOfImamAli: return (7, 13, 1)
    case .martyrdomOfImamAli: return (9, 21, 1)
    case .martyrdomOfImamSadiq: return (10, 25, 1)
    }
  }
}

extension HijriCalendar {
  /// Every occasion of a Hijri year that `set` holds, in calendar order (by default every
  /// occasion at its usual rule).
  public func occasions(inYear year: Int, in set: OccasionSet = .every) throws(HijriError) -> [OccasionDate] {
    var result: [OccasionDate] = []
    for rule in set.rules {
      result.append(try occasion(rule, inYear: year))
    }
    return result.sorted { ($0.observed, $0.occasion.rawValue) < ($1.observed, $1.occasion.rawValue) }
  }

  /// One occasion of a Hijri year, at its usual rule.
  public func occasion(_ occasion: Occasion, inYear year: Int) throws(HijriError) -> OccasionDate {
    try self.occasion(occasion.rule, inYear: year)
  }

  /// One occasion of a Hijri year, as `rule` keeps it. Day 30 is the month's last day: the 29th
  /// in a month of 29 days (Iran's martyrdom of Imam Reza, "the last day of Safar").
  public func occasion(_ rule: OccasionRule, inYear year: Int) throws(HijriError) -> OccasionDate {
    let first = rule.day == 30 ? try monthLength(year: year, month: rule.month) : rule.day
    var jdn = try julianDayNumber(of: HijriDate(unchecked: year, rule.month, first))
    if rule.occasion == .raghaib {
      // The first Friday of Rajab (ISO weekday 5); the night is the Thursday evening before it.
      let weekday = CivilDate(julianDayNumber: jdn).isoWeekday
      jdn += (5 - weekday + 7) % 7
    }
    let day = try hijri(julianDayNumber: jdn)
    return OccasionDate(
      occasion: rule.occasion, hijri: day.date, day: CivilDate(julianDayNumber: jdn),
      lastDay: CivilDate(julianDayNumber: jdn + rule.days - 1),
      evening: rule.isNight ? CivilDate(julianDayNumber: jdn - 1) : nil,
      isEstimated: day.isEstimated, isPredicted: day.isPredicted)
  }

  /// The occasions of `set` observed (evening or day) from `start` through `end`.
  public func occasions(from start: CivilDate, through end: CivilDate, in set: OccasionSet = .every)
    throws(HijriError) -> [OccasionDate]
  {
    guard start <= end else { return [] }
    let first = try hijri(from: start).date.year
    let last = try hijri(from: end.adding(days: 1)).date.year
    var result: [OccasionDate] = []
    for year in first...last {
      for o in try occasions(inYear: year, in: set) where o.observed >= start && o.observed <= end {
        result.append(o)
      }
    }
    return result
  }
}
