/// A list of strings, each the concatenation of up to four shared pieces: the snapshot's tables
/// of hundreds of strings made of a few dozen parts (the calm countdown's `2 h ` + `15 min`, a
/// day offset's `In ` + `12` + ` days`).
///
/// A collection of `String`s like an array (equal, hashed and coded as the array of its
/// strings), stored as its pieces: building a snapshot makes each piece once instead of every
/// string, and the JSON writer copies each piece's escaped bytes. A string is joined when it is
/// read (``subscript(_:)``). A decoded snapshot's strings are each one piece.
public struct ComposedStrings: RandomAccessCollection, Sendable, Hashable, Codable {
  /// The pieces the strings are made of.
  let pieces: [String]
  /// Per string, its piece indices: four 16-bit fields, the first piece in the lowest bits,
  /// ``none`` where there are fewer.
  let entries: [UInt64]

  /// The field value of a missing piece.
  static let none: UInt64 = 0xFFFF

  /// The strings, each one piece.
  public init(_ strings: [String]) {
    precondition(strings.count < Int(ComposedStrings.none))
    pieces = strings
    entries = strings.indices.map { UInt64($0) | ~ComposedStrings.none }
  }

  init(pieces: [String], entries: [UInt64]) {
    (self.pieces, self.entries) = (pieces, entries)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { entries.count }

  /// The `i`th string, its pieces joined.
  public subscript(i: Int) -> String {
    var s = ""
    forEachPiece(of: i) { s += pieces[$0] }
    return s
  }

  /// Calls `body` with the index of each piece of string `i`, in order.
  @inline(__always)
  func forEachPiece(of i: Int, _ body: (Int) -> Void) {
    var e = entries[i]
    while e & ComposedStrings.none != ComposedStrings.none {
      body(Int(e & ComposedStrings.none))
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
    private(set) var pieces: [String] = []
    private(set) var entries: [UInt64] = []

    init(capacity: Int) { entries.reserveCapacity(capacity) }

    /// Adds a piece; returns its index.
    mutating func piece(_ s: String) -> UInt16 {
      precondition(pieces.count < Int(ComposedStrings.none))
      pieces.append(s)
      return UInt16(pieces.count - 1)
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

    var strings: ComposedStrings { ComposedStrings(pieces: pieces, entries: entries) }
  }
}
