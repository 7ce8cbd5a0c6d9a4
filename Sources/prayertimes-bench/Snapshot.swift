import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// The widget snapshot of one place: built, encoded, written, and read.
struct SnapshotWorkload {
  let request: SnapshotRequest

  /// Makkah in Arabic (the snapshot docs/snapshot.md measures), at `now`.
  init(now: Date) {
    request = SnapshotRequest(
      coordinates: Coordinates(latitude: 21.4225, longitude: 39.8262)!,
      zone: try! ZoneSpec(parsing: "Asia/Riyadh"), parameters: CalculationMethod.ummAlQura.parameters,
      locale: SnapshotLocale(lang: .ar), place: "مكة", now: now)
  }

  func build() -> WidgetSnapshot {
    do { return try SnapshotBuilder.build(request) } catch {
      fatalError("the benchmark snapshot cannot be built: \(error)")
    }
  }

  /// Builds and encodes; returns the bytes' count (folded into the checksum).
  func buildAndEncode() -> Data { build().encoded() }
}

/// 2026-11-29T09:00:00Z in `year` (the same day and hour), the snapshot's "now".
func snapshotNow(year: Int) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar.date(from: DateComponents(year: year, month: 11, day: 29, hour: 9))!
}

/// Instants spread over a snapshot's horizon (and a little beyond both ends), in a scrambled
/// order, for the reader's lookups.
func lookupInstants(in snapshot: WidgetSnapshot, count: Int) -> [Int64] {
  let from = snapshot.segments.first!.from - 3_600_000
  let to = snapshot.horizonEnd + 3_600_000
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return from + Int64((state >> 11) % UInt64(to - from))
  }
}
