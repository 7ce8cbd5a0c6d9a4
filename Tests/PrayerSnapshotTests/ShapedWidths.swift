import Foundation
import TestSupport

/// The widths of Arabic, Persian and Urdu and of Bengali shaped by HarfBuzz
/// (`Data/fonts/shaped_widths.csv`, `Scripts/gen_shaped_widths.py`; Data/fonts/README.md): every
/// run of the language's script's letters and marks its table holds, shaped whole in its font
/// (ur Noto Nastaliq Urdu, ar and fa Noto Naskh Arabic, bn Noto Sans Bengali: joining and
/// contextual forms, lam-alef and other ligatures, Bengali conjuncts and reordering, marks,
/// kerning inside the run), and each other character shaped alone in the language's stack. A
/// run's width depends on its letters together, so a run is looked up whole, never summed from
/// its letters.
struct ShapedWidths: Sendable {
  /// A row of the CSV: the shaped advance (em/1000), the unshaped one (the nominal glyphs'
  /// `hmtx`), and the ink's extent from the left edge.
  struct Entry: Sendable {
    let kind: String
    let font: String
    let advance: Double
    let isolated: Double
    let ink: ClosedRange<Double>
  }

  /// The script whose letters and marks make a run.
  enum Script: String, Sendable {
    case arabic = "Arabic-script", bengali = "Bengali"

    /// The script's blocks: Arabic, its Supplement, Extended-A, Presentation Forms-A and -B;
    /// Bengali.
    var blocks: [ClosedRange<UInt32>] {
      switch self {
      case .arabic: return [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]
      case .bengali: return [0x0980...0x09FF]
      }
    }

    /// Whether `scalar` belongs to a run: a letter or mark of the script's blocks (general
    /// category L* or M*: not its digits, punctuation or signs), or ZWNJ, ZWJ. The script's
    /// `in_run` is the same rule.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.value == 0x200C || scalar.value == 0x200D { return true }
      guard blocks.contains(where: { $0.contains(scalar.value) }) else { return false }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark:
        return true
      default:
        return false
      }
    }
  }

  /// The language (`ur`, `ar`, `fa`, `bn`).
  let lang: String
  let script: Script
  /// The CSV's rows of the language, by their text.
  let entries: [String: Entry]

  /// Each shaped language's table, by its language code; a language without rows has none.
  static let tables: [String: ShapedWidths] = {
    var rows: [String: [String: Entry]] = [:]
    guard let text = try? dataFile("fonts/shaped_widths.csv") else { return [:] }
    for line in text.split(separator: "\n").dropFirst() {
      // The text field may be quoted (`","`): read the text from its code points instead.
      let all = line.split(separator: ",", omittingEmptySubsequences: false)
      let f = all.suffix(7).map(String.init)
      guard let lang = all.first, f.count == 7, let advance = Double(f[3]), let isolated = Double(f[4]),
        let lo = Double(f[5]), let hi = Double(f[6])
      else { continue }
      var scalars = String.UnicodeScalarView()
      for cp in f[0].split(separator: " ") {
        if let v = UInt32(cp.dropFirst(2), radix: 16), let s = Unicode.Scalar(v) { scalars.append(s) }
      }
      rows[String(lang), default: [:]][String(scalars)] = Entry(
        kind: f[1], font: f[2], advance: advance, isolated: isolated, ink: lo...max(lo, hi))
    }
    return rows.reduce(into: [:]) { tables, row in
      tables[row.key] = ShapedWidths(lang: row.key, script: row.key == "bn" ? .bengali : .arabic, entries: row.value)
    }
  }()

  /// The font the runs are shaped in (the font of the table's runs).
  var font: String { entries.values.first { $0.kind == "run" }?.font ?? "" }

  /// `s` cut into its runs and its other characters, in logical order.
  func pieces(_ s: String) -> [(text: String, isRun: Bool)] {
    var out: [(text: String, isRun: Bool)] = []
    var run = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      if script.contains(scalar) {
        run.append(scalar)
        continue
      }
      if !run.isEmpty { out.append((String(run), true)) }
      run = String.UnicodeScalarView()
      out.append((String(scalar), false))
    }
    if !run.isEmpty { out.append((String(run), true)) }
    return out
  }

  /// `s`'s advance in em/1000: its runs' shaped advances and its other characters'. A run or
  /// character the CSV lacks is collected in `missing`, named with its script and the script to
  /// rerun.
  func advance(_ s: String, missing: inout Set<String>) -> Double {
    var em = 0.0
    for piece in pieces(s) {
      if let e = entries[piece.text], e.kind == (piece.isRun ? "run" : "char") {
        em += e.advance
      } else {
        let codes = piece.text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        missing.insert(
          "\(lang) \(piece.isRun ? "\(script.rawValue) run" : "character") \(piece.text) (\(codes)): run Scripts/gen_shaped_widths.py"
        )
      }
    }
    return em
  }

  /// The fonts `s` is measured in (its pieces' rows; `-` rows, 0 wide, left out).
  func fonts(_ s: String) -> Set<String> {
    Set(pieces(s).compactMap { entries[$0.text]?.font }.filter { $0 != "-" })
  }
}
