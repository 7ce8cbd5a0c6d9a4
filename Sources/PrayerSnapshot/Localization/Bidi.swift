// The bidi finishing rule (issue 4; UAX #9 rules P2–P3, https://www.unicode.org/reports/tr9/;
// https://www.w3.org/International/questions/qa-bidi-unicode-controls): a display string gets a
// direction mark only where its first strong character would mislead — where a renderer that takes
// a paragraph's direction from its first strong character would choose the wrong one for the
// string's language. Everything else is left exactly as ICU would write it (the time strings equal
// Foundation's formatter output), and the snapshot carries `dir`, from which the widget sets its
// layout direction instead of inheriting the device's.
//
// Invisible characters this layer emits, and where:
// - U+200F RIGHT-TO-LEFT MARK (RLM): first character of an Arabic string whose first strong
//   character is left-to-right (a Latin word at the start: "Wi-Fi …", or Bengali digits ০–৯,
//   which are letters to UAX #9: "৫:০৪ ص").
// - U+200E LEFT-TO-RIGHT MARK (LRM): first character of an English or Turkish string whose first
//   strong character is right-to-left (an Arabic name at the start).
// - U+202F NARROW NO-BREAK SPACE (NNBSP): inside 12-hour times, as ICU/CLDR 46 writes them — en
//   between the time and AM/PM (`5:04<NNBSP>AM`), tr between ÖÖ/ÖS and the time.
// - U+00A0 NO-BREAK SPACE (NBSP): Arabic 12-hour times, between the time and ص/م (`٥:٠٤<NBSP>ص`).
// Nothing else: no ALM, no isolates, no embeddings; all other spaces are U+0020.

extension Localizer {
  /// Applies the bidi finishing rule to a display string of language `lang`: a U+200F RLM prefix
  /// for an Arabic string whose first strong character (bidi class L, R or AL) is left-to-right,
  /// a U+200E LRM prefix for an English or Turkish string whose first strong character is
  /// right-to-left; otherwise — including strings with no strong character, such as `05:04` —
  /// the string is returned unchanged. Idempotent.
  public static func bidiFinished(_ s: String, lang: SnapshotLanguage) -> String {
    for scalar in s.unicodeScalars {
      switch BidiStart(scalar) {
      case .leftToRight: return lang.isRightToLeft ? "\u{200F}" + s : s
      case .rightToLeft: return lang.isRightToLeft ? s : "\u{200E}" + s
      case .arabicNumber, .other: continue
      }
    }
    return s
  }
}

/// The part of a character's UAX #9 bidi class the finishing rule needs.
///
/// Table-driven (no ICU): letters of the right-to-left blocks are R/AL, the AN code points are
/// listed, other letters are L except the modifier letters whose class is ON; decimal digits
/// are EN (European and Extended Arabic-Indic ones, listed), AN (Arabic-Indic) or their
/// script's (Bengali ০–৯ L). Checked against
/// ICU's `u_charDirection` for every code point in the tests: where this says
/// `leftToRight`, `rightToLeft` or `arabicNumber`, ICU agrees; everything it calls `other` is
/// weak or neutral to ICU or was conservatively left undecided (then a mark is added, which is
/// harmless).
enum BidiStart: Equatable {
  /// Class L.
  case leftToRight
  /// Class R or AL.
  case rightToLeft
  /// Class AN.
  case arabicNumber
  /// Anything else (EN, ES, ET, CS, NSM, BN, WS, ON, explicit embeddings and isolates…).
  case other

  init(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    // Fast paths for what the snapshot is made of: ASCII, and the basic Arabic letters.
    if v < 0x80 {
      self = (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) ? .leftToRight : .other
      return
    }
    if (0x0621...0x064A).contains(v) {
      self = .rightToLeft
      return
    }
    switch v {
    case 0x200E: self = .leftToRight  // LRM
    case 0x200F, 0x061C: self = .rightToLeft  // RLM, ALM
    case 0x00A0, 0x202F: self = .other  // NBSP, NNBSP (in the times this layer writes)
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B...0x066C, 0x06DD, 0x0890...0x0891, 0x08E2,
      0x10D30...0x10D39, 0x10D40...0x10D49, 0x10E60...0x10E7E:
      self = .arabicNumber
    default:
      if scalar.properties.generalCategory == .decimalNumber {
        // Digits other than the European and Arabic ones take their script's side: Bengali
        // ০–৯ are L, NKo's R.
        self = BidiStart.isEuropeanNumber(v) ? .other : BidiStart.isRightToLeftBlock(v) ? .rightToLeft : .leftToRight
        return
      }
      guard BidiStart.isLetter(scalar) else {
        self = .other
        return
      }
      if BidiStart.isRightToLeftBlock(v) {
        self = .rightToLeft
      } else if BidiStart.isNeutralLetter(v) {
        self = .other
      } else {
        self = .leftToRight
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
