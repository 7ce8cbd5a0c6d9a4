import Astro
import Foundation
import Hijri

/// The format of a batch run's files.
public enum BatchFormat: String, Sendable, CaseIterable {
  /// RFC 4180, a header row, one row per place and date.
  case csv
  /// One compact JSON document per file.
  case json
}

/// How a batch run's output is split into files.
public enum BatchSplit: String, Sendable, CaseIterable {
  /// One file per country (`TR.csv`; `XX` for places of no known country).
  case country
  /// One file per place (`745044.csv`: the place's id).
  case place
}

/// What a batch run does with the times (the last two only measure).
public enum BatchMode: String, Sendable, CaseIterable {
  /// Compute, format and write the files.
  case write
  /// Compute and format, write nothing.
  case format
  /// Compute only: the astronomy and the choice of the day, no text.
  case compute
}

/// A place of a batch run, with its zone and method chosen.
public struct BatchPlace: Sendable, Hashable {
  /// The place's id: the GeoNames id for the embedded table, the line number for a file.
  public var id: String
  public var name: String
  /// The ISO 3166-1 alpha-2 code, or `nil` when no country is known.
  public var country: String?
  public var coordinates: Coordinates
  /// An index into ``BatchJob/zones``.
  public var zone: Int
  /// An index into ``BatchJob/methods``.
  public var method: Int

  public init(
    id: String, name: String, country: String?, coordinates: Coordinates, zone: Int, method: Int
  ) {
    self.id = id
    self.name = name
    self.country = country
    self.coordinates = coordinates
    self.zone = zone
    self.method = method
  }
}

/// Parameters shared by places: a method preset (with any options applied) and its name.
public struct BatchMethod: Sendable, Hashable {
  /// The preset's id (`umm-al-qura`).
  public var name: String
  public var parameters: CalculationParameters

  public init(name: String, parameters: CalculationParameters) {
    self.name = name
    self.parameters = parameters
  }
}

/// One machine's share of a run: shard `index` of `count` (1-based).
public struct BatchShard: Sendable, Hashable {
  public let index: Int
  public let count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// The whole run.
  public static let whole = BatchShard(index: 1, count: 1)!
}

/// An output file of a run: its name (without extension) and its places, in order.
public struct BatchFile: Sendable, Hashable {
  public let name: String
  public let places: [Int]
}

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
  public var hijriCalendar: HijriCalendar
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
    hijriCalendar: HijriCalendar = .ummAlQura, format: BatchFormat = .csv,
    split: BatchSplit = .country, shard: BatchShard = .whole, threads: Int = 1,
    directory: String, mode: BatchMode = .write
  ) {
    self.year = year
    self.days = days
    self.places = places
    self.zones = zones
    self.methods = methods
    self.hijriCalendar = hijriCalendar
    self.format = format
    self.split = split
    self.shard = shard
    self.threads = threads
    self.directory = directory
    self.mode = mode
  }

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

/// What a run did.
public struct BatchSummary: Sendable {
  /// The files written (or, when measuring, that would be), the list of places excluded.
  public var files = 0
  /// Their bytes (formatted, when measuring with ``BatchMode/format``).
  public var bytes = 0
  /// The places computed.
  public var places = 0
  /// The rows written: one per place and date (a date its zone skips has none).
  public var rows = 0
  /// The location-days computed (rows plus skipped dates).
  public var locationDays = 0
  /// The days of the year.
  public var days = 0
  /// The list of places written (its name), `nil` when measuring.
  public var manifest: String?
  /// A sum over the times computed (keeps ``BatchMode/compute`` from being optimized away).
  public var checksum = 0.0
  /// CPU time spent, summed over the threads: computing the times (``PrayerTimes``), and the
  /// rest of the work on the places (choosing the rows, the text, writing it out).
  public var astronomyNanoseconds: UInt64 = 0
  public var restNanoseconds: UInt64 = 0
  /// Before the places (the year's ephemeris, Hijri dates, zone offsets: each worker's own, the
  /// longest), and after them (flushing the file system, renaming the files into place).
  public var setupNanoseconds: UInt64 = 0
  public var commitNanoseconds: UInt64 = 0
}

/// Why a run failed (a file could not be written).
public struct BatchError: Error, Sendable, CustomStringConvertible {
  public let description: String
}
