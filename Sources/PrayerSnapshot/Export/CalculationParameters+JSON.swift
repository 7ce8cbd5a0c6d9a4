import Astro
import Foundation
import Hijri

extension CalculationParameters {
  /// The parameters as JSON, with the same identifiers the CLI accepts.
  public var json: JSONValue {
    func angle(_ a: Angle) -> JSONValue { .number((a.degrees * 1e6).rounded() / 1e6) }
    let fajr: JSONValue
    switch self.fajr {
    case .depression(let a): fajr = .object([("angle", angle(a))])
    case .minutesBeforeSunrise(let m): fajr = .object([("minutesBeforeSunrise", .number(m))])
    case .moonsightingSeasonal: fajr = .object([("seasonal", .string("moonsighting"))])
    }
    let isha: JSONValue
    switch self.isha {
    case .depression(let a): isha = .object([("angle", angle(a))])
    case .minutesAfterMaghrib(let m): isha = .object([("minutesAfterMaghrib", .number(m))])
    case .moonsightingSeasonal(let s):
      isha = .object([("seasonal", .string("moonsighting")), ("shafaq", .string(s.rawValue))])
    }
    let maghrib: JSONValue
    switch self.maghrib {
    case .sunset: maghrib = .object([("atSunset", .bool(true))])
    case .depression(let a): maghrib = .object([("angle", angle(a))])
    case .minutesAfterSunset(let m): maghrib = .object([("minutesAfterSunset", .number(m))])
    }
    let imsak: JSONValue
    switch self.imsak {
    case .minutesBeforeFajr(let m): imsak = .object([("minutesBeforeFajr", .number(m))])
    case .depression(let a): imsak = .object([("angle", angle(a))])
    }
    func minutes(_ a: PrayerAdjustments) -> JSONValue {
      .object(
        TimeKind.allCases.filter { a[$0] != 0 }.map { ($0.rawValue, .number(a[$0])) })
    }
    let ramadanIsha: JSONValue
    switch self.ramadanIsha {
    case .none: ramadanIsha = .null
    case .some(.depression(let a)): ramadanIsha = .object([("angle", angle(a))])
    case .some(.minutesAfterMaghrib(let m)): ramadanIsha = .object([("minutesAfterMaghrib", .number(m))])
    case .some(.moonsightingSeasonal(let s)):
      ramadanIsha = .object([("seasonal", .string("moonsighting")), ("shafaq", .string(s.rawValue))])
    }
    return .object([
      ("id", .string(method.rawValue)),
      ("name", .string(method.name)),
      ("fajr", fajr),
      ("isha", isha),
      ("ramadanIsha", ramadanIsha),
      ("maghrib", maghrib),
      ("asr", .object([("shadowFactor", .number(asr.shadowFactor))])),
      ("imsak", imsak),
      ("dhuhaAltitude", angle(dhuhaAltitude)),
      ("highLatitudeRule", highLatitudeRule.json),
      ("polarResolution", polarResolution.json),
      ("midnight", .string(midnight.rawValue)),
      ("horizon", angle(horizon)),
      ("elevationDip", .bool(appliesElevation)),
      ("horizonStep", horizonStep.map(angle) ?? .null),
      ("methodAdjustments", minutes(methodAdjustments)),
      ("adjustments", minutes(adjustments)),
      ("rounding", .string(rounding.rawValue)),
    ])
  }
}

extension HighLatitudeRule {
  var json: JSONValue {
    if case .nearestLatitude(let a) = self {
      return .object([("rule", .string(ruleName)), ("latitude", .number(a.degrees))])
    }
    return .object([("rule", .string(ruleName))])
  }
}

extension PolarResolution {
  var json: JSONValue {
    switch self {
    case .nearestLatitude(let a), .fixedLatitude(let a):
      return .object([("rule", .string(ruleName)), ("latitude", .number(a.degrees))])
    case .unresolved, .nearestDay: break
    }
    return .object([("rule", .string(ruleName))])
  }
}
