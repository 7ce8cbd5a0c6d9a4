import Foundation
import TestSupport

/// Urdu's widths in Noto Nastaliq Urdu, shaped by HarfBuzz (`Data/fonts/nastaliq_widths.csv`,
/// `Scripts/gen_nastaliq_widths.py`; Data/fonts/README.md): every run of Arabic-script letters
/// and marks the Urdu table holds, shaped whole (its contextual forms, cursive attachment and
/// marks applied), and each other character shaped alone. Nastaliq's width depends on the
/// letters around each letter, so a run is looked up whole, never summed from its letters.
enum NastaliqWidths {
  /// A row of the CSV: the shaped advance (em/1000), the unshaped one (the nominal glyphs'
  /// `hmtx`), and the ink's extent from the left edge.
  struct Entry {
    let kind: String
    let font: String
    let advance: Double
    let isolated: Double
    let ink: ClosedRange<Double>
  }

  /// The CSV's rows by their text.
  static let entries: [String: Entry] = {
    var table: [String: Entry] = [:]
    guard let text = try? dataFile("fonts/nastaliq_widths.csv") else { return table }
    for line in text.split(separator: "\n").dropFirst() {
      // The first field may be quoted (`","`): read the text from its code points instead.
      let f = line.split(separator: ",", omittingEmptySubsequences: false).suffix(7).map(String.init)
      guard f.count == 7, let advance = Double(f[3]), let isolated = Double(f[4]), let lo = Double(f[5]),
        let hi = Double(f[6])
      else { continue }
      var scalars = String.UnicodeScalarView()
      for cp in f[0].split(separator: " ") {
        if let v = UInt32(cp.dropFirst(2), radix: 16), let s = Unicode.Scalar(v) { scalars.append(s) }
      }
      table[String(scalars)] = Entry(kind: f[1], font: f[2], advance: advance, isolated: isolated, ink: lo...max(lo, hi))
    }
    return table
  }()

  /// The Arabic script's blocks: Arabic, its Supplement, Extended-A, Presentation Forms-A and -B.
  static let arabicBlocks: [ClosedRange<UInt32>] = [
    0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
  ]

  /// Whether `scalar` belongs to a run: an Arabic-script letter or mark (U+0600–U+06FF,
  /// U+0750–U+077F, U+08A0–U+08FF, U+FB50–U+FDFF, U+FE70–U+FEFF, general category L* or M*),
  /// or ZWNJ, ZWJ. The script's `in_run` is the same rule.
  static func inRun(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value == 0x200C || scalar.value == 0x200D { return true }
    guard arabicBlocks.contains(where: { $0.contains(scalar.value) }) else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  /// `s` cut into its runs and its other characters, in logical order.
  static func pieces(_ s: String) -> [(text: String, isRun: Bool)] {
    var out: [(text: String, isRun: Bool)] = []
    var run = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      if inRun(scalar) {
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
  /// character the CSV lacks is collected in `missing`, named with the script to rerun.
  static func advance(_ s: String, missing: inout Set<String>) -> Double {
    var em = 0.0
    for piece in pieces(s) {
      if let e = entries[piece.text], e.kind == (piece.isRun ? "run" : "char") {
        em += e.advance
      } else {
        let codes = piece.text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        missing.insert(
          "Nastaliq \(piece.isRun ? "run" : "character") \(piece.text) (\(codes)): run Scripts/gen_nastaliq_widths.py")
      }
    }
    return em
  }
}
