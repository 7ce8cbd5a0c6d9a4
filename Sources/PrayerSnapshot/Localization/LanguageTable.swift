import Foundation

/// The words, templates, plural rules, patterns and defaults of one language (or one region of
/// it), as its table in `Data/l10n/<tag>.json` holds them (embedded by
/// `Scripts/gen_l10n_tables.py` in ``LocalizationData``, parsed once at first use).
///
/// Nothing about a language is code: a new language is a new table. Each table lists its sources
/// (CLDR 46 / ICU 76 through Foundation for weekdays, months, day periods, patterns, plural rules
/// and units; the authorities for prayer, month and occasion names). A region's overlay
/// (`regions.GB` of `en.json`, `regions.MA` of `ar.json`) replaces only what it names: defaults,
/// day periods, patterns, Gregorian and Solar Hijri months, short forms, the chart's months.
///
/// A class: a ``Localizer`` holds one, and copying a localizer copies a reference, not the
/// tables' dozens of strings.
final class LanguageTable: Sendable {
  /// The BCP 47 tag: `en`, `ar`, `tr`, `en-GB`.
  let tag: String
  /// `direction` is `rtl`.
  let rightToLeft: Bool
  /// CLDR numbering-system id of the default digits.
  let defaultDigits: String
  /// The hour cycle when the user names none (CLDR timeData's preferred cycle of the region).
  let defaultClock: SnapshotClock
  /// The calendar the language dates its days in (`defaults.civilCalendar`): `gregorian`, or
  /// `solar-hijri` (fa: Iran's and Afghanistan's official calendar).
  let civilCalendar: String
  /// The CLDR plural rules of the language's categories.
  let plural: PluralRules
  /// Times on a 12-hour and a 24-hour clock (CLDR's `hmm` and `Hmm` results).
  let h12: DatePattern
  let h23: DatePattern
  /// Date labels of each calendar (`d MMMM y`, `d MMMM y G`).
  let gregorianDate: DatePattern
  let hijriDate: DatePattern
  /// Solar Hijri date labels (`patterns.solarHijriDate`, where the table has it: `d MMMM y`).
  let solarHijriDate: DatePattern?
  /// The strong countdown (`H:mm:ss`): its separator is the locale's time separator.
  let clockDuration: DatePattern
  /// CLDR's abbreviated day periods.
  let am: String
  let pm: String
  /// The flexible day periods (`B`, CLDR dayPeriods.xml's `format` rules), by the minute of the
  /// day: those `at` an instant (tr `öğle` at 12:00), and those `from` a start, in increasing
  /// order (a time before the first start takes the last: a night through midnight). Empty
  /// where the table has none.
  let flexibleDayPeriods: (at: [(minute: Int, name: String)], from: [(minute: Int, name: String)])
  /// The eras `G` writes: هـ and م, AH and AD.
  let hijriEra: String
  let gregorianEra: String
  /// The Solar Hijri era (`eras.solarHijri`: ه‍.ش.), where the table has it.
  let solarHijriEra: String
  /// ISO weekdays Monday … Sunday.
  let weekdays: [String]
  /// January … December (CLDR format-context wide names: ru `декабря`, ICU's `MMMM`).
  let gregorianMonths: [String]
  /// January … December standing alone (CLDR's stand-alone wide names, ICU's `LLLL`: ru
  /// `декабрь`, fa `ژانویه`): `standAloneGregorianMonths`, or ``gregorianMonths`` where the
  /// table has none (the two are the same in that language).
  let standAloneGregorianMonths: [String]
  /// Muharram … Dhu al-Hijjah.
  let hijriMonths: [String]
  /// Farvardin … Esfand (`solarHijriMonths`; empty where the table has none).
  let solarHijriMonths: [String]
  /// The short and narrow forms of the small widget families (the table's `short`).
  let short: ShortForms
  /// Context (`label`, `prayer`, `inSentence`, `timeEnding`) → name id → name.
  let names: [String: [String: String]]
  let messages: [String: String]
  /// `messages` read as templates, once.
  let templates: [String: MessageTemplate]
  let pluralMessages: [String: PluralMessage]
  let occasions: [String: String]
  let calendars: [String: String]
  /// The spoken (accessibility) words (`spoken`).
  let spoken: SpokenWords
  let table: [String: String]
  let pluralTable: [String: PluralMessage]
  /// The localized frame (`frame`): the Method:/Calendar: header lines and the chart's words.
  let frame: [String: MessageTemplate]
  /// January … December abbreviated, as ICU's `MMM` (`frame.months`): inside a date (ru
  /// `12 мая`).
  let abbreviatedMonths: [String]
  /// January … December abbreviated and standing alone, as ICU's `LLL` (`frame.standAloneMonths`:
  /// ru `май`, de `Mär`, bn `এপ্রিল`), or ``abbreviatedMonths`` where the table has none: the
  /// chart's labels under its axis.
  let standAloneAbbreviatedMonths: [String]

  // MARK: - Lookups

  /// The name `id` in `context`, falling back along timeEnding → inSentence → prayer → label.
  func name(_ id: String, _ context: NameContext) -> String {
    var c: NameContext? = context
    while let current = c {
      if let s = names[current.rawValue]?[id] { return s }
      c = current.fallback
    }
    return id
  }

  func message(_ key: String) -> String { messages[key] ?? key }
  func template(_ key: String) -> MessageTemplate { templates[key] ?? MessageTemplate(key) }
  func plural(_ key: String) -> PluralMessage { pluralMessages[key]! }
  func tableText(_ key: String) -> String { table[key] ?? key }
  func tablePlural(_ key: String) -> PluralMessage { pluralTable[key]! }
  func frameTemplate(_ key: String) -> MessageTemplate { frame[key] ?? MessageTemplate(key) }

  // MARK: - The tables

  /// The table `tag` of the language `LocalizationData.tables[index]` (`en`, or a region of it:
  /// `en-GB`) from the language's parsed JSON `object` (its `regions` apart: each region's
  /// overlay is parsed when asked for); `nil` for a region it has no overlay for.
  private static func build(_ tag: String, index: Int, from object: [String: Any]) -> LanguageTable? {
    let entry = LocalizationData.tables[index]
    let language = entry.tag
    if tag == language { return LanguageTable(tag: tag, object, tag) }
    guard tag.hasPrefix(language + "-"),
      let k = entry.regions.firstIndex(of: String(tag.dropFirst(language.count + 1))),
      k < entry.overlays.count
    else { return nil }
    let overlay = parse(entry.overlays[k], tag)
    // An overlay replaces only what it names, at any depth (`short.patterns.gregorianDate`).
    func merging(_ base: [String: Any], _ overlay: [String: Any]) -> [String: Any] {
      var merged = base
      for (key, value) in overlay {
        if let inner = value as? [String: Any], let current = merged[key] as? [String: Any] {
          merged[key] = merging(current, inner)
        } else {
          merged[key] = value
        }
      }
      return merged
    }
    return LanguageTable(tag: tag, merging(object, overlay), tag)
  }

  /// Each table, made at its first use from its language's JSON, itself parsed once (a memo: the
  /// answer never depends on what was asked before), so a run in one language parses one JSON
  /// and builds the one table it uses (English has fifteen regions: a London table builds two).
  private final class Loaded: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [Int: [String: Any]] = [:]
    private var tables: [String: LanguageTable?] = [:]

    func table(_ tag: String, index: Int) -> LanguageTable? {
      lock.lock()
      defer { lock.unlock() }
      if let known = tables[tag] { return known }
      let object: [String: Any]
      if let parsed = objects[index] {
        object = parsed
      } else {
        let entry = LocalizationData.tables[index]
        object = LanguageTable.parse(entry.json, entry.tag)
        objects[index] = object
      }
      let table = LanguageTable.build(tag, index: index, from: object)
      tables[tag] = .some(table)
      return table
    }
  }

  private static let loaded = Loaded()

  /// The base languages with a table, English first (the order of ``LocalizationData``).
  static let languageTags: [String] = LocalizationData.tables.map(\.tag)

  /// Every tag with a table, each language followed by its regions (no table parsed).
  static let tags: [String] = LocalizationData.tables.flatMap { t in
    [t.tag] + t.regions.map { "\(t.tag)-\($0)" }
  }

  /// The index of `tag`'s language in ``LocalizationData``, if it has a table.
  static func languageIndex(_ tag: String) -> Int? {
    // The language subtag compared without allocating (ASCII, any case): the help of every
    // command asks this for each region's tag at start-up.
    let utf8 = tag.utf8
    let end = utf8.firstIndex(of: UInt8(ascii: "-")) ?? utf8.endIndex
    let subtag = utf8[..<end]
    return languageTags.firstIndex { language in
      language.utf8.count == subtag.count
        && zip(language.utf8, subtag).allSatisfy { a, b in a == (b >= 65 && b <= 90 ? b + 32 : b) }
    }
  }

  /// The default numbering system and hour cycle of `tag`'s table (its own, else its language's;
  /// `nil` without a table), known without parsing it: generated beside the JSON.
  static func defaults(_ tag: String) -> (digits: String, clock: SnapshotClock)? {
    guard let index = languageIndex(tag) else { return nil }
    return defaultsByTag[tag] ?? defaultsByTag[LocalizationData.tables[index].tag]
  }

  /// ``LocalizationData/defaults`` by tag.
  private static let defaultsByTag: [String: (digits: String, clock: SnapshotClock)] = Dictionary(
    LocalizationData.defaults.map { ($0.tag, ($0.digits, SnapshotClock(rawValue: $0.clock) ?? .h23)) },
    uniquingKeysWith: { first, _ in first })

  /// Whether `tag`'s language is written right to left (known without parsing its table).
  static func isRightToLeft(_ tag: String) -> Bool? {
    languageIndex(tag).map { LocalizationData.tables[$0].rightToLeft }
  }

  /// The table of exactly `tag` (a language or a region with an overlay), or `nil`.
  static func exactly(_ tag: String) -> LanguageTable? {
    languageIndex(tag).flatMap { loaded.table(tag, index: $0) }
  }

  /// The table of `tag`: its own, else its language's (`en-US` → `en`), else English's.
  static func of(_ tag: String) -> LanguageTable {
    if let t = exactly(tag) { return t }
    let language = tag.split(separator: "-").first.map(String.init) ?? tag
    return exactly(language) ?? exactly("en")!
  }

  /// Numbering-system id → its ten digits (CLDR numberingSystems.xml).
  static let numberingSystems: [String: String] = {
    var systems: [String: String] = [:]
    for (key, value) in parse(LocalizationData.numbering, "numbering") where key != "sources" {
      systems[key] = value as? String
    }
    return systems
  }()

  private static func parse(_ json: StaticString, _ name: String) -> [String: Any] {
    let data = json.withUTF8Buffer { Data($0) }
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      fatalError("the embedded language table \(name) is not a JSON object (regenerate it)")
    }
    return object
  }

  /// Reads a table (a programming error if it lacks what `Scripts/gen_l10n_tables.py` checks).
  private init(tag: String, _ o: [String: Any], _ name: String) {
    func need<T>(_ value: Any?, _ key: String) -> T {
      guard let v = value as? T else { fatalError("language table \(name): \(key) is missing or mistyped") }
      return v
    }
    func pattern(_ key: String) -> DatePattern {
      let patterns: [String: String] = need(o["patterns"], "patterns")
      guard let p = patterns[key].flatMap(DatePattern.init) else {
        fatalError("language table \(name): patterns.\(key) is not a pattern the interpreter reads")
      }
      return p
    }
    func split(_ object: [String: Any], _ key: String) -> ([String: String], [String: PluralMessage]) {
      var texts: [String: String] = [:]
      var plurals: [String: PluralMessage] = [:]
      for (k, v) in object {
        if let s = v as? String {
          texts[k] = s
        } else if let p = (v as? [String: String]).flatMap(PluralMessage.init) {
          plurals[k] = p
        } else {
          fatalError("language table \(name): \(key).\(k) is neither a string nor a plural message")
        }
      }
      return (texts, plurals)
    }
    self.tag = tag
    rightToLeft = (o["direction"] as? String) == "rtl"
    let defaults: [String: String] = need(o["defaults"], "defaults")
    defaultDigits = defaults["digits"] ?? "latn"
    defaultClock = defaults["clock"].flatMap(SnapshotClock.init(rawValue:)) ?? .h23
    civilCalendar = defaults["civilCalendar"] ?? "gregorian"
    guard let plural = PluralRules(need(o["pluralRules"], "pluralRules")) else {
      fatalError("language table \(name): pluralRules outside the subset read")
    }
    self.plural = plural
    h12 = pattern("h12")
    h23 = pattern("h23")
    gregorianDate = pattern("gregorianDate")
    hijriDate = pattern("hijriDate")
    let patterns: [String: String] = need(o["patterns"], "patterns")
    solarHijriDate = patterns["solarHijriDate"].flatMap(DatePattern.init)
    clockDuration = pattern("clockDuration")
    let periods: [String: String] = need(o["dayPeriods"], "dayPeriods")
    am = periods["am"] ?? "AM"
    pm = periods["pm"] ?? "PM"
    var flexibleAt: [(minute: Int, name: String)] = []
    var flexibleFrom: [(minute: Int, name: String)] = []
    for p in (o["flexibleDayPeriods"] as? [[String: String]]) ?? [] {
      func minute(_ text: String?) -> Int? {
        guard let parts = text?.split(separator: ":"), parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        return h * 60 + m
      }
      if let at = minute(p["at"]) { flexibleAt.append((at, p["name"] ?? "")) }
      if let from = minute(p["from"]) { flexibleFrom.append((from, p["name"] ?? "")) }
    }
    flexibleDayPeriods = (flexibleAt, flexibleFrom)
    let eras: [String: String] = need(o["eras"], "eras")
    hijriEra = eras["hijri"] ?? ""
    gregorianEra = eras["gregorian"] ?? ""
    solarHijriEra = eras["solarHijri"] ?? ""
    weekdays = need(o["weekdays"], "weekdays")
    gregorianMonths = need(o["gregorianMonths"], "gregorianMonths")
    standAloneGregorianMonths = (o["standAloneGregorianMonths"] as? [String]) ?? gregorianMonths
    hijriMonths = need(o["hijriMonths"], "hijriMonths")
    solarHijriMonths = (o["solarHijriMonths"] as? [String]) ?? []
    names = need(o["names"], "names")
    short = ShortForms(need(o["short"], "short"), name)
    (messages, pluralMessages) = split(need(o["messages"], "messages"), "messages")
    templates = messages.mapValues(MessageTemplate.init)
    occasions = need(o["occasions"], "occasions")
    calendars = need(o["calendars"], "calendars")
    spoken = SpokenWords(need(o["spoken"], "spoken"), name)
    (table, pluralTable) = split(need(o["table"], "table"), "table")
    var frameObject: [String: Any] = need(o["frame"], "frame")
    abbreviatedMonths = need(frameObject.removeValue(forKey: "months"), "frame.months")
    standAloneAbbreviatedMonths = (frameObject.removeValue(forKey: "standAloneMonths") as? [String]) ?? abbreviatedMonths
    frame = split(frameObject, "frame").0.mapValues(MessageTemplate.init)
  }
}

/// Where a name is used, which decides its form: a timetable's column or row (`label`: Diyanet's
/// `İmsak`), the prayer itself in the widget's rows and marks (`prayer`: `Sabah`), inside a
/// sentence (`inSentence`: `صلاة الجمعة`, `Cuma namazı`) and the time a countdown runs out
/// (`timeEnding`: on Fridays Diyanet's `Öğle`).
enum NameContext: String, Sendable {
  case label, prayer, inSentence, timeEnding

  var fallback: NameContext? {
    switch self {
    case .timeEnding: return .inSentence
    case .inSentence: return .prayer
    case .prayer: return .label
    case .label: return nil
    }
  }
}
