import Astro
import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The widget's reader: the overlay contract, the edges of the horizon and of segments, damaged
/// snapshots, the countdowns and the timeline.
final class WidgetReaderTests: XCTestCase {
  func snapshot(_ lang: SnapshotLanguage = .en, place: Int = 0, now: Date = SnapshotBuilderTests.now, marks: Set<PrayerMark> = []) throws -> WidgetSnapshot {
    try SnapshotBuilderTests.build(SnapshotBuilderTests.places[place], lang, now: now, marks: marks)
  }

  var nowMs: Int64 { Int64(SnapshotBuilderTests.now.timeIntervalSince1970 * 1000) }

  // MARK: - The contract

  struct Contract: Decodable {
    struct Case: Decodable {
      struct P: Decodable { let id: PrayerID; let at: Int64; let marked: Bool }
      let name: String
      let prayers: [P]
      let taps: [WidgetTap]
      let expected: [String: Bool]
    }
    let day: String
    let cases: [Case]
  }

  /// Every case of `Data/contract/overlay-cases.json`.
  func testOverlay_ContractCases() throws {
    let data = try dataBytes("contract/overlay-cases.json")
    let contract = try JSONDecoder().decode(Contract.self, from: data)
    XCTAssertGreaterThanOrEqual(contract.cases.count, 10)
    for c in contract.cases {
      let day = WidgetSnapshot.Day(
        date: contract.day, weekday: "", gregorian: "", civil: nil, hijri: nil,
        sunrise: WidgetSnapshot.Moment(name: "", time: "", at: 0),
        prayers: c.prayers.map {
          WidgetSnapshot.Prayer(id: $0.id, name: "", time: "", at: $0.at, endsAt: $0.at + 1, marked: $0.marked, estimated: nil, endsInCaption: "", nextCaption: "")
        })
      let result = WidgetReader.overlay(day, taps: c.taps)
      var got: [String: Bool] = [:]
      for p in result.prayers { got[p.id.rawValue] = p.marked }
      XCTAssertEqual(got, c.expected, c.name)
    }
  }

  // MARK: - Edges

  func testState_ExactlyAtABoundaryAndOneMillisecondBefore() throws {
    let s = try snapshot()
    let asr = s.days[0].prayers.first { $0.id == .asr }!
    guard case .showing(let at) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: asr.at), taps: []),
      case .showing(let before) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: asr.at - 1), taps: [])
    else { return XCTFail("not showing") }
    XCTAssertEqual(at.current?.id, .asr)
    XCTAssertEqual(at.next?.id, .maghrib)
    XCTAssertEqual(before.current?.id, .dhuhr)
    XCTAssertEqual(before.next?.id, .asr)
    if case .strong(let caption, let range, let text) = before.countdown {
      XCTAssertEqual(caption, before.current?.endsInCaption)
      XCTAssertEqual(range, Instant(millisecondsSince1970: asr.at - 1)...Instant(millisecondsSince1970: asr.at))
      XCTAssertEqual(text, "0:00:00")
    } else {
      XCTFail("expected the strong countdown")
    }
  }

  func testState_PastTheHorizonNeedsARefresh() throws {
    let s = try snapshot()
    XCTAssertEqual(WidgetReader.state(of: s, now: Instant(millisecondsSince1970: s.horizonEnd), taps: []), .needsRefresh(caption: s.captions.needsRefresh))
    XCTAssertEqual(WidgetReader.state(of: s, now: Instant(millisecondsSince1970: s.horizonEnd + 86_400_000), taps: []), .needsRefresh(caption: s.captions.needsRefresh))
    guard case .showing = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: s.horizonEnd - 1), taps: []) else { return XCTFail() }
    // Before the first prayer day too (a clock set back): never a guessed schedule.
    XCTAssertEqual(WidgetReader.state(of: s, now: Instant(millisecondsSince1970: s.segments[0].from - 1), taps: []), .needsRefresh(caption: s.captions.needsRefresh))
  }

  func testState_UnknownVersionOrDamagedBytesOpenTheApp() throws {
    let s = try snapshot(.tr)
    var json = try JSONSerialization.jsonObject(with: s.encoded()) as! [String: Any]
    json["version"] = WidgetSnapshot.currentVersion + 1
    let newer = try JSONSerialization.data(withJSONObject: json)
    XCTAssertEqual(WidgetReader.state(of: newer, now: Instant(millisecondsSince1970: nowMs), taps: []), .openApp(caption: s.captions.openApp))
    let bytes = s.encoded()
    for cut in [0, 1, 10, bytes.count / 2, bytes.count - 1] {
      guard case .openApp = WidgetReader.state(of: bytes.prefix(cut), now: Instant(millisecondsSince1970: nowMs), taps: []) else {
        return XCTFail("truncated at \(cut)")
      }
    }
    guard case .openApp(let caption) = WidgetReader.state(of: Data("{\"version\":1}".utf8), now: Instant(millisecondsSince1970: nowMs), taps: []) else { return XCTFail() }
    XCTAssertEqual(caption, "Open the app to update")
  }

  /// Taps laid over the day decide the countdown: unmarked current prayer → strong, with seconds;
  /// marked → calm, to the next prayer, in whole minutes; a tap before the prayer started counts
  /// for nothing, and a second tap undoes the first.
  func testCountdown_FollowsTheTaps() throws {
    let s = try snapshot()
    let day = s.days[0]
    let dhuhr = day.prayers.first { $0.id == .dhuhr }!
    let asr = day.prayers.first { $0.id == .asr }!
    let now = dhuhr.at + 10 * 60_000 + 30_000
    func countdown(_ taps: [WidgetTap]) -> WidgetCountdown? {
      if case .showing(let d) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: now), taps: taps) { return d.countdown }
      return nil
    }
    guard case .strong = countdown([]) else { return XCTFail() }
    let tap = WidgetTap(date: day.date, prayer: .dhuhr, at: Instant(millisecondsSince1970: dhuhr.at + 60_000))
    guard case .calm(let caption, let range, let text) = countdown([tap]) else { return XCTFail() }
    XCTAssertEqual(caption, asr.nextCaption)
    XCTAssertEqual(range.upperBound.millisecondsSince1970, asr.at)
    let minutes = Int((asr.at - now + 59_999) / 60_000)
    XCTAssertEqual(text, s.countdown.calm[minutes])
    let early = WidgetTap(date: day.date, prayer: .dhuhr, at: Instant(millisecondsSince1970: dhuhr.at - 1))
    guard case .strong = countdown([early]) else { return XCTFail("an early tap counted") }
    let again = WidgetTap(date: day.date, prayer: .dhuhr, at: Instant(millisecondsSince1970: dhuhr.at + 120_000))
    guard case .strong = countdown([tap, again]) else { return XCTFail("a double tap did not undo") }
    // Between sunrise and Dhuhr there is no current prayer: calm, to Dhuhr.
    if case .showing(let d) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: day.sunrise.at + 1), taps: []) {
      XCTAssertNil(d.current)
      guard case .calm = d.countdown else { return XCTFail() }
    }
  }

  /// The spoken countdown a reader fills from the snapshot's `spoken` block is the localizer's
  /// (held to ICU's wide units in LanguageTableTests), for the strong clock every 7 s of a
  /// prayer's window and the calm value every minute of a wait, in every language; the times,
  /// hints and flag words are those the localizer writes, the spoken time present only where it
  /// differs from the displayed one.
  func testSpokenCountdown_EqualsTheLocalizers() throws {
    for lang in SnapshotLanguage.allCases {
      let s = try snapshot(lang, place: 1)
      let l = Localizer(locale: s.locale)
      let spoken = try XCTUnwrap(s.spoken, lang.rawValue)
      let day = s.days[0]
      let asr = day.prayers.first { $0.id == .asr }!
      for now in stride(from: asr.at, to: asr.endsAt, by: 7_000) {
        guard case .showing(let d) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: now), taps: []),
          case .strong = d.countdown
        else { return XCTFail("\(lang.rawValue): no strong countdown") }
        let seconds = Int((asr.endsAt - now) / 1000)
        XCTAssertEqual(d.spokenCountdown.map(Localizer.withoutMarks), Localizer.withoutMarks(l.spokenClock(seconds: seconds)), "\(lang.rawValue) \(seconds)")
      }
      let tap = WidgetTap(date: day.date, prayer: .asr, at: Instant(millisecondsSince1970: asr.at + 1))
      for now in stride(from: asr.at + 1, to: asr.endsAt, by: 60_000) {
        guard case .showing(let d) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: now), taps: [tap]),
          case .calm = d.countdown
        else { return XCTFail("\(lang.rawValue): no calm countdown") }
        let minutes = Int((asr.endsAt - now + 59_999) / 60_000)
        XCTAssertEqual(d.spokenCountdown.map(Localizer.withoutMarks), Localizer.withoutMarks(l.spokenCalm(minutes: minutes)), "\(lang.rawValue) \(minutes)")
      }
      for (k, p) in day.prayers.enumerated() {
        let clock = LocalClock(try ZoneSpec(parsing: s.timeZone)).time(of: Instant(millisecondsSince1970: p.at))
        let said = l.spokenTime(hour: clock.hour, minute: clock.minute)
        XCTAssertEqual(p.spoken ?? p.time, said, "\(lang.rawValue) \(p.id)")
        XCTAssertNotEqual(p.spoken, p.time)
        let friday = p.name != l.prayerName(p.id, onFriday: false)
        XCTAssertEqual(
          Localizer.withoutMarks(spoken.markHint(for: p)), Localizer.withoutMarks(l.markHint(PrayerID.allCases[k], onFriday: friday)),
          "\(lang.rawValue) \(p.id)")
      }
      XCTAssertEqual(s.captions.estimated, l.flagWords.estimated)
      XCTAssertEqual(s.captions.hijriPredicted, l.flagWords.hijriPredicted)
      XCTAssertEqual(spoken.current, l.spokenStates.current)
    }
    // The review's examples.
    let ar = try snapshot(.ar, place: 0)
    XCTAssertTrue(ar.days[0].prayers[0].spoken?.hasSuffix("صباحًا") ?? false, ar.days[0].prayers[0].spoken ?? "none")
    XCTAssertEqual(ar.spoken?.calmSpoken(minutes: 135, now: ar.countdown.calm[0]), "بعد ساعتين و١٥ دقيقة")
    XCTAssertEqual(try snapshot(.en).spoken?.strongSpoken(seconds: 750), "12 minutes, 30 seconds left")
  }

  /// T5: a Turkish snapshot carries `captions.endsInFormat`, and the reader's line puts the clock
  /// inside it (`İkindi vaktinin çıkmasına 0:12:30 kaldı`); the caption and the value stay what
  /// a reader that ignores the key shows, and that reader's line (caption, space, value) is the
  /// new line's beginning. A language without the template has none, and its line is caption and
  /// value.
  func testCountdownLine_TurkishTemplateAndAnOldReader() throws {
    let tr = try snapshot(.tr, place: 1)
    let asr = tr.days[0].prayers.first { $0.id == .asr }!
    XCTAssertEqual(tr.captions.endsInFormat, "{caption} {value} kaldı")
    guard case .showing(let d) = WidgetReader.state(of: tr, now: Instant(millisecondsSince1970: asr.endsAt - 750_000), taps: []),
      case .strong(let caption, _, let text) = d.countdown
    else { return XCTFail("no strong countdown") }
    XCTAssertEqual(caption, "İkindi vaktinin çıkmasına")
    XCTAssertEqual(text, "0:12:30")
    XCTAssertEqual(d.countdownLine, "İkindi vaktinin çıkmasına 0:12:30 kaldı")
    XCTAssertTrue(d.countdownLine!.hasPrefix(caption + " " + text))
    XCTAssertEqual(d.spokenCountdown, "12 dakika 30 saniye kaldı")
    let en = try snapshot(.en)
    XCTAssertNil(en.captions.endsInFormat)
    let enAsr = en.days[0].prayers.first { $0.id == .asr }!
    guard case .showing(let e) = WidgetReader.state(of: en, now: Instant(millisecondsSince1970: enAsr.endsAt - 750_000), taps: [])
    else { return XCTFail() }
    XCTAssertEqual(e.countdownLine, enAsr.endsInCaption + " 0:12:30")
    XCTAssertFalse(String(decoding: en.encoded(), as: UTF8.self).contains("endsInFormat"))
    // A format without {value} (a damaged snapshot) is ignored.
    XCTAssertEqual(WidgetReader.captionLine("A", format: "B {value}", value: "1"), "A 1")

  }

  /// The strong countdown's clock takes the snapshot's separator: Indonesian `0.10.29` (the
  /// table's `clockDuration` `H.mm.ss`, ICU's id time separator), every other language `:`,
  /// whose snapshot leaves `countdown.separator` out (its bytes are unchanged).
  func testCountdown_StrongClockUsesTheSnapshotsSeparator() throws {
    let jakarta = try ContractSnapshots.jakartaIndonesian()
    XCTAssertEqual(jakarta.countdown.separator, ".")
    let dhuhr = jakarta.days[0].prayers.first { $0.id == .dhuhr }!
    let now = Instant(millisecondsSince1970: dhuhr.endsAt - 629_000)
    guard case .showing(let d) = WidgetReader.state(of: jakarta, now: now, taps: []),
      case .strong(_, _, let text) = d.countdown
    else { return XCTFail("no strong countdown") }
    XCTAssertEqual(text, "0.10.29")
    XCTAssertEqual(text, Localizer(locale: jakarta.locale).clockDuration(seconds: 629))
    let london = try ContractSnapshots.londonAcrossTheClockChange()
    XCTAssertNil(london.countdown.separator)
    XCTAssertFalse(String(decoding: try london.encoded(), as: UTF8.self).contains("\"separator\""))
  }

  /// The reader works on instants only: a time-zone change of the device after the snapshot was
  /// built changes nothing (the strings stay those of the snapshot's zone), and a DST change
  /// inside the horizon keeps the segments contiguous with the day's clock times right.
  func testTimeZoneChangeAndDST() throws {
    let london = SnapshotBuilderTests.places[2]
    // 2026-03-27 09:00Z: the horizon crosses the spring change of 29 March.
    let s = try SnapshotBuilderTests.build(london, .en, now: Date(timeIntervalSince1970: 1_774_602_000))
    for (a, b) in zip(s.segments, s.segments.dropFirst()) { XCTAssertEqual(a.to, b.from) }
    let before = s.days.first { $0.date == "2026-03-28" }!
    let after = s.days.first { $0.date == "2026-03-30" }!
    // Dhuhr moves by about an hour on the clock, not in the sky.
    // The hour of "12:09 PM" (no direction mark: its first strong character, PM, agrees with English).
    let clock = { (p: WidgetSnapshot.Prayer) in Int(p.time.split(separator: ":")[0].filter(\.isNumber))! }
    XCTAssertEqual(clock(before.prayers[1]), 12)
    XCTAssertEqual(clock(after.prayers[1]), 1)  // 1:0x PM
    XCTAssertEqual(Double(after.prayers[1].at - before.prayers[1].at) / 3_600_000, 48, accuracy: 0.05)
    let state = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: after.prayers[1].at + 1), taps: [])
    let sameBytes = WidgetReader.state(of: s.encoded(), now: Instant(millisecondsSince1970: after.prayers[1].at + 1), taps: [])
    XCTAssertEqual(state, sameBytes)
  }

  /// The timeline: an entry at every boundary, minute entries for a calm countdown (at most 120,
  /// then reload at the end), the transition alarm one second after the next boundary, and the
  /// refresh state at the horizon.
  func testTimeline_Plan() throws {
    let s = try snapshot()
    let day = s.days[0]
    // Strong countdown now (Dhuhr not marked): only boundaries, and the horizon.
    let dhuhr = day.prayers[1]
    let strong = WidgetReader.timeline(of: s, now: Instant(millisecondsSince1970: dhuhr.at + 1000), taps: [])
    let boundaries = s.segments.map(\.from).filter { $0 > dhuhr.at + 1000 }
    // The calm stretch from sunrise to Dhuhr of later days adds minute entries; the plan is cut at
    // the 120th of them.
    XCTAssertTrue(Set(strong.entries.map(\.at.millisecondsSince1970)).isSuperset(of: Set(boundaries.prefix(5))))
    XCTAssertEqual(strong.transitionAlarm?.millisecondsSince1970, s.segments[WidgetReader.segmentIndex(s.segments, containing: Instant(millisecondsSince1970: dhuhr.at + 1000))!].to + 1000)
    XCTAssertEqual(strong.entries.map(\.at.millisecondsSince1970), strong.entries.map(\.at.millisecondsSince1970).sorted())
    // Calm countdown now (Dhuhr marked): one entry per minute change, at most 120, then reload.
    let tap = WidgetTap(date: day.date, prayer: .dhuhr, at: Instant(millisecondsSince1970: dhuhr.at + 500))
    let calm = WidgetReader.timeline(of: s, now: Instant(millisecondsSince1970: dhuhr.at + 1000), taps: [tap])
    let minuteEntries = calm.entries.filter { e in
      !s.segments.contains { $0.from == e.at.millisecondsSince1970 } && e.at.millisecondsSince1970 != dhuhr.at + 1000
    }
    XCTAssertEqual(minuteEntries.count, WidgetReader.maximumMinuteEntries)
    XCTAssertEqual(calm.reload, .atEnd)
    for (a, b) in zip(minuteEntries, minuteEntries.dropFirst()) { XCTAssertEqual(a.at.milliseconds(to: b.at), 60_000) }
    // Every entry's state is what the reader says at that instant.
    for e in calm.entries { XCTAssertEqual(e.state, WidgetReader.state(of: s, now: e.at, taps: [tap])) }
    // Near the end of the horizon the plan ends with the refresh state.
    let last = WidgetReader.timeline(of: s, now: Instant(millisecondsSince1970: s.horizonEnd - 60_000), taps: [])
    XCTAssertEqual(last.entries.last?.state, .needsRefresh(caption: s.captions.needsRefresh))
  }

  /// A countdown range never runs backwards, even when the widget draws after its end.
  func testCountdownRanges_NeverRunBackwards() throws {
    let s = try snapshot(.ar)
    for segment in s.segments.prefix(12) {
      for now in [segment.from, segment.to - 1] {
        guard case .showing(let d) = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: now), taps: []) else { continue }
        switch d.countdown {
        case .strong(_, let range, _), .calm(_, let range, _): XCTAssertLessThanOrEqual(range.lowerBound, range.upperBound)
        case .none: break
        }
      }
    }
  }
}

extension WidgetReaderTests {
  /// A snapshot that decodes but breaks its own rules is unreadable: backward or out-of-order
  /// segments, a gap, a day index that does not exist, absurd instants (the overflow found by the
  /// CLI session: Dhuhr at 9.2 × 10¹⁸ ms), a wrong digit table. Never a crash.
  func testMalformedSnapshots_OpenTheApp() throws {
    let good = try snapshot()
    var json = try JSONSerialization.jsonObject(with: good.encoded()) as! [String: Any]
    func variant(_ change: (inout [String: Any]) -> Void) -> Data {
      var copy = json
      change(&copy)
      return try! JSONSerialization.data(withJSONObject: copy)
    }
    func segments(_ j: [String: Any]) -> [[String: Any]] { j["segments"] as! [[String: Any]] }
    let cases: [(String, Data)] = [
      ("backward segment", variant { j in var s = segments(j); let f = s[0]["from"]!; s[0]["from"] = s[0]["to"]; s[0]["to"] = f; j["segments"] = s }),
      ("segments out of order", variant { j in var s = segments(j); s.swapAt(0, 1); j["segments"] = s }),
      ("a gap", variant { j in var s = segments(j); s.remove(at: 3); j["segments"] = s }),
      ("a missing day", variant { j in var s = segments(j); s[0]["day"] = 99; j["segments"] = s }),
      ("absurd instant", variant { j in
        var days = j["days"] as! [[String: Any]]
        var prayers = days[0]["prayers"] as! [[String: Any]]
        prayers[1]["at"] = 9_223_372_036_854_775_000 as Int64
        prayers[0]["marked"] = true
        days[0]["prayers"] = prayers
        j["days"] = days
        var s = segments(j); s[0]["from"] = -5_000_000_000_000 as Int64; j["segments"] = s
      }),
      ("wrong digits", variant { j in var c = j["countdown"] as! [String: Any]; c["digits"] = "012"; j["countdown"] = c }),
      ("no segments", variant { j in j["segments"] = [] as [Any] }),
    ]
    for (name, data) in cases {
      for now in [nowMs, -2_208_988_800_000, Int64.max, Int64.min] {
        guard case .openApp = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: now), taps: []) else {
          return XCTFail("\(name) at \(now)")
        }
        _ = WidgetReader.timeline(of: data, now: Instant(millisecondsSince1970: now), taps: [])
      }
    }
    json = [:]
    // Extreme moments on a good snapshot: needs a refresh, and the timeline plan stays finite.
    for now in [Int64.max, Int64.min, Int64.max - 1] {
      XCTAssertEqual(WidgetReader.state(of: good, now: Instant(millisecondsSince1970: now), taps: []), .needsRefresh(caption: good.captions.needsRefresh))
      XCTAssertEqual(WidgetReader.timeline(of: good, now: Instant(millisecondsSince1970: now), taps: []).entries.count, 1)
    }
  }
}
