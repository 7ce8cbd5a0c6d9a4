// Fuzz target `taps`: the parser of the widget's taps file (`prayertimes widget --taps FILE`,
// `WidgetCommand.taps(in:path:)`): a JSON array of {"date", "prayer", "at"}.
//
// The input is the file's bytes. Checked: nothing traps; every tap read has a real date (it
// writes back as itself) and an instant within the accepted range; an error has a message.
import Astro
import Foundation
import PrayerSnapshot

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  do {
    let taps = try WidgetCommand.taps(in: data, path: "taps.json")
    for tap in taps {
      guard CivilDate(iso8601: tap.date)?.description == tap.date,
        tap.at.isWithinLimits
      else { fatalError("a tap read with a bad date or instant: \(tap)") }
    }
  } catch {
    guard !error.message.isEmpty else { fatalError("a taps error without a message") }
  }
  return 0
}
