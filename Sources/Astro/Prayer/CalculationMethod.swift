/// The calculation methods in wide use, by stable identifier.
///
/// The raw values are frozen: they appear in JSON and on the command line. Each preset's
/// parameters, and where they come from, are listed in docs/methods.md; where an authority's
/// published times and a peer library's preset disagree, the preset follows the authority.
public enum CalculationMethod: String, Sendable, Hashable, CaseIterable, Codable {
  /// Muslim World League: Fajr 18°, Isha 17°.
  case mwl
  /// Islamic Society of North America: Fajr 15°, Isha 15°.
  case isna
  /// Egyptian General Authority of Survey: Fajr 19.5°, Isha 17.5°.
  case egypt
  /// Umm al-Qura University, Makkah: Fajr 18.5°, Isha 90 minutes after Maghrib (120 in Ramadan).
  case ummAlQura = "umm-al-qura"
  /// University of Islamic Sciences, Karachi: Fajr 18°, Isha 18°.
  case karachi
  /// Institute of Geophysics, University of Tehran: Fajr 17.7°, Isha 14°, Maghrib 4.5°, Jafari
  /// midnight.
  case tehran
  /// Shia Ithna-Ashari, Leva Institute, Qum: Fajr 16°, Isha 14°, Maghrib 4°, Jafari midnight.
  case jafari
  /// Gulf region: Fajr 19.5°, Isha 90 minutes after Maghrib.
  case gulf
  /// Kuwait: Fajr 18°, Isha 17.5°.
  case kuwait
  /// Qatar: Fajr 18°, Isha 90 minutes after Maghrib.
  case qatar
  /// Majlis Ugama Islam Singapura: Fajr 20°, Isha 18°, rounded up.
  case singapore
  /// JAKIM, Malaysia: Fajr 18° (since November 2019), Isha 18°, rounded up.
  case jakim
  /// Kemenag (Ministry of Religious Affairs), Indonesia: Fajr 20°, Isha 18°, with ihtiyat.
  case kemenag
  /// Kementerian Hal Ehwal Ugama (KHEU, Ministry of Religious Affairs), Brunei: Fajr 20°, Isha 18°,
  /// Dhuhr 1 minute after the transit, rounded to the nearest minute.
  ///
  /// No KHEU document stating the method was found. The angles are the MABIMS countries' 20°/18°
  /// (https://github.com/batoulapps/Adhan/issues/80 says Singapore, Malaysia, Brunei and Indonesia
  /// share the method; 20°/18° is the `KHEU_BRUNEI` preset of
  /// https://github.com/iqbalwork/Robithoh-App/blob/48165fff338f81292fa2769a5242a8fb661f04ac/shared/src/commonMain/kotlin/com/iqbalwork/robithoh/feature/amaliyah/model/PrayerCalculationConfig.kt);
  /// Dhuhr a minute after the transit is also JAKIM's and MUIS's rule (issue 80 quotes e-solat's
  /// 1 min 4 s); Asr is Shafi'i (shadow factor 1); the times are for sea level. That app also adds
  /// 2–3 minutes to every prayer; KHEU's own 2026 table
  /// (https://www.mora.gov.bn/lists/waktusolat/waktusolat.aspx, `Data/fixtures/kheu/`) has no such
  /// precaution, so the preset follows the table: all its 2190 times within a minute.
  case brunei
  /// Union des Organisations Islamiques de France (Musulmans de France): Fajr 12°, Isha 12°.
  case france
  /// Spiritual Administration of Muslims of Russia: Fajr 16°, Isha 15°.
  case russia
  /// Diyanet İşleri Başkanlığı, Turkey: Fajr 18°, Isha 17°, with Diyanet's minute precautions and
  /// its rule beyond 45°.
  case turkey
  /// Moonsighting Committee Worldwide (Khalid Shaukat): seasonal Fajr and Isha.
  case moonsighting
  /// Dubai (UAE): Fajr 18.2°, Isha 18.2°.
  case dubai
  /// Tunisia: Fajr 18°, Isha 18°.
  case tunisia
  /// Algeria: Fajr 18°, Isha 17°.
  case algeria
  /// Morocco (Ministry of Habous): Fajr 19°, Isha 17°.
  case morocco
  /// Comunidade Islâmica de Lisboa: Fajr 18°, Maghrib 3 minutes after sunset, Isha 77 minutes
  /// after Maghrib.
  case portugal
  /// Ministry of Awqaf, Jordan: Fajr 18°, Isha 18°, Maghrib 5 minutes after sunset.
  case jordan
  /// Ministry of Awqaf and Religious Affairs, Oman: Fajr 18°, Isha 18°, Dhuhr, Asr and Maghrib
  /// 5 minutes later, rounded up (inferred from its 2026 Muscat table: docs/methods.md, "oman").
  case oman
  /// Your own parameters; starts as Fajr 18°, Isha 17°, Dhuhr at transit, Maghrib at sunset,
  /// with no adjustment.
  case custom

  /// The authority's name, in English.
  public var name: String {
    switch self {
    case .mwl: return "Muslim World League"
    case .isna: return "Islamic Society of North America"
    case .egypt: return "Egyptian General Authority of Survey"
    case .ummAlQura: return "Umm al-Qura University, Makkah"
    case .karachi: return "University of Islamic Sciences, Karachi"
    case .tehran: return "Institute of Geophysics, University of Tehran"
    case .jafari: return "Shia Ithna-Ashari, Leva Institute, Qum"
    case .gulf: return "Gulf region"
    case .kuwait: return "Kuwait"
    case .qatar: return "Qatar"
    case .singapore: return "Majlis Ugama Islam Singapura"
    case .jakim: return "Jabatan Kemajuan Islam Malaysia (JAKIM)"
    case .kemenag: return "Kementerian Agama Republik Indonesia (Kemenag)"
    case .brunei: return "Kementerian Hal Ehwal Ugama, Brunei (KHEU)"
    case .france: return "Union des Organisations Islamiques de France"
    case .russia: return "Spiritual Administration of Muslims of Russia"
    case .turkey: return "Diyanet İşleri Başkanlığı, Turkey"
    case .moonsighting: return "Moonsighting Committee Worldwide"
    case .dubai: return "Dubai (UAE)"
    case .tunisia: return "Tunisia"
    case .algeria: return "Algeria"
    case .morocco: return "Morocco, Ministry of Habous and Islamic Affairs"
    case .portugal: return "Comunidade Islâmica de Lisboa"
    case .jordan: return "Ministry of Awqaf, Jordan"
    case .oman: return "Ministry of Awqaf and Religious Affairs, Oman"
    case .custom: return "Custom"
    }
  }

  /// The preset's parameters. Every preset uses the standard (shadow factor 1) Asr; choose
  /// ``AsrRule/hanafi`` where the Hanafi school is followed.
  public var parameters: CalculationParameters {
    func angles(_ fajr: Double, _ isha: Double) -> CalculationParameters {
      CalculationParameters(
        method: self, fajr: .depression(.degrees(fajr)), isha: .depression(.degrees(isha)))
    }
    func interval(_ fajr: Double, _ minutes: Double) -> CalculationParameters {
      CalculationParameters(
        method: self, fajr: .depression(.degrees(fajr)), isha: .minutesAfterMaghrib(minutes))
    }
    switch self {
    case .mwl: return angles(18, 17)
    case .isna: return angles(15, 15)
    case .egypt: return angles(19.5, 17.5)
    case .ummAlQura:
      var p = interval(18.5, 90)
      p.ramadanIsha = .minutesAfterMaghrib(120)
      p.rounding = .precaution  // the prayers up, sunrise down, as its published tables
      return p
    case .karachi: return angles(18, 18)
    case .tehran:
      var p = angles(17.7, 14)
      p.maghrib = .depression(.degrees(4.5))
      p.midnight = .jafari
      return p
    case .jafari:
      var p = angles(16, 14)
      p.maghrib = .depression(.degrees(4))
      p.midnight = .jafari
      return p
    case .gulf: return interval(19.5, 90)
    case .kuwait: return angles(18, 17.5)
    case .qatar:
      // Qatar Calendar House's perpetual calendar (Al-Taqweem Al-Da'em): Fajr a minute before
      // 18°, Maghrib (and Isha, 90 minutes after it) two minutes after sunset, rounded to the
      // nearest minute. No document states them: inferred from that table (docs/methods.md,
      // "qatar"); the House's own sunset, 17:55 at Doha on 12 April 2021 in its Ramadan notice,
      // is ours, its table's Maghrib 17:58.
      var p = interval(18, 90)
      p.methodAdjustments = PrayerAdjustments(fajr: -1, maghrib: 2)
      return p
    case .singapore:
      var p = angles(20, 18)
      p.methodAdjustments = PrayerAdjustments(dhuhr: 1)
      p.rounding = .up
      return p
    case .jakim:
      var p = angles(18, 18)
      p.methodAdjustments = PrayerAdjustments(sunrise: -1, dhuhr: 1)
      p.rounding = .up
      return p
    case .kemenag:
      // The horizon of the place's height, rounded to the whole degree (−1° at sea level, −2°
      // at Bandung's 728 m): inferred from Kemenag's Jakarta and Bandung tables (docs/methods.md,
      // "Kemenag"); the criteria's ihtiyat of 2 minutes, rounded up (sunrise down).
      var p = angles(20, 18)
      p.appliesElevation = true
      p.horizonStep = .degrees(1)
      p.methodAdjustments = PrayerAdjustments(
        fajr: 2, sunrise: -3, dhuhr: 3, asr: 2, maghrib: 2, isha: 2)
      p.rounding = .up
      return p
    case .brunei:
      var p = angles(20, 18)
      p.methodAdjustments = PrayerAdjustments(dhuhr: 1)
      return p
    case .france: return angles(12, 12)
    case .russia: return angles(16, 15)
    case .turkey:
      var p = angles(18, 17)
      p.methodAdjustments = PrayerAdjustments(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7)
      p.highLatitudeRule = .diyanet
      // Diyanet's tables have no separate Imsak: their "İmsak" column is the start of Fajr.
      p.imsak = .minutesBeforeFajr(0)
      // Its tables take the Sun once a day, at 0h UT (the Maghrib and Isha drift of issue 15).
      p.sunSampling = .heldForTheDay
      return p
    case .moonsighting:
      var p = CalculationParameters(
        method: self, fajr: .moonsightingSeasonal, isha: .moonsightingSeasonal(.general))
      p.methodAdjustments = PrayerAdjustments(dhuhr: 5, maghrib: 3)
      return p
    case .dubai:
      // The UAE's federal Awqaf (awqaf.gov.ae): adhan's offsets, fitted to its 2015-16 days, but
      // Asr +1 as its 2026 tables print it (+3 then; docs/methods.md, "dubai").
      var p = angles(18.2, 18.2)
      p.methodAdjustments = PrayerAdjustments(sunrise: -3, dhuhr: 3, asr: 1, maghrib: 3)
      return p
    case .tunisia: return angles(18, 18)
    case .algeria: return angles(18, 17)
    case .morocco:
      var p = angles(19, 17)
      p.methodAdjustments = PrayerAdjustments(dhuhr: 5, maghrib: 5)
      return p
    case .portugal:
      var p = interval(18, 77)
      p.maghrib = .minutesAfterSunset(3)
      p.methodAdjustments = PrayerAdjustments(dhuhr: 5)
      return p
    case .jordan:
      // Sunrise and sunset at the place's height (the dip 1.76′ √h: each region of the
      // ministry's tables has its own), sunrise 2 minutes early, Maghrib 2.5 minutes after sunset:
      // inferred from the ministry's 2026 tables of 14 regions (docs/methods.md, "jordan"); at sea
      // level about aladhan's 5 minutes after the standard sunset.
      var p = angles(18, 18)
      p.appliesElevation = true
      p.maghrib = .minutesAfterSunset(2.5)
      p.methodAdjustments = PrayerAdjustments(sunrise: -2)
      return p
    case .oman:
      // MARA's 2026 Muscat table (Data/fixtures/oman-mara/): no document found; the angles and
      // offsets reproduce every time of both half-years within a minute (84 % exact).
      var p = angles(18, 18)
      p.methodAdjustments = PrayerAdjustments(dhuhr: 5, asr: 5, maghrib: 5)
      p.rounding = .up
      return p
    case .custom: return angles(18, 17)
    }
  }
}
