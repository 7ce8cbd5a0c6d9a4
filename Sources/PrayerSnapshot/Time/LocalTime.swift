import Astro
import Foundation

/// A local date and time of day, with the zone's offset then.
public struct LocalTime: Sendable, Hashable {
  /// The local date.
  public let date: CivilDate
  /// Milliseconds since local midnight, 0..<86 400 000.
  public let millisecondsOfDay: Int
  /// The offset from UTC in force, seconds.
  public let utcOffsetSeconds: Int

  /// The hour, 0…23.
  public var hour: Int { millisecondsOfDay / 3_600_000 }
  /// The minute, 0…59.
  public var minute: Int { millisecondsOfDay / 60_000 % 60 }
  /// The second, 0…59.
  public var second: Int { millisecondsOfDay / 1000 % 60 }
}
