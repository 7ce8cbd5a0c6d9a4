import Astro
import Foundation

/// A time zone's offsets from UTC over a span of dates, read from Foundation once (the offset at
/// the start and at each transition), so that the local clock of an instant costs a comparison
/// or two instead of a call into Foundation: for computing many places and days.
///
/// It answers exactly as `TimeZone.secondsFromGMT(for:)` does at whole milliseconds (tested
/// against it for every zone of the places table); outside the span it asks Foundation.
///
///     let london = ZoneOffsets(zone: TimeZone(identifier: "Europe/London")!, dates: jan1...dec31)
///     london.offsetAtNoon(of: CivilDate(year: 2026, month: 7, day: 1)!)   // 3600
public struct ZoneOffsets: Sendable {
  /// The zone.
  public let zone: TimeZone
  /// The span covered, in UTC milliseconds since 1970: `startMillis ..< endMillis`.
  public let startMillis: Int
  public let endMillis: Int
  /// The instants (UTC ms) at which the offset changes, in order; `offsets[i + 1]` applies from
  /// `transitions[i]` on, `offsets[0]` before the first.
  public let transitions: [Int]
  public let offsets: [Int]

  /// The offsets of `zone` from 0h UTC three days before `dates` to 0h UTC four days after them
  /// (the times of a local date reach into the days around it).
  public init(zone: TimeZone, dates: ClosedRange<CivilDate>) {
    self.zone = zone
    let startSeconds = (dates.lowerBound.julianDayNumber - 3 - ZoneOffsets.epochDayNumber) * 86_400
    let endSeconds = (dates.upperBound.julianDayNumber + 4 - ZoneOffsets.epochDayNumber) * 86_400
    startMillis = startSeconds * 1000
    endMillis = endSeconds * 1000
    var offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(startSeconds)))]
    var transitions: [Int] = []
    var cursor = Date(timeIntervalSince1970: Double(startSeconds))
    // Foundation lists every change of the offset, not only daylight saving time (Samoa's jump
    // over 30 December 2011, Volgograd's change of standard time in 2020); a "transition" that
    // leaves the offset as it was (a renamed abbreviation) is dropped.
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next > cursor,
      next.timeIntervalSince1970 < Double(endSeconds), transitions.count < 10_000
    {
      let offset = zone.secondsFromGMT(for: next)
      if offset != offsets[offsets.count - 1] {
        transitions.append(Int((next.timeIntervalSince1970 * 1000).rounded()))
        offsets.append(offset)
      }
      cursor = next
    }
    self.transitions = transitions
    self.offsets = offsets
  }

  /// The Julian day number of 1970-01-01.
  static let epochDayNumber = 2_440_588

  /// The offset in seconds in force at `utcMillis` (ms since 1970-01-01T00:00Z).
  @inline(__always)
  public func offsetSeconds(atUTCMillis utcMillis: Int) -> Int {
    guard utcMillis >= startMillis, utcMillis < endMillis else {
      return zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utcMillis) / 1000))
    }
    var i = 0
    while i < transitions.count && utcMillis >= transitions[i] { i += 1 }
    return offsets[i]
  }

  /// The offset at 12:00 local time on `date`: ``Timetable/utcOffsetAtNoon(of:in:)``.
  public func offsetAtNoon(of date: CivilDate) -> Int {
    let noonAsUTC = ((date.julianDayNumber - ZoneOffsets.epochDayNumber) * 86_400 + 43_200) * 1000
    let first = offsetSeconds(atUTCMillis: noonAsUTC)
    return offsetSeconds(atUTCMillis: noonAsUTC - first * 1000)
  }

  /// The instant as whole local milliseconds since 1970-01-01T00:00 local: settled to the
  /// millisecond first, then the offset in force at that millisecond (as ``LocalClock`` does).
  @inline(__always)
  public func localMillis(_ instant: JulianDate) -> Int {
    let utcMillis = Int((instant.secondsSince1970 * 1000).rounded())
    return utcMillis + offsetSeconds(atUTCMillis: utcMillis) * 1000
  }

  /// The Julian day number of the local date of an instant.
  @inline(__always)
  public func localDayNumber(_ instant: JulianDate) -> Int {
    let local = localMillis(instant)
    let day = 86_400_000
    return (local >= 0 ? local / day : -((-local + day - 1) / day)) + ZoneOffsets.epochDayNumber
  }
}
