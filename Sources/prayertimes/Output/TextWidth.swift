import Astro
import PrayerSnapshot

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
