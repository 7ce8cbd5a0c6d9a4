import Astro
import Hijri

/// The arguments of a subcommand, sorted into option values, flags and positional arguments.
struct ScannedArguments {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
}

/// `--name=value` as its name and value; any other argument whole, with no value.
func splitOption(_ arg: String) -> (name: String, value: String?) {
  guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
  return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
}

/// Sorts `arguments` into options that take a value (`--name VALUE` or `--name=VALUE`), flags
/// (`--name`) and at most `maxPositionals` positional arguments. Returns `nil` for `-h`/`--help`.
func scanArguments(
  _ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>, maxPositionals: Int
) throws(UsageError) -> ScannedArguments? {
  if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return nil }
  var result = ScannedArguments()
  var i = 0
  while i < arguments.count {
    let arg = arguments[i]
    i += 1
    // A positional argument: anything not shaped like an option (a negative number is a value).
    if !arg.hasPrefix("-") || arg == "-" || Double(arg) != nil {
      guard result.positionals.count < maxPositionals else {
        throw UsageError(message: "unexpected argument '\(arg)'")
      }
      result.positionals.append(arg)
      continue
    }
    var (name, value) = splitOption(arg)
    if flagOptions.contains(name) {
      guard value == nil else { throw UsageError(message: "'\(name)' takes no value") }
      guard result.flags.insert(name).inserted else {
        throw UsageError(message: "'\(name)' given twice")
      }
      continue
    }
    guard valueOptions.contains(name) else {
      throw UsageError(message: "unknown option '\(name)'")
    }
    if value == nil {
      guard i < arguments.count else { throw UsageError(message: "missing value for '\(name)'") }
      value = arguments[i]
      i += 1
    }
    guard result.values[name] == nil else { throw UsageError(message: "'\(name)' given twice") }
    result.values[name] = value
  }
  return result
}

/// The options that choose a Hijri calendar, shared by the subcommands and the main command.
enum CalendarOptions {
  /// The identifiers `--calendar` documents.
  static let calendarNames = [
    "umm-al-qura", "umm-al-qura-published", "umm-al-qura-rule", "turkey", "mabims", "civil", "tabular",
  ]
  static let leapPatterns = TabularRule.LeapYears.allCases.map(\.rawValue)
  static let epochs = TabularRule.Epoch.allCases.map(\.rawValue)
  static let adjustRange = -3...3

  /// The value options (`adjust` is `--adjust` in the subcommands, `--hijri-adjust` in the main
  /// command, where `--adjust` moves the prayer times).
  static func valueOptions(adjust: String) -> Set<String> {
    ["--calendar", "--leap-pattern", "--epoch", adjust]
  }

  /// The calendar the options describe (default Umm al-Qura, estimating outside its table).
  static func parse(
    _ values: [String: String], strict: Bool, adjustOption: String
  ) throws(UsageError) -> HijriCalendar {
    var leap: TabularRule.LeapYears?
    if let text = values["--leap-pattern"] {
      guard let l = TabularRule.LeapYears(rawValue: text) else {
        throw UsageError(
          message:
            "the value '\(text)' is invalid for '--leap-pattern': use one of "
            + leapPatterns.map { "'\($0)'" }.joined(separator: ", "))
      }
      leap = l
    }
    var epoch: TabularRule.Epoch?
    if let text = values["--epoch"] {
      guard let e = TabularRule.Epoch(rawValue: text) else {
        throw UsageError(
          message:
            "the value '\(text)' is invalid for '--epoch': use one of "
            + epochs.map { "'\($0)'" }.joined(separator: ", "))
      }
      epoch = e
    }
    let id = values["--calendar"] ?? "umm-al-qura"
    var calendar: HijriCalendar
    if id == "tabular" {
      calendar = HijriCalendar(
        system: .tabular(TabularRule(leapYears: leap ?? .type16, epoch: epoch ?? .thursday)))
    } else {
      guard let c = HijriCalendar(identifier: id) else {
        throw UsageError(
          message:
            "the value '\(id)' is invalid for '--calendar': use one of "
            + calendarNames.map { "'\($0)'" }.joined(separator: ", ")
            + " (or 'tabular-PATTERN-EPOCH', e.g. 'tabular-15-friday')")
      }
      for name in ["--leap-pattern", "--epoch"] where values[name] != nil {
        throw UsageError(
          message: "'\(name)' applies only to '--calendar tabular', not to '\(id)'")
      }
      calendar = c
    }
    if let text = values[adjustOption] {
      guard let n = Int(text), adjustRange.contains(n) else {
        throw UsageError(
          message:
            "'\(adjustOption)' needs a whole number of days "
            + "\(adjustRange.lowerBound)...\(adjustRange.upperBound), got '\(text)'")
      }
      calendar.adjustmentDays = n
    }
    if strict {
      guard calendar.tableRange != nil else {
        throw UsageError(
          message:
            "'--strict' applies only to the table calendars 'umm-al-qura' and "
            + "'umm-al-qura-published' and the predicted calendars 'umm-al-qura-rule', 'turkey' "
            + "and 'mabims', not to '\(calendar.identifier)'")
      }
      calendar.outsideTable = .strict
    }
    return calendar
  }

  /// `1300–1600 AH = 1882-11-12…2174-11-25`, the table of a calendar.
  static func tableDescription(_ calendar: HijriCalendar) -> String {
    guard let range = calendar.tableRange else { return "no table" }
    return "\(range.hijriYears.lowerBound)–\(range.hijriYears.upperBound) AH = "
      + "\(range.gregorian.lowerBound)…\(range.gregorian.upperBound)"
  }

  /// The help lines of the calendar options; `purpose` (help lines, if any) follows `--calendar`.
  static func help(adjust: String, strict: Bool, purpose: String? = nil) -> String {
    let uq = tableDescription(.ummAlQura)
    let published = tableDescription(.ummAlQuraPublished)
    let rules = tableDescription(.mabims)
    var lines = """
        --calendar ID           The Hijri calendar (default: umm-al-qura):
                                umm-al-qura: Umm al-Qura, the ICU/JDK table (Foundation, Java,
                                  browsers), \(uq);
                                umm-al-qura-published: Umm al-Qura as printed in the published
                                  calendars, \(published);
                                umm-al-qura-rule, turkey, mabims: predicted by an astronomical
                                  rule, \(rules)
                                  (predictions: the authorities announce the months; the text
                                  of 'hijri' and 'gregorian' marks them '(predicted)'):
                                  umm-al-qura-rule: the Saudi rule at the Kaaba (conjunction
                                  before sunset, Moon sets after the Sun);
                                  turkey: Diyanet's published table 2022–2027 (1443-06…1449-08
                                  AH), the 2016 Istanbul criterion elsewhere;
                                  mabims: altitude ≥ 3° and elongation ≥ 6.4° at sunset;
                                civil: the civil tabular calendar (type II, Friday epoch);
                                tabular: the arithmetic calendar of --leap-pattern and --epoch
                                  (default: 16, thursday; ICU islamic-tbla).
                                Outside its table (or its predictions) an Umm al-Qura or predicted
                                calendar continues with the civil tabular calendar and marks the
                                dates as estimated\(strict ? "; with\n                          --strict it reports an error instead." : ".")
      """
    if let purpose { lines += "\n" + purpose }
    lines += """

        --leap-pattern P        With --calendar tabular: the leap years of the 30-year cycle,
                                15, 16 (the standard), fatimid or habash-al-hasib (default: 16).
        --epoch E               With --calendar tabular: friday (civil, 16 July 622) or thursday
                                (astronomical, 15 July 622) (default: thursday).
        \(HelpText.pad(adjust + " N", 24))Add N days, -3...3, to every Hijri date, for a local authority a
                                day or two off the calendar (+1: months begin a day earlier).
      """
    if strict {
      lines += """

          --strict                Outside an Umm al-Qura table or the predicted years
                                  \(MonthStartRule.hijriYears.lowerBound)–\(MonthStartRule.hijriYears.upperBound) AH, report an error instead of the
                                  estimate (not for civil and tabular).
        """
    }
    return lines
  }
}

enum HelpText {
  static func pad(_ s: String, _ n: Int) -> String {
    s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
  }

  /// The words of `text` in lines of at most `width` characters, each after `indent`.
  static func wrap(_ text: String, width: Int = 94, indent: String = "") -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
        lines.append(indent + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines.joined(separator: "\n")
  }
}
