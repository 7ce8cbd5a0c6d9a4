/// A finished string written piece by piece: the UTF-8 of its pieces goes to stack storage, the
/// bidi rule (``Localizer/bidiFinished(_:lang:)``) is decided from the string's start (its first
/// strong character, and European digits before it) as the pieces arrive, and the string is made once at the end — no intermediate strings.
///
/// What ``Localizer`` builds its strings with; the result is always the string that joining the
/// pieces and finishing it would give.
struct FinishedText: ~Copyable {
  /// Room kept in front of the text for a direction mark (U+200E or U+200F: three bytes).
  private static let markRoom = 3

  private let start: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var end: Int
  /// What the bidi rule has read of the start so far.
  private var lead = BidiLead()
  /// The locale's digit zero.
  private let zero: UInt32
  /// The bidi class of the locale's digits (EN for latn and arabext, AN for arab).
  private let digitClass: BidiStart

  private init(_ buffer: UnsafeMutableBufferPointer<UInt8>, digits: SnapshotDigits) {
    start = buffer.baseAddress!
    capacity = buffer.count
    end = FinishedText.markRoom
    zero = digits.zero.value
    digitClass = BidiStart(digits.zero)
  }

  /// The finished string of `lang` that `write` writes, in at most `capacity` bytes of UTF-8
  /// (pieces beyond it are a programming error: `write` must count what it writes).
  static func make(
    _ lang: SnapshotLanguage, digits: SnapshotDigits, capacity: Int,
    _ write: (inout FinishedText) -> Void
  ) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity + markRoom) { buffer in
      var text = FinishedText(buffer, digits: digits)
      write(&text)
      return text.finished(lang)
    }
  }

  /// The string `write` writes, not finished, and its start as the bidi rule reads it: a piece
  /// of finished strings to come (``Localizer/marked(_:lead:)``).
  static func piece(
    digits: SnapshotDigits, capacity: Int, _ write: (inout FinishedText) -> Void
  ) -> (text: String, lead: BidiLead) {
    withPiece(digits: digits, capacity: capacity, write) { (String(decoding: $0, as: UTF8.self), $1) }
  }

  /// `body` on the UTF-8 that `write` writes, not finished, and its start as the bidi rule reads
  /// it: a piece without a `String` made of it (``ComposedStrings/Builder/piece(digits:capacity:_:)``).
  static func withPiece<R>(
    digits: SnapshotDigits, capacity: Int, _ write: (inout FinishedText) -> Void,
    _ body: (UnsafeBufferPointer<UInt8>, BidiLead) -> R
  ) -> R {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity + markRoom) { buffer in
      var text = FinishedText(buffer, digits: digits)
      write(&text)
      return body(
        UnsafeBufferPointer(start: text.start + markRoom, count: text.end - markRoom), text.lead)
    }
  }

  private consuming func finished(_ lang: SnapshotLanguage) -> String {
    var first = FinishedText.markRoom
    switch lead.mark(rightToLeft: lang.isRightToLeft) {
    case "\u{200F}": first = mark(0x8F)  // RLM
    case "\u{200E}": first = mark(0x8E)  // LRM
    default: break
    }
    return String(
      decoding: UnsafeBufferPointer(start: start + first, count: end - first), as: UTF8.self)
  }

  /// Writes U+200E or U+200F (E2 80 xx) in the room before the text; returns where it starts.
  private func mark(_ last: UInt8) -> Int {
    start[0] = 0xE2
    start[1] = 0x80
    start[2] = last
    return 0
  }

  // MARK: - Pieces

  /// The UTF-8 of `s`.
  mutating func append(contentsOf s: String) {
    if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      var contiguous = s
      contiguous.withUTF8 { append($0) }
    }
  }

  /// The UTF-8 of `s`.
  mutating func append(contentsOf s: Substring) {
    if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      append(contentsOf: String(s))
    }
  }

  /// The UTF-8 of `s`.
  mutating func append(_ s: StaticString) {
    s.withUTF8Buffer { append($0) }
  }

  /// UTF-8 bytes (whole characters).
  mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    precondition(end + bytes.count <= capacity + FinishedText.markRoom)
    guard let base = bytes.baseAddress else { return }
    copyBytes(from: base, count: bytes.count, to: start + end)
    if !lead.isDecided { FinishedText.read(bytes, into: &lead) }
    end += bytes.count
  }

  /// The digits of `n` in the locale's digits, left-padded with zeros to `minimumLength` (a
  /// negative number gets an ASCII minus sign). Digits are never strong; European ones count
  /// for the bidi rule's start.
  mutating func digits(_ n: Int, minimumLength: Int = 1) {
    lead.read(digitClass)
    if n < 0 {
      byte(0x2D)
      digits(n == Int.min ? Int.max : -n, minimumLength: minimumLength)
      return
    }
    var divisor = 1
    var length = 1
    while divisor <= n / 10 {
      divisor *= 10
      length += 1
    }
    precondition(end + 3 * max(length, minimumLength) <= capacity + FinishedText.markRoom)
    for _ in length..<max(length, minimumLength) { digit(0) }
    var rest = n
    while divisor > 0 {
      digit(rest / divisor)
      rest %= divisor
      divisor /= 10
    }
  }

  /// One digit, 0…9 (room checked by the caller).
  @inline(__always)
  private mutating func digit(_ d: Int) {
    let scalar = zero + UInt32(d)
    if scalar < 0x80 {
      start[end] = UInt8(scalar)
      end += 1
    } else if scalar < 0x800 {
      // U+0660…U+0669: D9 A0…D9 A9.
      start[end] = UInt8(0xC0 | scalar >> 6)
      start[end + 1] = UInt8(0x80 | scalar & 0x3F)
      end += 2
    } else {
      start[end] = UInt8(0xE0 | scalar >> 12)
      start[end + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
      start[end + 2] = UInt8(0x80 | scalar & 0x3F)
      end += 3
    }
  }

  private mutating func byte(_ b: UInt8) {
    precondition(end < capacity + FinishedText.markRoom)
    start[end] = b
    end += 1
  }

  /// Reads the classes of `bytes` (valid UTF-8) into `lead` until it is decided.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, into lead: inout BidiLead) {
    var i = 0
    while i < bytes.count && !lead.isDecided {
      let b0 = UInt32(bytes[i])
      let scalar: UInt32
      if b0 < 0x80 {
        scalar = b0
        i += 1
      } else if b0 < 0xE0 {
        scalar = (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        i += 2
      } else if b0 < 0xF0 {
        scalar = (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        i += 3
      } else {
        scalar =
          (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
          | UInt32(bytes[i + 3] & 0x3F)
        i += 4
      }
      lead.read(BidiStart(Unicode.Scalar(scalar)!))
    }
  }
}

extension ComposedStrings.Builder {
  /// Adds the piece `write` writes (not finished) in at most `capacity` bytes of UTF-8; returns
  /// its index and its start as the bidi rule reads it (for ``Localizer/DirectionMarks``).
  mutating func piece(
    digits: SnapshotDigits, capacity: Int, _ write: (inout FinishedText) -> Void
  ) -> (index: UInt16, lead: BidiLead) {
    FinishedText.withPiece(digits: digits, capacity: capacity, write) { (piece(bytes: $0), $1) }
  }
}
