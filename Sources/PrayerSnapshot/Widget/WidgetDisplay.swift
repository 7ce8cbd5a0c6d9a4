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
  /// The countdown's caption and value as one line (``WidgetReader/captionLine(_:format:value:)``:
  /// the strong one by the snapshot's `captions.endsInFormat` where it has one, Turkish "İkindi
  /// vaktinin çıkmasına 0:12:30 kaldı"; else caption, space, value); `nil` with no countdown.
  public var countdownLine: String? = nil
  /// The countdown's value as a screen reader should speak it, from the snapshot's `spoken`
  /// block (strong: "12 minutes, 30 seconds left"; calm, after the next caption: "in 2 hours,
  /// 15 minutes"); `nil` with no countdown or a snapshot without the block.
  public var spokenCountdown: String? = nil
}
