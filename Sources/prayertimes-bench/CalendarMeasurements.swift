import Astro
import Hijri

/// Umm al-Qura conversions each way over every day of 1900–2100.
func measureHijri(into results: Results) {
  let hijri = HijriWorkload(
    start: CivilDate(year: 1900, month: 1, day: 1)!, end: CivilDate(year: 2100, month: 12, day: 31)!)
  let repetitions = results.repetitions(
    Repetitions(warmUp: 1, minimum: 7, maximum: 21, budget: 1),
    quick: Repetitions(warmUp: 1, minimum: 3, maximum: 3, budget: 0))
  let toHijri = measure(units: hijri.gregorian.count, repetitions) { hijri.toHijri() }
  let toGregorian = measure(units: hijri.hijri.count, repetitions) { hijri.toGregorian() }
  results.heading(
    "Hijri conversions, Umm al-Qura, every day of 1900–2100 (\(hijri.gregorian.count) days), millions per second")
  // Samples are ns per conversion; the table shows millions per second (the median of the rates).
  results.add("Gregorian → Hijri", toHijri.reciprocal(1e3), unit: "M/s")
  results.add("Hijri → Gregorian", toGregorian.reciprocal(1e3), unit: "M/s")
  results.json["hijriPerSecond"] = [
    "gregorianToHijri": jsonObject(toHijri.reciprocal(1e9)),
    "hijriToGregorian": jsonObject(toGregorian.reciprocal(1e9)),
  ]
}

/// New Moon instants and predicted month starts (the astronomical Hijri calendars).
func measureMoon(into results: Results) {
  let repetitions = results.repetitions(
    Repetitions(warmUp: 1, minimum: 3, maximum: 7, budget: 1.5),
    quick: Repetitions(warmUp: 0, minimum: 1, maximum: 1, budget: 0))
  let lunations = Array(300..<400)
  let newMoonStats = measure(units: lunations.count, repetitions) {
    lunations.reduce(0.0) { $0 + LunarPhases.instant(of: .newMoon, lunation: $1).value }
  }
  results.heading("The Moon and the astronomical Hijri calendars")
  results.add("new Moon instant (ch. 49 + positions)", newMoonStats, unit: "µs", scale: 1e-3)
  var moonObject: [String: Any] = ["newMoonMicros": jsonObject(newMoonStats, scale: 1e-3)]
  // 24 months after every table (1450–1451 AH), one prediction each.
  let predictedMonths = (0..<24).map { (1450 + $0 / 12, $0 % 12 + 1) }
  var ruleObjects: [String: Any] = [:]
  for rule in MonthStartRule.allCases {
    let stats = measure(units: predictedMonths.count, repetitions) {
      predictedMonths.reduce(0.0) {
        $0 + Double((try? rule.predict(year: $1.0, month: $1.1))?.firstDay.day ?? 0)
      }
    }
    results.add("a month start by \(rule.rawValue)", stats, unit: "ms", scale: 1e-6)
    ruleObjects[rule.rawValue] = jsonObject(stats, scale: 1e-6)
  }
  moonObject["monthStartMillis"] = ruleObjects
  results.json["moon"] = moonObject
}
