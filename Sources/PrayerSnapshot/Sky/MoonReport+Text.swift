import Astro
import Foundation

extension MoonReport {
  /// The report for people (`prayertimes moon`); `noPlace` says how to give a place, for the
  /// rise and set line without one.
  public func text(noPlace: String = "no place given") -> String {
    let zoneClock = LocalClock(zone)
    let light = illumination
    func text(_ t: JulianDate) -> String { SkyTime.text(t, zoneClock) }
    var lines: [String] = []
    lines.append("Moon on \(date) (\(place == nil ? "no place, " + zone.name : (place?.label ?? MoonReport.coordinatesLabel(place!.coordinates)) + ", " + zone.name))")
    lines.append("  Phase:        \(MoonWords.name(phase)) (\(light.isWaxing ? "waxing" : "waning"))")
    lines.append(String(format: "  Illuminated:  %.1f%% (at %@)", light.fraction * 100, text(instant.julianDate)))
    lines.append("  Age:          \(SkyTime.duration(ageSeconds)) since the new Moon of "
      + "\(text(previousNewMoon.instant))")
    lines.append("  Distance:     \(NumberText.grouped(Int(distanceKm.rounded()))) km")
    if let (rise, set) = riseAndSet {
      lines.append("  Moonrise:     " + (rise.instant.map(text) ?? MoonWords.none(rise, "moonrise")))
      lines.append("  Moonset:      " + (set.instant.map(text) ?? MoonWords.none(set, "moonset")))
    } else {
      lines.append("  Moonrise/set: " + noPlace)
    }
    lines.append("  Next phases:")
    for e in nextPhases {
      lines.append("    \(padded(MoonWords.name(e.phase), 14)) \(text(e.instant))")
    }
    return lines.joined(separator: "\n")
  }

  private func padded(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }
}
