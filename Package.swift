// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "prayertimes",
  platforms: [.macOS(.v13), .iOS(.v16), .watchOS(.v9), .tvOS(.v16)],
  products: [
    // MARK: - Public API
    .library(name: "Astro", targets: ["Astro"]),
    .library(name: "Hijri", targets: ["Hijri"]),
    .library(name: "PrayerSnapshot", targets: ["PrayerSnapshot"]),
    .executable(name: "prayertimes", targets: ["prayertimes"]),
    .executable(name: "prayertimes-bench", targets: ["prayertimes-bench"]),
  ],
  targets: [
    // Pure Swift, no Foundation: the Sun, its events, prayer times, Qibla.
    .target(name: "Astro"),
    // Pure Swift, no Foundation: Hijri calendars (Umm al-Qura tables, tabular), occasions.
    .target(name: "Hijri", dependencies: ["Astro"]),
    // Foundation layer: time zones, civil calendars, JSON.
    .target(name: "PrayerSnapshot", dependencies: ["Astro", "Hijri"]),
    // Argument parsing and output only.
    .executableTarget(name: "prayertimes", dependencies: ["Astro", "Hijri", "PrayerSnapshot"]),
    // The benchmark (issue 6): `swift run -c release prayertimes-bench [--json] [--quick]`.
    .executableTarget(name: "prayertimes-bench", dependencies: ["Astro", "Hijri", "PrayerSnapshot"]),

    // MARK: - Tests
    .testTarget(name: "AstroTests", dependencies: ["Astro"]),
    .testTarget(name: "HijriTests", dependencies: ["Hijri", "Astro"]),
    .testTarget(name: "PrayerSnapshotTests", dependencies: ["PrayerSnapshot", "Astro", "Hijri"]),
    // Goldens/: the text the tool prints, read by the tests from the source tree (not resources).
    .testTarget(name: "prayertimesTests", dependencies: ["prayertimes"], exclude: ["Goldens"]),
  ]
)
