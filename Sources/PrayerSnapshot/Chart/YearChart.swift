import Astro
import Foundation

/// A picture of a year of prayer times: one curve per time across the days, in the zone's local
/// clock, as a self-contained SVG.
///
///     let year = Timetable(
///       coordinates: london, start: CivilDate(year: 2026, month: 1, day: 1)!, count: 365,
///       zone: try ZoneSpec(parsing: "Europe/London"),
///       parameters: CalculationMethod.moonsighting.parameters)
///     let svg = YearChart.svg(timetable: year, title: "Prayer times 2026 · London", today: nil)
///
/// The x axis is the timetable's dates (month ticks and labels), the y axis the local clock from
/// 00:00 (top) to 24:00 (bottom). The chart is drawn from a plotting model (``model(_:)``), which
/// splits each curve where the clock changes (daylight saving: a step, not a steep diagonal),
/// where the time does not happen (a gap), where it wraps past midnight, and where it starts or
/// stops coming from a high-latitude rule or polar resolution (drawn dotted). The output is a
/// function of the input only: every number is printed with one decimal.
public enum YearChart: Sendable {
  /// The times drawn, in the order of the day, with their English names.
  public static let kinds: [(kind: TimeKind, name: String)] = [
    (.fajr, "Fajr"), (.sunrise, "Sunrise"), (.dhuhr, "Dhuhr"), (.asr, "Asr"),
    (.maghrib, "Maghrib"), (.isha, "Isha"),
  ]

  // MARK: - Plotting model

  /// One plotted time: a date and the local clock time of its instant.
  public struct Point: Sendable, Hashable {
    /// The timetable's date the time belongs to.
    public let date: CivilDate
    /// Days from the chart's first date (the x position).
    public let day: Int
    /// Minutes since local midnight on the zone's clock at that instant, 0 ..< 1440.
    public let minutes: Double
    /// The zone's offset from UTC at the instant, in seconds.
    public let utcOffsetSeconds: Int
    /// How the time was obtained.
    public let origin: PrayerTime.Origin

    /// Whether the time comes from a high-latitude rule or a polar resolution.
    public var isEstimated: Bool { origin.isEstimated }
  }

  /// Why a segment starts where it does.
  public enum Break: String, Sendable, Hashable {
    /// The first time of the curve.
    case start
    /// The time does not happen on the days before (a gap).
    case missing
    /// The zone's clock changed between the previous point and this one (a step).
    case clockChange
    /// The time crossed local midnight (it moves from one edge of the chart to the other).
    case midnight
    /// The previous point is computed from the sky and this one from a rule, or the other way
    /// round: the curve goes on, in the other style.
    case origin
  }

  /// A run of consecutive days drawn as one line.
  public struct Segment: Sendable, Hashable {
    /// Why the segment starts here.
    public let start: Break
    /// Whether its times come from a high-latitude rule or a polar resolution.
    public let isEstimated: Bool
    /// The points, by date.
    public let points: [Point]
  }

  /// The curve of one time over the chart's dates.
  public struct Curve: Sendable, Hashable {
    public let kind: TimeKind
    public let name: String
    public let segments: [Segment]

    /// Every point of the curve, in order.
    public var points: [Point] { segments.flatMap(\.points) }
  }

  /// A change of the zone's offset between the noons of two consecutive dates.
  public struct ClockChange: Sendable, Hashable {
    /// The first date at the new offset.
    public let date: CivilDate
    /// Days from the chart's first date.
    public let day: Int
    /// The offsets before and after, in seconds.
    public let fromSeconds: Int
    public let toSeconds: Int
  }

  /// A stretch of one day with the Sun up, on a day without Sunrise or without Maghrib.
  public struct SunUp: Sendable, Hashable {
    /// Days from the chart's first date.
    public let day: Int
    /// Minutes of the local day, 0 ... 1440.
    public let from: Double
    public let to: Double
  }

  /// What the chart draws.
  public struct Model: Sendable {
    /// The first and last dates of the x axis.
    public let first: CivilDate
    public let last: CivilDate
    /// The curves, in the order of ``YearChart/kinds``.
    public let curves: [Curve]
    /// The clock changes within the dates.
    public let clockChanges: [ClockChange]
    /// The estimated origins that occur (high-latitude rule, polar resolution), in that order.
    public let estimatedOrigins: [PrayerTime.Origin]
    /// Whether some time does not happen on some date.
    public let hasGaps: Bool
    /// Daylight that the Sunrise-to-Maghrib band cannot show because the Sun does not set (the
    /// midnight sun, left unresolved): the whole day, or from Sunrise on, or until Maghrib.
    public let sunUp: [SunUp]

    /// Days on the x axis.
    public var dayCount: Int { first.days(to: last) + 1 }

    /// The curve of a time.
    public func curve(_ kind: TimeKind) -> Curve? { curves.first { $0.kind == kind } }
  }

  /// The plotting model of a timetable.
  public static func model(_ timetable: Timetable) -> Model {
    let clock = LocalClock(timetable.zone)
    let first = timetable.days.first?.date ?? CivilDate(daysSince1970: 0)
    let last = timetable.days.last?.date ?? first
    var hasGaps = false
    var sunUp: [SunUp] = []
    for day in timetable.days {
      let index = first.days(to: day.date)
      // Minutes of the day's local date, or nil when the instant falls on another date.
      func minutes(_ time: PrayerTime) -> Double? {
        guard let t = Instant(time) else { return nil }
        let local = clock.time(of: t)
        guard local.date == day.date else { return nil }
        return Double(local.millisecondsOfDay) / 60_000
      }
      switch (day.times.sunrise, day.times.maghrib) {
      case (.sunAlwaysAbove, .at):
        sunUp.append(SunUp(day: index, from: 0, to: minutes(day.times.maghrib) ?? 1440))
      case (.sunAlwaysAbove, _):
        sunUp.append(SunUp(day: index, from: 0, to: 1440))
      case (.at, .sunAlwaysAbove):
        sunUp.append(SunUp(day: index, from: minutes(day.times.sunrise) ?? 0, to: 1440))
      default:
        break
      }
    }
    var origins: Set<PrayerTime.Origin> = []
    var curves: [Curve] = []
    for (kind, name) in kinds {
      var segments: [Segment] = []
      var current: [Point] = []
      var currentStart = Break.start
      var pending = Break.start
      func close() {
        if let head = current.first {
          segments.append(Segment(start: currentStart, isEstimated: head.isEstimated, points: current))
        }
        current = []
      }
      for day in timetable.days {
        guard case .at(let instant, let origin) = day.times[kind] else {
          hasGaps = true
          if !current.isEmpty { close() }
          pending = .missing
          continue
        }
        if origin.isEstimated { origins.insert(origin) }
        let local = clock.time(of: Instant(instant))
        let point = Point(
          date: day.date, day: first.days(to: day.date),
          minutes: Double(local.millisecondsOfDay) / 60_000,
          utcOffsetSeconds: local.utcOffsetSeconds, origin: origin)
        if let previous = current.last {
          var reason: Break?
          if point.utcOffsetSeconds != previous.utcOffsetSeconds {
            reason = .clockChange
          } else if abs(point.minutes - previous.minutes) > 720 {
            reason = .midnight
          } else if point.isEstimated != previous.isEstimated {
            reason = .origin
          }
          if let reason {
            close()
            pending = reason
          }
        }
        if current.isEmpty { currentStart = pending }
        current.append(point)
      }
      close()
      curves.append(Curve(kind: kind, name: name, segments: segments))
    }
    var changes: [ClockChange] = []
    for (previous, day) in zip(timetable.days, timetable.days.dropFirst())
    where day.utcOffsetSeconds != previous.utcOffsetSeconds {
      changes.append(
        ClockChange(
          date: day.date, day: first.days(to: day.date), fromSeconds: previous.utcOffsetSeconds,
          toSeconds: day.utcOffsetSeconds))
    }
    return Model(
      first: first, last: last, curves: curves, clockChanges: changes,
      estimatedOrigins: [.highLatitudeRule, .polarResolution].filter { origins.contains($0) },
      hasGaps: hasGaps, sunUp: sunUp)
  }

  // MARK: - Style

  /// How a curve is drawn: colour and dash pattern (readable in greyscale too).
  struct Style {
    let color: String
    let dash: String?
    let width: Double
    /// Drawn as a double line: a white line along the middle of the coloured one.
    var double = false

    /// The stroke attributes of a line in this style.
    var attributes: String {
      "stroke=\"\(color)\" stroke-width=\"\(n(width))\""
        + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
    }

    /// The white middle of a double line.
    var inner: String { "stroke=\"#ffffff\" stroke-width=\"\(n(width / 3))\"" }
  }

  static func style(_ kind: TimeKind) -> Style {
    switch kind {
    case .fajr: return Style(color: "#1f4e9e", dash: nil, width: 2.2)
    case .sunrise: return Style(color: "#e07b00", dash: "8 4", width: 2.2)
    case .dhuhr: return Style(color: "#1b8a5a", dash: "14 3 3 3", width: 2.2)
    case .asr: return Style(color: "#7a5c00", dash: "20 6", width: 2.2)
    case .maghrib: return Style(color: "#c62828", dash: "14 3 3 3 3 3", width: 2.2)
    default: return Style(color: "#6a3d9a", dash: nil, width: 4, double: true)
    }
  }

  /// Estimated segments: round dots in the curve's colour.
  static let estimatedDash = "0.1 4.6"

  static let daylightFill = "#fff1c2"

  // MARK: - SVG

  /// Layout, in SVG user units (pixels at 1:1).
  enum Layout {
    static let width = 1200.0
    static let left = 64.0
    static let right = 1176.0
    static let top = 104.0
    static let hourHeight = 22.0
    static var bottom: Double { top + 24 * hourHeight }
    static var plotWidth: Double { right - left }
    static var plotHeight: Double { 24 * hourHeight }
  }

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static let fontFamily =
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', "
    + "'DejaVu Sans', sans-serif"

  /// The chart of a timetable (usually one calendar year) as a self-contained SVG document.
  ///
  /// - Parameters:
  ///   - timetable: the days to draw, in order.
  ///   - title: the heading (e.g. "Prayer times 2026 · London"); the line under it gives the
  ///     coordinates, zone, method, Asr shadow and dates.
  ///   - today: the date to mark with a vertical line, if it is within the timetable's dates.
  ///   - words: the language of the chart's words (``ChartWords``; English by default).
  public static func svg(
    timetable: Timetable, title: String, today: CivilDate?, words: ChartWords = ChartWords()
  ) -> String {
    let model = model(timetable)
    let dayWidth = Layout.plotWidth / Double(max(1, model.dayCount))
    func x(_ day: Int) -> Double { Layout.left + (Double(day) + 0.5) * dayWidth }
    func edge(_ day: Int) -> Double { Layout.left + Double(day) * dayWidth }
    func y(_ minutes: Double) -> Double { Layout.top + minutes / 60 * Layout.hourHeight }
    func path(_ points: [(Double, Double)]) -> String {
      points.enumerated().map { (j, p) in (j == 0 ? "M" : "L") + n(p.0) + "," + n(p.1) }.joined()
    }

    // Below the plot: month labels, clock changes, the legend and notes.
    let changesY = Layout.bottom + 36
    let legendY = Layout.bottom + (model.clockChanges.isEmpty ? 48 : 66)
    var notes: [String] = []
    var estimatedLines: [String] = []
    if !model.estimatedOrigins.isEmpty {
      estimatedLines = words.estimatedLines(timetable.parameters, model.estimatedOrigins)
    }
    notes += words.notes(
      zone: timetable.zone.name, clockChanges: !model.clockChanges.isEmpty, gaps: model.hasGaps,
      sunUp: !model.sunUp.isEmpty)
    let notesY = legendY + 28
    let height = notesY + Double(estimatedLines.count + notes.count - 1) * 20 + 18

    let dir = words.direction
    var out = ""
    out.reserveCapacity(120_000)
    func line(_ s: String) { out += s + "\n" }

    line(##"<?xml version="1.0" encoding="UTF-8"?>"##)
    line(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(Layout.width))" height="\##(n(height))" "##
        + ##"viewBox="0 0 \##(n(Layout.width)) \##(n(height))" font-family="\##(fontFamily)" "##
        + ##"role="img" aria-labelledby="chart-title chart-desc""##
        + (words.language.map { ##" xml:lang="\##($0)""## } ?? "") + ">")
    line("<title id=\"chart-title\">\(escape(title))</title>")
    line("<desc id=\"chart-desc\">\(escape(words.description(timetable, model: model)))</desc>")
    line(##"<rect width="100%" height="100%" fill="#ffffff"/>"##)
    line(
      ##"<defs><clipPath id="plot"><rect x="\##(n(Layout.left))" y="\##(n(Layout.top))" "##
        + ##"width="\##(n(Layout.plotWidth))" height="\##(n(Layout.plotHeight))"/></clipPath></defs>"##)

    // Title and the line under it (right-to-left text anchored at its left end, as the layout).
    let startAnchor = words.rightToLeft ? ##" text-anchor="end""## + dir : ""
    line(
      ##"<text x="\##(n(Layout.left))" y="36" font-size="22" font-weight="bold" fill="#1a1a1a"\##(startAnchor)>"##
        + escape(title) + "</text>")
    line(
      ##"<text x="\##(n(Layout.left))" y="60" font-size="13" fill="#555555"\##(startAnchor)>"##
        + escape(words.subtitle(timetable, model: model)) + "</text>")

    // Daylight: the band from Sunrise to Maghrib (a Maghrib after midnight continues at the top).
    line(##"<g id="daylight" fill="\##(daylightFill)" clip-path="url(#plot)">"##)
    for run in daylightRuns(model) {
      var outline: [(Double, Double)] = []
      for (i, p) in run.enumerated() {
        if i == 0 { outline.append((edge(p.day), y(p.rise))) }
        outline.append((x(p.day), y(p.rise)))
        if i == run.count - 1 { outline.append((edge(p.day + 1), y(p.rise))) }
      }
      for (i, p) in run.reversed().enumerated() {
        if i == 0 { outline.append((edge(p.day + 1), y(p.set))) }
        outline.append((x(p.day), y(p.set)))
        if i == run.count - 1 { outline.append((edge(p.day), y(p.set))) }
      }
      line(##"<path d="\##(path(outline))Z"/>"##)
      if run.contains(where: { $0.set > 1440 }) {
        line(
          ##"<path transform="translate(0,-\##(n(Layout.plotHeight)))" d="\##(path(outline))Z"/>"##)
      }
    }
    // Days the Sun does not set: consecutive whole days as one rectangle.
    var sunUp = model.sunUp[...]
    while let head = sunUp.first {
      var last = head
      sunUp = sunUp.dropFirst()
      if head.from == 0, head.to == 1440 {
        while let next = sunUp.first, next.day == last.day + 1, next.from == 0, next.to == 1440 {
          last = next
          sunUp = sunUp.dropFirst()
        }
      }
      line(
        ##"<rect class="sun-up" x="\##(n(edge(head.day)))" y="\##(n(y(head.from)))" "##
          + ##"width="\##(n(edge(last.day + 1) - edge(head.day)))" height="\##(n(y(head.to) - y(head.from)))"/>"##)
    }
    line("</g>")

    // Hour gridlines and month boundaries.
    line(##"<g id="grid" stroke-width="1">"##)
    for h in 0...24 {
      let yy = y(Double(h * 60))
      let color = h % 6 == 0 ? "#a8a8a8" : h % 2 == 0 ? "#d4d4d4" : "#ececec"
      line(
        ##"<line x1="\##(n(Layout.left))" y1="\##(n(yy))" x2="\##(n(Layout.right))" y2="\##(n(yy))" stroke="\##(color)"/>"##
      )
    }
    let starts = monthStarts(model)
    for m in starts {
      let xx = edge(m.day)
      line(
        ##"<line x1="\##(n(xx))" y1="\##(n(Layout.top))" x2="\##(n(xx))" y2="\##(n(Layout.bottom + 6))" stroke="#d4d4d4"/>"##
      )
    }
    line("</g>")
    line(##"<g id="y-axis" font-size="12" fill="#444444" text-anchor="end">"##)
    for h in stride(from: 0, through: 24, by: 2) {
      line(
        ##"<text x="\##(n(Layout.left - 8))" y="\##(n(y(Double(h * 60)) + 4))">\##(words.hour(h))</text>"##)
    }
    line("</g>")
    line(##"<g id="x-axis" font-size="12" fill="#444444" text-anchor="middle"\##(dir)>"##)
    for (i, m) in starts.enumerated() {
      let end = i + 1 < starts.count ? starts[i + 1].day : model.dayCount
      guard Double(end - m.day) * dayWidth >= 28 else { continue }
      let label = escape(words.monthLabel(m.date, first: i == 0))
      line(
        ##"<text x="\##(n((edge(m.day) + edge(end)) / 2))" y="\##(n(Layout.bottom + 18))">\##(label)</text>"##
      )
    }
    line("</g>")

    // Clock changes: a dashed line at the first day on the new offset, labelled under the axis.
    if !model.clockChanges.isEmpty {
      line(##"<g id="clock-changes" font-size="11.5" fill="#444444"\##(dir)>"##)
      for c in model.clockChanges {
        let xx = edge(c.day)
        line(
          ##"<line x1="\##(n(xx))" y1="\##(n(Layout.top))" x2="\##(n(xx))" y2="\##(n(changesY - 10))" "##
            + ##"stroke="#7a7a7a" stroke-dasharray="3 3" data-date="\##(c.date)"/>"##)
        let text = escape(words.clockChange(c.date, seconds: c.toSeconds - c.fromSeconds))
        let anchor = words.anchor(xx > Layout.right - 70 ? "end" : xx < Layout.left + 70 ? "start" : "middle")
        line(
          ##"<text x="\##(n(xx))" y="\##(n(changesY + 2))" text-anchor="\##(anchor)">\##(text)</text>"##)
      }
      line("</g>")
    }

    // The curves.
    line(##"<g id="curves" fill="none" stroke-linejoin="round" clip-path="url(#plot)">"##)
    for curve in model.curves {
      let s = style(curve.kind)
      line(
        ##"<g id="curve-\##(curve.kind.rawValue)" class="curve" data-prayer="\##(curve.kind.rawValue)" "##
          + ##"stroke="\##(s.color)">"##)
      for (i, segment) in curve.segments.enumerated() {
        guard let head = segment.points.first, let tail = segment.points.last else { continue }
        let previous = i > 0 ? curve.segments[i - 1].points.last : nil
        let next = i + 1 < curve.segments.count ? curve.segments[i + 1] : nil
        var points: [(Double, Double)] = []
        switch segment.start {
        case .origin:
          // Go on from the previous point, in this segment's style.
          if let previous { points.append((x(previous.day), y(previous.minutes))) }
        case .midnight:
          // Come in across the edge from the previous point, one day (24 h) away.
          if let previous {
            let wrapped = previous.minutes + (previous.minutes > head.minutes ? -1440 : 1440)
            points.append((x(previous.day), y(wrapped)))
          }
        default:
          points.append((edge(head.day), y(head.minutes)))
        }
        for p in segment.points { points.append((x(p.day), y(p.minutes))) }
        switch next?.start {
        case .origin?:
          break  // the next segment starts from this one's last point
        case .midnight?:
          if let first = next?.points.first {
            let wrapped = first.minutes + (first.minutes < tail.minutes ? 1440 : -1440)
            points.append((x(first.day), y(wrapped)))
          }
        default:
          points.append((edge(tail.day + 1), y(tail.minutes)))
        }
        if segment.isEstimated {
          line(
            ##"<path class="estimated" data-start="\##(segment.start.rawValue)" d="\##(path(points))" "##
              + ##"stroke-width="3" stroke-dasharray="\##(estimatedDash)" "##
              + ##"stroke-linecap="round"/>"##)
        } else {
          let d = path(points)
          line(
            ##"<path class="computed" data-start="\##(segment.start.rawValue)" d="\##(d)" "##
              + s.attributes + "/>")
          if s.double { line(##"<path d="\##(d)" \##(s.inner)/>"##) }
        }
      }
      line("</g>")
    }
    line("</g>")

    // The plot's frame.
    line(
      ##"<rect x="\##(n(Layout.left))" y="\##(n(Layout.top))" width="\##(n(Layout.plotWidth))" "##
        + ##"height="\##(n(Layout.plotHeight))" fill="none" stroke="#777777" stroke-width="1"/>"##)

    // Today.
    if let today, model.first <= today, today <= model.last {
      let day = model.first.days(to: today)
      let xx = x(day)
      line(##"<g id="today" data-date="\##(today)">"##)
      line(
        ##"<line x1="\##(n(xx))" y1="\##(n(Layout.top - 14))" x2="\##(n(xx))" y2="\##(n(Layout.bottom))" "##
          + ##"stroke="#111111" stroke-width="1.5"/>"##)
      for curve in model.curves {
        guard let p = curve.points.first(where: { $0.day == day }) else { continue }
        line(
          ##"<circle cx="\##(n(xx))" cy="\##(n(y(p.minutes)))" r="3.5" fill="#ffffff" "##
            + ##"stroke="\##(style(curve.kind).color)" stroke-width="2"/>"##)
      }
      let label = words.today(today)
      let side = xx < Layout.left + 60 ? "start" : xx > Layout.right - 60 ? "end" : "middle"
      let lx = side == "start" ? xx - 2 : side == "end" ? xx + 2 : xx
      line(
        ##"<text x="\##(n(lx))" y="\##(n(Layout.top - 18))" font-size="12" font-weight="bold" "##
          + ##"fill="#111111" text-anchor="\##(words.anchor(side))"\##(dir)>\##(escape(label))</text>"##)
      line("</g>")
    }

    // Legend and notes.
    line(##"<g id="legend" font-size="13" fill="#222222"\##(startAnchor)>"##)
    let itemWidth = 132.0
    for (i, curve) in model.curves.enumerated() {
      let s = style(curve.kind)
      let lx = Layout.left + Double(i) * itemWidth
      let sample = ##"x1="\##(n(lx))" y1="\##(n(legendY))" x2="\##(n(lx + 48))" y2="\##(n(legendY))""##
      line("<line \(sample) \(s.attributes)/>")
      if s.double { line("<line \(sample) \(s.inner)/>") }
      line(
        ##"<text x="\##(n(lx + 56))" y="\##(n(legendY + 4.5))">"##
          + escape(words.name(curve.kind)) + "</text>")
    }
    let bandX = Layout.left + 6 * itemWidth
    line(
      ##"<rect x="\##(n(bandX))" y="\##(n(legendY - 7))" width="48" height="14" fill="\##(daylightFill)" "##
        + ##"stroke="#e3cf8f"/>"##)
    line(
      ##"<text x="\##(n(bandX + 56))" y="\##(n(legendY + 4.5))">\##(escape(words.daylight))</text>"##)
    var noteY = notesY
    for (i, text) in estimatedLines.enumerated() {
      if i == 0 {
        line(
          ##"<line x1="\##(n(Layout.left))" y1="\##(n(noteY - 4.5))" x2="\##(n(Layout.left + 48))" "##
            + ##"y2="\##(n(noteY - 4.5))" stroke="#333333" stroke-width="3" "##
            + ##"stroke-dasharray="\##(estimatedDash)" stroke-linecap="round"/>"##)
      }
      line(
        ##"<text x="\##(n(Layout.left + 56))" y="\##(n(noteY))" data-note="estimated">"##
          + escape(text) + "</text>")
      noteY += 20
    }
    for text in notes {
      line(##"<text x="\##(n(Layout.left))" y="\##(n(noteY))" fill="#555555">\##(escape(text))</text>"##)
      noteY += 20
    }
    line("</g>")
    line("</svg>")
    return out
  }

  // MARK: - Pieces

  /// One day of the daylight band: Sunrise and Maghrib in minutes of the local day, Maghrib past
  /// 1440 when it falls after midnight.
  struct DaylightDay {
    let day: Int
    let rise: Double
    let set: Double
    let offset: Int
  }

  /// Runs of consecutive days with both Sunrise and Maghrib on one clock, for the band.
  static func daylightRuns(_ model: Model) -> [[DaylightDay]] {
    guard let rise = model.curve(.sunrise)?.points, let set = model.curve(.maghrib)?.points
    else { return [] }
    let sets = Dictionary(set.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
    var runs: [[DaylightDay]] = []
    var run: [DaylightDay] = []
    for p in rise {
      guard let q = sets[p.day], q.utcOffsetSeconds == p.utcOffsetSeconds else {
        if !run.isEmpty { runs.append(run) }
        run = []
        continue
      }
      let day = DaylightDay(
        day: p.day, rise: p.minutes, set: q.minutes < p.minutes ? q.minutes + 1440 : q.minutes,
        offset: p.utcOffsetSeconds)
      if let last = run.last,
        last.day + 1 != day.day || last.offset != day.offset || abs(last.rise - day.rise) > 720
          || abs(last.set - day.set) > 720
      {
        runs.append(run)
        run = []
      }
      run.append(day)
    }
    if !run.isEmpty { runs.append(run) }
    return runs
  }

  /// The first of each month within the chart's dates (and the first date, if not a first).
  static func monthStarts(_ model: Model) -> [(date: CivilDate, day: Int)] {
    var result: [(CivilDate, Int)] = []
    var date = model.first
    while date <= model.last {
      result.append((date, model.first.days(to: date)))
      let nextMonth = date.month == 12 ? 1 : date.month + 1
      let nextYear = date.month == 12 ? date.year + 1 : date.year
      guard let next = CivilDate(year: nextYear, month: nextMonth, day: 1) else { break }
      date = next
    }
    return result
  }

  /// Coordinates, zone, method, Asr shadow and dates.
  static func subtitle(_ t: Timetable, model: Model) -> String {
    let p = t.parameters
    var parts = [
      coordinates(t.coordinates), t.zone.name, "\(p.method.name) (\(p.method.rawValue))",
      "Asr shadow ×" + factor(p.asr.shadowFactor),
    ]
    if model.first.month == 1, model.first.day == 1, model.last.month == 12,
      model.last.day == 31, model.first.year == model.last.year
    {
      parts.append(String(model.first.year))
    } else {
      parts.append("\(model.first) to \(model.last)")
    }
    return parts.joined(separator: " · ")
  }

  /// A sentence for the SVG's `<desc>`.
  static func description(_ t: Timetable, model: Model) -> String {
    "Fajr, Sunrise, Dhuhr, Asr, Maghrib and Isha for each day from \(model.first) to "
      + "\(model.last) on the local clock (00:00 at the top, 24:00 at the bottom); "
      + subtitle(t, model: model) + "."
  }

  /// What the dotted segments are: the rule and resolution in force.
  static func estimatedNote(_ p: CalculationParameters, _ origins: [PrayerTime.Origin]) -> [String] {
    var lines: [String] = []
    if origins.contains(.highLatitudeRule) {
      let rule: String
      switch p.highLatitudeRule {
      case .none: rule = "none"
      case .middleOfTheNight: rule = "middle of the night"
      case .seventhOfTheNight: rule = "seventh of the night"
      case .twilightAngle: rule = "twilight angle"
      case .nearestLatitude(let a): rule = "nearest latitude, \(degrees(a.degrees))"
      case .diyanet: rule = "Diyanet"
      }
      lines.append(
        "Dotted: estimated by the high-latitude rule (\(rule)), where twilight lasts all night or "
          + "most of it")
    }
    if origins.contains(.polarResolution) {
      let resolution: String
      switch p.polarResolution {
      case .unresolved: resolution = "unresolved"
      case .nearestLatitude(let a):
        resolution =
          a.degrees >= 90 ? "nearest latitude" : "nearest latitude, from \(degrees(a.degrees))"
      case .nearestDay: resolution = "nearest day"
      case .fixedLatitude(let a): resolution = "fixed latitude, \(degrees(a.degrees))"
      }
      var when = "on days without sunrise or sunset"
      if case .fixedLatitude(let a) = p.polarResolution {
        when = "every day: the times of \(degrees(a.degrees)) on the same meridian"
      }
      lines.append(
        (lines.isEmpty ? "Dotted: estimated by" : "or by")
          + " the polar resolution (\(resolution)), \(when)")
    }
    return lines.enumerated().map { $0.element + ($0.offset == lines.count - 1 ? "." : ";") }
  }

  static func coordinates(_ c: Coordinates) -> String {
    func part(_ v: Double, _ positive: String, _ negative: String) -> String {
      "\(fixed(abs(v), 4))° \(v < 0 ? negative : positive)"
    }
    return part(c.latitude, "N", "S") + ", " + part(c.longitude, "E", "W")
  }

  static func degrees(_ v: Double) -> String {
    v == v.rounded() ? "\(Int(v))°" : fixed(v, 1) + "°"
  }

  static func factor(_ v: Double) -> String { v == v.rounded() ? "\(Int(v))" : fixed(v, 2) }

  /// `29 Mar`.
  static func dayMonth(_ d: CivilDate) -> String { "\(d.day) \(monthNames[d.month - 1])" }

  /// `+1 h`, `−1 h`, `+30 min`, `+1 h 30 min`, `+24 h`.
  static func signedDuration(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "\u{2212}" : "+"
    let m = abs(seconds) / 60
    let hours = m / 60 == 0 ? "" : "\(m / 60) h"
    let minutes = m % 60 == 0 ? "" : "\(m % 60) min"
    return sign + [hours, minutes].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// One decimal, trailing `.0` dropped: deterministic, locale-free.
  static func n(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let t = Int((v * 10).rounded())
    let a = abs(t)
    return (t < 0 ? "-" : "") + String(a / 10) + (a % 10 == 0 ? "" : "." + String(a % 10))
  }

  /// `digits` decimals, locale-free.
  static func fixed(_ v: Double, _ digits: Int) -> String {
    guard v.isFinite else { return "0" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let t = Int((abs(v) * Double(scale)).rounded())
    var frac = String(t % scale)
    while frac.count < digits { frac = "0" + frac }
    return (v < 0 && t != 0 ? "-" : "") + String(t / scale) + (digits > 0 ? "." + frac : "")
  }

  /// Text for XML content and attributes.
  static func escape(_ s: String) -> String { TextEscaping.xml(s) }

}
