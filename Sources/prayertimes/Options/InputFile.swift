import Astro
import Foundation
import PrayerSnapshot

/// Reading the JSON files the options name (`--marks`, `--taps`, `--snapshot`).
enum InputFile {
  /// The most bytes read from a file: a snapshot is some 100 kB.
  static let maximumBytes = 16 << 20

  /// Why a file cannot be read: `'PATH' does not exist`.
  struct ReadError: Error {
    let why: String
  }

  /// The bytes of `path` (`-`: standard input), at most ``maximumBytes``.
  static func bytes(_ path: String, standardInput: () -> Data) throws(ReadError) -> Data {
    if path == "-" { return standardInput() }
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else { throw ReadError(why: "'\(path)' does not exist") }
    guard !isDirectory.boolValue else { throw ReadError(why: "'\(path)' is a directory, not a file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ReadError(why: "'\(path)' cannot be read (permission denied?)")
    }
    defer { try? handle.close() }
    var data = Data()
    do {
      while data.count <= maximumBytes, let chunk = try handle.read(upToCount: 1 << 20),
        !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw ReadError(why: "'\(path)' cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maximumBytes else {
      throw ReadError(why: "'\(path)' is larger than \(maximumBytes >> 20) MiB")
    }
    return data
  }

  /// The bytes of a snapshot file; one that cannot be read is a runtime failure.
  static func snapshot(_ path: String, standardInput: () -> Data) throws(CommandFailure) -> Data {
    do { return try bytes(path, standardInput: standardInput) } catch {
      throw .runtime("the snapshot file \(error.why)")
    }
  }

  /// The contents of a file a JSON list option names (`--taps`, `--marks`), decoded by the
  /// library; a file that cannot be read or decoded is a usage error naming the option and file.
  static func decoded<T>(
    _ path: String, option: String, standardInput: () -> Data,
    _ decode: (Data) throws(InputFileError) -> T
  ) throws(CommandFailure) -> T {
    let data: Data
    do { data = try bytes(path, standardInput: standardInput) } catch {
      throw .usage("'\(option)' file \(error.why)")
    }
    return try decoded(data, path: path, option: option, decode)
  }

  /// The contents of `data`, read from `path` (named in the errors).
  static func decoded<T>(
    _ data: Data, path: String, option: String, _ decode: (Data) throws(InputFileError) -> T
  ) throws(CommandFailure) -> T {
    do { return try decode(data) } catch { throw .usage("'\(option)' file '\(path)'" + error.description) }
  }
}
