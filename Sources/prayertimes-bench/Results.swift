/// What the measurements found: the table's rows, the JSON object and the notes under the table.
final class Results {
  var rows: [Row] = []
  var json: [String: Any] = [:]
  var notes: [String] = []
  let quick: Bool

  init(quick: Bool) { self.quick = quick }

  /// `full` normally, `quick` with `--quick`.
  func repetitions(_ full: Repetitions, quick: Repetitions) -> Repetitions {
    self.quick ? quick : full
  }

  /// A measured row, displayed as `stats × scale` in `unit`.
  func add(_ label: String, _ stats: Stats, unit: String, scale: Double = 1, target: Target? = nil) {
    rows.append(Row(label: label, kind: .measured(stats, unit: unit, displayScale: scale), target: target))
  }

  func heading(_ label: String) { rows.append(.heading(label)) }
}
