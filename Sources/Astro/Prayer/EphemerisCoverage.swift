/// Which of the Sun's tabulated days a prayer day needs, and where they come from: the caller's
/// ``SolarEphemeris`` when it covers them, else a table made for them.
extension SolarEphemeris {
  /// The day number of the 0h UT node nearest `instant` (JD n − 0.5 is 0h UT of day number n).
  static func nearestNode(to instant: Double) -> Int {
    Int(roundedHalfAway(instant + 0.5))
  }

  /// The nodes that the solar days of a window around mean transit `c` (yesterday, today and
  /// tomorrow, each interpolating five nodes) need: three days either side of the one nearest `c`.
  static func dayNumbers(around c: Double) -> ClosedRange<Int> {
    let middle = nearestNode(to: c)
    return (middle - 3)...(middle + 3)
  }

  /// Whether every node of `days` is tabulated here.
  func covers(_ days: ClosedRange<Int>) -> Bool {
    dayNumbers.contains(days.lowerBound) && dayNumbers.contains(days.upperBound)
  }

  /// `ephemeris` if it covers `days`, else a table of exactly those days.
  static func covering(_ days: ClosedRange<Int>, with ephemeris: SolarEphemeris?) -> SolarEphemeris {
    if let ephemeris, ephemeris.covers(days) { return ephemeris }
    return SolarEphemeris(dayNumbers: days)
  }
}
