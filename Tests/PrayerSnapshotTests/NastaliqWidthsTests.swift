import Foundation
import TestSupport
import XCTest

/// `Data/fonts/nastaliq_widths.csv` (``NastaliqWidths``): shaped, and complete for the Urdu table.
final class NastaliqWidthsTests: XCTestCase {
  /// The shaped advances are HarfBuzz's: three runs equal what Debian's `hb-shape` (HarfBuzz
  /// 6.0.0, libharfbuzz-bin 6.0.0+dfsg-3, another build than the script's uharfbuzz) prints for
  /// them with the same font (Data/fonts/README.md quotes the command), and the shaping changes
  /// the runs: nearly every run of two or more letters differs from its letters' isolated
  /// advances, and is narrower by a wide margin (Nastaliq's letters overlap along the baseline).
  func testNastaliqRuns_AreShaped() throws {
    let quoted: [String: Double] = ["گھنٹے": 1298, "ختم": 1290, "ایپ": 1670]
    for (run, advance) in quoted {
      let entry = try XCTUnwrap(NastaliqWidths.entries[run], run)
      XCTAssertEqual(entry.kind, "run", run)
      XCTAssertEqual(entry.font, "NotoNastaliqUrdu-Regular", run)
      XCTAssertEqual(entry.advance, advance, "\(run): hb-shape's sum of x_advance")
    }
    let runs = NastaliqWidths.entries.filter { $0.value.kind == "run" && $0.key.unicodeScalars.count > 1 }
    XCTAssertGreaterThan(runs.count, 200)
    let differ = runs.filter { $0.value.advance != $0.value.isolated }.count
    XCTAssertGreaterThan(
      Double(differ), 0.9 * Double(runs.count), "runs whose shaped advance differs from the isolated sum")
    let ratios = runs.values.map { $0.advance / $0.isolated }.sorted()
    XCTAssertLessThan(ratios[ratios.count / 2], 0.8, "the median shaped/isolated advance of the runs")
    // A character shaped alone is its nominal glyph's advance.
    for (text, e) in NastaliqWidths.entries where e.kind == "char" {
      XCTAssertEqual(e.advance, e.isolated, LocalizationTests.escaped(text))
    }
  }

  /// Every run and every other character of every string of `Data/l10n/ur.json` (its
  /// placeholders cut out) has its width, under the Swift side's rule for a run: the table is not
  /// stale and the two rules agree.
  func testUrduTable_HasEveryRun() throws {
    let json = try JSONSerialization.jsonObject(with: dataBytes("l10n/ur.json"))
    var texts: [String] = []
    func collect(_ value: Any) {
      if let s = value as? String { texts.append(s) }
      if let d = value as? [String: Any] { d.values.forEach(collect) }
      if let a = value as? [Any] { a.forEach(collect) }
    }
    collect(json)
    XCTAssertGreaterThan(texts.count, 200)
    var missing: Set<String> = []
    for t in texts {
      let cut = t.replacingOccurrences(of: #"\{[^}]*\}"#, with: " ", options: .regularExpression)
      _ = NastaliqWidths.advance(cut, missing: &missing)
    }
    XCTAssertEqual(missing, [])
  }
}
