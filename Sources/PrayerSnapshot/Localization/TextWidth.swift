
/// Strings for layout: the width a terminal gives them, and bidi marks removed.
public enum TextWidth: Sendable {
  /// Columns on a terminal: one per scalar, none for combining marks and format characters
  /// (LRM, RLM, ALM…). Wide East Asian characters do not occur in this output.
  public static func of(_ s: String) -> Int {
    var n = 0
    for scalar in s.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: continue
      default: n += 1
      }
    }
    return n
  }

}
