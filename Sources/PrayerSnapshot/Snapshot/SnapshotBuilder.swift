import Astro
import Foundation
import Hijri

/// Builds the 14-day widget snapshot.
public enum SnapshotBuilder: Sendable {
  /// The number of prayer days in a snapshot.
  public static let dayCount = 14
  /// How far ahead occasions are listed, in days.
  public static let occasionDays = 120
  /// The day offsets covered by the day-offset strings.
  public static let dayOffsetRange = -60...120

  /// Builds the snapshot for `request`.
  public static func build(_ request: SnapshotRequest) throws(SnapshotError) -> WidgetSnapshot {
    let clock = LocalClock(request.zone)
    let now = request.now.millisecondsSince1970
    let today = clock.date(of: request.now)
    // Yesterday (whose prayer day may still run until today's Fajr) … the Fajr after day 14.
    // (The timetable tabulates the Sun once for all of them.)
    do {
      try SupportedYears.check(today.adding(days: -1)...today.adding(days: dayCount))
    } catch {
      throw .outsideSupportedYears(error)
    }
    // An astronomical calendar predicts each month once for the days and the occasions ahead.
    let calendar = request.hijriCalendar.precomputingMonths(
      from: today.adding(days: -1), through: today.adding(days: dayCount + occasionDays + 1))
    let table = Timetable(
      coordinates: request.coordinates, start: today.adding(days: -1), count: dayCount + 2,
      zone: request.zone, parameters: request.parameters, hijriCalendar: calendar)
    let rows = try table.days.map { day throws(SnapshotError) in try Row(day) }
    // The first prayer day is the last one whose Fajr is not after now.
    var first = 0
    while first + 1 < rows.count, rows[first + 1].fajr <= now { first += 1 }
    let localizer = Localizer(locale: request.locale)
    // Each prayer's name and captions, on Fridays and other days: made once, not once a day.
    let names = PrayerNames(localizer)
    let speaks = localizer.speaksTimesOtherwise

    var days: [WidgetSnapshot.Day] = []
    var segments: [WidgetSnapshot.Segment] = []
    days.reserveCapacity(dayCount)
    for i in 0..<dayCount {
      let row = rows[first + i]
      let nextFajr = rows[first + i + 1].fajr
      let starts = [row.fajr, row.dhuhr, row.asr, row.maghrib, row.isha]
      let ends = [row.sunrise, row.asr, row.maghrib, row.isha, nextFajr]
      // Times rounded to the minute may coincide on days only minutes long (polar resolutions):
      // an empty window then has no segment. Only a reversed order is refused.
      guard row.fajr <= row.sunrise, row.sunrise <= row.dhuhr, row.dhuhr <= row.asr,
        row.asr <= row.maghrib, row.maghrib <= row.isha, row.isha <= nextFajr
      else { throw .timesOutOfOrder(date: row.date) }
      let friday = row.date.isoWeekday == 5
      var prayers: [WidgetSnapshot.Prayer] = []
      for (k, id) in PrayerID.allCases.enumerated() {
        let name = names[k, friday]
        let shown = times(starts[k], clock, localizer, speaks)
        prayers.append(
          WidgetSnapshot.Prayer(
            id: id, name: name.name, time: shown.time, at: starts[k],
            endsAt: ends[k], marked: request.marks.contains(PrayerMark(date: row.date, prayer: id)),
            estimated: row.estimated.contains(id) ? true : nil,
            endsInCaption: name.endsIn, nextCaption: name.next, shortName: name.short, spoken: shown.spoken))
      }
      days.append(
        WidgetSnapshot.Day(
          date: row.date.description, weekday: localizer.weekday(row.date.isoWeekday),
          gregorian: localizer.gregorianDate(
            year: row.date.year, month: row.date.month, day: row.date.day),
          civil: localizer.civilDay(row.date).map {
            WidgetSnapshot.CivilLabel(
              calendar: $0.calendar, year: $0.date.year, month: $0.date.month, day: $0.date.day,
              label: $0.label)
          },
          hijri: row.hijri.map { h in
            WidgetSnapshot.HijriLabel(
              year: h.date.year, month: h.date.month, day: h.date.day,
              label: localizer.hijriDate(year: h.date.year, month: h.date.month, day: h.date.day),
              estimated: h.isEstimated ? true : nil,
              predicted: h.isPredicted ? true : nil)
          },
          sunrise: {
            let shown = times(row.sunrise, clock, localizer, speaks)
            return WidgetSnapshot.Moment(
              name: localizer.sunriseName, time: shown.time, at: row.sunrise, spoken: shown.spoken)
          }(),
          prayers: prayers,
          short: WidgetSnapshot.ShortLabels(
            weekday: localizer.shortWeekday(row.date.isoWeekday),
            narrowWeekday: localizer.narrowWeekday(row.date.isoWeekday),
            gregorian: localizer.shortGregorianDate(month: row.date.month, day: row.date.day),
            hijri: row.hijri.map { localizer.shortHijriDate(month: $0.date.month, day: $0.date.day) },
            civil: localizer.shortCivilDate(row.date))))

      // Segments of the day: each prayer's window, and sunrise → Dhuhr with no current prayer.
      let next: (Int, PrayerID)? = i + 1 < dayCount ? (i + 1, .fajr) : nil
      let pieces: [(Int64, Int64, PrayerID?, (Int, PrayerID)?)] = [
        (row.fajr, row.sunrise, .fajr, (i, .dhuhr)),
        (row.sunrise, row.dhuhr, nil, (i, .dhuhr)),
        (row.dhuhr, row.asr, .dhuhr, (i, .asr)),
        (row.asr, row.maghrib, .asr, (i, .maghrib)),
        (row.maghrib, row.isha, .maghrib, (i, .isha)),
        (row.isha, nextFajr, .isha, next),
      ]
      for (from, to, current, next) in pieces where to > from {
        segments.append(
          WidgetSnapshot.Segment(
            from: from, to: to, day: i, current: current,
            next: next.map { WidgetSnapshot.Next(day: $0.0, prayer: $0.1) }))
      }
    }
    let horizonEnd = rows[first + dayCount].fajr

    // The calm countdown's values, up to the longest wait for a next prayer.
    var longest: Int64 = 0
    for s in segments {
      guard let n = s.next, let start = days[n.day].prayers.first(where: { $0.id == n.prayer })?.at
      else { continue }
      longest = max(longest, start - s.from)
    }
    let calmMinutes = Int((longest + 59_999) / 60_000)
    let calm = localizer.calmDurations(upTo: calmMinutes)
    // The spoken units' hours: up to the longest strong countdown (a current prayer's window)
    // and the calm one.
    var longestWindow: Int64 = 0
    for day in days { for p in day.prayers { longestWindow = max(longestWindow, p.endsAt - p.at) } }
    let spoken = localizer.spokenBlock(maximumHours: max(Int(longestWindow / 3_600_000), calmMinutes / 60))
    let flags = localizer.flagWords

    // The set's occasions observed from the first prayer day up to 120 days ahead.
    let firstDate = rows[first].date
    let occasions: [WidgetSnapshot.OccasionEntry] =
      ((try? calendar.occasions(
        from: firstDate, through: firstDate.adding(days: occasionDays), in: request.occasionSet)) ?? []
    ).map { o in
      WidgetSnapshot.OccasionEntry(
        id: o.occasion.rawValue, name: localizer.occasionName(o.occasion),
        date: o.observed.description, night: o.isNight,
        hijri: localizer.hijriDate(year: o.hijri.year, month: o.hijri.month, day: o.hijri.day))
    }
    let offsets = WidgetSnapshot.DayOffsets(
      first: dayOffsetRange.lowerBound, strings: localizer.dayOffsets(dayOffsetRange))

    let shortCaptions = WidgetSnapshot.ShortCaptions(
      endsIn: localizer.shortCaption("endsIn"), next: localizer.shortCaption("next"),
      needsRefresh: localizer.shortCaption("needsRefresh"), openApp: localizer.shortCaption("openApp"),
      tonight: localizer.tonight, tomorrowNight: localizer.tomorrowNight)

    func assemble(generatedAt: Int64, hash: String) -> WidgetSnapshot {
      WidgetSnapshot(
        version: WidgetSnapshot.currentVersion, generatedAt: generatedAt, horizonEnd: horizonEnd,
        timeZone: request.zone.name, locale: request.locale, place: request.place,
        contentHash: hash, days: days, segments: segments,
        captions: WidgetSnapshot.Captions(
          needsRefresh: localizer.needsRefreshCaption, openApp: localizer.openAppCaption,
          markPrayed: localizer.markPrayedLabel, prayed: localizer.prayedLabel,
          unmark: localizer.unmarkLabel, endsInFormat: localizer.endsInFormat, estimated: flags.estimated,
          hijriPredicted: flags.hijriPredicted, hijriEstimated: flags.hijriEstimated, short: shortCaptions),
        countdown: WidgetSnapshot.Countdown(
          calm: calm, digits: (0...9).map { localizer.digits($0) }.joined(),
          separator: localizer.clockSeparator),
        occasions: occasions, dayOffsets: offsets, spoken: spoken)
    }
    // The hash covers everything but the build time (and itself): the bytes with both empty.
    // Written once with a placeholder for the hash, which the hash then replaces (the bytes kept
    // for `encoded()`).
    var writer = SnapshotJSONWriter()
    writer.snapshot(assemble(generatedAt: now, hash: String(repeating: "0", count: ContentHash.length)))
    let hash = writer.stampContentHash()
    var snapshot = assemble(generatedAt: now, hash: hash)
    snapshot.encoding.bytes = writer.data()
    return snapshot
  }

  /// The name, the two captions and the small families' name of each prayer (in ``PrayerID`` order), on other days and on
  /// Fridays (when only Dhuhr's differ).
  private struct PrayerNames {
    typealias Strings = (name: String, endsIn: String, next: String, short: String?)
    private let days: [Strings]
    private let fridays: [Strings]

    init(_ localizer: Localizer) {
      func strings(_ id: PrayerID, _ friday: Bool) -> Strings {
        (
          localizer.prayerName(id, onFriday: friday), localizer.endsInCaption(id, onFriday: friday),
          localizer.nextCaption(id, onFriday: friday), localizer.shortPrayerName(id, onFriday: friday)
        )
      }
      let days = PrayerID.allCases.map { strings($0, false) }
      // Only Dhuhr's differ on Fridays (Localizer.nameID): the others are made once.
      fridays = PrayerID.allCases.enumerated().map { k, id in id == .dhuhr ? strings(id, true) : days[k] }
      self.days = days
    }

    subscript(index: Int, friday: Bool) -> Strings { friday ? fridays[index] : days[index] }
  }

  /// The display string of an instant (epoch ms) on the zone's wall clock, and the spoken one
  /// where it differs (`speaks`: the localizer's ``Localizer/speaksTimesOtherwise``).
  private static func times(_ ms: Int64, _ clock: LocalClock, _ localizer: Localizer, _ speaks: Bool)
    -> (time: String, spoken: String?)
  {
    let t = clock.time(of: Instant(millisecondsSince1970: ms))
    let time = localizer.time(hour: t.hour, minute: t.minute)
    guard speaks else { return (time, nil) }
    let spoken = localizer.spokenTime(hour: t.hour, minute: t.minute)
    // (Lengths first: a spoken day period is most often longer than the shown one.)
    return (time, spoken.utf8.count == time.utf8.count && spoken == time ? nil : spoken)
  }

  /// One Timetable day as the snapshot needs it: every time present, in epoch ms.
  private struct Row {
    let date: CivilDate
    let fajr: Int64
    let sunrise: Int64
    let dhuhr: Int64
    let asr: Int64
    let maghrib: Int64
    let isha: Int64
    let estimated: Set<PrayerID>
    let hijri: HijriDay?

    init(_ day: Timetable.Day) throws(SnapshotError) {
      func ms(_ t: PrayerTime, _ name: String) throws(SnapshotError) -> Int64 {
        guard let instant = t.instant else { throw .missingTime(date: day.date, time: name) }
        return Instant(instant).millisecondsSince1970
      }
      let t = day.times
      date = day.date
      fajr = try ms(t.fajr, "Fajr")
      sunrise = try ms(t.sunrise, "Sunrise")
      dhuhr = try ms(t.dhuhr, "Dhuhr")
      asr = try ms(t.asr, "Asr")
      maghrib = try ms(t.maghrib, "Maghrib")
      isha = try ms(t.isha, "Isha")
      var estimated: Set<PrayerID> = []
      for (id, time) in [(PrayerID.fajr, t.fajr), (.dhuhr, t.dhuhr), (.asr, t.asr), (.maghrib, t.maghrib), (.isha, t.isha)]
      where time.isEstimated {
        estimated.insert(id)
      }
      self.estimated = estimated
      hijri = day.hijri
    }
  }
}
