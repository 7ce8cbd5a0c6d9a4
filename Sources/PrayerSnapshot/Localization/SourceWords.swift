import Astro
import Hijri

/// The `Method:` and `Calendar:` header lines of a localized timetable: why the method and the
/// Hijri calendar were chosen, in the language (the table's `frame`), with the URLs of their
/// sources as they are.
///
///     Method: Umm al-Qura University, Makkah, Asr ×1 (usual in SA, --city Makkah) · source: https://…
///     الطريقة: Umm al-Qura University, Makkah، العصر ×١ (المعتادة في SA، --city Makkah) · المصدر: https://…
///
/// The method keeps its authority's own name (as the header line does), the calendar takes the
/// language's (``TimetableWords/calendarName(_:)``), a place the language's name
/// (``PlaceNames/name(of:in:)``); country codes and option names stay as identifiers. The
/// sources' notes around their URLs are English citations, kept in the English table and in
/// JSON's `methodSource`; a localized line carries the URLs only. The English table without
/// `--locale` keeps ``MethodSource/reason(_:)`` and ``CalendarSource/reason(_:)``.
extension TimetableWords {
  /// The method's line, or `nil` when the method was given (the English table prints none
  /// then either).
  public func methodLine(_ source: MethodSource, names: InputNames = .options) -> String? {
    guard case .usual(let entry, let country, let countrySource, let asrGiven, let polar, let zone) = source else {
      return nil
    }
    var why: [String] = []
    if let country, entry.country != "*" {
      why.append(frameText("methodUsual", ["country": country]))
    } else if let country {
      why.append(frameText("methodDefault", ["country": country]))
    } else {
      why.append(frameText("methodDefaultNoCountry"))
    }
    if let place = placeReason(countrySource, names) { why.append(place) }
    let asrName = Localizer.withoutMarks(name(.asr))
    if asrGiven { why.append(frameText("asrGiven", ["asrName": asrName, "option": names.asr])) }
    if let polar {
      let side = polar < 0 ? "polarSouth" : "polarNorth"
      why.append(
        frameText(
          side,
          [
            "beyond": number(Int(PolarDefault.beyondLatitude)),
            "parallel": number(Int(PolarResolution.defaultFixedLatitude.degrees.rounded())),
          ]))
    }
    // The zone's code is an identifier, as country codes are.
    if let zone { why.append("JAKIM \(zone.zone.code)") }
    let separator = frameText("separator")
    // The row's Asr, unless the settings gave another (said in `why`).
    let method = entry.method.name + (asrGiven ? "" : separator + asrName + " ×" + shadowFactor(entry.asr.shadowFactor))
    let urls = TimetableWords.urls(in: entry.source) + (polar == nil ? [] : [PolarDefault.source])
      + (zone == nil ? [] : [JakimZone.sourceURL])
    return frameText(
      "methodLine",
      ["method": method, "why": why.joined(separator: separator), "source": urls.joined(separator: " ")])
  }

  /// The calendar's line when the place's country chose it (the only case the table prints),
  /// else `nil`.
  public func calendarLine(_ source: CalendarSource, names: InputNames = .options) -> String? {
    guard case .country(let entry, let countrySource) = source else { return nil }
    let separator = frameText("separator")
    let why = [frameText("calendarOf", ["country": entry.country])] + [placeReason(countrySource, names)].compactMap { $0 }
    return frameText(
      "calendarLine",
      [
        "calendar": calendarName(entry.calendar), "why": why.joined(separator: separator),
        "source": TimetableWords.urls(in: entry.source).joined(separator: " "),
      ])
  }

  /// Why this country, in the language: the option and the place named (`--city Makkah`), the
  /// nearest place in the language's name, or that no place is near.
  private func placeReason(_ source: CountrySource?, _ names: InputNames) -> String? {
    switch source {
    case nil: return nil
    case .place(let p): return "\(names.city) \(p.name)"
    case .inferred(let inference):
      guard inference.isNear, let place = inference.landmark ?? inference.nearest else {
        return frameText("noPlaceNear")
      }
      return frameText("nearestPlace", ["place": PlaceNames.name(of: place, in: lang.rawValue)])
    }
  }

  /// The `http://` and `https://` URLs of a source citation, in order, each once, without the
  /// punctuation that closes them (`(https://…)`, `…;`).
  static func urls(in citation: String) -> [String] {
    var urls: [String] = []
    for token in citation.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      guard let start = token.range(of: "https://") ?? token.range(of: "http://") else { continue }
      var url = token[start.lowerBound...]
      while let last = url.last, ")];,.".contains(last) { url = url.dropLast() }
      if !url.isEmpty, !urls.contains(String(url)) { urls.append(String(url)) }
    }
    return urls
  }
}
