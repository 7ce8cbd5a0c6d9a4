// Fuzz target `tapqueue`: the decoder of the taps queue file (`TapQueue.decode`, one JSON object
// per line) and of the app's mark book (`MarkBook.decode`), both given the input's bytes.
//
// Checked: nothing traps; the queue's taps have distinct ids, and each written back as its line
// decodes to itself; no more taps and damaged lines than lines; a mark book encodes to bytes that
// decode to the same book.
import Foundation
import PrayerSnapshot

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)

  let contents = TapQueue.decode(bytes)
  let lines = bytes.prefix(TapQueue.maximumBytes).split(
    separator: 0x0A, omittingEmptySubsequences: true
  ).count
  guard contents.taps.count + contents.damagedLines <= lines,
    Set(contents.taps.map(\.id)).count == contents.taps.count
  else { fatalError("\(contents.taps.count) taps, \(contents.damagedLines) damaged of \(lines) lines") }
  for queued in contents.taps {
    let line = Array((queued.json + "\n").utf8)
    let again = TapQueue.decode(line)
    guard again.taps == [queued], again.damagedLines == 0 else {
      fatalError("the tap \(queued) does not survive being written back")
    }
  }

  if let book = MarkBook.decode(Data(bytes)) {
    guard MarkBook.decode(book.encoded()) == book else {
      fatalError("a mark book does not survive encoding and decoding again")
    }
  }
  return 0
}
