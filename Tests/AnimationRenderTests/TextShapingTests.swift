import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// Text in other scripts, probed in rendered pixels: Arabic joins, Hebrew reads from the right,
/// mixed text keeps its visual order, emoji are drawn in colour from Noto Color Emoji, natural
/// alignment puts a right-to-left paragraph at the right, and measuring agrees with drawing.
final class TextShapingTests: XCTestCase {
    private let size: CGFloat = 28

    private func content(_ s: String, size: CGFloat = 28, alignment: CATextLayerAlignmentMode = .left) -> LayerContent {
        LayerContent(text: TextContent(string: s, fontName: nil, fontSize: size, color: rgba(0, 0, 0),
                                       alignment: alignment, isWrapped: false, truncation: .none))
    }

    /// `s` drawn black in a 300×40 layer at (0, 0), at `scale`× (the root scaled, as a magnified window).
    private func draw(_ s: String, scale m: CGFloat = 1,
                      alignment: CATextLayerAlignmentMode = .left) throws -> RenderedImage {
        let w = Int(300 * m), h = Int(40 * m)
        var label = layer(2, CGRect(x: 0, y: 0, width: 300, height: 40), content: content(s, alignment: alignment))
        label.transform = CATransform3DMakeScale(m, m, 1)
        let top = RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: w, height: h), sublayers: [label])
        return try renderImage(top, width: w, height: h)
    }

    /// The ink of a rendered line as a grey-level grid cropped to its columns with ink.
    private struct Ink {
        var columns: [[Int]]                // per column, the darkness of each row
        var left: Int
        init?(_ image: RenderedImage) {
            var cols: [[Int]] = []
            for x in 0..<image.width {
                cols.append((0..<image.height).map { 255 - Int(image[x, $0].r) })
            }
            guard let a = cols.firstIndex(where: { $0.contains { $0 > 60 } }),
                  let b = cols.lastIndex(where: { $0.contains { $0 > 60 } }) else { return nil }
            columns = Array(cols[a...b]); left = a
        }
        var width: Int { columns.count }
        /// The summed darkness difference between `template` placed at column `x` and this ink.
        func difference(_ template: Ink, at x: Int) -> Int {
            var d = 0
            for (i, col) in template.columns.enumerated() {
                let mine = x + i >= 0 && x + i < columns.count ? columns[x + i] : Array(repeating: 0, count: col.count)
                for y in col.indices { d += abs(col[y] - mine[y]) }
            }
            return d
        }
        /// Where `template` fits best, in columns from this ink's left edge.
        func bestPosition(of template: Ink) -> Int {
            (0...max(0, width - template.width)).min { difference(template, at: $0) < difference(template, at: $1) }!
        }
    }

    func testArabicIsJoinedNarrowerThanItsIsolatedLetters() throws {
        let measurer = TTFTextMeasurer()
        let joined = measurer.size(of: "سلام", fontName: nil, fontSize: size).width
        let isolated = "سلام".map { measurer.size(of: String($0), fontName: nil, fontSize: size).width }
            .reduce(0, +)
        XCTAssertLessThan(joined, isolated * 0.85, "joined forms are narrower than the four isolated letters")
        let drawn = try XCTUnwrap(Ink(draw("سلام")))
        XCTAssertEqual(CGFloat(drawn.width), joined, accuracy: 4, "the drawn ink spans the measured width")
        // Joined letters touch: no blank column inside the word but the one between س's teeth.
        let blank = drawn.columns.filter { !$0.contains { $0 > 30 } }.count
        XCTAssertLessThanOrEqual(blank, 2)
    }

    func testHebrewHasItsFirstLetterAtTheRight() throws {
        for m: CGFloat in [1, 2] {
            let word = try XCTUnwrap(Ink(draw("שלום", scale: m)))
            let first = try XCTUnwrap(Ink(draw("ש", scale: m))), last = try XCTUnwrap(Ink(draw("ם", scale: m)))
            XCTAssertGreaterThan(word.bestPosition(of: first), word.width / 2, "ש drawn in the right half at \(m)×")
            XCTAssertLessThan(word.bestPosition(of: last), word.width / 4, "ם drawn at the left end at \(m)×")
        }
    }

    func testMixedTextIsDrawnInVisualOrder() throws {
        let line = try XCTUnwrap(Ink(draw("abc שלום 123")))
        let abc = try XCTUnwrap(Ink(draw("abc"))), digits = try XCTUnwrap(Ink(draw("123")))
        let hebrew = try XCTUnwrap(Ink(draw("שלום")))
        let xAbc = line.bestPosition(of: abc), xDigits = line.bestPosition(of: digits)
        let xHebrew = line.bestPosition(of: hebrew)
        XCTAssertLessThan(xAbc, xDigits, "abc, then 123")
        XCTAssertLessThan(xDigits, xHebrew, "then the Hebrew word, at the right: abc 123 םולש")
        XCTAssertEqual(line.difference(hebrew, at: xHebrew) * 10 < hebrew.columns.joined().reduce(0, +), true,
                       "the Hebrew word is drawn as when alone (shaped the same)")
    }

    /// Pixels clearly coloured (a channel 80 or more from another), as emoji are and text is not.
    private func colouredPixels(_ image: RenderedImage) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if max(abs(Int(p.r) - Int(p.g)), abs(Int(p.g) - Int(p.b)), abs(Int(p.r) - Int(p.b))) >= 80 { n += 1 }
        } }
        return n
    }

    func testEmojiIsDrawnInColourAtTheLinesSize() throws {
        for m: CGFloat in [1, 2] {
            let image = try draw("Hi 😀 ok", scale: m)
            let yellow = colouredPixels(image)
            XCTAssertGreaterThan(yellow, Int(150 * m * m), "a colour face at \(m)×, not a black box outline")
            let ink = try XCTUnwrap(Ink(image))
            let measured = TTFTextMeasurer().size(of: "Hi 😀 ok", fontName: nil, fontSize: size)
            XCTAssertEqual(CGFloat(ink.width) / m, measured.width, accuracy: 4, "measured as drawn at \(m)×")
            XCTAssertLessThan(measured.width, size * 5, "the 109 px emoji strike is scaled to the line")
        }
    }

    func testNaturalAlignmentPutsRightToLeftParagraphsAtTheRight() throws {
        let hebrew = try XCTUnwrap(Ink(draw("שלום", alignment: .natural)))
        XCTAssertGreaterThan(hebrew.left + hebrew.width, 295)
        let latin = try XCTUnwrap(Ink(draw("abc שלום", alignment: .natural)))
        XCTAssertLessThan(latin.left, 5, "a paragraph starting with Latin stays at the left")
        let left = try XCTUnwrap(Ink(draw("שלום", alignment: .left)))
        XCTAssertLessThan(left.left, 5, "explicit left alignment is kept")
    }

    func testTextFitMeasuresShapedTextAsDrawn() throws {
        let text = TextContent(string: "مرحبا بالعالم", fontName: nil, fontSize: size, color: rgba(0, 0, 0),
                               alignment: .left, isWrapped: false, truncation: .end)
        let fit = try XCTUnwrap(TextFit.layOut(text, in: CGSize(width: 300, height: 40)))
        XCTAssertTrue(fit.fits)
        let measured = TTFTextMeasurer().size(of: text.string, fontName: nil, fontSize: size)
        XCTAssertEqual(fit.width, measured.width, accuracy: 0.01)
        let ink = try XCTUnwrap(Ink(draw(text.string)))
        XCTAssertEqual(CGFloat(ink.width), fit.width, accuracy: 4)
        let narrow = try XCTUnwrap(TextFit.layOut(text, in: CGSize(width: fit.width - 10, height: 40)))
        XCTAssertTrue(narrow.isTruncated, "the shaped width decides truncation")
    }

    func testMissingFallbackFontsDrawWhatTheyCanWithOneDiagnostic() throws {
        let fonts = FontLibrary(fallbackDirectory: "/nonexistent/noto-\(UUID().uuidString)")
        var line: ShapedLine?
        let said = diagnostics {
            FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
            line = fonts.shape("a😀b😀", face: .regular, size: 20)
            _ = fonts.shape("😀", face: .regular, size: 20)
        }
        XCTAssertEqual(said.filter { $0.contains("fonts-noto-color-emoji") }.count, 1, "\(said)")
        let shaped = try XCTUnwrap(line)
        XCTAssertFalse(shaped.runs.contains(where: \.isColor))
        XCTAssertGreaterThan(shaped.width, 20, "the letters (and the shipped face's glyphs) are still measured")
    }
}

extension TextShapingTests {
    func testALongLineOfEmojiIsDrawnWhole() throws {
        let fonts = FontLibrary()
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        let emoji = String(repeating: "😀", count: 200)     // 200 × 136 px strikes: wider than a surface
        let line = try XCTUnwrap(fonts.shape(emoji, face: .regular, size: 20))
        XCTAssertTrue(line.runs.allSatisfy { $0.isColor && $0.characters.count <= 32 })
        XCTAssertEqual(line.runs.map(\.characters.count).reduce(0, +), 200)
        let drawn = try XCTUnwrap(line.render(color: rgba(0, 0, 0)))
        XCTAssertEqual(CGFloat(drawn.canvas.width), line.width.rounded(.up))
        let data = drawn.canvas.data(), stride = drawn.canvas.stride
        let rightEnd = drawn.canvas.width - 10, middle = drawn.canvas.height / 2
        let alpha = (0..<10).map { data[middle * stride + (rightEnd + $0) * 4 + 3] }
        XCTAssertTrue(alpha.contains { $0 > 200 }, "the last emoji is drawn: \(alpha)")
    }
}

extension TextShapingTests {
    /// SDL2_ttf caches 256 drawn glyphs per font: 18 MB of the emoji font's 136×128 bitmaps if
    /// kept. Drawing 300 different emoji leaves a few MB of heap in use, not that.
    func testDrawnEmojiDoNotStayInTheGlyphCache() throws {
        let fonts = FontLibrary()
        FontLibrary.ttfLock.lock(); defer { FontLibrary.ttfLock.unlock() }
        _ = fonts.shape("😀", face: .regular, size: 20)?.render(color: rgba(0, 0, 0))
        let before = HeapFigures.current.usedBytes
        for first in stride(from: 0x1F300, to: 0x1F300 + 300, by: 10) {
            let line = String((first..<first + 10).compactMap { Unicode.Scalar(UInt32($0)).map(Character.init) })
            XCTAssertNotNil(fonts.shape(line, face: .regular, size: 20)?.render(color: rgba(0, 0, 0)))
        }
        let grown = Double(HeapFigures.current.usedBytes - before) / 1_048_576
        XCTAssertLessThan(grown, 6, "heap in use grew \(grown) MB")
    }
}
