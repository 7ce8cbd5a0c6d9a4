import Astro
import Foundation
import Hijri
import XCTest

@testable import PrayerSnapshot

/// The 14-day snapshot for en, ar and tr at Makkah, Istanbul, London and Jakarta.
final class SnapshotBuilderTests: XCTestCase {
  /// A place with its IANA zone and the method its snapshot is built with.
  typealias Place = (name: String, coordinates: Coordinates, zone: String, method: CalculationMethod)

  static let places: [Place] = [
    (name: "Makkah", coordinates: Coordinates(latitude: 21.4225, longitude: 39.8262)!, zone: "Asia/Riyadh", method: .ummAlQura),
    (name: "Istanbul", coordinates: Coordinates(latitude: 41.0082, longitude: 28.9784)!, zone: "Europe/Istanbul", method: .turkey),
    (name: "London", coordinates: Coordinates(latitude: 51.5074, longitude: -0.1278)!, zone: "Europe/London", method: .moonsighting),
    (name: "Jakarta", coordinates: Coordinates(latitude: -6.1751, longitude: 106.8272)!, zone: "Asia/Jakarta", method: .kemenag),
  ]

  /// 2026-11-29T09:00:00Z, a Sunday.
  static let now = Date(timeIntervalSince1970: 1_795_942_800)

  static func build(_ place: Place, _ lang: SnapshotLanguage, digits: SnapshotDigits? = nil, clock: SnapshotClock? = nil, now: Date = now, marks: Set<PrayerMark> = []) throws -> WidgetSnapshot {
    try SnapshotBuilder.build(
      SnapshotRequest(
        coordinates: place.coordinates, zone: try ZoneSpec(parsing: place.zone),
        parameters: place.method.parameters, locale: SnapshotLocale(lang: lang, digits: digits, clock: clock),
        marks: marks, place: place.name, now: now))
  }

  /// A snapshot whose days reach past ``SupportedYears`` is refused, naming the first such day;
  /// the last one wholly inside is built.
  func testSnapshot_OutsideSupportedYears_ThrowsNamingTheDay() throws {
    let makkah = Self.places[0]
    // 2100-12-17T09:00Z: days 2100-12-16 … 2100-12-31. One day later runs into 2101.
    let inside = Date(timeIntervalSince1970: 4_132_717_200)
    XCTAssertEqual(try Self.build(makkah, .en, now: inside).days.count, SnapshotBuilder.dayCount)
    let later = inside.addingTimeInterval(86_400)
    XCTAssertThrowsError(try Self.build(makkah, .en, now: later)) { error in
      XCTAssertEqual(
        error as? SnapshotError,
        .outsideSupportedYears(OutsideSupportedYears(date: CivilDate(year: 2101, month: 1, day: 1)!)))
      XCTAssertTrue("\(error)".contains("1600...2100"), "\(error)")
    }
    // 1600-01-02: yesterday is 1600-01-01, inside; a day earlier, not.
    let first = Date(timeIntervalSince1970: -11_676_096_000 + 86_400 + 43_200)
    XCTAssertNoThrow(try Self.build(makkah, .en, now: first))
    XCTAssertThrowsError(try Self.build(makkah, .en, now: first.addingTimeInterval(-86_400)))
  }

  /// A snapshot at Istanbul dates the days as Diyanet does by default, in every language:
  /// 2026-11-29 is 20 Cemaziyelahir 1448 (Diyanet began the month on 2026-11-10), where Umm
  /// al-Qura says 19 Jumada II; the published month carries no "predicted" flag. At Makkah even
  /// Turkish keeps Umm al-Qura.
  func testSnapshot_IstanbulDefaultsToDiyanetCalendar() throws {
    let istanbul = Self.places[1]
    let tr = try Self.build(istanbul, .tr)
    let today = try XCTUnwrap(tr.days.first { $0.date == "2026-11-29" })
    XCTAssertEqual(today.hijri?.day, 20)
    XCTAssertEqual(today.hijri?.month, 6)
    XCTAssertEqual(today.hijri?.label, "20 Cemaziyelahir 1448")
    XCTAssertNil(today.hijri?.predicted)
    for lang in [SnapshotLanguage.en, .ar] {
      let other = try Self.build(istanbul, lang)
      XCTAssertEqual(other.days.first { $0.date == "2026-11-29" }?.hijri?.day, 20, "\(lang)")
    }
    let makkah = try Self.build(Self.places[0], .tr)
    XCTAssertEqual(makkah.days.first { $0.date == "2026-11-29" }?.hijri?.label, "19 Cemaziyelahir 1448")
  }

  /// Beyond Diyanet's published table (2022–2027) the Turkish snapshot's Hijri dates are the
  /// 2016 criterion's predictions, flagged as such in the JSON, and consecutive days count on.
  func testSnapshot_TurkishBeyondTableIsPredicted() throws {
    let istanbul = Self.places[1]
    // 2031-11-29T09:00Z.
    let snapshot = try Self.build(istanbul, .tr, now: Date(timeIntervalSince1970: 1_953_795_600))
    let labels = snapshot.days.compactMap(\.hijri)
    XCTAssertEqual(labels.count, snapshot.days.count)
    XCTAssertTrue(labels.allSatisfy { $0.predicted == true })
    for (a, b) in zip(labels, labels.dropFirst()) {
      XCTAssertTrue(b.day == a.day + 1 || (b.day == 1 && (29...30).contains(a.day)), "\(a) \(b)")
    }
    let json = String(decoding: try snapshot.encoded(), as: UTF8.self)
    XCTAssertTrue(json.contains("\"predicted\":true"))
    XCTAssertEqual(WidgetSnapshot.decode(Data(json.utf8))?.days.first?.hijri?.predicted, true)
  }

  func testSnapshot_FourteenDaysContiguousSegmentsFridayNames() throws {
    for place in Self.places {
      for lang in SnapshotLanguage.allCases {
        let s = try Self.build(place, lang)
        let label = "\(place.name) \(lang)"
        XCTAssertEqual(s.days.count, 14, label)
        XCTAssertEqual(s.version, WidgetSnapshot.currentVersion)
        // The first prayer day contains now.
        let now = Int64(Self.now.timeIntervalSince1970 * 1000)
        XCTAssertLessThanOrEqual(s.days[0].prayers[0].at, now, label)
        XCTAssertLessThan(now, s.days[1].prayers[0].at, label)
        // Segments: contiguous from the first Fajr to the horizon, no gap or overlap.
        XCTAssertEqual(s.segments.first?.from, s.days[0].prayers[0].at, label)
        XCTAssertEqual(s.segments.last?.to, s.horizonEnd, label)
        for (a, b) in zip(s.segments, s.segments.dropFirst()) {
          XCTAssertEqual(a.to, b.from, label)
          XCTAssertLessThan(a.from, a.to, label)
        }
        XCTAssertEqual(s.segments.filter { $0.next == nil }.count, 1, label)
        XCTAssertNil(s.segments.last?.next, label)
        XCTAssertEqual(s.segments.filter { $0.current == nil }.count, 14, label)
        // Friday names from each day's local date.
        let zone = TimeZone(identifier: place.zone)!
        for day in s.days {
          let date = CivilDate(iso8601: day.date)!
          let dhuhr = day.prayers.first { $0.id == .dhuhr }!
          let localizer = Localizer(locale: s.locale)
          XCTAssertEqual(dhuhr.name, localizer.prayerName(.dhuhr, onFriday: date.isoWeekday == 5), "\(label) \(day.date)")
          XCTAssertEqual(LocalClock(ZoneSpec(zone)).date(of: Instant(JulianDate(secondsSince1970: Double(dhuhr.at) / 1000))), date)
          XCTAssertEqual(day.prayers.map(\.id), PrayerID.allCases)
          for (p, q) in zip(day.prayers, day.prayers.dropFirst()) { XCTAssertEqual(p.endsAt, p.id == .fajr ? day.sunrise.at : q.at) }
        }
        XCTAssertTrue(s.days.contains { $0.prayers[1].name != s.days[0].prayers[1].name || CivilDate(iso8601: $0.date)!.isoWeekday == 5 })
      }
    }
  }

  /// Every time string equals Foundation's ICU formatter for the same instant, pattern, digits and
  /// clock, finished by the bidi rule (an RLM first where European digits open a right-to-left
  /// language's time: `--digits latn` Arabic, Persian, Urdu).
  func testTimeStrings_EqualFoundationFormatter() throws {
    for place in Self.places {
      for lang in SnapshotLanguage.allCases {
        for digits in SnapshotDigits.allCases {
          for clock in SnapshotClock.allCases {
            let s = try Self.build(place, lang, digits: digits, clock: clock)
            let f = DateFormatter()
            f.locale = Locale(identifier: "\(lang.rawValue)@numbers=\(digits.rawValue)")
            f.timeZone = TimeZone(identifier: place.zone)!
            f.dateFormat = Localizer(locale: s.locale).timePattern
            for day in s.days {
              let moments = day.prayers.map { ($0.time, $0.at) } + [(day.sunrise.time, day.sunrise.at)]
              for (text, at) in moments {
                let expected = Localizer.bidiFinished(
                  f.string(from: Date(timeIntervalSince1970: Double(at) / 1000)), lang: lang)
                XCTAssertEqual(text, expected, "\(place.name) \(lang) \(digits) \(clock) \(day.date): \(text.unicodeScalars.map { String($0.value, radix: 16) }) vs \(expected.unicodeScalars.map { String($0.value, radix: 16) })")
              }
            }
          }
        }
      }
    }
  }

  /// Same input, same bytes; the hash ignores the build time and follows the content; no
  /// coordinates cross the boundary.
  func testEncoding_DeterministicHashedWithoutCoordinates() throws {
    let makkah = Self.places[0]
    let a = try Self.build(makkah, .ar)
    let b = try Self.build(makkah, .ar)
    XCTAssertEqual(a.encoded(), b.encoded())
    let later = try Self.build(makkah, .ar, now: Self.now.addingTimeInterval(60))
    XCTAssertEqual(later.contentHash, a.contentHash)
    XCTAssertNotEqual(later.generatedAt, a.generatedAt)
    let marked = try Self.build(makkah, .ar, marks: [PrayerMark(date: CivilDate(year: 2026, month: 11, day: 29)!, prayer: .fajr)])
    XCTAssertNotEqual(marked.contentHash, a.contentHash)
    XCTAssertNotEqual(try Self.build(makkah, .en).contentHash, a.contentHash)
    let text = String(decoding: a.encoded(), as: UTF8.self)
    XCTAssertFalse(text.contains("21.4225"))
    XCTAssertFalse(text.contains("39.8262"))
    XCTAssertEqual(WidgetSnapshot.decode(a.encoded()), a)
    // The strong countdown's digits are the ten bare digits (no bidi marks).
    XCTAssertEqual(a.countdown.digits, "٠١٢٣٤٥٦٧٨٩")
    XCTAssertEqual(try Self.build(makkah, .en).countdown.digits, "0123456789")
  }
}

extension SnapshotBuilderTests {
  /// The direct JSON writer gives exactly the bytes of `JSONEncoder` with sorted keys, for every
  /// language and optional field (a place label or none, estimated times, marks).
  func testEncoding_EqualsJSONEncoder() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for lang in SnapshotLanguage.allCases {
      for place in Self.places {
        let s = try Self.build(place, lang, marks: [PrayerMark(date: CivilDate(year: 2026, month: 11, day: 29)!, prayer: .dhuhr)])
        XCTAssertEqual(s.encoded(), try encoder.encode(s), "\(place.name) \(lang)")
      }
    }
    // Estimated times (a high-latitude rule) and no place label.
    let tromso: Place = (name: "Tromsø", coordinates: Coordinates(latitude: 69.65, longitude: 18.96)!, zone: "Europe/Oslo", method: .mwl)
    var s = try Self.build(tromso, .tr)
    s = WidgetSnapshot(
      version: s.version, generatedAt: s.generatedAt, horizonEnd: s.horizonEnd, timeZone: s.timeZone,
      locale: s.locale, place: nil, contentHash: s.contentHash, days: s.days, segments: s.segments,
      captions: s.captions, countdown: s.countdown, occasions: s.occasions, dayOffsets: s.dayOffsets)
    XCTAssertTrue(s.days.contains { $0.prayers.contains { $0.estimated == true } })
    XCTAssertEqual(s.encoded(), try encoder.encode(s))
    XCTAssertEqual(WidgetSnapshot.decode(s.encoded()), s)
  }
}

extension SnapshotBuilderTests {
  /// The snapshot's calm table is ``Localizer/calmDuration(minutes:)`` entry by entry, and its
  /// day offsets ``Localizer/dayOffset(_:)`` (both made of shared pieces).
  func testCalmTable_EqualsCalmDuration() throws {
    for lang in SnapshotLanguage.allCases {
      for digits in SnapshotDigits.allCases {
        let localizer = Localizer(locale: SnapshotLocale(lang: lang, digits: digits))
        let table = localizer.calmDurations(upTo: 1500)
        XCTAssertEqual(Array(table), (0...1500).map { localizer.calmDuration(minutes: $0) }, "\(lang) \(digits)")
        XCTAssertEqual(
          Array(localizer.dayOffsets(-200...200)), (-200...200).map(localizer.dayOffset), "\(lang) \(digits)")
      }
    }
  }
}

extension SnapshotBuilderTests {
  /// The writer checks and copies strings eight bytes at a time: a character that needs an escape
  /// (quote, backslash, control) at every position of labels of 1…24 bytes, ASCII or not, still
  /// gives `JSONEncoder`'s bytes.
  func testEncoding_EscapesAtEveryOffset_EqualsJSONEncoder() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let makkah = Self.places[0]
    let base = try Self.build(makkah, .ar)
    var labels: [String] = ["", "a", "مكة المكرمة", "abcdefgh", "abcdefghijklmnop"]
    for special in ["\"", "\\", "\n", "\u{01}", "\u{1F}", "/", "\u{7F}"] {
      for length in 1...24 {
        for position in 0..<length {
          var scalars = Array(repeating: "x", count: length)
          scalars[position] = special
          labels.append(scalars.joined())
          labels.append("ك" + scalars.joined())
        }
      }
    }
    for label in labels {
      let s = WidgetSnapshot(
        version: base.version, generatedAt: base.generatedAt, horizonEnd: base.horizonEnd,
        timeZone: base.timeZone, locale: base.locale, place: label, contentHash: base.contentHash,
        days: base.days, segments: base.segments, captions: base.captions,
        countdown: base.countdown, occasions: base.occasions, dayOffsets: base.dayOffsets)
      XCTAssertEqual(s.encoded(), try encoder.encode(s), label.debugDescription)
    }
  }

  /// A built snapshot's bytes (the hash's bytes with the hash and build time put in) are those of
  /// the same snapshot written afresh.
  func testEncoding_BuiltBytesEqualFreshEncoding() throws {
    for lang in SnapshotLanguage.allCases {
      for place in Self.places {
        let s = try Self.build(place, lang)
        let decoded = try XCTUnwrap(WidgetSnapshot.decode(s.encoded()))
        XCTAssertEqual(decoded.encoded(), s.encoded(), "\(place.name) \(lang)")
        XCTAssertEqual(decoded, s)
      }
    }
  }
}
