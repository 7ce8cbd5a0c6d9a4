/// The Sun's apparent place as ``SolarPosition`` computes it, read from a precomputed table:
/// what a ``SolarEphemeris`` node needs, at a few hundred instructions instead of the full series.
///
/// `Generated/SolarTableData.swift` (`Scripts/gen_sun_table.py`) holds, for every 32 days of
/// dynamical time from 1899-12-01 to 2101-01, Chebyshev series of degree 21 in time for α − Eₑ
/// (the apparent right ascension minus the equation of the equinoxes, Δψ cos ε: mean sidereal
/// time minus it is the apparent hour angle) and δ, and of degree 11 for R, fitted to the very
/// model of ``SolarPosition`` (VSOP87D as embedded, FK5, IAU 1980 nutation, aberration) — the
/// technique of the JPL ephemerides (Newhall 1989, Celest. Mech. 45, 305). The table agrees
/// with that model to 1.1·10⁻¹⁰ rad (2·10⁻⁵″, 10⁻⁶ s of an event) and 3·10⁻⁸ au
/// (`SolarTableTests`), far below the model's own error against DE421. It is data, not a cache:
/// each value depends on its instant alone.
///
/// Coefficients are integers in base-64 digits (`0x30 + d`), highest degree first, one segment
/// per line, so that reading a series is Clenshaw's recurrence as it decodes, with no storage.
enum SolarTable {
  /// The first and last instants (JDE) the table covers.
  static let firstJulianEphemerisDay = SolarTableData.firstJulianEphemerisDay
  static let endJulianEphemerisDay =
    SolarTableData.firstJulianEphemerisDay + SolarTableData.segmentDays * Double(SolarTableData.segmentCount)

  /// α − Eₑ (radians, modulo 2π), δ (radians) and R (au) at `jde`, or `nil` outside the table.
  static func position(julianEphemerisDay jde: Double) -> Position? {
    Segment(containing: jde)?.position(julianEphemerisDay: jde)
  }

  typealias Position = (rightAscensionMinusEquinoxes: Double, declination: Double, distance: Double)

  /// The series of one segment, decoded.
  struct Segment {
    /// The segment's number, from 0.
    let index: Int
    /// The coefficients of α′, δ and R, each series highest degree first, in radians and au.
    private let coefficients: [Double]

    /// The segment covering `jde`, or `nil` outside the table.
    init?(containing jde: Double) {
      let u = (jde - SolarTableData.firstJulianEphemerisDay) / SolarTableData.segmentDays
      guard u >= 0, u < Double(SolarTableData.segmentCount) else { return nil }
      index = Int(u)
      let (a, d, r) = SolarTableData.seriesLengths
      var digits = SolarTableData.digitCounts.utf8Start
      var text = SolarTableData.segments.utf8Start + index * (SolarTableData.lineLength + 1)
      coefficients = [Double](unsafeUninitializedCapacity: a + d + r) { buffer, count in
        for k in 0..<(a + d + r) {
          // A two's-complement integer of `width` base-64 digits.
          let width = Int(digits.pointee &- 0x30)
          digits += 1
          var v = 0
          for _ in 0..<width {
            v = v << 6 | Int(text.pointee &- 0x30)
            text += 1
          }
          let shift = 64 - 6 * width
          let scale = k < a + d ? SolarTableData.angleScale : SolarTableData.distanceScale
          buffer[k] = Double((v << shift) >> shift) * scale
        }
        count = a + d + r
      }
    }

    /// Whether `jde` falls in this segment.
    func contains(_ jde: Double) -> Bool {
      Int((jde - SolarTableData.firstJulianEphemerisDay) / SolarTableData.segmentDays) == index
        && jde >= SolarTableData.firstJulianEphemerisDay
    }

    /// α′, δ and R at `jde` (which must fall in this segment).
    func position(julianEphemerisDay jde: Double) -> Position {
      let u = (jde - SolarTableData.firstJulianEphemerisDay) / SolarTableData.segmentDays
      let x = 2 * (u - Double(index)) - 1
      let (a, d, r) = SolarTableData.seriesLengths
      return coefficients.withUnsafeBufferPointer { c in
        (
          Segment.clenshaw(c, 0, a, x), Segment.clenshaw(c, a, d, x),
          Segment.clenshaw(c, a + d, r, x)
        )
      }
    }

    /// Σ cₖ Tₖ(x) for the `count` coefficients from `start`, highest degree first, by Clenshaw's
    /// recurrence: b_k = c_k + 2x b_{k+1} − b_{k+2}, the sum c₀ + x b₁ − b₂.
    @inline(__always)
    private static func clenshaw(_ c: UnsafeBufferPointer<Double>, _ start: Int, _ count: Int, _ x: Double)
      -> Double
    {
      var b1 = 0.0
      var b2 = 0.0
      let twoX = 2 * x
      for k in start..<(start + count - 1) {
        let b0 = c[k] + twoX * b1 - b2
        b2 = b1
        b1 = b0
      }
      return c[start + count - 1] + x * b1 - b2
    }
  }
}

/// Where a ``SolarEphemeris`` node's Sun comes from: the table's segment of the last instant asked
/// for (decoded once for the nodes that share it), else the series (``VSOP87EarthSweep``, made at
/// its first use). Each value depends on its instant alone.
struct SolarSource {
  private var segment: SolarTable.Segment?
  private var sweep: VSOP87EarthSweep?

  init() {}

  /// α − Eₑ, δ and R at `jde`.
  mutating func position(julianEphemerisDay jde: Double) -> SolarTable.Position {
    if let segment, segment.contains(jde) { return segment.position(julianEphemerisDay: jde) }
    if let next = SolarTable.Segment(containing: jde) {
      segment = next
      return next.position(julianEphemerisDay: jde)
    }
    if sweep == nil { sweep = VSOP87EarthSweep() }
    let p = SolarPosition(julianEphemerisDay: jde, sweep: &sweep!)
    return (p.rightAscension - p.nutation.equationOfTheEquinoxes, p.declination, p.distance)
  }
}
