// Build the country names that `--city "NAME, COUNTRY"` accepts, and embed them in PrayerSnapshot.
//
//     swift Scripts/gen_country_aliases.swift          # writes both files below
//     swift Scripts/gen_country_aliases.swift --check  # fails if either file differs
//
// Writes Data/places/country_aliases.csv (alias,code,sources)
//        Sources/PrayerSnapshot/Generated/CountryAliasesData.swift
//
// Names: for every ISO 3166-1 alpha-2 region Foundation knows (Locale.Region.isoRegions, two
// letters) that has a place in Data/places/cities15000.csv (246 codes: no EU, UN, AQ, …), its CLDR territory name in each of LANGUAGES, from Foundation's
// `Locale(identifier: language).localizedString(forRegionCode:)` (ICU's CLDR data, swift-corelibs
// on Linux; the Swift 6.3 toolchain's). `sources` lists the languages that give the name. Then
// COMMON: the abbreviations and older or informal names people type that CLDR's standard names
// do not cover (UK, USA, UAE, KSA, Turkey, …), marked `common`; and each code's ISO 3166-1
// alpha-3 code (Data/places/country_alpha3.csv), marked `iso3166-alpha3`. A name that folds (case and
// diacritics ignored) to the same text for two countries is left out, and so is a name that is
// another country's alpha-2 code. Rows sorted by code, then alias.
import Foundation

let languages = ["en", "tr", "ar", "fa", "ur", "ms", "id"]
let common: [(alias: String, code: String)] = [
  ("UK", "GB"), ("U.K.", "GB"), ("Britain", "GB"), ("Great Britain", "GB"), ("England", "GB"),
  ("Scotland", "GB"), ("Wales", "GB"), ("Northern Ireland", "GB"),
  ("USA", "US"), ("U.S.A.", "US"), ("U.S.", "US"), ("America", "US"), ("United States of America", "US"),
  ("UAE", "AE"), ("U.A.E.", "AE"), ("Emirates", "AE"),
  ("KSA", "SA"), ("Saudi", "SA"),
  ("Turkey", "TR"), ("Türkiye", "TR"), ("Turkiye", "TR"),
  ("Holland", "NL"), ("Persia", "IR"), ("Russia", "RU"), ("Burma", "MM"), ("Czechia", "CZ"),
  ("Ivory Coast", "CI"), ("Bosnia", "BA"), ("Palestine", "PS"), ("Vatican", "VA"),
]

func fold(_ s: String) -> String {
  s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
// The country column (the 5th) of the places table: its names never contain a comma unquoted.
let placeCountries = Set(
  try! String(contentsOf: root.appendingPathComponent("Data/places/cities15000.csv"), encoding: .utf8)
    .split(separator: "\n").dropFirst().compactMap { line -> String? in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      return fields.count == 9 ? String(fields[4]) : nil
    })
let codes = Locale.Region.isoRegions.map(\.identifier)
  .filter { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } && placeCountries.contains($0) }
  .sorted()
let codeSet = Set(codes)
var sources: [String: [String: [String]]] = [:]  // code → alias → sources
func add(_ alias: String, _ code: String, _ source: String) {
  let alias = alias.trimmingCharacters(in: .whitespaces)
  guard !alias.isEmpty, alias != code, !alias.contains(","), !alias.contains("\t") else { return }
  sources[code, default: [:]][alias, default: []].append(source)
}
for code in codes {
  for language in languages {
    if let name = Locale(identifier: language).localizedString(forRegionCode: code), name != code {
      add(name, code, language)
    }
  }
}
for (alias, code) in common {
  guard codeSet.contains(code) else { fatalError("unknown code \(code)") }
  add(alias, code, "common")
}
// ISO 3166-1 alpha-3 codes (GBR, SAU, TUR, …), from Data/places/country_alpha3.csv
// (Scripts/gen_country_alpha3.py, Debian's iso-codes).
for line in try! String(contentsOf: root.appendingPathComponent("Data/places/country_alpha3.csv"), encoding: .utf8)
  .split(separator: "\n").dropFirst()
{
  let fields = line.split(separator: ",").map(String.init)
  if fields.count == 2, codeSet.contains(fields[0]) { add(fields[1], fields[0], "iso3166-alpha3") }
}
// Folded alias → codes, to leave out names that would mean two countries.
var byFold: [String: Set<String>] = [:]
for (code, aliases) in sources { for alias in aliases.keys { byFold[fold(alias), default: []].insert(code) } }
var rows: [String] = ["alias,code,sources"]
var swiftLines: [String] = []
var dropped: [String] = []
for code in codes {
  for (alias, from) in (sources[code] ?? [:]).sorted(by: { $0.key < $1.key }) {
    let f = fold(alias)
    if byFold[f]!.count > 1 || (f.count == 2 && codeSet.contains(f.uppercased()) && f.uppercased() != code) {
      dropped.append("\(alias) (\(byFold[f]!.sorted().joined(separator: "/")))")
      continue
    }
    rows.append("\(alias),\(code),\(from.joined(separator: " "))")
    swiftLines.append("\(alias)\t\(code)")
  }
}
/// The rows as the body of a multi-line string literal: several to a source line, joined by the
/// escape \\n (a newline in the string), so the table does not take a line a row.
func packedLiteral(_ rows: [String], width: Int = 2500) -> String {
  precondition(!rows.contains { $0.contains("\\") || $0.contains("\"\"\"") })
  var lines: [String] = []
  var line: [String] = []
  var n = 0
  for r in rows {
    if !line.isEmpty && n + r.count > width {
      lines.append(line.joined(separator: "\\n"))
      line = []
      n = 0
    }
    line.append(r)
    n += r.count + 2
  }
  lines.append(line.joined(separator: "\\n"))
  return lines.joined(separator: "\n")
}

let csv = rows.joined(separator: "\n") + "\n"
let swift = """
  // Generated by Scripts/gen_country_aliases.swift from Foundation's CLDR territory names
  // (languages \(languages.joined(separator: ", "))), a short list of common names and the ISO
  // 3166-1 alpha-3 codes; the same
  // rows as Data/places/country_aliases.csv. Do not edit.

  /// Country names and abbreviations, one `alias<TAB>code` per line (``CountryAliases``; the
  /// literal packs many lines to a source line, joined by `\\n` escapes).
  enum CountryAliasesData {
    static let rows: StaticString = \"\"\"
  \(packedLiteral(swiftLines))
  \"\"\"
  }

  """
let outputs = [
  ("Data/places/country_aliases.csv", csv),
  ("Sources/PrayerSnapshot/Generated/CountryAliasesData.swift", swift),
]
let check = CommandLine.arguments.contains("--check")
var differs = false
for (path, text) in outputs {
  let url = root.appendingPathComponent(path)
  if check {
    if (try? String(contentsOf: url, encoding: .utf8)) != text {
      print("gen_country_aliases: \(path) differs")
      differs = true
    }
  } else {
    try! text.write(to: url, atomically: true, encoding: .utf8)
  }
}
print("\(rows.count - 1) aliases for \(codes.count) codes; left out (two countries): \(dropped.joined(separator: ", "))")
if differs { exit(1) }
