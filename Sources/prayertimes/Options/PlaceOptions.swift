import Astro
import PrayerSnapshot

/// Where: `--lat`/`--lon` or `--city`, `--elevation` and `--tz`, for every command that takes a
/// place (the main command, `ramadan`, `chart`, `moon`, `crescent`).
enum PlaceOptions {
  static let rows: [OptionRow] = [
    OptionRow("--lat DEG", "Latitude in degrees, -90...90, north positive (with --lon; or --city)."),
    OptionRow("--lon DEG", "Longitude in degrees, -180...180, east positive (with --lat; or "
      + "--city)."),
    OptionRow("--city NAME", "A place instead of --lat/--lon: any of its names (GeoNames places of "
      + "15,000+ people; for those of 100,000+ also their Turkish, Arabic, Persian, Urdu, Malay, "
      + "Indonesian, Bengali, Russian, French and German names), ignoring case and accents, and Arabic-script spelling variants: Istanbul, "
      + "istanbul, İstanbul, 'sao paulo', Mekke, مكة, إسطنبول. 'NAME, COUNTRY' picks the country, by "
      + "its ISO code or name (London, CA; London, UK; Berlin, Almanya). A name several places share "
      + "is an error listing them, unless the most populous has 10x the people of the next (then it "
      + "is taken, and said so); a name no place has lists those a typo away. Search with "
      + "'prayertimes cities NAME'."),
    OptionRow("--elevation M", "Height above sea level, -500...10000 m; lowers the horizon for "
      + "sunrise and sunset (dip 1.76' x sqrt(m)).",
      default: "sea level; kemenag and jordan, whose tables take the height: the nearest known "
        + "place's within 25 km"),
    OptionRow("--tz ZONE", "IANA zone (Asia/Riyadh), UTC, or a fixed offset (+05:30, -03:00).",
      default: "the zone of the nearest place; see WITHOUT --tz, --method OR --calendar below"),
  ]

  /// The rows for a subcommand whose help does not explain the defaults itself.
  static let subcommandRows = rows.changing("--tz") {
    $0.with(
      default: "the zone of the nearest place, said on standard error; without --method the "
        + "method usual in its country: see WITHOUT --tz, --method OR --calendar in 'prayertimes --help'")
  }

  /// Reads `--city`, `--lat`, `--lon`, `--elevation` and `--tz` into a location (`nil`: no place
  /// given, where one is optional); `required`: a place must be given.
  static func location(_ a: Arguments, required: Bool) throws(CommandFailure) -> Location? {
    var lat: Double?
    var lon: Double?
    if a.has("--city") {
      if a.has("--lat") || a.has("--lon") {
        throw .usage("give either '--city NAME' or '--lat DEG --lon DEG', not both")
      }
    } else {
      lat = try a.value("--lat", DecimalNumber(Coordinates.latitudeRange, unit: " degrees"))
      if required && lat == nil { throw .usage("missing '--lat DEG' (or give '--city NAME')") }
      lon = try a.value("--lon", DecimalNumber(Coordinates.longitudeRange, unit: " degrees"))
      if required && lon == nil { throw .usage("missing '--lon DEG' (or give '--city NAME')") }
      if lat != nil && lon == nil { throw .usage("'--lat' needs '--lon DEG' too") }
      if lon != nil && lat == nil { throw .usage("'--lon' needs '--lat DEG' too") }
    }
    let elevation = try a.value("--elevation", DecimalNumber(Coordinates.elevationRange, unit: " m"))
    let zone = try a.value("--tz", ZoneValue())
    if let name = a["--city"] { return Location(.city(name), elevation: elevation, zone: zone) }
    guard let lat, let lon else { return nil }
    return .coordinates(latitude: lat, longitude: lon, elevation: elevation, zone: zone)
  }

  /// The setup of `location` with `settings` (the country's calendar when none is given); a
  /// place or setting that does not resolve is a usage error in the command line's words.
  static func setup(_ location: Location, _ settings: PrayerSettings) throws(CommandFailure) -> PrayerSetup {
    do {
      return try PrayerSetup(location, settings: settings)
    } catch {
      switch error {
      case .place(let e): throw .usage(CityText.message(e))
      case .settings(let e): throw MethodSettings.usage(e)
      case .outsideSupportedYears(let e): throw .usage(e.description)
      case .noRamadan: throw .usage(error.description)
      }
    }
  }

  /// The place `--city`, `--lat`/`--lon` name with its zone, when the country is not needed (the
  /// Moon's commands); `nil` when no place is given.
  static func resolvedPlace(_ a: Arguments) throws(CommandFailure) -> ResolvedPlace? {
    guard let location = try location(a, required: false) else { return nil }
    do {
      return try PlaceResolver.resolve(location, needsCountry: false)
    } catch {
      throw .usage(CityText.message(error))
    }
  }
}
