/// English names that the places table does not hold but people type: `Mecca` for Makkah,
/// `Medina` for Madinah, `Bombay` for Mumbai. Searched like the table's own names (``PlaceIndex``
/// folds them the same way), so they work with `--city` and `cities`.
///
/// Only where the table's names differ (GeoNames' primary name, ASCII name and the alternate
/// names kept in `Data/places/cities15000.csv`); by geonameid, so that a name is tied to one
/// place. When another place has the name too (`Medina`, Ohio; `Calcutta`, South Africa), the
/// search returns both and `--city` takes the far more populous one, with a note, as for any
/// shared name.
enum PlaceExonyms {
  /// geonameid, the place's name in the table (checked by the tests), the other names.
  static let table: [(geonameID: Int, tableName: String, names: [String])] = [
    (104515, "Makkah", ["Mecca", "Makka", "Makkah al-Mukarramah", "Mecca al-Mukarramah"]),
    (109223, "Madinah", ["Medina", "Medinah", "Madina", "Al-Madinah", "Madinah al-Munawwarah"]),
    (105343, "Jeddah", ["Jiddah", "Jidda", "Jedda"]),
    (107968, "Ta’if", ["Taif", "At-Taif", "At Taif"]),
    (106281, "Ha'il", ["Hail"]),
    (281184, "Jerusalem", ["Al-Quds", "Al Quds", "Quds"]),
    (360630, "Cairo", ["Al-Qahirah", "Al Qahirah", "Qahira"]),
    (112931, "Tehran", ["Teheran"]),
    (71137, "Sanaa", ["Sana'a", "Sana"]),
    (285787, "Kuwait City", ["Kuwait", "Al Kuwayt"]),
    (99532, "Basrah", ["Basra"]),
    (2214846, "Misratah", ["Misrata", "Misurata"]),
    (57289, "Hargeysa", ["Hargeisa"]),
    (2542997, "Marrakesh", ["Marrakech"]),
    (2548885, "Fes", ["Fez"]),
    (1275339, "Mumbai", ["Bombay"]),
    (1275004, "Kolkata", ["Calcutta"]),
    (1264527, "Chennai", ["Madras"]),
    (1277333, "Bengaluru", ["Bangalore"]),
    (1185241, "Dhaka", ["Dacca"]),
    (1298824, "Yangon", ["Rangoon"]),
    (1566083, "Ho Chi Minh City", ["Saigon"]),
    (1816670, "Beijing", ["Peking"]),
    (703448, "Kyiv", ["Kiev"]),
    (2886242, "Köln", ["Cologne"]),
    (2510911, "Sevilla", ["Seville"]),
  ]
}

extension PlaceIndex {
  /// The row of a geonameid (the table is in geonameid order), or `nil`.
  func row(ofGeonameID id: Int) -> Int? {
    var a = 0
    var b = count
    while a < b {
      let m = (a + b) / 2
      let v = geonameID(at: m)
      if v == id { return m }
      if v < id { a = m + 1 } else { b = m }
    }
    return nil
  }

  /// The exonyms of each row that has some (``PlaceExonyms``).
  func exonymsByRow() -> [Int: [String]] {
    var result: [Int: [String]] = [:]
    for entry in PlaceExonyms.table {
      if let row = row(ofGeonameID: entry.geonameID) { result[row, default: []] += entry.names }
    }
    return result
  }
}
