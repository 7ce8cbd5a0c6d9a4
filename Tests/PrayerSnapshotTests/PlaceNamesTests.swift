import Foundation
import TestSupport
import XCTest

@testable import PrayerSnapshot

/// The names people type (issue 15): places in Turkish, Arabic, Persian, Urdu, Malay and
/// Indonesian (GeoNames and CLDR, `Data/places/place_names.csv`), country names and
/// abbreviations after the comma (CLDR through Foundation, `Data/places/country_aliases.csv`),
/// Arabic-script folding and "did you mean".
final class PlaceNamesTests: XCTestCase {
  func testEmbeddedPlaceNames_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("places/place_names.csv"))
    XCTAssertEqual(records.first, ["geonameid", "language", "name", "source"])
    let embedded = PlaceNames.all.map { [String($0.geonameID), $0.language, $0.name, $0.source] }
    XCTAssertGreaterThan(embedded.count, 6_000)
    XCTAssertEqual(embedded, Array(records.dropFirst()))
    // Every name belongs to a place of the table, in one of the ten languages.
    let ids = Set(PlaceIndex.shared.places.map(\.geonameID))
    XCTAssertEqual(PlaceNames.all.filter { !ids.contains($0.geonameID) }, [])
    XCTAssertEqual(Set(PlaceNames.all.map(\.language)), ["tr", "ar", "fa", "ur", "ms", "id", "bn", "ru", "fr", "de"])
  }

  func testEmbeddedCountryAliases_EqualTheCSV() throws {
    let records = CSV.records(try dataFile("places/country_aliases.csv"))
    XCTAssertEqual(records.first, ["alias", "code", "sources"])
    XCTAssertEqual(CountryAliases.all.map { [$0.alias, $0.code] }, records.dropFirst().map { Array($0.prefix(2)) })
  }

  /// Foundation's CLDR territory names (asked here, not read from the table) name their country,
  /// in the seven languages, for every country of the places table.
  func testCountryAliases_FoundationTerritoryNames() throws {
    let countries = Set(PlaceIndex.shared.places.map(\.countryCode))
    var checked = 0
    for language in ["en", "tr", "ar", "fa", "ur", "ms", "id"] {
      for code in countries.sorted() {
        // A name with a comma ("China, Tanah Besar") cannot follow the comma of 'NAME, COUNTRY'.
        guard let name = Locale(identifier: language).localizedString(forRegionCode: code), name != code,
          !name.contains(","), !name.contains("،")
        else { continue }
        XCTAssertEqual(CountryAliases.code(for: name), code, "\(language) \(name)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 1_500)
    // ISO 3166-1 reserves UK for GB; the others are the abbreviations in common use.
    for (alias, code) in [("UK", "GB"), ("usa", "US"), ("UAE", "AE"), ("KSA", "SA"), ("Turkey", "TR"), ("Türkiye", "TR")] {
      XCTAssertEqual(CountryAliases.code(for: alias), code, alias)
    }
    XCTAssertNil(CountryAliases.code(for: "Atlantis"))
    // ISO 3166-1 alpha-3 codes (https://www.iso.org/obp/ui/#search/code/), any case.
    for (alias, code) in [("GBR", "GB"), ("SAU", "SA"), ("TUR", "TR"), ("IDN", "ID"), ("MYS", "MY"), ("deu", "DE"), ("IRN", "IR")] {
      XCTAssertEqual(CountryAliases.code(for: alias), code, alias)
    }
  }

  /// The names the issue says failed, each the GeoNames place of that id and coordinates
  /// (https://www.geonames.org/104515 …).
  func testTypedNames_FindTheGeoNamesPlace() throws {
    let expected: [(String, Int, Double, Double)] = [
      ("Birmingham, UK", 2655603, 52.48142, -1.89983),
      ("London, UK", 2643743, 51.50853, -0.12574),
      ("london, united kingdom", 2643743, 51.50853, -0.12574),
      ("Londra, Birleşik Krallık", 2643743, 51.50853, -0.12574),
      ("لندن، المملكة المتحدة", 2643743, 51.50853, -0.12574),
      ("Mekke", 104515, 21.42664, 39.82563),
      ("Medine", 109223, 24.46861, 39.61417),
      ("إسطنبول", 745044, 41.01384, 28.94966),
      ("جاكرتا", 1642911, -6.21462, 106.84513),
      ("Mekkah", 104515, 21.42664, 39.82563),
      ("مکہ", 104515, 21.42664, 39.82563),
    ]
    for (name, id, lat, lon) in expected {
      let place = try PlaceResolver.place(named: name).place
      XCTAssertEqual(place.geonameID, id, name)
      XCTAssertEqual(place.coordinates.latitude, lat, accuracy: 1e-5, name)
      XCTAssertEqual(place.coordinates.longitude, lon, accuracy: 1e-5, name)
    }
    // The language is kept: Mekke is GeoNames' Turkish name of Makkah.
    let makkah = try PlaceResolver.place(named: "Makkah").place
    XCTAssertTrue(PlaceNames.names(of: makkah).contains { $0.language == "tr" && $0.name == "Mekke" })
  }

  /// The name a language's reader knows a place by: CLDR's exemplar city where CLDR has one
  /// (`إسطنبول`, ar.xml's Europe/Istanbul), else GeoNames' name in the language (`مكة المكرمة`,
  /// `Mekke`, `La Mecque`, `Москва`), else the place's own name (English, and a language whose
  /// name is the same: `Paris` in French); the region of a tag does not matter.
  func testNameInLanguage_CLDRThenGeoNamesThenOwn() throws {
    func name(_ query: String, _ language: String) throws -> String {
      PlaceNames.name(of: try PlaceResolver.place(named: query).place, in: language)
    }
    XCTAssertEqual(try name("Makkah", "ar"), "مكة المكرمة")
    XCTAssertEqual(try name("Makkah", "tr"), "Mekke")
    XCTAssertEqual(try name("Makkah", "fr"), "La Mecque")
    XCTAssertEqual(try name("Makkah", "en"), "Makkah")
    XCTAssertEqual(try name("Makkah", "en-GB"), "Makkah")
    XCTAssertEqual(try name("Istanbul", "ar"), "إسطنبول")  // CLDR, where GeoNames has اسطنبول
    XCTAssertEqual(try name("Istanbul", "tr-CY"), "İstanbul")
    XCTAssertEqual(try name("Moscow", "ru"), "Москва")
    XCTAssertEqual(try name("Paris", "fr"), "Paris")
    // A CLDR row wins over the GeoNames rows of its place and language: the first CLDR row of each
    // language whose place has GeoNames rows too.
    let places = Dictionary(
      PlaceIndex.shared.places.map { ($0.geonameID, $0) }, uniquingKeysWith: { a, _ in a })
    let all = PlaceNames.all
    let withGeoNames = Set(all.filter { $0.source == "geonames" }.map { "\($0.geonameID) \($0.language)" })
    var checked: Set<String> = []
    for row in all where row.source == "cldr" && !checked.contains(row.language)
      && withGeoNames.contains("\(row.geonameID) \(row.language)")
    {
      let place = try XCTUnwrap(places[row.geonameID], "\(row.geonameID)")
      XCTAssertEqual(PlaceNames.name(of: place, in: row.language), row.name)
      checked.insert(row.language)
    }
    XCTAssertGreaterThanOrEqual(checked.count, 5)
  }

  func testNameInLanguage_BisectedLookupEqualsTheRuleOnEveryPlaceAndLanguage() throws {
    // The rule read off the decoded rows: CLDR's row, else the first GeoNames row, else the
    // place's own name; for every place with a row and every language, plus one without rows.
    let places = Dictionary(
      PlaceIndex.shared.places.map { ($0.geonameID, $0) }, uniquingKeysWith: { a, _ in a })
    let byPlace = Dictionary(grouping: PlaceNames.all, by: \.geonameID)
    let languages = ["tr", "ar", "fa", "ur", "ms", "id", "bn", "ru", "fr", "de", "en"]
    var compared = 0
    for (id, rows) in byPlace {
      let place = try XCTUnwrap(places[id], "\(id)")
      for language in languages {
        let own = rows.filter { $0.language == language }
        let expected = own.first { $0.source == "cldr" }?.name ?? own.first?.name ?? place.name
        XCTAssertEqual(PlaceNames.name(of: place, in: language), expected, "\(id) \(language)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 3_000 * languages.count)
    let unnamed = try XCTUnwrap(PlaceIndex.shared.places.first { byPlace[$0.geonameID] == nil })
    XCTAssertEqual(PlaceNames.name(of: unnamed, in: "ar"), unnamed.name)
    // Ids before the first row and after the last.
    let text = PlaceIndex.bytes(of: PlaceNamesData.rows)
    XCTAssertEqual(PlaceNames.firstLine(of: 0, in: text), 0)
    XCTAssertEqual(PlaceNames.firstLine(of: Int.max, in: text), text.count)
  }

  func testArabicScript_SpellingVariantsFoldToOne() {
    let same: [(String, String)] = [
      ("إسطنبول", "اسطنبول"),  // alef with hamza below / alef
      ("أنقرة", "انقره"),  // alef with hamza above, teh marbuta / heh
      ("مکہ", "مكه"),  // keheh / kaf, heh goal / heh
      ("کراچی", "كراچي"),  // keheh, Persian yeh / yeh
      ("مُحَمَّد", "محمد"),  // harakat and shadda
      ("مكــة", "مكة"),  // tatweel
    ]
    for (a, b) in same { XCTAssertEqual(PlaceIndex.searchKey(a), PlaceIndex.searchKey(b), "\(a) \(b)") }
    // Different letters stay different.
    XCTAssertNotEqual(PlaceIndex.searchKey("جاكرتا"), PlaceIndex.searchKey("جاكارتا"))
  }

  func testNearlyNamed_OneTypoAway_NothingForFarOrShortNames() {
    XCTAssertEqual(PlaceIndex.shared.nearlyNamed("Istanbol").first?.geonameID, 745044)
    XCTAssertEqual(PlaceIndex.shared.nearlyNamed("Kuala Lumpor").first?.geonameID, 1735161)
    XCTAssertEqual(PlaceIndex.shared.nearlyNamed("Londn", country: "GB").map(\.geonameID), [2643743])
    XCTAssertEqual(PlaceIndex.shared.nearlyNamed("Qwxzv"), [])
    XCTAssertEqual(PlaceIndex.shared.nearlyNamed("Ist"), [])  // under 4 characters: no guess
    XCTAssertEqual(PlaceIndex.editDistanceForTest("kitten", "sitting", limit: 3), 3)
    XCTAssertNil(PlaceIndex.editDistanceForTest("kitten", "sitting", limit: 2))
  }
}

extension PlaceIndex {
  fileprivate static func editDistanceForTest(_ a: String, _ b: String, limit: Int) -> Int? {
    let s = a.unicodeScalars.map(\.value)
    var p = [Int](repeating: 0, count: s.count + 1)
    var c = p
    return editDistance(s, b.unicodeScalars.map(\.value), limit: limit, &p, &c)
  }
}
