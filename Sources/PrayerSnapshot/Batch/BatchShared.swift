import Astro
import Foundation
import Hijri

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state the workers share: which file is next, the summary, the first error.
final class BatchShared: @unchecked Sendable {
  private let lock = NSLock()
  private let order: [Int]
  private var next = 0
  private(set) var error: String?
  var summary = BatchSummary()
  var pending: [(scratch: String, target: String)] = []

  init(order: [Int]) { self.order = order }

  /// The next file to write, or `nil` when none is left or a worker failed.
  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard error == nil, next < order.count else { return nil }
    next += 1
    return order[next - 1]
  }

  var failed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return error != nil
  }

  func fail(_ message: String) {
    lock.lock()
    if error == nil { error = message }
    lock.unlock()
  }

  /// A worker's totals and written files, when it stops.
  func finish(_ s: BatchSummary, pending files: [(String, String)]) {
    lock.lock()
    summary.files += s.files
    summary.bytes += s.bytes
    summary.places += s.places
    summary.rows += s.rows
    summary.locationDays += s.locationDays
    summary.checksum += s.checksum
    summary.astronomyNanoseconds += s.astronomyNanoseconds
    summary.restNanoseconds += s.restNanoseconds
    summary.setupNanoseconds = max(summary.setupNanoseconds, s.setupNanoseconds)
    pending += files
    lock.unlock()
  }
}
