/// ΔT = TT − UT, the lag of Earth-rotation time behind dynamical time.
///
/// Polynomial expressions of F. Espenak and J. Meeus, *Five Millennium Canon of Solar Eclipses:
/// −1999 to +3000* (NASA/TP-2006-214141), §2.6 "Polynomial Expressions for Delta T", which fit the
/// historical record (Morrison & Stephenson 2004) and observed values to 2005, with a
/// parabolic extrapolation beyond. Error: below 1 s from 1900 to 2005, a few seconds near 2025 (the
/// 2005–2050 branch runs about 5 s ahead of the observed ΔT), growing with distance from the present.
/// The Sun moves 0.04″ per second of time, so even a 10 s error in ΔT shifts its position by
/// 0.4″, 0.03 s in the time of an event.
public enum DeltaT: Sendable {
  /// ΔT in seconds at a decimal year (e.g. 2026.9).
  public static func seconds(atYear y: Double) -> Double {
    switch y {
    case ..<(-500):
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    case ..<500:
      let u = y / 100
      return horner(u, 10583.6, -1014.41, 33.78311, -5.952053, -0.1798452, 0.022174192, 0.0090316521)
    case ..<1600:
      let u = (y - 1000) / 100
      return horner(u, 1574.2, -556.01, 71.23472, 0.319781, -0.8503463, -0.005050998, 0.0083572073)
    case ..<1700:
      let t = y - 1600
      return horner(t, 120, -0.9808, -0.01532, 1.0 / 7129)
    case ..<1800:
      let t = y - 1700
      return horner(t, 8.83, 0.1603, -0.0059285, 0.00013336, -1.0 / 1_174_000)
    case ..<1860:
      let t = y - 1800
      return horner(
        t, 13.72, -0.332447, 0.0068612, 0.0041116, -0.00037436, 0.0000121272, -0.0000001699,
        0.000000000875)
    case ..<1900:
      let t = y - 1860
      return horner(t, 7.62, 0.5737, -0.251754, 0.01680668, -0.0004473624, 1.0 / 233_174)
    case ..<1920:
      let t = y - 1900
      return horner(t, -2.79, 1.494119, -0.0598939, 0.0061966, -0.000197)
    case ..<1941:
      let t = y - 1920
      return horner(t, 21.20, 0.84493, -0.076100, 0.0020936)
    case ..<1961:
      let t = y - 1950
      return horner(t, 29.07, 0.407, -1.0 / 233, 1.0 / 2547)
    case ..<1986:
      let t = y - 1975
      return horner(t, 45.45, 1.067, -1.0 / 260, -1.0 / 718)
    case ..<2005:
      let t = y - 2000
      return horner(t, 63.86, 0.3345, -0.060374, 0.0017275, 0.000651814, 0.00002373599)
    case ..<2050:
      let t = y - 2000
      return horner(t, 62.92, 0.32217, 0.005589)
    case ..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  /// ΔT in seconds at an instant given as a Julian date (UT).
  public static func seconds(atJulianDate jd: Double) -> Double {
    seconds(atYear: 2000 + (jd - JulianDate.j2000) / 365.2425)
  }
}

/// Evaluates c₀ + c₁x + c₂x² + … by Horner's rule.
@inline(__always) func horner(_ x: Double, _ c: Double...) -> Double {
  var result = 0.0
  for k in c.indices.reversed() { result = result * x + c[k] }
  return result
}
