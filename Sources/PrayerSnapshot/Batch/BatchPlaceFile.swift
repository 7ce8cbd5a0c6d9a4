import Astro
import Foundation

/// A CSV file of places for a batch run (`prayertimes batch --places FILE`).
///
/// The first line (after blank and `#` comment lines) is a header naming the columns, in any
/// order: `name`, `lat`, `lon` (required) and `tz`, `method` (optional; an empty cell means the
/// default). Then one place per line. RFC 4180: fields separated by commas, a field in double
/// quotes may hold commas and doubled quotes (`"Washington, D.C."`); LF or CRLF line ends; UTF-8
/// (a byte-order mark is skipped). Blank lines and lines starting with `#` are skipped.
///
///     name,lat,lon,tz,method
///     Makkah,21.4225,39.8262,Asia/Riyadh,umm-al-qura
///     London,51.5074,-0.1278,,
///
/// Every line is checked; the errors name the line (1-based, as an editor counts them), the
/// column and what is allowed.
public enum BatchPlaceFile: Sendable {
  /// A place of the file.
  public struct Row: Sendable, Hashable {
    /// The line of the file (1-based): the place's id in the batch output.
    public let line: Int
    public let name: String
    public let coordinates: Coordinates
    /// The `tz` cell, checked, or `nil` when empty or absent.
    public let zone: ZoneSpec?
    /// The `method` cell, or `nil` when empty or absent.
    public let method: CalculationMethod?
  }

  /// The columns, required first.
  public static let requiredColumns = ["name", "lat", "lon"]
  public static let optionalColumns = ["tz", "method"]

  /// What is wrong with a file: each problem with its line.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// (line, message), in line order; line 0 for the file as a whole.
    public let problems: [(line: Int, message: String)]
    /// How many problems were found in all (``problems`` keeps the first ones).
    public let total: Int

    public var description: String {
      var lines = problems.map { $0.line > 0 ? "line \($0.line): \($0.message)" : $0.message }
      if total > problems.count { lines.append("… and \(total - problems.count) more") }
      return lines.joined(separator: "\n")
    }
  }

  /// At most this many problems are reported.
  public static let reportedProblems = 10

  /// The longest name accepted, in characters.
  public static let maximumNameLength = 200

  /// Reads the rows of `bytes`, or throws every problem found (the first ``reportedProblems``).
  public static func parse(_ bytes: [UInt8]) throws(Failure) -> [Row] {
    var problems: [(Int, String)] = []
    var total = 0
    func fail(_ line: Int, _ message: String) {
      total += 1
      if problems.count < reportedProblems { problems.append((line, message)) }
    }
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    guard let text = String(validating: bytes[start...], as: UTF8.self) else {
      // Find the line of the first invalid byte, for the message.
      var line = 1
      var i = start
      var lineStart = start
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "\n") {
          if String(validating: bytes[lineStart..<i], as: UTF8.self) == nil { break }
          line += 1
          lineStart = i + 1
        }
        i += 1
      }
      throw Failure(problems: [(line, "the file is not UTF-8 text")], total: 1)
    }
    var header: [String]? = nil
    var columns: [String: Int] = [:]
    var rows: [Row] = []
    var zones: [String: ZoneSpec] = [:]
    var lineNumber = 0
    // "\r\n" is one Character in Swift: split on both line ends.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      lineNumber += 1
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
      let fields: [String]
      switch splitFields(line) {
      case .success(let f): fields = f
      case .failure(let message):
        fail(lineNumber, message)
        if header == nil { throw Failure(problems: problems, total: total) }
        continue
      }
      guard let names = header else {
        // The header line.
        let allowed = requiredColumns + optionalColumns
        var seen: [String: Int] = [:]
        for (i, raw) in fields.enumerated() {
          let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
          guard allowed.contains(name) else {
            fail(
              lineNumber,
              "unknown column '\(raw)' in the header: the columns are "
                + "\(requiredColumns.joined(separator: ", ")) (required) and "
                + "\(optionalColumns.joined(separator: ", ")) (optional), in any order")
            continue
          }
          guard seen[name] == nil else {
            fail(lineNumber, "the header names the column '\(name)' twice")
            continue
          }
          seen[name] = i
        }
        let missing = requiredColumns.filter { seen[$0] == nil }
        if !missing.isEmpty {
          fail(
            lineNumber,
            "the header must name the columns \(requiredColumns.joined(separator: ", ")) "
              + "(optional: \(optionalColumns.joined(separator: ", "))); missing: "
              + missing.joined(separator: ", ") + " (got '\(line)')")
        }
        guard total == 0 else { throw Failure(problems: problems, total: total) }
        header = fields
        columns = seen
        continue
      }
      guard fields.count == names.count else {
        fail(
          lineNumber,
          "expected \(names.count) fields (\(names.joined(separator: ","))), got \(fields.count)")
        continue
      }
      func cell(_ column: String) -> String? {
        columns[column].map { fields[$0].trimmingCharacters(in: .whitespaces) }
      }
      var ok = true
      let name = cell("name") ?? ""
      if name.isEmpty {
        fail(lineNumber, "'name' is empty: give the place a name")
        ok = false
      } else if name.count > maximumNameLength {
        fail(lineNumber, "'name' is \(name.count) characters long: at most \(maximumNameLength)")
        ok = false
      } else if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        fail(lineNumber, "'name' holds a control character: give one line of text")
        ok = false
      }
      func degrees(_ column: String, _ range: ClosedRange<Double>) -> Double? {
        let text = cell(column) ?? ""
        guard let value = decimal(text) else {
          fail(
            lineNumber,
            "'\(column)' needs decimal degrees \(Int(range.lowerBound))...\(Int(range.upperBound)) "
              + "such as 21.4225, got '\(text)'")
          ok = false
          return nil
        }
        guard range.contains(value) else {
          fail(
            lineNumber,
            "'\(column)' \(text) is out of range: allowed "
              + "\(Int(range.lowerBound))...\(Int(range.upperBound)) degrees")
          ok = false
          return nil
        }
        return value
      }
      let lat = degrees("lat", Coordinates.latitudeRange)
      let lon = degrees("lon", Coordinates.longitudeRange)
      var zone: ZoneSpec?
      if let tz = cell("tz"), !tz.isEmpty {
        if let known = zones[tz] {
          zone = known
        } else {
          do {
            zone = try ZoneSpec(parsing: tz)
            zones[tz] = zone
          } catch {
            fail(lineNumber, "'tz': \(error.description)")
            ok = false
          }
        }
      }
      var method: CalculationMethod?
      if let text = cell("method"), !text.isEmpty {
        method = CalculationMethod(rawValue: text)
        if method == nil {
          fail(
            lineNumber,
            "'method' '\(text)' is not a method: use one of "
              + CalculationMethod.allCases.map(\.rawValue).joined(separator: ", ")
              + " (or leave it empty for the default)")
          ok = false
        }
      }
      guard ok, let lat, let lon, let coordinates = Coordinates(latitude: lat, longitude: lon)
      else { continue }
      rows.append(Row(line: lineNumber, name: name, coordinates: coordinates, zone: zone, method: method))
    }
    if header == nil, total == 0 {
      fail(
        0,
        "the file has no header line: its first line must name the columns, e.g. 'name,lat,lon' "
          + "or 'name,lat,lon,tz,method'")
    } else if rows.isEmpty, total == 0 {
      fail(0, "the file has a header but no places: add a line per place, e.g. 'Makkah,21.4225,39.8262'")
    }
    guard total == 0 else { throw Failure(problems: problems, total: total) }
    return rows
  }

  private enum Split {
    case success([String])
    case failure(String)
  }

  /// The fields of one line (RFC 4180 quoting; no line breaks inside a field).
  private static func splitFields(_ line: Substring) -> Split {
    var fields: [String] = []
    var field = ""
    var i = line.startIndex
    var quoted = false
    var wasQuoted = false
    while i < line.endIndex {
      let c = line[i]
      if quoted {
        if c == "\"" {
          let next = line.index(after: i)
          if next < line.endIndex, line[next] == "\"" {
            field.append("\"")
            i = line.index(after: next)
            continue
          }
          quoted = false
        } else {
          field.append(c)
        }
      } else if c == "," {
        fields.append(field)
        field = ""
        wasQuoted = false
      } else if c == "\"" {
        guard field.allSatisfy({ $0 == " " }), !wasQuoted else {
          return .failure("a quote inside an unquoted field: quote the whole field (\"…\") and double the quotes inside")
        }
        field = ""
        quoted = true
        wasQuoted = true
      } else {
        if wasQuoted, c != " " {
          return .failure("text after a closing quote: quote the whole field and double the quotes inside")
        }
        field.append(c)
      }
      i = line.index(after: i)
    }
    if quoted {
      return .failure("a quoted field is not closed (a field cannot span lines)")
    }
    fields.append(field)
    return .success(fields)
  }

  /// `21.4225`, `-0.5`, `+3`, `.5`: a sign, digits and a decimal point (no exponent, no
  /// `nan`/`inf`).
  static func decimal(_ text: String) -> Double? {
    var digits = 0
    var points = 0
    for (i, c) in text.enumerated() {
      if c == "+" || c == "-" {
        guard i == 0 else { return nil }
      } else if c == "." {
        points += 1
      } else if c.isASCII, c.isNumber {
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0, points <= 1, digits <= 30 else { return nil }
    return Double(text)
  }
}

extension ZoneInference {
  /// ``infer(_:)``'s zone (a border cell's, the nearest place's or the fixed offset) and country
  /// (``Inference/countryCode``: the deciding border cell's zone's, else the nearest place's
  /// within ``maximumDistanceKm``), without its reason: no names decoded, no landmark searched, each zone parsed once into
  /// `zones`. For many points (a batch's places file).
  public static func zoneAndCountry(
    _ coordinates: Coordinates, zones: inout [String: ZoneSpec]
  ) -> (zone: ZoneSpec, country: String?) {
    func parsed(_ identifier: String) -> ZoneSpec? {
      if let known = zones[identifier] { return known }
      let zone = try? ZoneSpec(parsing: identifier)
      if let zone { zones[identifier] = zone }
      return zone
    }
    let index = PlaceIndex.shared
    var rule = (zone: fixedOffset(longitude: coordinates.longitude), country: String?.none)
    if let row = index.nearestRows(to: coordinates, count: 1).first,
      greatCircleKilometres(coordinates, index.coordinates(at: row)) <= maximumDistanceKm
    {
      rule = (parsed(index.zoneIdentifier(at: row)) ?? rule.zone, index.countryCode(at: row))
    }
    guard let cell = deciding(at: coordinates, over: rule.zone.name),
      let zone = parsed(cell.zoneIdentifier)
    else { return rule }
    return (zone, country(borderCell: cell, near: rule.country))
  }
}
