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
}
