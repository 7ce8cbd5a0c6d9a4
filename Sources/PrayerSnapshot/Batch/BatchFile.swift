import Astro
import Foundation
import Hijri

/// An output file of a run: its name (without extension) and its places, in order.
public struct BatchFile: Sendable, Hashable {
  public let name: String
  public let places: [Int]
}
