import Astro
import Foundation

/// What the widget shows at one moment.
public enum WidgetState: Sendable, Hashable {
  /// The snapshot cannot be read (unknown or newer version, damaged bytes): ask for the app.
  case openApp(caption: String)
  /// The moment is outside the snapshot's horizon: never show an old schedule.
  case needsRefresh(caption: String)
  /// The day, its prayers with the taps laid over them, and the countdown.
  case showing(WidgetDisplay)
}
