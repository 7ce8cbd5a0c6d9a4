import Astro
import Hijri

/// The Hijri calendar a user chose: a system (`nil`: the place's default), a day adjustment
/// and strictness, read from the same keys as ``PrayerSettings``.
public struct CalendarSettings: Sendable, Hashable {
  /// The calendar system; `nil`: the calendar of the place's country (``CalendarChoice``;
  /// Umm al-Qura for a country not listed or not known).
  public var system: HijriCalendar.System?
  /// Days added to every Hijri date (−3…3), for an authority a day or two off the calendar.
  public var adjustmentDays: Int?
  /// Outside its table, report an error instead of an estimate.
  public var strict = false

  /// The adjustments a calendar may take.
  public static let adjustmentRange = -3...3

  public init(system: HijriCalendar.System? = nil, adjustmentDays: Int? = nil, strict: Bool = false) {
    self.system = system
    self.adjustmentDays = adjustmentDays
    self.strict = strict
  }

  /// Reads `calendar`, `leap-pattern`, `epoch`, `hijri-adjust` and `strict` (`true`/`false`).
  public init(values: [PrayerSettings.Key: String]) throws(SettingsError) {
    func choice<T: RawRepresentable & CaseIterable>(_ key: PrayerSettings.Key, _: T.Type)
      throws(SettingsError) -> T? where T.RawValue == String
    {
      guard let text = values[key] else { return nil }
      guard let value = T(rawValue: text) else {
        throw .invalidValue(key, text, allowed: T.allCases.map(\.rawValue))
      }
      return value
    }
    let leap = try choice(.leapPattern, TabularRule.LeapYears.self)
    let epoch = try choice(.epoch, TabularRule.Epoch.self)
    if let id = values[.calendar] {
      if id == "tabular" {
        system = .tabular(TabularRule(leapYears: leap ?? .type16, epoch: epoch ?? .thursday))
      } else {
        guard let c = HijriCalendar(identifier: id) else {
          throw .invalidValue(
            .calendar, id, allowed: HijriCalendar.namedIdentifiers,
            hint: "or 'tabular-PATTERN-EPOCH', e.g. 'tabular-15-friday'")
        }
        for key in [PrayerSettings.Key.leapPattern, .epoch] where values[key] != nil {
          throw .tabularOnly(key, calendar: id)
        }
        system = c.system
      }
    } else {
      // Without a calendar, a pattern or epoch has nothing to apply to.
      for key in [PrayerSettings.Key.leapPattern, .epoch] where values[key] != nil {
        throw .tabularOnly(key, calendar: "umm-al-qura")
      }
    }
    if let text = values[.hijriAdjustment] {
      guard let n = Int(text), Self.adjustmentRange.contains(n) else {
        throw .notAWholeNumber(.hijriAdjustment, text, allowed: Self.adjustmentRange, unit: "days")
      }
      adjustmentDays = n
    }
    strict = values[.strict] == "true"
    if strict {
      let calendar = HijriCalendar(system: system ?? .ummAlQura)
      guard calendar.tableRange != nil else {
        throw .strictNotApplicable(calendar: calendar.identifier)
      }
    }
  }

  /// The calendar, with `defaultSystem` when none was chosen.
  public func calendar(defaultSystem: HijriCalendar.System = .ummAlQura) -> HijriCalendar {
    var c = HijriCalendar(system: system ?? defaultSystem)
    if let adjustmentDays { c.adjustmentDays = adjustmentDays }
    if strict { c.outsideTable = .strict }
    return c
  }
}
