/// The times of one day, before or after adjustments, keyed by ``TimeKind``.
struct DayTimes {
  private var times: TimeKindMap<PrayerTime>

  /// Whether the evening before and the morning after have a sunset and a sunrise, so that both
  /// nights of the day are defined.
  var nightsExist = true

  private init(times: TimeKindMap<PrayerTime>, nightsExist: Bool = true) {
    self.times = times
    self.nightsExist = nightsExist
  }

  /// Each kind's time from `time(kind)`.
  @inline(__always)
  init(nightsExist: Bool, _ time: (TimeKind) -> PrayerTime) {
    times = TimeKindMap(time)
    self.nightsExist = nightsExist
  }

  /// The time of one kind.
  subscript(kind: TimeKind) -> PrayerTime {
    @inline(__always) get { times[kind] }
    @inline(__always) set { times[kind] = newValue }
  }

  /// Each time transformed by `transform(kind, time)`; whether the nights exist is kept.
  @inline(__always)
  func map(_ transform: (TimeKind, PrayerTime) -> PrayerTime) -> DayTimes {
    DayTimes(times: times.map(transform), nightsExist: nightsExist)
  }

  /// Whether the day is whole in the sense a polar resolution cares about: the Sun rises, sets,
  /// and stands high enough at noon for an Asr shadow, and both nights exist. (Fajr and Isha may
  /// still be missing with the high-latitude rule `.none`: that is the twilight, not the day.)
  var isWholeDay: Bool {
    self[.sunrise].instant != nil && self[.sunset].instant != nil && self[.asr].instant != nil
      && nightsExist
  }

  /// Whether the day may lend its times to a day that is not whole (``PolarResolution``): it is
  /// whole and its Asr comes at least ``PolarResolution/minimumAsrDelay`` after the transit.
  var canLend: Bool {
    guard isWholeDay, let asr = self[.asr].instant, let dhuhr = self[.dhuhr].instant else { return false }
    return dhuhr.seconds(to: asr) >= PolarResolution.minimumAsrDelay
  }

  /// Every time but Dhuhr (the transit, the same at every latitude) marked as borrowed.
  func markedAsPolar() -> DayTimes {
    map { kind, t in kind == .dhuhr ? t : t.with(origin: .polarResolution) }
  }

  /// Every time moved by `seconds` and marked as borrowed (but Dhuhr, which lands on the transit).
  func shifted(by seconds: Double) -> DayTimes {
    map { _, t in t.shifted(by: seconds) }.markedAsPolar()
  }

  /// Applies the total adjustments and rounds in the local clock.
  ///
  /// Intervals count from the time as shown: Imsak from the adjusted Fajr, an interval Isha from
  /// the adjusted Maghrib. Where fixed adjustments would reverse the order of two consecutive
  /// times of Fajr < sunrise < Dhuhr < Asr < sunset and Asr < Maghrib ≤ Isha (days or nights only
  /// minutes long: Diyanet's Dhuhr +5 against an Asr two minutes after the transit), those two
  /// keep their unadjusted times. Sunset against Maghrib, and Imsak, move as asked.
  func adjustedAndRounded(parameters: CalculationParameters, utcOffsetSeconds: Int) -> DayTimes {
    adjustedAndRounded(
      adjustments: DayTimes.adjustments(parameters), rounding: parameters.rounding,
      utcOffsetSeconds: utcOffsetSeconds)
  }

  /// The minutes each time moves by: the method's and the user's adjustments, with Imsak moving
  /// with Fajr when it is counted from it and an interval Isha with Maghrib; `nil` when none
  /// moves.
  static func adjustments(_ parameters: CalculationParameters) -> PrayerAdjustments? {
    var adjust = parameters.totalAdjustments
    if case .minutesBeforeFajr = parameters.imsak { adjust.imsak += adjust.fajr }
    if case .minutesAfterMaghrib = parameters.isha { adjust.isha += adjust.maghrib }
    return adjust == PrayerAdjustments() ? nil : adjust
  }

  /// ``adjustedAndRounded(parameters:utcOffsetSeconds:)`` with the adjustments worked out.
  func adjustedAndRounded(
    adjustments: PrayerAdjustments?, rounding: Rounding, utcOffsetSeconds: Int
  ) -> DayTimes {
    var result = self
    result.adjustAndRound(adjustments: adjustments, rounding: rounding, utcOffsetSeconds: utcOffsetSeconds)
    return result
  }

  /// ``adjustedAndRounded(adjustments:rounding:utcOffsetSeconds:)`` in place.
  mutating func adjustAndRound(
    adjustments: PrayerAdjustments?, rounding: Rounding, utcOffsetSeconds: Int
  ) {
    if let adjust = adjustments {
      let unadjusted = self
      self = map { kind, t in
        let minutes = adjust[kind]
        return minutes == 0 ? t : t.shifted(by: minutes * 60)
      }
      keepOrder(of: unadjusted)
    }
    // The mode chosen once for the twelve times (``round(_:_:_:)``'s arithmetic, inlined).
    let offset = Double(utcOffsetSeconds)
    switch rounding {
    case .none: return
    case .nearest:
      times.roundToNearestMinute(offset: offset)
    case .up:
      self = map { _, t in
        guard case .at(let instant, let origin) = t else { return t }
        return .at(round(instant, MinuteRounding.up, utcOffsetSeconds), origin)
      }
    case .precaution:
      self = map { kind, t in
        guard case .at(let instant, let origin) = t else { return t }
        return .at(round(instant, kind.endsATime ? .down : .up, utcOffsetSeconds), origin)
      }
    }
  }

  /// Fajr, sunrise, Dhuhr, Asr, sunset, Maghrib, Isha: the times whose order adjustments keep.
  private static let sequence: [TimeKind] = [.fajr, .sunrise, .dhuhr, .asr, .sunset, .maghrib, .isha]

  /// Restores from `unadjusted` (whose order is right) each pair of consecutive times whose
  /// order the adjustments reversed, until none is.
  private mutating func keepOrder(of unadjusted: DayTimes) {
    let sequence = DayTimes.sequence
    for _ in 0..<7 {
      var changed = false
      var previous = -1  // the last existing time before i (Maghrib follows Asr, not sunset)
      var beforeSunset = -1
      for i in 0..<7 {
        guard let t = self[sequence[i]].instant else { continue }
        let p = i == 5 ? beforeSunset : previous
        if p >= 0, let tp = self[sequence[p]].instant {
          // Strictly ordered but for Maghrib and Isha, which may coincide.
          if i == 6 ? t < tp : t <= tp {
            self[sequence[p]] = unadjusted[sequence[p]]
            self[sequence[i]] = unadjusted[sequence[i]]
            changed = true
          }
        }
        if i != 4 { beforeSunset = i }
        previous = i
      }
      if !changed { return }
    }
  }
}

/// Which way a time goes to a minute of the local clock, when not to the nearest one
/// (``nearestMinute(_:_:)``).
enum MinuteRounding {
  case up, down
}

/// Rounds an instant up or down to a minute of the local clock.
func round(_ t: JulianDate, _ way: MinuteRounding, _ utcOffsetSeconds: Int) -> JulianDate {
  let local = t.secondsSince1970 + Double(utcOffsetSeconds)
  let minutes: Double
  switch way {
  // A time within a millisecond of a minute counts as on it.
  case .up: minutes = ((local - 0.001) / 60).rounded(.up)
  case .down: minutes = ((local + 0.001) / 60).rounded(.down)
  }
  return JulianDate(secondsSince1970: minutes * 60 - Double(utcOffsetSeconds))
}

/// An instant rounded to the nearest minute of a clock `offset` seconds ahead of UTC (half a
/// minute rounds up).
///
/// Multiplied by the reciprocals of 60 and 86 400 rather than divided (a division costs as much
/// as a dozen multiplications, and a day rounds twelve times): the minute is the same but within
/// 10⁻⁹ s of a half minute, and the instant, a whole second N since 1970, is unixEpoch + N / 86 400
/// to within one unit in the last place of the Julian date (40 µs).
@inline(__always)
func nearestMinute(_ t: JulianDate, _ offset: Double) -> JulianDate {
  let local = t.secondsSince1970 + offset
  let minutes = (local * (1 / 60) + 0.5).rounded(.down)
  return JulianDate(JulianDate.unixEpoch + (minutes * 60 - offset) * (1 / 86_400))
}
