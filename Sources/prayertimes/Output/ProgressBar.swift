import Dispatch
import Foundation
import PrayerSnapshot

/// A progress bar on standard error (a terminal only): places done of all, elapsed time, and
/// the time left, redrawn ten times a second.
final class ProgressBar: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let label: String
  private var done = 0
  private let start = DispatchTime.now()
  private var timer: DispatchSourceTimer?
  /// Where the bar is drawn, one draw at a time.
  private let queue = DispatchQueue(label: "prayertimes.batch.progress")

  init(total: Int, label: String, enabled: Bool) {
    self.total = total
    self.label = label
    guard enabled, total > 0 else { return }
    let t = DispatchSource.makeTimerSource(queue: queue)
    t.setEventHandler { [weak self] in self?.draw() }
    timer = t
    queue.sync { draw() }
    t.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
    t.resume()
  }

  /// `n` more places done (called by the workers).
  func advance(_ n: Int) {
    lock.lock()
    done += n
    lock.unlock()
  }

  private func draw() {
    lock.lock()
    let done = self.done
    lock.unlock()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    let fraction = total > 0 ? Double(done) / Double(total) : 1
    let width = 30
    let filled = min(width, Int(fraction * Double(width)))
    var line = "\r\u{1B}[K\(label) [" + String(repeating: "█", count: filled)
      + String(repeating: "░", count: width - filled) + "] "
      + String(format: "%3d%% ", Int(fraction * 100))
      + "\(NumberText.grouped(done))/\(NumberText.grouped(total)) places · "
      + String(format: "%.1f s", elapsed)
    if done > 0, done < total {
      line += String(format: " · %.0f s left", elapsed / Double(done) * Double(total - done))
    }
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Stops drawing and clears the line.
  func finish() {
    guard let timer else { return }
    timer.cancel()
    self.timer = nil
    // Let a draw in progress end before the line is cleared.
    queue.sync {}
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
