import Hijri
import PrayerSnapshot

/// What `hijri`, `gregorian` and `occasions` say about a calendar and its dates, in text and JSON.
enum HijriText {
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
