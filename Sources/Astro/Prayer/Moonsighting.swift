/// The Moonsighting Committee Worldwide's seasonal twilight durations.
///
/// Syed Khalid Shaukat, *Fajr and Isha* (Moonsighting Committee Worldwide, September 2015),
/// §10–§12: the twilight observed at each latitude, as minutes before sunrise (Fajr) or after
/// sunset (Isha), interpolated linearly through four values over the year, counted from the
/// winter solstice of the place's hemisphere (21 December in the north, 21 June in the south).
/// The booklet: `booklet-fajr-isha.pdf` in
/// https://github.com/islamic-network/prayer-times-moonsighting.
enum MoonsightingSeasonal {
  /// Days since the last 21 December (north) or 21 June (south), 0…365.
  static func daysSinceWinterSolstice(_ date: CivilDate, southern: Bool) -> Int {
    let month = southern ? 6 : 12
    var year = date.year
    if let solstice = CivilDate(year: year, month: month, day: 21), solstice > date { year -= 1 }
    guard let start = CivilDate(year: year, month: month, day: 21) else { return 0 }
    return start.days(to: date)
  }

  /// Minutes before sunrise for Fajr (booklet §10).
  static func fajrMinutes(latitude: Double, date: CivilDate) -> Double {
    let l = abs(latitude) / 55
    return interpolate(
      (75 + 28.65 * l, 75 + 19.44 * l, 75 + 32.74 * l, 75 + 48.10 * l),
      daysSinceWinterSolstice(date, southern: latitude < 0))
  }

  /// Minutes after sunset for Isha with the given shafaq (booklet §11–§12).
  static func ishaMinutes(latitude: Double, date: CivilDate, shafaq: Shafaq) -> Double {
    let l = abs(latitude) / 55
    let abcd: (Double, Double, Double, Double)
    switch shafaq {
    case .general: abcd = (75 + 25.60 * l, 75 + 2.05 * l, 75 - 9.21 * l, 75 + 6.14 * l)
    case .ahmer: abcd = (62 + 17.40 * l, 62 - 7.16 * l, 62 + 5.12 * l, 62 + 19.44 * l)
    case .abyad: abcd = (75 + 25.60 * l, 75 + 7.16 * l, 75 + 36.84 * l, 75 + 81.84 * l)
    }
    return interpolate(abcd, daysSinceWinterSolstice(date, southern: latitude < 0))
  }

  /// The booklet's piecewise-linear curve through A (solstice), B (day 91), C (day 137),
  /// D (day 183), back through C (229) and B (275) to A.
  static func interpolate(_ v: (Double, Double, Double, Double), _ dyy: Int) -> Double {
    let (a, b, c, d) = v
    let n = Double(dyy)
    switch dyy {
    case ..<91: return a + (b - a) / 91 * n
    case ..<137: return b + (c - b) / 46 * (n - 91)
    case ..<183: return c + (d - c) / 46 * (n - 137)
    case ..<229: return d + (c - d) / 46 * (n - 183)
    case ..<275: return c + (b - c) / 46 * (n - 229)
    default: return b + (a - b) / 91 * (n - 275)
    }
  }
}
