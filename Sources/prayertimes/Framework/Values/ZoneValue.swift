import PrayerSnapshot

/// A time zone: an IANA name, `UTC`, or a fixed offset (``ZoneSpec``).
struct ZoneValue: ValueParser {
  func parse(_ text: String, option: String) throws(CommandFailure) -> ZoneSpec {
    do { return try ZoneSpec(parsing: text) } catch {
      throw .usage("'\(option)': \(error.description)")
    }
  }
}
