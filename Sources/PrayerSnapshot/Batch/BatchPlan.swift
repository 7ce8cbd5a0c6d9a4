import Astro
import Hijri

/// The places of a batch run with each one's zone and method, chosen as the front door chooses
/// them for one place (``PrayerSetup``): the given zone, else a file row's, else the place's own
/// (the table) or the nearest place's (a file); the given method, else a file row's, else the one
/// usual in the country with its Asr rule (in Malaysia, at its JAKIM zone's points:
/// ``BatchMethod/jakimZone``); the given calendar, else the country's (``CalendarChoice``); every
/// other setting over it.
///
/// A zone or method given for the run (`--tz`, `--method`) is "one for every place", so it wins
/// over a places file's `tz` and `method` columns, as command-line flags win over a file's
/// defaults; the columns choose only where no flag is given.
///
///     let plan = try BatchPlan(places: .table, settings: settings, zone: nil)
///     let job = BatchJob(year: 2027, places: plan.places, zones: plan.zones, methods: plan.methods,
///                        calendars: plan.calendars, directory: "out")
public struct BatchPlan: Sendable {
  /// Where the places come from.
  public enum Places: Sendable {
    /// Every place of the embedded table, each with its own IANA zone.
    case table
    /// The rows of a places file (``BatchPlaceFile``), which may give a zone and a method.
    case file([BatchPlaceFile.Row])
  }

  /// The places, each pointing into ``zones`` and ``methods``.
  public private(set) var places: [BatchPlace] = []
  /// The distinct zones.
  public private(set) var zones: [ZoneSpec] = []
  /// The distinct parameter sets, named by their method.
  public private(set) var methods: [BatchMethod] = []
  /// The distinct calendars: the one given for every place, else each place's country's.
  public private(set) var calendars: [HijriCalendar] = []
  /// How many places of a file are farther than ``ZoneInference/maximumDistanceKm`` from every
  /// place of the table: they have no country.
  public private(set) var placesWithoutCountry = 0

  /// Plans the places with `settings` (a shafaq needs the moonsighting method given, for every
  /// place) and, when given, one zone for every place. `settings.method` and `zone`, when given,
  /// win over a file row's method and zone.
  public init(places source: Places, settings: PrayerSettings, zone: ZoneSpec?) throws(SettingsError) {
    if settings.shafaq != nil, settings.method != .moonsighting {
      throw .requires(.shafaq, .method, CalculationMethod.moonsighting.rawValue)
    }
    var calendarIndex: [HijriCalendar: Int] = [:]
    // A calendar given (`--calendar`) dates every place; otherwise the place's country chooses.
    func calendarNumber(country: String?) -> Int {
      let chosen = settings.calendar.calendar(
        defaultSystem: CalendarChoice.entry(forCountry: country ?? "*").calendar.system)
      if let i = calendarIndex[chosen] { return i }
      calendars.append(chosen)
      calendarIndex[chosen] = calendars.count - 1
      return calendars.count - 1
    }
    var zoneIndex: [String: Int] = [:]
    var methodIndex: [MethodKey: Int] = [:]
    var parsedZones: [String: ZoneSpec] = [:]
    func zoneNumber(_ spec: ZoneSpec) -> Int {
      if let i = zoneIndex[spec.name] { return i }
      zones.append(spec)
      zoneIndex[spec.name] = zones.count - 1
      return zones.count - 1
    }
    func methodNumber(_ row: CalculationMethod?, country: String?, coordinates: Coordinates) throws(SettingsError)
      -> Int
    {
      var chosen = settings
      chosen.method = settings.method ?? row
      // Places of the same method (and, for a country's, the same Asr and polar default) share
      // their parameters.
      // A place in Malaysia whose method is chosen takes its JAKIM zone's times: its zone's
      // places share them.
      let key: MethodKey
      let jakim: JakimZone?
      if let m = chosen.method {
        key = MethodKey(method: m, countryAsr: nil, polar: false, jakimZone: nil)
        jakim = nil
      } else {
        let entry = MethodChoice.entry(forCountry: country ?? "*")
        jakim = chosen.jakimZone(country: country, at: coordinates)?.zone
        key = MethodKey(
          method: entry.method, countryAsr: settings.asr == nil ? entry.asr : nil,
          polar: chosen.appliesPolarDefault(latitude: coordinates.latitude), jakimZone: jakim?.code)
      }
      if let i = methodIndex[key] { return i }
      var (p, _) = try chosen.parameters(country: country, latitude: coordinates.latitude)
      if let jakim { p = chosen.parameters(p, in: jakim) }
      methods.append(BatchMethod(name: key.method.rawValue, parameters: p, jakimZone: jakim))
      methodIndex[key] = methods.count - 1
      return methods.count - 1
    }
    // A method whose horizon follows the height (Kemenag's, Jordan's) takes the nearest place's,
    // as for one place (``PrayerSetup``); a batch takes no elevation of its own.
    func elevated(_ c: Coordinates, method i: Int) -> Coordinates {
      PlaceElevation.taken(by: methods[i].parameters, at: c)?.raising(c) ?? c
    }
    switch source {
    case .table:
      let index = PlaceIndex.shared
      places.reserveCapacity(index.count)
      for row in 0..<index.count {
        let p = index.place(at: row)
        var spec = zone
        if spec == nil {
          if let known = parsedZones[p.zoneIdentifier] {
            spec = known
          } else if let parsed = try? ZoneSpec(parsing: p.zoneIdentifier) {
            parsedZones[p.zoneIdentifier] = parsed
            spec = parsed
          }
        }
        let method = try methodNumber(nil, country: p.countryCode, coordinates: p.coordinates)
        places.append(
          BatchPlace(
            id: String(p.geonameID), name: p.name, country: p.countryCode,
            coordinates: elevated(p.coordinates, method: method),
            zone: zoneNumber(spec ?? ZoneInference.fixedOffset(longitude: p.coordinates.longitude)),
            method: method, calendar: calendarNumber(country: p.countryCode)))
      }
    case .file(let rows):
      for row in rows {
        // The country (of the nearest place within 300 km) names the file and, without a
        // method, chooses it; the zone, without one. A given zone or method wins over the row's.
        let inferred = ZoneInference.zoneAndCountry(row.coordinates, zones: &parsedZones)
        if inferred.country == nil { placesWithoutCountry += 1 }
        let method = try methodNumber(row.method, country: inferred.country, coordinates: row.coordinates)
        places.append(
          BatchPlace(
            id: String(row.line), name: row.name, country: inferred.country,
            coordinates: elevated(row.coordinates, method: method),
            zone: zoneNumber(zone ?? row.zone ?? inferred.zone), method: method,
            calendar: calendarNumber(country: inferred.country)))
      }
    }
  }

  private struct MethodKey: Hashable {
    var method: CalculationMethod
    var countryAsr: AsrRule?
    var polar: Bool
    /// The JAKIM zone's code (``BatchMethod/jakimZone``).
    var jakimZone: String?
  }
}
