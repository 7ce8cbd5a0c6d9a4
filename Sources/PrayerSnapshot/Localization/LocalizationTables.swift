import Hijri

/// The words of every language, in fixed tables (no ICU at run time).
///
/// Where the names are CLDR's (weekdays, Gregorian months, Arabic and Turkish Hijri months,
/// day periods), they are copied from CLDR 46 as ICU 76 prints them, and the tests compare them
/// with Foundation's `DateFormatter` symbols. Arabic letters are plain Unicode code points (no
/// presentation forms); Arabic strings carry tashkil only where noted.
struct LocalizationTable: Sendable {
  /// Fajr, Dhuhr, Asr, Maghrib, Isha (in ``PrayerID`` order).
  let prayers: [String]
  /// Dhuhr on Friday.
  let friday: String
  /// Sunrise.
  let sunrise: String
  /// ISO weekdays Monday … Sunday.
  let weekdays: [String]
  /// Gregorian months January … December (CLDR format-context wide names).
  let gregorianMonths: [String]
  /// Hijri months Muharram … Dhu al-Hijjah.
  let hijriMonths: [String]
  /// AM and PM of a 12-hour time (CLDR `a`, abbreviated).
  let am: String
  let pm: String

  let needsRefresh: String
  let openApp: String
  let markPrayed: String
  let prayed: String
  let unmark: String
  /// The zero countdown ("now").
  let now: String
  /// The compact hour and minute units of the calm countdown.
  let hourUnit: String
  let minuteUnit: String
  /// Day offsets 0, +1, −1.
  let today: String
  let tomorrow: String
  let yesterday: String

  static func of(_ lang: SnapshotLanguage) -> LocalizationTable {
    switch lang {
    case .en: return en
    case .ar: return ar
    case .tr: return tr
    }
  }

  static let en = LocalizationTable(
    prayers: ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"],
    friday: "Jumu'ah",  // ASCII apostrophe U+0027
    sunrise: "Sunrise",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    gregorianMonths: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ],
    // Our own table (CLDR's "Jumada II", "Dhuʻl-Qiʻdah" are not what users expect): the common
    // ASCII transliteration with the article written "al-" and every ʿayn written as an ASCII
    // apostrophe U+0027 (as in "Jumu'ah"), the forms of the `hijridate` Umm al-Qura library.
    hijriMonths: [
      "Muharram", "Safar", "Rabi' al-Awwal", "Rabi' al-Thani", "Jumada al-Ula",
      "Jumada al-Akhirah", "Rajab", "Sha'ban", "Ramadan", "Shawwal", "Dhu al-Qa'dah",
      "Dhu al-Hijjah",
    ],
    am: "AM", pm: "PM",
    needsRefresh: "Times need a refresh",
    openApp: "Open the app to update",
    markPrayed: "I prayed",
    prayed: "Prayed",
    unmark: "Undo",
    now: "now",
    hourUnit: "h", minuteUnit: "min",
    today: "Today", tomorrow: "Tomorrow", yesterday: "Yesterday")

  static let ar = LocalizationTable(
    prayers: ["الفجر", "الظهر", "العصر", "المغرب", "العشاء"],
    friday: "الجمعة",
    sunrise: "الشروق",
    weekdays: ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"],
    gregorianMonths: [
      "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
      "نوفمبر", "ديسمبر",
    ],
    // ICU's islamic-umalqura names (KACST forms: ربيع الآخر, جمادى الآخرة).
    hijriMonths: [
      "محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان",
      "رمضان", "شوال", "ذو القعدة", "ذو الحجة",
    ],
    am: "ص", pm: "م",  // U+0635, U+0645
    needsRefresh: "المواقيت بحاجة إلى تحديث",
    openApp: "افتح التطبيق للتحديث",
    markPrayed: "صلّيت",  // with shadda U+0651
    prayed: "تمّت",  // with shadda U+0651: "(the prayer) is done", agreeing with صلاة
    unmark: "تراجع",
    now: "الآن",
    hourUnit: "س", minuteUnit: "د",  // CLDR abbreviations, U+0633, U+062F
    today: "اليوم", tomorrow: "غدًا", yesterday: "أمس")  // غدًا: fathatan U+064B before alef

  static let tr = LocalizationTable(
    prayers: ["İmsak", "Öğle", "İkindi", "Akşam", "Yatsı"],
    friday: "Cuma",
    sunrise: "Güneş",
    weekdays: ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
    gregorianMonths: [
      "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
      "Kasım", "Aralık",
    ],
    // Diyanet's feed and ICU agree (no circumflexes).
    hijriMonths: [
      "Muharrem", "Safer", "Rebiülevvel", "Rebiülahir", "Cemaziyelevvel", "Cemaziyelahir", "Recep",
      "Şaban", "Ramazan", "Şevval", "Zilkade", "Zilhicce",
    ],
    am: "ÖÖ", pm: "ÖS",
    needsRefresh: "Vakitlerin yenilenmesi gerekiyor",
    openApp: "Güncellemek için uygulamayı açın",
    markPrayed: "Kıldım",
    prayed: "Kılındı",
    unmark: "Geri al",
    now: "şimdi",
    hourUnit: "sa", minuteUnit: "dk",
    today: "Bugün", tomorrow: "Yarın", yesterday: "Dün")

  /// Occasion names (Turkish as Diyanet's "Dini Günler" list prints them,
  /// https://vakithesaplama.diyanet.gov.tr/dini_gunler.php).
  static func occasion(_ occasion: Occasion, _ lang: SnapshotLanguage) -> String {
    switch (occasion, lang) {
    case (.islamicNewYear, .en): return "Islamic New Year"
    case (.islamicNewYear, .ar): return "رأس السنة الهجرية"
    case (.islamicNewYear, .tr): return "Hicri Yılbaşı"
    case (.ashura, .en): return "Day of Ashura"
    case (.ashura, .ar): return "يوم عاشوراء"
    case (.ashura, .tr): return "Aşure Günü"
    case (.mawlid, .en): return "Mawlid al-Nabi"
    case (.mawlid, .ar): return "المولد النبوي الشريف"
    case (.mawlid, .tr): return "Mevlid Kandili"
    case (.rajabStart, .en): return "Start of Rajab"
    case (.rajabStart, .ar): return "بداية شهر رجب"
    case (.rajabStart, .tr): return "Üç Ayların Başlangıcı"
    case (.raghaib, .en): return "Laylat al-Raghaib"
    case (.raghaib, .ar): return "ليلة الرغائب"
    case (.raghaib, .tr): return "Regaib Kandili"
    case (.israMiraj, .en): return "Isra and Mi'raj"
    case (.israMiraj, .ar): return "الإسراء والمعراج"
    case (.israMiraj, .tr): return "Miraç Kandili"
    case (.midShaban, .en): return "Mid-Sha'ban"
    case (.midShaban, .ar): return "ليلة النصف من شعبان"
    case (.midShaban, .tr): return "Berat Kandili"
    case (.ramadanStart, .en): return "Start of Ramadan"
    case (.ramadanStart, .ar): return "بداية شهر رمضان"
    case (.ramadanStart, .tr): return "Ramazan Başlangıcı"
    case (.laylatAlQadr, .en): return "Laylat al-Qadr"
    case (.laylatAlQadr, .ar): return "ليلة القدر"
    case (.laylatAlQadr, .tr): return "Kadir Gecesi"
    case (.eidAlFitr, .en): return "Eid al-Fitr"
    case (.eidAlFitr, .ar): return "عيد الفطر"
    case (.eidAlFitr, .tr): return "Ramazan Bayramı"
    case (.dayOfArafah, .en): return "Day of Arafah"
    case (.dayOfArafah, .ar): return "يوم عرفة"
    case (.dayOfArafah, .tr): return "Arefe"
    case (.eidAlAdha, .en): return "Eid al-Adha"
    case (.eidAlAdha, .ar): return "عيد الأضحى"
    case (.eidAlAdha, .tr): return "Kurban Bayramı"
    case (.daysOfTashreeq, .en): return "Days of Tashreeq"
    case (.daysOfTashreeq, .ar): return "أيام التشريق"
    case (.daysOfTashreeq, .tr): return "Teşrik Günleri"
    }
  }
}
