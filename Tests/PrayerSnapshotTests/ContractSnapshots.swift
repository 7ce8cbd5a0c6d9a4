import Astro
import Foundation
import Hijri
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// Real snapshots built through the library's front door (`PrayerSetup`, `SnapshotRequest`,
/// `SnapshotBuilder.build`) for the contract tests, and where the contract files live.
enum ContractSnapshots {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// `Data/contract/`.
  static let directory = root.appendingPathComponent("Data/contract")

  /// `Data/contract/NAME`.
  static func file(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// The schema's validator.
  static func validator() throws -> SchemaValidator {
    try SchemaValidator(schemaData: file("snapshot.schema.json"))
  }

  /// A python3 that can import `module` (none: any python3): `$JSONSCHEMA_PYTHON`, the
  /// workspace's `.venv`, the system's, or the first on the PATH.
  static func python(importing module: String? = nil) -> String? {
    var candidates: [String] = []
    if let p = ProcessInfo.processInfo.environment["JSONSCHEMA_PYTHON"] { candidates.append(p) }
    candidates += [
      root.deletingLastPathComponent().appendingPathComponent(".venv/bin/python3").path,
      root.appendingPathComponent(".venv/bin/python3").path, "/usr/bin/python3", "/usr/local/bin/python3",
    ]
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      candidates.append(dir + "/python3")
    }
    for python in candidates where FileManager.default.isExecutableFile(atPath: python) {
      if (try? run(python, ["-c", "import \(module ?? "json")"]))?.status == 0 { return python }
    }
    return nil
  }

  /// Runs `executable`; its exit status and standard output (TestSupport's runner).
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try runProgram(URL(fileURLWithPath: executable), arguments)
    return (result.status, result.stdout)
  }

  static func build(
    _ location: Location, _ lang: SnapshotLanguage, _ now: String, settings: PrayerSettings = PrayerSettings()
  ) throws -> WidgetSnapshot {
    let setup = try PrayerSetup(location, settings: settings)
    return try SnapshotBuilder.build(
      SnapshotRequest(setup, locale: SnapshotLocale(lang: lang), now: Instant(iso8601: now)))
  }

  /// London, English, from 2027-03-25 noon: the clock change of Sunday 28 March is inside the
  /// 14 days.
  static func londonAcrossTheClockChange() throws -> WidgetSnapshot {
    try build(.city("London"), .en, "2027-03-25T12:00:00Z")
  }

  /// Makkah, Arabic, from Friday 2027-02-05 (Jumu'ah; Ramadan 1448 and its Isha 120 minutes
  /// after Maghrib begin inside the 14 days).
  static func makkahArabic() throws -> WidgetSnapshot {
    try build(.city("Makkah"), .ar, "2027-02-05T09:00:00Z")
  }

  /// Tromsø in the polar night, Turkish: sunrise and the times after it from a polar rule (the
  /// nearest latitude where the day is whole, at most 65°), flagged `estimated`.
  static func tromsoPolar() throws -> WidgetSnapshot {
    var settings = PrayerSettings()
    settings.polarResolution = .nearestLatitude(.degrees(65))
    return try build(.coordinates(latitude: 69.6496, longitude: 18.956), .tr, "2026-12-15T09:00:00Z", settings: settings)
  }

  /// Tehran, Persian, from 2026-12-02: Persian digits, 24 h, and each day's Solar Hijri date
  /// (`civil`) beside the Hijri one.
  static func tehranPersian() throws -> WidgetSnapshot {
    try build(.city("Tehran"), SnapshotLanguage(rawValue: "fa")!, "2026-12-02T09:00:00Z")
  }

  /// Istanbul, Turkish, from 2026-11-29 (Diyanet's published Hijri months).
  static func istanbulTurkish() throws -> WidgetSnapshot {
    try build(.city("Istanbul"), .tr, "2026-11-29T09:00:00Z")
  }

  /// Istanbul, Turkish, in 2031: Hijri dates predicted by the 2016 criterion (`predicted`).
  static func istanbulPredicted() throws -> WidgetSnapshot {
    try build(.city("Istanbul"), .tr, "2031-11-29T09:00:00Z")
  }

  /// Makkah, English, in 1850: before the Umm al-Qura table (1300 AH), Hijri dates `estimated`.
  static func makkahBeforeTheTable() throws -> WidgetSnapshot {
    try build(.city("Makkah"), .en, "1850-06-01T09:00:00Z")
  }

  /// Jakarta, Indonesian, from 2027-02-05 (Ramadan 1448 by MABIMS inside the 14 days): the
  /// clock's separator `.` (`countdown.separator`).
  static func jakartaIndonesian() throws -> WidgetSnapshot {
    try build(.city("Jakarta"), SnapshotLanguage(rawValue: "id")!, "2027-02-05T03:00:00Z")
  }

  /// Kazan, Russian, and Dhaka, Bengali (Bengali digits by default): languages whose `dir` the
  /// schema ties to their tag.
  static func kazanRussian() throws -> WidgetSnapshot {
    try build(.city("Kazan"), .ru, "2026-11-29T09:00:00Z")
  }

  static func dhakaBengali() throws -> WidgetSnapshot {
    try build(.city("Dhaka"), .bn, "2026-11-29T09:00:00Z")
  }

  /// Berlin, German: a language whose Friday prayer has a small family's name of its own
  /// (`prayers[k].shortName`).
  static func berlinGerman() throws -> WidgetSnapshot {
    try build(.city("Berlin"), .de, "2026-11-29T09:00:00Z")
  }

  /// The snapshots the schema must accept, by name.
  static func all() throws -> [(String, WidgetSnapshot)] {
    [
      ("london-en", try londonAcrossTheClockChange()), ("makkah-ar", try makkahArabic()),
      ("tromso-tr", try tromsoPolar()), ("istanbul-tr", try istanbulTurkish()),
      ("istanbul-tr-2031", try istanbulPredicted()), ("makkah-en-1850", try makkahBeforeTheTable()),
      ("jakarta-id", try jakartaIndonesian()),
      ("kazan-ru", try kazanRussian()), ("dhaka-bn", try dhakaBengali()),
      ("tehran-fa", try tehranPersian()), ("berlin-de", try berlinGerman()),
    ]
  }
}
