import Astro
import Foundation

/// Why a zone could not be read.
public enum ZoneSpecError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownZone(String)
  case badOffset(String)

  public var description: String {
    switch self {
    case .unknownZone(let s):
      return
        "unknown time zone '\(s)': give an IANA name such as 'Asia/Riyadh' or 'Europe/London', "
        + "'UTC', or a fixed offset such as '+05:30' or '-03:00'"
    case .badOffset(let s):
      return
        "bad UTC offset '\(s)': write it as +HH:MM or -HH:MM (e.g. '+05:30'), "
        + "at most \(ZoneSpec.maximumOffsetHours) hours"
    }
  }
}
