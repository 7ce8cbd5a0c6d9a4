/// arccos x for |x| < 1, in the two lanes of a vector, without a libm call: the semi-diurnal arcs
/// of ``SolarDay``'s crossings, where it was a sixth of a day's instructions.
///
/// acos x = √(1 − x) · P(x) for 0 ≤ x < 1, with P of degree 13 the Chebyshev interpolant of
/// acos(x) / √(1 − x) on [0, 1] (Abramowitz & Stegun 4.4.45–46 use the same form with eight
/// terms), and acos x = π − acos(−x) below 0. P is evaluated by Estrin's scheme (four levels
/// rather than thirteen dependent steps). Its error is below 3·10⁻¹³ rad over −0.9995…0.9995
/// (ArcCosineTests): 4·10⁻⁹ s of the Sun's hour angle, against the second the crossings are
/// held to. The coefficients were computed with numpy's `chebfit` at 200 Chebyshev nodes and
/// turned into powers of x.
@inline(__always)
func arcCosine(_ x: SIMD2<Double>) -> SIMD2<Double> {
  typealias Lanes = SIMD2<Double>
  let negative = x .< 0
  let a = x.replacing(with: -x, where: negative)
  let a2 = a * a
  let a4 = a2 * a2
  let a8 = a4 * a4
  let c = ArcCosineSeries.coefficients
  let p01 = Lanes(repeating: c.0) + a * c.1
  let p23 = Lanes(repeating: c.2) + a * c.3
  let p45 = Lanes(repeating: c.4) + a * c.5
  let p67 = Lanes(repeating: c.6) + a * c.7
  let p89 = Lanes(repeating: c.8) + a * c.9
  let p1011 = Lanes(repeating: c.10) + a * c.11
  let p1213 = Lanes(repeating: c.12) + a * c.13
  let p03 = p01 + a2 * p23
  let p47 = p45 + a2 * p67
  let p811 = p89 + a2 * p1011
  let p07 = p03 + a4 * p47
  let p813 = p811 + a4 * p1213
  let p = p07 + a8 * p813
  let r = (1 - a).squareRoot() * p
  return r.replacing(with: .pi - r, where: negative)
}

/// arccos x of one value, by the same operations (``arcCosine(_:)-(SIMD2<Double>)``'s lane 0).
@inline(__always)
func arcCosine(_ x: Double) -> Double {
  arcCosine(SIMD2(repeating: x))[0]
}

/// The coefficients c₀…c₁₃ of ``arcCosine(_:)-(SIMD2<Double>)``'s P(x) = Σ cₖ xᵏ.
enum ArcCosineSeries {
  static let coefficients = (
    1.5707963267946126, -0.2146018364882506, 0.08904861487701392, -0.050792610479471416,
    0.03367843105775843, -0.024350125143521393, 0.018537380442072683, -0.014364668642480146,
    0.010766795881358069, -0.007248706169205861, 0.0040039610728077974, -0.0016332794974835676,
    0.00042556323694903955, -5.2284569272224476e-05
  )
}
