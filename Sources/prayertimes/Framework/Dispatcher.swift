import Foundation
import PrayerSnapshot

/// The one entry point: picks the command by the first argument, has its arguments scanned, runs
/// it, and turns what it returns into output, files and an exit status. Usage errors are reported
/// alike for every command (`Error: …`, `Usage: …`, where to find the help).
enum Dispatcher {
  /// The subcommands, in the order of the top-level help.
  static let subcommands: [Entry] = [
    Entry(HijriCommand.self), Entry(GregorianCommand.self), Entry(OccasionsCommand.self),
    Entry(RamadanCommand.self), Entry(ChartCommand.self), Entry(CitiesCommand.self),
    Entry(BatchCommand.self), Entry(WidgetCommand.self), Entry(TapsCommand.self),
    Entry(MoonCommand.self), Entry(CrescentCommand.self),
  ]

  /// A command, by its description and what it does with its arguments.
  struct Entry: Sendable {
    let description: CommandDescription
    let outcome: @Sendable ([String], CommandEnvironment) -> Outcome

    init<C: Command>(_: C.Type) {
      description = C.description
      outcome = { Dispatcher.outcome(of: C.self, $0, environment: $1) }
    }
  }

  /// The version printed by `--version`.
  static let version = "0.1.0"

  /// What the arguments ask for, computed but not yet done.
  enum Outcome {
    case version
    case help(String)
    case output(CommandOutput, CommandDescription)
    case failure(CommandFailure, CommandDescription)
  }

  /// Runs the tool on `arguments` (without the program's name); returns the exit status.
  static func main(_ arguments: [String], environment: CommandEnvironment = .current()) -> Int32 {
    perform(outcome(arguments, environment: environment))
  }

  /// What `arguments` ask for: the command's output (nothing printed or written yet), its help,
  /// or why not.
  static func outcome(_ arguments: [String], environment: CommandEnvironment) -> Outcome {
    if arguments.contains("--version") { return .version }
    if let first = arguments.first {
      if let sub = subcommands.first(where: { $0.description.name == first }) {
        return sub.outcome(Array(arguments.dropFirst()), environment)
      } else if !first.hasPrefix("-"), let near = suggestion(for: first) {
        return .failure(
          .usage("unknown subcommand '\(first)'; did you mean '\(near)'?"), MainCommand.description)
      }
    }
    return outcome(of: MainCommand.self, arguments, environment: environment)
  }

  /// What `command` does with `arguments`.
  static func outcome<C: Command>(of command: C.Type, _ arguments: [String], environment: CommandEnvironment)
    -> Outcome
  {
    let description = C.description
    do {
      guard let parsed = try description.scan(arguments) else {
        return .help(HelpRenderer.render(description))
      }
      return .output(try C.run(parsed, in: environment), description)
    } catch {
      return .failure(error, description)
    }
  }

  /// Prints, writes and runs what `outcome` holds; returns the exit status.
  static func perform(_ outcome: Outcome) -> Int32 {
    switch outcome {
    case .version:
      FileHandle.standardOutput.write(Data((version + "\n").utf8))
      return 0
    case .help(let text):
      FileHandle.standardOutput.write(Data((text + "\n").utf8))
      return 0
    case .failure(let failure, let description):
      return report(failure, description)
    case .output(let output, let description):
      return perform(output, description)
    }
  }

  static func perform(_ output: CommandOutput, _ description: CommandDescription) -> Int32 {
    for step in output.steps {
      switch step {
      case .note(let text):
        printError(text)
      case .standardOutput(let data):
        FileHandle.standardOutput.write(data)
      case .file(let file):
        do {
          try SnapshotWriter.write(file.data, to: URL(fileURLWithPath: file.path))
        } catch {
          printError("Error: cannot write\(file.what)'\(file.path)': \(error.description)")
          return 1
        }
        printError(file.note)
      case .effect(let work):
        let status: Int32
        do { status = perform(try work(), description) } catch { return report(error, description) }
        if status != 0 { return status }
      case .failure(let failure):
        return report(failure, description)
      }
    }
    return 0
  }

  /// Says what went wrong on standard error; returns the exit status.
  static func report(_ failure: CommandFailure, _ d: CommandDescription) -> Int32 {
    switch failure {
    case .usage(let message):
      printError("Error: \(message)")
      printError("Usage: \(d.usage)")
      printError("  See '\(d.invocation) --help' for more information.")
    case .runtime(let message):
      printError("Error: \(message)")
    case .noMatch(let message):
      printError("No match: \(message). Search with fewer letters, or give --lat and --lon.")
    }
    return failure.status
  }

  /// The subcommand `word` is a typo of: at most two edits away (a swap of neighbours is one),
  /// and fewer than half its letters.
  static func suggestion(for word: String) -> String? {
    let names = subcommands.map { $0.description.name }
    let scored = names.map { ($0, editDistance(Array(word), Array($0))) }
      .filter { $0.1 <= 2 && $0.1 * 2 < $0.0.count }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions, and swaps of two
  /// neighbours, one each.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var d = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : j == 0 ? i : 0 } }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
