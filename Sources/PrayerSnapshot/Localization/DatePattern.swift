/// An ICU date-format pattern of a language table (`"h:mm\u{202F}a"`, `"d MMMM y G"`,
/// `"H:mm:ss"`), read into the fields ``Localizer`` writes.
///
/// The letters are ICU's (UTS #35, Part 4, Date Field Symbol Table,
/// https://unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table): `d`/`dd` day,
/// `MMMM` month name (`MMM` abbreviated, `LLL`/`LLLL` stand-alone: the name the caller gives), `y` year, `G` era, `h` 12-hour, `H`/`HH` 24-hour, `mm` minute, `ss`
/// second, `a` day period, `B` flexible day period; text between single quotes and every other character is literal, so
/// the time separator and the date order are the pattern's. Foundation's `DateFormatter` with the
/// same pattern is the tests' oracle.
final class DatePattern: Sendable {
  enum Field: Sendable, Equatable {
    case text(String)
    case day(width: Int)
    case monthName
    /// `M`, `MM`: the month's number, padded to `width` (ICU en_CZ's `dMMM`, `d. M.`).
    case monthNumber(width: Int)
    case year
    case era
    case hour12
    case hour24(width: Int)
    case minute
    case second
    case dayPeriod
    /// `B`: a flexible day period, by the time of day (CLDR dayPeriods: tr `sabah`, `öğleden sonra`).
    case flexibleDayPeriod
  }

  let fields: [Field]
  /// The UTF-8 of each text field (empty for the others).
  let bytes: [[UInt8]]
  let source: String

  /// `nil` if the pattern holds a letter field outside the list above.
  init?(_ pattern: String) {
    source = pattern
    var fields: [Field] = []
    var literal = ""
    var scalars = Array(pattern.unicodeScalars)[...]
    func flush() {
      if !literal.isEmpty { fields.append(.text(literal)) }
      literal = ""
    }
    while let c = scalars.first {
      if c == "'" {
        scalars = scalars.dropFirst()
        if scalars.first == "'" {
          literal.unicodeScalars.append("'")
          scalars = scalars.dropFirst()
          continue
        }
        while let q = scalars.first, q != "'" {
          literal.unicodeScalars.append(q)
          scalars = scalars.dropFirst()
        }
        scalars = scalars.dropFirst()
        continue
      }
      guard ("a"..."z").contains(c) || ("A"..."Z").contains(c) else {
        literal.unicodeScalars.append(c)
        scalars = scalars.dropFirst()
        continue
      }
      let run = scalars.prefix { $0 == c }.count
      scalars = scalars.dropFirst(run)
      flush()
      switch (c, run) {
      case ("d", 1...2): fields.append(.day(width: run))
      case ("M", 3...4), ("L", 3...4): fields.append(.monthName)
      case ("M", 1...2), ("L", 1...2): fields.append(.monthNumber(width: run))
      case ("y", 1): fields.append(.year)
      case ("G", 1...3): fields.append(.era)
      case ("h", 1): fields.append(.hour12)
      case ("H", 1...2): fields.append(.hour24(width: run))
      case ("m", 2): fields.append(.minute)
      case ("s", 2): fields.append(.second)
      case ("a", 1...3): fields.append(.dayPeriod)
      case ("B", 1): fields.append(.flexibleDayPeriod)
      default: return nil
      }
    }
    flush()
    self.fields = fields
    bytes = fields.map { if case .text(let s) = $0 { return Array(s.utf8) } else { return [] } }
    textCount = bytes.reduce(0) { $0 + $1.count }
    hasFlexibleDayPeriod = fields.contains(.flexibleDayPeriod)
  }

  /// The UTF-8 bytes of the literal text.
  let textCount: Int

  /// Whether the pattern has a `B` field.
  let hasFlexibleDayPeriod: Bool

  /// The time separator: the literal text right after the pattern's first hour field (`:` of
  /// `H:mm:ss`, `.` of Indonesian `HH.mm`, CLDR's `timeSeparator`); `nil` if no text follows an
  /// hour field.
  var timeSeparator: String? {
    let hour = fields.firstIndex { field in
      switch field {
      case .hour12, .hour24: return true
      default: return false
      }
    }
    guard let hour, hour + 1 < fields.count, case .text(let separator) = fields[hour + 1]
    else { return nil }
    return separator
  }
}
