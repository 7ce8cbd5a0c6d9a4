import Foundation

/// The repository's root directory, found from this file's path (`Tests/TestSupport/` is two
/// levels below it), so that tests read the committed data wherever the checkout is.
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The URL of a file under the repository's `Data/` (`path` relative to it, such as
/// `reference/solar_events_de421.csv`).
public func dataURL(_ path: String) -> URL {
  repositoryRoot.appendingPathComponent("Data").appendingPathComponent(path)
}

/// A file of `Data/` as UTF-8 text.
public func dataFile(_ path: String) throws -> String {
  try String(contentsOf: dataURL(path), encoding: .utf8)
}

/// A file of `Data/` as bytes.
public func dataBytes(_ path: String) throws -> Data {
  try Data(contentsOf: dataURL(path))
}
