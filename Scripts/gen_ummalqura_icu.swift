// Writes the Umm al-Qura month starts of the ICU/JDK lineage, 1300-01 … 1600-12 AH, as Foundation's
// Calendar(identifier: .islamicUmmAlQura) computes them (UTC), to standard output:
//
//     swift Scripts/gen_ummalqura_icu.swift > Data/hijri/ummalqura_icu_month_starts.csv
//
// Columns: hijri_year,month,gregorian,length,jdn
//   gregorian  ISO 8601 (proleptic Gregorian) date of day 1 of the month
//   length     days in the month (next month's start − this start)
//   jdn        Julian Day Number of day 1 (civil day; 1970-01-01 = 2440588)
//
// Self-checks (any failure: message on stderr, exit status 1, nothing trusted):
//   - each month start converts back to (year, month, 1);
//   - length == next start − this start (1600-12 against 1601-01-01 of the same calendar),
//     equals Calendar.range(of: .day, in: .month), and is 29 or 30;
//   - each month start is at midnight UTC, and the day before it belongs to the previous month.
//
// Foundation on Linux is swift-corelibs/swift-foundation over swift-foundation-icu (ICU 76.1 with
// Swift 6.3.1); the table itself is ICU4C's islamcal.cpp UMALQURA_MONTHLENGTH (1300–1600 AH).
import Foundation

let firstYear = 1300
let lastYear = 1600
let unixEpochJDN = 2440588
let secondsPerDay = 86_400

let utc = TimeZone(secondsFromGMT: 0)!
var ummAlQura = Calendar(identifier: .islamicUmmAlQura)
ummAlQura.timeZone = utc
var gregorian = Calendar(identifier: .gregorian)
gregorian.timeZone = utc

var failures = 0
func fail(_ message: String) {
  failures += 1
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}

/// Midnight UTC of day 1 of Hijri month `month` of `year`, as a day count since 1970-01-01.
func monthStartDay(_ year: Int, _ month: Int) -> Int {
  let components = DateComponents(year: year, month: month, day: 1, hour: 0)
  guard let date = ummAlQura.date(from: components) else {
    fail("Foundation gives no date for \(year)-\(month)-1")
    exit(1)
  }
  let seconds = Int(date.timeIntervalSince1970)
  if seconds % secondsPerDay != 0 { fail("\(year)-\(month)-1 is not at midnight UTC: \(date)") }
  let back = ummAlQura.dateComponents([.year, .month, .day], from: date)
  if back.year != year || back.month != month || back.day != 1 {
    fail("round trip \(year)-\(month)-1 → \(date) → \(back.year ?? -1)-\(back.month ?? -1)-\(back.day ?? -1)")
  }
  let dayBefore = Date(timeIntervalSince1970: Double(seconds - secondsPerDay))
  let prev = ummAlQura.dateComponents([.year, .month], from: dayBefore)
  let expected = month == 1 ? (year - 1, 12) : (year, month - 1)
  if prev.year != expected.0 || prev.month != expected.1 {
    fail("day before \(year)-\(month)-1 is in \(prev.year ?? -1)-\(prev.month ?? -1)")
  }
  return Int((Double(seconds) / Double(secondsPerDay)).rounded(.down))
}

var starts: [(year: Int, month: Int, day: Int)] = []
for year in firstYear...lastYear {
  for month in 1...12 { starts.append((year, month, monthStartDay(year, month))) }
}
let endSentinel = monthStartDay(lastYear + 1, 1)

var out = "hijri_year,month,gregorian,length,jdn\n"
for (k, s) in starts.enumerated() {
  let next = k + 1 < starts.count ? starts[k + 1].day : endSentinel
  let length = next - s.day
  let date = Date(timeIntervalSince1970: Double(s.day * secondsPerDay))
  let range = ummAlQura.range(of: .day, in: .month, for: date)?.count
  if range != length { fail("\(s.year)-\(s.month): length \(length), Calendar.range says \(range ?? -1)") }
  if length != 29 && length != 30 { fail("\(s.year)-\(s.month): length \(length)") }
  let g = gregorian.dateComponents([.year, .month, .day], from: date)
  let iso = String(format: "%04d-%02d-%02d", g.year!, g.month!, g.day!)
  out += "\(s.year),\(s.month),\(iso),\(length),\(s.day + unixEpochJDN)\n"
}

if failures > 0 {
  FileHandle.standardError.write(Data("\(failures) check(s) failed\n".utf8))
  exit(1)
}
FileHandle.standardOutput.write(Data(out.utf8))
FileHandle.standardError.write(Data("ok: \(starts.count) months \(firstYear)-01 … \(lastYear)-12, end sentinel jdn \(endSentinel + unixEpochJDN)\n".utf8))
