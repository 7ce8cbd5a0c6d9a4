import Foundation

/// The spoken (accessibility) strings: what a screen reader reads where the widget shows
/// abbreviations (`٢ س ١٥ د`, `2 sa. 15 dk.`), a clock (`0:12:30`) or a symbol (▶ ▷ ✓), by the
/// table's `spoken` object (``SpokenWords``).
extension Localizer {
  /// A duration standing alone in wide units, the parts that are not zero (`0 seconds` at 0):
  /// en "2 hours, 12 minutes, 30 seconds", ar "ساعتان، ١٢ دقيقة، و٣٠ ثانية", tr "2 saat 12 dakika
  /// 30 saniye", as ICU's wide `Duration.UnitsFormatStyle` (hours, minutes, seconds) writes them.
  public func spokenDuration(seconds: Int) -> String {
    finished(spokenValue(seconds: seconds))
  }

  /// The strong countdown's clock spoken (the table's `spoken.strong` around
  /// ``spokenDuration(seconds:)``): "12 minutes, 30 seconds left", "متبقٍ ١٢ دقيقة و٣٠ ثانية",
  /// "12 dakika 30 saniye kaldı".
  public func spokenClock(seconds: Int) -> String {
    finished(table.spoken.strong.filled { $0 == "value" ? spokenValue(seconds: seconds) : nil })
  }

  /// The calm countdown's value spoken as it follows the next caption (the table's
  /// `spoken.calm` around the wide hours and minutes, in the forms `spoken.after` gives where the
  /// frame's preposition governs them): "in 2 hours, 15 minutes", "بعد ساعتين و١٥ دقيقة",
  /// "2 saat 15 dakika sonra", "через 1 час 21 минуту"; 0 (or less) → the table's `now`.
  public func spokenCalm(minutes: Int) -> String {
    guard minutes > 0 else { return finished(table.message("now")) }
    let w = table.spoken
    let (h, m) = (minutes / 60, minutes % 60)
    var parts: [String] = []
    if h > 0 { parts.append(unfinishedCount(w.afterHours ?? w.hours, h)) }
    if m > 0 { parts.append(unfinishedCount(w.afterMinutes ?? w.minutes, m)) }
    return finished(w.calm.filled { $0 == "value" ? joined(parts) : nil })
  }

  /// The state words of a prayer's row: current / next / prayed / not yet prayed (ar
  /// الحالية / القادمة / صُلِّيَت / لم تُصَلَّ بعد, tr şu anki / sıradaki / kılındı / henüz
  /// kılınmadı).
  public var spokenStates: (current: String, next: String, prayed: String, notPrayed: String) {
    let s = table.spoken.states
    return (finished(s.current), finished(s.next), finished(s.prayed), finished(s.notPrayed))
  }

  /// The mark button's hint with the prayer's name: "Mark Asr as prayed", "تسجيل صلاة العصر",
  /// "İkindi namazını kıldım olarak işaretle" (Friday: "Cuma namazını …"): the table's
  /// `spoken.markHint` around ``prayerName(_:onFriday:)``, as a reader fills the snapshot's.
  public func markHint(_ id: PrayerID, onFriday: Bool) -> String {
    let name = table.name(Localizer.nameID(id, onFriday), .prayer)
    return finished(table.spoken.markHint.filled { $0 == "prayer" ? name : nil })
  }

  /// The words for the snapshot's flags: a prayer time's `estimated`, a Hijri date's `predicted`
  /// and `estimated` ("Estimated", "Predicted"; "تقديري", "متوقَّع"; "Tahmini").
  public var flagWords: (estimated: String, hijriPredicted: String, hijriEstimated: String) {
    let f = table.spoken.flags
    return (finished(f.estimated), finished(f.hijriPredicted), finished(f.hijriEstimated))
  }

  /// The strong countdown's line, `{caption}` the prayer's ``endsInCaption(_:onFriday:)`` and
  /// `{value}` the clock, where the language puts more after the value (tr `{caption} {value}
  /// kaldı`: "İkindi vaktinin çıkmasına 0:12:30 kaldı", review T5, Turkish being verb-final);
  /// `nil` where the value simply follows the caption. It starts with `{caption} {value}`, what
  /// a reader that ignores it shows (the generator checks).
  public var endsInFormat: String? { table.spoken.endsInFormat }

  /// The snapshot's spoken block, its hours up to `maximumHours` (its lists of counts made of
  /// shared pieces, ``CountLists``).
  func spokenBlock(maximumHours: Int) -> WidgetSnapshot.Spoken {
    let w = table.spoken
    let hours = 0...max(0, maximumHours)
    var lists = CountLists(
      self, largest: max(59, hours.upperBound),
      messages: [w.hours, w.minutes, w.seconds] + [w.afterHours, w.afterMinutes].compactMap { $0 })
    return WidgetSnapshot.Spoken(
      hours: lists.list(w.hours, hours), minutes: lists.list(w.minutes, 0...59), seconds: lists.list(w.seconds, 0...59),
      afterHours: w.afterHours.map { lists.list($0, hours) }, afterMinutes: w.afterMinutes.map { lists.list($0, 0...59) },
      // The templates as the table writes them: the reader fills them.
      list2: w.list2.source, list3: w.list3.source, calm: w.calm.source, strong: w.strong.source,
      markHint: w.markHint.source,
      current: w.states.current, next: w.states.next, prayed: w.states.prayed, notPrayed: w.states.notPrayed)
  }

  /// Hours, minutes and seconds of `seconds` that are not zero, wide, joined (no marks).
  private func spokenValue(seconds: Int) -> String {
    let total = max(0, seconds)
    let w = table.spoken
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
    var parts: [String] = []
    if h > 0 { parts.append(unfinishedCount(w.hours, h)) }
    if m > 0 { parts.append(unfinishedCount(w.minutes, m)) }
    if s > 0 || parts.isEmpty { parts.append(unfinishedCount(w.seconds, s)) }
    return joined(parts)
  }

  /// Two or three units joined by the table's `spoken.list2` or `spoken.list3`.
  private func joined(_ parts: [String]) -> String {
    let w = table.spoken
    switch parts.count {
    case 0: return ""
    case 1: return parts[0]
    case 2: return w.list2.filled { $0 == "0" ? parts[0] : $0 == "1" ? parts[1] : nil }
    default: return w.list3.filled { ["0": parts[0], "1": parts[1], "2": parts[2]][$0] }
    }
  }
}
