import Astro

/// A prayer-time zone of JAKIM (Jabatan Kemajuan Islam Malaysia): e-solat publishes one table per
/// zone (SGR01, KTN01, …), computed at the zone's own reference point so that the time has begun
/// everywhere in it, with sunrise at a point of its own in some zones. JAKIM does not publish the
/// points: the table `Data/methods/jakim_zones.csv` holds points fitted to e-solat's 2025 tables
/// (`Scripts/gen_jakim_zones.py`; the 2026 tables the tests hold were not used), one point per
/// district (`jakim_districts.csv`) and Malaysia's populated places with their state
/// (`malaysia_places.csv`, GeoNames) to find a place's zone. Sources: docs/methods.md, "JAKIM".
public struct JakimZone: Sendable, Hashable {
  /// e-solat's code: `SGR01`.
  public let code: String
  /// The state (Malay name): `Selangor`.
  public let state: String
  /// e-solat's list of the zone's districts: `Gombak, Petaling, Sepang, Hulu Langat, …`.
  public let districts: String
  /// Where Fajr, Dhuhr, Asr, Maghrib and Isha are computed.
  public let prayerPoint: Coordinates
  /// Where sunrise is computed.
  public let sunrisePoint: Coordinates
  /// The zone's Isha depression, degrees (18, or 17 where the tables fit it).
  public let ishaAngle: Double
  /// How the row was made, and how it does on e-solat's tables.
  public let source: String

  /// The zone and what put a place in it: the state, then the district.
  public struct Match: Sendable, Hashable {
    public let zone: JakimZone
    /// The district of the zone's state whose point is nearest.
    public let district: String
    /// How far that point is, km.
    public let distanceKm: Double
    /// The place (GeoNames) or district point nearest of all, whose state is the zone's.
    public let stateFrom: String
    /// How far that one is, km.
    public let stateFromKm: Double
  }

  /// e-solat's timetables by zone, the tables the points reproduce.
  public static let sourceURL = "https://www.e-solat.gov.my/index.php?r=esolatApi/takwimsolat"

  /// Every zone, in e-solat's order.
  public static let all: [JakimZone] = CountryTable.rows(JakimZonesData.zones).compactMap { f in
    guard f.count == 11, let pla = Double(f[3]), let plo = Double(f[4]), let sla = Double(f[5]),
      let slo = Double(f[6]), let isha = Double(f[7]),
      let prayer = Coordinates(latitude: pla, longitude: plo),
      let sunrise = Coordinates(latitude: sla, longitude: slo)
    else { return nil }
    return JakimZone(
      code: f[0], state: f[1], districts: f[2], prayerPoint: prayer, sunrisePoint: sunrise,
      ishaAngle: isha, source: "\(f[10]); 2025: \(f[8]); 2026: \(f[9])")
  }

  /// One point per district: the zone's code, the district's name, the point.
  static let districtPoints: [(code: String, district: String, point: Coordinates)] =
    CountryTable.rows(JakimZonesData.districts).compactMap { f in
      guard f.count == 4, let la = Double(f[2]), let lo = Double(f[3]),
        let point = Coordinates(latitude: la, longitude: lo)
      else { return nil }
      return (f[0], f[1], point)
    }

  /// The zone of `code` (case-insensitive).
  public static func zone(code: String) -> JakimZone? {
    let upper = code.uppercased()
    return all.first { $0.code == upper }
  }

  /// The state of each of ``districtPoints``, its zone's.
  static let districtStates: [String] = {
    let states = Dictionary(all.map { ($0.code, $0.state) }, uniquingKeysWith: { a, _ in a })
    return districtPoints.map { states[$0.code] ?? "" }
  }()

  /// The zone of a place in Malaysia at `point`, in two steps. The state is that of the nearest
  /// of Malaysia's populated places and of the district points (a district's point alone can
  /// be nearer a town across a state border than the town's own district is: Kuala Linggi, in
  /// Melaka, is 21 km from Port Dickson's point and 23 km from Alor Gajah's); the zone is then
  /// that of the state's district whose point is nearest. Each place of GeoNames gets its own
  /// state; leaving each out in turn, 693 of 740 get it right (688 with the district points
  /// alone: `Scripts/gen_malaysia_places.py`).
  public static func zone(near point: Coordinates) -> Match? {
    // Malaysia's populated places of 500 people or more (GeoNames' cities500), with their state
    // as e-solat's zone list names it (JakimZonesData's arrays).
    var state: (name: String, state: String, km: Double)?
    for i in 0..<JakimZonesData.placeLatitudes.count {
      guard
        let p = Coordinates(
          latitude: JakimZonesData.placeLatitudes[i], longitude: JakimZonesData.placeLongitudes[i])
      else { continue }
      let km = greatCircleKilometres(point, p)
      if state == nil || km < state!.km {
        state = (JakimZonesData.placeNames[i], JakimZonesData.placeStates[i], km)
      }
    }
    var best: (index: Int, km: Double)?
    var nearestOfAll: (index: Int, km: Double)?
    for (i, d) in districtPoints.enumerated() {
      let km = greatCircleKilometres(point, d.point)
      if nearestOfAll == nil || km < nearestOfAll!.km { nearestOfAll = (i, km) }
    }
    if let n = nearestOfAll, state == nil || n.km < state!.km {
      state = (districtPoints[n.index].district, districtStates[n.index], n.km)
    }
    guard let state else { return nil }
    for (i, d) in districtPoints.enumerated() where districtStates[i] == state.state {
      let km = greatCircleKilometres(point, d.point)
      if best == nil || km < best!.km { best = (i, km) }
    }
    guard let best, let zone = zone(code: districtPoints[best.index].code) else { return nil }
    return Match(
      zone: zone, district: districtPoints[best.index].district, distanceKm: best.km,
      stateFrom: state.name, stateFromKm: state.km)
  }

  /// The parameters of the zone: JAKIM's preset with the zone's Isha angle.
  public func applied(to parameters: CalculationParameters) -> CalculationParameters {
    var p = parameters
    p.isha = .depression(.degrees(ishaAngle))
    return p
  }
}
