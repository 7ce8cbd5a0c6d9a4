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
