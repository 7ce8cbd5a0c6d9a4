/// A table of month starts: month k (0-based from Muharram of `firstYear`) runs from
/// `starts[k]` to `starts[k + 1] − 1` (Julian day numbers).
struct MonthTable: Sendable {
  let firstYear: Int
  let starts: [Int32]

  /// The years covered.
  var years: ClosedRange<Int> { firstYear...(firstYear + (starts.count - 1) / 12 - 1) }
  /// The first day and the day after the last.
  var firstDay: Int { Int(starts[0]) }
  var endDay: Int { Int(starts[starts.count - 1]) }

  /// The start of month (y, m), or `nil` outside the table.
  func start(year y: Int, month m: Int) -> Int? {
    let k = (y - firstYear) * 12 + (m - 1)
    guard k >= 0, k < starts.count - 1 else { return nil }
    return Int(starts[k])
  }

  /// The start of month (y, m), including the month just after the table (whose start is the
  /// table's end), or `nil`.
  func boundary(year y: Int, month m: Int) -> Int? {
    let k = (y - firstYear) * 12 + (m - 1)
    guard k >= 0, k < starts.count else { return nil }
    return Int(starts[k])
  }

  /// The (year, month, day) of a day inside the table, or `nil`.
  func date(julianDayNumber jdn: Int) -> (year: Int, month: Int, day: Int)? {
    guard jdn >= firstDay, jdn < endDay else { return nil }
    // Binary search for the last start ≤ jdn.
    var lo = 0
    var hi = starts.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if Int(starts[mid]) <= jdn { lo = mid } else { hi = mid }
    }
    return (firstYear + lo / 12, lo % 12 + 1, jdn - Int(starts[lo]) + 1)
  }

  /// The ICU/JDK Umm al-Qura table, 1300–1600 AH, from its 12-bit month-length masks.
  static let ummAlQuraICU: MonthTable = {
    var starts: [Int32] = []
    starts.reserveCapacity(UmmAlQuraICU.masks.count * 12 + 1)
    var day = Int32(UmmAlQuraICU.firstDayNumber)
    for mask in UmmAlQuraICU.masks {
      for m in 0..<12 {
        starts.append(day)
        day += mask & (1 << UInt16(m)) != 0 ? 30 : 29
      }
    }
    starts.append(day)
    return MonthTable(firstYear: UmmAlQuraICU.firstYear, starts: starts)
  }()

  /// The published Umm al-Qura calendar (hijridate lineage), 1343–1500 AH.
  static let ummAlQuraPublished: MonthTable = {
    let first = Int32(UmmAlQuraPublished.firstDayNumber)
    return MonthTable(
      firstYear: UmmAlQuraPublished.firstYear,
      starts: UmmAlQuraPublished.offsets.map { first + Int32($0) })
  }()
}
