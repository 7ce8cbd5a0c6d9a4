extension WidgetSnapshot {
  /// What a screen reader speaks where the widget shows an abbreviation, a clock or a symbol:
  /// the countdowns' values in wide units (pieces and templates the reader fills, a few hundred
  /// bytes, rather than a string per minute and second) and the state words.
  ///
  /// The strings are in logical order without direction marks: they are spoken, never laid out.
  /// The strong clock: ``strongSpoken(seconds:)`` ("12 minutes, 30 seconds left", "متبقٍ ١٢ دقيقة
  /// و٣٠ ثانية", "12 dakika 30 saniye kaldı"); the calm value, which follows the next caption:
  /// ``calmSpoken(minutes:now:)`` ("in 2 hours, 15 minutes", "بعد ساعتين و١٥ دقيقة", "2 saat
  /// 15 dakika sonra"). docs/snapshot.md, "Spoken forms".
  public struct Spoken: Sendable, Hashable, Codable {
    /// `hours[n]`: n hours as a unit standing alone, wide ("2 hours", "ساعتان", "2 saat"), for
    /// 0 up to the longest countdown's hours.
    public let hours: ComposedStrings
    /// `minutes[n]`, n = 0…59.
    public let minutes: ComposedStrings
    /// `seconds[n]`, n = 0…59.
    public let seconds: ComposedStrings
    /// The forms of hours and minutes inside ``calm`` where they differ from those standing
    /// alone (optional: Arabic's oblique "ساعتين" after بعد, Russian's accusative "минуту" after
    /// через, Urdu's oblique "گھنٹے"); absent: ``hours`` and ``minutes``.
    public let afterHours: ComposedStrings?
    public let afterMinutes: ComposedStrings?
    /// The pattern joining two units (`{0}` and `{1}`: "{0}, {1}", "{0} و{1}", "{0} und {1}").
    public let list2: String
    /// The pattern joining three (`{0}`, `{1}`, `{2}`: "{0}, {1} und {2}").
    public let list3: String
    /// The calm value's frame, `{value}` the joined units: "in {value}", "بعد {value}".
    public let calm: String
    /// The strong clock's frame: "{value} left", "متبقٍ {value}", "{value} kaldı".
    public let strong: String
    /// The mark button's hint, `{prayer}` the prayer's ``Prayer/name``: "Mark {prayer} as
    /// prayed", "تسجيل صلاة {prayer}", "{prayer} namazını kıldım olarak işaretle".
    public let markHint: String
    /// The state words: "current", "next", "prayed", "not yet prayed".
    public let current: String
    public let next: String
    public let prayed: String
    public let notPrayed: String

    /// The mark button's hint for `prayer`: ``markHint`` with its name ("Mark Asr as prayed").
    public func markHint(for prayer: Prayer) -> String {
      Self.fill(markHint, ["prayer": Localizer.withoutMarks(prayer.name)])
    }

    /// The strong countdown spoken for `seconds` left (hours, minutes and seconds that are not
    /// zero; "0 seconds left" at 0); `nil` for more hours than ``hours`` holds.
    public func strongSpoken(seconds total: Int) -> String? {
      let total = max(0, total)
      let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
      guard h < hours.count, minutes.count == 60, seconds.count == 60 else { return nil }
      var parts: [String] = []
      if h > 0 { parts.append(hours[h]) }
      if m > 0 { parts.append(minutes[m]) }
      if s > 0 || parts.isEmpty { parts.append(seconds[s]) }
      return Self.fill(strong, ["value": joined(parts)])
    }

    /// The calm countdown's value spoken for `minutes` left, as it follows the next caption
    /// ("in 2 hours, 15 minutes"); `now` (the snapshot's `countdown.calm[0]`) at 0; `nil` for
    /// more hours than the table holds.
    public func calmSpoken(minutes total: Int, now: String) -> String? {
      guard total > 0 else { return now }
      let (h, m) = (total / 60, total % 60)
      let (hs, ms) = (afterHours ?? hours, afterMinutes ?? minutes)
      guard h < hs.count, ms.count == 60 else { return nil }
      var parts: [String] = []
      if h > 0 { parts.append(hs[h]) }
      if m > 0 { parts.append(ms[m]) }
      return Self.fill(calm, ["value": joined(parts)])
    }

    private func joined(_ parts: [String]) -> String {
      switch parts.count {
      case 1: return parts[0]
      case 2: return Self.fill(list2, ["0": parts[0], "1": parts[1]])
      default: return Self.fill(list3, ["0": parts[0], "1": parts[1], "2": parts[2]])
      }
    }

    /// `template` with each `{name}` of `values` replaced (other braces kept).
    static func fill(_ template: String, _ values: [String: String]) -> String {
      var result = ""
      var rest = template[...]
      while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        result += rest[..<open]
        let name = String(rest[rest.index(after: open)..<close])
        result += values[name] ?? String(rest[open...close])
        rest = rest[rest.index(after: close)...]
      }
      return result + rest
    }
  }
}
