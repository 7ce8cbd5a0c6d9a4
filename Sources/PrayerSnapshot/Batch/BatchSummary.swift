import Astro
import Foundation
import Hijri

/// What a run did.
public struct BatchSummary: Sendable {
  /// The files written (or, when measuring, that would be), the list of places excluded.
  public var files = 0
  /// Their bytes (formatted, when measuring with ``BatchMode/format``).
  public var bytes = 0
  /// The places computed.
  public var places = 0
  /// The rows written: one per place and date (a date its zone skips has none).
  public var rows = 0
  /// The location-days computed (rows plus skipped dates).
  public var locationDays = 0
  /// The days of the year.
  public var days = 0
  /// The list of places written (its name), `nil` when measuring.
  public var manifest: String?
  /// A sum over the times computed (keeps ``BatchMode/compute`` from being optimized away).
  public var checksum = 0.0
  /// CPU time spent, summed over the threads: computing the times (``PrayerTimes``), and the
  /// rest of the work on the places (choosing the rows, the text, writing it out).
  public var astronomyNanoseconds: UInt64 = 0
  public var restNanoseconds: UInt64 = 0
  /// Before the places (the year's ephemeris, Hijri dates, zone offsets: each worker's own, the
  /// longest), and after them (flushing the file system, renaming the files into place).
  public var setupNanoseconds: UInt64 = 0
  public var commitNanoseconds: UInt64 = 0
}
