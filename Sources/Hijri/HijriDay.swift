import Astro

/// A Hijri date and how it was obtained.
public struct HijriDay: Sendable, Hashable {
  /// The date.
  public let date: HijriDate
  /// Table, arithmetic, estimate outside a table, or an announced month start.
  public let source: HijriCalendar.Source

  /// Whether the date is an estimate (outside the calendar's table).
  public var isEstimated: Bool { source == .tabularEstimate }
  /// Whether the date comes from an astronomical rule's prediction.
  public var isPredicted: Bool { source == .predicted }
}
