import XCTest

@testable import Astro

/// The tables compiled into Astro are exactly the data of `Data/`.
final class EmbeddedTablesTests: XCTestCase {
  func testNutationTable_MatchesData() throws {
    let rows = try dataFile("nutation/iau1980_nutation.csv").split(separator: "\n").dropFirst()
    XCTAssertEqual(rows.count, 63)
    XCTAssertEqual(nutationTerms1980.count, rows.count)
    for (row, term) in zip(rows, nutationTerms1980) {
      let f = row.split(separator: ",").map { Double($0)! }
      XCTAssertEqual(
        [Double(term.d), Double(term.m), Double(term.mp), Double(term.f), Double(term.om),
         term.psi, term.psiT, term.eps, term.epsT], f, String(row))
    }
  }

  func testVSOP87Series_AreTheDataTermsAboveThreshold() throws {
    let rows = try dataFile("vsop87/vsop87d_earth.csv").split(separator: "\n").dropFirst()
    XCTAssertEqual(rows.count, 2425)
    var expected: [String: [[Double]]] = ["l": [], "b": [], "r": []]
    for row in rows {
      let f = row.split(separator: ",")
      let variable = String(f[0])
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
}
