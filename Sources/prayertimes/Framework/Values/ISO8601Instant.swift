import PrayerSnapshot

/// An ISO 8601 instant with a UTC offset (`--now`), read by the library's one codec
/// (``ISO8601``); the error names the option.
struct ISO8601Instant: ValueParser {
  func parse(_ text: String, option: String) throws(CommandFailure) -> Instant {
    do { return try ISO8601.parse(text) } catch { throw .usage("'\(option)' \(error.description)") }
  }
}
