import Astro
import Foundation

/// A time zone named on the command line or in settings: an IANA identifier (`Europe/Istanbul`)
/// or a fixed offset (`UTC`, `+05:30`, `-03:00`).
public struct ZoneSpec: Sendable, Hashable {
  /// The zone as Foundation knows it.
  public let timeZone: TimeZone
  /// The name to print: the IANA identifier, or `UTC` / `UTC+05:30` for fixed offsets.
  public let name: String

  /// The largest fixed offset accepted, in hours (real zones run from −12 to +14).
  public static let maximumOffsetHours = 14

  /// Parses a zone, or throws ``ZoneSpecError`` explaining what is accepted.
  public init(parsing text: String) throws(ZoneSpecError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if ["UTC", "Z", "GMT", "utc", "z", "gmt"].contains(trimmed) {
      timeZone = .gmt
      name = "UTC"
      return
    }
    // "UTC+05:30", the name this type prints for a fixed offset, reads back as "+05:30".
    var offsetText = Substring(trimmed)
    if trimmed.hasPrefix("UTC+") || trimmed.hasPrefix("UTC-") { offsetText = offsetText.dropFirst(3) }
    if let first = offsetText.first, first == "+" || first == "-" {
      let seconds: Int
      do { seconds = try ZoneSpec.parseOffset(String(offsetText)) } catch { throw .badOffset(text) }
      guard let zone = TimeZone(secondsFromGMT: seconds) else {
        throw .badOffset(text)
      }
      timeZone = zone
      name = seconds == 0 ? "UTC" : "UTC" + ZoneSpec.formatOffset(seconds)
      return
    }
    // Foundation also reads "GMT+3" and "UTC+3" (as +03:00, where POSIX TZ would read −03:00):
    // accept a name only when Foundation keeps it as given, and ask for "+03:00" otherwise.
    guard !trimmed.isEmpty, let zone = TimeZone(identifier: trimmed), zone.identifier == trimmed
    else { throw .unknownZone(text) }
    timeZone = zone
    name = zone.identifier
  }

  /// The zone of a Foundation `TimeZone` (e.g. `TimeZone.current`): its IANA name, or `UTC` /
  /// `UTC+05:30` for a zone that is only an offset.
  public init(_ timeZone: TimeZone) {
    let id = timeZone.identifier
    if ["UTC", "GMT", "Etc/UTC", "Etc/GMT"].contains(id) {
      self.init(fixedOffsetSeconds: 0)
    } else if id.hasPrefix("GMT+") || id.hasPrefix("GMT-") || id.hasPrefix("UTC+")
      || id.hasPrefix("UTC-")
    {
      self.init(fixedOffsetSeconds: timeZone.secondsFromGMT())
    } else {
      self.init(timeZone: timeZone, name: id)
    }
  }

  private init(timeZone: TimeZone, name: String) {
    self.timeZone = timeZone
    self.name = name
  }

  /// A fixed zone of `seconds` ahead of UTC.
  public init(fixedOffsetSeconds seconds: Int) {
    self.init(
      timeZone: TimeZone(secondsFromGMT: seconds) ?? .gmt,
      name: seconds == 0 ? "UTC" : "UTC" + ZoneSpec.formatOffset(seconds))
  }

  /// `+HH:MM`, `-HH:MM`, `+HHMM` or `+HH`.
  static func parseOffset(_ s: String) throws(ZoneSpecError) -> Int {
    let sign = s.hasPrefix("-") ? -1 : 1
    let body = s.dropFirst()
    let digits: Substring
    var hours = 0
    var minutes = 0
    if body.contains(":") {
      let parts = body.split(separator: ":", omittingEmptySubsequences: false)
      // Digits only: `Int` alone would also take a sign ("+-5:00", "+05:-1").
      guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
        parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
        let h = Int(parts[0]), let m = Int(parts[1])
      else { throw .badOffset(s) }
      hours = h
      minutes = m
    } else {
      digits = body
      guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .badOffset(s) }
      switch digits.count {
      case 2: hours = Int(digits) ?? 99
      case 4:
        hours = Int(digits.prefix(2)) ?? 99
        minutes = Int(digits.suffix(2)) ?? 99
      default: throw .badOffset(s)
      }
    }
    guard hours <= maximumOffsetHours, minutes < 60, hours * 60 + minutes <= maximumOffsetHours * 60
    else { throw .badOffset(s) }
    return sign * (hours * 3600 + minutes * 60)
  }

  /// `+05:30` for 19 800.
  public static func formatOffset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let m = abs(seconds) / 60
    let s = abs(seconds) % 60
    var text = sign + pad2(m / 60) + ":" + pad2(m % 60)
    if s != 0 { text += ":" + pad2(s) }
    return text
  }
}

@inline(__always) func pad2(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
