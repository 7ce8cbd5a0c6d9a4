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

  /// What the arguments ask for, computed but not yet done: the output (the help, the version, a
  /// failure are outputs too) and the command it is of, which names the usage in an error.
  typealias Outcome = (output: CommandOutput, command: CommandDescription)

  /// Runs the tool on `arguments` (without the program's name); returns the exit status.
  static func main(_ arguments: [String], environment: CommandEnvironment = .current()) -> Int32 {
    let (output, command) = outcome(arguments, environment: environment)
    return perform(output, command)
  }

  /// What `arguments` ask for; nothing is printed or written yet.
  static func outcome(_ arguments: [String], environment: CommandEnvironment) -> Outcome {
    if arguments.contains("--version") { return (.text(version), MainCommand.description) }
    if let first = arguments.first {
      if let sub = subcommands.first(where: { $0.description.name == first }) {
        return sub.outcome(Array(arguments.dropFirst()), environment)
      } else if !first.hasPrefix("-"), let near = Suggestion.subcommand(near: first) {
        let failure = CommandFailure.usage("unknown subcommand '\(first)'; did you mean '\(near)'?")
        return (CommandOutput([.failure(failure)]), MainCommand.description)
      }
    }
    return outcome(of: MainCommand.self, arguments, environment: environment)
  }

  /// What `command` does with `arguments`.
  static func outcome<C: Command>(of command: C.Type, _ arguments: [String], environment: CommandEnvironment)
    -> Outcome
  {
    do {
      guard let parsed = try C.description.scan(arguments) else {
        return (.text(HelpRenderer.render(C.description)), C.description)
      }
      return (try C.run(parsed, in: environment), C.description)
    } catch {
      return (CommandOutput([.failure(error)]), C.description)
    }
  }

  /// Prints, writes and runs what `output` holds; returns the exit status.
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
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
