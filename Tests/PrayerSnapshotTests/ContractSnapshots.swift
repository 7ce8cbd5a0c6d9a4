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

  /// The other snapshots the schema must accept, by name: a place, a language and the moment of
  /// building, each for what it holds.
  static let others: [(name: String, city: String, lang: String, now: String)] = [
    // Diyanet's published Hijri months.
    ("istanbul-tr", "Istanbul", "tr", "2026-11-29T09:00:00Z"),
    // Hijri dates predicted by the 2016 criterion (`predicted`).
    ("istanbul-tr-2031", "Istanbul", "tr", "2031-11-29T09:00:00Z"),
    // Before the Umm al-Qura table (1300 AH): Hijri dates `estimated`.
    ("makkah-en-1850", "Makkah", "en", "1850-06-01T09:00:00Z"),
    // Ramadan 1448 by MABIMS inside the 14 days; the clock's separator `.` (`countdown.separator`).
    ("jakarta-id", "Jakarta", "id", "2027-02-05T03:00:00Z"),
    // Languages whose `dir` the schema ties to their tag; Bengali digits by default.
    ("kazan-ru", "Kazan", "ru", "2026-11-29T09:00:00Z"), ("dhaka-bn", "Dhaka", "bn", "2026-11-29T09:00:00Z"),
    // Persian digits, 24 h, and each day's Solar Hijri date (`civil`) beside the Hijri one.
    ("tehran-fa", "Tehran", "fa", "2026-12-02T09:00:00Z"),
    // A language whose Friday prayer has a small family's name of its own (`prayers[k].shortName`).
    ("berlin-de", "Berlin", "de", "2026-11-29T09:00:00Z"),
  ]

  /// Jakarta, Indonesian, from 2027-02-05 (``others``).
  static func jakartaIndonesian() throws -> WidgetSnapshot {
    try build(.city("Jakarta"), SnapshotLanguage(rawValue: "id")!, "2027-02-05T03:00:00Z")
  }

  /// The snapshots the schema must accept, by name.
  static func all() throws -> [(String, WidgetSnapshot)] {
    [
      ("london-en", try londonAcrossTheClockChange()), ("makkah-ar", try makkahArabic()),
      ("tromso-tr", try tromsoPolar()),
    ]
      + (try others.map { ($0.name, try build(.city($0.city), SnapshotLanguage(rawValue: $0.lang)!, $0.now)) })
  }
}
