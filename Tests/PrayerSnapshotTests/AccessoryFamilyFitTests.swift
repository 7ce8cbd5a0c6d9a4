import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// Whether the strings the Lock Screen's accessory families show fit them, in every language,
/// measured as ``SmallFamilyFitTests`` measures a 2×2 (ar, fa, ur and bn shaped by HarfBuzz run
/// by run in Noto Naskh Arabic, Noto Nastaliq Urdu and Noto Sans Bengali, ``ShapedWidths``; the
/// other languages with the Noto fonts' advance widths). The sizes are the smallest iPhone's in Apple's Human Interface Guidelines
/// (https://developer.apple.com/design/human-interface-guidelines/widgets#iOS-dimensions, the
/// 375×667 pt screen): circular 68×68 pt, rectangular 153×68 pt, inline 225×26 pt
/// (docs/snapshot.md, "Accessory families"). Each family's forms fit, or the form is one of
/// ``misfits``, whose stand-in (a shorter existing form) must fit in its place. The table of
/// docs/localization.md ("Fit: the accessory families") is written by this test
/// (`RECORD_GOLDENS=1`).
final class AccessoryFamilyFitTests: XCTestCase {
  typealias Fit = SmallFamilyFitTests
  typealias Measured = SmallFamilyFitTests.Measured

  /// A Lock Screen accessory family and what it shows.
  struct Family: Sendable {
    let name: String
    let roles: [Role]
  }

  /// A line (or lines) a family shows: its size, its width, and whether it stands in for
  /// another form that does not fit (``misfits``).
  struct Role: Sendable {
    let name: String
    let size: Double
    var lines = 1
    /// The width its strings must fit; for a ``circular`` role the circle's diameter, each
    /// string being held to the chord its own line height leaves.
    let width: Double
    var standIn = false
    /// A line (or lines) of the circle: its width is the chord at the block's edges, which
    /// depends on the line height of the string's fonts (``circularWidth(lines:size:lineHeight:)``).
    var circular = false
    let strings: @Sendable (WidgetSnapshot, Localizer) -> [Measured]
  }

  /// The circle's diameter (pt).
  static let circleDiameter = 68.0
  /// The width a block of `lines` lines of text at `size` has in the circle, centred: the chord
  /// at the block's top and bottom edge, a line being `lineHeight` (em) × its size tall (a line
  /// nearer the centre could be wider; every line is held to the narrowest). 0 when the block is
  /// taller than the circle.
  static func circularWidth(lines: Int, size: Double, lineHeight: Double) -> Double {
    let r = circleDiameter / 2
    let half = Double(lines) * size * lineHeight / 2
    return half >= r ? 0 : (2 * (r * r - half * half).squareRoot()).rounded(.down)
  }

  /// Each font's line height, em (`Data/fonts/line_heights.csv`, `Scripts/gen_font_line_heights.py`:
  /// `hhea` ascender − descender + line gap): Noto Sans 1.362, Noto Naskh Arabic 1.703, Noto Sans
  /// Bengali 1.325, Noto Nastaliq Urdu 2.5.
  static let lineHeights: [String: Double] = {
    var table: [String: Double] = [:]
    guard let text = try? dataFile("fonts/line_heights.csv") else { return table }
    for line in text.split(separator: "\n").dropFirst() {
      let f = line.split(separator: ",")
      if f.count == 6, let h = Double(f[5]) { table[String(f[0])] = h / 1000 }
    }
    return table
  }()

  /// The line height (em) of `s` in `face`: its tallest font's (the fonts of its runs and
  /// characters: Urdu's are Noto Nastaliq Urdu's).
  static func lineHeight(_ s: String, _ face: Fit.Face) -> Double {
    let fonts = face.table?.fonts(s) ?? Set(s.unicodeScalars.compactMap { Fit.glyphs[$0.value]?.font })
    return fonts.compactMap { lineHeights[$0] }.max() ?? lineHeights["NotoSans-Regular"] ?? 0
  }
  /// The rectangular family's whole width (the Lock Screen draws no background; content margins
  /// the system added would narrow it).
  static let rectangularWidth = 153.0
  /// The inline family's single line.
  static let inlineWidth = 225.0
  /// Sizes in pt: the circle's text 12 (HIG: text at 11 pt or larger), the rectangle's lines 13
  /// (a 2×2's captions and rows), the inline line 15 (drawn by the system in its own font, whose
  /// size Apple does not publish: an estimate for the 26 pt slot).
  static let (circularSize, rectangularSize, inlineSize) = (12.0, 13.0, 15.0)

  /// Every prayer's row name (`shortName` or `name`: the Friday one too).
  static func names(_ s: WidgetSnapshot) -> [String] {
    var seen: [String] = []
    for d in s.days {
      for p in d.prayers where !seen.contains(p.shortName ?? p.name) { seen.append(p.shortName ?? p.name) }
    }
    return seen
  }

  /// The system-drawn timer (`Text(timerInterval:)` in the snapshot's `locale.tag`): the strong
  /// clock, `h:mm:ss` below 24 h.
  static func timers(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] { Fit.clocks(s, l) }

  /// The widest of `first` and the widest of `second` joined by `separator`, in `face`: the
  /// widest of every such pair, a string's width being the sum of its runs' and other
  /// characters' (a space between them ends any Arabic joining), so measuring the pair stands for
  /// all of them. A string with a character or run the CSVs lack is returned too, so that the
  /// caller's measure reports it.
  static func widestPair(_ first: [String], _ separator: String, _ second: [String], _ face: Fit.Face) -> [Measured] {
    var lacking: [String] = []
    func width(_ s: String) -> Double {
      var missing: Set<String> = []
      let w = Fit.width(s, 10, face, missing: &missing)
      if !missing.isEmpty { lacking.append(s) }
      return w
    }
    let widths = (first.map { ($0, width($0)) }, second.map { ($0, width($0)) })
    guard let a = widths.0.max(by: { $0.1 < $1.1 }), let b = widths.1.max(by: { $0.1 < $1.1 }) else { return [] }
    return [(a.0 + separator + b.0, 0)] + lacking.map { ($0, 0) }
  }

  /// The short caption (strong `endsIn`, calm `next`) before a calm value: the widest of each.
  static func captionAndCalm(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    guard let c = s.captions.short else { return [] }
    return widestPair([c.endsIn, c.next], " ", Fit.calm(s, l).map(\.text), Fit.Face(s))
  }

  /// The next prayer's row name before a calm value (`Maghrib 2 h 15 min`): the widest of each.
  static func nameAndCalm(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    widestPair(names(s), " ", Fit.calm(s, l).map(\.text), Fit.Face(s))
  }

  /// The day line and the Hijri date on one line (`Fri 4 Dec · 24 Jumada II`): the widest of the
  /// day lines (the snapshot's, every weekday with every month's 28th) and of the Hijri dates
  /// (the snapshot's, every month's 29th).
  static func dateAndHijri(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] {
    widestPair(Fit.dates(s, l).map(\.text), " · ", Fit.hijriDates(s, l).map(\.text), Fit.Face(s))
  }

  /// The calm value alone (the caption dropped: the row above it names the prayer).
  static func calmAlone(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] { Fit.calm(s, l) }

  /// The day line alone (`Fri 4 Dec`).
  static func dateAlone(_ s: WidgetSnapshot, _ l: Localizer) -> [Measured] { Fit.dates(s, l) }

  static let families: [Family] = [
    Family(
      name: "circular",
      roles: [
        Role(name: "calm", size: circularSize, lines: 2, width: circleDiameter, circular: true, strings: Fit.calm),
        Role(
          name: "timer", size: circularSize, width: circleDiameter, standIn: true, circular: true,
          strings: timers),
      ]),
    Family(
      name: "rectangular",
      roles: [
        Role(name: "date", size: rectangularSize, width: rectangularWidth, strings: Fit.dates),
        Role(name: "hijri", size: rectangularSize, width: rectangularWidth, strings: Fit.hijriDates),
        Role(name: "row", size: rectangularSize, width: rectangularWidth, strings: Fit.rows),
        Role(name: "caption + calm", size: rectangularSize, width: rectangularWidth, strings: captionAndCalm),
        Role(name: "calm", size: rectangularSize, width: rectangularWidth, standIn: true, strings: calmAlone),
      ]),
    Family(
      name: "inline",
      roles: [
        Role(name: "name + calm", size: inlineSize, width: inlineWidth, strings: nameAndCalm),
        Role(name: "date · hijri", size: inlineSize, width: inlineWidth, strings: dateAndHijri),
        Role(name: "date", size: inlineSize, width: inlineWidth, standIn: true, strings: dateAlone),
      ]),
  ]

  /// The forms that do not fit, as `family role lang`, each with the role (a shorter existing
  /// form) the widget shows instead.
  /// Held exactly: a form that comes to fit, or stops fitting, fails the test until the list
  /// and docs/snapshot.md say so.
  static let misfits: [String: String] = [
    // fr `maintenant` (the calm value at 0 minutes, one word of 62 pt); ur `۳ گھنٹے اور ۳۳ منٹ`
    // (87 pt): two Nastaliq lines (2.5 em) at 12 pt leave a 32 pt chord.
    "circular calm fr": "timer", "circular calm ur": "timer",
    // bn `শেষ হতে বাকি ১০ ঘন্টা, ১০ মিনিট`, de `Als Nächstes 10 Std., 10 Min.`, id `Berakhir
    // dalam 10 j 10 mnt`, ur `ختم ہونے میں 10 گھنٹے اور 10 منٹ` (159 pt in Nastaliq, shaped).
    "rectangular caption + calm bn": "calm", "rectangular caption + calm de": "calm",
    "rectangular caption + calm id": "calm", "rectangular caption + calm ur": "calm",
    // bn `বৃহস্পতি ২৮ অক্টো · ২৯ জমাদিউল আউয়াল`, de `Mo 28. Sept. · 29. Dhu l-Hiddscha`, tr
    // `Cum 28 Tem · 29 Cemaziyelevvel`.
    "inline date · hijri bn": "date", "inline date · hijri de": "date", "inline date · hijri tr": "date",
  ]

  /// Every role's widest string in every language; each form fits its family or is a listed
  /// misfit with a stand-in that fits; the table of docs/localization.md.
  func testAccessoryFamilyForms_FitTheLockScreen() throws {
    var missing: Set<String> = []
    var table = [
      "| lang | "
        + Self.families.flatMap { f in
          f.roles.map { r in
            "\(f.name): \(r.name) (\(Int(r.size)) pt in \(r.circular ? "the chord" : "\(Int(r.width))")\(r.lines > 1 ? ", \(r.lines) lines" : "")\(r.standIn ? ", stand-in" : "")) "
          }
        }.joined(separator: "| ") + "|",
      "|---|" + Self.families.flatMap(\.roles).map { _ in "---|" }.joined(),
    ]
    var misfits: Set<String> = []
    for lang in SnapshotLanguage.allCases {
      let snapshot = try Fit.snapshot(lang)
      let localizer = Localizer(locale: snapshot.locale)
      let face = Fit.Face(lang)
      var cells: [String] = []
      for family in Self.families {
        for role in family.roles {
          let strings = role.strings(snapshot, localizer)
          XCTAssertFalse(strings.isEmpty, "\(lang) \(family.name) \(role.name)")
          var widest = (text: "", width: 0.0, room: role.width)
          var wrapped = true
          var within = true
          for s in strings {
            let room =
              role.circular
              ? Self.circularWidth(lines: role.lines, size: role.size, lineHeight: Self.lineHeight(s.text, face))
              : role.width
            let w = Fit.width(s.text, role.size, face, missing: &missing) + s.extra
            if w > widest.width { widest = (s.text, w, room) }
            within = within && w <= room
            if role.lines > 1 {
              wrapped = wrapped && Fit.wraps(s.text, into: role.lines, role.size, face, lineWidth: room, missing: &missing)
            }
          }
          let fits = role.lines > 1 ? wrapped : within
          if !fits { misfits.insert("\(family.name) \(role.name) \(lang.rawValue)") }
          if role.standIn { XCTAssertTrue(fits, "\(lang) \(family.name) \(role.name): a stand-in must fit") }
          let shown = Localizer.unmarked(widest.text).replacingOccurrences(of: "|", with: "\\|")
          let room = role.circular ? " in \(Int(widest.room))" : ""
          cells.append("\(Int(widest.width.rounded(.up)))\(room)\(fits ? "" : " ✗") `\(shown)`")
        }
      }
      table.append("| \(lang.rawValue) | " + cells.joined(separator: " | ") + " |")
    }
    XCTAssertEqual(missing, [], "characters without a width: run Scripts/gen_font_widths.py (ar, fa, ur, bn: the message names the script)")
    XCTAssertEqual(misfits, Set(Self.misfits.keys), "the forms that do not fit an accessory family")
    // Each stand-in is a role of the misfit's family (and every stand-in fits: above).
    for (misfit, standIn) in Self.misfits {
      let family = try XCTUnwrap(Self.families.first { misfit.hasPrefix($0.name + " ") }, misfit)
      XCTAssertTrue(family.roles.contains { $0.standIn && $0.name == standIn }, "\(misfit) → \(standIn)")
    }
    try Golden.assertSection(
      table.joined(separator: "\n") + "\n", file: "docs/localization.md",
      begin: "<!-- BEGIN accessory fit table: written by AccessoryFamilyFitTests (RECORD_GOLDENS=1); do not edit by hand -->",
      end: "<!-- END accessory fit table -->")
  }
}
