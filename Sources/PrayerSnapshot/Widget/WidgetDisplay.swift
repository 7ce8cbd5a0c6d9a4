import Astro
import Foundation

/// The picture for one moment inside the horizon.
public struct WidgetDisplay: Sendable, Hashable {
  /// The index of the prayer day in the snapshot.
  public let dayIndex: Int
  /// The prayer day, with each prayer's `marked` status after the pending taps.
  public let day: WidgetSnapshot.Day
  /// The segment containing the moment.
  public let segment: WidgetSnapshot.Segment
  /// The current prayer (after the taps), `nil` between sunrise and Dhuhr.
  public let current: WidgetSnapshot.Prayer?
  /// The next prayer to begin, `nil` only at the horizon's edge.
  public let next: WidgetSnapshot.Prayer?
  /// The countdown to show.
  public let countdown: WidgetCountdown
}
