// LeakSanitizer reports the weak-reference side table of an object that is still alive at exit
// (see ../lsan.supp, rule 1).
//   swiftc -sanitize=address -g lsan_side_table_at_exit.swift -o /tmp/p && /tmp/p
// prints "Direct leak of 32 byte(s)" allocated in formWeakReference <- swift_weakInit <- peek.
import Foundation

final class Bar { var n = 1 }
let bar = Bar()  // alive until exit

func peek() -> Int {
  weak var w = bar  // a weak reference: bar gets a side table...
  return w?.n ?? 0
}  // ...and the weak reference is gone again

print(peek())
exit(0)
