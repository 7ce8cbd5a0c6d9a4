import Astro
import Foundation
import Hijri

/// A prayer the user marked as prayed: the prayer day (its local date) and the prayer.
public struct PrayerMark: Sendable, Hashable, Codable {
  /// The local date of the prayer day (the day whose Fajr begins it).
  public let date: CivilDate
  /// The prayer.
  public let prayer: PrayerID

  public init(date: CivilDate, prayer: PrayerID) {
    self.date = date
    self.prayer = prayer
  }
}

/// Everything a snapshot is built from.
public struct SnapshotRequest: Sendable {
  /// The place (used for the times, never written into the snapshot).
  public var coordinates: Coordinates
  /// The time zone of the labels and of the day boundaries.
  public var zone: ZoneSpec
  /// The method and its options.
  public var parameters: CalculationParameters
  /// Language, digits and clock.
  public var locale: SnapshotLocale
  /// The Hijri calendar (with its adjustment and overrides); it also decides Ramadan. By default
  /// the language's: Türkiye's (``HijriCalendar/turkey``: Diyanet's published months, the 2016
  /// criterion beyond) for Turkish, Umm al-Qura otherwise.
  public var hijriCalendar: HijriCalendar
  /// The prayers the user has marked.
  public var marks: Set<PrayerMark>
  /// An optional place label.
  public var place: String?
  /// The moment of building; the first prayer day is the one containing it.
  public var now: Date

  public init(
    coordinates: Coordinates, zone: ZoneSpec, parameters: CalculationParameters,
    locale: SnapshotLocale, hijriCalendar: HijriCalendar? = nil,
    marks: Set<PrayerMark> = [], place: String? = nil, now: Date
  ) {
    self.coordinates = coordinates
    self.zone = zone
    self.parameters = parameters
    self.locale = locale
    self.hijriCalendar = hijriCalendar ?? SnapshotRequest.defaultCalendar(for: locale.lang)
    self.marks = marks
    self.place = place
    self.now = now
  }
}

extension SnapshotRequest {
  /// The Hijri calendar a user of `language` expects: Diyanet's for Turkish (a Turkish user sees
  /// 20 Cemaziyelahir 1448 on 2026-11-29 where Umm al-Qura says 19 Jumada II), Umm al-Qura
  /// otherwise.
  public static func defaultCalendar(for language: SnapshotLanguage) -> HijriCalendar {
    language == .tr ? .turkey : .ummAlQura
  }
}

/// Why no snapshot could be built.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A prayer (or sunrise) does not happen on a day of the horizon with these parameters.
  case missingTime(date: CivilDate, time: String)
  /// The day's times are not in order (a widget segment would run backwards).
  case timesOutOfOrder(date: CivilDate)
  /// A day of the snapshot is outside ``SupportedYears`` (its times would be an extrapolation).
  case outsideSupportedYears(OutsideSupportedYears)

  public var description: String {
    switch self {
    case .missingTime(let date, let time):
      return
        "\(time) does not happen on \(date) with these parameters: a widget needs every prayer "
        + "time; choose a high-latitude rule (e.g. --high-lat twilight-angle) and a polar "
        + "resolution (e.g. --polar nearest-latitude)"
    case .timesOutOfOrder(let date):
      return "the prayer times of \(date) are not in order; check the adjustments"
    case .outsideSupportedYears(let outside):
      return outside.description
    }
  }
}

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
    let zone = request.zone.timeZone
    let now = Int64((request.now.timeIntervalSince1970 * 1000).rounded(.down))
    let today = LocalClock.date(of: JulianDate(secondsSince1970: request.now.timeIntervalSince1970), in: zone)
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
        let name = localizer.prayerName(id, onFriday: friday)
        prayers.append(
          WidgetSnapshot.Prayer(
            id: id, name: name, time: time(starts[k], in: zone, localizer), at: starts[k],
            endsAt: ends[k], marked: request.marks.contains(PrayerMark(date: row.date, prayer: id)),
            estimated: row.estimated.contains(id) ? true : nil,
            endsInCaption: localizer.endsInCaption(name), nextCaption: localizer.nextCaption(name)))
      }
      days.append(
        WidgetSnapshot.Day(
          date: row.date.description, weekday: localizer.weekday(row.date.isoWeekday),
          gregorian: localizer.gregorianDate(
            year: row.date.year, month: row.date.month, day: row.date.day),
          hijri: row.hijri.map { h in
            WidgetSnapshot.HijriLabel(
              year: h.date.year, month: h.date.month, day: h.date.day,
              label: localizer.hijriDate(year: h.date.year, month: h.date.month, day: h.date.day),
              estimated: h.isEstimated ? true : nil,
              predicted: h.isPredicted ? true : nil)
          },
          sunrise: WidgetSnapshot.Moment(
            name: localizer.sunriseName, time: time(row.sunrise, in: zone, localizer),
            at: row.sunrise),
          prayers: prayers))

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

    // Occasions observed from the first prayer day up to 120 days ahead.
    let firstDate = rows[first].date
    let occasions: [WidgetSnapshot.OccasionEntry] =
      ((try? calendar.occasions(
        from: firstDate, through: firstDate.adding(days: occasionDays))) ?? []
    ).map { o in
      WidgetSnapshot.OccasionEntry(
        id: o.occasion.rawValue, name: localizer.occasionName(o.occasion),
        date: o.observed.description, night: o.occasion.isNight,
        hijri: localizer.hijriDate(year: o.hijri.year, month: o.hijri.month, day: o.hijri.day))
    }
    let offsets = WidgetSnapshot.DayOffsets(
      first: dayOffsetRange.lowerBound, strings: dayOffsetRange.map { localizer.dayOffset($0) })

    func assemble(generatedAt: Int64, hash: String) -> WidgetSnapshot {
      WidgetSnapshot(
        version: WidgetSnapshot.currentVersion, generatedAt: generatedAt, horizonEnd: horizonEnd,
        timeZone: request.zone.name, locale: request.locale, place: request.place,
        contentHash: hash, days: days, segments: segments,
        captions: WidgetSnapshot.Captions(
          needsRefresh: localizer.needsRefreshCaption, openApp: localizer.openAppCaption,
          markPrayed: localizer.markPrayedLabel, prayed: localizer.prayedLabel,
          unmark: localizer.unmarkLabel),
        countdown: WidgetSnapshot.Countdown(
          calm: calm, digits: (0...9).map { localizer.digits($0) }.joined()),
        occasions: occasions, dayOffsets: offsets)
    }
    // The hash covers everything but the build time (and itself).
    let hash = ContentHash.fnv1a64(assemble(generatedAt: 0, hash: "").jsonBytes)
    return assemble(generatedAt: now, hash: hash)
  }

  /// The display string of an instant (epoch ms) in the zone's wall clock.
  private static func time(_ ms: Int64, in zone: TimeZone, _ localizer: Localizer) -> String {
    let seconds = Double(ms) / 1000
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    let local = Int64(floor(seconds)) + Int64(offset)
    let ofDay = Int(((local % 86_400) + 86_400) % 86_400)
    return localizer.time(hour: ofDay / 3600, minute: ofDay / 60 % 60)
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
        return Int64((instant.secondsSince1970 * 1000).rounded())
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

/// FNV-1a, 64 bits: a fast, stable fingerprint for change detection (not for security).
enum ContentHash {
  static func fnv1a64(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
