import AnimationRender
@testable import AnimationUIKit
import TestSupport
import XCTest

/// A `UILabel` and a `CATextLayer` in a window, drawn by the renderer: emoji in colour, a
/// Hebrew label right-aligned by `.natural` alignment, Arabic in a text layer joined.
final class TextShapingDrawingTests: ManualClockTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        AssetLibrary.installProviders()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        window.backgroundColor = .white
    }

    override func tearDown() { window = nil; super.tearDown() }

    private func render() throws -> RenderedImage {
        CARunLoop.tick()
        let renderer = try Renderer(headlessWidth: 320, height: 160)
        renderer.render(window.layer.renderSnapshot(at: CACurrentMediaTime()), background: .white)
        return renderer.readPixels()
    }

    /// Columns with dark ink in rows `ys`.
    private func inkColumns(_ image: RenderedImage, _ ys: Range<Int>) -> ClosedRange<Int>? {
        let xs = (0..<image.width).filter { x in ys.contains { image[x, $0].r < 128 } }
        guard let a = xs.first, let b = xs.last else { return nil }
        return a...b
    }

    func testLabelDrawsEmojiInColourAndHebrewAtTheRight() throws {
        let emoji = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 30))
        emoji.text = "Sun ☀️ 😀"
        emoji.font = .systemFont(ofSize: 20)
        window.addSubview(emoji)
        let hebrew = UILabel(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        hebrew.text = "שלום"
        hebrew.font = .systemFont(ofSize: 20)
        window.addSubview(hebrew)
        let image = try render()
        var yellow = 0
        for y in 10..<40 { for x in 10..<150 {
            let p = image[x, y]
            if Int(p.r) - Int(p.b) > 80 && Int(p.g) - Int(p.b) > 40 { yellow += 1 }
        } }
        XCTAssertGreaterThan(yellow, 100, "two colour emoji in the label")
        let ink = try XCTUnwrap(inkColumns(image, 50..<80))
        XCTAssertGreaterThan(ink.upperBound, 300, "natural alignment puts a Hebrew label at the right")
        XCTAssertGreaterThan(ink.lowerBound, 200)
    }

    func testTextLayerJoinsArabic() throws {
        let joined = CATextLayer(), isolated = CATextLayer()
        for (layer, y, text) in [(joined, 90, "سلام"), (isolated, 125, "س ل ا م")] {
            layer.frame = CGRect(x: 10, y: CGFloat(y), width: 300, height: 34)
            layer.string = text
            layer.fontSize = 26
            layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            layer.alignmentMode = .left
            window.layer.addSublayer(layer)
        }
        let image = try render()
        let word = try XCTUnwrap(inkColumns(image, 90..<124))
        let letters = try XCTUnwrap(inkColumns(image, 125..<159))
        let spaces = 3 * Int(TTFTextMeasurer().size(of: " ", fontName: nil, fontSize: 26).width)
        XCTAssertLessThan(word.count, (letters.count - spaces) * 85 / 100,
                          "joined letters are narrower than the isolated ones (\(word) vs \(letters))")
        // Pieces of ink separated by blank columns: س, ل and ا join; ا never joins to the next letter.
        func pieces(_ columns: ClosedRange<Int>, _ ys: Range<Int>) -> Int {
            let inked = columns.map { x in ys.contains { image[x, $0].r < 200 } }
            return zip([false] + inked, inked).filter { !$0 && $1 }.count
        }
        XCTAssertEqual(pieces(word, 90..<124), 2, "سلا joined, then م")
        XCTAssertGreaterThanOrEqual(pieces(letters, 125..<159), 4)
    }
}
