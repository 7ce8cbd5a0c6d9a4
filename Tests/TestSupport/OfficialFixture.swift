import Foundation

/// A published prayer timetable of `Data/fixtures/`, in either of its two formats: adhan's JSON
/// (`Data/fixtures/adhan/README.md`: `params`, `variance`, `times` with `h:mm AM|PM`) or the CSV
/// of `Scripts/gen_official_fixtures.py` (`# key: value` lines, then
/// `date,fajr,sunrise,dhuhr,asr,maghrib,isha` with `HH:MM`). `Data/fixtures/official.csv` lists
/// every one with its authority.
public struct OfficialFixture: Sendable {
  /// One published day: the local date and the six times in minutes after local midnight
  /// (Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha).
  public struct Day: Sendable {
    public let date: String
    public let minutes: [Int]
  }

  /// The six columns, in the order of ``Day/minutes``.
  public static let columns = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]

  /// The path under `Data/fixtures/`.
  public let path: String
  /// Who publishes the table (the index's `authority`).
  public let authority: String
  /// What the index says of the file.
  public let note: String
  public let latitude: Double
  public let longitude: Double
  /// The IANA zone the times are written in.
  public let zone: String
  /// The tolerance the table states, minutes (0 when it states none).
  public let variance: Int
  /// The fixture's own method name (adhan's `params.method`, or the CSV's `preset`), if any.
  public let method: String?
  /// adhan's `params.madhab` (`Hanafi` for the second shadow length), if given.
  public let madhab: String?
  public let days: [Day]

  /// Every fixture `Data/fixtures/official.csv` lists, in its order.
  public static func all() throws -> [OfficialFixture] {
    let rows = CSV.records(try dataFile("fixtures/official.csv")).dropFirst().filter { $0.count == 3 }
    return try rows.map { try load($0[0], authority: $0[1], note: $0[2]) }
  }

  /// The fixture at `path` (under `Data/fixtures/`).
  public static func load(_ path: String, authority: String, note: String) throws -> OfficialFixture {
    if path.hasSuffix(".json") {
      return try fromJSON(path, authority: authority, note: note)
    }
    return try fromCSV(path, authority: authority, note: note)
  }

  private struct AdhanFile: Decodable {
    struct Params: Decodable {
      let latitude, longitude: Double
      let timezone, method: String
      let madhab: String?
    }
    /// `source`: a string or a list of strings.
    struct Source: Decodable {
      let lines: [String]
      init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let list = try? c.decode([String].self) { lines = list } else { lines = [try c.decode(String.self)] }
      }
    }
    let params: Params
    let variance: Int?
    let source: Source?
    let times: [[String: String]]
  }

  private static func fromJSON(_ path: String, authority: String, note: String) throws -> OfficialFixture {
    let file = try JSONDecoder().decode(AdhanFile.self, from: dataBytes("fixtures/\(path)"))
    var days = try file.times.map { row in
      Day(date: row["date"] ?? "", minutes: try columns.map { try minutes(twelveHour: row[$0] ?? "", in: path) })
    }
    // Lines that mark edits (Kuwait's say "adjusted" but carry none: its variance covers them).
    if let lines = file.source?.lines, let marker = lines.firstIndex(where: { $0.hasPrefix("adjusted") }),
      lines.contains(where: { $0.range(of: #"\d:\d{2}(\s*[ap]m)?[+-]\d"#, options: .regularExpression) != nil })
    {
      days = try published(days, rawLines: Array(lines[(marker + 1)...]), in: path)
    }
    return OfficialFixture(
      path: path, authority: authority, note: note, latitude: file.params.latitude,
      longitude: file.params.longitude, zone: file.params.timezone, variance: file.variance ?? 0,
      method: file.params.method, madhab: file.params.madhab, days: days)
  }

  private static func fromCSV(_ path: String, authority: String, note: String) throws -> OfficialFixture {
    var header: [String: String] = [:]
    var days: [Day] = []
    for line in try dataFile("fixtures/\(path)").split(separator: "\n") {
      if line.hasPrefix("# ") {
        let parts = line.dropFirst(2).split(separator: ":", maxSplits: 1)
        header[String(parts[0])] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      } else if !line.hasPrefix("date,") {
        let fields = line.split(separator: ",").map(String.init)
        guard fields.count == 7 else { throw FixtureError.badRow(path, String(line)) }
        days.append(Day(date: fields[0], minutes: try fields.dropFirst().map { try minutes(twentyFourHour: $0, in: path) }))
      }
    }
    guard let lat = header["latitude"].flatMap(Double.init), let lon = header["longitude"].flatMap(Double.init),
      let zone = header["zone"]
    else { throw FixtureError.badHeader(path) }
    let preset = header["preset"].flatMap { $0.isEmpty ? nil : $0 }
    return OfficialFixture(
      path: path, authority: authority, note: note, latitude: lat, longitude: lon, zone: zone,
      variance: header["variance"].flatMap(Int.init) ?? 0, method: preset, madhab: nil, days: days)
  }

  /// The published times of an "adjusted" adhan file (`Data/fixtures/adhan/README.md`): its
  /// `times` were edited by a minute or two to fit adhan, and each raw source line (one per row,
  /// in order) prints the six published times with the edit as a suffix (`05:39-1`: published
  /// 05:39, stored 05:38). The published minute is the stored one minus the suffix; each is
  /// checked against the printed hour and minute (modulo 12 hours, as the lines print them).
  static func published(_ days: [Day], rawLines: [String], in path: String) throws -> [Day] {
    let rows = rawLines.filter { !$0.isEmpty }
    guard rows.count == days.count else { throw FixtureError.badRow(path, "\(rows.count) raw lines for \(days.count) rows") }
    let time = try NSRegularExpression(pattern: #"(\d{1,2}):(\d{2})(?:\s*[ap]m)?([+-]\d)?(?![\d/])"#)
    return try zip(days, rows).map { day, line in
      let matches = time.matches(in: line, range: NSRange(line.startIndex..., in: line)).suffix(6)
      guard matches.count == 6 else { throw FixtureError.badRow(path, line) }
      let published = try zip(day.minutes, matches).map { stored, m -> Int in
        func group(_ i: Int) -> String? {
          Range(m.range(at: i), in: line).map { String(line[$0]) }
        }
        let suffix = group(3).flatMap { Int($0) } ?? 0
        let minute = stored - suffix
        guard let h = group(1).flatMap(Int.init), let mm = group(2).flatMap(Int.init),
          (minute / 60) % 12 == h % 12, minute % 60 == mm
        else { throw FixtureError.badRow(path, "\(line): stored \(stored), suffix \(suffix)") }
        return minute
      }
      return Day(date: day.date, minutes: published)
    }
  }

  /// Minutes after midnight of `h:mm AM|PM`.
  static func minutes(twelveHour text: String, in path: String) throws -> Int {
    let parts = text.split(separator: " ")
    let hm = parts.first?.split(separator: ":") ?? []
    guard parts.count == 2, hm.count == 2, let h = Int(hm[0]), let m = Int(hm[1]), (1...12).contains(h),
      (0..<60).contains(m), parts[1] == "AM" || parts[1] == "PM"
    else { throw FixtureError.badTime(path, text) }
    return (h % 12 + (parts[1] == "PM" ? 12 : 0)) * 60 + m
  }

  /// Minutes after midnight of `HH:MM`.
  static func minutes(twentyFourHour text: String, in path: String) throws -> Int {
    let hm = text.split(separator: ":")
    guard hm.count == 2, let h = Int(hm[0]), let m = Int(hm[1]), (0..<24).contains(h), (0..<60).contains(m)
    else { throw FixtureError.badTime(path, text) }
    return h * 60 + m
  }

  /// Why a fixture could not be read.
  public enum FixtureError: Error, CustomStringConvertible {
    case badRow(String, String)
    case badHeader(String)
    case badTime(String, String)

    public var description: String {
      switch self {
      case .badRow(let path, let line): return "\(path): not date plus six times: \(line)"
      case .badHeader(let path): return "\(path): no latitude, longitude and zone in its # lines"
      case .badTime(let path, let text): return "\(path): '\(text)' is not a time"
      }
    }
  }
}
