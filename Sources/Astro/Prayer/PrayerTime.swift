/// One time of a prayer day: when it is and how it was obtained, or why there is none.
public enum PrayerTime: Sendable, Hashable {
  /// The time (after adjustments and rounding), and how it was obtained.
  case at(JulianDate, Origin)
  /// The Sun stays above the altitude that defines this time (or the time it is counted from):
  /// e.g. no Isha by 17° in a northern summer night, no sunset under the midnight sun.
  case sunAlwaysAbove
  /// The Sun stays below that altitude: e.g. no sunrise in the polar night.
  case sunAlwaysBelow

  /// How a time was obtained.
  public enum Origin: String, Sendable, Hashable, CaseIterable {
    /// From the Sun's position: an altitude crossing, the transit, the Asr shadow, or the
    /// midpoint of such instants.
    case astronomical
    /// A fixed number of minutes from an astronomical time (Isha 90 minutes after Maghrib).
    case interval
    /// The Moonsighting Committee's seasonal formula.
    case seasonal
    /// Moved or supplied by a high-latitude rule: the sky does not show it that night.
    case highLatitudeRule
    /// Borrowed from another latitude or date because the Sun does not rise or set that day.
    case polarResolution

    /// Whether the time comes from a rule rather than from the sky (high-latitude or polar).
    public var isEstimated: Bool { self == .highLatitudeRule || self == .polarResolution }

    /// The origin of a time computed from times of origins `self` and `other`: the more
    /// estimated of the two.
    func combined(with other: Origin) -> Origin {
      func rank(_ o: Origin) -> Int {
        switch o {
        case .astronomical: return 0
        case .interval: return 1
        case .seasonal: return 2
        case .highLatitudeRule: return 3
        case .polarResolution: return 4
        }
      }
      return rank(other) > rank(self) ? other : self
    }
  }

  /// The instant, when the time exists.
  public var instant: JulianDate? {
    if case .at(let t, _) = self { return t }
    return nil
  }

  /// How the time was obtained, when it exists.
  public var origin: Origin? {
    if case .at(_, let o) = self { return o }
    return nil
  }

  /// Whether the time comes from a high-latitude rule or a polar resolution.
  public var isEstimated: Bool { origin?.isEstimated ?? false }

  init(_ event: SunEvent, _ origin: Origin = .astronomical) {
    switch event {
    case .at(let t): self = .at(t, origin)
    case .sunAlwaysAbove: self = .sunAlwaysAbove
    case .sunAlwaysBelow: self = .sunAlwaysBelow
    }
  }

  /// The same time moved by `seconds`, with an origin at least as estimated as `origin`.
  func shifted(by seconds: Double, origin newOrigin: Origin? = nil) -> PrayerTime {
    guard case .at(let t, let o) = self else { return self }
    return .at(t.adding(seconds: seconds), newOrigin.map { o.combined(with: $0) } ?? o)
  }

  /// Rounds the time, when it exists, to the nearest minute of a clock `offset` seconds ahead of
  /// UTC (``nearestMinute(_:_:)``), keeping its origin.
  @inline(__always)
  mutating func roundToNearestMinute(_ offset: Double) {
    if case .at(let t, let o) = self { self = .at(nearestMinute(t, offset), o) }
  }

  /// The same time with its origin replaced.
  func with(origin newOrigin: Origin) -> PrayerTime {
    guard case .at(let t, _) = self else { return self }
    return .at(t, newOrigin)
  }
}
