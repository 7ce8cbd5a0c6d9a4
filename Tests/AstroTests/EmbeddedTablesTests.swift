import TestSupport
import XCTest

@testable import Astro

/// The tables compiled into Astro are exactly the data of `Data/`.
final class EmbeddedTablesTests: XCTestCase {
  func testNutationTable_MatchesData() throws {
    let rows = CSV.records(try dataFile("nutation/iau1980_nutation.csv")).dropFirst()
    XCTAssertEqual(rows.count, 63)
    XCTAssertEqual(nutationTerms1980.count, rows.count)
    for (row, term) in zip(rows, nutationTerms1980) {
      let f = row.map { Double($0)! }
      XCTAssertEqual(
        [Double(term.d), Double(term.m), Double(term.mp), Double(term.f), Double(term.om),
         term.psi, term.psiT, term.eps, term.epsT], f, row.joined(separator: ","))
    }
  }

  func testVSOP87Series_AreTheDataTermsAboveThreshold() throws {
    let rows = CSV.records(try dataFile("vsop87/vsop87d_earth.csv")).dropFirst()
    XCTAssertEqual(rows.count, 2425)
    var expected: [String: [[Double]]] = ["l": [], "b": [], "r": []]
    for f in rows {
      let variable = f[0]
      let k = Int(f[1])!
      let (a, b, c) = (Double(f[2])!, Double(f[3])!, Double(f[4])!)
      while expected[variable]!.count <= k { expected[variable]!.append([]) }
      if a * pow(VSOP87EarthSeries.tauMax, Double(k)) >= VSOP87EarthSeries.threshold {
        expected[variable]![k] += [a, b, c]
      }
    }
    for (name, embedded) in [("l", VSOP87EarthSeries.l), ("b", VSOP87EarthSeries.b), ("r", VSOP87EarthSeries.r)] {
      var wanted = expected[name]!
      while wanted.last?.isEmpty == true { wanted.removeLast() }
      XCTAssertEqual(embedded.count, wanted.count, "\(name): number of powers of τ")
      for (k, (e, w)) in zip(embedded, wanted).enumerated() {
        XCTAssertTrue(e == w, "\(name)\(k): \(e.count / 3) embedded terms, \(w.count / 3) in Data above the threshold")
      }
    }
  }

  /// Meeus Tables 47.A and 47.B as compiled (`LunarSeries`) are the 60 + 60 rows of `Data/moon/`,
  /// in order, every multiple and coefficient equal.
  func testLunarSeries_MatchesData() throws {
    for (file, embedded, width) in [
      ("moon/meeus47a_longitude_distance.csv", LunarSeries.longitudeDistance, 6),
      ("moon/meeus47b_latitude.csv", LunarSeries.latitude, 5),
    ] {
      let records = CSV.records(try dataFile(file))
      let rows = records.dropFirst()
      XCTAssertEqual(rows.count, 60, file)
      XCTAssertEqual(records.first?.count, width, file)
      XCTAssertEqual(embedded.count, rows.count * width, "\(file): \(embedded.count / width) embedded terms")
      for (i, row) in rows.enumerated() where (i + 1) * width <= embedded.count {
        let f = row.map { Double($0) }
        XCTAssertEqual(f.count, width, "\(file) row \(i + 1)")
        XCTAssertEqual(
          f.map { $0 ?? .nan }, Array(embedded[(i * width)..<((i + 1) * width)]), "\(file) row \(i + 1): \(row.joined(separator: ","))")
      }
    }
  }
}
