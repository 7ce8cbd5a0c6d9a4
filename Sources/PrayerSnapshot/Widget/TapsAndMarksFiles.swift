import Astro
import Foundation

/// The JSON files an app hands the widget tools: a list of taps (`[{"date", "prayer", "at"}]`)
/// and a list of marks (`[{"date", "prayer"}]`, or a ``MarkBook``), read with errors that name
/// the item and the key at fault.
extension WidgetTap {
  /// The taps of a JSON array `[{"date": "YYYY-MM-DD", "prayer": "dhuhr", "at": MS}, …]` (`at`
  /// in epoch ms within ±``Instant/limitMilliseconds``; exactly these keys).
  public static func list(from data: Data) throws(InputFileError) -> [WidgetTap] {
    let items = try LooseJSON.array(data)
    var taps: [WidgetTap] = []
    for (i, item) in items.enumerated() {
      let fields = try item.fields(index: i, keys: ["date", "prayer", "at"])
      let date = try LooseJSON.date(fields["date"], index: i)
      let prayer = try LooseJSON.prayer(fields["prayer"], index: i)
      guard case .integer(let at) = fields["at"],
        (-Instant.limitMilliseconds...Instant.limitMilliseconds).contains(at)
      else {
        throw .item(
          i + 1,
          "'at' must be a whole number of epoch milliseconds (e.g. 1795950000000), got "
            + LooseJSON.describe(fields["at"]))
      }
      taps.append(WidgetTap(date: date.description, prayer: prayer, at: Instant(millisecondsSince1970: at)))
    }
    return taps
  }
}

extension PrayerMark {
  /// The marks of a JSON array `[{"date": "YYYY-MM-DD", "prayer": "fajr"}, …]`, or of a mark book
  /// as ``MarkBook/encoded()`` writes it (`{"appliedTaps": […], "marks": […]}`).
  public static func list(from data: Data) throws(InputFileError) -> Set<PrayerMark> {
    if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
      guard let book = MarkBook.decode(data) else { throw .notAMarkBook }
      return book.marks
    }
    let items = try LooseJSON.array(data)
    var marks: Set<PrayerMark> = []
    for (i, item) in items.enumerated() {
      let fields = try item.fields(index: i, keys: ["date", "prayer"])
      marks.insert(
        PrayerMark(
          date: try LooseJSON.date(fields["date"], index: i),
          prayer: try LooseJSON.prayer(fields["prayer"], index: i)))
    }
    return marks
  }
}

/// Why a taps or marks file does not read: the file as a whole, or an item (1-based) and what is
/// wrong with it.
public enum InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not JSON at all.
  case notJSON
  /// JSON, but not an array (`an object`, `a number`, …).
  case notAnArray(String)
  /// An object that is not a mark book.
  case notAMarkBook
  /// Item `n` (1-based) and what is wrong with it.
  case item(Int, String)

  /// The message after the file's name: `'--taps' file 'x.json'` + this.
  public var description: String {
    switch self {
    case .notJSON: return " is not valid JSON"
    case .notAnArray(let kind): return " must hold a JSON array, not \(kind)"
    case .notAMarkBook:
      return " is not a mark book: {\"appliedTaps\": [ids], \"marks\": "
        + "[{\"date\": \"YYYY-MM-DD\", \"prayer\": \"fajr\"}, …]} (or a plain array of marks)"
    case .item(let n, let why): return ", item \(n): \(why)"
    }
  }
}

/// A JSON value kept loose, so that errors can say exactly what is wrong.
indirect enum LooseJSON: Decodable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([LooseJSON])
  case object([String: LooseJSON])

  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if c.decodeNil() {
      self = .null
    } else if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? c.decode(Int64.self) {
      self = .integer(n)
    } else if let d = try? c.decode(Double.self) {
      self = .number(d)
    } else if let s = try? c.decode(String.self) {
      self = .string(s)
    } else if let a = try? c.decode([LooseJSON].self) {
      self = .array(a)
    } else {
      self = .object(try c.decode([String: LooseJSON].self))
    }
  }

  /// What it is, for messages.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .integer, .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The items of the JSON array in `data`.
  static func array(_ data: Data) throws(InputFileError) -> [LooseJSON] {
    let value: LooseJSON
    do { value = try JSONDecoder().decode(LooseJSON.self, from: data) } catch { throw .notJSON }
    guard case .array(let items) = value else { throw .notAnArray(value.kind) }
    return items
  }

  /// The members of item `index`, which must be an object with exactly `keys`.
  func fields(index: Int, keys: [String]) throws(InputFileError) -> [String: LooseJSON] {
    let allowed = keys.map { "'\($0)'" }.joined(separator: ", ")
    guard case .object(let members) = self else {
      throw .item(index + 1, "must be an object with \(allowed), not \(kind)")
    }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      throw .item(index + 1, "unknown key '\(unknown)' (allowed: \(allowed))")
    }
    if let missing = keys.first(where: { members[$0] == nil }) {
      throw .item(index + 1, "missing '\(missing)'")
    }
    return members
  }

  static func date(_ value: LooseJSON?, index: Int) throws(InputFileError) -> CivilDate {
    guard case .string(let text) = value, let date = CivilDate(iso8601: text) else {
      throw .item(index + 1, "'date' must be a real date as \"YYYY-MM-DD\", got \(describe(value))")
    }
    return date
  }

  static func prayer(_ value: LooseJSON?, index: Int) throws(InputFileError) -> PrayerID {
    guard case .string(let text) = value, let id = PrayerID(rawValue: text) else {
      throw .item(
        index + 1,
        "'prayer' must be one of " + PrayerID.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
          + ", got \(describe(value))")
    }
    return id
  }

  /// A value in a message.
  static func describe(_ value: LooseJSON?) -> String {
    switch value {
    case .string(let s)?: return "'\(s)'"
    case .integer(let n)?: return String(n)
    case .number(let d)?: return String(d)
    case let v?: return v.kind
    case nil: return "nothing"
    }
  }
}
