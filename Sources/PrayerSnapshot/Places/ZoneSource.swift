import Astro

/// Where a zone came from.
public enum ZoneSource: Sendable {
  /// The caller gave it.
  case given
  /// The named place's own IANA zone.
  case place(Place)
  /// The named place's zone is not known to this system's time-zone database: the whole-hour
  /// offset nearest the longitude.
  case placeZoneUnknown(Place)
  /// Inferred from the coordinates (``ZoneInference``), with its reason.
  case inferred(ZoneInference.Inference)

  /// Whether the zone was chosen here rather than given.
  public var isInferred: Bool {
    if case .given = self { return false }
    return true
  }
}
