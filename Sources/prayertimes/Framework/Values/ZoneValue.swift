import PrayerSnapshot

/// A time zone: an IANA name, `UTC`, or a fixed offset (``ZoneSpec``).
enum ZoneValue {
  static func parse(_ text: String, option: String = "--tz") throws(CommandFailure) -> ZoneSpec {
    do { return try ZoneSpec(parsing: text) } catch {
      throw .usage("'\(option)': \(error.description)")
    }
  }
}
