// Fuzz target `snapshot`: the widget snapshot's decoder and the reader behind it.
//
// The input is the snapshot file's bytes. The moment and the pending taps are derived from the
// input's last bytes (so that the fuzzer varies them too) and from the snapshot itself when it
// decodes (a moment inside a segment, taps on its days), so that the reader's whole path runs.
// Checked: nothing traps; a decoded snapshot re-encodes to bytes that decode to the same
// snapshot; a timeline's entries are in order and bounded.
import Foundation
import PrayerSnapshot

/// Eight bytes of the input read as a number, counting from the end (0 when too short).
private func word(_ bytes: UnsafeBufferPointer<UInt8>, fromEnd k: Int) -> UInt64 {
  var v: UInt64 = 0
  for i in 0..<8 {
    let j = bytes.count - 1 - k * 8 - i
    guard j >= 0 else { break }
    v = v << 8 | UInt64(bytes[j])
  }
  return v
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let data = Data(bytes)
  let h0 = word(bytes, fromEnd: 0)
  let h1 = word(bytes, fromEnd: 1)

  var moments: [Int64] = [Int64(bitPattern: h0), 0, .min, .max]
  var taps: [WidgetTap] = [
    WidgetTap(date: "2026-11-29", prayer: .dhuhr, at: Instant(millisecondsSince1970: Int64(bitPattern: h1)))
  ]
  if let snapshot = WidgetSnapshot.decode(data) {
    // The writer and the decoder agree: what decoded encodes back to the same snapshot.
    guard let again = WidgetSnapshot.decode(snapshot.encoded()), again == snapshot else {
      fatalError("a decoded snapshot does not survive encoding and decoding again")
    }
    let segment = snapshot.segments[Int(h0 % UInt64(snapshot.segments.count))]
    let width = UInt64(segment.to - segment.from)
    moments.append(segment.from + Int64(h1 % width))
    moments.append(snapshot.horizonEnd)
    moments.append(snapshot.segments[0].from - 1)
    let day = snapshot.days[Int(h1 % UInt64(snapshot.days.count))]
    for (k, prayer) in day.prayers.enumerated() where (h0 >> k) & 1 == 1 {
      taps.append(WidgetTap(date: day.date, prayer: prayer.id, at: Instant(millisecondsSince1970: prayer.at + Int64(k))))
    }
    for now in moments { _ = WidgetReader.upcomingOccasions(of: snapshot, now: Instant(millisecondsSince1970: now)) }
  }
  for now in moments {
    _ = WidgetReader.state(of: data, now: Instant(millisecondsSince1970: now), taps: taps)
  }
  let now = moments.count > 4 ? moments[4] : moments[0]
  let timeline = WidgetReader.timeline(of: data, now: Instant(millisecondsSince1970: now), taps: taps)
  guard !timeline.entries.isEmpty,
    zip(timeline.entries, timeline.entries.dropFirst()).allSatisfy({ $0.at <= $1.at })
  else { fatalError("a timeline without entries, or with entries out of order") }
  return 0
}
