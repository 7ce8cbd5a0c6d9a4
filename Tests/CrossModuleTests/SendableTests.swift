import Astro
import Foundation
import Hijri
import PrayerSnapshot
import TestSupport
import XCTest

/// Compiles only if `T` is `Sendable`: a public type that is not makes the test target fail to
/// build.
func assertSendable<T: Sendable>(_: T.Type) {}

/// Every public type of Astro, Hijri and PrayerSnapshot is `Sendable` (issue 7).
///
/// ``testPublicTypes_AreSendable`` is checked by the compiler; ``testPublicTypes_AllListed``
/// reads the three modules' sources and fails when a public type (nested ones by their
/// qualified name) is missing from it, so a new public type cannot skip the check.
/// `Scripts/check_sendable.sh` does the same listing without building.
final class SendableTests: XCTestCase {
  func testPublicTypes_AreSendable() {
    // Astro
    assertSendable(Angle.self)
    assertSendable(AsrRule.self)
    assertSendable(CalculationMethod.self)
    assertSendable(CalculationParameters.self)
    assertSendable(CivilDate.self)
    assertSendable(Coordinates.self)
    assertSendable(DeltaT.self)
    assertSendable(FajrRule.self)
    assertSendable(HighLatitudeRule.self)
    assertSendable(ImsakRule.self)
    assertSendable(IshaRule.self)
    assertSendable(JulianDate.self)
    assertSendable(MaghribRule.self)
    assertSendable(MidnightRule.self)
    assertSendable(Nutation.self)
    assertSendable(PolarResolution.self)
    assertSendable(PrayerAdjustments.self)
    assertSendable(PrayerCalculator.self)
    assertSendable(PrayerTime.self)
    assertSendable(PrayerTime.Origin.self)
    assertSendable(PrayerTimes.self)
    assertSendable(Qibla.self)
    assertSendable(SupportedYears.self)
    assertSendable(OutsideSupportedYears.self)
    assertSendable(Rounding.self)
    assertSendable(SunSampling.self)
    assertSendable(Shafaq.self)
    assertSendable(SiderealTime.self)
    assertSendable(SolarDay.self)
    assertSendable(SolarEphemeris.self)
    assertSendable(SolarPosition.self)
    assertSendable(SunEvent.self)
    assertSendable(CrescentVisibility.self)
    assertSendable(CrescentVisibility.NoCrescent.self)
    assertSendable(CrescentVisibility.OdehAltitudes.self)
    assertSendable(LunarHorizon.self)
    assertSendable(LunarIllumination.self)
    assertSendable(LunarPhase.self)
    assertSendable(LunarPhaseEvent.self)
    assertSendable(LunarPhases.self)
    assertSendable(LunarPosition.self)
    assertSendable(MoonAtSunset.self)
    assertSendable(MoonEvent.self)
    assertSendable(MoonHorizonCrossing.self)
    assertSendable(MoonHorizonCrossing.Kind.self)
    assertSendable(MoonTrack.self)
    assertSendable(OdehZone.self)
    assertSendable(TopocentricPosition.self)
    assertSendable(YallopClass.self)
    assertSendable(TimeKind.self)
    // Hijri
    assertSendable(HijriCalendar.self)
    assertSendable(HijriCalendar.MonthKey.self)
    assertSendable(HijriCalendar.OutsideTable.self)
    assertSendable(HijriCalendar.Source.self)
    assertSendable(HijriCalendar.System.self)
    assertSendable(HijriDate.self)
    assertSendable(HijriDay.self)
    assertSendable(MonthStartPrediction.self)
    assertSendable(MonthStartPrediction.Evening.self)
    assertSendable(MonthStartRule.self)
    assertSendable(HijriError.self)
    assertSendable(SolarHijriCalendar.self)
    assertSendable(SolarHijriDate.self)
    assertSendable(SolarHijriError.self)
    assertSendable(Occasion.self)
    assertSendable(OccasionDate.self)
    assertSendable(OccasionRule.self)
    assertSendable(OccasionSet.self)
    assertSendable(TabularRule.self)
    assertSendable(TabularRule.Epoch.self)
    assertSendable(TabularRule.LeapYears.self)
    // PrayerSnapshot
    assertSendable(BatchError.self)
    assertSendable(BatchFile.self)
    assertSendable(BatchFormat.self)
    assertSendable(BatchJob.self)
    assertSendable(BatchMethod.self)
    assertSendable(BatchMode.self)
    assertSendable(JakimZone.self)
    assertSendable(JakimZone.Match.self)
    assertSendable(PlaceElevation.self)
    assertSendable(BatchPlace.self)
    assertSendable(BatchPlaceFile.self)
    assertSendable(BatchPlaceFile.Failure.self)
    assertSendable(BatchPlaceFile.Row.self)
    assertSendable(BatchShard.self)
    assertSendable(BatchSplit.self)
    assertSendable(BatchSummary.self)
    assertSendable(JSONValue.self)
    assertSendable(LocalClock.self)
    assertSendable(Localizer.self)
    assertSendable(MethodChoice.self)
    assertSendable(MethodChoice.Entry.self)
    assertSendable(CalendarChoice.self)
    assertSendable(CalendarChoice.Entry.self)
    assertSendable(OccasionChoice.self)
    assertSendable(OccasionChoice.Entry.self)
    assertSendable(Place.self)
    assertSendable(PlaceIndex.self)
    assertSendable(PlaceIndex.Match.self)
    assertSendable(PlaceIndex.MatchKind.self)
    assertSendable(PrayerID.self)
    assertSendable(PrayerMark.self)
    assertSendable(SnapshotBuilder.self)
    assertSendable(SnapshotClock.self)
    assertSendable(SnapshotDigits.self)
    assertSendable(SnapshotError.self)
    assertSendable(SnapshotLanguage.self)
    assertSendable(SnapshotLocale.self)
    assertSendable(SnapshotRequest.self)
    assertSendable(SnapshotWriter.self)
    assertSendable(SnapshotWriter.WriteError.self)
    assertSendable(TapQueue.self)
    assertSendable(TapQueue.Failure.self)
    assertSendable(TapQueue.Contents.self)
    assertSendable(QueuedTap.self)
    assertSendable(MarkBook.self)
    assertSendable(Timetable.self)
    assertSendable(Timetable.Day.self)
    assertSendable(WidgetCountdown.self)
    assertSendable(WidgetDisplay.self)
    assertSendable(WidgetReader.self)
    assertSendable(WidgetReload.self)
    assertSendable(WidgetSnapshot.self)
    assertSendable(WidgetSnapshot.Captions.self)
    assertSendable(WidgetSnapshot.Countdown.self)
    assertSendable(WidgetSnapshot.Spoken.self)
    assertSendable(WidgetSnapshot.Day.self)
    assertSendable(WidgetSnapshot.DayOffsets.self)
    assertSendable(ComposedStrings.self)
    assertSendable(WidgetSnapshot.HijriLabel.self)
    assertSendable(WidgetSnapshot.CivilLabel.self)
    assertSendable(WidgetSnapshot.ShortLabels.self)
    assertSendable(WidgetSnapshot.ShortCaptions.self)
    assertSendable(WidgetSnapshot.Moment.self)
    assertSendable(WidgetSnapshot.Next.self)
    assertSendable(WidgetSnapshot.OccasionEntry.self)
    assertSendable(WidgetSnapshot.Prayer.self)
    assertSendable(WidgetSnapshot.Segment.self)
    assertSendable(WidgetState.self)
    assertSendable(WidgetTap.self)
    assertSendable(WidgetTimeline.self)
    assertSendable(ChartWords.self)
    assertSendable(YearChart.self)
    assertSendable(YearChart.Break.self)
    assertSendable(YearChart.ClockChange.self)
    assertSendable(YearChart.Curve.self)
    assertSendable(YearChart.Model.self)
    assertSendable(YearChart.Point.self)
    assertSendable(YearChart.Segment.self)
    assertSendable(YearChart.SunUp.self)
    assertSendable(ZoneBorderCells.self)
    assertSendable(ZoneBorderCells.Cell.self)
    assertSendable(ZoneCountries.self)
    assertSendable(ZoneInference.self)
    assertSendable(ZoneInference.Inference.self)
    assertSendable(ZoneOffsets.self)
    assertSendable(ZoneSpec.self)
    assertSendable(ZoneSpecError.self)
    // The front door, settings, identifiers and the time vocabulary (issue 13)
    assertSendable(AlsoNamed.self)
    assertSendable(CalendarSettings.self)
    assertSendable(CalendarSource.self)
    assertSendable(CountrySource.self)
    assertSendable(DateSpan.self)
    assertSendable(ISO8601.self)
    assertSendable(ISO8601Error.self)
    assertSendable(IdentifierError.self)
    assertSendable(Instant.self)
    assertSendable(LocalTime.self)
    assertSendable(Location.self)
    assertSendable(Location.Kind.self)
    assertSendable(MethodSource.self)
    assertSendable(PlaceError.self)
    // Names people type (issue 15)
    assertSendable(CountryAliases.self)
    assertSendable(LocalizedPlaceName.self)
    assertSendable(PlaceNames.self)
    assertSendable(PlaceResolver.self)
    assertSendable(PolarDefault.self)
    assertSendable(PrayerSettings.self)
    assertSendable(PrayerSettings.Key.self)
    assertSendable(PrayerSettings.RamadanIsha.self)
    assertSendable(PrayerSetup.self)
    assertSendable(PrayerSetupError.self)
    assertSendable(PrayerStatus.self)
    assertSendable(RawValueIdentifiable.self)
    assertSendable(ResolvedPlace.self)
    assertSendable(RuleIdentifiable.self)
    assertSendable(LatitudeRuleIdentifiable.self)
    assertSendable(NumberText.self)
    assertSendable(SettingsError.self)
    assertSendable(Timetable.Time.self)
    assertSendable(ZoneSource.self)
    assertSendable(InputNames.self)
    assertSendable(RamadanMonth.self)
    assertSendable(BatchPlan.self)
    assertSendable(BatchPlan.Places.self)
    assertSendable(SnapshotDecodingError.self)
    assertSendable(InputFileError.self)
    assertSendable(MoonPhase.self)
    assertSendable(CrescentMap.self)
    assertSendable(HijriDocuments.NoHijriDate.self)
    assertSendable(TextEscaping.self)
    assertSendable(WidgetStateDocument.self)
    assertSendable(TimetableText.self)
    assertSendable(TimetableText.Highlight.self)
    assertSendable(TextWidth.self)
    assertSendable(MoonReport.self)
    assertSendable(MoonWords.self)
    assertSendable(CrescentReport.self)
    assertSendable(HijriDocuments.self)
    assertSendable(CSV.self)
    assertSendable(TimetableCSV.self)
    assertSendable(TimetableICS.self)
    assertSendable(TimetableICS.Request.self)
    assertSendable(TimetableWords.self)
  }

  /// The public types declared in `Sources/<module>`, nested ones qualified by the types and
  /// extensions around them (by indentation, two spaces a level, as the sources are formatted).
  static func publicTypes(inModule module: String) throws -> Set<String> {
    let root = repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(module)
    guard let files = FileManager.default.enumerator(atPath: root.path) else {
      throw NSError(domain: "no sources at \(root.path)", code: 1)
    }
    let modifiers: Set<Substring> = [
      "public", "open", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
      "@frozen", "@usableFromInline", "package",
    ]
    let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "extension"]
    var found: Set<String> = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var enclosing: [(indent: Int, name: String)] = []
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let indent = line.prefix { $0 == " " }.count
        var words = line.dropFirst(indent).split(separator: " ")[...]
        var isPublic = false
        while let w = words.first, modifiers.contains(w) {
          if w == "public" || w == "open" { isPublic = true }
          words = words.dropFirst()
        }
        guard let kind = words.first, kinds.contains(kind), words.count > 1 else { continue }
        let name = String(words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        guard !name.isEmpty else { continue }
        while let last = enclosing.last, last.indent >= indent { enclosing.removeLast() }
        let qualified = (enclosing.map(\.name) + [name]).joined(separator: ".")
        enclosing.append((indent, name))
        if isPublic && kind != "extension" { found.insert(qualified) }
      }
    }
    return found
  }

  /// The types ``testPublicTypes_AreSendable`` checks, read from this file.
  static func checkedTypes() throws -> Set<String> {
    let text = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    var checked: Set<String> = []
    for line in text.split(separator: "\n") {
      let l = line.drop { $0 == " " }
      guard l.hasPrefix("assertSendable("), l.hasSuffix(".self)") else { continue }
      checked.insert(String(l.dropFirst("assertSendable(".count).dropLast(".self)".count)))
    }
    return checked
  }

  func testPublicTypes_AllListed() throws {
    let checked = try Self.checkedTypes()
    var declared: Set<String> = []
    for module in ["Astro", "Hijri", "PrayerSnapshot"] {
      let types = try Self.publicTypes(inModule: module)
      XCTAssertGreaterThan(types.count, 5, "\(module): the sources were not found or not parsed")
      declared.formUnion(types)
    }
    // The parser sees the nested types and the types of extensions.
    XCTAssertTrue(declared.isSuperset(of: ["PrayerTime.Origin", "PlaceIndex.Match", "WidgetSnapshot.Day", "YearChart.Segment"]))
    XCTAssertEqual(declared.subtracting(checked).sorted(), [], "public types without assertSendable")
    XCTAssertEqual(checked.subtracting(declared).sorted(), [], "assertSendable of no public type")
  }
}
