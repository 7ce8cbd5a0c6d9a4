import Astro

/// Where a country came from.
public enum CountrySource: Sendable {
  /// The named place's country.
  case place(Place)
  /// The nearest place of the table (its country counts only within
  /// ``ZoneInference/maximumDistanceKm``: ``ZoneInference/Inference/isNear``).
  case inferred(ZoneInference.Inference)
}
