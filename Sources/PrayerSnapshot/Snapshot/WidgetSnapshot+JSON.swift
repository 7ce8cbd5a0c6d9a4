import Foundation

/// A direct writer of the snapshot's JSON: the bytes `JSONEncoder` gives with `.sortedKeys` and
/// `.withoutEscapingSlashes` (a test holds them equal), at a fraction of its cost — the snapshot
/// is encoded twice per build (once for its content hash) and the whole build must stay well
/// under a millisecond.
struct SnapshotJSONWriter {
  private(set) var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(64 * 1024) }

  // MARK: - Values

  mutating func raw(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func string(_ s: String) {
    bytes.append(0x22)
    // Most strings need no escape: copy their UTF-8 in one go.
    var utf8 = s.utf8
    if let clean = utf8.withContiguousStorageIfAvailable({ buffer -> Bool in
      guard !buffer.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      bytes.append(contentsOf: buffer)
      return true
    }), clean {
      bytes.append(0x22)
      return
    }
    utf8 = s.utf8
    for b in utf8 {
      switch b {
      case 0x22: raw("\\\"")
      case 0x5C: raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x08: raw("\\b")
      case 0x0C: raw("\\f")
      case 0x00..<0x20:
        raw("\\u00")
        let hex = (b >> 4, b & 0xF)
        bytes.append(hex.0 < 10 ? 0x30 + hex.0 : 0x57 + hex.0)
        bytes.append(hex.1 < 10 ? 0x30 + hex.1 : 0x57 + hex.1)
      default: bytes.append(b)
      }
    }
    bytes.append(0x22)
  }

  mutating func int(_ v: Int64) {
    if v < 0 { bytes.append(0x2D) }
    var n = v.magnitude
    var divisor: UInt64 = 1
    while divisor <= n / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(0x30 + n / divisor))
      n %= divisor
      divisor /= 10
    }
  }

  mutating func int(_ v: Int) { int(Int64(v)) }

  mutating func bool(_ v: Bool) { v ? raw("true") : raw("false") }

  /// `"key":` preceded by a comma unless it is the object's first member.
  mutating func key(_ k: StaticString, first: Bool = false) {
    if !first { bytes.append(0x2C) }
    bytes.append(0x22)
    k.withUTF8Buffer { bytes.append(contentsOf: $0) }
    raw("\":")
  }

  mutating func array<T>(_ items: [T], _ write: (inout SnapshotJSONWriter, T) -> Void) {
    bytes.append(0x5B)
    for (i, item) in items.enumerated() {
      if i > 0 { bytes.append(0x2C) }
      write(&self, item)
    }
    bytes.append(0x5D)
  }

  // MARK: - The snapshot, keys in sorted order

  mutating func snapshot(_ s: WidgetSnapshot) {
    raw("{")
    key("captions", first: true)
    captions(s.captions)
    key("contentHash")
    string(s.contentHash)
    key("countdown")
    raw("{")
    key("calm", first: true)
    array(s.countdown.calm) { $0.string($1) }
    key("digits")
    string(s.countdown.digits)
    raw("}")
    key("dayOffsets")
    raw("{")
    key("first", first: true)
    int(s.dayOffsets.first)
    key("strings")
    array(s.dayOffsets.strings) { $0.string($1) }
    raw("}")
    key("days")
    array(s.days) { $0.day($1) }
    key("generatedAt")
    int(s.generatedAt)
    key("horizonEnd")
    int(s.horizonEnd)
    key("locale")
    raw("{")
    key("clock", first: true)
    string(s.locale.clock.rawValue)
    key("digits")
    string(s.locale.digits.rawValue)
    key("dir")
    string(s.locale.dir)
    key("lang")
    string(s.locale.lang.rawValue)
    raw("}")
    key("occasions")
    array(s.occasions) { w, o in
      w.raw("{")
      w.key("date", first: true)
      w.string(o.date)
      w.key("hijri")
      w.string(o.hijri)
      w.key("id")
      w.string(o.id)
      w.key("name")
      w.string(o.name)
      w.key("night")
      w.bool(o.night)
      w.raw("}")
    }
    if let place = s.place {
      key("place")
      string(place)
    }
    key("segments")
    array(s.segments) { $0.segment($1) }
    key("timeZone")
    string(s.timeZone)
    key("version")
    int(s.version)
    raw("}")
  }

  private mutating func captions(_ c: WidgetSnapshot.Captions) {
    raw("{")
    key("markPrayed", first: true)
    string(c.markPrayed)
    key("needsRefresh")
    string(c.needsRefresh)
    key("openApp")
    string(c.openApp)
    key("prayed")
    string(c.prayed)
    key("unmark")
    string(c.unmark)
    raw("}")
  }

  private mutating func day(_ d: WidgetSnapshot.Day) {
    raw("{")
    key("date", first: true)
    string(d.date)
    key("gregorian")
    string(d.gregorian)
    if let h = d.hijri {
      key("hijri")
      raw("{")
      key("day", first: true)
      int(h.day)
      if let e = h.estimated {
        key("estimated")
        bool(e)
      }
      key("label")
      string(h.label)
      key("month")
      int(h.month)
      if let p = h.predicted {
        key("predicted")
        bool(p)
      }
      key("year")
      int(h.year)
      raw("}")
    }
    key("prayers")
    array(d.prayers) { $0.prayer($1) }
    key("sunrise")
    raw("{")
    key("at", first: true)
    int(d.sunrise.at)
    key("name")
    string(d.sunrise.name)
    key("time")
    string(d.sunrise.time)
    raw("}")
    key("weekday")
    string(d.weekday)
    raw("}")
  }

  private mutating func prayer(_ p: WidgetSnapshot.Prayer) {
    raw("{")
    key("at", first: true)
    int(p.at)
    key("endsAt")
    int(p.endsAt)
    key("endsInCaption")
    string(p.endsInCaption)
    if let e = p.estimated {
      key("estimated")
      bool(e)
    }
    key("id")
    string(p.id.rawValue)
    key("marked")
    bool(p.marked)
    key("name")
    string(p.name)
    key("nextCaption")
    string(p.nextCaption)
    key("time")
    string(p.time)
    raw("}")
  }

  private mutating func segment(_ s: WidgetSnapshot.Segment) {
    raw("{")
    if let c = s.current {
      key("current", first: true)
      string(c.rawValue)
      key("day")
    } else {
      key("day", first: true)
    }
    int(s.day)
    key("from")
    int(s.from)
    if let n = s.next {
      key("next")
      raw("{")
      key("day", first: true)
      int(n.day)
      key("prayer")
      string(n.prayer.rawValue)
      raw("}")
    }
    key("to")
    int(s.to)
    raw("}")
  }
}
