import Astro
import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The embedded places table against `Data/places/cities15000.csv`, search, nearest place, zone
/// inference, and the method-by-country table against `Data/methods/countries.csv`.
final class PlacesTests: XCTestCase {
  let index = PlaceIndex.shared

  // MARK: - The embedded table

  /// Every row of the CSV, field by field, equals the embedded place of the same row.
  func testEmbeddedPlaces_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("places/cities15000.csv"))
    XCTAssertEqual(
      records.first,
      ["geonameid", "name", "asciiname", "alternatenames", "country", "zone", "latitude", "longitude",
       "population"])
    let rows = records.dropFirst()
    XCTAssertEqual(index.count, rows.count)
    XCTAssertEqual(index.count, PlacesData.rowCount)
    XCTAssertGreaterThan(index.count, 34_000)
    var mismatches = 0
    for (i, r) in rows.enumerated() where i < index.count {
      let p = index.place(at: i)
      let same =
        r.count == 9 && String(p.geonameID) == r[0] && p.name == r[1] && p.asciiName == r[2]
        && p.alternateNames == (r[3].isEmpty ? [] : r[3].split(separator: "|").map(String.init))
        && p.countryCode == r[4] && p.zoneIdentifier == r[5]
        && p.coordinates.latitude == Double(r[6]) && p.coordinates.longitude == Double(r[7])
        && String(p.population) == r[8]
      if !same {
        mismatches += 1
        if mismatches < 5 { XCTFail("row \(i): \(r) vs \(p)") }
      }
    }
    XCTAssertEqual(mismatches, 0)
    // At most six alternate names, every asciiname ASCII.
    for p in index.places {
      XCTAssertLessThanOrEqual(p.alternateNames.count, 6, p.name)
      XCTAssertTrue(p.asciiName.unicodeScalars.allSatisfy(\.isASCII), p.asciiName)
    }
  }

  /// The latitude order generated beside the rows (`PlacesData.latitudeOrder`, which the
  /// nearest-place search walks instead of sorting at start-up) lists every row once, by
  /// latitude, then row.
  func testEmbeddedLatitudeOrder_SortsEveryRow() {
    let text = PlacesData.latitudeOrder
    XCTAssertEqual(text.utf8CodeUnitCount, 3 * index.count)
    let digits = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    var seen = [Bool](repeating: false, count: index.count)
    var previous: (latitude: Double, row: Int)?
    var disorder = 0
    for k in 0..<(digits.count / 3) {
      let row = (0..<3).reduce(0) { ($0 << 6) | (Int(digits[3 * k + $1]) - 0x30) }
      guard row >= 0, row < index.count, !seen[row] else { return XCTFail("position \(k): row \(row) repeated or out of range") }
      seen[row] = true
      let latitude = index.place(at: row).coordinates.latitude
      if let previous, (previous.latitude, previous.row) >= (latitude, row) { disorder += 1 }
      previous = (latitude, row)
    }
    XCTAssertEqual(disorder, 0)
    XCTAssertTrue(seen.allSatisfy { $0 })
  }

  /// Foundation knows every zone of the table (else inference would fall back to a fixed offset).
  func testEveryZoneOfTheTable_IsKnownToFoundation() {
    let zones = Set(index.places.map(\.zoneIdentifier))
    XCTAssertGreaterThan(zones.count, 380)
    for z in zones.sorted() {
      XCTAssertEqual((try? ZoneSpec(parsing: z))?.name, z)
    }
  }

  // MARK: - Search

  /// The first search's scan (each name's first character folded, the keys not built) marks
  /// the same rows, exact or prefix, as the keys do: for names and prefixes of a sample of
  /// places, names in other scripts, exonyms, and queries that fold (İ, ß, spaces, tatweel).
  func testFirstSearchScan_SameMatchesAsTheKeys() {
    let index = PlaceIndex.shared
    var queries = ["Istanbul", "  İSTANBUL ", "Mekke", "مكة", "مـكة", "Москва", "Straße", "Kiev", "Cologne", "La Mecque", "s", "ab"]
    for row in stride(from: 0, to: index.count, by: 8_000) {
      let place = index.place(at: row)
      queries += [place.name, String(place.name.prefix(3))] + place.alternateNames.prefix(2)
    }
    queries += PlaceNames.all.enumerated().filter { $0.offset % 3_000 == 0 }.map(\.element.name)
    var exact = 0
    for query in queries {
      let key = Array(PlaceIndex.searchKey(query).utf8)
      guard !key.isEmpty else { continue }
      var scanned = [UInt8](repeating: 0, count: index.count)
      var matched = scanned
      index.scan(for: key, into: &scanned)
      index.match(key, PlaceSearchKeys.shared, into: &matched)
      XCTAssertEqual(scanned, matched, query)
      if matched.contains(2) { exact += 1 }
    }
    XCTAssertGreaterThan(exact, queries.count / 2)  // the comparison is not of empty results
  }

  /// The search keys built from the table's bytes are the decoded names folded: for a sample
  /// of rows (every 50th) and every row with an exonym or a name in another language, the row's
  /// keys are the distinct non-empty ``PlaceIndex/searchKey(_:)`` of its name, ASCII name,
  /// alternate names, exonyms and ``PlaceNames``, in that order; Cyrillic capitals fold as
  /// Unicode's lower-case mapping.
  func testSearchKeys_AreTheDecodedNamesFolded() {
    let index = PlaceIndex.shared
    let keys = PlaceSearchKeys.shared
    var byRow: [Int: [String]] = [:]
    for k in 0..<keys.keyRow.count {
      let key = String(decoding: keys.bytes[Int(keys.keyStart[k])..<Int(keys.keyStart[k + 1])], as: UTF8.self)
      byRow[Int(keys.keyRow[k]), default: []].append(key)
    }
    let exonyms = index.exonymsByRow()
    let named = Dictionary(grouping: PlaceNames.all, by: \.geonameID)
    var checked = 0
    for row in 0..<index.count {
      guard row % 50 == 0 || exonyms[row] != nil || named[index.geonameID(at: row)] != nil else { continue }
      let place = index.place(at: row)
      var expected: [String] = []
      let names = [place.name, place.asciiName] + place.alternateNames + (exonyms[row] ?? [])
        + (named[place.geonameID] ?? []).map(\.name)
      for name in names {
        let key = PlaceIndex.searchKey(name)
        if !key.isEmpty && !expected.contains(key) { expected.append(key) }
      }
      XCTAssertEqual(byRow[row] ?? [], expected, "\(place.name)")
      checked += 1
    }
    XCTAssertGreaterThan(checked, index.count / 50 + 3_000)
    for v in 0x0400...0x045F {
      let scalar = Unicode.Scalar(UInt32(v))!
      XCTAssertEqual(PlaceIndex.searchKey(String(scalar)), scalar.properties.lowercaseMapping, "U+\(String(v, radix: 16))")
    }
  }

  func testSearch_IgnoresCaseAndLatinDiacritics_TurkishIBothWays() {
    for query in ["istanbul", "İstanbul", "ISTANBUL", "Istanbul", "ıstanbul", "  istanbul ", "İSTANBUL"] {
      let found = index.search(query)
      XCTAssertEqual(found.first?.name, "Istanbul", query)
      XCTAssertEqual(found.first?.countryCode, "TR", query)
      XCTAssertEqual(index.matches(query).first?.kind, .exact, query)
    }
    for query in ["sao paulo", "São Paulo", "SÃO PAULO", "Sao Paulo"] {
      let found = index.search(query)
      XCTAssertEqual(found.first?.name, "São Paulo", query)
      XCTAssertEqual(found.first?.countryCode, "BR", query)
    }
    // Turkish names: İzmir's name is the dotted one, its ASCII name Izmir.
    XCTAssertEqual(index.search("izmir").first?.geonameID, 311046)
    XCTAssertEqual(index.search("İZMİR").first?.geonameID, 311046)
    XCTAssertEqual(index.search("Eskişehir").first?.name, "Eskişehir")
    XCTAssertEqual(index.search("eskisehir").first?.name, "Eskişehir")
    XCTAssertEqual(PlaceIndex.searchKey("İstanbul"), "istanbul")
    XCTAssertEqual(PlaceIndex.searchKey("Straße  Łódź"), "strasse lodz")
    XCTAssertEqual(PlaceIndex.searchKey("Xi’an"), "xi'an")
  }

  func testSearch_Arabic_SpellingVariantsFolded() {
    let makkah = index.search("مكة")
    XCTAssertEqual(makkah.first?.name, "Makkah")
    XCTAssertEqual(makkah.first?.countryCode, "SA")
    XCTAssertEqual(index.matches("مكة").first?.kind, .exact)
    XCTAssertEqual(index.search("اسطنبول").first?.name, "Istanbul")
    // Issue 15: alef with hamza is alef, teh marbuta is heh (was: each form its own key).
    XCTAssertEqual(PlaceIndex.searchKey("أنقرة"), "انقره")
    XCTAssertEqual(index.search("أنقرة").first?.name, "Ankara")
    XCTAssertEqual(index.search("انقره").first?.name, "Ankara")
    XCTAssertEqual(index.search("إسطنبول").first?.name, "Istanbul")
  }

  func testSearch_ExactBeforePrefix_ByPopulation() {
    let results = index.matches("Springfield")
    let exact = results.filter { $0.kind == .exact }
    XCTAssertGreaterThanOrEqual(exact.count, 5)
    XCTAssertTrue(exact.allSatisfy { $0.place.name == "Springfield" })
    XCTAssertEqual(Set(exact.map(\.place.countryCode)), ["US"])
    let populations = exact.map(\.place.population)
    XCTAssertEqual(populations, populations.sorted(by: >))
    // Exact matches come before every prefix match.
    if let lastExact = results.lastIndex(where: { $0.kind == .exact }),
      let firstPrefix = results.firstIndex(where: { $0.kind == .prefix })
    {
      XCTAssertLessThan(lastExact, firstPrefix)
    }
    // A prefix finds the big places first.
    let lon = index.matches("lond", limit: 3)
    XCTAssertEqual(lon.first?.place.name, "London")
    XCTAssertEqual(lon.first?.place.countryCode, "GB")
    XCTAssertEqual(lon.first?.kind, .prefix)
    XCTAssertEqual(lon.count, 3)
    XCTAssertTrue(index.search("").isEmpty)
    XCTAssertTrue(index.search("   ").isEmpty)
    XCTAssertTrue(index.search("qqqxqqq").isEmpty)
    XCTAssertTrue(index.matches("a", limit: 0).isEmpty)
  }

  // MARK: - Nearest

  func testNearest_KnownPoints() throws {
    let cases: [(Double, Double, String, String, Double)] = [
      (41.0082, 28.9784, "Eminönü", "TR", 2),  // a district of Istanbul (see the zone reason)
      (21.4225, 39.8262, "Makkah", "SA", 1),
      (51.5074, -0.1278, "London", "GB", 1),
      (-6.2088, 106.8456, "Jakarta", "ID", 3),
      (-13.8333, -171.7667, "Apia", "WS", 2),
      (43.8256, 87.6168, "Ürümqi", "CN", 4),
    ]
    for (lat, lon, name, cc, within) in cases {
      let (place, km) = try XCTUnwrap(index.nearest(to: Coordinates(latitude: lat, longitude: lon)!))
      XCTAssertEqual(place.name, name)
      XCTAssertEqual(place.countryCode, cc)
      XCTAssertLessThan(km, within, name)
    }
  }

  /// The latitude-sorted search returns what a scan of every row returns, for random points,
  /// k = 1 and k = 5.
  func testNearest_EqualsABruteForceScan() {
    var rng = SplitMix64(state: 5)
    let all = (0..<index.count).map { index.coordinates(at: $0) }
    for trial in 0..<100 {
      let point = Coordinates(
        latitude: rng.uniform(-90, 90), longitude: rng.uniform(-180, 180))!
      let distances = all.map { greatCircleKilometres(point, $0) }
      let k = trial % 2 == 0 ? 1 : 5
      // The k smallest by a linear pass.
      var order: [Int] = []
      for i in distances.indices {
        if order.count == k, distances[i] >= distances[order[k - 1]] { continue }
        var j = order.count
        while j > 0 && distances[order[j - 1]] > distances[i] { j -= 1 }
        order.insert(i, at: j)
        if order.count > k { order.removeLast() }
      }
      let got = index.nearestRows(to: point, count: k)
      XCTAssertEqual(got.count, k)
      for (a, b) in zip(got, order) where a != b {
        // Equal distances (duplicate coordinates) may come in either order.
        XCTAssertEqual(distances[a], distances[b], accuracy: 1e-9, "\(point)")
      }
    }
    // Poles and the antimeridian.
    for (lat, lon) in [(90.0, 0.0), (-90.0, 0.0), (0.0, 180.0), (0.0, -180.0), (65.0, -179.99)] {
      let point = Coordinates(latitude: lat, longitude: lon)!
      let best = all.indices.min { greatCircleKilometres(point, all[$0]) < greatCircleKilometres(point, all[$1]) }
      XCTAssertEqual(
        index.nearestRows(to: point, count: 1).first.map { greatCircleKilometres(point, all[$0]) },
        best.map { greatCircleKilometres(point, all[$0]) })
    }
  }

  // MARK: - Zone inference

  func testZoneInference_NamedPlaces() {
    let cases: [(String, Double, Double, String)] = [
      ("Istanbul", 41.0082, 28.9784, "Europe/Istanbul"),
      ("Makkah", 21.4225, 39.8262, "Asia/Riyadh"),
      ("London", 51.5074, -0.1278, "Europe/London"),
      ("Jakarta", -6.2088, 106.8456, "Asia/Jakarta"),
      // Line Islands, UTC+14: a zone representative (no town of 15 000); the longitude alone
      // would say UTC-10:00, a day off.
      ("Kiritimati", 1.87, -157.43, "Pacific/Kiritimati"),
      ("Apia", -13.8333, -171.7667, "Pacific/Apia"),
      // Xinjiang: GeoNames and the tz database's polygons both say Asia/Urumqi (UTC+6, the local
      // Xinjiang time); the official Beijing time is Asia/Shanghai: --tz Asia/Shanghai.
      ("Urumqi", 43.8256, 87.6168, "Asia/Urumqi"),
      ("Kashgar", 39.4704, 75.9898, "Asia/Urumqi"),
      ("Beijing", 39.9042, 116.4074, "Asia/Shanghai"),
      ("Tehran", 35.6892, 51.3890, "Asia/Tehran"),
      ("Kathmandu", 27.7172, 85.3240, "Asia/Kathmandu"),
      ("Chatham Islands", -43.95, -176.56, "Pacific/Chatham"),
      ("Honolulu", 21.3069, -157.8583, "Pacific/Honolulu"),
      ("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
    ]
    for (name, lat, lon, zone) in cases {
      let i = ZoneInference.infer(Coordinates(latitude: lat, longitude: lon)!)
      XCTAssertEqual(i.zone.name, zone, name)
      XCTAssertTrue(i.reason.hasPrefix("nearest place ") || i.reason.hasPrefix("near "), i.reason)
      XCTAssertTrue(i.isNear, name)
    }
    let (zone, reason) = ZoneInference.zone(for: Coordinates(latitude: 41.0082, longitude: 28.9784)!)
    XCTAssertEqual(zone.name, "Europe/Istanbul")
    // The nearest row is the district Eminönü; the reason names the city it is in.
    XCTAssertEqual(reason, "near Istanbul, TR, 2.5 km; nearest place Eminönü, 1.2 km")
    XCTAssertEqual(
      ZoneInference.zone(for: Coordinates(latitude: 21.4225, longitude: 39.8262)!).reason,
      "nearest place Makkah, SA, 0.5 km")
  }

  /// The scripts that choose the helper rows and measure the rule use the same distance limit.
  func testScripts_UseTheSameDistanceLimit() throws {
    for script in ["Scripts/gen_places.py", "Scripts/eval_zone_inference.py"] {
      let text = try String(contentsOf: repositoryRoot.appendingPathComponent(script), encoding: .utf8)
      XCTAssertTrue(
        text.contains("\nLIMIT_KM = \(ZoneInference.maximumDistanceKm)\n"), "\(script): LIMIT_KM")
    }
  }

  func testZoneInference_MidOcean_FixedOffsetByLongitude() {
    let cases: [(Double, Double, String)] = [
      (-30, -130, "UTC-09:00"),  // South Pacific, 2 000 km from Pitcairn and Easter Island
      (0, -25, "UTC-02:00"),  // Equatorial Atlantic
      (-45, 80, "UTC+05:00"),  // Southern Indian Ocean
      (-60, 0, "UTC"),  // Southern Ocean, south of Africa
      (10, 179.9, "UTC+12:00"),
      (10, -179.9, "UTC-12:00"),
    ]
    for (lat, lon, zone) in cases {
      let i = ZoneInference.infer(Coordinates(latitude: lat, longitude: lon)!)
      XCTAssertEqual(i.zone.name, zone, "\(lat), \(lon)")
      XCTAssertFalse(i.isNear)
      XCTAssertTrue(i.reason.hasPrefix("no place within 300 km; the nearest, "), i.reason)
      XCTAssertTrue(i.reason.hasSuffix("the fixed offset nearest the longitude"), i.reason)
      XCTAssertGreaterThan(i.distanceKm ?? 0, 300)
    }
    XCTAssertEqual(ZoneInference.fixedOffset(longitude: 7.5).name, "UTC+01:00")
    XCTAssertEqual(ZoneInference.fixedOffset(longitude: -7.5).name, "UTC-01:00")
    XCTAssertEqual(ZoneInference.fixedOffset(longitude: .nan).name, "UTC")
    XCTAssertEqual(ZoneInference.formatKilometres(2.46), "2.5 km")
    XCTAssertEqual(ZoneInference.formatKilometres(152.6), "153 km")
  }

  // MARK: - Method by country

  func testCountryMethods_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("methods/countries.csv"))
    XCTAssertEqual(records.first, ["country", "method", "asr", "source", "note"])
    let rows = Array(records.dropFirst())
    XCTAssertEqual(MethodChoice.entries.count, rows.count)
    XCTAssertEqual(CountryMethodsData.rowCount, rows.count)
    for (e, r) in zip(MethodChoice.entries, rows) {
      XCTAssertEqual(
        [e.country, e.method.rawValue, e.asr == .hanafi ? "hanafi" : "standard", e.source, e.note], r)
      XCTAssertFalse(e.source.isEmpty)
    }
  }

  func testMethodChoice_PerCountry() {
    let expected: [(String, CalculationMethod, AsrRule)] = [
      ("TR", .turkey, .standard), ("SA", .ummAlQura, .standard), ("PK", .karachi, .hanafi),
      ("IN", .karachi, .hanafi), ("BD", .karachi, .hanafi), ("AF", .karachi, .hanafi),
      ("MY", .jakim, .standard), ("ID", .kemenag, .standard), ("SG", .singapore, .standard),
      ("BN", .brunei, .standard),
      ("EG", .egypt, .standard), ("IR", .tehran, .standard), ("KW", .kuwait, .standard),
      ("QA", .qatar, .standard), ("AE", .dubai, .standard), ("BH", .gulf, .standard),
      ("OM", .oman, .standard), ("JO", .jordan, .standard), ("TN", .tunisia, .standard),
      ("DZ", .algeria, .standard), ("MA", .morocco, .standard), ("PT", .portugal, .standard),
      ("FR", .france, .standard), ("RU", .russia, .standard), ("US", .isna, .standard),
      ("CA", .isna, .standard), ("GB", .moonsighting, .standard),
      ("DE", .mwl, .standard), ("NG", .mwl, .standard), ("tr", .turkey, .standard),
      ("", .mwl, .standard), ("*", .mwl, .standard), ("XX", .mwl, .standard),
    ]
    for (code, method, asr) in expected {
      let (m, a, source) = MethodChoice.forCountry(code)
      XCTAssertEqual(m, method, code)
      XCTAssertEqual(a, asr, code)
      XCTAssertFalse(source.isEmpty, code)
    }
    XCTAssertEqual(MethodChoice.fallback.country, "*")
    XCTAssertTrue(MethodChoice.entry(forCountry: "GB").note.hasPrefix("Weak"))
  }
}

