import Astro
import Foundation
import Hijri

/// A place of a batch run, with its zone and method chosen.
public struct BatchPlace: Sendable, Hashable {
  /// The place's id: the GeoNames id for the embedded table, the line number for a file.
  public var id: String
  public var name: String
  /// The ISO 3166-1 alpha-2 code, or `nil` when no country is known.
  public var country: String?
  public var coordinates: Coordinates
  /// An index into ``BatchJob/zones``.
  public var zone: Int
  /// An index into ``BatchJob/methods``.
  public var method: Int
  /// An index into ``BatchJob/calendars``: the calendar that dates its days.
  public var calendar: Int

  public init(
    id: String, name: String, country: String?, coordinates: Coordinates, zone: Int, method: Int,
    calendar: Int = 0
  ) {
    self.id = id
    self.name = name
    self.country = country
    self.coordinates = coordinates
    self.zone = zone
    self.method = method
    self.calendar = calendar
  }
}
