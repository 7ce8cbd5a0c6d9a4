import Astro
import Foundation

/// A moment in time: whole milliseconds since 1970-01-01T00:00:00Z (UTC, leap seconds not
/// counted) — the one time type above the astronomical kernel.
///
/// The kernel's ``JulianDate`` carries about 40 µs of binary noise; an `Instant` made from it is
/// settled to the nearest millisecond, so that a time meant to be 05:31:00.000 is exactly that.
/// The widget snapshot stores instants as these milliseconds, and `Date` is a view for Apple's
/// APIs (WidgetKit entries, `Text(timerInterval:)`).
///
///     let now = Instant.now
///     let fajr = Instant(times.fajr.instant!)      // from the kernel
///     fajr.date                                    // a Foundation Date
///     try Instant(iso8601: "2026-11-29T12:00:00+03:00").millisecondsSince1970  // 1795942800000
public struct Instant: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// Milliseconds since 1970-01-01T00:00:00Z.
  public let millisecondsSince1970: Int64

  /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
  public init(millisecondsSince1970 milliseconds: Int64) {
    millisecondsSince1970 = milliseconds
  }

  /// The instant of a kernel time, settled to the nearest millisecond (clamped to
  /// ±``limitMilliseconds``: no real time is near the edge, and no arithmetic overflows).
  public init(_ julianDate: JulianDate) {
    let ms = (julianDate.secondsSince1970 * 1000).rounded()
    let limit = Double(Instant.limitMilliseconds)
    millisecondsSince1970 = ms.isNaN ? 0 : Int64(min(max(ms, -limit), limit))
  }

  /// The instant of a `Date`: the millisecond it falls in (clamped as ``init(_:)-JulianDate``).
  public init(_ date: Date) {
    let ms = (date.timeIntervalSince1970 * 1000).rounded(.down)
    let limit = Double(Instant.limitMilliseconds)
    millisecondsSince1970 = ms.isNaN ? 0 : Int64(min(max(ms, -limit), limit))
  }

  /// The clock's current instant.
  public static var now: Instant { Instant(Date()) }

  /// The largest distance from 1970 an instant read from outside is allowed, in milliseconds
  /// (about 31 000 years): far beyond any real time, and far from overflowing when instants are
  /// added or subtracted. Readers of files refuse anything beyond it.
  public static let limitMilliseconds: Int64 = 1_000_000_000_000_000

  /// The instant as a `Date`, such that ``init(_:)-Date`` gives this instant back exactly.
  public var date: Date {
    // A Date counts seconds from 2001: the nearest Date to `ms / 1000` may fall just short of the
    // millisecond when read back, so step it up until it reads back exactly.
    let ms = Double(millisecondsSince1970)
    var date = Date(timeIntervalSince1970: ms / 1000)
    var steps = 0
    while (date.timeIntervalSince1970 * 1000).rounded(.down) < ms, steps < 16 {
      date = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextUp)
      steps += 1
    }
    return date
  }

  /// The instant as the kernel's Julian date (UT).
  public var julianDate: JulianDate { JulianDate(secondsSince1970: secondsSince1970) }

  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double { Double(millisecondsSince1970) / 1000 }

  /// The instant `milliseconds` later (earlier if negative).
  public func adding(milliseconds: Int64) -> Instant {
    Instant(millisecondsSince1970: millisecondsSince1970 &+ milliseconds)
  }

  /// The instant `seconds` later (earlier if negative), to the millisecond.
  public func adding(seconds: Double) -> Instant {
    adding(milliseconds: Int64((seconds * 1000).rounded()))
  }

  /// Milliseconds from `self` to `other` (positive if `other` is later).
  public func milliseconds(to other: Instant) -> Int64 {
    other.millisecondsSince1970 &- millisecondsSince1970
  }

  /// Seconds from `self` to `other`.
  public func seconds(to other: Instant) -> Double { Double(milliseconds(to: other)) / 1000 }

  /// Whether the instant is within ±``limitMilliseconds`` of 1970.
  public var isWithinLimits: Bool {
    millisecondsSince1970 >= -Instant.limitMilliseconds
      && millisecondsSince1970 <= Instant.limitMilliseconds
  }

  /// ISO 8601 in UTC: `2026-11-29T09:00:00Z`, with `.sss` when the milliseconds are not zero.
  public var description: String { ISO8601.utc(self) }

  public static func < (a: Instant, b: Instant) -> Bool {
    a.millisecondsSince1970 < b.millisecondsSince1970
  }

  /// Encoded as the bare number of milliseconds, as the snapshot's JSON has it.
  public init(from decoder: any Decoder) throws {
    millisecondsSince1970 = try decoder.singleValueContainer().decode(Int64.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(millisecondsSince1970)
  }
}

extension Instant {
  /// The instant of a prayer time, or `nil` when the time does not happen (the reason is in
  /// `time` itself).
  public init?(_ time: PrayerTime) {
    guard let t = time.instant else { return nil }
    self.init(t)
  }

  /// Reads ISO 8601 with a UTC offset: `2026-11-29T09:00:00Z`, `2026-11-29T12:00+03:00`,
  /// `2026-11-29T12:00:00.250+0300` (see ``ISO8601``).
  public init(iso8601 text: String) throws(ISO8601Error) {
    self = try ISO8601.parse(text)
  }
}

extension PrayerTime {
  /// When the time happens, as a Foundation `Date` (settled to the millisecond), or `nil` when it
  /// does not happen: the case itself says why (``PrayerTime/sunAlwaysAbove``, …).
  public var date: Date? { Instant(self)?.date }
}
