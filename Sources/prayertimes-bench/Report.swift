import Foundation

/// One line of the table, and its place in the JSON.
struct Row {
  enum Kind {
    /// A heading line.
    case heading
    /// A measurement, displayed as `stats × displayScale` in `unit`.
    case measured(Stats, unit: String, displayScale: Double)
    /// A single value (no repetitions).
    case single(Double, unit: String)
    /// A measurement that could not be made, and why.
    case skipped(String)
  }

  let label: String
  let kind: Kind
  var target: Target? = nil

  static func heading(_ label: String) -> Row { Row(label: label, kind: .heading) }
}

/// An issue target: the median must be at most `limit` (in the row's displayed unit).
struct Target {
  let name: String
  let limit: Double
  let unit: String

  func passes(_ value: Double) -> Bool { value <= limit }
}

/// A number with about four significant digits, thousands grouped by a thin space.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "–" }
  let magnitude = abs(value)
  let text: String
  if magnitude >= 100 {
    text = String(format: "%.0f", value)
  } else if magnitude >= 10 {
    text = String(format: "%.1f", value)
  } else {
    text = String(format: "%.2f", value)
  }
  // Group the integer part: 12345 → 12 345.
  var parts = text.split(separator: ".", maxSplits: 1).map(String.init)
  var digits = Array(parts[0])
  var sign = ""
  if digits.first == "-" {
    sign = "-"
    digits.removeFirst()
  }
  var grouped = ""
  for (i, d) in digits.enumerated() {
    if i > 0, (digits.count - i) % 3 == 0 { grouped += " " }
    grouped.append(d)
  }
  parts[0] = sign + grouped
  return parts.joined(separator: ".")
}

func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
  let n = s.count
  guard n < width else { return s }
  let fill = String(repeating: " ", count: width - n)
  return right ? fill + s : s + fill
}

/// The table.
func renderTable(header: [String], rows: [Row], footer: [String]) -> String {
  let labelWidth = rows.filter { if case .heading = $0.kind { false } else { true } }
    .map { $0.label.count + 2 }.max() ?? 40
  var lines = header
  lines.append("")
  lines.append(
    pad("", labelWidth) + pad("median", 12, right: true) + pad("min", 10, right: true)
      + pad("max", 10, right: true) + pad("p25–p75", 16, right: true) + pad("n", 6, right: true)
      + "   target")
  for row in rows {
    switch row.kind {
    case .heading:
      lines.append(row.label)
    case .measured(let stats, let unit, let scale):
      let s = stats.scaled(scale)
      var line =
        pad("  " + row.label, labelWidth) + pad(format(s.median) + " " + unit, 12, right: true)
        + pad(format(s.min), 10, right: true) + pad(format(s.max), 10, right: true)
        + pad(format(s.p25) + "–" + format(s.p75), 16, right: true)
        + pad(String(s.count), 6, right: true)
      if let target = row.target {
        line += "   ≤ \(format(target.limit)) \(target.unit)  "
          + (target.passes(s.median) ? "pass" : "FAIL")
      }
      lines.append(line)
    case .single(let value, let unit):
      lines.append(
        pad("  " + row.label, labelWidth) + pad(format(value) + " " + unit, 12, right: true)
          + pad("(one run)", 20, right: true))
    case .skipped(let why):
      var line = pad("  " + row.label, labelWidth) + "  not measured: " + why
      if let target = row.target { line += "   (target ≤ \(format(target.limit)) \(target.unit))" }
      lines.append(line)
    }
  }
  lines.append("")
  lines += footer
  return lines.joined(separator: "\n")
}

/// A `Stats` as a JSON object.
func jsonObject(_ stats: Stats, scale: Double = 1) -> [String: Any] {
  let s = stats.scaled(scale)
  return [
    "median": s.median, "min": s.min, "max": s.max, "p25": s.p25, "p75": s.p75,
    "repetitions": s.count,
  ]
}

func jsonText(_ object: [String: Any]) -> String {
  let data = try! JSONSerialization.data(
    withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
  return String(decoding: data, as: UTF8.self)
}

/// The whole report: the table, or (`--json`) the JSON object with the targets and the run's facts.
func report(_ results: Results, options: BenchOptions, startedAt: Date, seconds: Double) -> String {
  var targets: [[String: Any]] = []
  for row in results.rows {
    guard let target = row.target else { continue }
    var entry: [String: Any] = ["name": target.name, "limit": target.limit, "unit": target.unit]
    if case .measured(let stats, _, let scale) = row.kind {
      let median = stats.scaled(scale).median
      entry["median"] = median
      entry["pass"] = target.passes(median)
    } else {
      entry["median"] = NSNull()
      entry["pass"] = NSNull()
    }
    targets.append(entry)
  }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  var out = results.json
  out["targets"] = targets
  out["build"] = buildKind
  out["cores"] = cores
  out["year"] = options.year
  out["quick"] = options.quick
  out["seconds"] = seconds
  out["checksum"] = checksum
  if options.json { return jsonText(out) }

  let timestamp = ISO8601DateFormatter().string(from: startedAt)
  var header = [
    "prayertimes-bench · \(buildKind) build · \(cores) cores · year \(options.year) · \(timestamp)"
      + (options.quick ? " · --quick" : "")
  ]
  if buildKind == "debug" { header.append("(a debug build: run `swift run -c release prayertimes-bench`)") }
  header.append(
    "Each line: median of n timed repetitions after a warm-up, their min, max and quartiles;"
      + " per-day repetitions cover the whole workload.")
  let footer = results.notes + [
    "Targets (issue 6): ≤ 500 ns per location-day (mwl, six times), snapshot built + encoded + written ≤ 1 ms,"
      + " process start to output ≤ 30 ms; issue 16: snapshot built + encoded ≤ 0.3 ms (fsync apart)."
      + " Side by side with adhan-swift: Scripts/bench_side_by_side.sh.",
    String(format: "%.1f s in all; checksum %.6g", seconds, checksum),
  ]
  return renderTable(header: header, rows: results.rows, footer: footer)
}
