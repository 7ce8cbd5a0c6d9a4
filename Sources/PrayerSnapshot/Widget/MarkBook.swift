import Astro
import Foundation

/// The app's record of the prayers marked as prayed, and of the queued taps already applied to
/// it (see ``TapQueue``). Its file is what `--marks` reads.
///
/// JSON: `{"appliedTaps":["…"],"marks":[{"date":"YYYY-MM-DD","prayer":"fajr"},…]}`, sorted; a
/// bare array of marks (the older `--marks` form) reads as a book with no applied taps.
public struct MarkBook: Sendable, Hashable {
  public var marks: Set<PrayerMark>
  public var appliedTaps: Set<String>

  public init(marks: Set<PrayerMark> = [], appliedTaps: Set<String> = []) {
    self.marks = marks
    self.appliedTaps = appliedTaps
  }

  /// Marks the prayer, or unmarks it if it was marked (a second tap undoes the first).
  public mutating func toggle(_ mark: PrayerMark) {
    if marks.remove(mark) == nil { marks.insert(mark) }
  }

  private struct Mark: Codable {
    let date: String
    let prayer: String
  }

  private struct Book: Codable {
    let appliedTaps: [String]
    let marks: [Mark]
  }

  /// The book in `data`, or `nil` if it is not one.
  public static func decode(_ data: Data) -> MarkBook? {
    let decoder = JSONDecoder()
    func marks(_ items: [Mark]) -> Set<PrayerMark>? {
      var result = Set<PrayerMark>()
      for item in items {
        guard let date = CivilDate(iso8601: item.date), let prayer = PrayerID(rawValue: item.prayer)
        else { return nil }
        result.insert(PrayerMark(date: date, prayer: prayer))
      }
      return result
    }
    if let book = try? decoder.decode(Book.self, from: data), let m = marks(book.marks),
      book.appliedTaps.allSatisfy(QueuedTap.isValidID)
    {
      return MarkBook(marks: m, appliedTaps: Set(book.appliedTaps))
    }
    if let items = try? decoder.decode([Mark].self, from: data), let m = marks(items) {
      return MarkBook(marks: m)
    }
    return nil
  }

  /// The JSON, keys and items sorted.
  public func encoded() -> Data {
    let sorted = marks.sorted {
      ($0.date.julianDayNumber, $0.prayer.rawValue) < ($1.date.julianDayNumber, $1.prayer.rawValue)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let book = Book(
      appliedTaps: appliedTaps.sorted(),
      marks: sorted.map { Mark(date: $0.date.description, prayer: $0.prayer.rawValue) })
    return (try? encoder.encode(book)) ?? Data("{\"appliedTaps\":[],\"marks\":[]}".utf8)
  }
}
