import Astro
import PrayerSnapshot

/// The zone and the method when the command line does not say: the `--city` place's, or those
/// of the nearest place (``ZoneInference``, ``MethodChoice``), each with the reason.
enum PlaceDefaults {
  /// What decides the zone and the country when the command line does not: the `--city` place
  /// itself, or the nearest place (computed once, only when needed).
  struct Defaults {
    var zone: ZoneSpec
    /// `--tz`, `the zone of Makkah, SA (--city)`, or ``ZoneInference``'s reason.
    var zoneSource: String
    var zoneInferred: Bool
    /// The country whose usual method applies, and a phrase saying where it comes from.
    var country: String?
    var countryWhy: String
  }

  static func defaults(coordinates: Coordinates, city: Place?, tz: ZoneSpec?, needCountry: Bool)
    -> Defaults
  {
    if let city {
      let zone: ZoneSpec
      let zoneSource: String
      if let tz {
        (zone, zoneSource) = (tz, "--tz")
      } else if let z = try? ZoneSpec(parsing: city.zoneIdentifier) {
        (zone, zoneSource) = (z, "--city \(city.name), \(city.countryCode)")
      } else {
        zone = ZoneInference.fixedOffset(longitude: city.coordinates.longitude)
        zoneSource = "\(city.zoneIdentifier) is unknown here; the fixed offset nearest the "
          + "longitude"
      }
      return Defaults(
        zone: zone, zoneSource: zoneSource, zoneInferred: tz == nil, country: city.countryCode,
        countryWhy: "--city \(city.name), \(city.countryCode)")
    }
    if let tz, !needCountry {
      return Defaults(zone: tz, zoneSource: "--tz", zoneInferred: false, country: nil, countryWhy: "")
    }
    let inference = ZoneInference.infer(coordinates)
    var country: String?
    var why: String
    if inference.isNear, let near = inference.nearest {
      country = near.countryCode
      why = inference.reason
    } else if let near = inference.nearest, let km = inference.distanceKm {
      why =
        "no place within \(Int(ZoneInference.maximumDistanceKm)) km; the nearest, \(near.name), "
          + "\(near.countryCode), is \(ZoneInference.formatKilometres(km)) away"
    } else {
      why = "no places table"
    }
    if let tz {
      return Defaults(zone: tz, zoneSource: "--tz", zoneInferred: false, country: country, countryWhy: why)
    }
    return Defaults(
      zone: inference.zone, zoneSource: inference.reason, zoneInferred: true, country: country,
      countryWhy: why)
  }

  /// The method and Asr rule usual in the country of `defaults`, and the sentence saying so.
  static func method(_ d: Defaults, asrGiven: Bool) -> (CalculationMethod, AsrRule, String) {
    let entry = MethodChoice.entry(forCountry: d.country ?? "*")
    let asr = entry.asr == .hanafi ? "hanafi" : "standard"
    let what: String
    if let country = d.country, entry.country != "*" {
      what = "the usual method in \(country) (\(d.countryWhy)): \(entry.method.rawValue), \(asr) "
        + "Asr"
    } else if let country = d.country {
      what =
        "no method listed for \(country) (\(d.countryWhy)): the default, \(entry.method.rawValue), "
          + "\(asr) Asr"
    } else {
      what = "\(d.countryWhy): the default, \(entry.method.rawValue), \(asr) Asr"
    }
    return (
      entry.method, entry.asr,
      what + (asrGiven ? ", but the Asr of --asr" : "") + "; source: " + entry.source
    )
  }
}
