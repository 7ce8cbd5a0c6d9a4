import PrayerSnapshot

/// `K/N`: shard K of N, 1 <= K <= N <= 100000 (``BatchShard``).
struct ShardValue: ValueParser {
  static let maximumCount = 100_000

  func parse(_ text: String, option: String) throws(CommandFailure) -> BatchShard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let k = Int(parts[0]), let n = Int(parts[1]), n <= Self.maximumCount,
      let shard = BatchShard(index: k, count: n)
    else {
      throw .usage(
        "'\(option)' needs K/N with 1 <= K <= N <= \(Self.maximumCount) (shard K of N), e.g. 3/8, got '\(text)'")
    }
    return shard
  }
}
