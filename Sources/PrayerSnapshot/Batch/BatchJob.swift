import Astro
import Foundation
import Hijri

/// A batch run: every place of a list, every day of a year, into files of a directory.
///
/// The work is split by output file (a country, or a place); a file is written by one thread,
/// start to end, through a fixed buffer, so memory does not grow with the number of places.
/// Which files a shard writes depends only on the place list and the shard (``files()``), so
/// machines can share a run without talking to each other.
public struct BatchJob: Sendable {
  public var year: Int
  /// The number of days from 1 January (`nil`: the whole year).
  public var days: Int?
  public var places: [BatchPlace]
  public var zones: [ZoneSpec]
  public var methods: [BatchMethod]
  /// The distinct Hijri calendars the places are dated by (``BatchPlace/calendar``).
  public var calendars: [HijriCalendar]
  public var format: BatchFormat
  public var split: BatchSplit
  public var shard: BatchShard
  /// Worker threads (at least 1).
  public var threads: Int
  /// The output directory (created if missing).
  public var directory: String
  public var mode: BatchMode

  public init(
    year: Int, days: Int? = nil, places: [BatchPlace], zones: [ZoneSpec], methods: [BatchMethod],
    calendars: [HijriCalendar] = [.ummAlQura], format: BatchFormat = .csv,
    split: BatchSplit = .country, shard: BatchShard = .whole, threads: Int = 1,
    directory: String, mode: BatchMode = .write
  ) {
    self.year = year
    self.days = days
    self.places = places
    self.zones = zones
    self.methods = methods
    self.calendars = calendars
    self.format = format
    self.split = split
    self.shard = shard
    self.threads = threads
    self.directory = directory
    self.mode = mode
  }

  /// The version of the JSON files' schema (`{"schemaVersion", "year", "calendar" (of the file's
  /// first place), "country",
  /// "places": [{"id", "name", "country", "latitude", "longitude", "timeZone", "method", "asr",
  /// "jakimZone" (the JAKIM zone whose times the place takes, else null), "days": […]}]}`).
  public static let jsonSchemaVersion = 1

  /// The file code of places of no known country.
  public static let unknownCountry = "XX"

  /// The file a place goes to (without extension).
  public func fileName(of place: BatchPlace) -> String {
    switch split {
    case .country: return place.country ?? BatchJob.unknownCountry
    case .place: return place.id
    }
  }

  /// The files of this job's shard, in name order (countries) or place order (places).
  ///
  /// - `place`: the places, in list order, cut into `count` contiguous blocks of equal size
  ///   (±1); shard k writes block k.
  /// - `country`: whole countries, dealt largest first (by number of places; ties by code) to
  ///   the shard with the fewest places so far (ties: the lowest shard).
  public func files() -> [BatchFile] {
    switch split {
    case .place:
      let n = places.count
      let lo = (shard.index - 1) * n / shard.count
      let hi = shard.index * n / shard.count
      return (lo..<hi).map { BatchFile(name: places[$0].id, places: [$0]) }
    case .country:
      var byName: [String: [Int]] = [:]
      for (i, p) in places.enumerated() { byName[fileName(of: p), default: []].append(i) }
      let all = byName.map { BatchFile(name: $0.key, places: $0.value) }
      guard shard.count > 1 else { return all.sorted { $0.name < $1.name } }
      let dealing = all.sorted { ($0.places.count, $1.name) > ($1.places.count, $0.name) }
      var load = [Int](repeating: 0, count: shard.count)
      var mine: [BatchFile] = []
      for file in dealing {
        var target = 0
        for s in 1..<shard.count where load[s] < load[target] { target = s }
        load[target] += file.places.count
        if target == shard.index - 1 { mine.append(file) }
      }
      return mine.sorted { $0.name < $1.name }
    }
  }

  /// The file extension of the format.
  var fileExtension: String { format.rawValue }

  /// The name of the list of places this run writes beside its files: `places.csv`, or
  /// `places.K-of-N.csv` for a shard.
  public var manifestName: String {
    shard.count == 1 ? "places.csv" : "places.\(shard.index)-of-\(shard.count).csv"
  }
}
