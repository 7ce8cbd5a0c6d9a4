#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The Sun's apparent place tabulated at 0h UT of consecutive days, for interpolation.
///
/// Positions depend on time only, not on the place: one ephemeris serves every location, so a
/// timetable for many places or many days computes each ``SolarPosition`` once. A solar day
/// interpolates the five nodes nearest its transit with a quartic (Meeus 1998, ch. 3); within a
/// day of the middle node the interpolation error is below 10⁻⁴″.
///
///     let ephemeris = SolarEphemeris(dates: start...end)     // pads two days each side
///     let times = PrayerTimes(coordinates: c, date: d, utcOffsetSeconds: o,
///                             parameters: p, ephemeris: ephemeris)
public struct SolarEphemeris: Sendable {
  /// The Julian day number of the first node (at 0h UT of that day, i.e. JD = first − 0.5).
  public let firstDayNumber: Int
  /// α − Eₑ: apparent right ascension less the equation of the equinoxes, radians, unwrapped
  /// so that consecutive values differ by about 1°.
  private let ra: [Double]
  /// Apparent declination, radians.
  private let dec: [Double]
  /// Distance in au.
  private let distance: [Double]

  /// Nodes at 0h UT of the days with Julian day numbers `dayNumbers`.
  public init(dayNumbers: ClosedRange<Int>) {
    firstDayNumber = dayNumbers.lowerBound
    var ra: [Double] = []
    var dec: [Double] = []
    var distance: [Double] = []
    ra.reserveCapacity(dayNumbers.count)
    dec.reserveCapacity(dayNumbers.count)
    distance.reserveCapacity(dayNumbers.count)
    for n in dayNumbers {
      let p = SolarPosition(at: JulianDate(Double(n) - 0.5))
      var a = p.rightAscension - p.nutation.equationOfTheEquinoxes
      if let last = ra.last { a = last + remainder(a - last, 2 * .pi) }
      ra.append(a)
      dec.append(p.declination)
      distance.append(p.distance)
    }
    self.ra = ra
    self.dec = dec
    self.distance = distance
  }

  /// An ephemeris covering every solar day, anywhere on the Earth, of the local dates `dates`
  /// (with the days before and after them that midnight and the high-latitude rules need).
  public init(dates: ClosedRange<CivilDate>) {
    // A day's window needs the nodes three days each side of the 0h UT node nearest its transit,
    // which is that date's or the next day's (zone offsets reach −12 h and +14 h).
    self.init(dayNumbers: (dates.lowerBound.julianDayNumber - 3)...(dates.upperBound.julianDayNumber + 4))
  }

  /// The Julian day numbers whose 0h UT nodes are tabulated.
  public var dayNumbers: ClosedRange<Int> { firstDayNumber...(firstDayNumber + ra.count - 1) }

  /// The five nodes centred on the 0h UT node nearest `instant`, or `nil` if not all are here.
  func nodes(around instant: Double) -> SolarNodes? {
    let middle = Int((instant + 0.5).rounded())  // JD n − 0.5 is 0h UT of day number n
    let i = middle - firstDayNumber
    guard i >= 2, i + 2 < ra.count else { return nil }
    let shift = ra[i]  // keep values near [0, 2π) for precision
    let base = shift - Angle(radians: shift).normalized().radians
    return SolarNodes(
      center: Double(middle) - 0.5,
      ra: (ra[i - 2] - base, ra[i - 1] - base, ra[i] - base, ra[i + 1] - base, ra[i + 2] - base),
      dec: (dec[i - 2], dec[i - 1], dec[i], dec[i + 1], dec[i + 2]),
      distance: distance[i])
  }
}

/// Five of the Sun's apparent places a day apart, as quartic polynomials in days from the middle.
struct SolarNodes: Sendable {
  typealias Five = (Double, Double, Double, Double, Double)
  /// The instant (JD, UT) of the middle node.
  let center: Double
  /// Polynomial coefficients c₀…c₄ of α − Eₑ and δ in n = t − center (days).
  let raCoefficients: Five
  let decCoefficients: Five
  /// The Sun's distance at the middle node, au.
  let distance: Double

  init(center: Double, ra: Five, dec: Five, distance: Double) {
    self.center = center
    raCoefficients = SolarNodes.quartic(ra)
    decCoefficients = SolarNodes.quartic(dec)
    self.distance = distance
  }

  /// Five positions computed directly, centred on the 0h UT node nearest `instant`.
  init(computedAround instant: Double) {
    let middle = (instant + 0.5).rounded() - 0.5
    let p = (-2...2).map { SolarPosition(at: JulianDate(middle + Double($0))) }
    func a(_ k: Int) -> Double { p[k].rightAscension - p[k].nutation.equationOfTheEquinoxes }
    let a2 = a(2)
    func near(_ x: Double) -> Double { a2 + remainder(x - a2, 2 * .pi) }
    self.init(
      center: middle,
      ra: (near(a(0)), near(a(1)), a2, near(a(3)), near(a(4))),
      dec: (p[0].declination, p[1].declination, p[2].declination, p[3].declination, p[4].declination),
      distance: p[2].distance)
  }

  /// The quartic through (−2, y₋₂) … (2, y₂), as monomial coefficients: c₁…c₄ are the
  /// central-difference derivatives f′, f″/2, f‴/6 and f⁗/24 at 0, exact for a quartic.
  static func quartic(_ y: Five) -> Five {
    let (m2, m1, z, p1, p2) = y
    return (
      z,
      (m2 - 8 * m1 + 8 * p1 - p2) / 12,
      (-m2 + 16 * m1 - 30 * z + 16 * p1 - p2) / 24,
      (-m2 + 2 * m1 - 2 * p1 + p2) / 12,
      (m2 - 4 * m1 + 6 * z - 4 * p1 + p2) / 24
    )
  }

  /// The polynomial and its derivative at n.
  @inline(__always)
  static func evaluate(_ c: Five, _ n: Double) -> (value: Double, rate: Double) {
    let value = (((c.4 * n + c.3) * n + c.2) * n + c.1) * n + c.0
    let rate = ((4 * c.4 * n + 3 * c.3) * n + 2 * c.2) * n + c.1
    return (value, rate)
  }
}
