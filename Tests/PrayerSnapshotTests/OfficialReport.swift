import Foundation
import TestSupport

/// The measurement of `docs/official-timetables.md`: for every official fixture, and summed per
/// authority, how many published times the front door's own choice gives to the minute, within
/// 1 and within 2 minutes, the worst (also per prayer), and per prayer the sign and size of the
/// differences (by month for the tables that cover a year). Written between two markers of the page by
/// `OfficialTimetableReportTests` (`RECORD_GOLDENS=1`), never by hand.
struct OfficialReport {
  /// Counts over a set of compared times.
  struct Tally: Equatable {
    var times = 0, exact = 0, withinOne = 0, withinTwo = 0, outsideTolerance = 0, missing = 0
    var worst = 0

    mutating func add(_ difference: Int?, tolerance: Int) {
      times += 1
      guard let d = difference else {
        missing += 1
        outsideTolerance += 1
        return
      }
      if d == 0 { exact += 1 }
      if abs(d) <= 1 { withinOne += 1 }
      if abs(d) <= 2 { withinTwo += 1 }
      if abs(d) > tolerance { outsideTolerance += 1 }
      worst = max(worst, abs(d))
    }

    static func + (a: Tally, b: Tally) -> Tally {
      Tally(
        times: a.times + b.times, exact: a.exact + b.exact, withinOne: a.withinOne + b.withinOne,
        withinTwo: a.withinTwo + b.withinTwo, outsideTolerance: a.outsideTolerance + b.outsideTolerance,
        missing: a.missing + b.missing, worst: max(a.worst, b.worst))
    }
  }

  static let begin = "<!-- BEGIN measurement: written by OfficialTimetableReportTests (RECORD_GOLDENS=1); do not edit by hand -->"
  static let end = "<!-- END measurement -->"
  static let prayerNames = ["Fajr", "sunrise", "Dhuhr", "Asr", "Maghrib", "Isha"]

  let comparisons: [OfficialComparison]

  /// The tally of one fixture (all six columns), with its tolerance max(variance, 1).
  static func tally(_ c: OfficialComparison, column: Int? = nil) -> Tally {
    var t = Tally()
    let tolerance = max(c.fixture.variance, 1)
    for row in c.differences {
      for (i, d) in row.enumerated() where column == nil || column == i { t.add(d, tolerance: tolerance) }
    }
    return t
  }

  /// The authorities in the index's order, each with its fixtures.
  var authorities: [(name: String, comparisons: [OfficialComparison])] {
    var order: [String] = []
    var groups: [String: [OfficialComparison]] = [:]
    for c in comparisons {
      if groups[c.fixture.authority] == nil { order.append(c.fixture.authority) }
      groups[c.fixture.authority, default: []].append(c)
    }
    return order.map { ($0, groups[$0]!) }
  }

  /// The page's generated part.
  var markdown: String {
    var lines = [Self.begin, ""]
    lines += authorityTable + [""] + authorityPrayerTable + [""] + fixtureTable + [""] + prayerTable + [""]
    lines += monthTables
    lines += ["", Self.end]
    return lines.joined(separator: "\n")
  }

  private var authorityTable: [String] {
    var lines = [
      "| authority | fixtures | times | exact | within 1 min | within 2 min | worst (min) | outside max(variance, 1) |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    var total = Tally()
    for (name, group) in authorities {
      let t = group.map { Self.tally($0) }.reduce(Tally(), +)
      total = total + t
      lines.append("| \(name) | \(group.count) | " + Self.cells(t) + " |")
    }
    lines.append("| **all** | \(comparisons.count) | " + Self.cells(total) + " |")
    return lines
  }

  /// Per authority and prayer: the shares, and the largest |ours − published|.
  private var authorityPrayerTable: [String] {
    var lines = [
      "| authority | prayer | times | exact | within 1 min | within 2 min | worst (min) |",
      "|---|---|---:|---:|---:|---:|---:|",
    ]
    for (name, group) in authorities {
      for column in 0..<6 {
        let t = group.map { Self.tally($0, column: column) }.reduce(Tally(), +)
        lines.append(
          "| \(name) | \(Self.prayerNames[column]) | \(t.times) | \(Self.percent(t.exact, t.times)) | "
            + "\(Self.percent(t.withinOne, t.times)) | \(Self.percent(t.withinTwo, t.times)) | \(t.worst) |")
      }
    }
    return lines
  }

  private var fixtureTable: [String] {
    var lines = [
      "| fixture | days | method chosen (Asr) | exact | within 1 | within 2 | worst F / S / D / A / M / I |",
      "|---|---:|---|---:|---:|---:|---|",
    ]
    for c in comparisons {
      let t = Self.tally(c)
      let worst = (0..<6).map { column -> String in
        let ds = c.differences.compactMap { $0[column] }
        guard let lo = ds.min(), let hi = ds.max() else { return "none" }
        return lo == hi ? Self.signed(lo) : "\(Self.signed(lo))…\(Self.signed(hi))"
      }
      lines.append(
        "| `\(c.fixture.path)` | \(c.fixture.days.count) | \(c.method) (\(c.asr)) | "
          + "\(Self.percent(t.exact, t.times)) | \(Self.percent(t.withinOne, t.times)) | "
          + "\(Self.percent(t.withinTwo, t.times)) | \(worst.joined(separator: " / ")) |")
    }
    return lines
  }

  /// Per fixture and prayer: the mean of ours − published and how many of each difference.
  private var prayerTable: [String] {
    var lines = [
      "Ours − published, minutes (positive: ours later), per fixture and prayer: the mean and how many times of each difference.",
      "",
      "| fixture | prayer | mean | ≤ −3 | −2 | −1 | 0 | +1 | +2 | ≥ +3 |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for c in comparisons {
      for column in 0..<6 {
        let ds = c.differences.compactMap { $0[column] }
        var bins = [Int](repeating: 0, count: 7)
        for d in ds { bins[min(max(d, -3), 3) + 3] += 1 }
        lines.append(
          "| `\(c.fixture.path)` | \(Self.prayerNames[column]) | \(Self.mean(ds)) | "
            + bins.map(String.init).joined(separator: " | ") + " |")
      }
    }
    return lines
  }

  /// For the fixtures that cover a year: the mean difference per prayer and month.
  private var monthTables: [String] {
    var lines = [
      "The mean of ours − published per month, for the tables that cover a whole year:",
      "",
      "| fixture | prayer | " + (1...12).map { String(format: "%02d", $0) }.joined(separator: " | ") + " |",
      "|---|---|" + String(repeating: "---:|", count: 12),
    ]
    for c in comparisons where Set(c.months).count == 12 && c.fixture.days.count >= 360 {
      for column in 0..<6 {
        let means = (1...12).map { month in
          Self.mean(zip(c.differences, c.months).compactMap { $0.1 == month ? $0.0[column] : nil })
        }
        lines.append("| `\(c.fixture.path)` | \(Self.prayerNames[column]) | " + means.joined(separator: " | ") + " |")
      }
    }
    return lines
  }

  private static func cells(_ t: Tally) -> String {
    [
      "\(t.times)", percent(t.exact, t.times), percent(t.withinOne, t.times), percent(t.withinTwo, t.times),
      "\(t.worst)", "\(t.outsideTolerance)",
    ].joined(separator: " | ")
  }

  /// `1234 (95.1 %)`: the count first, so that the committed page can be read back.
  static func percent(_ n: Int, _ of: Int) -> String {
    of == 0 ? "0" : String(format: "%d (%.1f %%)", n, 100 * Double(n) / Double(of))
  }

  private static func signed(_ d: Int) -> String { d > 0 ? "+\(d)" : d < 0 ? "−\(-d)" : "0" }

  private static func mean(_ ds: [Int]) -> String {
    guard !ds.isEmpty else { return "" }
    let m = Double(ds.reduce(0, +)) / Double(ds.count)
    let text = String(format: "%+.1f", m).replacingOccurrences(of: "-", with: "−")
    return text == "−0.0" ? "+0.0" : text
  }

  /// The counts of a committed page, by authority and by fixture path: (times, exact, within 1,
  /// within 2), read from the counts before each `(… %)` (a fixture's times are its days × 6).
  static func committedCounts(_ page: String) -> [String: (times: Int, exact: Int, withinOne: Int, withinTwo: Int)] {
    var counts: [String: (Int, Int, Int, Int)] = [:]
    for line in page.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let isAuthority = cells.count == 8, isFixture = cells.count == 7 && cells[0].hasPrefix("`")
      guard isAuthority || isFixture, let n = Int(cells[isAuthority ? 2 : 1]) else { continue }
      let shares = cells[3...5].compactMap { $0.split(separator: " ").first.flatMap { Int($0) } }
      guard shares.count == 3 else { continue }
      let name = isAuthority ? cells[0] : String(cells[0].dropFirst().dropLast())
      counts[name] = (isAuthority ? n : 6 * n, shares[0], shares[1], shares[2])
    }
    return counts
  }
}
