/// A command of the tool: its description (name, help, option table) and what it does with the
/// arguments the scanner read. `run` computes and returns what to print and write; it never
/// prints, writes or exits itself (``Dispatcher`` does, in one place).
protocol Command: SendableMetatype {
  static var description: CommandDescription { get }
  static func run(_ arguments: Arguments, in environment: CommandEnvironment)
    throws(CommandFailure) -> CommandOutput
}
