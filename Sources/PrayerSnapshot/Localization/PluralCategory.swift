/// CLDR plural categories, for whole numbers only.
///
/// CLDR 46 plural rules: https://unicode.org/cldr/charts/46/supplemental/language_plural_rules.html
enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other

  /// The CLDR 46 Arabic rule for an integer `n` (its absolute value): zero n = 0; one n = 1;
  /// two n = 2; few n % 100 = 3…10; many n % 100 = 11…99; other everything else (100–102,
  /// 200–202, …). So 103 is few and 111 is many, as in ICU's `uplrules_select`.
  static func arabic(_ n: Int) -> PluralCategory {
    let n = n.magnitude
    switch n {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    default:
      switch n % 100 {
      case 3...10: return .few
      case 11...99: return .many
      default: return .other
      }
    }
  }

  /// The CLDR rule of English and Turkish for an integer: one n = 1, other otherwise.
  static func englishOrTurkish(_ n: Int) -> PluralCategory {
    n.magnitude == 1 ? .one : .other
  }
}
