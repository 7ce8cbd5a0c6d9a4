import Foundation

/// What a command asks the dispatcher to do, in order: notes on standard error, bytes on standard
/// output, files written atomically, and effects (work that writes, such as a batch or a tap)
/// that run only when the output is performed.
struct CommandOutput {
  enum Step {
    case note(String)
    case standardOutput(Data)
    case file(FileWrite)
    /// Work that writes; its own output follows.
    case effect(() throws(CommandFailure) -> CommandOutput)
    /// A failure after the steps before it (a note, then why nothing more is done).
    case failure(CommandFailure)
  }

  var steps: [Step]

  init(_ steps: [Step]) { self.steps = steps }

  /// `notes` on standard error, then this.
  func noting(_ notes: [String]) -> CommandOutput { CommandOutput(notes.map(Step.note) + steps) }

  /// `text` and a line break on standard output (a CSV document ends its own lines with CRLF).
  static func text(_ text: String) -> CommandOutput {
    CommandOutput([.standardOutput(Data((text + (text.hasSuffix("\r\n") ? "" : "\n")).utf8))])
  }

  /// `data` on standard output, or written to `out` (then `Wrote NOTE to OUT (N bytes).`).
  static func bytes(_ data: Data, out: String?, note: String) -> CommandOutput {
    CommandOutput([out.map { .file(FileWrite(data: data, path: $0, note: note)) } ?? .standardOutput(data)])
  }
}

/// A file to write atomically (``SnapshotWriter``), and what to say on standard error.
struct FileWrite {
  let data: Data
  let path: String
  /// The sentence after a write.
  let note: String
  /// What the error says cannot be written: `cannot write\(what)'PATH'`.
  var what = " "

  /// `Wrote NOTE to PATH (N bytes).`
  init(data: Data, path: String, note: String) {
    (self.data, self.path, self.note) = (data, path, "Wrote \(note) to \(path) (\(data.count) bytes).")
  }

  init(data: Data, path: String, sentence: String, what: String) {
    (self.data, self.path, self.note, self.what) = (data, path, sentence, what)
  }
}
