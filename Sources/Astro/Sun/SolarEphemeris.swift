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
  /// The number of tabulated nodes.
  private let count: Int
  /// The interpolating polynomials centred on each node that has two more on either side:
  /// `windows[i]` is centred on node i + 2.
  private let windows: [SolarNodes]

  /// Nodes at 0h UT of the days with Julian day numbers `dayNumbers`.
  public init(dayNumbers: ClosedRange<Int>) {
    firstDayNumber = dayNumbers.lowerBound
    count = dayNumbers.count
    var nodes: [(hourAngle: Double, sinDec: Double, cosDec: Double, distance: Double)] = []
    nodes.reserveCapacity(dayNumbers.count)
    var source = SolarSource()
    for n in dayNumbers {
      nodes.append(SolarEphemeris.node(dayNumber: n, after: nodes.last?.hourAngle, source: &source))
    }
    // The polynomials of every window, fitted once here rather than at every solar day.
    var windows: [SolarNodes] = []
    windows.reserveCapacity(max(0, nodes.count - 4))
    if nodes.count >= 5 {
      for i in 2..<(nodes.count - 2) {
        let (a, b, c, d, e) = (nodes[i - 2], nodes[i - 1], nodes[i], nodes[i + 1], nodes[i + 2])
        windows.append(
          SolarNodes(
            center: Double(firstDayNumber + i) - 0.5,
            hourAngle: (a.hourAngle, b.hourAngle, c.hourAngle, d.hourAngle, e.hourAngle),
            sinDec: (a.sinDec, b.sinDec, c.sinDec, d.sinDec, e.sinDec),
            cosDec: (a.cosDec, b.cosDec, c.cosDec, d.cosDec, e.cosDec), distance: c.distance))
      }
    }
    self.windows = windows
  }

  /// The node at 0h UT of day number `n`: the Sun's Greenwich hour angle (unwrapped to follow
  /// `previous`, the day before's), sin δ, cos δ and distance, from ``SolarTable`` where it covers
  /// the instant, else from the series.
  static func node(dayNumber n: Int, after previous: Double?, source: inout SolarSource) -> (
    hourAngle: Double, sinDec: Double, cosDec: Double, distance: Double
  ) {
    let t = Double(n) - 0.5
    let p = source.position(julianEphemerisDay: JulianDate(t).julianEphemerisDay)
    let g = SiderealTime.greenwichMean(julianDate: t) - p.rightAscensionMinusEquinoxes
    let expected = previous.map { $0 + SolarNodes.siderealRate } ?? 0
    return (expected + fastRemainder(g - expected, 2 * .pi), sin(p.declination), cos(p.declination), p.distance)
  }

  /// An ephemeris covering every solar day, anywhere on the Earth, of the local dates `dates`
  /// (with the days before and after them that midnight and the high-latitude rules need).
  public init(dates: ClosedRange<CivilDate>) {
    // A day's window needs the nodes three days each side of the 0h UT node nearest its transit,
    // which is that date's or the next day's (zone offsets reach −12 h and +14 h).
    self.init(dayNumbers: (dates.lowerBound.julianDayNumber - 3)...(dates.upperBound.julianDayNumber + 4))
  }

  /// The Julian day numbers whose 0h UT nodes are tabulated.
  public var dayNumbers: ClosedRange<Int> { firstDayNumber...(firstDayNumber + count - 1) }

  /// The five nodes centred on the 0h UT node nearest `instant`, or `nil` if not all are here.
  func nodes(around instant: Double) -> SolarNodes? {
    window(around: instant).map { windows[$0] }
  }

  /// The index of the five nodes centred on the 0h UT node nearest `instant` (for
  /// ``nodes(atWindow:)``), or `nil` if not all are here.
  func window(around instant: Double) -> Int? {
    window(centredOn: SolarEphemeris.nearestNode(to: instant))
  }

  /// The index of the five nodes centred on day number `node`, or `nil` if not all are here.
  func window(centredOn node: Int) -> Int? {
    let i = node - firstDayNumber - 2
    return i >= 0 && i < windows.count ? i : nil
  }

  /// The five nodes of window `i` (from ``window(around:)``).
  func nodes(atWindow i: Int) -> SolarNodes { windows[i] }

  /// The solar day seen by `observer` whose transit is nearest `transit`, interpolated here (its
  /// nodes computed afresh only if they are not all tabulated).
  func solarDay(near transit: Double, observer: Observer) -> SolarDay {
    var day = SolarDay.placeholder(observer)
    day.solve(observer: observer, approximateTransit: transit, in: self)
    return day
  }
}

/// Five of the Sun's apparent places a day apart, as quartic polynomials in days from the middle.
///
/// What a solar day evaluates: the Greenwich hour angle G = θ − (α − Eₑ), θ the mean sidereal
/// time (so G is the apparent hour angle, GAST − α), and sin δ and cos δ, each interpolated by
/// the quartic through its five values (Meeus 1998, ch. 3) — so that finding an event needs no
/// sine or cosine. θ is linear in time but for 0.000387933° T², which changes its rate by
/// 10⁻¹¹ of a turn per day, so G's interpolation error is α's.
struct SolarNodes: Sendable {
  typealias Five = (Double, Double, Double, Double, Double)
  /// The instant (JD, UT) of the middle node.
  let center: Double
  /// Coefficients c₀…c₄ in n = t − center (days) of G (radians; c₀ reduced to [−π, π]).
  let hourAngleCoefficients: Five
  /// Coefficients of sin δ and cos δ.
  let sinDecCoefficients: Five
  let cosDecCoefficients: Five
  /// Coefficients of tan δ and sec δ: cos H₀ = (sin h₀ sec δ − sin φ tan δ) / cos φ without a
  /// division.
  let tanDecCoefficients: Five
  let secDecCoefficients: Five
  /// The Sun's distance at the middle node, au.
  let distance: Double
  /// 1 / G′(0), days per radian.
  let inverseHourAngleRate: Double

  /// Zero polynomials (cos δ = 1), for placeholders: stored as they are, not fitted.
  init(placeholder: ()) {
    center = 0
    hourAngleCoefficients = (0, 0, 0, 0, 0)
    sinDecCoefficients = (0, 0, 0, 0, 0)
    cosDecCoefficients = (1, 0, 0, 0, 0)
    tanDecCoefficients = (0, 0, 0, 0, 0)
    secDecCoefficients = (1, 0, 0, 0, 0)
    distance = 1
    inverseHourAngleRate = 0
  }

  /// The Earth's rotation against the mean equinox, radians per day of UT (Meeus 12.4:
  /// 360.98564736629° per day).
  static let siderealRate = 2 * Double.pi * 1.002_737_909_350_795

  /// The nodes from G (unwrapped: consecutive values about 2π apart), sin δ, cos δ and the
  /// middle node's distance.
  init(center: Double, hourAngle g: Five, sinDec: Five, cosDec: Five, distance: Double) {
    self.center = center
    let base = g.2 - fastRemainder(g.2, 2 * .pi)
    hourAngleCoefficients = SolarNodes.quartic(
      (g.0 - base, g.1 - base, g.2 - base, g.3 - base, g.4 - base))
    sinDecCoefficients = SolarNodes.quartic(sinDec)
    cosDecCoefficients = SolarNodes.quartic(cosDec)
    inverseHourAngleRate = 1 / hourAngleCoefficients.1
    let sec = (1 / cosDec.0, 1 / cosDec.1, 1 / cosDec.2, 1 / cosDec.3, 1 / cosDec.4)
    tanDecCoefficients = SolarNodes.quartic(
      (sinDec.0 * sec.0, sinDec.1 * sec.1, sinDec.2 * sec.2, sinDec.3 * sec.3, sinDec.4 * sec.4))
    secDecCoefficients = SolarNodes.quartic(sec)
    self.distance = distance
  }

  /// Five positions computed directly, centred on the 0h UT node nearest `instant`.
  init(computedAround instant: Double) {
    let middle = SolarEphemeris.nearestNode(to: instant)
    var source = SolarSource()
    let a = SolarEphemeris.node(dayNumber: middle - 2, after: nil, source: &source)
    let b = SolarEphemeris.node(dayNumber: middle - 1, after: a.hourAngle, source: &source)
    let c = SolarEphemeris.node(dayNumber: middle, after: b.hourAngle, source: &source)
    let d = SolarEphemeris.node(dayNumber: middle + 1, after: c.hourAngle, source: &source)
    let e = SolarEphemeris.node(dayNumber: middle + 2, after: d.hourAngle, source: &source)
    self.init(
      center: Double(middle) - 0.5,
      hourAngle: (a.hourAngle, b.hourAngle, c.hourAngle, d.hourAngle, e.hourAngle),
      sinDec: (a.sinDec, b.sinDec, c.sinDec, d.sinDec, e.sinDec),
      cosDec: (a.cosDec, b.cosDec, c.cosDec, d.cosDec, e.cosDec), distance: c.distance)
  }

  /// The Sun of the middle node held for the whole day (``SunSampling/heldForTheDay``): sin δ,
  /// cos δ and the distance constant, the Greenwich hour angle advancing at 2π per day (the
  /// equation of time constant).
  func heldAtCenter() -> SolarNodes {
    let g = hourAngleCoefficients.0
    let s = sinDecCoefficients.0
    let c = cosDecCoefficients.0
    return SolarNodes(
      center: center,
      hourAngle: (g - 4 * .pi, g - 2 * .pi, g, g + 2 * .pi, g + 4 * .pi),
      sinDec: (s, s, s, s, s), cosDec: (c, c, c, c, c), distance: distance)
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

  /// The polynomial at n.
  @inline(__always)
  static func value(_ c: Five, _ n: Double) -> Double {
    (((c.4 * n + c.3) * n + c.2) * n + c.1) * n + c.0
  }

  /// The polynomial and its derivative at n.
  @inline(__always)
  static func evaluate(_ c: Five, _ n: Double) -> (value: Double, rate: Double) {
    let value = (((c.4 * n + c.3) * n + c.2) * n + c.1) * n + c.0
    let rate = ((4 * c.4 * n + 3 * c.3) * n + 2 * c.2) * n + c.1
    return (value, rate)
  }
}
