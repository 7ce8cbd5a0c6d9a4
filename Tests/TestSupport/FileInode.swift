import Foundation
import XCTest

/// The inode number of the file at `path`, which must exist: a file replaced by a rename has a
/// new one, a file rewritten in place keeps it.
public func inode(_ path: String) throws -> Int {
  try XCTUnwrap((try FileManager.default.attributesOfItem(atPath: path))[.systemFileNumber] as? Int, path)
}
