@testable import AnimationRender
import Foundation
@testable import PlaygroundKit
import XCTest

/// Every unreadable font is reported in one line: missing, truncated, and (the case SDL2_ttf
/// opens without complaint) intact tables around damaged glyph outlines. The app stops with the
/// message; the render library draws no text and reports the font once.
final class FontCheckTests: XCTestCase {
    var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "fonts-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory + "/fonts", withIntermediateDirectories: true)
    }

    override func tearDown() {
        unsetenv(AssetLibrary.environmentVariable)
        AssetLibrary.resetCachedDirectory()
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    private var shippedFont: String { AssetLibrary.directory! + "/fonts/DejaVuSans.ttf" }

    /// A copy of the shipped regular face with its `glyf` table (the outlines) filled with `byte`;
    /// the header and every other table are intact.
    private func damagedFont(filling byte: UInt8, name: String = "DejaVuSans.ttf") throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: shippedFont)))
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let entry = try XCTUnwrap(
            (0..<tables).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "glyf" })
        let (offset, length) = (u32(entry + 8), u32(entry + 12))
        for i in offset..<offset + length { bytes[i] = byte }
        let path = directory + "/fonts/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testTheShippedFontsDrawText() {
        XCTAssertNil(FontCheck.problem(withFontAt: shippedFont))
    }

    func testZeroedOutlinesThatDrawNothingAreReported() throws {
        let path = try damagedFont(filling: 0)

        XCTAssertEqual(FontCheck.problem(withFontAt: path), "its glyphs draw nothing (the outlines are damaged)")
    }

    func testGarbledOutlinesThatFailToDrawAreReported() throws {
        let path = try damagedFont(filling: 0xFF)

        XCTAssertEqual(FontCheck.problem(withFontAt: path)?.hasPrefix("its glyphs cannot be drawn"), true)
    }

    func testTruncatedAndMissingFontsAreReported() throws {
        let path = directory + "/fonts/half.ttf"
        let data = try Data(contentsOf: URL(fileURLWithPath: shippedFont))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))

        XCTAssertNotNil(FontCheck.problem(withFontAt: path))
        XCTAssertEqual(FontCheck.problem(withFontAt: directory + "/fonts/none.ttf"), "the file does not exist")
    }

    /// The app's start-up check names the damaged file in one line instead of drawing no labels.
    func testTheAppStopsOnADamagedFontWithOneLine() throws {
        let path = try damagedFont(filling: 0)
        try FileManager.default.copyItem(atPath: AssetLibrary.directory! + "/fonts/DejaVuSans-Bold.ttf",
                                         toPath: directory + "/fonts/DejaVuSans-Bold.ttf")
        setenv(AssetLibrary.environmentVariable, directory, 1)
        AssetLibrary.resetCachedDirectory()

        XCTAssertThrowsError(try AssetCheck.prepare()) { error in
            XCTAssertEqual(error as? PlaygroundError,
                           .fontUnreadable(path: path, reason: "its glyphs draw nothing (the outlines are damaged)"))
            XCTAssertFalse("\(error)".contains("\n"))
            XCTAssertEqual((error as? PlaygroundError)?.exitCode, 1)
        }
    }

    /// The render library, given the damaged face, draws no text and reports it once however
    /// many labels ask for it.
    func testTheLibraryReportsADamagedFaceOnce() throws {
        let path = try damagedFont(filling: 0)
        RenderDiagnostics.reset()
        let fonts = FontLibrary(fontsDirectory: directory + "/fonts")
        defer { fonts.close() }

        FontLibrary.ttfLock.lock()
        let results = [12, 16, 30].map { fonts.font(.regular, size: $0) }
        FontLibrary.ttfLock.unlock()

        XCTAssertTrue(results.allSatisfy { $0 == nil })
        XCTAssertEqual(RenderDiagnostics.messages.filter { $0.contains(path) }.count, 1,
                       "\(RenderDiagnostics.messages)")
        XCTAssertTrue(RenderDiagnostics.contains("draw nothing"))
    }
}
