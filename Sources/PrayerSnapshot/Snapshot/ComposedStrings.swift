/// A list of strings, each the concatenation of up to four shared pieces: the snapshot's tables
/// of hundreds of strings made of a few dozen parts (the calm countdown's `2 h ` + `15 min`, a
/// day offset's `In ` + `12` + ` days`).
///
/// A collection of `String`s like an array (equal, hashed and coded as the array of its
/// strings), stored as its pieces' UTF-8 side by side: building a snapshot writes each piece's
/// bytes once and makes no `String` for a piece or an entry, and the JSON writer copies the
/// pieces' bytes. A string is made when it is read (``subscript(_:)``). A decoded snapshot's
/// strings are each one piece.
public struct ComposedStrings: RandomAccessCollection, Sendable, Hashable, Codable {
  /// The pieces' UTF-8, one after the other.
  let bytes: [UInt8]
  /// Where each piece ends in ``bytes`` (piece `p` is `bytes[ends[p − 1]..<ends[p]]`, the
  /// first from 0).
  let ends: [Int]
  /// Per string, its piece indices: four 16-bit fields, the first piece in the lowest bits,
  /// ``none`` where there are fewer.
  let entries: [UInt64]

  /// The field value of a missing piece.
  static let none: UInt64 = 0xFFFF

  /// The strings, each one piece.
  public init(_ strings: [String]) {
    precondition(strings.count < Int(ComposedStrings.none))
    var b = Builder(capacity: strings.count)
    for s in strings { b.append(b.piece(s)) }
    self = b.strings
  }

  private init(bytes: [UInt8], ends: [Int], entries: [UInt64]) {
    (self.bytes, self.ends, self.entries) = (bytes, ends, entries)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { entries.count }

  /// The `i`th string, its pieces joined.
  public subscript(i: Int) -> String {
    var utf8: [UInt8] = []
    forEachPiece(of: i) { utf8.append(contentsOf: bytes[$0]) }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Calls `body` with the byte range of each piece of string `i`, in order.
  @inline(__always)
  func forEachPiece(of i: Int, _ body: (Range<Int>) -> Void) {
    var e = entries[i]
    while e & ComposedStrings.none != ComposedStrings.none {
      let p = Int(e & ComposedStrings.none)
      body((p == 0 ? 0 : ends[p - 1])..<ends[p])
      e = e >> 16 | ComposedStrings.none << 48
    }
  }

  public static func == (a: ComposedStrings, b: ComposedStrings) -> Bool {
    a.count == b.count && a.elementsEqual(b)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for s in self { hasher.combine(s) }
  }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([String].self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(self))
  }

  /// Collects pieces and the strings made of them.
  struct Builder {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    private var entries: [UInt64] = []

    /// A builder with room for `capacity` strings (and as many pieces of a few bytes each).
    init(capacity: Int) {
      entries.reserveCapacity(capacity)
      ends.reserveCapacity(capacity)
      bytes.reserveCapacity(8 * capacity)
    }

    /// Adds a piece; returns its index.
    mutating func piece(_ s: String) -> UInt16 {
      var s = s
      return s.withUTF8 { piece(bytes: $0) }
    }

    /// Adds a piece of UTF-8 bytes (whole characters); returns its index.
    mutating func piece(bytes utf8: UnsafeBufferPointer<UInt8>) -> UInt16 {
      precondition(ends.count < Int(ComposedStrings.none))
      bytes.append(contentsOf: utf8)
      ends.append(bytes.count)
      return UInt16(ends.count - 1)
    }

    /// Adds a string made of the pieces `a`, `b`, `c`, `d` in order (`nil` ones are skipped).
    mutating func append(_ a: UInt16?, _ b: UInt16? = nil, _ c: UInt16? = nil, _ d: UInt16? = nil) {
      var e = ~UInt64(0)
      var shift: UInt64 = 0
      @inline(__always) func add(_ part: UInt16?) {
        guard let part else { return }
        e = e & ~(ComposedStrings.none << shift) | UInt64(part) << shift
        shift += 16
      }
      add(a)
      add(b)
      add(c)
      add(d)
      entries.append(e)
    }

    var strings: ComposedStrings {
      ComposedStrings(bytes: bytes, ends: ends, entries: entries)
    }

    /// The strings added so far, which the builder then forgets (its pieces stay, shared with
    /// the strings: lists taken one after the other share one store of bytes).
    mutating func take() -> ComposedStrings {
      defer { entries = [] }
      return strings
    }
  }
}
