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
      + "15,000+ people; a few Arabic and Turkish names too), ignoring case and accents: Istanbul, "
      + "istanbul, İstanbul, 'sao paulo', مكة. 'NAME, CC' picks the country (London, CA). A name "
      + "several places share is an error listing them, unless the most populous has 10x the people "
      + "of the next (then it is taken, and said so). Search with 'prayertimes cities NAME'."),
    OptionRow("--elevation M", "Height above sea level, -500...10000 m; lowers the horizon for "
      + "sunrise and sunset (dip 1.76' x sqrt(m))."),
    OptionRow("--tz ZONE", "IANA zone (Asia/Riyadh), UTC, or a fixed offset (+05:30, -03:00).",
      default: "the zone of the nearest place; see WITHOUT --tz OR --method below"),
  ]

  /// The rows for a subcommand whose help does not explain the defaults itself.
  static let subcommandRows = rows.changing("--tz") {
    $0.with(
      default: "the zone of the nearest place, said on standard error; without --method the "
        + "method usual in its country: see WITHOUT --tz OR --method in 'prayertimes --help'")
  }

  /// The place the options name: coordinates (`nil`: none given, where a place is optional), the
  /// `--city` place, the elevation.
  struct Choice {
    var coordinates: Coordinates?
    var city: CityLookup.City?
    var elevation: Double?
  }

  /// Reads `--city`, `--lat`, `--lon` and `--elevation`; `required`: a place must be given.
  static func parse(_ a: Arguments, required: Bool) throws(CommandFailure) -> Choice {
    var city: CityLookup.City?
    if let name = a["--city"] {
      if a.has("--lat") || a.has("--lon") {
        throw .usage("give either '--city NAME' or '--lat DEG --lon DEG', not both")
      }
      city = try CityLookup.city(name)
    }
    var (lat, lon) = (city?.place.coordinates.latitude, city?.place.coordinates.longitude)
    if city == nil {
      lat = try a.value("--lat", DecimalNumber(Coordinates.latitudeRange, unit: " degrees"))
      if required && lat == nil { throw .usage("missing '--lat DEG' (or give '--city NAME')") }
      lon = try a.value("--lon", DecimalNumber(Coordinates.longitudeRange, unit: " degrees"))
      if required && lon == nil { throw .usage("missing '--lon DEG' (or give '--city NAME')") }
      if lat != nil && lon == nil { throw .usage("'--lat' needs '--lon DEG' too") }
      if lon != nil && lat == nil { throw .usage("'--lon' needs '--lat DEG' too") }
    }
    let elevation = try a.value("--elevation", DecimalNumber(Coordinates.elevationRange, unit: " m"))
    guard let lat, let lon else { return Choice(city: city, elevation: elevation) }
    guard let coordinates = Coordinates(latitude: lat, longitude: lon, elevation: elevation ?? 0)
    else { throw .usage("invalid coordinates") }
    return Choice(coordinates: coordinates, city: city, elevation: elevation)
  }

  /// `--tz`, if given.
  static func zone(_ a: Arguments) throws(CommandFailure) -> ZoneSpec? {
    try a.value("--tz", ZoneValue())
  }
}
