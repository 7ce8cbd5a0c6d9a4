/// Odeh's visibility zones (Experimental Astronomy 18 (2004) 39–64, §5).
public enum OdehZone: String, Sendable, Hashable, CaseIterable, Codable {
  /// V ≥ 5.65: visible by the naked eye.
  case a = "A"
  /// 2 ≤ V < 5.65: visible by optical aid, and could be seen by the naked eye.
  case b = "B"
  /// −0.96 ≤ V < 2: visible by optical aid only.
  case c = "C"
  /// V < −0.96: not visible even by optical aid.
  case d = "D"

  /// The zones A–C with the least V each needs (§5); a V below the last is D.
  public static let vThresholds: [(OdehZone, Double)] = [(.a, 5.65), (.b, 2), (.c, -0.96)]

  /// The zone of a V value (D for NaN).
  public init(v: Double) {
    self = Self.vThresholds.first { v >= $0.1 }?.0 ?? .d
  }

  /// Odeh's wording.
  public var meaning: String {
    switch self {
    case .a: return "visible by the naked eye"
    case .b: return "visible by optical aid, could be seen by the naked eye"
    case .c: return "visible by optical aid only"
    case .d: return "not visible even by optical aid"
    }
  }
}
