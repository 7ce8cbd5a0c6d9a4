/// What a mistyped name may have meant.
enum Suggestion {
  /// The subcommand `word` is a typo of: at most two edits away (a swap of neighbours is one),
  /// and fewer than half its letters.
  static func subcommand(near word: String) -> String? {
    let names = Dispatcher.subcommands.map { $0.description.name }
    let scored = names.map { ($0, editDistance(Array(word), Array($0))) }
      .filter { $0.1 <= 2 && $0.1 * 2 < $0.0.count }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions, and swaps of two
  /// neighbours, one each.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var d = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : j == 0 ? i : 0 } }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
