/// A small deterministic generator, so that "many random cases" are the same on every run and a
/// failure repeats.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014; the constants of Vigna's reference code, https://prng.di.unimi.it/splitmix64.c).
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The state; the seed before the first number.
  public var state: UInt64

  /// A generator seeded with `state`.
  public init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An integer of `range` (by the remainder: nearly uniform for the spans the tests use).
  public mutating func next(in range: ClosedRange<Int64>) -> Int64 {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int64(next() % span)
  }

  /// A uniform Double in [a, b), from the top 53 bits.
  public mutating func uniform(_ a: Double, _ b: Double) -> Double {
    a + (b - a) * Double(next() >> 11) / Double(1 << 53)
  }
}
