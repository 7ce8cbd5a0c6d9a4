/// The words a screen reader speaks, of one language table (its `spoken` object): what the
/// visual strings abbreviate (`٥:٢٣ ص`, `2 sa. 15 dk.`, `0:12:30`, ▶ ✓) written out.
///
/// - `hours`, `minutes`, `seconds`: the wide units as ICU's `Duration.UnitsFormatStyle` writes
///   them standing alone (CLDR 46 `unitLength="long"`: `2 hours`, `ساعتان`, `2 saat`), plural
///   messages; `list2`, `list3`: CLDR's unit list patterns (wide) that join two or three of them
///   (`{0}, {1}`, `{0} و{1}`, `{0}, {1} und {2}`).
/// - `calm`: the calm countdown's value as it follows the next caption (`in {value}`,
///   `بعد {value}`, `{value} sonra`: CLDR's relative-time future pattern, Arabic's بعد as the
///   day offsets write it); `after`: the unit forms inside it where the preposition governs a
///   case (Arabic's oblique `ساعتين`, `دقيقة واحدة`; Russian's accusative `минуту`; Urdu's
///   oblique `گھنٹے`), as CLDR's relative-time forms write them.
/// - `strong`: the strong countdown's clock spoken (`{value} left`, `{value} kaldı`).
/// - the state words, the mark button's hint, the words for the snapshot's flags, and
///   optionally the day periods a screen reader reads as words (`صباحًا`/`مساءً` where CLDR has
///   only `ص`/`م`) and the strong caption's template with the value inside it (Turkish).
struct SpokenWords: Sendable {
  /// Day periods of a spoken 12-hour time, where the table's `dayPeriods` are not words.
  let am: String?
  let pm: String?
  let hours: PluralMessage
  let minutes: PluralMessage
  let seconds: PluralMessage
  /// The forms of hours and minutes inside `calm`, where they differ from those standing alone.
  let afterHours: PluralMessage?
  let afterMinutes: PluralMessage?
  let list2: MessageTemplate
  let list3: MessageTemplate
  let calm: MessageTemplate
  let strong: MessageTemplate
  /// The state words of a row.
  let states: (current: String, next: String, prayed: String, notPrayed: String)
  /// `{prayer}` is the prayer's name as the widget's row shows it (the `prayer` context), so a
  /// reader fills it from the snapshot.
  let markHint: MessageTemplate
  /// The words for the snapshot's flags.
  let flags: (estimated: String, hijriPredicted: String, hijriEstimated: String)
  /// The strong caption's line, `{caption}` and `{value}` (tr: `{caption} {value} kaldı`), where
  /// the value does not simply follow the caption.
  let endsInFormat: String?

  /// Reads `o` (a programming error if it lacks what `Scripts/gen_l10n_tables.py` checks).
  init(_ o: [String: Any], _ table: String) {
    func text(_ key: String) -> String {
      guard let s = o[key] as? String else { fatalError("language table \(table): spoken.\(key) is missing") }
      return s
    }
    func plural(_ value: Any?, _ key: String) -> PluralMessage {
      guard let p = (value as? [String: String]).flatMap(PluralMessage.init) else {
        fatalError("language table \(table): spoken.\(key) is not a plural message")
      }
      return p
    }
    let periods = o["dayPeriods"] as? [String: String]
    (am, pm) = (periods?["am"], periods?["pm"])
    (hours, minutes, seconds) = (plural(o["hours"], "hours"), plural(o["minutes"], "minutes"), plural(o["seconds"], "seconds"))
    let after = o["after"] as? [String: Any]
    afterHours = after?["hours"].map { plural($0, "after.hours") }
    afterMinutes = after?["minutes"].map { plural($0, "after.minutes") }
    (list2, list3) = (MessageTemplate(text("list2")), MessageTemplate(text("list3")))
    (calm, strong) = (MessageTemplate(text("calm")), MessageTemplate(text("strong")))
    states = (text("current"), text("next"), text("prayed"), text("notPrayed"))
    markHint = MessageTemplate(text("markHint"))
    flags = (text("estimated"), text("hijriPredicted"), text("hijriEstimated"))
    endsInFormat = o["endsInFormat"] as? String
  }
}
