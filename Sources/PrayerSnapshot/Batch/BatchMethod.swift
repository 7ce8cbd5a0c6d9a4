import Astro
import Foundation
import Hijri

/// Parameters shared by places: a method preset (with any options applied) and its name.
public struct BatchMethod: Sendable, Hashable {
  /// The preset's id (`umm-al-qura`).
  public var name: String
  public var parameters: CalculationParameters

  public init(name: String, parameters: CalculationParameters) {
    self.name = name
    self.parameters = parameters
  }
}
