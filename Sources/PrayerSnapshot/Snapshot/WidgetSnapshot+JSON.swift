import Foundation

/// A direct writer of the snapshot's JSON: the bytes `JSONEncoder` gives with `.sortedKeys` and
/// `.withoutEscapingSlashes` (a test holds them equal), at a fraction of its cost — the snapshot
/// is encoded twice per build (once for its content hash) and the whole build must stay well
/// under a millisecond.
///
/// The bytes go to storage of its own (grown by doubling, freed with the writer), written through
/// a pointer: an `Array` append checks uniqueness and capacity on every byte.
struct SnapshotJSONWriter: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Where the values of `contentHash` and `generatedAt` begin, once written.
  private(set) var contentHashOffset = 0
  private(set) var generatedAtOffset = 0
  private var generatedAtEnd = 0

  init(capacity: Int = 64 * 1024) {
    self.capacity = max(16, capacity)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// Puts the content hash in the place of the placeholder the snapshot was written with
  /// (``ContentHash/length`` characters): the hash of these bytes with the content hash empty and
  /// the build time 0 (what the hash covers), computed around the placeholder and the build
  /// time's digits. Returns the hash.
  mutating func stampContentHash() -> String {
    let h = contentHashOffset + 1
    let hashEnd = h + ContentHash.length
    let (g, generatedEnd) = (generatedAtOffset, generatedAtEnd)
    precondition(start[h - 1] == 0x22 && start[hashEnd] == 0x22 && hashEnd < g && g < generatedEnd)
    var hash = ContentHash.Running()
    withBytes { b in
      hash.add(UnsafeBufferPointer(rebasing: b[..<h]))
      hash.add(UnsafeBufferPointer(rebasing: b[hashEnd..<g]))
      hash.add(CollectionOfOne(UInt8(0x30)))
      hash.add(UnsafeBufferPointer(rebasing: b[generatedEnd...]))
    }
    let hex = hash.hex
    var utf8 = hex
    utf8.withUTF8 { copyBytes(from: $0.baseAddress!, count: ContentHash.length, to: start + h) }
    return hex
  }

  /// The bytes written, as `Data` that takes over the writer's storage (no copy).
  consuming func data() -> Data {
    let (bytes, count) = (start, count)
    discard self
    return Data(bytesNoCopy: bytes, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
  }

  /// `body` on the bytes written so far.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(UnsafeBufferPointer(start: start, count: count))
  }

  // MARK: - Storage

  /// Makes room for `n` more bytes.
  @inline(__always)
  private mutating func reserve(_ n: Int) {
    if n > capacity - count { grow(toHold: count + n) }
  }

  private mutating func grow(toHold needed: Int) {
    let bigger = max(capacity * 2, needed)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
    storage.initialize(from: start, count: count)
    start.deallocate()
    start = storage
    capacity = bigger
  }

  @inline(__always)
  private mutating func byte(_ b: UInt8) {
    reserve(1)
    put(b)
  }

  /// One byte in room already reserved.
  @inline(__always)
  private mutating func put(_ b: UInt8) {
    start[count] = b
    count += 1
  }

  /// Bytes in room already reserved.
  @inline(__always)
  private mutating func put(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    copyBytes(from: base, count: buffer.count, to: start + count)
    count += buffer.count
  }

  @inline(__always)
  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    reserve(buffer.count)
    copyBytes(from: base, count: buffer.count, to: start + count)
    count += buffer.count
  }

  // MARK: - Values

  @inline(__always)
  mutating func raw(_ s: StaticString) {
    if s.hasPointerRepresentation {
      append(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    } else {
      s.withUTF8Buffer { append($0) }
    }
  }

  mutating func string(_ s: String) {
    // Most strings need no escape: checked and copied eight bytes at a time. (A native or small
    // string always has contiguous UTF-8.)
    let copied = s.utf8.withContiguousStorageIfAvailable { copyUnescaped($0) }
    if copied != true {
      byte(0x22)
      for b in s.utf8 { escaped(b) }
      byte(0x22)
    }
  }

  /// Writes `bytes` quoted if none of them needs an escape (a quote, a backslash or a control
  /// character), and returns whether it did. Eight bytes at a time: each word is checked and
  /// stored, the last one overlapping the one before (room for a whole word is reserved, and
  /// nothing is counted until the end).
  private mutating func copyUnescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = bytes.count
    reserve(n + 10)
    let to = UnsafeMutableRawPointer(start + count + 1)
    if let from = bytes.baseAddress.map(UnsafeRawPointer.init) {
      if n < 8 {
        // Padded with spaces, which need no escape.
        var w: UInt64 = 0x2020_2020_2020_2020
        withUnsafeMutableBytes(of: &w) {
          copyBytes(from: bytes.baseAddress!, count: n, to: $0.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        if SnapshotJSONWriter.special(w) { return false }
        to.storeBytes(of: w, as: UInt64.self)
      } else {
        var i = 0
        while i + 8 <= n {
          let w = from.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          if SnapshotJSONWriter.special(w) { return false }
          to.storeBytes(of: w, toByteOffset: i, as: UInt64.self)
          i += 8
        }
        if i < n {
          let w = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
          if SnapshotJSONWriter.special(w) { return false }
          to.storeBytes(of: w, toByteOffset: n - 8, as: UInt64.self)
        }
      }
    }
    start[count] = 0x22
    start[count + 1 + n] = 0x22
    count += n + 2
    return true
  }

  /// Whether one of the eight bytes of `w` is below 0x20, or is 0x22 or 0x5C (a zero byte of
  /// `w` ^ that byte, repeated).
  @inline(__always)
  private static func special(_ w: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = w ^ (0x22 &* ones)
    let backslashes = w ^ (0x5C &* ones)
    let control = (w &- 0x20 &* ones) & ~w & highs
    let quote = (quotes &- ones) & ~quotes & highs
    let backslash = (backslashes &- ones) & ~backslashes & highs
    return control | quote | backslash != 0
  }

  /// One byte of a string, escaped as `JSONEncoder` escapes it.
  private mutating func escaped(_ b: UInt8) {
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
      byte(hex.0 < 10 ? 0x30 + hex.0 : 0x57 + hex.0)
      byte(hex.1 < 10 ? 0x30 + hex.1 : 0x57 + hex.1)
    default: byte(b)
    }
  }

  mutating func int(_ v: Int64) {
    reserve(20)
    if v < 0 { put(0x2D) }
    // The digits from the last, two at a time, into scratch words; then copied.
    var n = v.magnitude
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let length = withUnsafeMutableBytes(of: &scratch) { raw -> Int in
      let digits = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
      var i = 24
      let pairs = SnapshotJSONWriter.digitPairs.utf8Start
      while n >= 100 {
        let pair = 2 * Int(n % 100)
        n /= 100
        i -= 2
        digits[i] = pairs[pair]
        digits[i + 1] = pairs[pair + 1]
      }
      if n >= 10 {
        i -= 2
        digits[i] = UInt8(truncatingIfNeeded: 0x30 + n / 10)
        digits[i + 1] = UInt8(truncatingIfNeeded: 0x30 + n % 10)
      } else {
        i -= 1
        digits[i] = UInt8(truncatingIfNeeded: 0x30 + n)
      }
      copyBytes(from: digits + i, count: 24 - i, to: start + count)
      return 24 - i
    }
    count += length
  }

  mutating func int(_ v: Int) { int(Int64(v)) }

  /// "00", "01", … "99" side by side: the digits of each pair of an integer's digits.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  mutating func bool(_ v: Bool) { v ? raw("true") : raw("false") }

  /// `"key":` preceded by a comma unless it is the object's first member.
  @inline(__always)
  mutating func key(_ k: StaticString, first: Bool = false) {
    reserve(k.utf8CodeUnitCount + 8)
    if !first { put(0x2C) }
    put(0x22)
    if k.hasPointerRepresentation {
      put(UnsafeBufferPointer(start: k.utf8Start, count: k.utf8CodeUnitCount))
    } else {
      k.withUTF8Buffer { put($0) }
    }
    put(0x22)
    put(0x3A)
  }

  /// `"key":value`, preceded by a comma unless it is the object's first member.
  @inline(__always) mutating func field(_ k: StaticString, _ v: String, first: Bool = false) {
    key(k, first: first)
    string(v)
  }

  @inline(__always) mutating func field(_ k: StaticString, _ v: Int, first: Bool = false) {
    key(k, first: first)
    int(v)
  }

  @inline(__always) mutating func field(_ k: StaticString, _ v: Int64, first: Bool = false) {
    key(k, first: first)
    int(v)
  }

  @inline(__always) mutating func field(_ k: StaticString, _ v: Bool, first: Bool = false) {
    key(k, first: first)
    bool(v)
  }

  mutating func array<T>(_ items: [T], _ write: (inout SnapshotJSONWriter, T) -> Void) {
    byte(0x5B)
    for (i, item) in items.enumerated() {
      if i > 0 { byte(0x2C) }
      write(&self, item)
    }
    byte(0x5D)
  }

  /// An array of strings made of pieces: each string's pieces copied between its quotes (the
  /// bytes ``string(_:)`` writes when no piece needs an escape; else string by string).
  mutating func strings(_ list: ComposedStrings) {
    list.bytes.withUnsafeBufferPointer { bytes in
      guard !SnapshotJSONWriter.needsEscape(bytes) else {
        array(Array(list)) { $0.string($1) }
        return
      }
      byte(0x5B)
      for i in list.indices {
        reserve(2)
        if i > 0 { put(0x2C) }
        put(0x22)
        list.forEachPiece(of: i) { append(UnsafeBufferPointer(rebasing: bytes[$0])) }
        byte(0x22)
      }
      byte(0x5D)
    }
  }

  /// Whether one of `bytes` is a quote, a backslash or a control character (eight at a time).
  private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return false }
    var i = 0
    while i + 8 <= bytes.count {
      if special(base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return true }
      i += 8
    }
    return bytes[i...].contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
  }

  // MARK: - The snapshot, keys in sorted order

  mutating func snapshot(_ s: WidgetSnapshot) {
    raw("{")
    key("captions", first: true)
    captions(s.captions)
    key("contentHash")
    contentHashOffset = count
    string(s.contentHash)
    key("countdown")
    raw("{")
    key("calm", first: true)
    strings(s.countdown.calm)
    field("digits", s.countdown.digits)
    if let separator = s.countdown.separator { field("separator", separator) }
    raw("}")
    key("dayOffsets")
    raw("{")
    field("first", s.dayOffsets.first, first: true)
    key("strings")
    strings(s.dayOffsets.strings)
    raw("}")
    key("days")
    array(s.days) { $0.day($1) }
    key("generatedAt")
    generatedAtOffset = count
    int(s.generatedAt)
    generatedAtEnd = count
    field("horizonEnd", s.horizonEnd)
    key("locale")
    raw("{")
    field("clock", s.locale.clock.rawValue, first: true)
    field("digits", s.locale.digits.rawValue)
    field("dir", s.locale.dir)
    field("lang", s.locale.lang.language)
    field("tag", s.locale.tag)
    raw("}")
    key("occasions")
    array(s.occasions) { w, o in
      w.raw("{")
      w.field("date", o.date, first: true)
      w.field("hijri", o.hijri)
      w.field("id", o.id)
      w.field("name", o.name)
      w.field("night", o.night)
      w.raw("}")
    }
    if let place = s.place {
      field("place", place)
    }
    key("segments")
    array(s.segments) { $0.segment($1) }
    if let spoken = s.spoken {
      key("spoken")
      self.spoken(spoken)
    }
    field("timeZone", s.timeZone)
    field("version", s.version)
    raw("}")
  }

  private mutating func captions(_ c: WidgetSnapshot.Captions) {
    raw("{")
    // The optional words first (sorted: endsInFormat, estimated, hijriEstimated, hijriPredicted).
    var first = true
    for (k, v) in [("endsInFormat", c.endsInFormat), ("estimated", c.estimated), ("hijriEstimated", c.hijriEstimated), ("hijriPredicted", c.hijriPredicted)] as [(StaticString, String?)] {
      guard let v else { continue }
      field(k, v, first: first)
      first = false
    }
    field("markPrayed", c.markPrayed, first: first)
    field("needsRefresh", c.needsRefresh)
    field("openApp", c.openApp)
    field("prayed", c.prayed)
    if let short = c.short {
      key("short")
      raw("{")
      let fields: [(StaticString, String)] = [
        ("endsIn", short.endsIn), ("needsRefresh", short.needsRefresh), ("next", short.next),
        ("openApp", short.openApp), ("tomorrowNight", short.tomorrowNight), ("tonight", short.tonight),
      ]
      for (i, (k, v)) in fields.enumerated() { field(k, v, first: i == 0) }
      raw("}")
    }
    field("unmark", c.unmark)
    raw("}")
  }

  private mutating func spoken(_ s: WidgetSnapshot.Spoken) {
    func list(_ w: inout SnapshotJSONWriter, _ strings: ComposedStrings) { w.strings(strings) }
    raw("{")
    if let h = s.afterHours {
      key("afterHours", first: true)
      list(&self, h)
    }
    if let m = s.afterMinutes {
      key("afterMinutes", first: s.afterHours == nil)
      list(&self, m)
    }
    field("calm", s.calm, first: s.afterHours == nil && s.afterMinutes == nil)
    field("current", s.current)
    key("hours")
    list(&self, s.hours)
    field("list2", s.list2)
    field("list3", s.list3)
    field("markHint", s.markHint)
    key("minutes")
    list(&self, s.minutes)
    field("next", s.next)
    field("notPrayed", s.notPrayed)
    field("prayed", s.prayed)
    key("seconds")
    list(&self, s.seconds)
    field("strong", s.strong)
    raw("}")
  }

  private mutating func day(_ d: WidgetSnapshot.Day) {
    raw("{")
    if let c = d.civil {
      key("civil", first: true)
      date(calendar: c.calendar, day: c.day, label: c.label, month: c.month, year: c.year)
    }
    field("date", d.date, first: d.civil == nil)
    field("gregorian", d.gregorian)
    if let h = d.hijri {
      key("hijri")
      date(
        day: h.day, estimated: h.estimated, label: h.label, month: h.month, predicted: h.predicted,
        year: h.year)
    }
    key("prayers")
    array(d.prayers) { $0.prayer($1) }
    if let short = d.short {
      key("short")
      raw("{")
      if let civil = short.civil {
        field("civil", civil, first: true)
        field("gregorian", short.gregorian)
      } else {
        field("gregorian", short.gregorian, first: true)
      }
      if let hijri = short.hijri { field("hijri", hijri) }
      field("narrowWeekday", short.narrowWeekday)
      field("weekday", short.weekday)
      raw("}")
    }
    key("sunrise")
    raw("{")
    field("at", d.sunrise.at, first: true)
    field("name", d.sunrise.name)
    if let spoken = d.sunrise.spoken { field("spoken", spoken) }
    field("time", d.sunrise.time)
    raw("}")
    field("weekday", d.weekday)
    raw("}")
  }

  /// A date object, `civil` or `hijri`: its fields in sorted order, the optional ones where given.
  private mutating func date(
    calendar: String? = nil, day: Int, estimated: Bool? = nil, label: String, month: Int,
    predicted: Bool? = nil, year: Int
  ) {
    raw("{")
    if let calendar { field("calendar", calendar, first: true) }
    field("day", day, first: calendar == nil)
    if let estimated { field("estimated", estimated) }
    field("label", label)
    field("month", month)
    if let predicted { field("predicted", predicted) }
    field("year", year)
    raw("}")
  }

  private mutating func prayer(_ p: WidgetSnapshot.Prayer) {
    raw("{")
    field("at", p.at, first: true)
    field("endsAt", p.endsAt)
    field("endsInCaption", p.endsInCaption)
    if let e = p.estimated {
      field("estimated", e)
    }
    field("id", p.id.rawValue)
    field("marked", p.marked)
    field("name", p.name)
    field("nextCaption", p.nextCaption)
    if let short = p.shortName { field("shortName", short) }
    if let spoken = p.spoken { field("spoken", spoken) }
    field("time", p.time)
    raw("}")
  }

  private mutating func segment(_ s: WidgetSnapshot.Segment) {
    raw("{")
    if let c = s.current {
      field("current", c.rawValue, first: true)
      key("day")
    } else {
      key("day", first: true)
    }
    int(s.day)
    field("from", s.from)
    if let n = s.next {
      key("next")
      raw("{")
      field("day", n.day, first: true)
      field("prayer", n.prayer.rawValue)
      raw("}")
    }
    field("to", s.to)
    raw("}")
  }
}

/// Copies `count` bytes: short runs (keys, most strings) by a few overlapping word moves rather
/// than a call to `memcpy`.
@inline(__always)
func copyBytes(from source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
  let from = UnsafeRawPointer(source)
  let to = UnsafeMutableRawPointer(destination)
  switch count {
  case 0:
    return
  case 1...3:
    destination[0] = source[0]
    destination[count / 2] = source[count / 2]
    destination[count - 1] = source[count - 1]
  case 4...7:
    let head = from.loadUnaligned(as: UInt32.self)
    let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    to.storeBytes(of: head, as: UInt32.self)
    to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
  case 8...16:
    let head = from.loadUnaligned(as: UInt64.self)
    let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    to.storeBytes(of: head, as: UInt64.self)
    to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
  default:
    destination.initialize(from: source, count: count)
  }
}
