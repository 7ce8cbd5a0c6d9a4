// Writes the `regions` block of each Data/l10n/<lang>.json from ICU through Foundation (issue 14,
// review E3): for every `<lang>_<CC>` this machine's ICU knows (`Locale.availableIdentifiers`,
// and `<lang>_<Script>_<CC>` where the script is the language's own: ur_Arab_PK), an overlay
// holding exactly what ICU's region answers differently from its base locale (`ar`, `fr` …;
// English: `en_001`) for what a table holds, and the default digits where the region's differ
// from the table's (not for bn, whose table writes Bengali digits everywhere). No overlay where
// ICU agrees with the base: those regions are listed in `regionsAsLanguage` (a tag `--locale`
// takes, written with the language's table). The rule is `LocalizationTests.testRegionalOverlays_ExactlyWhereICUDiffers`'s.
//
//     swift Scripts/gen_region_overlays.swift           # rewrite the files' regions blocks
//     swift Scripts/gen_region_overlays.swift --check   # exit 1 if a file would change
//
// Then `python3 Scripts/gen_l10n_tables.py` embeds the tables. Only the `regions` block (the
// last key of each file) is written; the rest of each file is left byte for byte.
import Foundation

let languages = ["en", "ar", "bn", "de", "fa", "fr", "id", "ms", "ru", "tr", "ur"]
/// The languages whose table's digits hold in every region, whatever ICU's region says.
let digitsOverICU: Set<String> = ["bn"]
let utc = TimeZone(identifier: "UTC")!
let check = CommandLine.arguments.contains("--check")
let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Data/l10n")

/// The ICU locale a language's base table follows.
func icuBase(_ language: String) -> String { language == "en" ? "en_001" : language }

/// The regions ICU knows for `language`, sorted (its base's own, en's 001, left out).
func regions(of language: String) -> [String] {
  let script = Locale.Language(identifier: language).maximalIdentifier.split(separator: "-").dropFirst().first.map(String.init)
  var found: Set<String> = []
  for id in Locale.availableIdentifiers {
    let parts = id.split(separator: "_").map(String.init)
    guard parts.first == language else { continue }
    let region: String? =
      parts.count == 2 ? parts[1] : parts.count == 3 && parts[1] == script ? parts[2] : nil
    guard let region, region.range(of: "^([A-Z]{2}|[0-9]{3})$", options: .regularExpression) != nil else { continue }
    found.insert(region)
  }
  if language == "en" { found.remove("001") }
  return found.sorted()
}

func formatter(_ pattern: String, _ id: String, _ calendar: Calendar.Identifier = .gregorian) -> DateFormatter {
  let f = DateFormatter()
  var c = Calendar(identifier: calendar)
  c.timeZone = utc
  f.calendar = c
  f.timeZone = utc
  f.locale = Locale(identifier: id)
  f.dateFormat = pattern
  return f
}

/// ICU's answers in `id` for what a table holds, read as `table` reads them (its flexible day
/// periods, its civil calendar).
func icuForms(_ id: String, table: [String: Any]) -> [String: [String]] {
  // Each skeleton in the calendar the table writes it in: a locale's own calendar may be another
  // (ar_SA's and en_SA's islamic-umalqura, en_TH's buddhist, whose yMMMMd has an era).
  func skeleton(_ s: String, _ calendar: String = "gregorian") -> String {
    DateFormatter.dateFormat(fromTemplate: s, options: 0, locale: Locale(identifier: id + "@calendar=" + calendar))!
  }
  let patterns = table["patterns"] as! [String: String]
  let gregorian = formatter("MMMM", id)
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = utc
  func standAlone(_ width: Date.FormatStyle.Symbol.Month) -> [String] {
    let style = Date.FormatStyle(locale: Locale(identifier: id), calendar: calendar, timeZone: utc, capitalizationContext: .standalone).month(width)
    return (1...12).map { style.format(calendar.date(from: DateComponents(year: 2026, month: $0, day: 15, hour: 12))!) }
  }
  var forms: [String: [String]] = [
    "clock": [skeleton("jmm").contains("H") ? "h23" : "h12"],
    "h12": [skeleton(patterns["h12"]!.contains("B") ? "Bhmm" : "hmm")], "h23": [skeleton("Hmm")],
    "clockDuration": [skeleton("Hms").replacingOccurrences(of: "HH", with: "H")],
    "dayPeriods": [gregorian.amSymbol, gregorian.pmSymbol],
    "gregorianDate": [skeleton("yMMMMd")], "hijriDate": [skeleton("yMMMMd", "islamic-umalqura")],
    "short.gregorianDate": [skeleton("dMMM")], "short.hijriDate": [skeleton("MMMMd", "islamic-umalqura")],
    "gregorianMonths": gregorian.monthSymbols,
    // (The abbreviated months as the locale's own `dMMM` pattern names them: LLL standing alone.)
    "short.gregorianMonths": skeleton("dMMM").contains("LLL") ? gregorian.shortStandaloneMonthSymbols : gregorian.shortMonthSymbols,
    "frame.months": gregorian.shortMonthSymbols,
    "standAloneGregorianMonths": standAlone(.wide), "frame.standAloneMonths": standAlone(.abbreviated),
    // The small families' weekdays, Monday first (en_AU's narrow `Su M Tu W Th F Sa`).
    "short.weekdays": Array(gregorian.shortStandaloneWeekdaySymbols[1...] + gregorian.shortStandaloneWeekdaySymbols[..<1]),
    "short.narrowWeekdays": Array(gregorian.veryShortStandaloneWeekdaySymbols[1...] + gregorian.veryShortStandaloneWeekdaySymbols[..<1]),
  ]
  if (table["defaults"] as! [String: String])["civilCalendar"] == "solar-hijri" {
    forms["solarHijriMonths"] = formatter("MMMM", id, .persian).monthSymbols
    forms["solarHijriDate"] = [skeleton("yMMMMd", "persian")]
    forms["short.solarHijriDate"] = [skeleton("dMMM", "persian")]
  }
  return forms
}

/// The base table's values for the keys of `icuForms` (a stand-alone list the table leaves out
/// is its format list, as LanguageTable reads it).
func tableForms(_ t: [String: Any]) -> [String: [String]] {
  let defaults = t["defaults"] as! [String: String]
  let patterns = t["patterns"] as! [String: String]
  let short = t["short"] as! [String: Any]
  let shortPatterns = short["patterns"] as! [String: String]
  let frame = t["frame"] as! [String: Any]
  let dayPeriods = t["dayPeriods"] as! [String: String]
  var forms: [String: [String]] = [
    "clock": [defaults["clock"]!], "dayPeriods": [dayPeriods["am"]!, dayPeriods["pm"]!],
    "gregorianMonths": t["gregorianMonths"] as! [String], "short.gregorianMonths": short["gregorianMonths"] as! [String],
    "frame.months": frame["months"] as! [String],
    "short.weekdays": short["weekdays"] as! [String], "short.narrowWeekdays": short["narrowWeekdays"] as! [String],
    "standAloneGregorianMonths": (t["standAloneGregorianMonths"] ?? t["gregorianMonths"]) as! [String],
    "frame.standAloneMonths": (frame["standAloneMonths"] ?? frame["months"]) as! [String],
  ]
  for key in ["h12", "h23", "clockDuration", "gregorianDate", "hijriDate", "solarHijriDate"] {
    if let p = patterns[key] { forms[key] = [p] }
  }
  for key in ["gregorianDate", "hijriDate", "solarHijriDate"] {
    if let p = shortPatterns[key] { forms["short." + key] = [p] }
  }
  if let months = t["solarHijriMonths"] as? [String] { forms["solarHijriMonths"] = months }
  return forms
}

/// Where each key of the forms sits in an overlay.
let paths: [String: [String]] = [
  "clock": ["defaults", "clock"], "digits": ["defaults", "digits"], "dayPeriods": ["dayPeriods"],
  "h12": ["patterns", "h12"], "h23": ["patterns", "h23"], "clockDuration": ["patterns", "clockDuration"],
  "gregorianDate": ["patterns", "gregorianDate"], "hijriDate": ["patterns", "hijriDate"],
  "solarHijriDate": ["patterns", "solarHijriDate"],
  "gregorianMonths": ["gregorianMonths"], "standAloneGregorianMonths": ["standAloneGregorianMonths"],
  "solarHijriMonths": ["solarHijriMonths"],
  "short.gregorianDate": ["short", "patterns", "gregorianDate"], "short.hijriDate": ["short", "patterns", "hijriDate"],
  "short.solarHijriDate": ["short", "patterns", "solarHijriDate"], "short.gregorianMonths": ["short", "gregorianMonths"],
  "short.weekdays": ["short", "weekdays"], "short.narrowWeekdays": ["short", "narrowWeekdays"],
  "frame.months": ["frame", "months"], "frame.standAloneMonths": ["frame", "standAloneMonths"],
]
/// The overlay's keys in the order the files write them (OVERLAY_KEYS of gen_l10n_tables.py).
let order = ["defaults", "dayPeriods", "patterns", "gregorianMonths", "standAloneGregorianMonths", "solarHijriMonths", "short", "frame",
             "weekdays", "narrowWeekdays", "clock", "digits", "am", "pm", "clockDuration", "gregorianDate", "h12", "h23", "hijriDate", "solarHijriDate", "months",
             "standAloneMonths"]

/// A JSON string as the files write it: the invisible characters escaped (`\u202f`, `\u00a0`).
func quoted(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case _ where scalar.value < 0x20 || [0x00A0, 0x061C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D,
                                          0x202E, 0x202F, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF].contains(scalar.value):
      out += String(format: "\\u%04x", scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

func json(_ value: Any) -> String {
  if let s = value as? String { return quoted(s) }
  if let list = value as? [String] { return "[" + list.map(quoted).joined(separator: ", ") + "]" }
  let object = value as! [String: Any]
  let keys = object.keys.sorted { (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1) }
  return "{" + keys.map { "\(quoted($0)): \(json(object[$0]!))" }.joined(separator: ", ") + "}"
}

func set(_ object: inout [String: Any], _ path: ArraySlice<String>, _ value: Any) {
  let key = path.first!
  if path.count == 1 { object[key] = value; return }
  var inner = object[key] as? [String: Any] ?? [:]
  set(&inner, path.dropFirst(), value)
  object[key] = inner
}

/// The overlay of `region` for the base table `table` of `language` (`nil`: ICU answers as the base).
func overlay(_ language: String, _ region: String, _ table: [String: Any], _ base: [String: [String]]) -> [String: Any]? {
  let icu = "\(language)_\(region)"
  let icuBaseForms = icuForms(icuBase(language), table: table)
  let regional = icuForms(icu, table: table)
  let own = tableForms(table)
  var want = own
  for (key, value) in regional where value != icuBaseForms[key] { want[key] = value }
  var result: [String: Any] = [:]
  for (key, value) in want where value != own[key] {
    // A stand-alone list the base leaves out is the format list: held only where it differs.
    if key == "standAloneGregorianMonths", table["standAloneGregorianMonths"] == nil, value == want["gregorianMonths"] { continue }
    if key == "frame.standAloneMonths", (table["frame"] as! [String: Any])["standAloneMonths"] == nil, value == want["frame.months"] { continue }
    let isList = key.hasSuffix("Months") || key.hasSuffix("months") || key.hasSuffix("Weekdays") || key.hasSuffix("weekdays")
    let held: Any
    if key == "dayPeriods" { held = ["am": value[0], "pm": value[1]] } else if isList { held = value } else { held = value[0] }
    set(&result, paths[key]![...], held)
  }
  let digits = (table["defaults"] as! [String: String])["digits"]!
  let icuDigits = Locale(identifier: icu).numberingSystem.identifier
  if !digitsOverICU.contains(language), icuDigits != digits { set(&result, ["defaults", "digits"], icuDigits) }
  return result.isEmpty ? nil : result
}

var changed: [String] = []
for language in languages {
  let url = data.appendingPathComponent("\(language).json")
  let text = try! String(contentsOf: url, encoding: .utf8)
  var table = try! JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
  table["regions"] = nil
  table["regionsAsLanguage"] = nil
  let base = tableForms(table)
  let all = regions(of: language)
  var lines: [String] = []
  var plain: [String] = []
  for region in all {
    if let o = overlay(language, region, table, base) {
      lines.append("    \(quoted(region)): \(json(o))")
    } else {
      plain.append(region)
    }
  }
  FileHandle.standardError.write("\(language): \(all.count) regions compared, \(lines.count) overlays\n".data(using: .utf8)!)
  // The file without its two region keys, then the new ones (the last keys of the file): the
  // regions ICU answers as the base (`--locale ms-MY` takes them), then the overlays.
  var head = text
  if let r = head.range(of: ",\n  \"regionsAsLanguage\": [") ?? head.range(of: ",\n  \"regions\": {\n") {
    head = String(head[..<r.lowerBound])
  } else {
    head = String(head[..<head.range(of: "\n}", options: .backwards)!.lowerBound])
  }
  let new = head + (plain.isEmpty ? "" : ",\n  \"regionsAsLanguage\": \(json(plain))")
    + (lines.isEmpty ? "" : ",\n  \"regions\": {\n" + lines.joined(separator: ",\n") + "\n  }") + "\n}\n"
  if new != text {
    changed.append(language)
    if !check { try! new.write(to: url, atomically: true, encoding: .utf8) }
  }
}
if check, !changed.isEmpty {
  FileHandle.standardError.write("regions out of date: \(changed.joined(separator: ", "))\n".data(using: .utf8)!)
  exit(1)
}
