import Foundation
import Hijri
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// Whether the strings a 2×2 small family shows (iOS `systemSmall`, Android 2×2, 157 dp wide)
/// fit its text width, in every language: measured with the Noto fonts' advance widths
/// (`Data/fonts/advance_widths.csv`, `Scripts/gen_font_widths.py`) for the Latin and Cyrillic
/// languages; ar and fa in Noto Naskh Arabic, ur in Noto Nastaliq Urdu and bn in Noto Sans
/// Bengali shaped by HarfBuzz run by run (``ShapedWidths``) (docs/localization.md, "Fit: the
/// small families"). The forms meant for the
/// family must fit; the long forms are measured and recorded, not held to it. The table in
/// docs/localization.md is written by this test (`RECORD_GOLDENS=1`).
final class SmallFamilyFitTests: XCTestCase {
  /// The text width of a 2×2: 157 dp less 16 dp margins on each side.
  static let textWidth = 125.0
  /// Font sizes in dp: captions, dates and prayer rows 13, the calm value 15 (at 17 bn's widest
  /// does not fit: recorded beside it), the strong clock 28.
  static let (captionSize, valueSize, largeValueSize, clockSize) = (13.0, 15.0, 17.0, 28.0)
  /// The gap between a prayer row's name and its time (the rows' strings hold a space there,
  /// counted as the rest of the gap).
  static let rowGap = 8.0
  /// A space at the captions' size, in `face`.
  static func space(_ face: Face) -> Double {
    var missing: Set<String> = []
    return width(" ", captionSize, face, missing: &missing)
  }

  /// How a language's strings are measured: shaped run by run in its script's font
  /// (``ShapedWidths``: ar and fa in Noto Naskh Arabic, ur in Noto Nastaliq Urdu, bn in Noto
  /// Sans Bengali), or the stack of Noto fonts' advances (the languages written in Latin or
  /// Cyrillic letters, which no shaping joins).
  enum Face: Sendable, Equatable {
    case stack
    /// The shaped table of the language code.
    case shaped(String)

    /// The language's shaped table where `shaped_widths.csv` has one, else the stack.
    init(_ lang: SnapshotLanguage) {
      self = ShapedWidths.tables[lang.language] != nil ? .shaped(lang.language) : .stack
    }
    init(_ s: WidgetSnapshot) { self.init(s.locale.lang) }

    /// The language's shaped table (`nil` for the stack).
    var table: ShapedWidths? {
      if case .shaped(let lang) = self { return ShapedWidths.tables[lang] }
      return nil
    }
  }

  /// A character's advance (em/1000) in the first font of the stack that has it.
  struct Glyph {
    /// The font it is measured in (`NotoSans-Regular`; `-` for a default-ignorable character).
    let font: String
    let advance: Double
  }

  static let glyphs: [UInt32: Glyph] = {
    var table: [UInt32: Glyph] = [:]
    guard let text = try? dataFile("fonts/advance_widths.csv") else { return table }
    for line in text.split(separator: "\n").dropFirst() {
      let f = line.split(separator: ",", omittingEmptySubsequences: false)
      guard f.count >= 8, let cp = UInt32(f[0].dropFirst(2), radix: 16), let w = Double(f[2]) else { continue }
      table[cp] = Glyph(font: String(f[1]), advance: w)
    }
    return table
  }()

  /// A string's width in dp at `size`: in a shaped face its runs' shaped advances and its other
  /// characters' (``ShapedWidths/advance(_:missing:)``); in the stack the sum of its characters'
  /// advances (Latin and Cyrillic: no joining, kerning left out). What the CSVs lack is collected,
  /// and so is an Arabic-script or Bengali letter in the stack (it would be measured unshaped).
  static func width(_ s: String, _ size: Double, _ face: Face = .stack, missing: inout Set<String>) -> Double {
    if let table = face.table { return table.advance(s, missing: &missing) / 1000 * size }
    var em = 0.0
    for scalar in s.unicodeScalars {
      if let script = [ShapedWidths.Script.arabic, .bengali].first(where: { $0.contains(scalar) }),
        scalar.value != 0x200C, scalar.value != 0x200D
      {
        missing.insert(String(format: "U+%04X", scalar.value) + ": a \(script.rawValue) letter in an unshaped language")
        continue
      }
      guard let g = glyphs[scalar.value] else {
        missing.insert(String(format: "U+%04X", scalar.value))
        continue
      }
      em += g.advance
    }
    return em / 1000 * size
  }

  /// Whether `s` wraps at its spaces into at most `lines` lines of `lineWidth` (a 2×2's
  /// ``textWidth`` unless given) at `size`.
  static func wraps(
    _ s: String, into lines: Int, _ size: Double, _ face: Face = .stack, lineWidth: Double = textWidth,
    missing: inout Set<String>
  ) -> Bool {
    var used = 1
    var line = ""
    for word in s.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if width(candidate, size, face, missing: &missing) <= lineWidth || line.isEmpty {
        line = candidate
      } else {
        used += 1
        line = String(word)
      }
    }
    return used <= lines && width(line, size, face, missing: &missing) <= lineWidth
  }

  /// A string as a role lays it out, with the extra width (dp) beside it (a row's gap).
  typealias Measured = (text: String, extra: Double)

  /// What a role of the family shows, at which size, and whether it must fit.
  struct Role: Sendable {
    let name: String
    let size: Double
    let mustFit: Bool
    /// The lines a string may wrap into, at its spaces.
    var lines = 1
    /// The strings of one language's snapshot and its localizer's worst cases.
    let strings: @Sendable (WidgetSnapshot, Localizer) -> [Measured]
  }

  /// The day's short line: the weekday and the date, every weekday with every month's 28th.
  static func dates(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    var out: [Measured] = []
    for d in s.days {
      if let short = d.short { out.append((short.weekday + " " + (short.civil ?? short.gregorian), 0)) }
    }
    for w in 1...7 {
      for m in 1...12 { out.append((l.shortWeekday(w) + " " + l.shortGregorianDate(month: m, day: 28), 0)) }
    }
    return out
  }

  /// The day's Hijri date without its year, and every month's 29th.
  static func hijriDates(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    let days: [Measured] = s.days.compactMap { d in d.short?.hijri.map { ($0, 0) } }
    return days + (1...12).map { (l.shortHijriDate(month: $0, day: 29), 0) }
  }

  /// The short captions beside a countdown, the night words and the mark button's two labels:
  /// one line each.
  static func captions(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    guard let c = s.captions.short else { return [] }
    let texts = [c.endsIn, c.next, c.tonight, c.tomorrowNight, s.captions.markPrayed, s.captions.prayed]
    return texts.map { ($0, 0) }
  }

  /// The short captions of the states that fill the widget alone (refresh, open the app): two
  /// lines, wrapped at spaces.
  static func states(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    guard let c = s.captions.short else { return [] }
    return [(c.needsRefresh, 0), (c.openApp, 0)]
  }

  /// Every prayer row of the snapshot (`shortName` or `name`, gap, time), and each name beside
  /// every minute of the day. A 2×2 shows the five prayers; sunrise is measured apart (``sunriseRows(_:_:)``).
  static func rows(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    let space = space(Face(s))
    var names: Set<String> = []
    var out: [Measured] = []
    for d in s.days {
      for p in d.prayers {
        let name = p.shortName ?? p.name
        names.insert(name)
        out.append((name + " " + p.time, rowGap - space))
      }
    }
    let times = (0..<1440).map { l.time(hour: $0 / 60, minute: $0 % 60) }
    for n in names {
      for t in times { out.append((n + " " + t, rowGap - space)) }
    }
    return out
  }

  /// The sunrise row (not held: a 2×2 shows the five prayers).
  static func sunriseRows(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    let name = s.days[0].sunrise.name
    let space = space(Face(s))
    return (0..<1440).map { (name + " " + l.time(hour: $0 / 60, minute: $0 % 60), rowGap - space) }
  }

  /// Every calm value of the snapshot.
  static func calm(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    (0..<s.countdown.calm.count).map { (s.countdown.calm[$0], 0) }
  }

  /// The strong clock below 24 h (the seconds take the minutes' digits: both 00–59).
  static func clocks(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    (0..<24 * 60).map { (l.clockDuration(seconds: $0 / 60 * 3600 + $0 % 60 * 61), 0) }
  }

  /// The long captions (not for a 2×2): every prayer's of the snapshot, refresh and open-app.
  static func longCaptions(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    var texts = [s.captions.needsRefresh, s.captions.openApp]
    for d in s.days {
      for p in d.prayers { texts += [p.endsInCaption, p.nextCaption] }
    }
    return texts.map { ($0, 0) }
  }

  /// The long date lines (not for a 2×2): weekday · date, and the Hijri label.
  static func longDates(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    var texts: [String] = []
    for d in s.days {
      texts.append(d.weekday + " · " + (d.civil?.label ?? d.gregorian))
      if let h = d.hijri { texts.append(h.label) }
    }
    return texts.map { ($0, 0) }
  }

  static let roles: [Role] = [
    Role(name: "date", size: captionSize, mustFit: true, strings: dates),
    Role(name: "hijri", size: captionSize, mustFit: true, strings: hijriDates),
    Role(name: "caption", size: captionSize, mustFit: true, strings: captions),
    Role(name: "state", size: captionSize, mustFit: true, lines: 2, strings: states),
    Role(name: "row", size: captionSize, mustFit: true, strings: rows),
    Role(name: "calm", size: valueSize, mustFit: true, strings: calm),
    Role(name: "calm", size: largeValueSize, mustFit: false, strings: calm),
    Role(name: "clock", size: clockSize, mustFit: true, strings: clocks),
    Role(name: "sunrise row", size: captionSize, mustFit: false, strings: sunriseRows),
    Role(name: "long captions", size: captionSize, mustFit: false, strings: longCaptions),
    Role(name: "long dates", size: captionSize, mustFit: false, strings: longDates),
  ]

  /// One snapshot per language: Makkah (Umm al-Qura), 29 November 2026 09:00 UTC, the language's
  /// own digits and clock.
  static func snapshot(_ lang: SnapshotLanguage) throws -> WidgetSnapshot {
    try SnapshotBuilderTests.build(SnapshotBuilderTests.places[0], lang)
  }

  /// Every role's widest string in every language; the family's forms fit 125 dp; the table of
  /// docs/localization.md.
  func testSmallFamilyForms_FitTheTwoByTwo() throws {
    XCTAssertGreaterThan(Self.glyphs.count, 250, "Data/fonts/advance_widths.csv")
    var missing: Set<String> = []
    var table = [
      "| lang | " + Self.roles.map { r in
        "\(r.name) (\(Int(r.size)) dp\(r.lines > 1 ? ", \(r.lines) lines" : "")\(r.mustFit ? "" : ", not held")) "
      }.joined(separator: "| ") + "|",
      "|---|" + Self.roles.map { _ in "---|" }.joined(),
    ]
    for lang in SnapshotLanguage.allCases {
      let snapshot = try Self.snapshot(lang)
      let localizer = Localizer(locale: snapshot.locale)
      let face = Face(lang)
      XCTAssertNotNil(snapshot.captions.short, "\(lang)")
      XCTAssertTrue(snapshot.days.allSatisfy { $0.short != nil }, "\(lang)")
      var cells: [String] = []
      for role in Self.roles {
        let strings = role.strings(snapshot, localizer)
        XCTAssertFalse(strings.isEmpty, "\(lang) \(role.name)")
        var widest = (text: "", width: 0.0)
        var wrapped = true
        for s in strings {
          let w = Self.width(s.text, role.size, face, missing: &missing) + s.extra
          if w > widest.width { widest = (s.text, w) }
          if role.lines > 1 {
            wrapped = wrapped && Self.wraps(s.text, into: role.lines, role.size, face, missing: &missing)
          }
        }
        let fits = role.lines > 1 ? wrapped : widest.width <= Self.textWidth
        if role.mustFit {
          XCTAssertTrue(
            fits, "\(lang) \(role.name): \(LocalizationTests.escaped(widest.text)) is \(widest.width) dp wide at \(role.size) dp (bound \(Self.textWidth))")
        }
        let shown = Localizer.unmarked(widest.text).replacingOccurrences(of: "|", with: "\\|")
        cells.append("\(Int(widest.width.rounded(.up)))\(fits ? "" : " ✗") `\(shown)`")
      }
      table.append("| \(lang.rawValue) | " + cells.joined(separator: " | ") + " |")
    }
    XCTAssertEqual(missing, [], "characters without a width: run Scripts/gen_font_widths.py (ar, fa, ur, bn: the message names the script)")
    try Golden.assertSection(
      table.joined(separator: "\n") + "\n", file: "docs/localization.md",
      begin: "<!-- BEGIN fit table: written by SmallFamilyFitTests (RECORD_GOLDENS=1); do not edit by hand -->",
      end: "<!-- END fit table -->")
  }
}
