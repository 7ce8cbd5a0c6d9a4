import Astro
import Foundation
import Hijri

/// Why no snapshot could be built.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A prayer (or sunrise) does not happen on a day of the horizon with these parameters.
  case missingTime(date: CivilDate, time: String)
  /// The day's times are not in order (a widget segment would run backwards).
  case timesOutOfOrder(date: CivilDate)
  /// A day of the snapshot is outside ``SupportedYears`` (its times would be an extrapolation).
  case outsideSupportedYears(OutsideSupportedYears)

  public var description: String {
    switch self {
    case .missingTime(let date, let time):
      return
        "\(time) does not happen on \(date) with these parameters: a widget needs every prayer "
        + "time; choose a high-latitude rule (e.g. --high-lat twilight-angle) and a polar "
        + "resolution (e.g. --polar nearest-latitude)"
    case .timesOutOfOrder(let date):
      return "the prayer times of \(date) are not in order; check the adjustments"
    case .outsideSupportedYears(let outside):
      return outside.description
    }
  }
}
