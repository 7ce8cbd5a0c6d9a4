/// FNV-1a, 64 bits: a fast, stable fingerprint for change detection (not for security).
enum ContentHash {
  /// The hash of `bytes` as 16 lowercase hex digits.
  static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String {
    var hash = Running()
    hash.add(bytes)
    return hash.hex
  }

  /// The hash of bytes given in parts, part by part (the same as of their concatenation).
  struct Running {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
      var hash = state
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      state = hash
    }

    /// The hash so far as 16 lowercase hex digits.
    var hex: String {
      let hex = String(state, radix: 16)
      return String(repeating: "0", count: ContentHash.length - hex.count) + hex
    }
  }

  /// The characters of a hash.
  static let length = 16
}
