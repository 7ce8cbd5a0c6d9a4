/// The value at quantile `q` (0…1) of `sorted` (ascending): the nearest rank, index
/// round((n − 1) q); NaN for no values.
public func quantile(_ sorted: [Double], _ q: Double) -> Double {
  guard !sorted.isEmpty else { return .nan }
  let i = min(sorted.count - 1, max(0, Int((Double(sorted.count - 1) * q).rounded())))
  return sorted[i]
}
