import Foundation

/// A JSON Schema (draft 2020-12) validator for the keywords `Data/contract/snapshot.schema.json`
/// uses, and no others: `type`, `const`, `enum`, `properties`, `required`,
/// `additionalProperties`, `prefixItems`, `items`, `minItems`, `maxItems`, `minLength`,
/// `maxLength`, `pattern`, `minimum`, `maximum`, `anyOf` and `$ref` to a local JSON Pointer
/// (`#/$defs/…`); `$schema`, `$id`, `$defs`, `title`, `description` and `$comment` are
/// annotations. A schema that uses any other keyword is refused when the validator is made, so
/// that nothing in it goes unchecked. Semantics are the specification's (json-schema.org,
/// "JSON Schema Validation", 2020-12): an integer is a number without a fraction (1.0 is one),
/// lengths count Unicode code points, `pattern` is a search, not a whole-string match.
/// `SchemaValidatorTests` holds each keyword to accepting and refusing; `SnapshotSchemaTests`
/// compares its verdicts with the Python `jsonschema` package's where that is installed.
struct SchemaValidator {
  let root: JSONTree
  /// The schema's patterns, compiled once.
  private let patterns: [String: NSRegularExpression]
  /// The schema's references that name a subschema, resolved once.
  private let references: [String: JSONTree]

  struct UnsupportedSchema: Error, CustomStringConvertible {
    let description: String
  }

  static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "$comment"]
  static let keywords: Set<String> = [
    "type", "const", "enum", "properties", "required", "additionalProperties", "prefixItems", "items",
    "minItems", "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum", "anyOf", "$ref",
  ]

  /// A validator of `schema`, or an error naming the first keyword it does not implement.
  init(schema: JSONTree) throws {
    root = schema
    var patterns: [String: NSRegularExpression] = [:]
    var references: Set<String> = []
    try Self.check(schema, at: "#", patterns: &patterns, references: &references)
    self.patterns = patterns
    self.references = references.reduce(into: [:]) { $0[$1] = Self.resolve($1, in: schema) }
  }

  init(schemaData: Data) throws { try self.init(schema: JSONTree.parse(schemaData)) }

  /// Every place where a subschema stands, checked for keywords this validator knows.
  private static func check(_ schema: JSONTree, at path: String, patterns: inout [String: NSRegularExpression],
    references: inout Set<String>
  ) throws {
    if schema.bool != nil { return }
    guard let o = schema.object else { throw UnsupportedSchema(description: "\(path): a schema must be an object or a boolean") }
    for (key, value) in o {
      guard annotations.contains(key) || keywords.contains(key) else {
        throw UnsupportedSchema(description: "\(path): unsupported keyword \(key)")
      }
      switch key {
      case "properties", "$defs":
        for (name, sub) in value.object ?? [:] { try check(sub, at: "\(path)/\(key)/\(name)", patterns: &patterns, references: &references) }
      case "prefixItems", "anyOf":
        for (i, sub) in (value.array ?? []).enumerated() { try check(sub, at: "\(path)/\(key)/\(i)", patterns: &patterns, references: &references) }
      case "items", "additionalProperties": try check(value, at: "\(path)/\(key)", patterns: &patterns, references: &references)
      case "pattern":
        guard let p = value.string, let regex = try? NSRegularExpression(pattern: p) else {
          throw UnsupportedSchema(description: "\(path): pattern is not a regular expression")
        }
        patterns[p] = regex
      case "$ref":
        guard let ref = value.string, ref.hasPrefix("#") else {
          throw UnsupportedSchema(description: "\(path): only local references (#/…) are supported")
        }
        references.insert(ref)
      default: break
      }
    }
  }

  /// Where `instance` breaks the schema, one line each (`/days/3/prayers/0/at: above the
  /// maximum …`); empty when it is valid.
  func errors(_ instance: JSONTree) -> [String] {
    var found: [String] = []
    validate(instance, against: root, at: "", into: &found)
    return found
  }

  func isValid(_ instance: JSONTree) -> Bool { errors(instance).isEmpty }

  /// The subschema `ref` (`#/$defs/day`) points at in `root`.
  private static func resolve(_ ref: String, in root: JSONTree) -> JSONTree? {
    guard let tokens = try? JSONTree.pointer(String(ref.dropFirst())) else { return nil }
    var node = root
    for t in tokens {
      if let next = node[t] {
        node = next
      } else if let a = node.array, let i = Int(t), a.indices.contains(i) {
        node = a[i]
      } else {
        return nil
      }
    }
    return node
  }

  private static func typeMatches(_ v: JSONTree, _ type: String) -> Bool {
    switch type {
    case "null": return v.isNull
    case "boolean": return v.bool != nil
    case "object": return v.object != nil
    case "array": return v.array != nil
    case "string": return v.string != nil
    case "number": return v.number != nil
    case "integer": return v.number.map { $0.isFinite && $0 == $0.rounded() } ?? false
    default: return false
    }
  }

  private func validate(_ v: JSONTree, against schema: JSONTree, at path: String, into errors: inout [String]) {
    if let b = schema.bool {
      if !b { errors.append("\(path): no value is allowed here") }
      return
    }
    guard let s = schema.object else { return }
    let at = path.isEmpty ? "(document)" : path
    if let ref = s["$ref"]?.string {
      if let target = references[ref] {
        validate(v, against: target, at: path, into: &errors)
      } else {
        errors.append("\(at): unresolved reference \(ref)")
      }
    }
    if let type = s["type"] {
      let types = type.array?.compactMap(\.string) ?? type.string.map { [$0] } ?? []
      if !types.contains(where: { Self.typeMatches(v, $0) }) {
        errors.append("\(at): \(v.text.prefix(40)) is not of type \(types.joined(separator: "|"))")
      }
    }
    if let c = s["const"], !v.sameJSON(as: c) { errors.append("\(at): \(v.text.prefix(40)) is not \(c.text)") }
    if let e = s["enum"]?.array, !e.contains(where: { v.sameJSON(as: $0) }) {
      errors.append("\(at): \(v.text.prefix(40)) is not one of \(e.map(\.text).joined(separator: ", "))")
    }
    if let n = v.number {
      if let min = s["minimum"]?.number, n < min { errors.append("\(at): \(v.text) is below the minimum \(s["minimum"]!.text)") }
      if let max = s["maximum"]?.number, n > max { errors.append("\(at): \(v.text) is above the maximum \(s["maximum"]!.text)") }
    }
    if let string = v.string {
      let length = string.unicodeScalars.count
      if let min = s["minLength"]?.int64, length < min { errors.append("\(at): shorter than \(min) characters") }
      if let max = s["maxLength"]?.int64, length > max { errors.append("\(at): longer than \(max) characters") }
      if let p = s["pattern"]?.string, let regex = patterns[p],
        regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) == nil
      {
        errors.append("\(at): \(v.text.prefix(40)) does not match \(p)")
      }
    }
    if let items = v.array {
      if let min = s["minItems"]?.int64, items.count < min { errors.append("\(at): fewer than \(min) items") }
      if let max = s["maxItems"]?.int64, items.count > max { errors.append("\(at): more than \(max) items") }
      let prefix = s["prefixItems"]?.array ?? []
      for (i, item) in items.enumerated() {
        if i < prefix.count {
          validate(item, against: prefix[i], at: "\(path)/\(i)", into: &errors)
        } else if let rest = s["items"] {
          validate(item, against: rest, at: "\(path)/\(i)", into: &errors)
        }
      }
    }
    if let members = v.object {
      for key in s["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
        errors.append("\(at): missing \(key)")
      }
      let properties = s["properties"]?.object ?? [:]
      for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        let where_ = "\(path)/\(key)"
        if let sub = properties[key] {
          validate(value, against: sub, at: where_, into: &errors)
        } else if let additional = s["additionalProperties"] {
          if additional.bool == false {
            errors.append("\(at): unknown key \(key)")
          } else {
            validate(value, against: additional, at: where_, into: &errors)
          }
        }
      }
    }
    if let options = s["anyOf"]?.array {
      var reasons: [String] = []
      let matched = options.contains { option in
        var e: [String] = []
        validate(v, against: option, at: path, into: &e)
        reasons += e
        return e.isEmpty
      }
      if !matched { errors.append("\(at): matches none of anyOf (\(reasons.joined(separator: "; ")))") }
    }
  }
}
