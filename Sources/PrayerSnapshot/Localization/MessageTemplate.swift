/// A message of a language table with named placeholders: `"{prayer} ends in"`,
/// `"ينتهي وقت {prayer} بعد"`, `"Ramazan'da yatsı: akşamdan {minutes} sonra …"`.
///
/// The value sits inside the sentence where the language puts it (ICU MessageFormat's `{name}`
/// arguments, https://unicode-org.github.io/icu/userguide/format_parse/messages/, without the
/// nested formats: a number's plural is a ``PluralMessage``).
final class MessageTemplate: Sendable {
  enum Segment: Sendable {
    case text(String)
    case placeholder(String)
  }

  let segments: [Segment]
  /// The template as the table writes it.
  let source: String
  /// The UTF-8 of each text segment (empty for a placeholder), for ``write(into:_:)``.
  private let bytes: [[UInt8]]

  /// `text` split at its `{name}` placeholders (a `{` without a closing `}` is text).
  init(_ text: String) {
    source = text
    var segments: [Segment] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      if open > rest.startIndex { segments.append(.text(String(rest[..<open]))) }
      segments.append(.placeholder(String(rest[rest.index(after: open)..<close])))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { segments.append(.text(String(rest))) }
    self.segments = segments
    bytes = segments.map { if case .text(let s) = $0 { return Array(s.utf8) } else { return [] } }
    textCount = bytes.reduce(0) { $0 + $1.count }
  }

  /// The placeholders' names, in order.
  var placeholders: [String] {
    segments.compactMap { if case .placeholder(let name) = $0 { return name } else { return nil } }
  }

  /// The template with every placeholder replaced by `value(name)` (a missing one by nothing).
  func filled(_ value: (String) -> String?) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .text(let s): result += s
      case .placeholder(let name): result += value(name) ?? ""
      }
    }
    return result
  }

  /// The template with the given values.
  func filled(_ values: [String: String]) -> String { filled { values[$0] } }

  /// Writes the template into `t`, each placeholder by `value`.
  func write(into t: inout FinishedText, _ value: (String, inout FinishedText) -> Void) {
    for (segment, bytes) in zip(segments, bytes) {
      switch segment {
      case .text: bytes.withUnsafeBufferPointer { t.append(bytes: $0) }
      case .placeholder(let name): value(name, &t)
      }
    }
  }

  /// The UTF-8 bytes of the text segments.
  let textCount: Int
}

/// A message chosen by a number: by the exact value (`"=1": "Tomorrow"`) or else by the number's
/// CLDR plural category (`"few": "بعد {n} أيام"`), falling back to `other`; `{n}` is the number
/// in the locale's digits.
final class PluralMessage: Sendable {
  /// The `=N` messages (a few at most: searched in order).
  let exact: [(Int, MessageTemplate)]
  /// By ``PluralCategory/ordinal`` (`other` always present).
  let byCategory: [MessageTemplate?]

  /// From a table's object (`"=N"` keys and category names); `nil` without `other` or with a key
  /// that is neither.
  init?(_ source: [String: String]) {
    var exact: [(Int, MessageTemplate)] = []
    var byCategory = [MessageTemplate?](repeating: nil, count: PluralCategory.allCases.count)
    for (key, text) in source {
      if key.hasPrefix("="), let n = Int(key.dropFirst()) {
        exact.append((n, MessageTemplate(text)))
      } else if let category = PluralCategory(rawValue: key) {
        byCategory[category.ordinal] = MessageTemplate(text)
      } else {
        return nil
      }
    }
    guard byCategory[PluralCategory.other.ordinal] != nil else { return nil }
    self.exact = exact
    self.byCategory = byCategory
  }

  /// The template for `n` under `rules`.
  func template(_ n: Int, _ rules: PluralRules) -> MessageTemplate {
    for (value, template) in exact where value == n { return template }
    return template(n, category: rules.category(n))
  }

  /// The template for `n`, whose plural category (under the language's rules) is `category`.
  func template(_ n: Int, category: PluralCategory) -> MessageTemplate {
    for (value, template) in exact where value == n { return template }
    return byCategory[category.ordinal] ?? byCategory[PluralCategory.other.ordinal]!
  }
}
