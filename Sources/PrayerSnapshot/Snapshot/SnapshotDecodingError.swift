import Astro
import Foundation
import Hijri

/// Why bytes are not a snapshot a reader of this version can show.
public enum SnapshotDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// More than ``WidgetSnapshot/maximumEncodedSize`` bytes.
  case tooLarge(bytes: Int)
  /// Arrays and objects nested deeper than ``WidgetSnapshot/maximumNestingDepth``.
  case nestedTooDeep
  /// Another schema version (older, or newer than this reader).
  case unknownVersion(Int)
  /// Not the snapshot's JSON: where and what.
  case notASnapshot(String)
  /// A snapshot that breaks a rule readers rely on (``WidgetSnapshot/isWellFormed``).
  case brokenRule(String)

  public var description: String {
    switch self {
    case .tooLarge(let n):
      return "\(n) bytes: a snapshot has at most \(WidgetSnapshot.maximumEncodedSize)"
    case .nestedTooDeep:
      return "nested deeper than \(WidgetSnapshot.maximumNestingDepth) levels"
    case .unknownVersion(let v):
      return "version \(v): this reader reads version \(WidgetSnapshot.currentVersion)"
    case .notASnapshot(let why): return "not a snapshot: \(why)"
    case .brokenRule(let rule): return "a broken snapshot: \(rule)"
    }
  }
}
