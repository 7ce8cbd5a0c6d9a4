/// The rows of an embedded by-country table (`Sources/PrayerSnapshot/Generated/`, written by
/// `Scripts/country_table.py`): one row a line, fields separated by tabs.
enum CountryTable {
  /// The fields of each line of `text`, in order.
  static func rows(_ text: StaticString) -> [[String]] {
    PlaceIndex.bytes(of: text).split(separator: UInt8(ascii: "\n")).map { line in
      line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
  }

  /// The entry of country `code` (case-insensitive) among `entries`, or `fallback` for one not
  /// listed (and for `*`, the fallback's own row).
  static func entry<Entry>(
    _ code: String, in entries: [Entry], fallback: Entry, country: (Entry) -> String
  ) -> Entry {
    let upper = code.uppercased()
    guard upper != "*" else { return fallback }
    return entries.first { country($0) == upper } ?? fallback
  }
}
