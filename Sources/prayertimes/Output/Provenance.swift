import Astro
import PrayerSnapshot

/// How the place, zone, method and calendar of a timetable were chosen, in the output: header lines of the
/// table and lines on standard error (JSON carries them as `timeZoneSource` and `methodSource`).
enum Provenance {
  /// The table's header lines after the first: the place (for `--city`), how the method was
  /// chosen (when no `--method` was given) and the calendar when the place's country chose it.
  /// With `words` (a localized table) every line is in their language (the sources' URLs as
  /// they are, ``TimetableWords/methodLine(_:names:)``); without, the English reasons with the
  /// sources' full citations.
  static func headerNotes(_ setup: PrayerSetup, words: TimetableWords? = nil) -> [String] {
    var lines: [String] = []
    if let place = setup.place.place, let label = setup.place.label {
      // A localized table names the place as its language does (`Mekke (SA)`).
      lines.append(
        words.map { $0.placeLine(PlaceNames.name(of: place, in: $0.lang.rawValue) + " (\(place.countryCode))") }
          ?? "Place: \(label) (--city)")
    }
    if setup.methodSource.isInferred {
      lines.append(words?.methodLine(setup.methodSource) ?? "Method: " + setup.methodSource.reason(.options))
    }
    if case .country = setup.calendarSource {
      lines.append(words?.calendarLine(setup.calendarSource) ?? "Calendar: " + setup.calendarSource.reason(.options))
    }
    return lines
  }

  /// The lines for standard error: the place chosen among several of its name, and the zone when
  /// it was not given (`zone`: false for JSON, which carries it).
  static func notes(_ setup: PrayerSetup, zone: Bool = true) -> [String] {
    var notes: [String] = []
    if let also = setup.place.alsoNamed, let place = setup.place.place {
      notes.append(CityText.note(also, place: place))
    }
    // The place's height, where it moves the horizon (Amman's, Bandung's; not Jakarta's 16 m,
    // whose horizon rounds to sea level's).
    if let e = setup.place.elevationPlace,
      setup.parameters.horizon(atElevation: e.metres) != setup.parameters.horizon(atElevation: 0)
    {
      notes.append(
        "Elevation: \(e.reason), the height \(setup.parameters.method.rawValue)'s horizon takes"
          + " (--elevation M for your own)")
    }
    if zone, setup.place.zoneSource.isInferred {
      let fixed = setup.zone.name.hasPrefix("UTC")
      notes.append(
        "Zone: \(setup.zone.name) (\(setup.place.zoneSource.reason(.options)))"
          + (fixed ? ". Pass --tz (e.g. --tz Asia/Riyadh) for local clock time." : ""))
    }
    return notes
  }
}
