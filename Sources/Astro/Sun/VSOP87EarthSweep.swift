#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The VSOP87D Earth series at a run of instants about a day apart, each term's phase advanced by
/// a rotation instead of a new cosine.
///
/// A term A cos(B + Cτ) one day later is A cos(φ + Ch) with h = 1 day in Julian millennia, and
///
///     cos(φ + Ch) = cos φ · cos Ch − sin φ · sin Ch,   sin(φ + Ch) = sin φ · cos Ch + cos φ · sin Ch,
///
/// so keeping every term's cosine and sine, the next day costs six multiplications and additions
/// a term where ``VSOP87Earth/sum(_:tau:)`` spends a cosine (the rotation is the classical
/// recurrence for equally spaced arguments, e.g. Press et al., *Numerical Recipes*, 3rd ed.,
/// §5.4, eq. 5.4.6). The instants of a table at 0h UT are not exactly a day apart in dynamical
/// time — ΔT moves by milliseconds a day — so each sum is taken at the nearest point ε of the
/// day grid and carried to the instant by its derivative:
///
///     S(τ + ε) = Σ A cos(φ + Cε) = Σ A cos φ − ε Σ A C sin φ + O((Cε)²),
///
/// with Cε below 10⁻⁶ for the fastest term and a second of ΔT drift (so the neglected term is
/// below 10⁻¹³ rad). The phases are computed afresh every ``reseedInterval`` days and whenever
/// an instant is not the next day, so rounding cannot accumulate: the sums equal the direct
/// evaluation to about 10⁻¹⁴ rad (tested).
struct VSOP87EarthSweep {
  /// The grid spacing: one day in Julian millennia.
  static let step = 1.0 / 365_250
  /// Days between fresh phases.
  static let reseedInterval = 64

  /// Every term of the three variables, flattened, with what the rotation needs.
  struct Terms: Sendable {
    /// A, A·C, B and C of each term.
    let amplitude: [Double]
    let amplitudeRate: [Double]
    let phase: [Double]
    let frequency: [Double]
    /// cos Ch and sin Ch.
    let stepCosine: [Double]
    let stepSine: [Double]
    /// Consecutive ranges of `amplitude` that form one series: variable (0 L, 1 B, 2 R) and the
    /// power of τ that multiplies it.
    let groups: [(variable: Int, power: Int, range: Range<Int>)]

    init(_ variables: [[[Double]]]) {
      var a: [Double] = []
      var ac: [Double] = []
      var b: [Double] = []
      var c: [Double] = []
      var groups: [(variable: Int, power: Int, range: Range<Int>)] = []
      for (v, series) in variables.enumerated() {
        for (p, terms) in series.enumerated() {
          let start = a.count
          for i in stride(from: 0, to: terms.count - 2, by: 3) {
            a.append(terms[i])
            b.append(terms[i + 1])
            c.append(terms[i + 2])
            ac.append(terms[i] * terms[i + 2])
          }
          groups.append((v, p, start..<a.count))
        }
      }
      amplitude = a
      amplitudeRate = ac
      phase = b
      frequency = c
      stepCosine = c.map { cos($0 * VSOP87EarthSweep.step) }
      stepSine = c.map { sin($0 * VSOP87EarthSweep.step) }
      self.groups = groups
    }
  }

  static let terms = Terms([VSOP87EarthSeries.l, VSOP87EarthSeries.b, VSOP87EarthSeries.r])

  /// cos φ and sin φ of every term at the current grid point.
  private var cosine: [Double]
  private var sine: [Double]
  /// Where the phases were last computed afresh, and the days since (−1: never): the phases
  /// belong to the grid point seedTau + stepsSinceSeed · step.
  private var seedTau = 0.0
  private var stepsSinceSeed = -1

  init() {
    let n = VSOP87EarthSweep.terms.amplitude.count
    cosine = [Double](repeating: 1, count: n)
    sine = [Double](repeating: 0, count: n)
  }

  /// L, B and R (radians, radians, au) at `tau` (Julian millennia of TT from J2000): the next
  /// day of the run when `tau` is within a minute of it, otherwise a fresh start.
  mutating func sums(tau: Double) -> (l: Double, b: Double, r: Double) {
    let next = seedTau + Double(stepsSinceSeed + 1) * VSOP87EarthSweep.step
    if stepsSinceSeed >= 0, stepsSinceSeed < VSOP87EarthSweep.reseedInterval,
      abs(tau - next) < VSOP87EarthSweep.step / 1440
    {
      rotate()
      stepsSinceSeed += 1
      return evaluate(tau: tau, epsilon: tau - next)
    }
    seed(tau)
    return evaluate(tau: tau, epsilon: 0)
  }

  /// Fresh phases at `tau`.
  private mutating func seed(_ tau: Double) {
    let t = VSOP87EarthSweep.terms
    t.phase.withUnsafeBufferPointer { b in
      t.frequency.withUnsafeBufferPointer { c in
        cosine.withUnsafeMutableBufferPointer { cp in
          sine.withUnsafeMutableBufferPointer { sp in
            for i in 0..<b.count {
              let phi = b[i] + c[i] * tau
              cp[i] = cos(phi)
              sp[i] = sin(phi)
            }
          }
        }
      }
    }
    seedTau = tau
    stepsSinceSeed = 0
  }

  /// Every phase one day on.
  private mutating func rotate() {
    let t = VSOP87EarthSweep.terms
    t.stepCosine.withUnsafeBufferPointer { rc in
      t.stepSine.withUnsafeBufferPointer { rs in
        cosine.withUnsafeMutableBufferPointer { cp in
          sine.withUnsafeMutableBufferPointer { sp in
            for i in 0..<rc.count {
              let c = cp[i]
              let s = sp[i]
              cp[i] = c * rc[i] - s * rs[i]
              sp[i] = s * rc[i] + c * rs[i]
            }
          }
        }
      }
    }
  }

  /// Σₖ τᵏ Sₖ(τ_grid + ε) for each variable, Meeus (32.2), Sₖ carried by its derivative.
  private func evaluate(tau: Double, epsilon: Double) -> (l: Double, b: Double, r: Double) {
    let t = VSOP87EarthSweep.terms
    var result = (0.0, 0.0, 0.0)
    t.amplitude.withUnsafeBufferPointer { a in
      t.amplitudeRate.withUnsafeBufferPointer { ac in
        cosine.withUnsafeBufferPointer { cp in
          sine.withUnsafeBufferPointer { sp in
            for group in t.groups {
              var value = 0.0
              var slope = 0.0
              for i in group.range {
                value += a[i] * cp[i]
                slope += ac[i] * sp[i]
              }
              var power = 1.0
              for _ in 0..<group.power { power *= tau }
              let s = (value - epsilon * slope) * power
              switch group.variable {
              case 0: result.0 += s
              case 1: result.1 += s
              default: result.2 += s
              }
            }
          }
        }
      }
    }
    return result
  }
}
