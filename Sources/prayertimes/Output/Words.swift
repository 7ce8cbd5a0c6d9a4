import Astro
import PrayerSnapshot

/// The words of the localized table and the calendar file that ``Localizer`` does not have: column
/// titles, the names of the times that are not prayers, the footnotes.
///
/// Prayer names, weekdays, dates, times and numbers come from ``Localizer``; this is only the
/// frame around them.
struct Words {
  let lang: SnapshotLanguage
  let localizer: Localizer

  init(_ locale: SnapshotLocale) {
    lang = locale.lang
    localizer = Localizer(locale: locale)
  }

  private func pick(_ en: String, _ ar: String, _ tr: String) -> String {
    switch lang {
    case .en: return en
    case .ar: return ar
    case .tr: return tr
    }
  }

  var date: String { pick("Date", "التاريخ", "Tarih") }
  var day: String { pick("Day", "اليوم", "Gün") }
  var hijri: String { pick("Hijri", "الهجري", "Hicri") }
  var ramadan: String { pick("Ramadan", "رمضان", "Ramazan") }
  var iftar: String { pick("Iftar", "الإفطار", "İftar") }
  var prayerTimes: String { pick("Prayer times", "مواقيت الصلاة", "Namaz vakitleri") }

  /// The name of a time in a column title or an event: the five prayers and sunrise from
  /// ``Localizer`` (Dhuhr as Jumu'ah on Fridays when `friday`), the others from here. Turkish
  /// calls Fajr "İmsak" (Diyanet's word, ``Localizer``), so the method's imsak, a precaution
  /// before it, is "Sahur" there (the end of the pre-dawn meal).
  func name(_ kind: TimeKind, friday: Bool = false) -> String {
    switch kind {
    case .fajr: return localizer.prayerName(.fajr, onFriday: false)
    case .dhuhr: return localizer.prayerName(.dhuhr, onFriday: friday)
    case .asr: return localizer.prayerName(.asr, onFriday: false)
    case .maghrib: return localizer.prayerName(.maghrib, onFriday: false)
    case .isha: return localizer.prayerName(.isha, onFriday: false)
    case .sunrise: return localizer.sunriseName
    case .imsak: return pick("Imsak", "الإمساك", "Sahur")
    case .midnight: return pick("Midnight", "منتصف الليل", "Gece yarısı")
    case .dhuha: return pick("Duha", "الضحى", "Kuşluk")
    case .sunset: return pick("Sunset", "الغروب", "Gün batımı")
    case .firstThird: return pick("First third of the night", "الثلث الأول من الليل", "Gecenin ilk üçte biri")
    case .lastThird: return pick("Last third of the night", "الثلث الأخير من الليل", "Gecenin son üçte biri")
    }
  }

  // MARK: - Footnotes

  var estimatedNote: String {
    pick(
      "* from a high-latitude rule or polar resolution, not the sky",
      "* من قاعدة خطوط العرض العليا أو من حلّ الأيام القطبية، لا من السماء",
      "* yüksek enlem kuralından veya kutup çözümünden, gökyüzünden değil")
  }
  var estimatedPhrase: String {
    pick(
      "Estimated: from a high-latitude rule or polar resolution, not the sky",
      "تقديري: من قاعدة خطوط العرض العليا أو من حلّ الأيام القطبية، لا من السماء",
      "Tahmini: yüksek enlem kuralından veya kutup çözümünden, gökyüzünden değil")
  }
  var missingNote: String {
    pick(
      "--:-- the event does not happen that day", "--:-- لا يحدث هذا الوقت في ذلك اليوم",
      "--:-- bu vakit o gün oluşmuyor")
  }
  var otherDayNote: String {
    pick(
      "-1 / +1 on the day before / after the row's date",
      "-1 / +1 في اليوم السابق / التالي لتاريخ الصف",
      "-1 / +1 satırın tarihinden bir gün önce / sonra")
  }
  var hijriEstimatedNote: String {
    pick(
      "* on a Hijri date: a tabular estimate, outside the calendar's table",
      "* على التاريخ الهجري: تقدير حسابي خارج جدول التقويم",
      "* Hicri tarihte: takvimin tablosu dışında, hesapla tahmin")
  }
  /// The note under a table whose Hijri dates come from an astronomical rule's prediction.
  func hijriPredictedNote(_ calendar: String) -> String {
    pick(
      "Hijri dates: predicted from the Moon (\(calendar)); the authority may announce another day",
      "التواريخ الهجرية: متوقعة من القمر (\(calendar))؛ قد تعلن الجهة المختصة يومًا آخر",
      "Hicri tarihler: Ay'dan öngörülmüştür (\(calendar)); resmi ilan başka bir gün olabilir")
  }
  var hijriMissingNote: String {
    pick(
      "- no Hijri date in this calendar (before 1 AH)", "- لا تاريخ هجري في هذا التقويم (قبل ١ هـ)",
      "- bu takvimde Hicri tarih yok (1 Hicri'den önce)")
  }
  func fridayNote(_ friday: String) -> String {
    pick(
      "\(friday): the Friday prayer, at the Dhuhr time", "\(friday): صلاة الجمعة في وقت الظهر",
      "\(friday): Cuma namazı, öğle vaktinde")
  }
  func ramadanIshaNote(_ minutes: String) -> String {
    pick(
      "Isha in Ramadan: \(minutes) minutes after Maghrib (the method's Ramadan rule)",
      "العشاء في رمضان: بعد المغرب بـ\(minutes) دقيقة (قاعدة الطريقة في رمضان)",
      "Ramazan'da yatsı: akşamdan \(minutes) dakika sonra (yöntemin Ramazan kuralı)")
  }
}

/// Strings for layout: the width a terminal gives them, and bidi marks removed.
enum TextWidth {
  /// Columns on a terminal: one per scalar, none for combining marks and format characters
  /// (LRM, RLM, ALM…). Wide East Asian characters do not occur in this output.
  static func of(_ s: String) -> Int {
    var n = 0
    for scalar in s.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: continue
      default: n += 1
      }
    }
    return n
  }

  /// `s` without LRM and RLM (a finished string used inside a larger one).
  static func unmarked(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "\u{200E}" && $0 != "\u{200F}" }))
  }
}
