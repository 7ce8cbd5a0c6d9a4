import Astro

extension PrayerTimes {
  /// The prayer times of `date`, with the method's Ramadan rule applied when `hijriCalendar` puts
  /// the date in Ramadan (Umm al-Qura: Isha 120 minutes after Maghrib instead of 90).
  ///
  /// The Hijri day is the civil day of `date` (Saudi civil use): the first Isha of Ramadan is on
  /// 1 Ramadan, the last on its last day. A date the calendar cannot convert (outside a strict
  /// table) is treated as outside Ramadan.
  public init(
    coordinates: Coordinates, date: CivilDate, utcOffsetSeconds: Int,
    parameters: CalculationParameters, ephemeris: SolarEphemeris? = nil,
    hijriCalendar: HijriCalendar
  ) {
    self.init(
      coordinates: coordinates, date: date, utcOffsetSeconds: utcOffsetSeconds,
      parameters: parameters, ephemeris: ephemeris, inRamadan: hijriCalendar.isRamadan(date))
  }
}
