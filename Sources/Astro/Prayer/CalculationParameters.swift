/// Everything that turns the Sun's events into a day's prayer times.
///
/// Start from a preset and change what differs:
///
///     var parameters = CalculationMethod.mwl.parameters
///     parameters.asr = .hanafi
///     parameters.adjustments.fajr = 2
public struct CalculationParameters: Sendable, Hashable {
  /// The preset these parameters came from (`.custom` once built by hand).
  public var method: CalculationMethod
  /// Fajr: an angle, an interval before sunrise, or the Moonsighting seasonal formula.
  public var fajr: FajrRule
  /// Isha: an angle, an interval after Maghrib, or the Moonsighting seasonal formula.
  public var isha: IshaRule
  /// Isha on the days of Ramadan, when the method has its own (Umm al-Qura: 120 minutes after
  /// Maghrib); `nil` keeps ``isha``. It applies only when ``PrayerTimes`` is told the date is in
  /// Ramadan: the Hijri module's `PrayerTimes(coordinates:date:utcOffsetSeconds:parameters:
  /// ephemeris:hijriCalendar:)` decides it from a Hijri calendar. Set it to `nil` to keep the
  /// year-round Isha (some mosques do not follow the rule).
  public var ramadanIsha: IshaRule?
  /// Maghrib: sunset, an angle, or an interval after sunset.
  public var maghrib: MaghribRule
  /// The Asr shadow length.
  public var asr: AsrRule
  /// Imsak (default: 10 minutes before Fajr).
  public var imsak: ImsakRule
  /// The Sun's altitude that starts Dhuha (Ishraq), default 4.5° (Kemenag's criterion; Turkish
  /// calendars use about 5°).
  public var dhuhaAltitude: Angle
  /// How Fajr and Isha are bounded when twilight lasts most or all of the night.
  public var highLatitudeRule: HighLatitudeRule
  /// What to do on days without sunrise or sunset.
  public var polarResolution: PolarResolution
  /// The night used for midnight and its thirds.
  public var midnight: MidnightRule
  /// The altitude of the Sun's centre at sunrise and sunset for an observer at sea level:
  /// −0.8333° (34′ of refraction plus the 16′ semidiameter), the standard.
  public var horizon: Angle
  /// Whether an observer's elevation lowers the horizon (dip of 1.76′ √h, h in metres, the
  /// navigators' dip with standard terrestrial refraction), moving sunrise earlier and sunset
  /// later. Off in every preset but Kemenag's and Jordan's: the others publish sea-level times.
  public var appliesElevation: Bool
  /// When set, the horizon with its dip is rounded to a multiple of this angle, as Kemenag's
  /// tables take a whole degree: −1° at sea level and in the lowlands, −2° above about 517 m
  /// (Bandung), where −0.8333° less the dip passes −1.5° (docs/methods.md, "Kemenag").
  public var horizonStep: Angle?
  /// Minutes added by the method (e.g. Diyanet's precautions), before the user's adjustments.
  public var methodAdjustments: PrayerAdjustments
  /// Minutes added by the user.
  public var adjustments: PrayerAdjustments
  /// How times are rounded to the minute.
  public var rounding: Rounding
  /// When the Sun's position is taken: at each event (the default), or once for the day as
  /// Diyanet's tables do.
  public var sunSampling: SunSampling

  /// Creates parameters; the defaults are those of ``CalculationMethod/custom``.
  public init(
    method: CalculationMethod = .custom,
    fajr: FajrRule,
    isha: IshaRule,
    ramadanIsha: IshaRule? = nil,
    maghrib: MaghribRule = .sunset,
    asr: AsrRule = .standard,
    imsak: ImsakRule = .minutesBeforeFajr(10),
    dhuhaAltitude: Angle = .degrees(4.5),
    highLatitudeRule: HighLatitudeRule = .twilightAngle,
    polarResolution: PolarResolution = .nearestLatitude(PolarResolution.defaultLatitude),
    midnight: MidnightRule = .standard,
    horizon: Angle = .degrees(-0.8333),
    appliesElevation: Bool = false,
    horizonStep: Angle? = nil,
    methodAdjustments: PrayerAdjustments = PrayerAdjustments(),
    adjustments: PrayerAdjustments = PrayerAdjustments(),
    rounding: Rounding = .nearest,
    sunSampling: SunSampling = .continuous
  ) {
    self.method = method
    self.fajr = fajr
    self.isha = isha
    self.ramadanIsha = ramadanIsha
    self.maghrib = maghrib
    self.asr = asr
    self.imsak = imsak
    self.dhuhaAltitude = dhuhaAltitude
    self.highLatitudeRule = highLatitudeRule
    self.polarResolution = polarResolution
    self.midnight = midnight
    self.horizon = horizon
    self.appliesElevation = appliesElevation
    self.horizonStep = horizonStep
    self.methodAdjustments = methodAdjustments
    self.adjustments = adjustments
    self.rounding = rounding
    self.sunSampling = sunSampling
  }

  /// The altitude of the Sun's centre at sunrise and sunset for an observer `elevation` metres
  /// above the sea: ``horizon``, less the dip 1.76′ √h where ``appliesElevation`` (and h > 0),
  /// rounded to ``horizonStep`` where one is set. Kemenag: −1° at 0 or 16 m, −2° at 728 m.
  public func horizon(atElevation elevation: Double) -> Angle {
    var h = horizon
    if appliesElevation, elevation > 0 {
      h = h - .degrees(1.76 / 60 * elevation.squareRoot())
    }
    if let step = horizonStep, step.radians > 0 {
      h = .radians((h.radians / step.radians).rounded() * step.radians)
    }
    return h
  }

  /// The method's and the user's adjustments together.
  public var totalAdjustments: PrayerAdjustments { methodAdjustments + adjustments }
}
