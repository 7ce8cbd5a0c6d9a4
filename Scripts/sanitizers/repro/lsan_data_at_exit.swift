// LeakSanitizer reports a Data that is still referenced at exit (see ../lsan.supp, rule 2).
//   swiftc -sanitize=address -g lsan_data_at_exit.swift -o /tmp/p && /tmp/p
// prints "Direct leak of 65 byte(s)" (__DataStorage) and "Indirect leak of 67000 byte(s)".
import Foundation

let data = Data(String(repeating: "x", count: 67_000).utf8)  // a global: reachable until exit
FileHandle.standardOutput.write(data.prefix(3))
exit(0)
