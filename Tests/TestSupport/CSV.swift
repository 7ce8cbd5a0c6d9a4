/// Comma-separated values as RFC 4180 writes them: fields separated by commas, records ended by
/// CRLF or LF, a field in double quotes may hold commas, line breaks and doubled quotes (`""`
/// for one `"`). The one CSV reader of the tests, for the `Data/` files and the tool's output.
///
/// Reference: RFC 4180, "Common Format and MIME Type for Comma-Separated Values (CSV) Files",
/// section 2 (https://www.rfc-editor.org/rfc/rfc4180#section-2).
public enum CSV {
  /// The records of `text`, each a list of its fields, the header (if any) first. A last record
  /// without a line break is kept; a carriage return that does not end a line is data.
  public static func records(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = String.UnicodeScalarView()
    var quoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let c = scalars.popFirst() {
      if quoted {
        if c != "\"" {
          field.append(c)
        } else if scalars.first == "\"" {
          field.append("\"")
          scalars.removeFirst()
        } else {
          quoted = false
        }
      } else if c == "\"" {
        quoted = true
      } else if c == "," {
        record.append(String(field))
        field = String.UnicodeScalarView()
      } else if c == "\n" || (c == "\r" && scalars.first == "\n") {
        if c == "\r" { scalars.removeFirst() }
        record.append(String(field))
        records.append(record)
        record = []
        field = String.UnicodeScalarView()
      } else {
        field.append(c)
      }
    }
    if !field.isEmpty || !record.isEmpty { records.append(record + [String(field)]) }
    return records
  }

  /// The records after the header, each keyed by the header's names; no rows for an empty text.
  ///
  /// - Throws: ``ShapeError`` when a record has not as many fields as the header.
  public static func rows(_ text: String) throws -> [[String: String]] {
    let all = records(text)
    guard let header = all.first else { return [] }
    return try all.dropFirst().enumerated().map { i, fields in
      guard fields.count == header.count else {
        throw ShapeError(record: i + 2, fields: fields.count, header: header)
      }
      return Dictionary(uniqueKeysWithValues: zip(header, fields))
    }
  }

  /// A record of a table with a header whose number of fields is not the header's.
  public struct ShapeError: Error, CustomStringConvertible {
    /// The record's number, the header being record 1.
    public let record: Int
    /// How many fields it has.
    public let fields: Int
    /// The header's names.
    public let header: [String]

    public var description: String {
      "CSV record \(record) has \(fields) fields, the header \(header.count) (\(header.joined(separator: ",")))"
    }
  }
}
