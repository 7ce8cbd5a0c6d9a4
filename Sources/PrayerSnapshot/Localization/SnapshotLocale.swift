/// The language a widget snapshot or a table is written in: a BCP 47 language tag (`en`, `ar`,
/// `tr`, `en-GB`), an open identifier.
///
/// The words come from the tag's table in `Data/l10n/` (``LanguageTable``): a tag with a region
/// uses its language's table with the region's overlay (`en-GB`: 24-hour clock, `am`/`pm`), a tag
/// without a table of its own falls back to its language's, and a language without any table
/// (`fr`) to English words — while a snapshot reader needs none of them (it shows a snapshot in
/// any language by its `dir` and strings). The static members name the languages with tables.
public struct SnapshotLanguage: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
  /// The tag, as given (case as BCP 47 recommends: `en-GB`).
  public let rawValue: String
  /// Whether the language is written right to left (its table's `direction`; `false` for a
  /// language without a table).
  public let isRightToLeft: Bool

  /// A well-formed tag: a language subtag of 2–3 letters, then subtags of 2–8 letters or digits
  /// (`ar`, `en-GB`, `sr-Latn-RS`); `nil` otherwise. Case is normalized (`EN-gb` → `en-GB`).
  public init?(rawValue: String) {
    let parts = rawValue.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...3).contains(first.count),
      first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }),
      parts.dropFirst().allSatisfy({ part in
        (2...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
      })
    else { return nil }
    let normalized = ([first.lowercased()] + parts.dropFirst().map { part in
      part.count == 2 ? part.uppercased() : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.lowercased()
    }).joined(separator: "-")
    self.init(normalized: normalized)
  }

  /// A tag already in normal form: the generated tables' tags (``withTables``,
  /// ``regionsAsLanguage``), built at start-up without parsing them again.
  init(normalized: String) {
    rawValue = normalized
    isRightToLeft = LanguageTable.isRightToLeft(normalized) ?? false
  }

  /// The language subtag: `en` of `en-GB`.
  public var language: String { String(rawValue.prefix { $0 != "-" }) }

  /// Whether `Data/l10n/` has a table for this tag or its language.
  public var hasTable: Bool { LanguageTable.languageIndex(rawValue) != nil }

  /// This tag with the region of `country` where its table has an overlay for that region (where
  /// CLDR's answer differs from the language's: `en` in GB is `en-GB`, 24 h and `am`/`pm`; in US
  /// `en-US`, `December 4, 2026`; `ar` in MA is `ar-MA`, Latin digits, 24 h and the Moroccan
  /// months `دجنبر`); the tag itself when it names a region already (an explicit `en-US` wins over
  /// the place), or the country has no overlay.
  ///
  ///     SnapshotLanguage.en.regional(forCountry: "GB")   // en-GB
  ///     SnapshotLanguage.en.regional(forCountry: "SA")   // en (en-001's answers)
  ///     SnapshotLanguage.ar.regional(forCountry: "EG")   // ar (ICU ar_EG answers as the table)
  public func regional(forCountry country: String?) -> SnapshotLanguage {
    guard let country, !rawValue.contains("-"),
      let tagged = SnapshotLanguage(rawValue: "\(rawValue)-\(country.uppercased())"),
      LanguageTable.tags.contains(tagged.rawValue)
    else { return self }
    return tagged
  }

  /// English.
  public static let en = SnapshotLanguage(rawValue: "en")!
  /// Arabic (right to left).
  public static let ar = SnapshotLanguage(rawValue: "ar")!
  /// Turkish (the Diyanet vocabulary: İmsak, Öğle, İkindi, Akşam, Yatsı).
  public static let tr = SnapshotLanguage(rawValue: "tr")!

  /// The languages with a table of their own (`Data/l10n/*.json`), English first, then by tag:
  /// en, ar, bn, de, fr, fa, id, ms, ru, tr, ur.
  public static let allCases: [SnapshotLanguage] = LanguageTable.languageTags.map { SnapshotLanguage(normalized: $0) }

  /// Every tag with a table, regions included, each language followed by its regions: en, en-AU,
  /// …, ar, ar-AE, …, ur.
  public static let withTables: [SnapshotLanguage] = LanguageTable.tags.map { SnapshotLanguage(normalized: $0) }

  /// The regions ICU knows whose forms are their language's (`ms-MY`, `ar-SA`, `en-IN`: each
  /// table's `regionsAsLanguage`, written by Scripts/gen_region_overlays.swift from ICU's
  /// `<lang>_<CC>`): a tag written with its language's table, the region kept as given (the
  /// place's country does not replace it, as for ``withTables``' regions).
  public static let regionsAsLanguage: [SnapshotLanguage] =
    LocalizationData.regionsAsLanguage.map { SnapshotLanguage(normalized: $0) }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let lang = SnapshotLanguage(rawValue: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a BCP 47 language tag"))
    }
    self = lang
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The digits numbers are written with: a CLDR numbering-system identifier (`latn` 0–9, `arab`
/// ٠–٩ U+0660–U+0669, bidi class AN, `arabext` ۰–۹ U+06F0–U+06F9, bidi class EN, `beng` ০–৯
/// U+09E6–U+09EF, bidi class L), whose ten digits are `Data/l10n/numbering.json`'s.
public struct SnapshotDigits: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
  public let rawValue: String
  /// The digit zero (the ten digits are consecutive code points).
  let zero: Unicode.Scalar

  /// A numbering system of `Data/l10n/numbering.json`; `nil` for any other identifier.
  public init?(rawValue: String) {
    guard let digits = LanguageTable.numberingSystems[rawValue], let zero = digits.unicodeScalars.first
    else { return nil }
    self.rawValue = rawValue
    self.zero = zero
  }

  /// The ten digits, 0 to 9 (consecutive code points from ``zero``).
  public var tenDigits: String {
    String(String.UnicodeScalarView((0..<10).compactMap { Unicode.Scalar(zero.value + $0) }))
  }

  /// European digits 0–9 (U+0030–U+0039; bidi class EN).
  public static let latn = SnapshotDigits(rawValue: "latn")!
  /// Arabic-Indic digits ٠–٩ (U+0660–U+0669; bidi class AN), as used in the Mashriq.
  public static let arab = SnapshotDigits(rawValue: "arab")!
  /// Bengali digits ০–৯ (U+09E6–U+09EF; bidi class L), as Bangladeshi print writes them.
  public static let beng = SnapshotDigits(rawValue: "beng")!

  /// Every numbering system of the table: latn, arab, arabext, beng.
  public static let allCases: [SnapshotDigits] =
    LanguageTable.numberingSystems.keys.sorted { $0 == "latn" || ($1 != "latn" && $0 < $1) }
    .map { SnapshotDigits(rawValue: $0)! }

  public static func == (a: SnapshotDigits, b: SnapshotDigits) -> Bool { a.rawValue == b.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// A numbering system this build has no digits for (read from a document, never written).
  private init(unknown rawValue: String) {
    self.rawValue = rawValue
    zero = "0"
  }

  /// Decodes a numbering-system id: one of the table's, or any other CLDR-shaped id (3–8
  /// lowercase letters), which a reader accepts without knowing its digits (it uses the
  /// snapshot's `countdown.digits`).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if let digits = SnapshotDigits(rawValue: text) {
      self = digits
    } else if (3...8).contains(text.count), text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) {
      self = SnapshotDigits(unknown: text)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a numbering-system id"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The hour cycle of displayed times.
public enum SnapshotClock: String, Sendable, Hashable, Codable, CaseIterable {
  /// 12-hour clock with a day-period marker (1…12, AM/PM, ص/م, ÖÖ/ÖS).
  case h12
  /// 24-hour clock (0…23), the hour padded to two digits where the language's pattern says so
  /// (`HH:mm` in en, ar, tr and ur; fa's `H:mm` is unpadded).
  case h23
}

/// The locale block of the snapshot.
///
/// Everything is explicit: nothing is derived from ICU's locale defaults at run time (since
/// CLDR 46 a bare `ar` means Latin digits, which Mashriq users don't expect — CLDR-17553,
/// https://github.com/unicode-org/cldr/pull/3678); the defaults are the language table's.
/// Encoded as `{"lang": "ar", "dir": "rtl", "digits": "arab", "clock": "h12"}` (and `tag`, the
/// full BCP 47 tag with the digits and clock as Unicode extensions: `ar-u-nu-arab-hc-h12`).
public struct SnapshotLocale: Sendable, Hashable, Codable {
  /// The language.
  public let lang: SnapshotLanguage
  /// The text direction the widget must lay the snapshot out in: `"rtl"` for a right-to-left
  /// language (ar), `"ltr"` otherwise.
  public let dir: String
  /// The digits.
  public let digits: SnapshotDigits
  /// The hour cycle.
  public let clock: SnapshotClock

  /// Defaults from the language's table: ar → arab digits, h12; en → latn, h12; en-GB → latn,
  /// h23; tr → latn, h23 (Diyanet and Turkish users use 24 h); a language without a table →
  /// latn, h23.
  public init(lang: SnapshotLanguage, digits: SnapshotDigits? = nil, clock: SnapshotClock? = nil) {
    self.lang = lang
    self.dir = lang.isRightToLeft ? "rtl" : "ltr"
    // The table's defaults, known without parsing it.
    let defaults = LanguageTable.defaults(lang.rawValue)
    self.digits = digits ?? defaults.flatMap { SnapshotDigits(rawValue: $0.digits) } ?? .latn
    self.clock = clock ?? defaults?.clock ?? .h23
  }

  /// A locale of a language this build has no table for, with the direction its document gives.
  private init(unknown lang: SnapshotLanguage, dir: String, digits: SnapshotDigits?, clock: SnapshotClock?) {
    self.lang = lang
    self.dir = dir
    self.digits = digits ?? .latn
    self.clock = clock ?? .h23
  }

  /// The BCP 47 tag with the digits and the hour cycle as Unicode extensions (RFC 6067, UTS #35
  /// `nu` and `hc`): `ar-u-nu-arab-hc-h12`, `en-GB-u-nu-latn-hc-h23` — what a widget gives a
  /// system-drawn timer's `Locale` so that it uses the snapshot's digits and clock.
  public var tag: String { "\(lang.rawValue)-u-nu-\(digits.rawValue)-hc-\(clock.rawValue)" }

  private enum CodingKeys: String, CodingKey {
    case lang, dir, digits, clock, tag
  }

  /// Decodes a locale block. `digits` and `clock` may be missing (the language's defaults
  /// apply); `dir` may be missing for a language with a table, but when present it must agree
  /// with it. A language without a table here is accepted with the `dir` the document gives
  /// (`ltr` or `rtl`, then required): a reader needs only the direction and the strings. `tag`
  /// (optional) gives the region: `{"lang": "en", "tag": "en-GB-u-…"}` is `en-GB`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var lang = try container.decode(SnapshotLanguage.self, forKey: .lang)
    if let tag = try container.decodeIfPresent(String.self, forKey: .tag),
      let full = SnapshotLanguage(rawValue: tag.components(separatedBy: "-u-")[0]), full.language == lang.language
    {
      lang = full
    }
    let digits = try container.decodeIfPresent(SnapshotDigits.self, forKey: .digits)
    let clock = try container.decodeIfPresent(SnapshotClock.self, forKey: .clock)
    let dir = try container.decodeIfPresent(String.self, forKey: .dir)
    guard lang.hasTable else {
      guard let dir, dir == "ltr" || dir == "rtl" else {
        throw DecodingError.dataCorruptedError(
          forKey: .dir, in: container,
          debugDescription: "a language without a table here (\"\(lang.rawValue)\") needs dir \"ltr\" or \"rtl\"")
      }
      self.init(unknown: lang, dir: dir, digits: digits, clock: clock)
      return
    }
    self.init(lang: lang, digits: digits, clock: clock)
    if let dir, dir != self.dir {
      throw DecodingError.dataCorruptedError(
        forKey: .dir, in: container,
        debugDescription: "dir \"\(dir)\" contradicts lang \"\(lang.rawValue)\" (\"\(self.dir)\")")
    }
  }

  /// Encodes `lang` (the language subtag alone, which every reader of version 1 knows for the
  /// languages with tables), `dir`, `digits`, `clock` and `tag`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lang.language, forKey: .lang)
    try container.encode(dir, forKey: .dir)
    try container.encode(digits, forKey: .digits)
    try container.encode(clock, forKey: .clock)
    try container.encode(tag, forKey: .tag)
  }
}
