import Astro
import Foundation

/// Everything a native widget may do with a snapshot, and nothing more.
public enum WidgetReader: Sendable {
  /// The most minute entries of a calm countdown in one timeline.
  public static let maximumMinuteEntries = 120

  /// The state at `now` of the snapshot in `data`, with pending `taps` laid over it.
  public static func state(of data: Data, now: Instant, taps: [WidgetTap]) -> WidgetState {
    guard let snapshot = WidgetSnapshot.decode(data) else {
      return .openApp(caption: fallbackOpenApp(data))
    }
    return state(of: snapshot, now: now, taps: taps)
  }

  /// The state at `now` of a decoded snapshot.
  public static func state(of snapshot: WidgetSnapshot, now: Instant, taps: [WidgetTap])
    -> WidgetState
  {
    state(of: snapshot, at: now.millisecondsSince1970, taps: taps)
  }

  /// The state at `now` (epoch ms, as the snapshot holds its instants).
  static func state(of snapshot: WidgetSnapshot, at now: Int64, taps: [WidgetTap]) -> WidgetState {
    guard let i = segmentIndex(snapshot.segments, containing: now),
      snapshot.days.indices.contains(snapshot.segments[i].day)
    else { return .needsRefresh(caption: snapshot.captions.needsRefresh) }
    let segment = snapshot.segments[i]
    let day = overlay(snapshot.days[segment.day], taps: taps)
    let current = segment.current.flatMap { id in day.prayers.first { $0.id == id } }
    var next: WidgetSnapshot.Prayer?
    if let n = segment.next, snapshot.days.indices.contains(n.day) {
      let nextDay = n.day == segment.day ? day : overlay(snapshot.days[n.day], taps: taps)
      next = nextDay.prayers.first { $0.id == n.prayer }
    }
    let countdown: WidgetCountdown
    var line: String?
    var spoken: String?
    if let current, !current.marked {
      let end = current.endsAt
      let seconds = Int(gap(now, end) / 1000)
      let text = clock(
        seconds: seconds, digits: snapshot.countdown.digits, separator: snapshot.countdown.separator ?? ":")
      countdown = .strong(caption: current.endsInCaption, range: instants(min(now, end), end), text: text)
      line = captionLine(current.endsInCaption, format: snapshot.captions.endsInFormat, value: text)
      spoken = snapshot.spoken?.strongSpoken(seconds: seconds)
    } else if let next {
      let minutes = Int((gap(now, next.at) + 59_999) / 60_000)
      let table = snapshot.countdown.calm
      let text = table.isEmpty ? "" : table[min(minutes, table.count - 1)]
      countdown = .calm(caption: next.nextCaption, range: instants(min(now, next.at), next.at), text: text)
      line = captionLine(next.nextCaption, format: nil, value: text)
      spoken = table.isEmpty ? nil : snapshot.spoken?.calmSpoken(minutes: minutes, now: table[0])
    } else {
      countdown = .none
    }
    return .showing(
      WidgetDisplay(
        dayIndex: segment.day, day: day, segment: segment, current: current, next: next,
        countdown: countdown, countdownLine: line, spokenCountdown: spoken))
  }

  /// A countdown's caption and value as one line: the snapshot's `captions.endsInFormat` with
  /// the caption and the value in place where it has one (tr "{caption} {value} kaldı" →
  /// "İkindi vaktinin çıkmasına 0:12:30 kaldı"), else the caption, a space and the value (what a
  /// reader that ignores the format shows, and how the format starts). A format without both
  /// placeholders (a damaged snapshot) is ignored.
  static func captionLine(_ caption: String, format: String?, value: String) -> String {
    if let format, format.hasPrefix("{caption} {value}") {
      return WidgetSnapshot.Spoken.fill(format, ["caption": caption, "value": value])
    }
    return caption + " " + value
  }

  /// `from...to` as instants.
  static func instants(_ from: Int64, _ to: Int64) -> ClosedRange<Instant> {
    Instant(millisecondsSince1970: from)...Instant(millisecondsSince1970: to)
  }

  /// The index of the segment containing `now` (binary search), or `nil` outside the horizon.
  public static func segmentIndex(_ segments: [WidgetSnapshot.Segment], containing now: Instant) -> Int? {
    segmentIndex(segments, containing: now.millisecondsSince1970)
  }

  static func segmentIndex(_ segments: [WidgetSnapshot.Segment], containing now: Int64) -> Int? {
    var lo = 0
    var hi = segments.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if segments[mid].to <= now {
        lo = mid + 1
      } else if segments[mid].from > now {
        hi = mid
      } else {
        return mid
      }
    }
    return nil
  }

  /// The day with the pending taps laid over its statuses: a tap counts only if the prayer's time
  /// had started when it was made (checked again here), and each counted tap flips the mark, so a
  /// second tap undoes the first. Taps on other days are ignored. Contract:
  /// `Data/contract/overlay-cases.json`.
  public static func overlay(_ day: WidgetSnapshot.Day, taps: [WidgetTap]) -> WidgetSnapshot.Day {
    let relevant = taps.filter { $0.date == day.date }
    guard !relevant.isEmpty else { return day }
    let prayers = day.prayers.map { p -> WidgetSnapshot.Prayer in
      let flips = relevant.filter { $0.prayer == p.id && $0.at.millisecondsSince1970 >= p.at }.count
      guard flips % 2 == 1 else { return p }
      return WidgetSnapshot.Prayer(
        id: p.id, name: p.name, time: p.time, at: p.at, endsAt: p.endsAt, marked: !p.marked,
        estimated: p.estimated, endsInCaption: p.endsInCaption, nextCaption: p.nextCaption,
        shortName: p.shortName, spoken: p.spoken)
    }
    return WidgetSnapshot.Day(
      date: day.date, weekday: day.weekday, gregorian: day.gregorian, civil: day.civil, hijri: day.hijri,
      sunrise: day.sunrise, prayers: prayers, short: day.short)
  }

  /// The timeline from `now`: an entry at every segment boundary up to the horizon (and one at
  /// the horizon, showing "Times need a refresh"); for a calm countdown, one entry each time the
  /// minutes change, at most ``maximumMinuteEntries`` in all, after which the timeline ends and
  /// asks to be reloaded; the transition alarm one second after the next boundary.
  public static func timeline(of data: Data, now: Instant, taps: [WidgetTap]) -> WidgetTimeline {
    guard let snapshot = WidgetSnapshot.decode(data) else {
      return WidgetTimeline(
        entries: [(now, .openApp(caption: fallbackOpenApp(data)))], reload: .after(halfAnHourAfter(now)),
        transitionAlarm: nil)
    }
    return timeline(of: snapshot, now: now, taps: taps)
  }

  /// Half an hour after `now` (`now` itself at the end of time).
  static func halfAnHourAfter(_ now: Instant) -> Instant {
    let ms = now.millisecondsSince1970
    return Instant(millisecondsSince1970: ms.addingReportingOverflow(1_800_000).overflow ? ms : ms + 1_800_000)
  }

  /// The timeline of a decoded snapshot.
  public static func timeline(of snapshot: WidgetSnapshot, now instant: Instant, taps: [WidgetTap])
    -> WidgetTimeline
  {
    let now = instant.millisecondsSince1970
    guard let first = segmentIndex(snapshot.segments, containing: now) else {
      return WidgetTimeline(
        entries: [(instant, state(of: snapshot, at: now, taps: taps))],
        reload: .after(halfAnHourAfter(instant)), transitionAlarm: nil)
    }
    var times: [Int64] = [now]
    var minuteEntries = 0
    var cut: Int64?
    outer: for i in first..<snapshot.segments.count {
      let segment = snapshot.segments[i]
      let start = max(now, segment.from)
      if segment.from > now { times.append(segment.from) }
      // A calm stretch gets an entry each time its whole minutes change.
      if case .showing(let display) = state(of: snapshot, at: start, taps: taps),
        case .calm(_, let range, _) = display.countdown
      {
        let target = range.upperBound.millisecondsSince1970
        var tick = target - Int64((target - start - 1) / 60_000) * 60_000
        while tick < segment.to && tick < target {
          if tick > start {
            if minuteEntries == maximumMinuteEntries {
              cut = tick
              break outer
            }
            times.append(tick)
            minuteEntries += 1
          }
          tick += 60_000
        }
      }
    }
    if cut == nil { times.append(snapshot.horizonEnd) }
    let entries = times.map { (Instant(millisecondsSince1970: $0), state(of: snapshot, at: $0, taps: taps)) }
    let nextBoundary = snapshot.segments[first].to
    return WidgetTimeline(
      entries: entries,
      reload: cut == nil ? .after(Instant(millisecondsSince1970: snapshot.horizonEnd)) : .atEnd,
      transitionAlarm: Instant(millisecondsSince1970: nextBoundary + 1000))
  }

  /// The snapshot's occasions observed from the local date of `now` on, each with its countdown
  /// string ("Today", "Tomorrow", "In 3 days"): calendar days in the snapshot's zone between the
  /// local date of `now` and the occasion's date, never elapsed seconds ÷ 86 400, so the count
  /// turns at local midnight, DST days included. An occasion beyond the table of day offsets has
  /// no string and is left out. A moment outside the years 1–9999 (a clock far off) has none.
  public static func upcomingOccasions(of snapshot: WidgetSnapshot, now: Instant)
    -> [(occasion: WidgetSnapshot.OccasionEntry, countdown: String)]
  {
    guard WidgetSnapshot.instantRange.contains(now.millisecondsSince1970),
      let zone = try? ZoneSpec(parsing: snapshot.timeZone)
    else { return [] }
    let today = LocalClock(zone).date(of: now)
    return snapshot.occasions.compactMap { o in
      guard let date = CivilDate(iso8601: o.date) else { return nil }
      let days = today.days(to: date)
      guard days >= 0, let text = snapshot.dayOffsets.string(for: days) else { return nil }
      return (o, text)
    }
  }

  /// `to − from` in ms, at least 0 and at most ten years, whatever the operands (a damaged or
  /// hostile snapshot, or a clock far off, must not overflow).
  static func gap(_ from: Int64, _ to: Int64) -> Int64 {
    let (d, overflow) = to.subtractingReportingOverflow(from)
    if overflow { return to > from ? 315_576_000_000 : 0 }
    return min(max(0, d), 315_576_000_000)
  }

  /// `h:mm:ss` in the snapshot's digits, with its separator (`:`, Indonesian `.`: `0.12.30`).
  static func clock(seconds: Int, digits: String, separator: String = ":") -> String {
    let d = Array(digits)
    func map(_ s: String) -> String {
      guard d.count == 10 else { return s }
      return String(s.map { c in c.wholeNumberValue.map { d[$0] } ?? c })
    }
    let h = seconds / 3600
    let m = seconds / 60 % 60
    let s = seconds % 60
    return map("\(h)") + separator + map("\(m < 10 ? "0" : "")\(m)") + separator + map("\(s < 10 ? "0" : "")\(s)")
  }

  /// The "open the app" caption of a snapshot this reader cannot use: its own caption if the
  /// bytes are readable enough to hold one, else English. Bytes that are not even plausible
  /// (``WidgetSnapshot/isPlausible(_:)``: too big, nested too deep) are not decoded at all.
  static func fallbackOpenApp(_ data: Data) -> String {
    struct Partial: Decodable {
      struct Captions: Decodable { let openApp: String }
      let captions: Captions
    }
    let english = "Open the app to update"
    guard WidgetSnapshot.isPlausible(data) else { return english }
    return (try? JSONDecoder().decode(Partial.self, from: data))?.captions.openApp ?? english
  }
}
