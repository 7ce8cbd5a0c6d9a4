import Astro
import Foundation
import Hijri

/// One machine's share of a run: shard `index` of `count` (1-based).
public struct BatchShard: Sendable, Hashable {
  public let index: Int
  public let count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// The whole run.
  public static let whole = BatchShard(index: 1, count: 1)!
}
