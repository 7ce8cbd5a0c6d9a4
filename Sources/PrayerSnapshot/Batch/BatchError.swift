import Astro
import Foundation
import Hijri

/// Why a run failed (a file could not be written).
public struct BatchError: Error, Sendable, CustomStringConvertible {
  public let description: String
}
