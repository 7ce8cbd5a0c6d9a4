/// One value for each time of a prayer day, keyed by ``TimeKind``: the storage of a day's times
/// (``DayTimes``, which ``PrayerTimes`` keeps) and of the minutes each moves by
/// (``PrayerAdjustments``).
///
/// Twelve stored values rather than an array, so that a day's times stay a plain value (no heap
/// storage, no reference counting) and a subscript with a literal kind is a field access once
/// inlined. This is the one place that lists the kinds against their storage.
struct TimeKindMap<Value> {
  private var imsak, fajr, sunrise, dhuha, dhuhr, asr, sunset, maghrib, isha: Value
  private var midnight, firstThird, lastThird: Value

  /// Every kind's value from `value(kind)`, in day order.
  @inline(__always)
  init(_ value: (TimeKind) -> Value) {
    imsak = value(.imsak)
    fajr = value(.fajr)
    sunrise = value(.sunrise)
    dhuha = value(.dhuha)
    dhuhr = value(.dhuhr)
    asr = value(.asr)
    sunset = value(.sunset)
    maghrib = value(.maghrib)
    isha = value(.isha)
    midnight = value(.midnight)
    firstThird = value(.firstThird)
    lastThird = value(.lastThird)
  }

  /// The same value for every kind.
  init(repeating value: Value) { self.init { _ in value } }

  /// The value of one kind.
  subscript(kind: TimeKind) -> Value {
    @inline(__always) get {
      switch kind {
      case .imsak: return imsak
      case .fajr: return fajr
      case .sunrise: return sunrise
      case .dhuha: return dhuha
      case .dhuhr: return dhuhr
      case .asr: return asr
      case .sunset: return sunset
      case .maghrib: return maghrib
      case .isha: return isha
      case .midnight: return midnight
      case .firstThird: return firstThird
      case .lastThird: return lastThird
      }
    }
    @inline(__always) set {
      switch kind {
      case .imsak: imsak = newValue
      case .fajr: fajr = newValue
      case .sunrise: sunrise = newValue
      case .dhuha: dhuha = newValue
      case .dhuhr: dhuhr = newValue
      case .asr: asr = newValue
      case .sunset: sunset = newValue
      case .maghrib: maghrib = newValue
      case .isha: isha = newValue
      case .midnight: midnight = newValue
      case .firstThird: firstThird = newValue
      case .lastThird: lastThird = newValue
      }
    }
  }

  /// Each kind's value transformed by `transform(kind, value)`.
  @inline(__always)
  func map<T>(_ transform: (TimeKind, Value) -> T) -> TimeKindMap<T> {
    TimeKindMap<T> { kind in transform(kind, self[kind]) }
  }
}

extension TimeKindMap where Value == PrayerTime {
  /// Every time that exists rounded to the nearest minute of a clock `offset` seconds ahead of
  /// UTC (``nearestMinute(_:_:)``), field by field: the hot path of a timetable, written out so
  /// that no closure is called per kind.
  @inline(__always)
  mutating func roundToNearestMinute(offset: Double) {
    imsak.roundToNearestMinute(offset)
    fajr.roundToNearestMinute(offset)
    sunrise.roundToNearestMinute(offset)
    dhuha.roundToNearestMinute(offset)
    dhuhr.roundToNearestMinute(offset)
    asr.roundToNearestMinute(offset)
    sunset.roundToNearestMinute(offset)
    maghrib.roundToNearestMinute(offset)
    isha.roundToNearestMinute(offset)
    midnight.roundToNearestMinute(offset)
    firstThird.roundToNearestMinute(offset)
    lastThird.roundToNearestMinute(offset)
  }
}

extension TimeKindMap: Sendable where Value: Sendable {}
extension TimeKindMap: Equatable where Value: Equatable {}
extension TimeKindMap: Hashable where Value: Hashable {}
