import AnimationCore
import AnimationRender
import XCTest

/// Each transition at mid progress (goldens), plus pixel checks of what shows where.
final class TransitionTests: XCTestCase {
    private let frame = CGRect(x: 30, y: 20, width: 100, height: 80)

    /// Old state: an orange card with a dark stripe; new state: a blue card with a white disc.
    private func node(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, progress: Double) -> RenderNode {
        let stripe = layer(11, CGRect(x: 10, y: 30, width: 80, height: 20),
                           content: LayerContent(backgroundColor: rgba(0.3, 0.1, 0)))
        let old = layer(10, frame, content: LayerContent(backgroundColor: rgba(1, 0.55, 0.1), cornerRadius: 6),
                        sublayers: [stripe])
        let dot = CGMutablePath()
        dot.addEllipse(in: CGRect(x: 30, y: 20, width: 40, height: 40))
        let disc = RenderNode(layerID: 21, bounds: .zero, content: LayerContent(shape: ShapeContent(
            path: dot, fillColor: rgba(1, 1, 1), fillRule: .nonZero, strokeColor: nil, lineWidth: 0, lineCap: .butt,
            lineJoin: .miter, miterLimit: 10, lineDashPattern: [], lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)))
        var new = layer(10, frame, content: LayerContent(backgroundColor: rgba(0.1, 0.3, 0.9), cornerRadius: 6),
                        sublayers: [disc])
        new.transition = TransitionState(type: type, subtype: subtype, progress: progress, from: old)
        return new
    }

    private func image(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
                       progress: Double = 0.5) throws -> RenderedImage {
        try renderImage(root([node(type, subtype, progress: progress)]))
    }

    private let orange = RGBA8(r: 255, g: 140, b: 26), blue = RGBA8(r: 26, g: 77, b: 230)

    func testEndpointsShowOldThenNewState() throws {
        assertPixel(try image(.fade, progress: 0), 40, 30, orange)
        assertPixel(try image(.fade, progress: 1), 40, 30, blue)
        assertPixel(try image(.push, .fromRight, progress: 0), 40, 30, orange)
    }

    func testFade() throws {
        let img = try image(.fade)
        assertPixel(img, 40, 30, RGBA8(r: 140, g: 109, b: 128), tolerance: 4)   // half orange, half blue
        assertGolden(img, "transition-fade")
    }

    func testPushFromRight() throws {
        let img = try image(.push, .fromRight)
        assertPixel(img, 40, 90, orange)              // old content moved half left: its right half is at the left
        assertPixel(img, 90, 90, blue)                // new content's left half has arrived on the right
        assertPixel(img, 10, 90, orange)              // and the old content slides out past the layer's left edge
        assertGolden(img, "transition-push-fromRight")
    }

    func testMoveInFromTop() throws {
        let img = try image(.moveIn, .fromTop)
        assertPixel(img, 40, 30, blue)                // new content covers the upper half
        assertPixel(img, 40, 90, orange)              // old content stays put below
        assertGolden(img, "transition-moveIn-fromTop")
    }

    func testRevealFromLeft() throws {
        let img = try image(.reveal, .fromLeft)
        assertPixel(img, 40, 90, blue)                // new content is revealed where the old one left
        assertPixel(img, 120, 90, orange)             // old content moved right by half
        assertGolden(img, "transition-reveal-fromLeft")
    }

    func testFlipsShowOldThenNewWithPerspective() throws {
        let early = try image(.flipFromLeft, progress: 0.3), late = try image(.flipFromLeft, progress: 0.7)
        XCTAssertEqual(early[80, 40].r, orange.r)     // first half: the old side
        XCTAssertEqual(late[80, 30].b, blue.b)        // second half: the new side
        XCTAssertEqual(early[31, 60], white8)         // narrower than the layer while turned
        assertGolden(early, "transition-flipFromLeft-30")
        assertGolden(late, "transition-flipFromLeft-70")
        assertGolden(try image(.flipFromTop, progress: 0.35), "transition-flipFromTop-35")
        assertGolden(try image(.flipFromRight, progress: 0.35), "transition-flipFromRight-35")
        assertGolden(try image(.flipFromBottom, progress: 0.35), "transition-flipFromBottom-35")
    }

    func testPageCurls() throws {
        let up = try image(.curlUp, progress: 0.5)
        assertPixel(up, 125, 95, blue, tolerance: 6)   // bottom-right corner lifted: new content below
        assertPixel(up, 35, 25, orange)                // top-left not yet curled
        assertGolden(up, "transition-curlUp-50")
        let down = try image(.curlDown, progress: 0.5)
        assertGolden(down, "transition-curlDown-50")
    }
}
