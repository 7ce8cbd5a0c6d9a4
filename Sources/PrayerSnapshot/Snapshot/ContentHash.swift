import Astro
import Foundation
import Hijri

/// FNV-1a, 64 bits: a fast, stable fingerprint for change detection (not for security).
enum ContentHash {
  static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
