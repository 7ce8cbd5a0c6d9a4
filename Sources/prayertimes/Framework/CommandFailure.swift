/// Why a command did not do what it was asked, and so its exit status: a usage error (exit 2:
/// what was wrong and what is allowed), a runtime failure (exit 1: a file that cannot be read or
/// written), or `cities` finding no place (exit 1, with its own line).
enum CommandFailure: Error {
  case usage(String)
  case runtime(String)
  case noMatch(String)

  /// What went wrong, without the exit status.
  var message: String {
    switch self {
    case .usage(let m), .runtime(let m), .noMatch(let m): return m
    }
  }

  /// The exit status: 2 for a usage error, 1 otherwise.
  var status: Int32 {
    if case .usage = self { return 2 }
    return 1
  }
}
