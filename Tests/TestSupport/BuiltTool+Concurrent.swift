import Foundation

extension BuiltTool {
  /// Runs the tool once per argument list, several at a time (starting a process costs far more
  /// than most runs' work); the runs in the order of `lists`.
  public func runAll(_ lists: [[String]]) throws -> [ToolRun] {
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var values: [Int: Result<ToolRun, Error>] = [:]
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: lists.count) { i in
      let r = Result { try run(lists[i]) }
      results.lock.lock()
      results.values[i] = r
      results.lock.unlock()
    }
    return try lists.indices.map { i in
      guard let r = results.values[i] else { throw CocoaError(.coderInvalidValue) }
      return try r.get()
    }
  }
}
