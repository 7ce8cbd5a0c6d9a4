#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// One solar day at a place: the Sun's meridian transit, the instants it crosses any altitude in
/// the morning and in the evening, and the Asr shadow time.
///
/// **Which day.** The solar day of local date D is the one whose transit falls on D in the
/// place's time zone: for Kiritimati (UTC+14, 157° W) the transit of 29 November happens at
/// 22:18 UT on the 28th. ``init(coordinates:date:utcOffsetSeconds:ephemeris:)`` picks it from the
/// offset; picking the day by longitude alone returns the wrong day there.
///
/// **How.** The Sun's apparent place (``SolarPosition``) at the five 0h UT nodes nearest the
/// transit is interpolated by quartics (``SolarEphemeris``): the Greenwich hour angle, sin δ and
/// cos δ, so that no step below needs a sine or cosine. Every event is solved on the interpolated,
/// topocentric position:
/// - the transit, where the local apparent hour angle is zero, and the lower culminations (±π),
///   by Newton's method on the hour-angle polynomial;
/// - a crossing of altitude h₀ by Newton's method on F(t) = H(t) ∓ H₀(δ(t)), where H is the
///   local hour angle and H₀ = arccos((sin h₀ − sin φ sin δ) / (cos φ cos δ)) the semi-diurnal
///   arc at the declination of that instant (Meeus 1998, eq. 15.1, iterated to the instant
///   rather than taken at the transit). δ changes slowly, so F is nearly linear and two steps
///   reach 10⁻⁸ day; the derivative includes dH₀/dt, so convergence is quadratic. Where the
///   arc is near 0 or π (|cos H₀| near 1: the Sun grazing the altitude, near the polar day or
///   night) the crossing is instead bracketed between the lower culmination and the transit and
///   found by safeguarded Newton steps on sin h(t), as is any crossing the fast path does not
///   settle. When the altitude is not crossed in that half day the result is
///   ``SunEvent/sunAlwaysAbove`` or ``SunEvent/sunAlwaysBelow``.
///
/// Altitudes are geometric (no refraction model): the conventional −0.8333° for sunrise and
/// sunset contains refraction and the Sun's semidiameter. The Sun's diurnal parallax (8.8″ at the
/// horizon) is applied. `Data/reference/` holds the JPL DE421 events this is tested against.
public struct SolarDay: Sendable {
  /// The place.
  public var coordinates: Coordinates { observer.coordinates }
  /// The Sun's upper meridian transit (apparent noon).
  public var transit: JulianDate { JulianDate(nodes.center + nTransit) }
  /// The lower culmination before the transit (apparent midnight, start of the solar day).
  public var previousLowerCulmination: JulianDate { JulianDate(nodes.center + nPreviousLower) }
  /// The lower culmination after the transit (apparent midnight, end of the solar day).
  public var nextLowerCulmination: JulianDate { JulianDate(nodes.center + nNextLower) }

  private(set) var observer: Observer
  private(set) var nodes: SolarNodes
  /// Days from `nodes.center` to the transit and the lower culminations.
  private(set) var nTransit: Double
  private(set) var nPreviousLower: Double
  private(set) var nNextLower: Double
  /// Added to the Greenwich hour-angle polynomial to give the local hour angle, continuous
  /// through the day and zero at the transit: λ − 2πk.
  private(set) var hourAngleOffset: Double
  /// The Sun's horizontal parallax at this place, ρ · 8.794″ / R, in radians.
  private var parallax: Double
  /// sin of the geocentric altitude at the transit and at the two lower culminations.
  private(set) var sinAltitudeAtTransit: Double
  private(set) var sinAltitudeAtPreviousLower: Double
  private(set) var sinAltitudeAtNextLower: Double
  /// tan δ, sec δ, their rates per day and the hour angle's rate, at the transit.
  private(set) var atTransit: (
    tanDec: Double, secDec: Double, tanDecRate: Double, secDecRate: Double, hourAngleRate: Double
  )

  /// The solar day whose transit falls on `date` in a zone `utcOffsetSeconds` ahead of UTC at
  /// local noon, interpolating `ephemeris` when it covers the day (else computing the Sun), the
  /// Sun sampled as `sunSampling` says.
  public init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    ephemeris: SolarEphemeris? = nil, sunSampling: SunSampling = .continuous
  ) {
    self.init(
      coordinates: coordinates,
      approximateTransit: SolarDay.meanTransit(
        coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds),
      ephemeris: ephemeris, sunSampling: sunSampling)
  }

  /// The solar day whose transit is nearest to `approximateTransit` (within ±12 h of it).
  public init(
    coordinates: Coordinates, approximateTransit: JulianDate, ephemeris: SolarEphemeris? = nil,
    sunSampling: SunSampling = .continuous
  ) {
    let c = approximateTransit.value
    let nodes = ephemeris?.nodes(around: c) ?? SolarNodes(computedAround: c)
    self.init(
      observer: Observer(coordinates, sunSampling: sunSampling), approximateTransit: c,
      nodes: nodes)
  }

  /// The mean solar transit nearest to local noon of `date`: 12:00 UT − λ/15 h on some day.
  static func meanTransit(coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int)
    -> JulianDate
  {
    meanTransit(
      dayNumber: date.julianDayNumber, longitudeTurns: coordinates.longitude / 360,
      utcOffsetSeconds: utcOffsetSeconds)
  }

  /// ``meanTransit(coordinates:date:utcOffsetSeconds:)`` from the date's Julian day number and
  /// the longitude in turns (λ / 360), for a place's consecutive days.
  @inline(__always)
  static func meanTransit(dayNumber: Int, longitudeTurns: Double, utcOffsetSeconds: Int)
    -> JulianDate
  {
    let day = Double(dayNumber)
    let localNoon = day - Double(utcOffsetSeconds) / 86_400
    let meanTransit = day - longitudeTurns
    return JulianDate(meanTransit + roundedHalfAway(localNoon - meanTransit))
  }

  init(observer: Observer, approximateTransit c: Double, nodes: SolarNodes) {
    self.init(placeholder: observer)
    self.nodes = observer.sunSampling == .heldForTheDay ? nodes.heldAtCenter() : nodes
    solve(approximateTransit: c)
  }

  /// Makes this the solar day seen by `observer` whose transit is nearest `c`, interpolating
  /// `ephemeris` where it has the nodes (else computing them): the day
  /// ``init(observer:approximateTransit:nodes:)`` makes, solved where it is stored (a timetable's
  /// days are never moved: see ``SolarWindow``).
  mutating func solve(observer: Observer, approximateTransit c: Double, in ephemeris: SolarEphemeris) {
    solve(
      observer: observer, approximateTransit: c, node: SolarEphemeris.nearestNode(to: c),
      in: ephemeris)
  }

  /// ``solve(observer:approximateTransit:in:)`` with the 0h UT node nearest `c` known.
  mutating func solve(
    observer: Observer, approximateTransit c: Double, node: Int, in ephemeris: SolarEphemeris
  ) {
    self.observer = observer
    if let i = ephemeris.window(centredOn: node) {
      nodes = ephemeris.nodes(atWindow: i)
    } else {
      nodes = SolarNodes(computedAround: c)
    }
    if observer.sunSampling == .heldForTheDay { nodes = nodes.heldAtCenter() }
    solve(approximateTransit: c)
  }

  /// The transit, the culminations and what the crossings need of them, from `nodes` and
  /// `observer`.
  private mutating func solve(approximateTransit c: Double) {
    parallax = observer.rho * arcsec(8.794) / nodes.distance
    // Transit: local hour angle G(n) + λ ≡ 0 (mod 2π); lower culminations: ≡ π. G is nearly
    // linear: its rate changes by 2·10⁻⁵ of itself within a day (G″ ≈ 2·10⁻⁴ rad/day²), so
    // Newton's method with the fixed slope G′(0) gains five digits a step, with no division.
    let g = nodes.hourAngleCoefficients
    let slope = nodes.inverseHourAngleRate
    let n0 = c - nodes.center
    let g0 = SolarNodes.value(g, n0) + observer.longitude
    let k = roundedHalfAway(g0 * (0.5 / .pi))
    let offset = observer.longitude - 2 * .pi * k
    hourAngleOffset = offset
    // From the mean transit (within 0.012 day): 10⁻⁷, 10⁻¹², 10⁻¹⁶ day.
    var nT = n0 - (g0 - 2 * .pi * k) * slope
    nT -= (SolarNodes.value(g, nT) + offset) * slope
    nT -= (SolarNodes.value(g, nT) + offset) * slope
    nTransit = nT
    // The culminations half a turn either side: the guess is within 4·10⁻⁶ day, two steps
    // leave 10⁻¹⁵.
    var previous = nT - .pi * slope
    previous -= (SolarNodes.value(g, previous) + offset + .pi) * slope
    previous -= (SolarNodes.value(g, previous) + offset + .pi) * slope
    nPreviousLower = previous
    var next = nT + .pi * slope
    next -= (SolarNodes.value(g, next) + offset - .pi) * slope
    next -= (SolarNodes.value(g, next) + offset - .pi) * slope
    nNextLower = next
    let rate = SolarNodes.evaluate(g, nT).rate
    let s = SolarNodes.evaluate(nodes.sinDecCoefficients, nT)
    let cd = SolarNodes.evaluate(nodes.cosDecCoefficients, nT)
    let t = SolarNodes.evaluate(nodes.tanDecCoefficients, nT)
    let sc = SolarNodes.evaluate(nodes.secDecCoefficients, nT)
    atTransit = (t.value, sc.value, t.rate, sc.rate, rate)
    // cos H is 1 at the transit and −1 at the culminations (to 10⁻²⁰).
    sinAltitudeAtTransit = observer.sinLat * s.value + observer.cosLat * cd.value
    sinAltitudeAtPreviousLower = SolarDay.sinAltitudeAtLowerCulmination(
      nPreviousLower, observer: observer, nodes: nodes)
    sinAltitudeAtNextLower = SolarDay.sinAltitudeAtLowerCulmination(
      nNextLower, observer: observer, nodes: nodes)
  }

  /// A day of no meaning (every quantity zero), to fill storage before the first real day.
  static func placeholder(_ observer: Observer) -> SolarDay {
    SolarDay(placeholder: observer)
  }

  private init(placeholder observer: Observer) {
    self.observer = observer
    nodes = SolarNodes(placeholder: ())
    nTransit = 0
    nPreviousLower = 0
    nNextLower = 0
    hourAngleOffset = 0
    parallax = 0
    sinAltitudeAtTransit = 0
    sinAltitudeAtPreviousLower = 0
    sinAltitudeAtNextLower = 0
    atTransit = (0, 0, 0, 0, 0)
  }

  @inline(__always)
  private static func sinAltitudeAtLowerCulmination(
    _ n: Double, observer: Observer, nodes: SolarNodes
  ) -> Double {
    observer.sinLat * SolarNodes.evaluate(nodes.sinDecCoefficients, n).value
      - observer.cosLat * SolarNodes.evaluate(nodes.cosDecCoefficients, n).value
  }

  /// The same day (same Sun) seen from another latitude on the same meridian.
  func at(latitude: Double) -> SolarDay {
    SolarDay(copying: self, observer: observer.at(latitude: latitude))
  }

  private init(copying day: SolarDay, observer: Observer) {
    self.observer = observer
    nodes = day.nodes
    nTransit = day.nTransit
    nPreviousLower = day.nPreviousLower
    nNextLower = day.nNextLower
    hourAngleOffset = day.hourAngleOffset
    parallax = observer.rho * arcsec(8.794) / nodes.distance
    atTransit = day.atTransit
    sinAltitudeAtTransit =
      observer.sinLat * SolarNodes.evaluate(nodes.sinDecCoefficients, nTransit).value
      + observer.cosLat * SolarNodes.evaluate(nodes.cosDecCoefficients, nTransit).value
    sinAltitudeAtPreviousLower = SolarDay.sinAltitudeAtLowerCulmination(
      nPreviousLower, observer: observer, nodes: nodes)
    sinAltitudeAtNextLower = SolarDay.sinAltitudeAtLowerCulmination(
      nNextLower, observer: observer, nodes: nodes)
  }

  // MARK: - Interpolated ephemeris

  /// sin of the geocentric altitude at day n, and its rate per day.
  @inline(__always)
  private func sinAltitude(_ n: Double) -> (value: Double, rate: Double) {
    curve.sinAltitude(n)
  }

  /// sin h(n) as a small value of its own, for the solvers called out of line (passing the
  /// whole day to them would copy it on every crossing).
  private var curve: AltitudeCurve {
    AltitudeCurve(
      hourAngle: nodes.hourAngleCoefficients, sinDec: nodes.sinDecCoefficients,
      cosDec: nodes.cosDecCoefficients, hourAngleOffset: hourAngleOffset,
      sinLat: observer.sinLat, cosLat: observer.cosLat)
  }

  /// The Sun's topocentric geometric altitude (no refraction) at an instant of this solar day.
  public func altitude(at instant: JulianDate) -> Angle {
    let h = asin(max(-1, min(1, sinAltitude(instant.value - nodes.center).value)))
    return Angle(radians: h - parallax * cos(h))
  }

  /// The Sun's topocentric altitude at transit: the day's highest.
  public var altitudeAtTransit: Angle {
    let h = asin(max(-1, min(1, sinAltitudeAtTransit)))
    return Angle(radians: h - parallax * cos(h))
  }

  // MARK: - Events

  /// The instant in the morning (between the previous lower culmination and the transit) when the
  /// Sun's centre rises through `altitude`.
  public func morning(altitude: Angle) -> SunEvent {
    morning(Altitude(altitude))
  }

  /// The instant in the evening (between the transit and the next lower culmination) when the
  /// Sun's centre sets through `altitude`.
  public func evening(altitude: Angle) -> SunEvent {
    evening(Altitude(altitude))
  }

  /// ``morning(altitude:)`` for an altitude whose sine and cosine are known.
  @inline(__always)
  func morning(_ altitude: Altitude) -> SunEvent {
    event(stage(.morning(altitude)))
  }

  /// ``evening(altitude:)`` for an altitude whose sine and cosine are known.
  @inline(__always)
  func evening(_ altitude: Altitude) -> SunEvent {
    event(stage(.evening(altitude)))
  }

  /// Asr: the afternoon instant when an object's shadow equals `shadowFactor` times its height
  /// plus its shadow at transit.
  ///
  /// With the noon altitude h₁ (topocentric, at transit) the condition is cot h = k + cot h₁,
  /// solved for the Sun's true position at each instant (the Asr definition of
  /// http://praytimes.org/wiki/Prayer_Times_Calculation, "Asr"): sin h = 1 / √(1 + u²),
  /// cos h = u / √(1 + u²) with u = k + cot h₁ — no trigonometry. If the Sun does not rise at
  /// noon there is no shadow to measure: ``SunEvent/sunAlwaysBelow``.
  @inline(__always)
  public func asr(shadowFactor k: Double) -> SunEvent {
    event(stage(.asr(shadowFactor: k)))
  }

  /// The altitude whose crossing is Asr: cot h = k + cot h₁ (see ``asr(shadowFactor:)``), or
  /// `nil` when the Sun does not rise at noon.
  @inline(__always)
  func asrAltitude(shadowFactor k: Double) -> Altitude? {
    // Topocentric noon altitude h₁ = h − p cos h, to first order in p (p² < 2·10⁻⁹).
    let sinH = max(-1, min(1, sinAltitudeAtTransit))
    let cosH = (1 - sinH * sinH).squareRoot()
    let shift = parallax * cosH
    let sinNoon = sinH - shift * cosH
    let cosNoon = cosH + shift * sinH
    guard sinNoon > 0 else { return nil }
    let u = k + cosNoon / sinNoon
    let r = (1 + u * u).squareRoot()
    return Altitude(sine: 1 / r, cosine: u / r)
  }

  /// sin(h₀ + p cos h₀): the geocentric altitude at which the topocentric one is h₀ (h′ = h − p cos h,
  /// to second order in p).
  @inline(__always)
  private func geocentricTarget(_ a: Altitude) -> Double {
    let e = parallax * a.cosine
    return a.sine * (1 - e * e / 2) + a.cosine * e
  }

  /// Where `crossing` stands before any iteration: decided when the Sun stays below the altitude
  /// at the transit or above it at the lower culmination, else to be solved for its target.
  @inline(__always)
  func stage(_ crossing: Crossing) -> CrossingStage {
    let target: Double
    let rising: Bool
    switch crossing {
    case .morning(let a): (target, rising) = (geocentricTarget(a), true)
    case .evening(let a): (target, rising) = (geocentricTarget(a), false)
    case .asr(let k):
      guard let a = asrAltitude(shadowFactor: k) else { return .decided(.sunAlwaysBelow) }
      (target, rising) = (geocentricTarget(a), false)
    }
    if sinAltitudeAtTransit - target <= 0 { return .decided(.sunAlwaysBelow) }
    if (rising ? sinAltitudeAtPreviousLower : sinAltitudeAtNextLower) - target >= 0 {
      return .decided(.sunAlwaysAbove)
    }
    return .solve(target: target, rising: rising)
  }

  /// The event of a staged crossing: solved by the arc iteration, else bracketed.
  @inline(__always)
  func event(_ stage: CrossingStage) -> SunEvent {
    switch stage {
    case .decided(let event): return event
    case .solve(let target, let rising):
      if let n = arcCrossing(target, rising: rising) { return event(atDay: n) }
      return bracketedCrossing(target, rising: rising)
    }
  }

  /// The event at `n` days from the middle node.
  @inline(__always)
  func event(atDay n: Double) -> SunEvent { .at(JulianDate(nodes.center + n)) }

  /// Newton's method on F(n) = H(n) ∓ H₀(n), from the transit; `nil` when the arc is near 0 or
  /// π or a step leaves the half day, for ``bracketedCrossing(_:rising:)`` to settle.
  ///
  /// The first step starts at the transit, where H = 0 and δ, sin δ, cos δ and their rates are
  /// known (``atTransit``). Later steps move cos H₀ by a few 10⁻³ at most, so H₀ = arccos x
  /// follows from the previous arc by its Taylor series to the third order (error below
  /// 10⁻⁸ rad while |Δx| ≤ 0.01 sin² H₀), with the arccosine itself when x moves further.
  @inline(__always)
  private func arcCrossing(_ target: Double, rising: Bool) -> Double? {
    let a = rising ? nPreviousLower : nTransit
    let b = rising ? nTransit : nNextLower
    let sign = rising ? -1.0 : 1.0
    // cos H₀ = p sec δ − q tan δ, with p = sin h₀ / cos φ and q = tan φ.
    let p = target * observer.secLat
    let q = observer.tanLat

    // Step 0, from the transit.
    var x = p * atTransit.secDec - q * atTransit.tanDec
    guard x > -0.999, x < 0.999 else { return nil }
    var sinArc = (1 - x * x).squareRoot()
    var inverseSinArc = 1 / sinArc
    var arc = arcCosine(x)
    var dx = p * atTransit.secDecRate - q * atTransit.tanDecRate
    // n − n_T = ±H₀ / F′ with F′ = H′ ± dx / s, multiplied through by s: one division on the
    // way to n, not two (the reciprocal of s is for the next step's series, off that path).
    var n = nTransit + sign * arc * sinArc / (atTransit.hourAngleRate * sinArc + sign * dx)
    guard n > a, n < b else { return nil }

    for _ in 0..<6 {
      let t = SolarNodes.evaluate(nodes.tanDecCoefficients, n)
      let c = SolarNodes.evaluate(nodes.secDecCoefficients, n)
      let h = SolarNodes.evaluate(nodes.hourAngleCoefficients, n)
      let next = p * c.value - q * t.value
      guard next > -0.999, next < 0.999 else { return nil }
      let d = next - x
      if abs(d) <= 0.01 * sinArc * sinArc {
        // acos(x + d) = acos x − d/s − x d²/(2s³) − (1 + 2x²) d³/(6s⁵), s = sin(acos x).
        let u = d * inverseSinArc
        arc -= u * (1 + u * inverseSinArc * (0.5 * x + u * (1 + 2 * x * x) * inverseSinArc * (1 / 6)))
      } else {
        arc = arcCosine(next)
      }
      x = next
      sinArc = (1 - x * x).squareRoot()
      dx = p * c.rate - q * t.rate
      // F / F′, numerator and denominator multiplied by s (no division by s on the way).
      let step = (h.value + hourAngleOffset - sign * arc) * sinArc / (h.rate * sinArc + sign * dx)
      n -= step
      guard n > a, n < b else { return nil }
      // Quadratic convergence: the error left is of order step² · |F″/F′|, about
      // 10⁻⁴ step² / sin³ H₀ day; a step below 5·10⁻³ sin² H₀ day leaves less than 10⁻⁸ day.
      if abs(step) < 5e-3 * sinArc * sinArc { return n }
      inverseSinArc = 1 / sinArc
    }
    return nil
  }

  /// The crossing bracketed between the lower culmination and the transit, by Newton steps on
  /// sin h(n) − sin h₀ kept inside the bracket (bisecting when a step would leave it).
  @inline(__always)
  private func bracketedCrossing(_ target: Double, rising: Bool) -> SunEvent {
    let n = SolarDay.bracketedCrossing(
      curve, target: target, rising: rising, transit: nTransit,
      from: rising ? nPreviousLower : nTransit, to: rising ? nTransit : nNextLower)
    return event(atDay: n)
  }

  @inline(never)
  private static func bracketedCrossing(
    _ curve: AltitudeCurve, target: Double, rising: Bool, transit: Double,
    from a0: Double, to b0: Double
  ) -> Double {
    // g(n) = ±(sin h(n) − sin h₀) is negative at a and positive at b.
    let sign = rising ? 1.0 : -1.0
    var a = a0
    var b = b0
    // First guess from the hour angle at the transit declination, Meeus (15.1).
    let s = SolarNodes.evaluate(curve.sinDec, transit).value
    let c = SolarNodes.evaluate(curve.cosDec, transit).value
    let cosH0 = (target - curve.sinLat * s) / (curve.cosLat * c)
    var n = (a + b) / 2
    if cosH0 > -1 && cosH0 < 1 {
      let guess = transit - sign * acos(cosH0) / (2 * .pi)
      if guess > a && guess < b { n = guess }
    }
    for _ in 0..<100 {
      let h = curve.sinAltitude(n)
      let value = sign * (h.value - target)
      if value < 0 { a = n } else { b = n }
      var next = n - value / (sign * h.rate)
      if !(next > a && next < b) { next = (a + b) / 2 }
      if abs(next - n) < 1e-10 || b - a < 1e-10 { return next }
      n = next
    }
    return n
  }

  /// Whether an event was found by the arc iteration rather than bracketing (for tests).
  func solvesByArc(_ altitude: Angle, rising: Bool) -> Bool {
    arcCrossing(geocentricTarget(Altitude(altitude)), rising: rising) != nil
  }

  /// The crossing found by bracketing alone (for tests comparing the two solvers).
  func bracketed(_ altitude: Angle, rising: Bool) -> SunEvent {
    switch stage(rising ? .morning(Altitude(altitude)) : .evening(Altitude(altitude))) {
    case .decided(let event): return event
    case .solve(let target, let rising): return bracketedCrossing(target, rising: rising)
    }
  }
}

/// sin h(n), the sine of the Sun's geocentric altitude at day n of a solar day, from the
/// interpolated hour angle and declination.
struct AltitudeCurve: Sendable {
  let hourAngle: SolarNodes.Five
  let sinDec: SolarNodes.Five
  let cosDec: SolarNodes.Five
  let hourAngleOffset: Double
  let sinLat: Double
  let cosLat: Double

  /// sin h(n) and its rate per day.
  @inline(__always)
  func sinAltitude(_ n: Double) -> (value: Double, rate: Double) {
    let h = SolarNodes.evaluate(hourAngle, n)
    let s = SolarNodes.evaluate(sinDec, n)
    let c = SolarNodes.evaluate(cosDec, n)
    let cosH = cos(h.value + hourAngleOffset)
    let sinH = sin(h.value + hourAngleOffset)
    let value = sinLat * s.value + cosLat * c.value * cosH
    let rate = sinLat * s.rate + cosLat * (c.rate * cosH - c.value * sinH * h.rate)
    return (value, rate)
  }
}

/// An altitude with its sine and cosine, computed once for the many days that cross it.
struct Altitude: Sendable {
  let sine: Double
  let cosine: Double

  init(_ angle: Angle) {
    sine = sin(angle.radians)
    cosine = cos(angle.radians)
  }

  init(sine: Double, cosine: Double) {
    self.sine = sine
    self.cosine = cosine
  }
}

/// What every solar day at one place needs of it, computed once: sin φ, cos φ, λ in radians and
/// ρ, the distance from the Earth's centre in equatorial radii.
struct Observer: Sendable {
  let coordinates: Coordinates
  /// When the Sun of each day is taken (``SunSampling``).
  let sunSampling: SunSampling
  let sinLat: Double
  let cosLat: Double
  let longitude: Double
  let rho: Double
  /// 1 / cos φ and tan φ (infinite at the poles, where no arc is computed).
  let secLat: Double
  let tanLat: Double

  init(_ coordinates: Coordinates, sunSampling: SunSampling = .continuous) {
    self.coordinates = coordinates
    self.sunSampling = sunSampling
    let phi = rad(coordinates.latitude)
    sinLat = sin(phi)
    cosLat = cos(phi)
    secLat = 1 / cosLat
    tanLat = sinLat / cosLat
    longitude = rad(coordinates.longitude)
    rho = coordinates.geocentricRadius
  }

  /// The same meridian at another latitude.
  func at(latitude: Double) -> Observer {
    Observer(coordinates.with(latitude: latitude), sunSampling: sunSampling)
  }
}
