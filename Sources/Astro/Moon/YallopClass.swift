/// Yallop's visibility classes (NAO Technical Note 69, 1997, Table 6).
public enum YallopClass: String, Sendable, Hashable, CaseIterable, Codable {
  /// q > +0.216: easily visible to the naked eye.
  case a = "A"
  /// +0.216 ≥ q > −0.014: visible under perfect conditions.
  case b = "B"
  /// −0.014 ≥ q > −0.160: may need optical aid to find the crescent.
  case c = "C"
  /// −0.160 ≥ q > −0.232: will need optical aid.
  case d = "D"
  /// −0.232 ≥ q > −0.293: not visible with a telescope.
  case e = "E"
  /// q ≤ −0.293: not visible; below the Danjon limit.
  case f = "F"

  /// The classes A–E with the q each needs to exceed (Table 6); a q at or below the last is F.
  public static let qThresholds: [(YallopClass, Double)] = [
    (.a, 0.216), (.b, -0.014), (.c, -0.160), (.d, -0.232), (.e, -0.293),
  ]

  /// The class of a q value (F for NaN).
  public init(q: Double) {
    self = Self.qThresholds.first { q > $0.1 }?.0 ?? .f
  }

  /// Yallop's wording.
  public var meaning: String {
    switch self {
    case .a: return "easily visible"
    case .b: return "visible under perfect conditions"
    case .c: return "may need optical aid to find the crescent"
    case .d: return "will need optical aid to find the crescent"
    case .e: return "not visible with a telescope"
    case .f: return "not visible, below the Danjon limit"
    }
  }
}
