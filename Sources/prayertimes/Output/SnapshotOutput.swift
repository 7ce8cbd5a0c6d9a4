import Foundation
import PrayerSnapshot

/// `--format snapshot`: the widget snapshot on standard output, or written to `--out` (not
/// rewritten when the file already holds the same content).
enum SnapshotOutput {
  static func output(_ settings: SnapshotSettings, setup: PrayerSetup, now: Instant) -> CommandOutput {
    // The place label: --place, else the --city place's name; the occasions: --occasions, else
    // the place's country's set.
    let request = SnapshotRequest(
      setup, locale: settings.locale, occasionSet: settings.occasions, marks: settings.marks,
      place: settings.place, now: now)
    let snapshot: WidgetSnapshot
    do {
      snapshot = try SnapshotBuilder.build(request)
    } catch {
      return CommandOutput([.failure(.runtime(error.description))])
    }
    guard let path = settings.out else {
      return CommandOutput([.standardOutput(snapshot.encoded() + Data("\n".utf8))])
    }
    return CommandOutput([
      .effect { () throws(CommandFailure) -> CommandOutput in
        let written: Bool
        do {
          written = try SnapshotWriter.write(snapshot, to: URL(fileURLWithPath: path))
        } catch {
          throw .runtime("cannot write the snapshot to '\(path)': \(String(describing: error))")
        }
        let first = snapshot.days.first?.date ?? "?"
        return CommandOutput([
          .note(
            written
              ? "Wrote the snapshot to \(path): \(snapshot.days.count) prayer days from \(first), "
                + "content hash \(snapshot.contentHash)."
              : "Unchanged: \(path) already holds a snapshot with content hash "
                + "\(snapshot.contentHash); not rewritten.")
        ])
      }
    ])
  }
}
