/// Degrees, minutes, seconds → degrees; the sign of any part is the sign of the whole
/// (−0° 30′ is `dms(0, -30, 0)`), as Meeus writes negative declinations.
public func dms(_ d: Double, _ m: Double, _ s: Double) -> Double {
  let sign: Double = (d < 0 || m < 0 || s < 0) ? -1 : 1
  return sign * (abs(d) + abs(m) / 60 + abs(s) / 3600)
}

/// Hours, minutes, seconds of right ascension → degrees (15° an hour).
public func hms(_ h: Double, _ m: Double, _ s: Double) -> Double { (h + m / 60 + s / 3600) * 15 }
