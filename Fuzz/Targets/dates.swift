// Fuzz target `dates`: the date parsers — `CivilDate(iso8601:)` (Astro), `HijriDate(iso8601:)`
// (Hijri) and the ISO 8601 instant codec (`--now`, `ISO8601.parse`).
//
// The input is the text (UTF-8, repaired). Checked: nothing traps; a parsed date writes back as
// the same text (Gregorian) or as text that parses to the same date (Hijri, whose year may have
// fewer than four digits); a parsed instant written in UTC parses to the same instant.
import Astro
import Foundation
import Hijri
import PrayerSnapshot

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)

  if let date = CivilDate(iso8601: text) {
    guard date.description == text, CivilDate(iso8601: date.description) == date else {
      fatalError("CivilDate '\(text)' writes back as '\(date.description)'")
    }
    _ = date.julianDayNumber
  }
  // The same parser on a slice of a longer string. The padding is a control character, after and
  // before which text always breaks into characters (a letter would take a leading combining
  // mark into its own character, and the slice would not be the same text).
  let padded = "\u{0}" + text + "\u{0}"
  let slice = padded.dropFirst().dropLast()
  guard CivilDate(iso8601: slice) == CivilDate(iso8601: text) else {
    fatalError("CivilDate parses '\(text)' differently as a substring")
  }

  if let date = HijriDate(iso8601: text) {
    guard HijriDate(iso8601: date.description) == date else {
      fatalError("HijriDate '\(text)' writes back as '\(date.description)'")
    }
    for calendar in [HijriCalendar.ummAlQura, .ummAlQuraPublished, .civil] {
      if let day = try? calendar.gregorian(from: date) {
        _ = try? calendar.hijri(from: day)
      }
    }
  }

  if let ms = try? ISO8601.parse(text) {
    let utc = ISO8601.utc(ms)
    // Written in UTC, an instant near the ends of years 1...9999 may leave them: then the parser
    // rightly refuses it.
    if let again = try? ISO8601.parse(utc) {
      guard again == ms else { fatalError("'\(text)' is \(ms) ms, but '\(utc)' is \(again) ms") }
    } else {
      guard utc.hasPrefix("0000-") || utc.hasPrefix("+") else {
        fatalError("'\(text)' is \(ms) ms, whose UTC form '\(utc)' does not parse")
      }
    }
  }
  return 0
}
