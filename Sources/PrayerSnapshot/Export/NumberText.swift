/// Numbers in English text for people: the CLI's messages and the Moon report's distance.
public enum NumberText: Sendable {
  /// `15,701,602`.
  public static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// `2`, `48.5`: a whole number without its `.0`.
  public static func plain(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
