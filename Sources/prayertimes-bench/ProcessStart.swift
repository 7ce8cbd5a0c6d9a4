import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process start to output of the sibling `prayertimes` binary (the one built beside this one).
struct ProcessStartWorkload {
  /// `prayertimes --lat 41.0082 --lon 28.9784 --days 14`: zone and method inferred from the
  /// coordinates (the place lookup included), the table on stdout — as docs/performance-notes.md's start-up time.
  static let arguments = ["--lat", "41.0082", "--lon", "28.9784", "--days", "14"]

  let executable: String
  /// The arguments it is run with.
  var arguments = ProcessStartWorkload.arguments

  /// The `prayertimes` binary in this binary's directory, if there is one.
  init?() {
    guard let directory = Bundle.main.executableURL?.resolvingSymlinksInPath()
      .deletingLastPathComponent()
    else { return nil }
    self.init(executable: directory.appendingPathComponent("prayertimes").path)
  }

  /// The binary at `path`, if it is executable.
  init?(executable path: String) {
    guard access(path, X_OK) == 0 else { return nil }
    executable = path
  }

  /// Spawns the tool (`posix_spawn`), reads its stdout (a pipe, as a script would) to the end and
  /// waits for it; returns the wall time in nanoseconds, from just before the spawn to the exit,
  /// or `nil` if it failed or printed nothing.
  func runOnce() -> UInt64? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] =
      ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }

    var pid: pid_t = 0
    let start = monotonicNanoseconds()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(fds[1])
    guard spawned == 0 else {
      close(fds[0])
      return nil
    }
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
      if n > 0 {
        total += n
      } else if n == 0 || errno != EINTR {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = monotonicNanoseconds() - start
    close(fds[0])
    // Exited normally with status 0 (the wait status is `status << 8`).
    guard status == 0, total > 0 else { return nil }
    return elapsed
  }
}

