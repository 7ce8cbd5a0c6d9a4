import Astro
import Foundation
import PrayerSnapshot

/// The options of `--format snapshot`: what the widget snapshot is written in and where it goes.
struct SnapshotSettings {
  var locale: SnapshotLocale
  var place: String?
  var marks: Set<PrayerMark>
  /// The file to write atomically, or `nil` for stdout.
  var out: String?
}

/// The snapshot options of the main command, for the parser and the help.
enum SnapshotOptions {
  /// Options that only `--format snapshot` takes (`--locale`, `--clock`, `--digits`, `--place`
  /// and `--out` are ``OutputOptions``, shared with the other formats).
  static let only = ["--marks"]

  /// The help of `--now`, among the main options.
  static let nowHelp = """
      --now TIME              The current time, ISO 8601 with a UTC offset: 2026-11-29T09:00:00Z,
                              2026-11-29T12:00:00+03:00 (default: the clock's). The snapshot's
                              first prayer day is the one containing it; for the other formats it
                              sets today (the default --date), the ics DTSTAMP and the table's
                              highlighted next prayer (colour on a terminal).
    """

  /// The help section of the snapshot options.
  static let help = """
    SNAPSHOT OPTIONS (--format snapshot: the widget snapshot, 14 prayer days from the one containing
    --now, every string final; it uses the method, --tz and calendar options, and --locale, --clock,
    --digits, --place and --out; --date and --days do not apply):
      --marks FILE            The prayers marked as prayed: a JSON array such as
                              [{"date":"2026-11-29","prayer":"fajr"}] (date: the prayer day;
                              prayer: fajr, dhuhr, asr, maghrib or isha).
      With --out, a snapshot with the same content hash is not rewritten (a note on stderr says
      which).
    """

  /// Reads the snapshot options from the parsed values (`format` decides whether they apply);
  /// `output` holds the shared ones.
  static func parse(_ values: [String: String], snapshot: Bool, output: OutputOptions.Settings)
    throws(UsageError) -> SnapshotSettings?
  {
    guard snapshot else {
      for name in only where values[name] != nil {
        throw UsageError(
          message:
            "'\(name)' applies only to '--format snapshot', not to '--format \(values["--format"] ?? "table")'"
        )
      }
      return nil
    }
    for name in ["--days", "--date"] where values[name] != nil {
      throw UsageError(
        message:
          "'\(name)' does not apply to '--format snapshot': a snapshot always holds "
          + "\(SnapshotBuilder.dayCount) prayer days from the one containing '--now' "
          + "(e.g. --now 2026-11-29T09:00:00Z)")
    }
    var marks: Set<PrayerMark> = []
    if let path = values["--marks"] { marks = try readMarks(path) }
    return SnapshotSettings(
      locale: output.locale ?? SnapshotLocale(lang: .en), place: output.place, marks: marks,
      out: output.out)
  }

  /// The marks of a `--marks` file: `[{"date": "YYYY-MM-DD", "prayer": "fajr"}, …]`, or a mark
  /// book as `prayertimes taps apply` writes it (`{"appliedTaps": […], "marks": […]}`).
  static func readMarks(_ path: String) throws(UsageError) -> Set<PrayerMark> {
    if path != "-", let data = try? InputFile.bytes(path),
      data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
    {
      guard let book = MarkBook.decode(data) else {
        throw UsageError(
          message:
            "'--marks' file '\(path)' is not a mark book: {\"appliedTaps\": [ids], \"marks\": "
            + "[{\"date\": \"YYYY-MM-DD\", \"prayer\": \"fajr\"}, …]} (or a plain array of marks)")
      }
      return book.marks
    }
    let items = try InputFile.array(path, option: "--marks")
    var marks: Set<PrayerMark> = []
    for (i, item) in items.enumerated() {
      let fields = try InputFile.fields(
        item, index: i, path: path, option: "--marks", keys: ["date", "prayer"])
      let date = try InputFile.date(fields["date"], index: i, path: path, option: "--marks")
      let prayer = try InputFile.prayer(fields["prayer"], index: i, path: path, option: "--marks")
      marks.insert(PrayerMark(date: date, prayer: prayer))
    }
    return marks
  }

  /// Builds the snapshot and writes it to stdout or `--out`; never returns.
  static func run(
    _ settings: SnapshotSettings, options: Options, zone: ZoneSpec, now: Date
  ) -> Never {
    let request = SnapshotRequest(
      coordinates: options.coordinates, zone: zone, parameters: options.parameters,
      locale: settings.locale, hijriCalendar: options.hijriCalendar, marks: settings.marks,
      place: settings.place, now: now)
    let snapshot: WidgetSnapshot
    do {
      snapshot = try SnapshotBuilder.build(request)
    } catch {
      printError("Error: \(error.description)")
      exit(1)
    }
    guard let path = settings.out else {
      FileHandle.standardOutput.write(snapshot.encoded() + Data("\n".utf8))
      exit(0)
    }
    let first = snapshot.days.first?.date ?? "?"
    do {
      if try SnapshotWriter.write(snapshot, to: URL(fileURLWithPath: path)) {
        printError(
          "Wrote the snapshot to \(path): \(snapshot.days.count) prayer days from \(first), "
            + "content hash \(snapshot.contentHash).")
      } else {
        printError(
          "Unchanged: \(path) already holds a snapshot with content hash "
            + "\(snapshot.contentHash); not rewritten.")
      }
    } catch {
      printError("Error: cannot write the snapshot to '\(path)': \(error.description)")
      exit(1)
    }
    exit(0)
  }
}

/// Instants on the command line: ISO 8601 with a UTC offset, and back (in UTC).
enum Instant {
  /// The largest instant accepted from a file, in epoch ms either way (about 31 000 years): far
  /// beyond any real time, and far from overflowing when instants are added or subtracted.
  static let maximumMillis: Int64 = 1_000_000_000_000_000

  /// The example given in error messages.
  static let example = "2026-11-29T09:00:00Z or 2026-11-29T12:00:00+03:00"

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or an offset `±HH:MM` / `±HHMM` /
  /// `±HH`, as epoch milliseconds (fractions below a millisecond are dropped).
  static func parse(_ text: String, option: String) throws(UsageError) -> Int64 {
    func bad(_ why: String) -> UsageError {
      UsageError(
        message:
          "'\(option)' needs an ISO 8601 time with a UTC offset, e.g. \(example), got '\(text)'"
          + (why.isEmpty ? "" : " (\(why))"))
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 16, scalars[10] == "T" || scalars[10] == "t" else { throw bad("") }
    let datePart = String(String.UnicodeScalarView(scalars[0..<10]))
    guard let date = CivilDate(iso8601: datePart) else {
      throw bad("'\(datePart)' is not a real date as YYYY-MM-DD")
    }
    guard (1...9999).contains(date.year) else { throw bad("the year must be 1...9999") }
    var i = 11
    func digits(_ n: Int) -> Int? {
      guard i + n <= scalars.count else { return nil }
      var v = 0
      for k in i..<(i + n) {
        let s = scalars[k]
        guard s.isASCII, ("0"..."9").contains(s) else { return nil }
        v = v * 10 + Int(s.value) - 48
      }
      i += n
      return v
    }
    func take(_ c: Unicode.Scalar) -> Bool {
      guard i < scalars.count, scalars[i] == c else { return false }
      i += 1
      return true
    }
    guard let hour = digits(2), take(":"), let minute = digits(2) else {
      throw bad("the time must be HH:MM or HH:MM:SS")
    }
    var second = 0
    var millis = 0
    if take(":") {
      guard let s = digits(2) else { throw bad("the time must be HH:MM or HH:MM:SS") }
      second = s
      if take(".") || take(",") {
        var count = 0
        var scale = 100
        while i < scalars.count, scalars[i].isASCII, ("0"..."9").contains(scalars[i]) {
          millis += (Int(scalars[i].value) - 48) * scale
          scale /= 10
          count += 1
          i += 1
        }
        guard (1...9).contains(count) else { throw bad("a fraction needs 1 to 9 digits") }
      }
    }
    guard hour < 24, minute < 60, second < 60 else {
      throw bad("hour 00...23, minute and second 00...59")
    }
    var offset = 0
    if take("Z") || take("z") {
      offset = 0
    } else if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
      let sign = scalars[i] == "-" ? -1 : 1
      i += 1
      guard let h = digits(2) else { throw bad("the offset must be ±HH:MM") }
      var m = 0
      if take(":") {
        guard let mm = digits(2) else { throw bad("the offset must be ±HH:MM") }
        m = mm
      } else if i < scalars.count {
        guard let mm = digits(2) else { throw bad("the offset must be ±HH:MM") }
        m = mm
      }
      guard h <= 14, m < 60, h * 60 + m <= 14 * 60 else {
        throw bad("the offset must be at most 14 hours")
      }
      offset = sign * (h * 3600 + m * 60)
    } else {
      throw bad("the UTC offset is missing: end with Z or an offset such as +03:00")
    }
    guard i == scalars.count else { throw bad("unexpected text after the offset") }
    let days = Int64(date.julianDayNumber - 2_440_588)
    let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
    return seconds * 1000 + Int64(millis)
  }

  /// `2026-11-29T09:00:00Z`, or with `.sss` when the milliseconds are not zero.
  static func utc(_ ms: Int64) -> String {
    let dayMillis: Int64 = 86_400_000
    var days = ms / dayMillis
    var rest = ms % dayMillis
    if rest < 0 {
      days -= 1
      rest += dayMillis
    }
    let date = CivilDate(julianDayNumber: Int(days) + 2_440_588)
    let seconds = Int(rest / 1000)
    let frac = Int(rest % 1000)
    func pad(_ v: Int, _ n: Int) -> String {
      let s = String(v)
      return s.count >= n ? s : String(repeating: "0", count: n - s.count) + s
    }
    var text =
      "\(date)T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
    if frac != 0 { text += "." + pad(frac, 3) }
    return text + "Z"
  }

  /// The `Date` of epoch ms `ms`, such that `floor(timeIntervalSince1970 × 1000)` is `ms` again
  /// (the snapshot builder reads it that way; `ms / 1000` alone may fall just short).
  static func date(_ ms: Int64) -> Date {
    var t = Double(ms) / 1000
    var steps = 0
    while Int64((t * 1000).rounded(.down)) < ms, steps < 8 {
      t = t.nextUp
      steps += 1
    }
    return Date(timeIntervalSince1970: t)
  }

  /// The current time, epoch ms.
  static func now() -> Int64 {
    Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
  }
}

/// A JSON value as read from an input file, kept loose so that errors can say exactly what is
/// wrong.
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

  /// What it is, for error messages.
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
}

/// Reading the JSON files the options name (`--marks`, `--taps`, `--snapshot`).
enum InputFile {
  /// The most bytes read from a file: a snapshot is some 100 kB.
  static let maximumBytes = 16 << 20

  enum ReadError: Error {
    case failed(String)
  }

  /// The bytes of `path` (`-`: standard input), at most ``maximumBytes``.
  static func bytes(_ path: String) throws(ReadError) -> Data {
    if path == "-" {
      return FileHandle.standardInput.readDataToEndOfFile()
    }
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else { throw .failed("'\(path)' does not exist") }
    guard !isDirectory.boolValue else { throw .failed("'\(path)' is a directory, not a file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .failed("'\(path)' cannot be read (permission denied?)")
    }
    defer { try? handle.close() }
    var data = Data()
    do {
      while data.count <= maximumBytes, let chunk = try handle.read(upToCount: 1 << 20),
        !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw .failed("'\(path)' cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maximumBytes else {
      throw .failed("'\(path)' is larger than \(maximumBytes >> 20) MiB")
    }
    return data
  }

  /// The items of a file holding a JSON array; every problem is a usage error naming `option`.
  static func array(_ path: String, option: String) throws(UsageError) -> [LooseJSON] {
    let data: Data
    do {
      data = try bytes(path)
    } catch {
      switch error {
      case .failed(let why): throw UsageError(message: "'\(option)' file \(why)")
      }
    }
    return try array(data, path: path, option: option)
  }

  /// The items of the JSON array in `data`, read from `path` (named in the errors).
  static func array(_ data: Data, path: String, option: String) throws(UsageError) -> [LooseJSON] {
    let value: LooseJSON
    do {
      value = try JSONDecoder().decode(LooseJSON.self, from: data)
    } catch {
      throw UsageError(message: "'\(option)' file '\(path)' is not valid JSON")
    }
    guard case .array(let items) = value else {
      throw UsageError(
        message: "'\(option)' file '\(path)' must hold a JSON array, not \(value.kind)")
    }
    return items
  }

  /// The members of item `index`, which must be an object with exactly `keys`.
  static func fields(
    _ item: LooseJSON, index: Int, path: String, option: String, keys: [String]
  ) throws(UsageError) -> [String: LooseJSON] {
    let allowed = keys.map { "'\($0)'" }.joined(separator: ", ")
    guard case .object(let members) = item else {
      throw UsageError(
        message:
          "'\(option)' file '\(path)', item \(index + 1): must be an object with \(allowed), "
          + "not \(item.kind)")
    }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      throw UsageError(
        message:
          "'\(option)' file '\(path)', item \(index + 1): unknown key '\(unknown)' "
          + "(allowed: \(allowed))")
    }
    if let missing = keys.first(where: { members[$0] == nil }) {
      throw UsageError(
        message: "'\(option)' file '\(path)', item \(index + 1): missing '\(missing)'")
    }
    return members
  }

  static func date(_ value: LooseJSON?, index: Int, path: String, option: String)
    throws(UsageError) -> CivilDate
  {
    guard case .string(let text) = value, let date = CivilDate(iso8601: text) else {
      throw UsageError(
        message:
          "'\(option)' file '\(path)', item \(index + 1): 'date' must be a real date as "
          + "\"YYYY-MM-DD\", got \(describe(value))")
    }
    return date
  }

  static func prayer(_ value: LooseJSON?, index: Int, path: String, option: String)
    throws(UsageError) -> PrayerID
  {
    guard case .string(let text) = value, let id = PrayerID(rawValue: text) else {
      throw UsageError(
        message:
          "'\(option)' file '\(path)', item \(index + 1): 'prayer' must be one of "
          + PrayerID.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
          + ", got \(describe(value))")
    }
    return id
  }

  /// A value in an error message.
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
