import Astro
import Foundation
import Hijri

/// What a home-screen widget shows for the next 14 prayer days, every string final.
///
/// The app builds it (``SnapshotBuilder``) and writes it (``SnapshotWriter``); the widget reads it
/// (``WidgetReader``) and computes nothing: it finds the segment for now, lays the taps it queued
/// over the day, picks the countdown and plans its timeline. The JSON is a versioned contract:
/// a reader that meets a version it does not know shows its "open the app" state.
///
///     let snapshot = try SnapshotBuilder.build(request)
///     let bytes = snapshot.encoded()              // deterministic: same input, same bytes
///     let state = WidgetReader.state(of: bytes, now: .now, taps: [])
///
/// The snapshot stores its instants as epoch milliseconds (``Instant/millisecondsSince1970``); the
/// reader takes and gives ``Instant``s. There are no coordinates: the widget does not need them.
public struct WidgetSnapshot: Sendable, Hashable, Codable {
  /// The schema version this code writes and reads.
  public static let currentVersion = 1

  /// The schema version.
  public let version: Int
  /// When the app built it (epoch ms). Not part of ``contentHash``.
  public let generatedAt: Int64
  /// The end of the last prayer day (the Fajr after it), epoch ms: past it the widget shows
  /// "Times need a refresh".
  public let horizonEnd: Int64
  /// The IANA zone (or fixed offset) the labels are written in.
  public let timeZone: String
  /// Language, direction, digits and clock of every string.
  public let locale: SnapshotLocale
  /// An optional place label ("Makkah").
  public let place: String?
  /// A hash of everything that changes the picture (all but ``generatedAt``): the app skips
  /// writing a snapshot whose hash has not changed.
  public let contentHash: String
  /// The 14 prayer days; the first contains the moment the snapshot was built.
  public let days: [Day]
  /// Stretches of time, contiguous over the horizon, in which the current and next prayer do not
  /// change.
  public let segments: [Segment]
  /// Captions that do not depend on a prayer.
  public let captions: Captions
  /// The calm countdown's values by whole minutes left (index = minutes), and the digits of the
  /// strong countdown's clock.
  public let countdown: Countdown
  /// Islamic occasions observed from the first day up to 120 days ahead.
  public let occasions: [OccasionEntry]
  /// Day-offset strings for the occasions' countdowns.
  public let dayOffsets: DayOffsets
  /// What a screen reader speaks for the countdowns and the states (optional: a snapshot
  /// without it is read by its visual strings).
  public var spoken: Spoken? = nil
  /// The bytes ``encoded()`` gives, kept by ``SnapshotBuilder`` (which writes them anyway, for the
  /// content hash); none for a decoded snapshot. Not part of equality, hashing or the JSON.
  var encoding = EncodedBytes()

  /// The members of the JSON (all but ``encoding``).
  enum CodingKeys: String, CodingKey {
    case version, generatedAt, horizonEnd, timeZone, locale, place, contentHash, days, segments
    case captions, countdown, occasions, dayOffsets, spoken
  }

  /// Encoded bytes carried along with the value they encode: every two are equal, so that they
  /// never change what a snapshot equals. Kept as `Data`, which ``encoded()`` returns as it is.
  struct EncodedBytes: Sendable, Hashable {
    var bytes: Data?
    static func == (a: EncodedBytes, b: EncodedBytes) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }

  /// One prayer day: from its Fajr to the next day's Fajr.
  public struct Day: Sendable, Hashable, Codable {
    /// The local date, `YYYY-MM-DD`.
    public let date: String
    /// The weekday, finished ("Friday", "الجمعة", "Cuma").
    public let weekday: String
    /// The Gregorian date label ("4 December 2026").
    public let gregorian: String
    /// The day in the language's civil calendar when it is not the Gregorian one (fa: Solar
    /// Hijri, "۱۳ آذر ۱۴۰۵"): the day's label where present, `gregorian` otherwise. Optional.
    public let civil: CivilLabel?
    /// The Hijri date of the civil day (`nil` when a strict calendar has none).
    public let hijri: HijriLabel?
    /// Sunrise, shown but not a prayer.
    public let sunrise: Moment
    /// Fajr, Dhuhr (Jumu'ah on Fridays), Asr, Maghrib, Isha.
    public let prayers: [Prayer]
    /// The day's short and narrow labels for the small families (optional: a snapshot written
    /// before them has none).
    public internal(set) var short: ShortLabels? = nil
  }

  /// A day's labels for the small families (iOS `systemSmall`, Android 2×2; docs/snapshot.md
  /// gives each family's forms and the widths they are measured to fit).
  public struct ShortLabels: Sendable, Hashable, Codable {
    /// ICU's abbreviated weekday standing alone (`EEE`): "Fri", "جمعة", "Cum".
    public let weekday: String
    /// ICU's narrow weekday standing alone (`EEEEE`): "F", "ج", "C".
    public let narrowWeekday: String
    /// The Gregorian date without its year by ICU's `d MMM` skeleton: "4 Dec", "٤ ديسمبر".
    public let gregorian: String
    /// The Hijri date without its year, the long label's month names or shorter ones ("24 Jumada II").
    public let hijri: String?
    /// The civil day without its year where the language has a civil calendar (fa "۱۳ آذر").
    public let civil: String?
  }

  /// A date of the language's civil calendar with its finished label.
  public struct CivilLabel: Sendable, Hashable, Codable {
    /// The calendar: `solar-hijri` (``Hijri/SolarHijriCalendar``).
    public let calendar: String
    public let year: Int
    public let month: Int
    public let day: Int
    /// "۱۳ آذر ۱۴۰۵".
    public let label: String

    public init(calendar: String, year: Int, month: Int, day: Int, label: String) {
      self.calendar = calendar
      self.year = year
      self.month = month
      self.day = day
      self.label = label
    }
  }

  /// A Hijri date with its finished label.
  public struct HijriLabel: Sendable, Hashable, Codable {
    public let year: Int
    public let month: Int
    public let day: Int
    /// "19 Jumada al-Akhirah 1448 AH", "١٩ جمادى الآخرة ١٤٤٨ هـ", "19 Cemaziyelahir 1448".
    public let label: String
    /// Present and true when the date is an estimate outside the calendar's table.
    public let estimated: Bool?
    /// Present and true when the date is predicted by an astronomical rule (the authority may
    /// announce another day).
    public let predicted: Bool?

    public init(
      year: Int, month: Int, day: Int, label: String, estimated: Bool? = nil,
      predicted: Bool? = nil
    ) {
      self.year = year
      self.month = month
      self.day = day
      self.label = label
      self.estimated = estimated
      self.predicted = predicted
    }
  }

  /// A time that is shown but is not a prayer.
  public struct Moment: Sendable, Hashable, Codable {
    public let name: String
    public let time: String
    public let at: Int64
    /// The time as a screen reader should speak it, where it differs from ``time`` (optional:
    /// ar `٥:٢٣ صباحًا` for `٥:٢٣ ص`); absent: speak ``time``.
    public var spoken: String? = nil
  }

  /// One prayer of a day.
  public struct Prayer: Sendable, Hashable, Codable {
    /// `fajr`, `dhuhr`, `asr`, `maghrib`, `isha`.
    public let id: PrayerID
    /// The finished name (Jumu'ah / الجمعة / Cuma for Dhuhr on the day's local Friday).
    public let name: String
    /// The finished time string.
    public let time: String
    /// When the prayer's window starts (epoch ms, the instant shown).
    public let at: Int64
    /// When it ends: the next prayer's start (Fajr's: sunrise; Isha's: the next Fajr).
    public let endsAt: Int64
    /// Whether the user had marked it as prayed when the snapshot was built.
    public let marked: Bool
    /// Present and true when a high-latitude rule or a polar resolution gave the time.
    public let estimated: Bool?
    /// "Asr ends in" — the strong countdown's caption while this prayer is current.
    public let endsInCaption: String
    /// "Next: Asr" — the calm countdown's caption while this prayer is next.
    public let nextCaption: String
    /// The name for a small family's row where `name` does not fit one (de `Dschumu’a` for
    /// `Freitagsgebet`); absent where `name` does (optional).
    public internal(set) var shortName: String? = nil
    /// The time as a screen reader should speak it, where it differs from ``time`` (optional:
    /// ar `٥:٢٣ صباحًا`, ms `5:23 pagi`); absent: speak ``time``.
    public var spoken: String? = nil
  }

  /// A stretch [from, to) in which the current and the next prayer do not change.
  public struct Segment: Sendable, Hashable, Codable {
    /// Inclusive start, epoch ms.
    public let from: Int64
    /// Exclusive end, epoch ms.
    public let to: Int64
    /// The index in ``WidgetSnapshot/days`` of the prayer day this stretch belongs to.
    public let day: Int
    /// The prayer whose window contains the stretch; `nil` from sunrise to Dhuhr.
    public let current: PrayerID?
    /// The next prayer to begin, possibly on the next day; `nil` only at the horizon's edge.
    public let next: Next?
  }

  /// A prayer of a day, by day index.
  public struct Next: Sendable, Hashable, Codable {
    public let day: Int
    public let prayer: PrayerID
  }

  /// Captions that do not depend on a prayer.
  public struct Captions: Sendable, Hashable, Codable {
    /// Past the horizon: "Times need a refresh".
    public let needsRefresh: String
    /// Unknown version or unreadable snapshot: "Open the app to update".
    public let openApp: String
    /// The button that marks the current prayer: "I prayed".
    public let markPrayed: String
    /// The state of a marked prayer: "Prayed".
    public let prayed: String
    /// The button that undoes a mark.
    public let unmark: String
    /// The strong countdown's line where the language puts more after the value (optional):
    /// `{caption}` the prayer's ``Prayer/endsInCaption``, `{value}` the clock; tr "{caption}
    /// {value} kaldı" → "İkindi vaktinin çıkmasına 0:12:30 kaldı". It starts with
    /// "{caption} {value}": a reader that ignores it shows the caption and the value after it.
    public var endsInFormat: String? = nil
    /// The word for `prayers[k].estimated` (optional): "Estimated", "تقديري", "Tahmini".
    public var estimated: String? = nil
    /// The word for `hijri.predicted` (optional): "Predicted", "متوقَّع", "Tahmini".
    public var hijriPredicted: String? = nil
    /// The word for `hijri.estimated` (optional): "Estimated", "تقديري", "Tahmini".
    public var hijriEstimated: String? = nil
    /// The small families' captions (optional).
    public internal(set) var short: ShortCaptions? = nil
  }

  /// Captions for the small families, without the prayer's name (shown beside it), and the
  /// night words of a night occasion.
  public struct ShortCaptions: Sendable, Hashable, Codable {
    /// The strong countdown's caption: "Ends in", "ينتهي بعد", "Kalan süre".
    public let endsIn: String
    /// The calm countdown's caption: "Next", "القادمة", "Sıradaki".
    public let next: String
    /// Past the horizon: "Refresh".
    public let needsRefresh: String
    /// An unreadable snapshot: "Open app".
    public let openApp: String
    /// A night occasion (`night: true`) at day offset 0, for `dayOffsets`' "Today": "Tonight".
    public let tonight: String
    /// A night occasion at day offset 1, for "Tomorrow": "Tomorrow night".
    public let tomorrowNight: String
  }

  /// The countdown strings.
  public struct Countdown: Sendable, Hashable, Codable {
    /// `calm[m]` is the calm countdown's value with `m` whole minutes left ("2 h 15 min"); it
    /// covers the longest wait for a next prayer in the horizon.
    public let calm: ComposedStrings
    /// The ten digits of the locale, for the strong countdown's clock ("0123456789",
    /// "٠١٢٣٤٥٦٧٨٩", "০১২৩৪৫৬৭৮৯"); the clock is `h:mm:ss`, with ``separator`` for `:` when
    /// there is one.
    public let digits: String
    /// The clock's separator where it is not `:` (optional; Indonesian `.`: `0.12.30`, CLDR's
    /// time separator); `nil` (the key left out) means `:`.
    public let separator: String?

    init(calm: ComposedStrings, digits: String, separator: String? = nil) {
      self.calm = calm
      self.digits = digits
      self.separator = separator == ":" ? nil : separator
    }
  }

  /// An upcoming occasion.
  public struct OccasionEntry: Sendable, Hashable, Codable {
    /// The stable id (`ramadan-start`, `eid-al-fitr`, …).
    public let id: String
    /// The finished name.
    public let name: String
    /// The local date it is observed (the evening for a night occasion), `YYYY-MM-DD`.
    public let date: String
    /// Whether it is a night, kept on the evening of `date`.
    public let night: Bool
    /// The Hijri date label of its day.
    public let hijri: String
  }

  /// Day-offset strings: `strings[n − first]` is the countdown for an occasion `n` calendar days
  /// away in the local zone (negative: past). The widget counts calendar days, never
  /// seconds ÷ 86 400.
  public struct DayOffsets: Sendable, Hashable, Codable {
    public let first: Int
    public let strings: ComposedStrings

    /// The string for `n` days, or `nil` outside the table (whatever `first` a damaged snapshot
    /// holds: `n − first` must not overflow).
    public func string(for n: Int) -> String? {
      let (i, overflow) = n.subtractingReportingOverflow(first)
      return !overflow && i >= 0 && i < strings.count ? strings[i] : nil
    }
  }
}

extension WidgetSnapshot {
  /// The JSON: keys sorted, no whitespace, so the same snapshot always gives the same bytes (those
  /// of `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`, written directly).
  public func encoded() -> Data { encoding.bytes ?? withJSON { Data(buffer: $0) } }

  /// The encoded bytes.
  var jsonBytes: [UInt8] { withJSON { Array($0) } }

  /// `body` on the encoded bytes (which live as long as the call): those the builder kept, else
  /// written now.
  func withJSON<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let bytes = encoding.bytes { return bytes.withUnsafeBytes { body($0.assumingMemoryBound(to: UInt8.self)) } }
    var writer = SnapshotJSONWriter()
    writer.snapshot(self)
    return writer.withBytes(body)
  }

  /// Decodes a snapshot of the current version, or returns `nil`: bytes too many or nested too
  /// deep to be a snapshot (see ``isPlausible(_:)``), unknown version, bytes that are not a
  /// snapshot, or a snapshot that breaks its own rules (see ``isWellFormed``). What a widget
  /// calls: it shows "open the app" for `nil`. ``decoding(_:)`` says why.
  public static func decode(_ data: Data) -> WidgetSnapshot? { try? decoding(data) }

  /// Decodes a snapshot of the current version, or throws why it is none — for an app or a test
  /// while developing; a widget needs only ``decode(_:)``.
  public static func decoding(_ data: Data) throws(SnapshotDecodingError) -> WidgetSnapshot {
    struct Header: Decodable { let version: Int }
    guard data.count <= maximumEncodedSize else { throw .tooLarge(bytes: data.count) }
    guard isPlausible(data) else { throw .nestedTooDeep }
    let decoder = JSONDecoder()
    let header: Header
    do { header = try decoder.decode(Header.self, from: data) } catch {
      throw .notASnapshot("no integer 'version' at the top level")
    }
    guard header.version == currentVersion else { throw .unknownVersion(header.version) }
    let snapshot: WidgetSnapshot
    do { snapshot = try decoder.decode(WidgetSnapshot.self, from: data) } catch {
      throw .notASnapshot(Self.describe(error))
    }
    if let rule = snapshot.brokenRule { throw .brokenRule(rule) }
    return snapshot
  }

  /// Where a decoding error is, in words: `days[3].prayers[0].at: expected a number`.
  static func describe(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { k in k.intValue.map { "[\($0)]" } ?? ".\(k.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    switch error as? DecodingError {
    case .typeMismatch(let type, let c)?: return "\(path(c.codingPath)): expected \(type)"
    case .valueNotFound(let type, let c)?: return "\(path(c.codingPath)): missing \(type)"
    case .keyNotFound(let key, let c)?:
      return "\(path(c.codingPath + [key])): missing"
    case .dataCorrupted(let c)?:
      return c.codingPath.isEmpty ? "not valid JSON" : "\(path(c.codingPath)): \(c.debugDescription)"
    default: return "\(error)"
    }
  }

  /// The most bytes a reader accepts: 1 MiB. The builder writes 30–60 KB (14 days; the calm
  /// countdown's table grows with the longest wait, a few thousand entries at most near the
  /// poles), so this leaves a margin of some twenty times; anything bigger is refused before it
  /// reaches the JSON decoder.
  public static let maximumEncodedSize = 1 << 20

  /// The deepest nesting of arrays and objects a reader accepts: 16. A snapshot nests 5 deep
  /// (document › `days` › day › `prayers` › prayer); the margin is for optional keys to come.
  public static let maximumNestingDepth = 16

  /// Whether `data` may be a snapshot at all: at most ``maximumEncodedSize`` bytes, and arrays
  /// and objects nested at most ``maximumNestingDepth`` deep. One pass over the bytes (strings
  /// skipped), before any decoding: a huge or deeply nested file is refused in time linear in
  /// its size — or at once when it is too big — and never reaches a recursive decoder.
  public static func isPlausible(_ data: Data) -> Bool {
    guard data.count <= maximumEncodedSize else { return false }
    return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
      var depth = 0
      var inString = false
      var escaped = false
      for b in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if b == 0x5C {  // backslash
            escaped = true
          } else if b == 0x22 {  // quote
            inString = false
          }
          continue
        }
        switch b {
        case 0x22: inString = true
        case 0x5B, 0x7B:  // [ {
          depth += 1
          if depth > maximumNestingDepth { return false }
        case 0x5D, 0x7D: depth -= 1  // ] }: unbalanced input is the decoder's to refuse
        default: break
        }
      }
      return true
    }
  }

  /// The instants a snapshot may hold: years 1 to 9999 (epoch ms).
  static let instantRange: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

  /// Whether the snapshot keeps the rules a reader relies on: instants within years 1–9999;
  /// segments non-empty, each running forward, contiguous and ending at the horizon, pointing at
  /// existing days; every day with the five prayers in order; the countdown's ten digits and
  /// its table; day-offset strings. A snapshot that breaks them is treated as unreadable.
  public var isWellFormed: Bool { brokenRule == nil }

  /// Whether `digits` is the ten decimal digits of one numbering system, 0 to 9 in order: ten
  /// consecutive code points of Unicode category Nd, the first of value 0 (every numbering
  /// system's digits are such a run: "0123456789", "٠١٢٣٤٥٦٧٨٩", "০১২৩৪৫৬৭৮৯"…).
  static func isDigitRun(_ digits: String) -> Bool {
    let scalars = Array(digits.unicodeScalars)
    guard scalars.count == 10, let zero = scalars.first else { return false }
    return scalars.indices.allSatisfy { i in
      let p = scalars[i].properties
      return scalars[i].value == zero.value + UInt32(i) && p.generalCategory == .decimalNumber
        && p.numericValue == Double(i)
    }
  }

  /// Whether `separator` can stand between a clock's digits: 1–3 characters (`:`, `.`), none a
  /// digit or a letter (a snapshot cannot make the clock read as other words).
  static func isClockSeparator(_ separator: String) -> Bool {
    (1...3).contains(separator.count)
      && separator.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic && $0.properties.numericType == nil }
  }

  /// The first rule of ``isWellFormed`` the snapshot breaks, in words; `nil` when it keeps them.
  public var brokenRule: String? {
    let r = WidgetSnapshot.instantRange
    guard r.contains(generatedAt), r.contains(horizonEnd) else {
      return "generatedAt and horizonEnd must be instants of the years 1...9999"
    }
    guard !segments.isEmpty, !days.isEmpty else { return "a snapshot needs days and segments" }
    guard Self.isDigitRun(countdown.digits) else {
      return "countdown.digits must be the ten decimal digits 0 to 9 of one numbering system, in order"
    }
    guard !countdown.calm.isEmpty else { return "countdown.calm is empty" }
    if let separator = countdown.separator, !Self.isClockSeparator(separator) {
      return "countdown.separator must be 1 to 3 characters, none of them a digit or a letter"
    }
    guard !dayOffsets.strings.isEmpty else { return "dayOffsets.strings is empty" }
    guard segments[segments.count - 1].to == horizonEnd else {
      return "the last segment must end at horizonEnd"
    }
    for (k, s) in segments.enumerated() {
      guard r.contains(s.from), r.contains(s.to) else { return "segments[\(k)]: instants out of range" }
      guard s.from < s.to else { return "segments[\(k)] does not run forward" }
      guard days.indices.contains(s.day) else { return "segments[\(k)].day is not a day" }
      if k > 0, segments[k - 1].to != s.from { return "segments[\(k)] does not start where the one before ends" }
      if let n = s.next, !days.indices.contains(n.day) { return "segments[\(k)].next.day is not a day" }
    }
    for (i, day) in days.enumerated() {
      guard day.prayers.map(\.id) == PrayerID.allCases else {
        return "days[\(i)].prayers must be fajr, dhuhr, asr, maghrib, isha"
      }
      guard r.contains(day.sunrise.at) else { return "days[\(i)].sunrise.at out of range" }
      for (j, p) in day.prayers.enumerated()
      where !r.contains(p.at) || !r.contains(p.endsAt) || p.endsAt < p.at {
        return "days[\(i)].prayers[\(j)]: at and endsAt out of range or reversed"
      }
    }
    return nil
  }
}
