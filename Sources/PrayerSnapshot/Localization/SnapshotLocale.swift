/// The languages a widget snapshot can be written in.
///
/// Every finished string of a snapshot comes from ``Localizer``; the language decides the words,
/// the text direction (``SnapshotLocale/dir``) and the default digits and clock.
public enum SnapshotLanguage: String, Sendable, Hashable, Codable, CaseIterable {
  /// English.
  case en
  /// Arabic (right to left).
  case ar
  /// Turkish (the Diyanet vocabulary: İmsak, Öğle, İkindi, Akşam, Yatsı).
  case tr

  /// Whether the language is written right to left.
  var isRightToLeft: Bool { self == .ar }
}

/// The digits numbers are written with (CLDR numbering-system identifiers).
public enum SnapshotDigits: String, Sendable, Hashable, Codable, CaseIterable {
  /// European digits 0–9 (U+0030–U+0039; bidi class EN).
  case latn
  /// Arabic-Indic digits ٠–٩ (U+0660–U+0669; bidi class AN), as used in the Mashriq.
  case arab
}

/// The hour cycle of displayed times.
public enum SnapshotClock: String, Sendable, Hashable, Codable, CaseIterable {
  /// 12-hour clock with a day-period marker (1…12, AM/PM, ص/م, ÖÖ/ÖS).
  case h12
  /// 24-hour clock, hour padded to two digits (00…23).
  case h23
}

/// The locale block of the snapshot.
///
/// Everything is explicit: nothing is derived from ICU's locale defaults at run time (since
/// CLDR 46 a bare `ar` means Latin digits, which Mashriq users don't expect — CLDR-17553,
/// https://github.com/unicode-org/cldr/pull/3678).
/// Encoded as `{"lang": "ar", "dir": "rtl", "digits": "arab", "clock": "h12"}`.
public struct SnapshotLocale: Sendable, Hashable, Codable {
  /// The language.
  public let lang: SnapshotLanguage
  /// The text direction the widget must lay the snapshot out in: `"rtl"` for `ar`, `"ltr"`
  /// otherwise.
  public let dir: String
  /// The digits.
  public let digits: SnapshotDigits
  /// The hour cycle.
  public let clock: SnapshotClock

  /// Defaults: ar → arab digits, h12; en → latn, h12; tr → latn, h23 (Diyanet and Turkish users
  /// use 24 h).
  public init(lang: SnapshotLanguage, digits: SnapshotDigits? = nil, clock: SnapshotClock? = nil) {
    self.lang = lang
    self.dir = lang.isRightToLeft ? "rtl" : "ltr"
    switch lang {
    case .ar:
      self.digits = digits ?? .arab
      self.clock = clock ?? .h12
    case .en:
      self.digits = digits ?? .latn
      self.clock = clock ?? .h12
    case .tr:
      self.digits = digits ?? .latn
      self.clock = clock ?? .h23
    }
  }

  private enum CodingKeys: String, CodingKey {
    case lang, dir, digits, clock
  }

  /// Decodes a locale block. `digits` and `clock` may be missing (the language's defaults
  /// apply); `dir` may be missing, but when present it must agree with `lang`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let lang = try container.decode(SnapshotLanguage.self, forKey: .lang)
    self.init(
      lang: lang,
      digits: try container.decodeIfPresent(SnapshotDigits.self, forKey: .digits),
      clock: try container.decodeIfPresent(SnapshotClock.self, forKey: .clock))
    if let dir = try container.decodeIfPresent(String.self, forKey: .dir), dir != self.dir {
      throw DecodingError.dataCorruptedError(
        forKey: .dir, in: container,
        debugDescription: "dir \"\(dir)\" contradicts lang \"\(lang.rawValue)\" (\"\(self.dir)\")")
    }
  }

  /// Encodes all four fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lang, forKey: .lang)
    try container.encode(dir, forKey: .dir)
    try container.encode(digits, forKey: .digits)
    try container.encode(clock, forKey: .clock)
  }
}
