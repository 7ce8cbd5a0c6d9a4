import Foundation
import TestSupport
import XCTest

/// `Data/fonts/shaped_widths.csv` (``ShapedWidths``): shaped, and complete for the ar, fa, ur and
/// bn tables.
final class ShapedWidthsTests: XCTestCase {
  /// Runs whose advance Debian's `hb-shape` (HarfBuzz 6.0.0, libharfbuzz-bin 6.0.0+dfsg-3,
  /// another build than the script's uharfbuzz 0.57.0) prints with the same font and language
  /// (`hb-shape --language=ar --output-format=json NotoNaskhArabic-Regular.ttf صلاة`, the sum of
  /// `ax`; Data/fonts/README.md): plain runs and ones that shaping changes (ar and fa a lam-alef
  /// ligature, wider than its two joining forms; bn the reph of র্য and the conjunct ন্ত,
  /// narrower than their letters (2063 against 3249), and শু's u-kar ligature, wider; ur
  /// Nastaliq's overlapping letters).
  static let hbShape: [String: [String: Double]] = [
    "ur": ["گھنٹے": 1298, "ختم": 1290, "ایپ": 1670],
    "ar": ["الظهر": 1864, "دقيقة": 2048, "ساعة": 1883, "صلاة": 1804],
    "fa": ["ظهر": 1445, "دقیقه": 2033, "ساعت": 2233, "میلاد": 1840],
    "bn": ["মিনিট": 2325, "ঘন্টা": 1745, "বৃহস্পতি": 3357, "পর্যন্ত": 2063, "শুরু": 1628],
  ]

  /// The shaped advances are HarfBuzz's (``hbShape``), each language's runs are in its font, and
  /// the shaping changes the runs: a share of the runs of two or more letters differ from their
  /// letters' isolated advances (Nastaliq nearly all, much narrower; Naskh most, its joining
  /// forms; Bengali a third, its conjuncts and vowel-sign ligatures). A character shaped alone
  /// is its nominal glyph's advance, but for Naskh's Persian digits 4, 6 and 7.
  func testShapedRuns_AreHarfBuzzs() throws {
    let fonts = [
      "ur": "NotoNastaliqUrdu-Regular", "ar": "NotoNaskhArabic-Regular", "fa": "NotoNaskhArabic-Regular",
      "bn": "NotoSansBengali-Regular",
    ]
    // The least share of differing runs and the most the median shaped/isolated ratio may be.
    let shaping: [String: (differ: Double, median: Double)] = [
      "ur": (0.9, 0.8), "ar": (0.9, 0.85), "fa": (0.85, 0.9), "bn": (0.3, 1.0),
    ]
    XCTAssertEqual(Set(ShapedWidths.tables.keys), Set(fonts.keys))
    for (lang, quoted) in Self.hbShape {
      let table = try XCTUnwrap(ShapedWidths.tables[lang], lang)
      for (run, advance) in quoted {
        let entry = try XCTUnwrap(table.entries[run], "\(lang) \(run)")
        XCTAssertEqual(entry.kind, "run", run)
        XCTAssertEqual(entry.advance, advance, "\(lang) \(run): hb-shape's sum of x_advance")
      }
      XCTAssertEqual(table.font, fonts[lang], lang)
      let runs = table.entries.filter { $0.value.kind == "run" && $0.key.unicodeScalars.count > 1 }
      XCTAssertGreaterThan(runs.count, 200, lang)
      XCTAssertTrue(runs.values.allSatisfy { $0.font == fonts[lang] }, "\(lang): every run in its font")
      let differ = runs.filter { $0.value.advance != $0.value.isolated }.count
      let bound = try XCTUnwrap(shaping[lang])
      XCTAssertGreaterThan(
        Double(differ), bound.differ * Double(runs.count), "\(lang): runs whose shaped advance differs from the isolated sum")
      let ratios = runs.values.map { $0.advance / $0.isolated }.sorted()
      XCTAssertLessThanOrEqual(ratios[ratios.count / 2], bound.median, "\(lang): the median shaped/isolated advance")
      // Alone, a character is its nominal glyph, but for three Extended Arabic-Indic digits,
      // which Noto Naskh Arabic's GSUB replaces in every language (`hb-shape` prints
      // uni06F4.locl 465, uni0666 445, uni06F7.locl 420 for ۴۶۷: 1, 1 and 16 em/1000 off).
      let changed = table.entries.filter { $0.value.kind == "char" && $0.value.advance != $0.value.isolated }
      XCTAssertEqual(Set(changed.keys), lang == "ur" ? [] : ["۴", "۶", "۷"], lang)
      XCTAssertEqual(changed["۷"]?.advance, lang == "ur" ? nil : 420, lang)
    }
  }

  /// Every run and every other character of every string of `Data/l10n/<lang>.json` (its
  /// regional overlays too; its placeholders cut out) has its width, under the Swift side's rule
  /// for a run: the table is not stale and the two rules agree.
  func testShapedTables_HaveEveryRun() throws {
    for lang in ["ar", "bn", "fa", "ur"] {
      let table = try XCTUnwrap(ShapedWidths.tables[lang], lang)
      let json = try JSONSerialization.jsonObject(with: dataBytes("l10n/\(lang).json"))
      var texts: [String] = []
      func collect(_ value: Any) {
        if let s = value as? String { texts.append(s) }
        if let d = value as? [String: Any] { d.values.forEach(collect) }
        if let a = value as? [Any] { a.forEach(collect) }
      }
      collect(json)
      XCTAssertGreaterThan(texts.count, 200, lang)
      var missing: Set<String> = []
      for t in texts {
        let cut = t.replacingOccurrences(of: #"\{[^}]*\}"#, with: " ", options: .regularExpression)
        _ = table.advance(cut, missing: &missing)
      }
      XCTAssertEqual(missing, [], lang)
    }
  }

  /// A run is cut where the script's letters and marks end: a Bengali number stays outside the
  /// run beside it (digits are measured one by one, the script checks that two digits shaped
  /// together are their sum), as do Arabic-Indic digits and the Arabic comma.
  func testRuns_StopAtDigitsAndPunctuation() throws {
    let bn = try XCTUnwrap(ShapedWidths.tables["bn"])
    XCTAssertEqual(bn.pieces("১০ ঘন্টা,").map(\.text), ["১", "০", " ", "ঘন্টা", ","])
    let ar = try XCTUnwrap(ShapedWidths.tables["ar"])
    XCTAssertEqual(ar.pieces("٣ ساعات، و١٠").map(\.text), ["٣", " ", "ساعات", "،", " ", "و", "١", "٠"])
    XCTAssertEqual(ar.pieces("لا\u{200C}ب").map(\.isRun), [true])
  }
}
