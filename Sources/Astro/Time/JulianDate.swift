/// An instant, as a Julian date on the UT time scale.
///
/// The engine treats civil UTC as UT1 (the difference stays below 0.9 s by construction of
/// UTC, and is ignored, as in the reference ephemeris comparisons). A single `Double` near
/// 2.46 × 10⁶ days has a resolution of 2⁻³¹ day ≈ 40 µs, ample for times shown to the second.
///
///     let t = JulianDate(secondsSince1970: 0)
///     t.value   // 2440587.5
public struct JulianDate: Sendable, Hashable, Comparable, Codable {
  /// Days since −4712-01-01 12:00 UT (Julian calendar).
  public var value: Double

  /// Creates an instant from a Julian date in UT.
  public init(_ value: Double) { self.value = value }

  /// The Julian date of the Unix epoch, 1970-01-01T00:00:00Z.
  public static let unixEpoch: Double = 2_440_587.5

  /// J2000.0, 2000-01-01 12:00 (used here on the UT scale).
  public static let j2000: Double = 2_451_545.0

  /// Creates an instant from seconds since 1970-01-01T00:00:00Z.
  public init(secondsSince1970 seconds: Double) { value = JulianDate.unixEpoch + seconds / 86_400 }

  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double { (value - JulianDate.unixEpoch) * 86_400 }

  /// Julian centuries of 36 525 days since J2000.0 on the UT scale (Meeus 1998, eq. 12.1).
  public var centuriesSinceJ2000: Double { (value - JulianDate.j2000) / 36_525 }

  /// The same instant on the dynamical time scale (TT), as a Julian ephemeris day.
  public var julianEphemerisDay: Double { value + DeltaT.seconds(atJulianDate: value) / 86_400 }

  /// The instant `seconds` later.
  public func adding(seconds: Double) -> JulianDate { JulianDate(value + seconds / 86_400) }

  /// Seconds from `self` to `other`.
  public func seconds(to other: JulianDate) -> Double { (other.value - value) * 86_400 }

  public static func < (a: JulianDate, b: JulianDate) -> Bool { a.value < b.value }
}
