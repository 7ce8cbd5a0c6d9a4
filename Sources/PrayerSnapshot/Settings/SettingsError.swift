import Astro
import Hijri

/// Why settings could not be read or applied: the setting, the text, and what is allowed.
///
/// ``message(naming:)`` words it for where the settings came from: the command line names a
/// setting `'--fajr-angle'`, a settings file `'fajr-angle'` (the ``description``).
public enum SettingsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not a number in decimal notation.
  case notANumber(PrayerSettings.Key, String)
  /// A decimal too large to be a number (`1e400`).
  case notFinite(PrayerSettings.Key, String)
  /// A number outside its range; `unit` follows the range (" degrees").
  case outOfRange(PrayerSettings.Key, String, allowed: ClosedRange<Double>, unit: String)
  /// Not a whole number in its range.
  case notAWholeNumber(PrayerSettings.Key, String, allowed: ClosedRange<Int>, unit: String)
  /// Not one of the allowed values; `hint` adds another form.
  case invalidValue(PrayerSettings.Key, String, allowed: [String], hint: String? = nil)
  /// A rule identifier that does not read (``IdentifierError``).
  case badValue(PrayerSettings.Key, IdentifierError)
  /// Two settings that exclude each other.
  case conflicting(PrayerSettings.Key, PrayerSettings.Key)
  /// A setting that applies only when another has a value (`shafaq` needs `method` moonsighting).
  case requires(PrayerSettings.Key, PrayerSettings.Key, String)
  /// A Ramadan Isha that is neither `off` nor minutes in range.
  case badRamadanIsha(String)
  /// A tabular calendar's setting given for another calendar.
  case tabularOnly(PrayerSettings.Key, calendar: String)
  /// Strictness asked of a calendar that has no table.
  case strictNotApplicable(calendar: String)
  /// A settings file's key that is not a setting.
  case unknownKey(String)
  /// A settings file that is not a JSON object of settings.
  case notASettingsFile(String)

  /// The message, with each setting named by `name`, which the message quotes (the command line:
  /// `{ "--" + $0.rawValue }`).
  public func message(naming name: (PrayerSettings.Key) -> String) -> String {
    func range(_ r: ClosedRange<Double>) -> String {
      func f(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
      return "\(f(r.lowerBound))...\(f(r.upperBound))"
    }
    func quoted(_ values: [String]) -> String { values.map { "'\($0)'" }.joined(separator: ", ") }
    switch self {
    case .notANumber(let key, let text):
      return "'\(name(key))' needs a decimal number such as 21.4225, got '\(text)'"
    case .notFinite(let key, let text):
      return "'\(name(key))' needs a finite number, got '\(text)' (too large for a number)"
    case .outOfRange(let key, let text, let allowed, let unit):
      return "'\(name(key))' \(text) is out of range: allowed \(range(allowed))\(unit)"
    case .notAWholeNumber(let key, let text, let allowed, let unit):
      return "'\(name(key))' needs a whole number of \(unit) \(allowed.lowerBound)...\(allowed.upperBound), got '\(text)'"
    case .invalidValue(let key, let text, let allowed, let hint):
      return "the value '\(text)' is invalid for '\(name(key))': use one of \(quoted(allowed))"
        + (hint.map { " (\($0))" } ?? "")
    case .badValue(let key, let error):
      switch error {
      case .unknown(let text, let allowed):
        return "the value '\(text)' is invalid for '\(name(key))': use one of \(quoted(allowed))"
      case .badArgument(let rule, let argument, let allowed):
        return "'\(name(key)) \(rule)=DEG' needs DEG in \(range(allowed)), got '\(argument)'"
      case .badAdjustment(let item, let names):
        return "bad '\(name(key))' item '\(item)': write NAME=MINUTES, NAME one of "
          + names.joined(separator: ", ")
      case .repeatedAdjustment(let n):
        return "'\(name(key))' names '\(n)' twice"
      case .badAdjustmentMinutes(let n, let minutes, let allowed):
        return "bad '\(name(key))' minutes '\(minutes)' for \(n): allowed \(range(allowed))"
      }
    case .conflicting(let a, let b):
      return "give either '\(name(a))' or '\(name(b))', not both"
    case .requires(let key, let other, let value):
      return "'\(name(key))' applies only to '\(name(other)) \(value)'"
    case .badRamadanIsha(let text):
      return "'\(name(.ramadanIsha))' needs 'off' or minutes 0...300 after Maghrib, got '\(text)'"
    case .tabularOnly(let key, let calendar):
      return "'\(name(key))' applies only to '\(name(.calendar)) tabular', not to '\(calendar)'"
    case .strictNotApplicable(let calendar):
      return "'\(name(.strict))' applies only to the table calendars 'umm-al-qura' and "
        + "'umm-al-qura-published' and the predicted calendars "
        + MonthStartRule.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        + ", not to '\(calendar)'"
    case .unknownKey(let key):
      return "unknown setting '\(key)': use one of "
        + quoted(PrayerSettings.Key.allCases.map(\.rawValue))
    case .notASettingsFile(let why):
      return "not a settings file: \(why)"
    }
  }

  /// The message with the settings named as a settings file names them: `'fajr-angle'`.
  public var description: String { message { $0.rawValue } }
}
