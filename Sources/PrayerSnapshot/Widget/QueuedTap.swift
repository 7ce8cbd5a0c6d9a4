import Astro
import Foundation

/// A tap waiting in the ``TapQueue``: the ``WidgetTap`` and the id that makes applying it
/// idempotent.
public struct QueuedTap: Sendable, Hashable {
  /// 32 lowercase hexadecimal digits, random (128 bits): unique to this tap.
  public let id: String
  public let tap: WidgetTap

  public init(id: String, tap: WidgetTap) {
    self.id = id
    self.tap = tap
  }

  /// A new tap with a fresh random id.
  public init(_ tap: WidgetTap) {
    var generator = SystemRandomNumberGenerator()
    let high = generator.next() as UInt64
    let low = generator.next() as UInt64
    func hex(_ v: UInt64) -> String {
      let digits = String(v, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    self.init(id: hex(high) + hex(low), tap: tap)
  }

  /// The tap as one JSON object, keys sorted, no spaces: its line in the queue file.
  public var json: String {
    "{\"at\":\(tap.at.millisecondsSince1970),\"date\":\"\(tap.date)\",\"id\":\"\(id)\",\"prayer\":\"\(tap.prayer.rawValue)\"}"
  }

  /// Whether `text` is a well-formed id: 1 to 64 lowercase hexadecimal digits.
  static func isValidID(_ text: String) -> Bool {
    let utf8 = text.utf8
    return (1...64).contains(utf8.count)
      && utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
