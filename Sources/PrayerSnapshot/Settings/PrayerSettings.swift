import Astro
import Foundation
import Hijri

/// What a user chose about the method and the calendar — each `nil` meaning "the default" — to be
/// resolved into ``CalculationParameters`` and a ``HijriCalendar`` once the place is known (the
/// method usual in its country).
///
/// The same value comes from code, from command-line flags or from a settings file: flags and
/// files give text keyed by ``Key`` (`--fajr-angle 18` is `fajr-angle` = `18`), read by
/// ``init(values:)`` with the same checks and messages.
///
///     var settings = PrayerSettings()
///     settings.method = .turkey
///     settings.adjustments = try PrayerAdjustments(identifier: "isha=+2")
///     let (parameters, source) = try settings.parameters(country: "TR")
public struct PrayerSettings: Sendable, Hashable {
  /// The method; `nil`: the one usual in the place's country (``MethodChoice``), with its Asr.
  public var method: CalculationMethod?
  /// Fajr at this depression of the Sun, degrees (0…30), instead of the method's.
  public var fajrAngle: Double?
  /// Isha at this depression of the Sun, degrees (0…30); not with ``ishaInterval``.
  public var ishaAngle: Double?
  /// Isha this many minutes after Maghrib (0…300); not with ``ishaAngle``.
  public var ishaInterval: Double?
  /// Maghrib at this depression of the Sun, degrees (0…30), instead of at sunset.
  public var maghribAngle: Double?
  /// The Asr shadow; `nil`: the method's (the country's, when the method is the country's).
  public var asr: AsrRule?
  /// The high-latitude rule; `nil`: the method's.
  public var highLatitudeRule: HighLatitudeRule?
  /// The polar resolution; `nil`: the method's.
  public var polarResolution: PolarResolution?
  /// The midnight rule; `nil`: the method's.
  public var midnight: MidnightRule?
  /// The Moonsighting Committee's twilight (only with a seasonal Isha).
  public var shafaq: Shafaq?
  /// The rounding; `nil`: the method's.
  public var rounding: Rounding?
  /// The user's minutes, on top of the method's own.
  public var adjustments: PrayerAdjustments?
  /// The Isha of Ramadan; `nil`: the method's rule (Umm al-Qura: 120 minutes after Maghrib).
  public var ramadanIsha: RamadanIsha?
  /// The Hijri calendar, which dates the days and decides which are Ramadan.
  public var calendar = CalendarSettings()

  public init() {}

  /// The Isha of the days of Ramadan.
  public enum RamadanIsha: Sendable, Hashable {
    /// The usual Isha all year (some mosques do not follow the method's Ramadan rule).
    case off
    /// Isha this many minutes after Maghrib in Ramadan (0…300).
    case minutesAfterMaghrib(Double)
  }

  /// The names of the settings, as flags (`--NAME`) and settings files (`"NAME": …`) spell them.
  public enum Key: String, Sendable, Hashable, CaseIterable {
    case method
    case fajrAngle = "fajr-angle"
    case ishaAngle = "isha-angle"
    case ishaInterval = "isha-interval"
    case maghribAngle = "maghrib-angle"
    case asr
    case highLatitudeRule = "high-lat"
    case polarResolution = "polar"
    case midnight
    case shafaq
    case rounding
    case adjustments = "adjust"
    case ramadanIsha = "ramadan-isha"
    case calendar
    case leapPattern = "leap-pattern"
    case epoch
    case hijriAdjustment = "hijri-adjust"
    case strict
  }

  /// The ranges of the numeric settings.
  public static let angleRange: ClosedRange<Double> = 0...30
  public static let intervalRange: ClosedRange<Double> = 0...300

  /// Reads settings from text values: ranges, choices and rule identifiers are checked, and the
  /// first problem is thrown (in the order of ``Key``). `strict` holds only `true`/`false`.
  public init(values: [Key: String]) throws(SettingsError) {
    func number(_ key: Key, _ range: ClosedRange<Double>, _ unit: String) throws(SettingsError)
      -> Double?
    {
      guard let text = values[key] else { return nil }
      guard let v = Double(decimal: text) else { throw .notANumber(key, text) }
      guard v.isFinite else { throw .notFinite(key, text) }
      guard range.contains(v) else { throw .outOfRange(key, text, allowed: range, unit: unit) }
      return v
    }
    func rule<T: RuleIdentifiable>(_ key: Key, _: T.Type) throws(SettingsError) -> T? {
      guard let text = values[key] else { return nil }
      do { return try T(identifier: text) } catch { throw .badValue(key, error) }
    }
    method = try rule(.method, CalculationMethod.self)
    fajrAngle = try number(.fajrAngle, Self.angleRange, " degrees")
    if values[.ishaAngle] != nil, values[.ishaInterval] != nil {
      throw .conflicting(.ishaAngle, .ishaInterval)
    }
    ishaAngle = try number(.ishaAngle, Self.angleRange, " degrees")
    ishaInterval = try number(.ishaInterval, Self.intervalRange, " minutes")
    maghribAngle = try number(.maghribAngle, Self.angleRange, " degrees")
    asr = try rule(.asr, AsrRule.self)
    highLatitudeRule = try rule(.highLatitudeRule, HighLatitudeRule.self)
    polarResolution = try rule(.polarResolution, PolarResolution.self)
    midnight = try rule(.midnight, MidnightRule.self)
    shafaq = try rule(.shafaq, Shafaq.self)
    rounding = try rule(.rounding, Rounding.self)
    if let text = values[.adjustments] {
      do { adjustments = try PrayerAdjustments(identifier: text) } catch {
        throw .badValue(.adjustments, error)
      }
    }
    if let text = values[.ramadanIsha] {
      if text == "off" {
        ramadanIsha = .off
      } else {
        guard let m = Double(decimal: text), m.isFinite, Self.intervalRange.contains(m) else {
          throw .badRamadanIsha(text)
        }
        ramadanIsha = .minutesAfterMaghrib(m)
      }
    }
    calendar = try CalendarSettings(values: values)
  }

  /// The parameters for a place in `country` (`nil`: unknown) at `latitude` (`nil`: not known):
  /// the method given, or the one usual there with its Asr rule — and beyond 66°, unless a
  /// high-latitude rule or a polar resolution is given, the times of 45° (``PolarDefault``) —
  /// then every other setting over it; and where the method came from. Throws when a setting
  /// does not apply to the method (a shafaq without a seasonal Isha).
  public func parameters(country: String?, countrySource: CountrySource? = nil, latitude: Double? = nil)
    throws(SettingsError) -> (parameters: CalculationParameters, source: MethodSource)
  {
    var p: CalculationParameters
    let source: MethodSource
    if let method {
      p = method.parameters
      source = .given
    } else {
      let entry = MethodChoice.entry(forCountry: country ?? "*")
      p = entry.method.parameters
      p.asr = entry.asr
      let polar = latitude.flatMap { appliesPolarDefault(latitude: $0) ? $0 : nil }
      if polar != nil { p.polarResolution = PolarDefault.resolution }
      source = .usual(
        entry, country: country, countrySource: countrySource, asrGiven: asr != nil, polarLatitude: polar)
    }
    if let a = fajrAngle { p.fajr = .depression(.degrees(a)) }
    if let a = ishaAngle { p.isha = .depression(.degrees(a)) }
    if let m = ishaInterval { p.isha = .minutesAfterMaghrib(m) }
    if let a = maghribAngle { p.maghrib = .depression(.degrees(a)) }
    if let asr { p.asr = asr }
    if let highLatitudeRule { p.highLatitudeRule = highLatitudeRule }
    if let polarResolution { p.polarResolution = polarResolution }
    if let midnight { p.midnight = midnight }
    if let shafaq {
      guard case .moonsightingSeasonal = p.isha else {
        throw .requires(.shafaq, .method, CalculationMethod.moonsighting.rawValue)
      }
      p.isha = .moonsightingSeasonal(shafaq)
    }
    if let rounding { p.rounding = rounding }
    if let adjustments { p.adjustments = adjustments }
    switch ramadanIsha {
    case .off?: p.ramadanIsha = nil
    case .minutesAfterMaghrib(let m)?: p.ramadanIsha = .minutesAfterMaghrib(m)
    case nil: break
    }
    return (p, source)
  }

  /// Whether a place at `latitude` takes ``PolarDefault``: beyond 66°, with neither the method
  /// nor a high-latitude rule nor a polar resolution given.
  public func appliesPolarDefault(latitude: Double) -> Bool {
    method == nil && highLatitudeRule == nil && polarResolution == nil
      && PolarDefault.applies(latitude: latitude)
  }
}
