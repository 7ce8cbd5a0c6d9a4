extension PlaceIndex {
  /// The largest edit distance ``nearlyNamed(_:country:limit:)`` accepts for a query of `length`
  /// characters (folded): none below 4, 1 up to 6, 2 beyond — a typo or two, never a guess.
  public static func editLimit(forLength length: Int) -> Int { length < 4 ? 0 : length <= 6 ? 1 : 2 }

  /// The places with a name nearest `query` by edit distance (Levenshtein: insertions,
  /// deletions, substitutions of one character, on the folded names of ``searchKey(_:)``),
  /// within ``editLimit(forLength:)``: those at the smallest distance found, the most populous
  /// first; in `country`
  /// only, when given. For "did you mean" after a miss (`Istanbol` → Istanbul, `Mekka` → Makkah);
  /// empty when nothing is that near.
  ///
  /// Every search key is compared, with a length filter and a banded computation that stops
  /// when a row of the table exceeds the limit: tens of milliseconds, once, on a miss.
  public func nearlyNamed(_ query: String, country: String? = nil, limit: Int = 5) -> [Place] {
    guard self === PlaceIndex.shared, limit > 0 else { return [] }
    let q = Array(PlaceIndex.searchKey(query).unicodeScalars.map(\.value))
    let k = PlaceIndex.editLimit(forLength: q.count)
    guard k > 0 else { return [] }
    let keys = PlaceSearchKeys.shared
    var best: [Int: Int] = [:]  // row → distance
    var key: [UInt32] = []
    var previous = [Int](repeating: 0, count: q.count + 1)
    var current = previous
    keys.bytes.withUnsafeBufferPointer { bytes in
      for n in 0..<(keys.keyStart.count - 1) {
        let a = Int(keys.keyStart[n])
        let b = Int(keys.keyStart[n + 1])
        // A key of c characters has c...4c bytes of UTF-8.
        guard b - a >= q.count - k, b - a <= 4 * (q.count + k) else { continue }
        key.removeAll(keepingCapacity: true)
        PlaceIndex.decodeScalars(bytes, a, b, into: &key)
        guard abs(key.count - q.count) <= k else { continue }
        guard let d = PlaceIndex.editDistance(q, key, limit: k, &previous, &current) else { continue }
        let row = Int(keys.keyRow[n])
        if d < best[row] ?? .max { best[row] = d }
      }
    }
    struct Candidate {
      let row: Int
      let distance: Int
      let population: Int
    }
    var ranked: [Candidate] = []
    for (row, distance) in best where country == nil || countryCode(at: row) == country {
      ranked.append(Candidate(row: row, distance: distance, population: population(at: row)))
    }
    // Only the nearest: a place one typo away hides those two away.
    if let nearest = ranked.map(\.distance).min() { ranked.removeAll { $0.distance > nearest } }
    ranked.sort { a, b in
      if a.distance != b.distance { return a.distance < b.distance }
      return a.population != b.population ? a.population > b.population : a.row < b.row
    }
    return ranked.prefix(limit).map { place(at: $0.row) }
  }

  /// The Unicode scalars of well-formed UTF-8 `bytes[a..<b]` (the folded keys are).
  static func decodeScalars(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, into out: inout [UInt32]) {
    var i = a
    while i < b {
      let c = bytes[i]
      let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1
      var v = UInt32(c) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      var j = 1
      while j < length && i + j < b {
        v = v << 6 | UInt32(bytes[i + j] & 0x3F)
        j += 1
      }
      out.append(v)
      i += length
    }
  }

  /// The Levenshtein distance of `s` and `t` when it is at most `limit`, else `nil` (stops at the
  /// first row of the table whose every cell exceeds the limit). `previous` and `current` are
  /// scratch rows of `s.count + 1` cells.
  static func editDistance(
    _ s: [UInt32], _ t: [UInt32], limit: Int, _ previous: inout [Int], _ current: inout [Int]
  ) -> Int? {
    let m = s.count
    guard m > 0, !t.isEmpty else { return max(m, t.count) <= limit ? max(m, t.count) : nil }
    for i in 0...m { previous[i] = i }
    for j in 1...t.count {
      current[0] = j
      var rowMinimum = j
      for i in 1...m {
        let substitution = previous[i - 1] + (s[i - 1] == t[j - 1] ? 0 : 1)
        current[i] = min(substitution, previous[i] + 1, current[i - 1] + 1)
        rowMinimum = min(rowMinimum, current[i])
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[m] <= limit ? previous[m] : nil
  }
}
