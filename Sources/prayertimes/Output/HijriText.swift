import Hijri

/// The occasions' English names in the text of `occasions` (the other languages come with the
/// localization tables).
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
}
