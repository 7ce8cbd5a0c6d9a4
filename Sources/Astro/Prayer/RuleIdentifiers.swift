/// The stable text identifiers of the rules, as the command line, settings files and JSON write
/// them (`twilight-angle`, `nearest-latitude=50`, `hanafi`, `fajr=+2,isha=-1`).
///
/// Each rule type owns its identifier both ways: `identifier` writes it, `init(identifier:)`
/// reads it back or throws an ``IdentifierError`` naming what is allowed. The identifiers are
/// frozen: they are a contract of the JSON documents and of settings files.
///
///     try HighLatitudeRule(identifier: "nearest-latitude=50")   // .nearestLatitude(50°)
///     PolarResolution.nearestDay.identifier                      // "nearest-day"
public protocol RuleIdentifiable: Sendable {
  /// The identifier of this value, e.g. `seventh-of-night` or `nearest-latitude=50`.
  var identifier: String { get }
  /// The value named by `identifier`, or an error saying what is allowed.
  init(identifier: String) throws(IdentifierError)
  /// The forms an identifier takes, for messages and help: `none`, `nearest-latitude[=DEG]`, …
  static var identifierForms: [String] { get }
}

/// Why a text is not the identifier of a rule.
public enum IdentifierError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not one of the forms; `allowed` lists them (``RuleIdentifiable/identifierForms``).
  case unknown(String, allowed: [String])
  /// A rule that takes a number, with a number outside its range (or no number at all):
  /// `nearest-latitude=99`.
  case badArgument(rule: String, argument: String, allowed: ClosedRange<Double>)
  /// A list item of ``PrayerAdjustments`` that is not `NAME=MINUTES` with a known name.
  case badAdjustment(item: String, names: [String])
  /// A list of ``PrayerAdjustments`` naming a time twice.
  case repeatedAdjustment(name: String)
  /// Adjustment minutes that are not a number in range.
  case badAdjustmentMinutes(name: String, minutes: String, allowed: ClosedRange<Double>)

  public var description: String {
    switch self {
    case .unknown(let text, let allowed):
      return "'\(text)' is not one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
    case .badArgument(let rule, let argument, let allowed):
      return "'\(rule)=DEG' needs DEG in \(formatRange(allowed)), got '\(argument)'"
    case .badAdjustment(let item, let names):
      return "bad item '\(item)': write NAME=MINUTES, NAME one of " + names.joined(separator: ", ")
    case .repeatedAdjustment(let name):
      return "'\(name)' is named twice"
    case .badAdjustmentMinutes(let name, let minutes, let allowed):
      return "bad minutes '\(minutes)' for \(name): allowed \(formatRange(allowed))"
    }
  }
}

/// `30...66`, `-120...120`.
func formatRange(_ r: ClosedRange<Double>) -> String {
  func f(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
  return "\(f(r.lowerBound))...\(f(r.upperBound))"
}

extension Double {
  /// A number written in decimal notation only — `21.4225`, `-0.5`, `+3`, `.5`, `1e3` — or `nil`.
  /// (`Double(_:)` alone also takes `0x1p3`, `nan` and `inf`, which no one means.) A decimal too
  /// large for a `Double` (`1e400`) reads as ±infinity: check `isFinite` where it matters.
  public init?(decimal text: some StringProtocol) {
    guard let v = decimalNumber(text) else { return nil }
    self = v
  }
}

private func decimalNumber(_ text: some StringProtocol) -> Double? {
  var chars = text.utf8[...]
  func digits() -> Int {
    var n = 0
    while let c = chars.first, c >= 0x30, c <= 0x39 {
      chars.removeFirst()
      n += 1
    }
    return n
  }
  if let c = chars.first, c == 0x2B || c == 0x2D { chars.removeFirst() }  // + -
  var count = digits()
  if chars.first == 0x2E {  // .
    chars.removeFirst()
    count += digits()
  }
  guard count > 0 else { return nil }
  if let c = chars.first, c == 0x65 || c == 0x45 {  // e E
    chars.removeFirst()
    if let s = chars.first, s == 0x2B || s == 0x2D { chars.removeFirst() }
    guard digits() > 0 else { return nil }
  }
  guard chars.isEmpty, let value = Double(String(text)) else { return nil }
  return value
}

/// `name` and the text after `=`, if any: `nearest-latitude=50` → (`nearest-latitude`, `50`).
private func split(_ text: String) -> (name: Substring, argument: Substring?) {
  guard let eq = text.firstIndex(of: "=") else { return (text[...], nil) }
  return (text[..<eq], text[text.index(after: eq)...])
}

/// A rule from its identifier: one of the `plain` names without an argument, or
/// `nearest-latitude[=DEG]` (DEG in the range; the default without it) when the rule has one.
private func parseRule<T>(
  _ text: String, forms: [String], plain: [(String, T)],
  nearestLatitude: (default: Angle, range: ClosedRange<Double>, make: (Angle) -> T)?
) throws(IdentifierError) -> T {
  let (name, arg) = split(text)
  if arg == nil, let match = plain.first(where: { $0.0 == name }) { return match.1 }
  guard name == "nearest-latitude", let nearestLatitude else {
    throw .unknown(text, allowed: forms)
  }
  guard let arg else { return nearestLatitude.make(nearestLatitude.default) }
  return nearestLatitude.make(.degrees(try argument(arg, of: "nearest-latitude", in: nearestLatitude.range)))
}

/// The number after `rule=`, in `range`.
private func argument(_ text: Substring, of rule: String, in range: ClosedRange<Double>)
  throws(IdentifierError) -> Double
{
  guard let v = decimalNumber(text), range.contains(v) else {
    throw .badArgument(rule: rule, argument: String(text), allowed: range)
  }
  return v
}

/// `50`, `48.5`: degrees without a needless fraction.
private func degreesText(_ a: Angle) -> String {
  let d = a.degrees
  return d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(d)
}

/// Rules with a `nearest-latitude[=DEG]` form beside their plain names (``HighLatitudeRule``,
/// ``PolarResolution``): each gives its names and the latitude form's parts, and this reads and
/// writes the identifiers.
public protocol LatitudeRuleIdentifiable: RuleIdentifiable {
  /// The identifier without the latitude of `nearest-latitude`: the rule's family.
  var ruleName: String { get }
  /// The latitude of a `nearest-latitude` value, `nil` for the others.
  var identifierLatitude: Angle? { get }
  /// The forms without an argument, with their values.
  static var plainIdentifiers: [(String, Self)] { get }
  /// The latitudes `nearest-latitude=DEG` may name.
  static var nearestLatitudeRange: ClosedRange<Double> { get }
  /// The latitude `nearest-latitude` names without `=DEG`.
  static var identifierDefaultLatitude: Angle { get }
  static func nearestLatitude(_ latitude: Angle) -> Self
}

extension LatitudeRuleIdentifiable {
  public var identifier: String { identifierLatitude.map { "nearest-latitude=" + degreesText($0) } ?? ruleName }

  public init(identifier text: String) throws(IdentifierError) {
    self = try parseRule(
      text, forms: Self.identifierForms, plain: Self.plainIdentifiers,
      nearestLatitude: (Self.identifierDefaultLatitude, Self.nearestLatitudeRange, Self.nearestLatitude))
  }
}

extension HighLatitudeRule: LatitudeRuleIdentifiable {
  public static let nearestLatitudeRange: ClosedRange<Double> = 30...66

  public static let identifierForms = [
    "none", "middle-of-night", "seventh-of-night", "twilight-angle", "nearest-latitude[=DEG]",
    "diyanet",
  ]

  public static let plainIdentifiers: [(String, HighLatitudeRule)] = [
    ("none", .none), ("middle-of-night", .middleOfTheNight), ("seventh-of-night", .seventhOfTheNight),
    ("twilight-angle", .twilightAngle), ("diyanet", .diyanet),
  ]

  public static var identifierDefaultLatitude: Angle { defaultNearestLatitude }

  public var identifierLatitude: Angle? {
    if case .nearestLatitude(let a) = self { return a }
    return nil
  }

  public var ruleName: String {
    switch self {
    case .none: return "none"
    case .middleOfTheNight: return "middle-of-night"
    case .seventhOfTheNight: return "seventh-of-night"
    case .twilightAngle: return "twilight-angle"
    case .nearestLatitude: return "nearest-latitude"
    case .diyanet: return "diyanet"
    }
  }
}

extension PolarResolution: LatitudeRuleIdentifiable {
  public static let nearestLatitudeRange: ClosedRange<Double> = 30...90
  /// The latitudes `fixed-latitude=DEG` may name.
  public static let fixedLatitudeRange: ClosedRange<Double> = 30...66

  public static let identifierForms = [
    "nearest-latitude[=DEG]", "nearest-day", "unresolved", "fixed-latitude[=DEG]",
  ]

  /// The identifier: as ``LatitudeRuleIdentifiable`` writes it, or `fixed-latitude=DEG`.
  public var identifier: String {
    if case .fixedLatitude(let a) = self { return "fixed-latitude=" + degreesText(a) }
    return identifierLatitude.map { "nearest-latitude=" + degreesText($0) } ?? ruleName
  }

  /// The resolution named by `text`: the forms of ``LatitudeRuleIdentifiable``, or
  /// `fixed-latitude[=DEG]` (DEG in ``fixedLatitudeRange``, 45 without it).
  public init(identifier text: String) throws(IdentifierError) {
    let (name, arg) = split(text)
    if name == "fixed-latitude" {
      guard let arg else {
        self = .fixedLatitude(PolarResolution.defaultFixedLatitude)
        return
      }
      self = .fixedLatitude(
        .degrees(try argument(arg, of: "fixed-latitude", in: PolarResolution.fixedLatitudeRange)))
      return
    }
    self = try parseRule(
      text, forms: Self.identifierForms, plain: Self.plainIdentifiers,
      nearestLatitude: (Self.identifierDefaultLatitude, Self.nearestLatitudeRange, Self.nearestLatitude))
  }

  public static let plainIdentifiers: [(String, PolarResolution)] = [
    ("unresolved", .unresolved), ("nearest-day", .nearestDay),
  ]

  public static var identifierDefaultLatitude: Angle { defaultLatitude }

  public var identifierLatitude: Angle? {
    if case .nearestLatitude(let a) = self { return a }
    return nil
  }

  public var ruleName: String {
    switch self {
    case .unresolved: return "unresolved"
    case .nearestLatitude: return "nearest-latitude"
    case .nearestDay: return "nearest-day"
    case .fixedLatitude: return "fixed-latitude"
    }
  }
}

extension AsrRule: RuleIdentifiable {
  public static let identifierForms = ["standard", "hanafi"]

  /// `standard`, `hanafi`, or `shadow-factor=K` for another factor.
  public var identifier: String {
    switch self {
    case .standard: return "standard"
    case .hanafi: return "hanafi"
    case .shadowFactor(let k): return "shadow-factor=\(k == k.rounded() ? String(Int(k)) : String(k))"
    }
  }

  /// Reads `standard` or `hanafi` (a `shadow-factor=K` written by ``identifier`` reads back too).
  public init(identifier text: String) throws(IdentifierError) {
    let (name, arg) = split(text)
    switch name {
    case "standard" where arg == nil: self = .standard
    case "hanafi" where arg == nil: self = .hanafi
    case "shadow-factor" where arg != nil:
      self = .shadowFactor(try argument(arg!, of: "shadow-factor", in: 0.5...4))
    default: throw .unknown(text, allowed: Self.identifierForms)
    }
  }
}

/// Rules whose identifier is their raw value.
public protocol RawValueIdentifiable: RuleIdentifiable, RawRepresentable, CaseIterable
where RawValue == String {}

extension RawValueIdentifiable {
  public var identifier: String { rawValue }
  public static var identifierForms: [String] { allCases.map(\.rawValue) }
  public init(identifier text: String) throws(IdentifierError) {
    guard let value = Self(rawValue: text) else {
      throw .unknown(text, allowed: Self.identifierForms)
    }
    self = value
  }
}

extension MidnightRule: RawValueIdentifiable {}
extension Rounding: RawValueIdentifiable {}
extension Shafaq: RawValueIdentifiable {}
extension CalculationMethod: RawValueIdentifiable {}
extension TimeKind: RawValueIdentifiable {}

extension PrayerAdjustments {
  /// The times an adjustment may move (Dhuha and the thirds of the night follow the others).
  public static let adjustableKinds: [TimeKind] = [
    .imsak, .fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha, .midnight,
  ]

  /// The minutes one adjustment may move a time by.
  public static let minutesRange: ClosedRange<Double> = -120...120

  /// `fajr=+2,isha=-1`: the times that move, in day order (empty when none does).
  public var identifier: String {
    Self.adjustableKinds.filter { self[$0] != 0 }.map { kind in
      let m = self[kind]
      let text = m == m.rounded() ? String(Int(m)) : String(m)
      return kind.rawValue + "=" + (m > 0 ? "+" : "") + text
    }.joined(separator: ",")
  }

  /// Reads `NAME=MINUTES,…` (NAME one of ``adjustableKinds``, each at most once, MINUTES a decimal
  /// number in ``minutesRange``).
  public init(identifier text: String) throws(IdentifierError) {
    self.init()
    let names = Self.adjustableKinds.map(\.rawValue)
    var seen: Set<Substring> = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, let kind = TimeKind(rawValue: String(parts[0])),
        Self.adjustableKinds.contains(kind)
      else { throw .badAdjustment(item: String(item), names: names) }
      guard seen.insert(parts[0]).inserted else {
        throw .repeatedAdjustment(name: String(parts[0]))
      }
      guard let v = decimalNumber(parts[1]), Self.minutesRange.contains(v) else {
        throw .badAdjustmentMinutes(
          name: String(parts[0]), minutes: String(parts[1]), allowed: Self.minutesRange)
      }
      self[kind] = v
    }
  }
}
