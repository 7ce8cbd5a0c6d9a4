// The bidi finishing rule (issue 4; UAX #9 rules P2–P3 and W7, https://www.unicode.org/reports/tr9/;
// https://www.w3.org/International/questions/qa-bidi-unicode-controls): a display string gets a
// direction mark only where its start would mislead — where a renderer that takes a paragraph's
// direction from its first strong character would choose the wrong one for the string's language,
// or, in a right-to-left language, where European digits (class EN: 0–9, Persian ۰–۹) come before
// the first strong character: a paragraph laid out left to right (a forced-LTR label, a container
// that ignores `dir`) makes those digits left-to-right by rule W7 and shows `۲۹ ۲۰۲۶ نوامبر`.
// Arabic-Indic digits (class AN) need no mark: they keep a right-to-left run together in either
// paragraph direction. Everything else is left exactly as ICU would write it (the time strings
// equal Foundation's formatter output but for that leading mark), and the snapshot carries `dir`,
// from which the widget sets its layout direction instead of inheriting the device's.
//
// Invisible characters this layer emits, and where:
// - U+200F RIGHT-TO-LEFT MARK (RLM): first character of a string of a right-to-left language (ar,
//   fa, ur) whose first strong character is left-to-right (a Latin word at the start: "Wi-Fi …",
//   ICU's LRM in an Urdu time, or Bengali digits ০–৯, which are letters to UAX #9: "৫:০৪ ص") or
//   comes after European digits (`۲۹ نوامبر ۲۰۲۶`, `5:04 ص` with `--digits latn`).
// - U+200E LRM: first character of a left-to-right language's string whose first strong
//   character is right-to-left (an Arabic name at the start).
// Invisible characters the tables' words and patterns hold (as ICU/CLDR 46 writes them):
// - U+202F NARROW NO-BREAK SPACE (NNBSP): inside 12-hour times — en between the time and AM/PM
//   (`5:04<NNBSP>AM`), tr between ÖÖ/ÖS and the time; the Turkish units (`2<NNBSP>sa.`).
// - U+00A0 NO-BREAK SPACE (NBSP): Arabic 12-hour times, between the time and ص/م (`٥:٠٤<NBSP>ص`).
// - U+200E LRM at the start of ur's 12-hour pattern (`<LRM>h:mm a`, ICU's own).
// - U+200C ZERO WIDTH NON-JOINER in Persian words (`نیمه‌شب`, `قبل‌ازظهر`), U+200D ZERO WIDTH
//   JOINER in the Persian era `ه‍.ق.`.
// Nothing else: no ALM, no isolates, no embeddings.

extension Localizer {
  /// Applies the bidi finishing rule to a display string of language `lang`: a U+200F RLM prefix
  /// for a right-to-left language's string whose first strong character (bidi class L, R or AL)
  /// is left-to-right or comes after a European digit (class EN), a U+200E LRM prefix for a
  /// left-to-right language's string whose first strong character is right-to-left; otherwise —
  /// including strings with no strong character, such as `05:04` — the string is returned
  /// unchanged. Idempotent.
  public static func bidiFinished(_ s: String, lang: SnapshotLanguage) -> String {
    var lead = BidiLead()
    for scalar in s.unicodeScalars {
      lead.read(BidiStart(scalar))
      if lead.isDecided { break }
    }
    guard let mark = lead.mark(rightToLeft: lang.isRightToLeft) else { return s }
    return String(mark) + s
  }
}

/// What the bidi rule reads of a string's start: the direction of its first strong character
/// and whether a European digit (class EN) comes before it.
struct BidiLead: Equatable {
  /// `.leftToRight` or `.rightToLeft`; `nil` while no strong character has come.
  private(set) var strong: BidiStart?
  /// A European digit came before the first strong character.
  private(set) var numberFirst = false

  /// A strong character has come: what follows changes nothing.
  var isDecided: Bool { strong != nil }

  /// Reads the next character's class.
  mutating func read(_ c: BidiStart) {
    guard strong == nil else { return }
    switch c {
    case .leftToRight, .rightToLeft: strong = c
    case .europeanNumber: numberFirst = true
    case .arabicNumber, .other: break
    }
  }

  /// The start of this string followed by one whose start is `next`.
  func followed(by next: BidiLead) -> BidiLead {
    guard strong == nil else { return self }
    var joined = next
    joined.numberFirst = numberFirst || next.numberFirst
    return joined
  }

  /// The mark a string that starts so gets in a language written right to left or not.
  func mark(rightToLeft: Bool) -> Unicode.Scalar? {
    switch strong {
    case .leftToRight where rightToLeft: return "\u{200F}"
    case .rightToLeft where rightToLeft: return numberFirst ? "\u{200F}" : nil
    case .rightToLeft: return "\u{200E}"
    default: return nil
    }
  }
}

/// The part of a character's UAX #9 bidi class the finishing rule needs.
///
/// Table-driven (no ICU): letters of the right-to-left blocks are R/AL, the AN code points are
/// listed, other letters are L except the modifier letters whose class is ON; decimal digits
/// are EN (European and Extended Arabic-Indic ones, listed), AN (Arabic-Indic) or their
/// script's (Bengali ০–৯ L). Checked against
/// ICU's `u_charDirection` for every code point in the tests: where this says
/// `leftToRight`, `rightToLeft`, `arabicNumber` or `europeanNumber`, ICU agrees, and every AN and
/// EN code point is known as such; everything it calls `other` is
/// weak or neutral to ICU or was conservatively left undecided (then a mark is added, which is
/// harmless).
enum BidiStart: Equatable {
  /// Class L.
  case leftToRight
  /// Class R or AL.
  case rightToLeft
  /// Class AN.
  case arabicNumber
  /// Class EN (0–9, ۰–۹ U+06F0–U+06F9, superscripts, fullwidth and mathematical digits).
  case europeanNumber
  /// Anything else (ES, ET, CS, NSM, BN, WS, ON, explicit embeddings and isolates…).
  case other

  init(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    // Fast paths for what the snapshot is made of: ASCII, and the basic Arabic letters.
    if v < 0x80 {
      self =
        (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        ? .leftToRight : (0x30...0x39).contains(v) ? .europeanNumber : .other
      return
    }
    if (0x0621...0x064A).contains(v) {
      self = .rightToLeft
      return
    }
    // The locales' other digits, and the spaces of their times (NBSP, NNBSP).
    if (0x0660...0x0669).contains(v) {
      self = .arabicNumber
      return
    }
    if (0x06F0...0x06F9).contains(v) {
      self = .europeanNumber
      return
    }
    if v == 0x00A0 || v == 0x202F {
      self = .other
      return
    }
    self = BidiStart.searched(scalar)
  }

  /// The class of a character the fast paths of ``init(_:)`` do not know (apart, so that they do
  /// not pay for its Unicode property look-ups' set-up).
  @inline(never)
  private static func searched(_ scalar: Unicode.Scalar) -> BidiStart {
    let v = scalar.value
    switch v {
    case 0x200E: return .leftToRight  // LRM
    case 0x200F, 0x061C: return .rightToLeft  // RLM, ALM
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B...0x066C, 0x06DD, 0x0890...0x0891, 0x08E2,
      0x10D30...0x10D39, 0x10D40...0x10D49, 0x10E60...0x10E7E:
      return .arabicNumber
    case 0x00B2...0x00B3, 0x00B9, 0x06F0...0x06F9, 0x2070, 0x2074...0x2079, 0x2080...0x2089,
      0x2488...0x249B, 0xFF10...0xFF19, 0x102E1...0x102FB, 0x1CCF0...0x1CCF9, 0x1D7CE...0x1D7FF,
      0x1F100...0x1F10A, 0x1FBF0...0x1FBF9:
      return .europeanNumber
    default:
      if scalar.properties.generalCategory == .decimalNumber {
        // Digits other than the European and Arabic ones take their script's side: Bengali
        // ০–৯ are L, NKo's R.
        return BidiStart.isEuropeanNumber(v) ? .europeanNumber : BidiStart.isRightToLeftBlock(v) ? .rightToLeft : .leftToRight
      }
      guard BidiStart.isLetter(scalar) else { return .other }
      if BidiStart.isRightToLeftBlock(v) {
        return .rightToLeft
      } else if BidiStart.isNeutralLetter(v) {
        return .other
      } else {
        return .leftToRight
      }
    }
  }

  /// Letters and spacing marks (general categories L* and Mc).
  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .spacingMark:
      return true
    default:
      return false
    }
  }

  /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms and
  /// supplementary right-to-left blocks.
  private static func isRightToLeftBlock(_ v: UInt32) -> Bool {
    (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v)
      || (0xFE70...0xFEFF).contains(v) || (0x10800...0x10FFF).contains(v)
      || (0x1E800...0x1EFFF).contains(v)
  }

  /// Decimal digits of bidi class EN beyond ASCII: Extended Arabic-Indic ۰–۹, fullwidth, the
  /// mathematical, outlined and segmented ones.
  private static func isEuropeanNumber(_ v: UInt32) -> Bool {
    (0x06F0...0x06F9).contains(v) || (0xFF10...0xFF19).contains(v) || (0x1D7CE...0x1D7FF).contains(v)
      || (0x1CCF0...0x1CCF9).contains(v) || (0x1FBF0...0x1FBF9).contains(v)
  }

  /// Modifier letters whose bidi class is ON, not L (Unicode 16).
  private static func isNeutralLetter(_ v: UInt32) -> Bool {
    switch v {
    case 0x02B9...0x02BA, 0x02C6...0x02CF, 0x02EC, 0x0374, 0x2E2F, 0xA67F, 0xA717...0xA71F,
      0xA788:
      return true
    default:
      return false
    }
  }
}

extension Localizer {
  /// `s` without LRM and RLM anywhere: a finished string inside a larger one (a table cell, a
  /// calendar event) whose direction the container sets.
  public static func withoutMarks(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "\u{200E}" && $0 != "\u{200F}" }))
  }
}
