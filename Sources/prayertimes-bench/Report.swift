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
