/// When the Sun's position is taken for a day's times: at each event, or once for the whole day.
///
/// The exact computation (``continuous``) solves every event on the Sun's place at that instant.
/// Tables computed the classical way take the Sun's declination and equation of time once per
/// day, as an almanac's daily page gives them, and use those two values for every time of the
/// day (the Ottoman and Turkish *muvakkit* practice: "4 Mayıs günü ta'dîl-i zemân + 3 dakîka",
/// one *meyl-i şems* and one *ta'dîl-i zemân* per date). ``heldForTheDay`` reproduces that: the
/// Sun's apparent place at the 0h UT nearest the day's mean transit (0h UT of the local date
/// from 90° W to 180° E), held fixed, its Greenwich hour angle advancing at exactly 2π per day.
///
/// The difference is the Sun's motion between 0h UT and the event: at 41° N, 0.3–1.2 minutes
/// in Maghrib and Isha, early when the declination grows (spring) and late when it shrinks
/// (late summer), a few seconds at Dhuhr. Diyanet's tables for Türkiye follow it: with the Sun
/// held, every time of the ten provinces' 2026 tables of `Data/fixtures/diyanet/` is within a
/// minute (docs/official-timetables.md).
public enum SunSampling: String, Sendable, Hashable, CaseIterable {
  /// The Sun's place at each event (the default of every method but Diyanet's).
  case continuous
  /// The Sun's declination and equation of time of 0h UT, held for the whole day.
  case heldForTheDay
}
