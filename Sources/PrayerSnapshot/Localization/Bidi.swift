// The bidi finishing rule (l10n.md §5.4): every string the Localizer returns must read correctly
// even when the widget's container has the wrong paragraph direction (an Arabic snapshot in an
// English environment, or the reverse).
//
// Invisible characters this layer emits, and where:
// - U+200F RIGHT-TO-LEFT MARK (RLM): first character of an Arabic string that would otherwise
//   start with something that is not right-to-left — Latin digits (`‏5:04 ص`, `‏2 س 15 د`,
//   `‏19 جمادى الآخرة 1448 هـ` with `digits: .latn`). Arabic strings that start with an Arabic
//   letter or an Arabic-Indic digit (bidi class AN, which UAX #9 keeps on the right of the
//   following Arabic word in an LTR paragraph too) get nothing.
// - U+200E LEFT-TO-RIGHT MARK (LRM): first character of an English or Turkish string that starts
//   with a digit or anything else that is not a left-to-right letter (`‎5:04 AM`, `‎05:04`,
//   `‎2 gün sonra`, `‎29 November 2026`). With `digits: .arab` an English or Turkish string also
//   gets an LRM on each side of every run of Arabic-Indic digits that has text on that side
//   (`‎٥:٠٤‎ AM`, `In ‎٢‎ days`, `ÖÖ ‎٥:٠٤`): UAX #9 resolves a neutral next to an AN digit as if
//   the digit were right-to-left, so without them "AM" would jump to the left of the time in an
//   RTL container.
// - U+202F NARROW NO-BREAK SPACE (NNBSP): inside 12-hour times, as ICU/CLDR 46 writes them — en
//   between the time and AM/PM (`5:04<NNBSP>AM`), tr between ÖÖ/ÖS and the time.
// - U+00A0 NO-BREAK SPACE (NBSP): Arabic 12-hour times, between the time and ص/م (`٥:٠٤<NBSP>ص`).
// Nothing else: no ALM, no isolates, no embeddings; all other spaces are U+0020.

extension Localizer {
  /// Applies the bidi finishing rule to a finished display string of language `lang`.
  ///
  /// - Arabic (`rtl`): unless the first character is right-to-left (bidi class R or AL: an
  ///   Arabic or Hebrew letter, RLM, ALM) or an Arabic number (class AN: Arabic-Indic digits
  ///   U+0660–U+0669, which render robustly — l10n.md §5.2), the string gets a U+200F RLM prefix.
  ///   A Latin digit, an Extended Arabic-Indic digit (class EN), punctuation or a Latin letter at
  ///   the start would otherwise be laid out left to right in an LTR container.
  /// - English and Turkish (`ltr`): unless the first character is a left-to-right letter (class
  ///   L, including LRM), the string gets a U+200E LRM prefix — a leading digit (EN or AN) or
  ///   neutral would otherwise be placed on the right in an RTL container. Runs of Arabic-Indic
  ///   digits (class AN, with a single ":" between two digits counted in the run) are also
  ///   bracketed by LRM on every side that has other text (an existing LRM is reused), because
  ///   an AN run makes its neutral neighbours right-to-left in an RTL container.
  /// - The empty string is returned as is. The rule is idempotent (RLM is class R, LRM class L).
  public static func bidiFinished(_ s: String, lang: SnapshotLanguage) -> String {
    guard let first = s.unicodeScalars.first else { return s }
    let start = BidiStart(first)
    if lang.isRightToLeft {
      return start == .rightToLeft || start == .arabicNumber ? s : "\u{200F}" + s
    }
    let marked = isolatingArabicNumbers(s)
    return start == .leftToRight ? marked : "\u{200E}" + marked
  }

  /// `s` with an LRM on each side of every AN run that has other text on that side.
  private static func isolatingArabicNumbers(_ s: String) -> String {
    // Arabic-Indic digits (U+0660…U+0669) and the other AN characters handled here all start
    // with the UTF-8 lead byte 0xD8 or 0xD9: without one there is nothing to isolate.
    guard s.utf8.contains(where: { $0 == 0xD8 || $0 == 0xD9 || $0 == 0xDB }) else { return s }
    let scalars = Array(s.unicodeScalars)
    guard scalars.contains(where: { BidiStart($0) == .arabicNumber }) else { return s }
    let lrm: Unicode.Scalar = "\u{200E}"
    func isNumber(_ i: Int) -> Bool {
      guard scalars.indices.contains(i) else { return false }
      if BidiStart(scalars[i]) == .arabicNumber { return true }
      // A single ":" between two AN digits is part of the number (UAX #9 rule W4).
      return scalars[i] == ":" && i > 0 && i + 1 < scalars.count
        && BidiStart(scalars[i - 1]) == .arabicNumber
        && BidiStart(scalars[i + 1]) == .arabicNumber
    }
    var out = String.UnicodeScalarView()
    for i in scalars.indices {
      if isNumber(i) && !isNumber(i - 1) && i > 0 && scalars[i - 1] != lrm { out.append(lrm) }
      out.append(scalars[i])
      if isNumber(i) && !isNumber(i + 1) && i + 1 < scalars.count && scalars[i + 1] != lrm {
        out.append(lrm)
      }
    }
    return String(out)
  }
}

/// The part of a character's UAX #9 bidi class the finishing rule needs.
///
/// Table-driven (no ICU): letters of the right-to-left blocks are R/AL, the AN code points are
/// listed, other letters are L except the modifier letters whose class is ON. Checked against
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
    switch v {
    case 0x200E: self = .leftToRight  // LRM
    case 0x200F, 0x061C: self = .rightToLeft  // RLM, ALM
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B...0x066C, 0x06DD, 0x0890...0x0891, 0x08E2,
      0x10D30...0x10D39, 0x10D40...0x10D49, 0x10E60...0x10E7E:
      self = .arabicNumber
    default:
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
