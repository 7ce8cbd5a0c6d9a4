import Foundation
import TestSupport
import XCTest

@testable import Astro

/// The Qibla bearing against an independent computation with 3-D unit vectors, and its
/// properties on the Kaaba's meridian, at its antimeridian and at its antipode.
final class QiblaTests: XCTestCase {
  static let kaaba = (latitude: 21.4225, longitude: 39.8262)

  typealias Vector = (x: Double, y: Double, z: Double)

  static func unit(_ latitude: Double, _ longitude: Double) -> Vector {
    let phi = latitude * .pi / 180
    let lambda = longitude * .pi / 180
    return (cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
  }

  static func dot(_ a: Vector, _ b: Vector) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }

  static func cross(_ a: Vector, _ b: Vector) -> Vector {
    (a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  /// The initial great-circle bearing from p to the Kaaba, from vectors: the plane of the great
  /// circle has normal n = p × k; the direction of travel at p is d = n × p; its components on the
  /// local east and north unit vectors give the bearing. No spherical-trigonometry formula.
  static func vectorBearing(latitude: Double, longitude: Double) -> Double {
    let p = unit(latitude, longitude)
    let k = unit(kaaba.latitude, kaaba.longitude)
    let d = cross(cross(p, k), p)
    let lambda = longitude * .pi / 180
    let phi = latitude * .pi / 180
    let east: Vector = (-sin(lambda), cos(lambda), 0)
    let north: Vector = (-sin(phi) * cos(lambda), -sin(phi) * sin(lambda), cos(phi))
    var b = atan2(dot(d, east), dot(d, north)) * 180 / .pi
    if b < 0 { b += 360 }
    return b
  }

  /// Angular distance to the Kaaba in degrees.
  static func distance(latitude: Double, longitude: Double) -> Double {
    let p = unit(latitude, longitude)
    let k = unit(kaaba.latitude, kaaba.longitude)
    let c = cross(p, k)
    return atan2(dot(c, c).squareRoot(), dot(p, k)) * 180 / .pi
  }

  static func angularDifference(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }

  func testBearing_MatchesVectorComputation_100RandomPlaces() {
    var random = SplitMix64(state: 0x5157_4942_4C41)
    var checked = 0
    while checked < 100 {
      // Uniform on the sphere: latitude = asin(u).
      let latitude = asin(random.uniform(-1, 1)) * 180 / .pi
      let longitude = random.uniform(-180, 180)
      let distance = Self.distance(latitude: latitude, longitude: longitude)
      // Near the Kaaba and its antipode the direction is ill-conditioned.
      guard distance > 0.5, distance < 179.5 else { continue }
      checked += 1
      let place = Coordinates(latitude: latitude, longitude: longitude)!
      let ours = Qibla.bearing(from: place).degrees
      let expected = Self.vectorBearing(latitude: latitude, longitude: longitude)
      XCTAssertEqual(
        Self.angularDifference(ours, expected), 0, accuracy: 1e-8,
        "(\(latitude), \(longitude)): ours \(ours)°, vectors \(expected)°")
      XCTAssertTrue(ours >= 0 && ours < 360, "(\(latitude), \(longitude)): \(ours)")
    }
  }

  /// Published values (spherical Earth, as our documentation states): London ≈ 119.0°, the
  /// example in Qibla's documentation; and a few cities from the vector computation.
  func testBearing_KnownCities() {
    let london = Qibla.bearing(from: Coordinates(latitude: 51.5074, longitude: -0.1278)!).degrees
    XCTAssertEqual(london, 119.0, accuracy: 0.1)
    let cities: [(String, Double, Double)] = [
      ("New York", 40.7128, -74.0060), ("Jakarta", -6.2088, 106.8456), ("Tokyo", 35.6762, 139.6503),
      ("Cape Town", -33.9249, 18.4241), ("Rio de Janeiro", -22.9068, -43.1729),
      ("Anchorage", 61.2181, -149.9003), ("Medina", 24.4672, 39.6112), ("Riyadh", 24.7136, 46.6753),
    ]
    for (name, lat, lon) in cities {
      let ours = Qibla.bearing(from: Coordinates(latitude: lat, longitude: lon)!).degrees
      XCTAssertEqual(
        Self.angularDifference(ours, Self.vectorBearing(latitude: lat, longitude: lon)), 0,
        accuracy: 1e-8, name)
    }
    // New York faces north-east (≈ 58.5°), Jakarta west-north-west (≈ 295°), Medina almost due
    // south (≈ 176°), Riyadh west (≈ 244°).
    func b(_ lat: Double, _ lon: Double) -> Double {
      Qibla.bearing(from: Coordinates(latitude: lat, longitude: lon)!).degrees
    }
    XCTAssertEqual(b(40.7128, -74.0060), 58.5, accuracy: 0.1)
    XCTAssertEqual(b(-6.2088, 106.8456), 295.1, accuracy: 0.2)
    XCTAssertEqual(b(24.4672, 39.6112), 176.0, accuracy: 0.5)
    XCTAssertEqual(b(24.7136, 46.6753), 244.0, accuracy: 1)
  }

  /// On the Kaaba's meridian: south of it the Qibla is due north (0°), north of it due south
  /// (180°).
  func testBearing_OnTheKaabaMeridian() {
    for latitude in [-89.0, -60, -30, 0, 10, 21.0, 21.4] {
      let b = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: Self.kaaba.longitude)!)
        .degrees
      XCTAssertEqual(Self.angularDifference(b, 0), 0, accuracy: 1e-9, "latitude \(latitude): \(b)")
      XCTAssertTrue(b >= 0 && b < 360, "latitude \(latitude): \(b)")
    }
    for latitude in [21.5, 30, 45, 60, 89.0] {
      let b = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: Self.kaaba.longitude)!)
        .degrees
      XCTAssertEqual(b, 180, accuracy: 1e-9, "latitude \(latitude)")
    }
  }

  /// On the equator at the Kaaba's antimeridian the shorter great circle runs over the North
  /// Pole: due north, finite and well defined. At the antipode every direction is as good:
  /// still a finite value in [0°, 360°). At the Kaaba: 0°.
  func testBearing_AntimeridianAntipodeAndKaaba() {
    let antimeridian = Self.kaaba.longitude - 180
    let onEquator = Qibla.bearing(from: Coordinates(latitude: 0, longitude: antimeridian)!).degrees
    XCTAssertTrue(onEquator.isFinite)
    XCTAssertTrue(onEquator >= 0 && onEquator < 360, "\(onEquator)")
    XCTAssertEqual(Self.angularDifference(onEquator, 0), 0, accuracy: 1e-9, "\(onEquator)")
    // North of the antipode on the antimeridian: over the North Pole (0°); south of it, over the
    // South Pole (180°).
    for latitude in [-10.0, 30, 60, 89] {
      let b = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: antimeridian)!).degrees
      XCTAssertEqual(Self.angularDifference(b, 0), 0, accuracy: 1e-9, "latitude \(latitude): \(b)")
    }
    for latitude in [-30.0, -60, -89] {
      let b = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: antimeridian)!).degrees
      XCTAssertEqual(b, 180, accuracy: 1e-9, "latitude \(latitude): \(b)")
    }
    let antipode = Qibla.bearing(
      from: Coordinates(latitude: -Self.kaaba.latitude, longitude: antimeridian)!
    ).degrees
    XCTAssertTrue(antipode.isFinite && antipode >= 0 && antipode < 360, "\(antipode)")
    XCTAssertEqual(Qibla.bearing(from: Qibla.kaaba).degrees, 0)
  }

  /// Every result in [0°, 360°), including the poles and the ±180° meridian.
  func testBearing_RangeEverywhere() {
    for latitude in stride(from: -90.0, through: 90, by: 7.5) {
      for longitude in stride(from: -180.0, through: 180, by: 7.5) {
        let b = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: longitude)!).degrees
        XCTAssertTrue(b.isFinite && b >= 0 && b < 360, "(\(latitude), \(longitude)): \(b)")
      }
    }
    // From the South Pole every direction is north; the bearing is still finite.
    let south = Qibla.bearing(from: Coordinates(latitude: -90, longitude: 0)!).degrees
    XCTAssertTrue(south.isFinite)
    // ±180° are the same meridian.
    for latitude in [-45.0, 0, 45] {
      let a = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: 180)!).degrees
      let b = Qibla.bearing(from: Coordinates(latitude: latitude, longitude: -180)!).degrees
      XCTAssertEqual(Self.angularDifference(a, b), 0, accuracy: 1e-9, "latitude \(latitude)")
    }
  }

  /// Mirror symmetry about the Kaaba's meridian: λₖ + Δ and λₖ − Δ give bearings q and 360° − q.
  func testBearing_MirrorSymmetryAboutTheKaabaMeridian() {
    for latitude in [-50.0, 0, 21.4225, 40] {
      for delta in [5.0, 45, 100, 170] {
        func wrapped(_ l: Double) -> Double { l > 180 ? l - 360 : l < -180 ? l + 360 : l }
        let east = Qibla.bearing(
          from: Coordinates(latitude: latitude, longitude: wrapped(Self.kaaba.longitude + delta))!
        ).degrees
        let west = Qibla.bearing(
          from: Coordinates(latitude: latitude, longitude: wrapped(Self.kaaba.longitude - delta))!
        ).degrees
        XCTAssertEqual(east + west, 360, accuracy: 1e-9, "latitude \(latitude), Δλ \(delta)")
      }
    }
  }
}
