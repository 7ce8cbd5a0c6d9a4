import Astro
import Foundation
import Hijri
import XCTest

@testable import PrayerSnapshot

/// The regression list of the Near & Dear article (seed 000) that applies to this snapshot: the
/// occasion window's edges, past occasions, calendar-day arithmetic across DST and time-zone
/// changes, an empty list, a legacy payload, and an occasion that needs a newer snapshot.
final class SeedRegressionTests: XCTestCase {
  let makkah = SnapshotBuilderTests.places[0]

  func build(
    _ place: SnapshotBuilderTests.Place, at iso: String, calendar: HijriCalendar = .ummAlQura,
    occasions: OccasionSet? = nil
  ) throws -> WidgetSnapshot {
    let now = ISO8601DateFormatter().date(from: iso)!
    return try SnapshotBuilder.build(
      SnapshotRequest(
        coordinates: place.coordinates, zone: try ZoneSpec(parsing: place.zone), parameters: place.method.parameters,
        locale: SnapshotLocale(lang: .en), hijriCalendar: calendar, occasionSet: occasions, now: now))
  }

  func ms(_ iso: String) -> Int64 { Int64(ISO8601DateFormatter().date(from: iso)!.timeIntervalSince1970 * 1000) }

  /// Eid al-Fitr 1448 is 2027-03-09 (Umm al-Qura): 121 days ahead it is not in the snapshot, 120
  /// days ahead it enters ("In 120 days"), and on the day it reads "Today".
  func testOccasionWindow_DayBeforeItOpensFirstDayAndTheDateItself() throws {
    let before = try build(makkah, at: "2026-11-08T09:00:00Z")
    XCTAssertFalse(before.occasions.contains { $0.id == "eid-al-fitr" && $0.date == "2027-03-09" })
    let first = try build(makkah, at: "2026-11-09T09:00:00Z")
    let eid = WidgetReader.upcomingOccasions(of: first, now: Instant(millisecondsSince1970: ms("2026-11-09T09:00:00Z"))).first { $0.occasion.id == "eid-al-fitr" }
    XCTAssertEqual(eid?.countdown, "In 120 days")
    let onTheDay = try build(makkah, at: "2027-03-09T09:00:00Z")
    let today = WidgetReader.upcomingOccasions(of: onTheDay, now: Instant(millisecondsSince1970: ms("2027-03-09T09:00:00Z"))).first { $0.occasion.id == "eid-al-fitr" }
    XCTAssertEqual(today?.countdown, "Today")
  }

  /// A snapshot left unopened ages: the widget counts the days itself; a past occasion has its
  /// "N days ago" string but is no longer listed as upcoming.
  func testPastOccasion_AgesWithoutTheApp() throws {
    // Diyanet's set, which has Raghaib (Makkah's own, Saudi Arabia's, does not).
    let s = try build(makkah, at: "2026-11-29T09:00:00Z", occasions: OccasionSet.named("diyanet"))
    XCTAssertEqual(s.dayOffsets.string(for: -3), "3 days ago")
    XCTAssertEqual(s.dayOffsets.string(for: -1), "Yesterday")
    let raghaib = s.occasions.first { $0.id == "raghaib" }!  // the evening of 2026-12-10
    XCTAssertEqual(raghaib.date, "2026-12-10")
    let now = ms("2026-12-08T12:00:00Z")
    XCTAssertEqual(WidgetReader.upcomingOccasions(of: s, now: Instant(millisecondsSince1970: now)).first { $0.occasion.id == "raghaib" }?.countdown, "In 2 days")
    XCTAssertNil(WidgetReader.upcomingOccasions(of: s, now: Instant(millisecondsSince1970: ms("2026-12-11T12:00:00Z"))).first { $0.occasion.id == "raghaib" })
  }

  /// Calendar days in the local zone, across the spring DST change in London (29 March 2026):
  /// an occasion on 30 March is 2 days away at 23:59 on the 28th, 1 day at 00:01 on the 29th and
  /// still at 23:59 BST, 0 at midnight BST — elapsed seconds ÷ 86 400 would say 0 at 00:01 on
  /// the 29th.
  func testCalendarDays_AcrossDST() throws {
    var s = try build(SnapshotBuilderTests.places[2], at: "2026-03-20T12:00:00Z")
    s = WidgetSnapshot(
      version: s.version, generatedAt: s.generatedAt, horizonEnd: s.horizonEnd, timeZone: s.timeZone,
      locale: s.locale, place: s.place, contentHash: s.contentHash, days: s.days, segments: s.segments,
      captions: s.captions, countdown: s.countdown,
      occasions: [WidgetSnapshot.OccasionEntry(id: "test", name: "Test", date: "2026-03-30", night: false, hijri: "")],
      dayOffsets: s.dayOffsets)
    func count(_ iso: String) -> String? { WidgetReader.upcomingOccasions(of: s, now: Instant(millisecondsSince1970: ms(iso))).first?.countdown }
    XCTAssertEqual(count("2026-03-28T23:59:00Z"), "In 2 days")      // 23:59 GMT
    XCTAssertEqual(count("2026-03-29T00:01:00Z"), "Tomorrow")       // 00:01 GMT
    XCTAssertEqual(count("2026-03-29T22:59:00Z"), "Tomorrow")       // 23:59 BST
    XCTAssertEqual(count("2026-03-29T23:00:00Z"), "Today")          // 00:00 BST on the 30th
  }

  /// The device changing time zone after the snapshot was built changes nothing: the reader works
  /// on instants and on the snapshot's own zone, never on the device's.
  func testDeviceTimeZoneChange_ChangesNothing() throws {
    let s = try build(makkah, at: "2026-11-29T09:00:00Z")
    let now = ms("2026-11-29T20:59:00Z")  // 23:59 in Makkah
    let saved = NSTimeZone.default
    defer { NSTimeZone.default = saved }
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!
    let inAuckland = (WidgetReader.state(of: s, now: Instant(millisecondsSince1970: now), taps: []), WidgetReader.upcomingOccasions(of: s, now: Instant(millisecondsSince1970: now)).map(\.countdown))
    NSTimeZone.default = TimeZone(identifier: "America/Los_Angeles")!
    let inLosAngeles = (WidgetReader.state(of: s, now: Instant(millisecondsSince1970: now), taps: []), WidgetReader.upcomingOccasions(of: s, now: Instant(millisecondsSince1970: now)).map(\.countdown))
    XCTAssertEqual(inAuckland.0, inLosAngeles.0)
    XCTAssertEqual(inAuckland.1, inLosAngeles.1)
  }

  /// An empty occasion list (a strict calendar past its table has none) still gives a widget.
  func testEmptyOccasionList() throws {
    // (The published table ends in 2077, inside the supported years; the ICU table's 2174 is not.)
    var strict = HijriCalendar.ummAlQuraPublished
    strict.outsideTable = .strict
    let s = try build(makkah, at: "2080-01-01T09:00:00Z", calendar: strict)
    XCTAssertTrue(s.occasions.isEmpty)
    XCTAssertNil(s.days[0].hijri)
    XCTAssertTrue(WidgetReader.upcomingOccasions(of: s, now: Instant(millisecondsSince1970: ms("2080-01-01T09:00:00Z"))).isEmpty)
    guard case .showing = WidgetReader.state(of: s, now: Instant(millisecondsSince1970: ms("2080-01-01T09:00:00Z")), taps: []) else { return XCTFail() }
  }

  /// A payload from an older app (no version, or version 0, missing fields) is not guessed at.
  func testLegacyPayload_OpensTheApp() {
    let legacy = Data(#"{"days":[],"segments":[],"captions":{"openApp":"Open the app"}}"#.utf8)
    XCTAssertEqual(WidgetReader.state(of: legacy, now: Instant(millisecondsSince1970: 0), taps: []), .openApp(caption: "Open the app"))
    let v0 = Data(#"{"version":0,"days":[]}"#.utf8)
    XCTAssertEqual(WidgetReader.state(of: v0, now: Instant(millisecondsSince1970: 0), taps: []), .openApp(caption: "Open the app to update"))
  }

  /// An occasion whose countdown would be fresh but which needs a newer snapshot: beyond the 120
  /// days it is not in this one, and past the horizon the widget asks for a refresh instead of
  /// showing old data.
  func testOccasionNeedingANewerSnapshot() throws {
    let s = try build(makkah, at: "2026-11-29T09:00:00Z")
    XCTAssertFalse(s.occasions.contains { $0.id == "eid-al-adha" && $0.date == "2027-05-16" })  // 168 days away
    XCTAssertEqual(WidgetReader.state(of: s, now: Instant(millisecondsSince1970: s.horizonEnd), taps: []), .needsRefresh(caption: s.captions.needsRefresh))
  }
}
