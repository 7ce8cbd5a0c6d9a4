// `import PrayerSnapshot` is the one import an app needs: the kernel's types (CivilDate,
// Coordinates, PrayerTime, TimeKind, CalculationMethod, …) and the Hijri calendars come with it.
@_exported import Astro
@_exported import Hijri
