import Astro
import Foundation
import Hijri
import PrayerSnapshot

/// `prayertimes occasions [HIJRI-YEAR]`: the Islamic occasions of a Hijri year.
enum OccasionsCommand: Command {
  static let formats = TextFormat.all

  static let description = CalendarConversion.description(
    "occasions", summary: "The Islamic occasions of a Hijri year, with their Gregorian days.",
    synopsis: "occasions [HIJRI-YEAR] [--occasions SET] [--calendar ID] [--format F]",
    usage: "prayertimes occasions [HIJRI-YEAR] [--occasions SET] [calendar options] [--format text|json|csv]",
    overview: "Lists the Islamic occasions of a Hijri year, as one community's calendar keeps them.",
    argument: PositionalArgument(
      name: "HIJRI-YEAR", help: "The Hijri year, 1...9999 (default: the year of today, UTC)."),
    options: [OccasionOptions.row(usual: "Without it, the general set (this command has no place).")
      .with(default: "general")],
    formats: formats,
    output: "Night occasions (in the general set mawlid, isra-miraj and mid-shaban; in diyanet also "
      + "raghaib and laylat-al-qadr) belong to the Hijri day that begins at sunset: they are "
      + "observed on the evening of the Gregorian day before (with --locale they are listed "
      + "under that evening's date, as the authorities' calendars list them); a set may keep "
      + "the same occasion on its day (indonesia's isra-miraj).\nOccasions: "
      + Occasion.allCases.map(\.rawValue).joined(separator: ", ")
      + ".\nOutput: text, one line per occasion (marked '(estimated)' or '(predicted)'); csv "
      + "'id,hijri,gregorian,evening,lastDay,observed,estimated,predicted'; json "
      + "{\"schemaVersion\":1, \"calendar\":…, \"adjustmentDays\":…, \"year\":…, \"set\":…, "
      + "\"occasions\":[{\"id\":…, \"night\":…, \"hijri\":{…}, \"gregorian\":…, \"evening\":…, "
      + "\"lastDay\":…, \"observed\":…, \"estimated\":…, \"predicted\":…}]}.")

  static func run(_ a: Arguments, in env: CommandEnvironment) throws(CommandFailure) -> CommandOutput {
    let (calendar, format) = try CalendarConversion.parse(a, formats: formats)
    let set = try OccasionOptions.set(a) ?? .general
    let year: Int
    if let text = a.positionals.first {
      year = try WholeNumber(range: HijriDate.supportedYears, subject: "the Hijri year")
        .parse(text, option: "")
    } else {
      let today = CalendarConversion.today(env)
      do {
        year = try calendar.hijri(from: today).date.year
      } catch {
        throw .usage("today, \(today), has no Hijri date in this calendar: \(error)")
      }
    }
    let occasions: [OccasionDate]
    do {
      occasions = try calendar.occasions(inYear: year, in: set)
    } catch {
      throw .usage("the occasions of \(year) AH: \(error)")
    }
    switch format {
    case .text:
      if let words = try CalendarWords.parse(a) { return .text(localized(occasions, calendar, words)) }
      var lines = ["Occasions of \(year) AH · \(calendar.label) · set \(set.id)"]
      let width = occasions.map(\.occasion.rawValue.count).max() ?? 0  // the ids listed
      // The English names of the language table, the ones the snapshot shows.
      let english = Localizer(locale: SnapshotLocale(lang: .en))
      for o in occasions {
        var line =
          HelpText.pad(o.occasion.rawValue, width) + "  \(o.hijri)  \(o.day) "
          + o.day.weekdayAbbreviation + "  " + english.occasionName(o.occasion)
        if let evening = o.evening {
          line += ", observed on the evening of \(evening) \(evening.weekdayAbbreviation)"
        }
        if o.lastDay != o.day {
          line += ", through \(o.lastDay) \(o.lastDay.weekdayAbbreviation)"
        }
        if o.isEstimated { line += " (estimated)" } else if o.isPredicted { line += " (predicted)" }
        lines.append(line)
      }
      return .text(lines.joined(separator: "\n"))
    case .csv: return .text(HijriDocuments.csv(occasions: occasions))
    case .json: return .text(HijriDocuments.json(calendar, year: year, set: set, occasions: occasions).serialized(indent: 2))
    }
  }

  /// The occasions in the language of `words`: the calendar's name, then a line each with the
  /// occasion's name, its Hijri date, and the Gregorian day it is observed (a night's evening, as
  /// Diyanet's and the Gulf calendars list a kandil or a laylah under the evening's date; a
  /// span's first and last days), the Hijri footnotes last.
  static func localized(_ occasions: [OccasionDate], _ calendar: HijriCalendar, _ words: TimetableWords) -> String {
    let rows = occasions.map { o in
      var cells = [words.localizer.occasionName(o.occasion), CalendarWords.hijri(o.hijri, estimated: o.isEstimated, words)]
      cells += CalendarWords.gregorian(o.observed, words)
      if o.lastDay != o.day {
        cells[cells.count - 1] += " – " + CalendarWords.gregorian(o.lastDay, words).joined(separator: " ")
      }
      return cells
    }
    let notes = CalendarWords.notes(
      estimated: occasions.contains { $0.isEstimated }, predicted: occasions.contains { $0.isPredicted },
      calendar: calendar, words)
    return ([words.calendarName(calendar)] + CalendarWords.columns(rows) + notes).joined(separator: "\n")
  }
}
