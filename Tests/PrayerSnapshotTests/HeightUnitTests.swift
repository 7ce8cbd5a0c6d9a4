import Foundation
import XCTest

@testable import PrayerSnapshot

#if canImport(Glibc)
  import Glibc
#endif

/// The height in a localized table's header (`table.meters`) against ICU's number formatter with
/// the metre as its unit (`unumf`, skeleton `measure-unit/length-meter unit-width-short group-off
/// numbering-system/<digits>`), looked up in the ICU Foundation loads on Linux
/// (`lib_FoundationICU.so`; skipped where it is absent). Persian takes ICU's wide width: its short
/// one joins number and word (`۷۲۸متر`), the wide one is the same word after a space.
final class HeightUnitTests: XCTestCase {
  typealias Status = Int32
  typealias OpenFormatter = @convention(c) (
    UnsafePointer<UInt16>, Int32, UnsafePointer<CChar>, UnsafeMutablePointer<Status>
  ) -> OpaquePointer?
  typealias OpenResult = @convention(c) (UnsafeMutablePointer<Status>) -> OpaquePointer?
  typealias FormatInt = @convention(c) (
    OpaquePointer, Int64, OpaquePointer, UnsafeMutablePointer<Status>
  ) -> Void
  typealias ResultToString = @convention(c) (
    OpaquePointer, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Status>
  ) -> Int32
  typealias Close = @convention(c) (OpaquePointer) -> Void

  /// ICU's metres for 1…9000 in `locale` with `digits`, or a skip where ICU is not reachable.
  func icuMeters(_ locale: String, digits: String, width: String) throws -> [String] {
    #if os(Linux)
      _ = Locale(identifier: "ar").identifier  // make sure Foundation's ICU is loaded
      guard let handle = dlopen("lib_FoundationICU.so", RTLD_NOW),
        let open = dlsym(handle, "swift_unumf_openForSkeletonAndLocale"),
        let openResult = dlsym(handle, "swift_unumf_openResult"),
        let format = dlsym(handle, "swift_unumf_formatInt"),
        let toString = dlsym(handle, "swift_unumf_resultToString"),
        let close = dlsym(handle, "swift_unumf_close"),
        let closeResult = dlsym(handle, "swift_unumf_closeResult")
      else { throw XCTSkip("ICU's number formatter is not reachable here") }
      var status: Status = 0
      let skeleton = Array(
        "measure-unit/length-meter unit-width-\(width) group-off numbering-system/\(digits)".utf16)
      let formatter = skeleton.withUnsafeBufferPointer {
        unsafeBitCast(open, to: OpenFormatter.self)($0.baseAddress!, Int32($0.count), locale, &status)
      }
      guard let formatter, status <= 0,
        let result = unsafeBitCast(openResult, to: OpenResult.self)(&status)
      else { throw XCTSkip("ICU refused the skeleton for \(locale)") }
      defer {
        unsafeBitCast(closeResult, to: Close.self)(result)
        unsafeBitCast(close, to: Close.self)(formatter)
      }
      var buffer = [UInt16](repeating: 0, count: 64)
      return try (1...9000).map { n in
        unsafeBitCast(format, to: FormatInt.self)(formatter, Int64(n), result, &status)
        let length = unsafeBitCast(toString, to: ResultToString.self)(result, &buffer, 64, &status)
        guard status <= 0 else { throw XCTSkip("ICU failed on \(n) in \(locale)") }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
      }
    #else
      throw XCTSkip("ICU's C functions are looked up on Linux only")
    #endif
  }

  func testHeight_EqualsICUsMetres_EveryLanguageAndDigits() throws {
    let languages = SnapshotLanguage.withTables.filter { !$0.rawValue.contains("-") }
    XCTAssertEqual(languages.count, 11)
    for lang in languages {
      let own = SnapshotLocale(lang: lang).digits
      for digits in Set([own, SnapshotDigits.latn]) {
        let words = TimetableWords(SnapshotLocale(lang: lang, digits: digits))
        let icu = try icuMeters(
          lang.rawValue, digits: digits.rawValue, width: lang.rawValue == "fa" ? "full-name" : "short")
        let ours = (1...9000).map { words.height(meters: Double($0)) }
        let misses = zip(1...9000, zip(ours, icu)).filter { $0.1.0 != $0.1.1 }
        XCTAssertTrue(
          misses.isEmpty,
          "\(lang.rawValue) \(digits.rawValue): \(misses.count) differ, first \(misses.prefix(3).map { "\($0.0): \($0.1.0) vs ICU \($0.1.1)" })")
      }
    }
  }

  func testHeaderLine_NamesTheHeightInTheLanguage() throws {
    let zone = try ZoneSpec(parsing: "Asia/Jakarta")
    let date = try XCTUnwrap(CivilDate(year: 2026, month: 12, day: 2))
    func table(_ c: Coordinates?) throws -> Timetable {
      Timetable(
        coordinates: try XCTUnwrap(c), start: date, count: 1, zone: zone,
        parameters: CalculationMethod.kemenag.parameters)
    }
    let bandung = try table(Coordinates(latitude: -6.9175, longitude: 107.6191, elevation: 728))
    XCTAssertTrue(
      TimetableWords(SnapshotLocale(lang: .ar)).headerLine(bandung).contains("107.6191 (٧٢٨ مترًا)"))
    let id = TimetableWords(SnapshotLocale(lang: try XCTUnwrap(SnapshotLanguage(rawValue: "id"))))
    XCTAssertTrue(id.headerLine(bandung).contains("107.6191 (728 m)"), id.headerLine(bandung))
    let jakarta = try table(Coordinates(latitude: -6.2, longitude: 106.8))
    XCTAssertFalse(id.headerLine(jakarta).contains("106.8 ("), "no height at sea level")
  }
}
