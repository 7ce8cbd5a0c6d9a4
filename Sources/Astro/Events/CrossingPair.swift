#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// A crossing of an altitude that a day's rules ask a ``SolarDay`` for.
enum Crossing {
  /// Rising through the altitude, between the previous lower culmination and the transit.
  case morning(Altitude)
  /// Setting through it, between the transit and the next lower culmination.
  case evening(Altitude)
  /// The Asr shadow time (``SolarDay/asr(shadowFactor:)``).
  case asr(shadowFactor: Double)
}

/// A crossing before its iteration (``SolarDay/stage(_:)``): decided by the altitudes at the
/// transit and the culminations, or to be solved for the sine of its geocentric altitude.
enum CrossingStage {
  case decided(SunEvent)
  case solve(target: Double, rising: Bool)
}

extension SolarDay {
  /// Two crossings of `day`, solved side by side: the same events, to the bit, as asking for each
  /// alone (``morning(_:)``, ``evening(_:)``, ``asr(shadowFactor:)``).
  ///
  /// A crossing is a chain of dependent steps (square roots, an arccosine, three divisions);
  /// two of them in the lanes of one vector halve the instructions and let the processor run the
  /// two chains at once. Each lane does exactly the operations of ``arcCrossing(_:rising:)`` in
  /// the same order (IEEE 754 arithmetic is the same lane by lane), so a lane that settles in the
  /// one step after the transit's — nearly every crossing — gives the same instant; any other is
  /// solved alone. (The days are `inout` so that they are read where they are stored, never
  /// copied.)
  @inline(never)
  static func events(_ first: Crossing, _ second: Crossing, on day: inout SolarDay) -> (SunEvent, SunEvent) {
    withUnsafePointer(to: &day) { pair(first, on: $0, second, on: $0) }
  }

  /// `first` on `day` and `second` on `other`, side by side (see ``events(_:_:on:)``).
  @inline(never)
  static func events(
    _ first: Crossing, on day: inout SolarDay, _ second: Crossing, on other: inout SolarDay
  ) -> (SunEvent, SunEvent) {
    withUnsafePointer(to: &day) { d in withUnsafePointer(to: &other) { pair(first, on: d, second, on: $0) } }
  }

  /// Two optional crossings of `day` (`nil`: not asked for, ``SunEvent/sunAlwaysBelow``), side
  /// by side when both are asked for.
  @inline(__always)
  static func events(_ first: Crossing?, _ second: Crossing?, on day: inout SolarDay) -> (SunEvent, SunEvent) {
    switch (first, second) {
    case (let a?, let b?): return events(a, b, on: &day)
    case (let a?, nil): return (event(a, on: &day), .sunAlwaysBelow)
    case (nil, let b?): return (.sunAlwaysBelow, event(b, on: &day))
    case (nil, nil): return (.sunAlwaysBelow, .sunAlwaysBelow)
    }
  }

  /// One crossing of `day`, alone.
  @inline(never)
  static func event(_ crossing: Crossing, on day: inout SolarDay) -> SunEvent {
    day.event(day.stage(crossing))
  }

  @inline(__always)
  private static func pair(
    _ first: Crossing, on day: UnsafePointer<SolarDay>, _ second: Crossing, on other: UnsafePointer<SolarDay>
  ) -> (SunEvent, SunEvent) {
    let a = day.pointee.stage(first)
    let b = other.pointee.stage(second)
    guard case .solve(let targetA, let risingA) = a, case .solve(let targetB, let risingB) = b else {
      return (day.pointee.event(a), other.pointee.event(b))
    }
    let (nA, nB) = SolarDay.arcCrossings(day, targetA, risingA, other, targetB, risingB)
    let eventA: SunEvent
    if let nA { eventA = day.pointee.event(atDay: nA) } else { eventA = day.pointee.event(a) }
    let eventB: SunEvent
    if let nB { eventB = other.pointee.event(atDay: nB) } else { eventB = other.pointee.event(b) }
    return (eventA, eventB)
  }

  /// ``arcCrossing(_:rising:)`` of `targetA` on `day` and `targetB` on `other` in two lanes, for
  /// crossings that settle in one step after the transit's: the days from each day's middle node,
  /// or `nil` for a lane that needs more (or leaves the arc iteration for bracketing).
  @inline(__always)
  static func arcCrossings(
    _ day: UnsafePointer<SolarDay>, _ targetA: Double, _ risingA: Bool,
    _ other: UnsafePointer<SolarDay>, _ targetB: Double, _ risingB: Bool
  ) -> (Double?, Double?) {
    typealias Lanes = SIMD2<Double>
    let a = Lanes(
      risingA ? day.pointee.nPreviousLower : day.pointee.nTransit, risingB ? other.pointee.nPreviousLower : other.pointee.nTransit)
    let b = Lanes(
      risingA ? day.pointee.nTransit : day.pointee.nNextLower, risingB ? other.pointee.nTransit : other.pointee.nNextLower)
    let sign = Lanes(risingA ? -1 : 1, risingB ? -1 : 1)
    let p = Lanes(targetA * day.pointee.observer.secLat, targetB * other.pointee.observer.secLat)
    let q = Lanes(day.pointee.observer.tanLat, other.pointee.observer.tanLat)
    let (s, o) = (day.pointee.atTransit, other.pointee.atTransit)

    // Step 0, from the transit.
    var x = p * Lanes(s.secDec, o.secDec) - q * Lanes(s.tanDec, o.tanDec)
    var solved = (x .> -0.999) .& (x .< 0.999)
    guard any(solved) else { return (nil, nil) }
    var sinArc = (1 - x * x).squareRoot()
    let inverseSinArc = 1 / sinArc
    var arc = arcCosine(x.replacing(with: 0, where: .!solved))
    var dx = p * Lanes(s.secDecRate, o.secDecRate) - q * Lanes(s.tanDecRate, o.tanDecRate)
    var n =
      Lanes(day.pointee.nTransit, other.pointee.nTransit) + sign * arc * sinArc
      / (Lanes(s.hourAngleRate, o.hourAngleRate) * sinArc + sign * dx)
    solved .&= (n .> a) .& (n .< b)

    // Step 1.
    let t = evaluate(day.pointee.nodes.tanDecCoefficients, other.pointee.nodes.tanDecCoefficients, n)
    let c = evaluate(day.pointee.nodes.secDecCoefficients, other.pointee.nodes.secDecCoefficients, n)
    let h = evaluate(day.pointee.nodes.hourAngleCoefficients, other.pointee.nodes.hourAngleCoefficients, n)
    let next = p * c.value - q * t.value
    solved .&= (next .> -0.999) .& (next .< 0.999)
    let d = next - x
    let near = 0.01 * sinArc * sinArc
    let series = (d .<= near) .& (d .>= -near)
    let u = d * inverseSinArc
    // acos(x + d) to the third order, as arcCrossing has it (the same operations in the same order).
    let twiceSquare: Lanes = 2 * x * x
    let third: Lanes = u * (1 + twiceSquare) * inverseSinArc * (1 / 6)
    let second: Lanes = u * inverseSinArc * (0.5 * x + third)
    arc -= u * (1 + second)
    if any(solved .& .!series) { arc.replace(with: arcCosine(next.replacing(with: 0, where: .!solved)), where: solved .& .!series) }
    x = next
    sinArc = (1 - x * x).squareRoot()
    dx = p * c.rate - q * t.rate
    let step =
      (h.value + Lanes(day.pointee.hourAngleOffset, other.pointee.hourAngleOffset) - sign * arc)
      * sinArc / (h.rate * sinArc + sign * dx)
    n -= step
    solved .&= (n .> a) .& (n .< b)
    let settled = 5e-3 * sinArc * sinArc
    solved .&= (step .< settled) .& (step .> -settled)
    return (solved[0] ? n[0] : nil, solved[1] ? n[1] : nil)
  }

  /// ``SolarNodes/evaluate(_:_:)`` of two polynomials at once, lane by lane.
  @inline(__always)
  private static func evaluate(
    _ first: SolarNodes.Five, _ second: SolarNodes.Five, _ n: SIMD2<Double>
  ) -> (value: SIMD2<Double>, rate: SIMD2<Double>) {
    let c0 = SIMD2(first.0, second.0)
    let c1 = SIMD2(first.1, second.1)
    let c2 = SIMD2(first.2, second.2)
    let c3 = SIMD2(first.3, second.3)
    let c4 = SIMD2(first.4, second.4)
    let cubic: SIMD2<Double> = (c4 * n + c3) * n + c2
    let value: SIMD2<Double> = (cubic * n + c1) * n + c0
    let slope: SIMD2<Double> = 4 * c4 * n + 3 * c3
    let rate: SIMD2<Double> = (slope * n + 2 * c2) * n + c1
    return (value, rate)
  }
}
