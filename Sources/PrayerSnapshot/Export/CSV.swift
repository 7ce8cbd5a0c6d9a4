import Foundation

/// RFC 4180 text: CRLF line ends, fields quoted only when they hold a comma, a quote or a line
/// break (quotes doubled). One writer for every CSV the tools produce.
public enum CSV: Sendable {
  /// The rows as RFC 4180 text, every line ended by CRLF.
  public static func document(_ rows: [[String]]) -> String {
    rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// A field, quoted when it holds a comma, a quote or a line break.
  public static func field(_ s: String) -> String {
    guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return s }
    return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
