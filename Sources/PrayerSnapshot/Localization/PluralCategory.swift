import Foundation

/// CLDR plural categories, for whole numbers only.
///
/// CLDR 46 plural rules: https://unicode.org/cldr/charts/46/supplemental/language_plural_rules.html
/// (which categories a language has, and the rule of each, is data: ``PluralRules``).
enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other

  /// The position in CLDR's order (zero 0 … other 5).
  var ordinal: Int {
    switch self {
    case .zero: return 0
    case .one: return 1
    case .two: return 2
    case .few: return 3
    case .many: return 4
    case .other: return 5
    }
  }
}

/// A language's CLDR plural rules for integers, read from its table (`pluralRules`): a rule per
/// category other than `other`, in the subset of CLDR's rule syntax (UTS #35, Part 3, §5.1,
/// https://unicode.org/reports/tr35/tr35-numbers.html#Language_Plural_Rules) that whole numbers
/// need — the operand `n` (for an integer, `i` is the same), `n % m`, `=` and `!=` against
/// values, ranges `a..b` and lists of them, `and` binding tighter than `or`:
///
///     ar: zero "n = 0", one "n = 1", two "n = 2", few "n % 100 = 3..10", many "n % 100 = 11..99"
///     en, tr: one "n = 1"
///
/// The first category (in CLDR's order zero, one, two, few, many) whose rule holds is the
/// answer, else `other`; ICU's `uplrules_select` is the tests' oracle.
struct PluralRules: Sendable {
  /// `n % modulus` (`nil`: `n`) compared with `values`.
  struct Relation: Sendable {
    var modulus: Int?
    var negated: Bool
    var values: [ClosedRange<Int>]

    func holds(_ n: Int) -> Bool {
      let v = modulus.map { n % $0 } ?? n
      for range in values where range.contains(v) { return !negated }
      return negated
    }
  }

  /// Per category, alternatives (`or`) of conjunctions (`and`).
  private let rules: [(PluralCategory, [[Relation]])]

  /// The rules of `source` (category name → rule text); `nil` if a rule is outside the subset.
  init?(_ source: [String: String]) {
    var rules: [(PluralCategory, [[Relation]])] = []
    for category in PluralCategory.allCases where category != .other {
      guard let text = source[category.rawValue] else { continue }
      var alternatives: [[Relation]] = []
      for alternative in text.components(separatedBy: " or ") {
        var relations: [Relation] = []
        for relation in alternative.components(separatedBy: " and ") {
          guard let r = PluralRules.relation(relation) else { return nil }
          relations.append(r)
        }
        alternatives.append(relations)
      }
      rules.append((category, alternatives))
    }
    guard rules.count == source.count else { return nil }
    self.rules = rules
  }

  /// The category of the integer `n` (its absolute value).
  func category(_ n: Int) -> PluralCategory {
    let n = Int(n.magnitude.clamped(to: UInt(Int.max)))
    for (category, alternatives) in rules {
      for conjunction in alternatives where PluralRules.allHold(conjunction, n) { return category }
    }
    return .other
  }

  private static func allHold(_ relations: [Relation], _ n: Int) -> Bool {
    for relation in relations where !relation.holds(n) { return false }
    return true
  }

  /// The categories this language has, `other` last.
  var categories: [PluralCategory] { rules.map(\.0) + [.other] }

  /// `n = 1`, `n % 100 = 3..10`, `n != 2, 5..7`.
  private static func relation(_ text: String) -> Relation? {
    let words = text.split(separator: " ").map(String.init)
    guard words.first == "n" else { return nil }
    var rest = words.dropFirst()
    var modulus: Int?
    if rest.first == "%" {
      rest = rest.dropFirst()
      guard let m = rest.first.flatMap({ Int($0) }), m > 0 else { return nil }
      modulus = m
      rest = rest.dropFirst()
    }
    guard let op = rest.first, op == "=" || op == "!=" else { return nil }
    let list = rest.dropFirst().joined(separator: " ")
    var values: [ClosedRange<Int>] = []
    for item in list.split(separator: ",") {
      let bounds = item.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
      guard let low = Int(bounds[0]), let high = Int(bounds.last!), bounds.count <= 2, low <= high
      else { return nil }
      values.append(low...high)
    }
    guard !values.isEmpty else { return nil }
    return Relation(modulus: modulus, negated: op == "!=", values: values)
  }
}

extension UInt {
  fileprivate func clamped(to limit: UInt) -> UInt { Swift.min(self, limit) }
}
