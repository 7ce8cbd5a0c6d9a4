/// The spoken block's lists of counts ("1 minute", "2 minutes", … "59 minutes"; hours, seconds
/// and the forms after a preposition), unfinished (no direction marks: they are spoken), as
/// strings made of shared pieces: the ten digits once for all the lists (a count below 100 is
/// one or two of them), and the text each template has before and after `{n}` once.
///
/// Every string is what ``Localizer/unfinishedCount(_:_:)`` makes of its message and count; a
/// snapshot builds its lists anew each time (no memo across snapshots).
struct CountLists {
  private let localizer: Localizer
  private var builder: ComposedStrings.Builder
  /// The pieces of the digits 0…9, and per count 0…largest its plural category.
  private let digits: [UInt16]
  private let categories: [PluralCategory]
  /// A template's pieces, by identity: its text before and after `{n}` (`nil` where it has
  /// none), or the whole text of a template without a placeholder (`count` false).
  private struct Parts { let before: UInt16?, after: UInt16?, count: Bool }
  private var known: [(MessageTemplate, Parts?)] = []

  /// Lists of counts up to `largest` in `localizer`'s digits, of the templates of `messages`
  /// (their pieces made before any list, so that the lists share one store of bytes).
  init(_ localizer: Localizer, largest: Int, messages: [PluralMessage]) {
    self.localizer = localizer
    var b = ComposedStrings.Builder(capacity: 256)
    digits = (0...9).map { n in b.piece(digits: localizer.locale.digits, capacity: 3) { $0.digits(n) }.index }
    categories = (0...max(0, largest)).map { localizer.table.plural.category($0) }
    builder = b
    for message in messages {
      for template in message.exact.map(\.1) + message.byCategory.compactMap({ $0 }) { _ = parts(of: template) }
    }
  }

  /// `message` for each count of `range` (within 0…largest).
  mutating func list(_ message: PluralMessage, _ range: ClosedRange<Int>) -> ComposedStrings {
    var last: (template: MessageTemplate, parts: Parts?)?  // consecutive counts share their template
    for n in range {
      let template = message.template(n, category: categories[n])
      if last?.template !== template { last = (template, parts(of: template)) }
      if let p = last?.parts, !p.count || n < 100 {
        if p.count {
          // Two digits where the count has them: "1" + "5" is the count 15's digits.
          let (tens, units) = n < 10 ? (nil, digits[n]) : (digits[n / 10], digits[n % 10])
          builder.append(p.before, tens, units, p.after)
        } else {
          builder.append(p.before)
        }
      } else {
        builder.append(builder.piece(localizer.unfinishedCount(message, n)))
      }
    }
    return builder.take()
  }

  /// The pieces of `template`; `nil` for a shape other than text, `{n}`, text (either text may
  /// be missing) or text alone.
  private mutating func parts(of template: MessageTemplate) -> Parts? {
    if let (_, p) = known.first(where: { $0.0 === template }) { return p }
    let segments = template.segments
    let placeholders = segments.indices.filter { if case .placeholder = segments[$0] { true } else { false } }
    var parts: Parts?
    if placeholders.isEmpty {
      parts = Parts(before: side(segments[...], template), after: nil, count: false)
    } else if placeholders.count == 1, case .placeholder("n") = segments[placeholders[0]] {
      parts = Parts(
        before: side(segments[..<placeholders[0]], template), after: side(segments[(placeholders[0] + 1)...], template),
        count: true)
    }
    known.append((template, parts))
    return parts
  }

  /// The text segments of one side of `{n}` as one piece (a template has no empty ones), or none.
  private mutating func side(_ texts: ArraySlice<MessageTemplate.Segment>, _ template: MessageTemplate) -> UInt16? {
    guard !texts.isEmpty else { return nil }
    return builder.piece(digits: localizer.locale.digits, capacity: template.textCount) { t in
      for case .text(let s) in texts { t.append(contentsOf: s) }
    }.index
  }
}
