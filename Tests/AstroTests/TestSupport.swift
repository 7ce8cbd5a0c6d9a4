import Foundation
import XCTest

@testable import Astro

/// The repository's root, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of `Data/` as text.
func dataFile(_ path: String) throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent("Data").appendingPathComponent(path), encoding: .utf8)
}

/// Degrees, minutes, seconds → degrees.
func dms(_ d: Double, _ m: Double, _ s: Double) -> Double {
  let sign: Double = (d < 0 || m < 0 || s < 0) ? -1 : 1
  return sign * (abs(d) + abs(m) / 60 + abs(s) / 3600)
}

/// Hours, minutes, seconds → degrees.
func hms(_ h: Double, _ m: Double, _ s: Double) -> Double { (h + m / 60 + s / 3600) * 15 }

/// A quantile of sorted values.
func quantile(_ sorted: [Double], _ q: Double) -> Double {
  guard !sorted.isEmpty else { return .nan }
  let i = min(sorted.count - 1, max(0, Int((Double(sorted.count - 1) * q).rounded())))
  return sorted[i]
}
