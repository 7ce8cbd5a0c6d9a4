import Foundation

extension PrayerSettings {
  /// Reads a settings file: a JSON object whose keys are ``Key`` names and whose values are the
  /// text a flag would take, or a number or boolean standing for it:
  ///
  ///     {"method": "moonsighting", "asr": "hanafi", "fajr-angle": 18, "adjust": "isha=+2",
  ///      "calendar": "umm-al-qura", "hijri-adjust": -1}
  ///
  /// The values go through ``init(values:)``, so a file and the command line accept the same
  /// settings with the same checks.
  public init(json data: Data) throws(SettingsError) {
    let members: [String: FileValue]
    do {
      members = try JSONDecoder().decode([String: FileValue].self, from: data)
    } catch {
      if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
        throw .notASettingsFile("not valid JSON")
      }
      throw .notASettingsFile(
        "it must hold a JSON object of settings whose values are strings, numbers or booleans")
    }
    var values: [Key: String] = [:]
    for name in members.keys.sorted() {
      guard let key = Key(rawValue: name) else { throw .unknownKey(name) }
      values[key] = members[name]?.text
    }
    try self.init(values: values)
  }

  /// A value of a settings file, as the text a flag would take.
  private struct FileValue: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let b = try? c.decode(Bool.self) {
        text = b ? "true" : "false"
      } else if let s = try? c.decode(String.self) {
        text = s
      } else {
        let d = try c.decode(Double.self)
        text = d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
      }
    }
  }
}
