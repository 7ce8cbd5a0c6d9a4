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
    // Argument parsing and output only. A Linux release build links the Swift runtime and
    // Foundation statically (`-static-stdlib`): the binary runs copied alone onto a machine without
    // a Swift toolchain, and starts in about half the time, loading and relocating no shared Swift
    // libraries (issue 16; docs/performance.md). The flag is "unsafe" to SwiftPM only for this
    // executable product: the library products stay usable as dependencies.
    .executableTarget(
      name: "prayertimes", dependencies: ["Astro", "Hijri", "PrayerSnapshot"],
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
    // The benchmark (issue 6): `swift run -c release prayertimes-bench [--json] [--quick]`.
    .executableTarget(name: "prayertimes-bench", dependencies: ["Astro", "Hijri", "PrayerSnapshot"]),

    // MARK: - Tests
    // What the test targets share (repository data, CSV, SplitMix64, running the built tools,
    // scratch directories); Foundation and XCTest only.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "AstroTests", dependencies: ["Astro", "TestSupport"]),
    .testTarget(name: "HijriTests", dependencies: ["Hijri", "Astro", "TestSupport"]),
    // Goldens/: the snapshot goldens, read by path (#filePath), not bundled.
    .testTarget(
      name: "PrayerSnapshotTests", dependencies: ["PrayerSnapshot", "Astro", "Hijri", "TestSupport"],
      exclude: ["Goldens"]),
    // Goldens/: the text the tool prints, read by the tests from the source tree (not resources).
    .testTarget(name: "prayertimesTests", dependencies: ["prayertimes", "TestSupport"], exclude: ["Goldens"]),
    // The checks of all three libraries at once: every public type Sendable, the public API
    // used from many tasks.
    .testTarget(
      name: "CrossModuleTests", dependencies: ["Astro", "Hijri", "PrayerSnapshot", "TestSupport"]),
  ]
)
