import Astro
import Foundation
import PrayerSnapshot
import TestSupport

/// A published timetable against the times the front door computes for its coordinates with
/// nothing chosen: `PrayerSetup(.coordinates(…, zone:))` with default ``PrayerSettings`` — the
/// zone the table is written in, and the method, Asr rule and calendar the command line picks
/// for the point by itself (`prayertimes --lat … --lon … --tz …`). The one thing taken from the
/// table is its Asr school where the table states one (adhan's `params.madhab`: the Moonsighting
/// Committee's London table is printed for the Hanafi Asr, as `--asr hanafi` would be asked).
struct OfficialComparison {
  let fixture: OfficialFixture
  /// The method the front door chose (its identifier, `jakim`), and the Asr rule.
  let method: String
  let asr: String
  /// Per published day, per column (``OfficialFixture/columns``): our minute minus the
  /// published minute, or `nil` when our time does not happen that day.
  let differences: [[Int?]]
  /// The published days' months (1…12), for the differences by season.
  let months: [Int]

  init(_ fixture: OfficialFixture) throws {
    self.fixture = fixture
    let zone = try ZoneSpec(parsing: fixture.zone)
    var settings = PrayerSettings()
    if fixture.madhab == "Hanafi" { settings.asr = .hanafi }
    let setup = try PrayerSetup(
      .coordinates(latitude: fixture.latitude, longitude: fixture.longitude, zone: zone),
      settings: settings)
    method = setup.parameters.method.identifier
    asr = setup.parameters.asr.identifier
    let dates = fixture.days.compactMap { CivilDate(iso8601: $0.date) }
    guard dates.count == fixture.days.count, let first = dates.min(), let last = dates.max() else {
      throw OfficialFixture.FixtureError.badHeader(fixture.path)
    }
    let timetable = try setup.timetable(.range(first...last))
    var byDate: [CivilDate: Timetable.Day] = [:]
    for day in timetable.days { byDate[day.date] = day }
    differences = zip(fixture.days, dates).map { published, date in
      let day = byDate[date]
      return zip(TimeKind.daily, published.minutes).map { kind, minutes -> Int? in
        guard let local = day?[kind].local else { return nil }
        let ours = local.hour * 60 + local.minute + 1440 * date.days(to: local.date)
        return ours - minutes
      }
    }
    months = dates.map(\.month)
  }
}
