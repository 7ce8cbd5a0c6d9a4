#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The Moon's illuminated fraction and phase angle.
///
/// Meeus 1998, ch. 48 "Illuminated Fraction of the Moon's Disk" (pp. 345–347): the geocentric
/// elongation ψ from (48.2), the phase angle i from (48.3) and k = (1 + cos i) / 2 (48.1); the
/// position angle of the bright limb χ from (48.5).
public struct LunarIllumination: Sendable, Hashable {
  /// The geocentric elongation of the Moon from the Sun, radians in [0, π].
  public let elongation: Double
  /// The phase angle (Sun–Moon–Earth), radians in [0, π].
  public let phaseAngle: Double
  /// The illuminated fraction of the disk, 0…1.
  public let fraction: Double
  /// The Moon's age in the lunation: the apparent longitude of the Moon minus the Sun's,
  /// radians in [0, 2π) (0 at new Moon, π at full Moon).
  public let longitudeFromSun: Double
  /// Whether the Moon is waxing (between new and full Moon).
  public var isWaxing: Bool { longitudeFromSun < .pi }

  /// The illumination at an instant (UT).
  public init(at instant: JulianDate) {
    let jde = instant.julianEphemerisDay
    self.init(moon: LunarPosition(julianEphemerisDay: jde), sun: SolarPosition(julianEphemerisDay: jde))
  }

  /// The illumination from the two bodies' apparent positions at the same instant.
  public init(moon: LunarPosition, sun: SolarPosition) {
    let psi = angularSeparation(
      sun.rightAscension, sun.declination, moon.rightAscension, moon.declination)
    let r = sun.distance * TopocentricPosition.kilometresPerAU
    let i = atan2(r * sin(psi), moon.distance - r * cos(psi))
    elongation = psi
    phaseAngle = i
    fraction = (1 + cos(i)) / 2
    longitudeFromSun = Angle(radians: moon.longitude - sun.apparentLongitude).normalized().radians
  }
}
