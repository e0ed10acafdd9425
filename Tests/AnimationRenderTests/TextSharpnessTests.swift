import AnimationCore
import AnimationRender
import XCTest

/// Text shown at a non-integer magnification (a window scaled 1.25×) is rasterized at that
/// scale, not at the next √2 step and resampled down: its glyphs are as crisp as the same text
/// drawn 1.25 times larger at 1×.
final class TextSharpnessTests: XCTestCase {
    /// The share of the ink's pixels that are solid (nearly black), for black text on white:
    /// resampled text has more grey edge pixels.
    private func solidShare(_ image: RenderedImage) -> Double {
        var ink = 0, solid = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let v = Int(image[x, y].g)
            if v < 250 { ink += 1; if v < 60 { solid += 1 } }
        } }
        return ink == 0 ? 0 : Double(solid) / Double(ink)
    }

    private func render(fontSize: CGFloat, magnification m: CGFloat) throws -> RenderedImage {
        let string = "Hurricane Cirrus 1234"
        let text = TextContent(string: string, fontName: nil, fontSize: fontSize, color: rgba(0, 0, 0),
                               alignment: .left, isWrapped: false, truncation: .none)
        let size = TTFTextMeasurer().size(of: string, fontName: nil, fontSize: fontSize)
        let box = CGSize(width: size.width.rounded(.up) + 2, height: size.height.rounded(.up))
        let w = Int(((box.width + 24) * m).rounded(.up)), h = Int(((box.height + 16) * m).rounded(.up))
        // Centred in the image, magnified about its centre.
        let frame = CGRect(origin: CGPoint(x: (CGFloat(w) - box.width) / 2, y: (CGFloat(h) - box.height) / 2),
                           size: box)
        let label = layer(2, frame, content: LayerContent(text: text), transform: CATransform3DMakeScale(m, m, 1))
        let root = RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: w, height: h), sublayers: [label])
        return try renderImage(root, width: w, height: h)
    }

    func testTextAtAFractionalMagnificationIsAsCrispAsTextDrawnThatLarge() throws {
        for m: CGFloat in [1.25, 1.5, 1.75] {
            let magnified = solidShare(try render(fontSize: 17, magnification: m))
            let native = solidShare(try render(fontSize: 17 * m, magnification: 1))

            XCTAssertGreaterThan(magnified, native * 0.9, "at \(m)×: \(magnified) solid, drawn \(m)× larger: \(native)")
        }
    }
}
