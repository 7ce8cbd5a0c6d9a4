import Astro
import Foundation
import Hijri
import PrayerSnapshot
import TestSupport
import XCTest

/// The public API used from many tasks at once, sharing immutable values between them (issue 7,
/// run under `--sanitize=thread` by `Scripts/sanitize.sh thread`).
///
/// Each test computes its answers serially first, then runs ``taskCount`` tasks × ``rounds``
/// that compute them again at the same time, from the same shared values (one ephemeris, one
/// snapshot's bytes, ``PlaceIndex/shared``, one calendar, …), and asserts that every task's
/// answer equals the serial one. Only public API is used (no `@testable`): what an app sees.
final class ConcurrencyTests: ScratchDirectoryTestCase {
  static let taskCount = 16
  static let rounds = 3

  static let makkah = Coordinates(latitude: 21.4225, longitude: 39.8262)!
  static let places: [(Coordinates, String, CalculationMethod)] = [
    (makkah, "Asia/Riyadh", .ummAlQura),
    (Coordinates(latitude: 41.0082, longitude: 28.9784)!, "Europe/Istanbul", .turkey),
    (Coordinates(latitude: 51.5074, longitude: -0.1278)!, "Europe/London", .moonsighting),
    (Coordinates(latitude: -6.1751, longitude: 106.8272)!, "Asia/Jakarta", .kemenag),
    (Coordinates(latitude: 69.6492, longitude: 18.9553)!, "Europe/Oslo", .mwl),
  ]
  static let start = CivilDate(year: 2026, month: 11, day: 29)!
  /// 2026-11-29T09:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_795_942_800)

  /// `body(task)` in ``taskCount`` tasks of one task group at once, each calling it `rounds`
  /// times; every answer, task by task.
  func concurrently<T: Sendable>(
    rounds: Int = ConcurrencyTests.rounds, _ body: @escaping @Sendable (Int) throws -> T
  ) async throws -> [[T]] {
    try await withThrowingTaskGroup(of: (Int, [T]).self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var out: [T] = []
          for _ in 0..<rounds { out.append(try body(task)) }
          return (task, out)
        }
      }
      var all = [[T]](repeating: [], count: Self.taskCount)
      for try await (task, answers) in group { all[task] = answers }
      return all
    }
  }

  /// Runs `compute` for every task serially and ``concurrently(rounds:_:)``, and asserts that
  /// each task's concurrent answers (`rounds` of them) equal its serial one; returns the serial
  /// answers. `parallelFirst`: the concurrent pass comes first, so that shared state built on
  /// first use is built under contention.
  @discardableResult
  func assertConcurrentEqualsSerial<T: Sendable & Equatable>(
    rounds: Int = ConcurrencyTests.rounds, parallelFirst: Bool = false,
    _ compute: @escaping @Sendable (Int) throws -> T,
    file: StaticString = #filePath, line: UInt = #line
  ) async throws -> [T] {
    var parallel: [[T]] = []
    if parallelFirst { parallel = try await concurrently(rounds: rounds, compute) }
    let serial = try (0..<Self.taskCount).map(compute)
    if !parallelFirst { parallel = try await concurrently(rounds: rounds, compute) }
    for (task, answers) in parallel.enumerated() {
      XCTAssertEqual(answers.count, rounds, file: file, line: line)
      for answer in answers {
        XCTAssertEqual(answer, serial[task], "task \(task)", file: file, line: line)
      }
    }
    return serial
  }

  /// Every instant of a day's times (NaN-free: a missing time is `nil`), for comparison.
  static func instants(_ t: PrayerTimes) -> [Double?] {
    TimeKind.allCases.map { t[$0].instant?.value } + [t.transit.value]
  }

  static func instants(_ t: Timetable) -> [[Double?]] {
    t.days.map { [Double($0.utcOffsetSeconds)] + instants($0.times) }
  }

  // MARK: - Astro

  /// One `SolarEphemeris` shared by calculators and single days in every task.
  func testSharedEphemeris_ConcurrentCalculatorsEqualSerial() async throws {
    let ephemeris = SolarEphemeris(dates: Self.start...Self.start.adding(days: 30))
    let places = Self.places
    @Sendable func compute(_ task: Int) -> [[Double?]] {
      let (coordinates, _, method) = places[task % places.count]
      var calculator = PrayerCalculator(
        coordinates: coordinates, parameters: method.parameters, ephemeris: ephemeris)
      var out: [[Double?]] = []
      for d in 0..<30 {
        let date = Self.start.adding(days: d)
        out.append(Self.instants(calculator.times(on: date, utcOffsetSeconds: 3 * 3600, inRamadan: false)))
        // The same day alone, with and without the shared table.
        out.append(
          Self.instants(
            PrayerTimes(
              coordinates: coordinates, date: date, utcOffsetSeconds: 3 * 3600,
              parameters: method.parameters, ephemeris: ephemeris, inRamadan: d % 2 == 0)))
      }
      out.append([Qibla.bearing(from: coordinates).degrees])
      return out
    }
    try await assertConcurrentEqualsSerial(compute)
  }

  // MARK: - Hijri

  /// Shared calendars (one with an override) converting both ways in every task.
  func testHijriCalendars_ConcurrentConversionsEqualSerial() async throws {
    var adjusted = HijriCalendar.ummAlQura
    try adjusted.setStart(year: 1448, month: 9, to: CivilDate(year: 2027, month: 2, day: 8)!)
    let calendars: [HijriCalendar] = [.ummAlQura, .ummAlQuraPublished, .civil, .tabularAstronomical, adjusted]
    @Sendable func compute(_ task: Int) throws -> [String] {
      let calendar = calendars[task % calendars.count]
      var out: [String] = []
      for d in stride(from: -40_000, through: 60_000, by: 997) {
        let date = Self.start.adding(days: d + task)
        let day = try calendar.hijri(from: date)
        let back = try calendar.gregorian(from: day.date)
        out.append("\(day.date) \(day.isEstimated) \(back)")
      }
      out += try calendar.occasions(inYear: 1448 + task % 3).map { "\($0)" }
      return out
    }
    try await assertConcurrentEqualsSerial(compute)
  }

  /// The Moon (issue 8): month-start predictions of the three rules, astronomical calendars
  /// (one shared precomputed Türkiye calendar among them) and crescent evenings from one shared
  /// track, from many tasks at once.
  func testMoonAndAstronomicalCalendars_ConcurrentEqualSerial() async throws {
    let turkey = HijriCalendar.turkey.precomputingMonths(
      from: CivilDate(year: 2030, month: 1, day: 1)!, through: CivilDate(year: 2030, month: 6, day: 30)!)
    let calendars: [HijriCalendar] = [.ummAlQuraRule, .mabims, turkey]
    let evening = CivilDate(year: 2027, month: 2, day: 7)!
    let track = MoonTrack(from: JulianDate(2_461_442.5), to: JulianDate(2_461_445.5))
    @Sendable func compute(_ task: Int) throws -> [String] {
      var out: [String] = []
      let rule = MonthStartRule.allCases[task % 3]
      out.append("\(try rule.predict(year: 1450 + task % 2, month: 1 + task % 12).firstDay)")
      let calendar = calendars[task % calendars.count]
      for d in stride(from: 0, to: 180, by: 7) {
        let date = CivilDate(year: 2030, month: 1, day: 1)!.adding(days: d + task)
        out.append("\(try calendar.hijri(from: date).date)")
      }
      for lon in stride(from: -180.0, to: 180, by: 30) {
        let place = Coordinates(latitude: Double(task % 5) * 10 - 20, longitude: lon)!
        let c = CrescentVisibility(
          coordinates: place, date: evening, utcOffsetSeconds: Int((lon / 15).rounded()) * 3600,
          track: track)
        out.append("\(c.q.map { String($0) } ?? "none") \(c.v.map { String($0) } ?? "none")")
      }
      return out
    }
    try await assertConcurrentEqualsSerial(rounds: 1, compute)
  }

  // MARK: - PrayerSnapshot

  /// Timetables (their JSON too) and a year chart from shared zones and parameters.
  func testTimetables_ConcurrentEqualSerial() async throws {
    let zones = try Self.places.map { try ZoneSpec(parsing: $0.1) }
    let places = Self.places
    struct Answer: Equatable, Sendable {
      let instants: [[Double?]]
      let json: String
      let svg: String
    }
    @Sendable func compute(_ task: Int) -> Answer {
      let (coordinates, _, method) = places[task % places.count]
      let table = Timetable(
        coordinates: coordinates, start: Self.start.adding(days: task), count: 20,
        zone: zones[task % zones.count], parameters: method.parameters,
        hijriCalendar: task % 2 == 0 ? .ummAlQura : .civil)
      let svg =
        task % 4 == 0
        ? YearChart.svg(timetable: table, title: "task \(task)", today: Self.start) : ""
      return Answer(instants: Self.instants(table), json: table.json.serialized(), svg: svg)
    }
    try await assertConcurrentEqualsSerial(compute)
  }

  /// Snapshots built, encoded, decoded and read (state, timeline) in every task; the bytes of
  /// one snapshot shared by all.
  func testSnapshots_ConcurrentBuildEncodeDecodeReadEqualSerial() async throws {
    let places = Self.places.prefix(4)
    let requests = try places.flatMap { coordinates, zone, method in
      try SnapshotLanguage.allCases.map { lang in
        SnapshotRequest(
          coordinates: coordinates, zone: try ZoneSpec(parsing: zone), parameters: method.parameters,
          locale: SnapshotLocale(lang: lang), marks: [PrayerMark(date: Self.start, prayer: .fajr)],
          place: zone, now: Self.now)
      }
    }
    let shared = try SnapshotBuilder.build(requests[0]).encoded()
    let nowMillis = Int64(Self.now.timeIntervalSince1970 * 1000)
    struct Answer: Equatable, Sendable {
      let decoded: WidgetSnapshot
      let data: Data
      let state: WidgetState
      let timeline: WidgetTimeline
      let sharedState: WidgetState
    }
    @Sendable func compute(_ task: Int) throws -> Answer {
      let snapshot = try SnapshotBuilder.build(requests[task % requests.count])
      let data = snapshot.encoded()
      guard let decoded = WidgetSnapshot.decode(data) else {
        throw NSError(domain: "decode", code: task)
      }
      let at = nowMillis + Int64(task) * 3_600_000
      let taps = [WidgetTap(date: decoded.days[0].date, prayer: .dhuhr, at: Instant(millisecondsSince1970: at))]
      return Answer(
        decoded: decoded, data: data, state: WidgetReader.state(of: data, now: Instant(millisecondsSince1970: at), taps: taps),
        timeline: WidgetReader.timeline(of: decoded, now: Instant(millisecondsSince1970: at), taps: taps),
        sharedState: WidgetReader.state(of: shared, now: Instant(millisecondsSince1970: at), taps: []))
    }
    try await assertConcurrentEqualsSerial(compute)
  }

  /// One `Localizer` per locale, shared by every task.
  func testLocalizers_ConcurrentEqualSerial() async throws {
    let localizers = SnapshotLanguage.allCases.flatMap { lang in
      SnapshotDigits.allCases.flatMap { digits in
        SnapshotClock.allCases.map { Localizer(locale: SnapshotLocale(lang: lang, digits: digits, clock: $0)) }
      }
    }
    @Sendable func compute(_ task: Int) -> [String] {
      let l = localizers[task % localizers.count]
      var out: [String] = []
      for h in 0..<24 { out.append(l.time(hour: h, minute: (h * 7 + task) % 60)) }
      for n in [0, 1, 2, 3, 11, 100, 1448, task] { out.append(l.number(n)) }
      for id in PrayerID.allCases { out += [l.prayerName(id, onFriday: true), l.prayerName(id, onFriday: false)] }
      for w in 1...7 { out.append(l.weekday(w)) }
      out += [
        l.gregorianDate(year: 2026, month: 11, day: 29), l.hijriDate(year: 1448, month: 6, day: 19 + task % 10),
        l.calmDuration(minutes: 5 + task * 13), l.clockDuration(seconds: 59 + task * 997),
        l.dayOffset(task - 8), l.nextCaption(l.sunriseName), l.endsInCaption(l.openAppCaption),
      ]
      out += Occasion.allCases.map(l.occasionName)
      return out
    }
    try await assertConcurrentEqualsSerial(compute)
  }

  /// `PlaceIndex.shared` searched and its zones inferred from every task, the first use of the
  /// table and of its search keys included (each is built once, whichever task comes first).
  func testPlacesAndZones_ConcurrentEqualSerial() async throws {
    let queries = ["istanbul", "sao paulo", "مكة", "Mecca", "london", "new", "al ", "jakarta", "kiev", "x"]
    let points: [Coordinates] = (0..<40).map { (i: Int) -> Coordinates in
      let latitude = Double(i * 37 % 170) - 85
      let longitude = Double(i * 73 % 360) - 180
      return Coordinates(latitude: latitude, longitude: longitude)!
    }
    // The serial answers are computed after the parallel ones here, so that the tasks race to
    // build the shared index and its keys (if no earlier test did).
    @Sendable func compute(_ task: Int) -> [String] {
      let index = PlaceIndex.shared
      var out: [String] = []
      for (i, q) in queries.enumerated() where (i + task) % 5 == 0 {
        out += index.matches(q, limit: 5).map { "\($0.place.geonameID) \($0.kind)" }
        out.append(PlaceIndex.searchKey(q))
      }
      for (i, p) in points.enumerated() where (i + task) % 8 == 0 {
        let inference = ZoneInference.infer(p)
        out.append("\(inference.zone.name) \(inference.reason) \(inference.isNear)")
        if let near = index.nearest(to: p) { out.append("\(near.place.geonameID) \(near.distanceKm)") }
        out.append(MethodChoice.forCountry(inference.nearest?.countryCode ?? "XX").source)
      }
      return out
    }
    let serial = try await assertConcurrentEqualsSerial(rounds: 1, parallelFirst: true, compute)
    XCTAssertTrue(serial.contains { !$0.isEmpty })
  }

  /// Batch jobs (each with its own worker threads) run from several tasks at once into their own
  /// directories: every file equals the one-thread serial run's.
  func testBatchJobs_ConcurrentEqualSerial() async throws {
    let root = directory.path
    let zones = try Self.places.map { try ZoneSpec(parsing: $0.1) }
    let places = Self.places.enumerated().map { i, p in
      BatchPlace(
        id: String(100 + i), name: "P\(i)", country: ["SA", "TR", "GB", "ID", "NO"][i],
        coordinates: p.0, zone: i, method: i)
    }
    let methods = Self.places.map {
      BatchMethod(name: $0.2.rawValue, parameters: $0.2.parameters)
    }
    @Sendable func run(_ name: String, threads: Int, format: BatchFormat) throws -> [String: Data] {
      let job = BatchJob(
        year: 2026, days: 5, places: places, zones: zones, methods: methods, format: format,
        split: .place, threads: threads, directory: root + "/" + name)
      let summary = try job.run()
      XCTAssertEqual(summary.places, places.count)
      var files: [String: Data] = [:]
      for file in try FileManager.default.contentsOfDirectory(atPath: root + "/" + name) {
        files[file] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name + "/" + file))
      }
      return files
    }
    let formats: [BatchFormat] = [.csv, .json]
    let serial = try formats.map { try run("serial-\($0)", threads: 1, format: $0) }
    XCTAssertEqual(serial[0].count, places.count + 1, "a file per place and the manifest")
    let parallel = try await concurrently(rounds: 1) { task in
      try run("task-\(task)", threads: 1 + task % 3, format: formats[task % 2])
    }
    for (task, answers) in parallel.enumerated() {
      XCTAssertEqual(answers.count, 1)
      for files in answers { XCTAssertEqual(files, serial[task % 2], "task \(task)") }
    }
  }
}
