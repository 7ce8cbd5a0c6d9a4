import Astro
import Hijri

/// Where the Hijri calendar came from.
public enum CalendarSource: Sendable, Hashable {
  /// The settings named it.
  case given
  /// The default of the output's language (Türkiye's calendar for Turkish).
  case language(SnapshotLanguage)
  /// Umm al-Qura, the default.
  case `default`
}
