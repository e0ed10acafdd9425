import AnimationCore
@testable import AnimationRender
import CSDL2
import XCTest

/// Offscreen targets given up on SDL's OpenGL renderer are detached from SDL's per-size
/// framebuffers and destroyed, so their memory goes back (before, OpenGL kept one texture per
/// size ever used alive through the framebuffer's attachment).
final class TargetRetirementTests: XCTestCase {
    /// A group-opacity layer of `side × side` points: one offscreen pass of about that size.
    private func grouped(_ side: Double) -> RenderSnapshot {
        let a = layer(3, CGRect(x: 0, y: 0, width: side * 0.6, height: side * 0.6),
                      content: LayerContent(backgroundColor: rgba(1, 0, 0)))
        let b = layer(4, CGRect(x: side * 0.4, y: side * 0.4, width: side * 0.6, height: side * 0.6),
                      content: LayerContent(backgroundColor: rgba(0, 0, 1)))
        var parent = layer(2, CGRect(x: 0, y: 0, width: side, height: side), opacity: 0.5, sublayers: [a, b])
        parent.allowsGroupOpacity = true
        return RenderSnapshot(time: 0,
                              root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 700, height: 700),
                                               sublayers: [parent]))
    }

    private func heapInUse() -> Int {
        let m = mallinfo2()
        return Int(m.uordblks) + Int(m.hblkhd)
    }

    func testTargetsOfManySizesGiveTheirMemoryBack() throws {
        let renderer = try Renderer(headlessWidth: 700, height: 700)
        guard !renderer.isSoftware else { return XCTFail("needs SDL's OpenGL renderer (Mesa's EGL and DRI drivers)") }
        renderer.redrawsOnlyChanges = false
        renderer.render(
            RenderSnapshot(time: 0, root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 700, height: 700))))
        let before = heapInUse()
        // 24 sizes from 256 to 624 px (64-px steps of the pool's rounding): each a new target,
        // 0.25–1.5 MB, about 20 MB together.
        for i in 0..<24 { renderer.render(grouped(256 + Double(i) * 16)) }
        let sizes = renderer.stats.offscreenPasses
        XCTAssertGreaterThan(sizes, 0)
        // Nothing offscreen any more: the pool lets them go after `poolKeepFrames`, and the
        // frame after that releases them.
        for _ in 0..<130 {
            renderer.render(
                RenderSnapshot(time: 0,
                               root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 700, height: 700))))
        }
        XCTAssertGreaterThanOrEqual(renderer.retiredTargetsReleased, 6, "one texture per rounded size at least")
        XCTAssertEqual(renderer.stats.texturesAlive, 0)
        let grown = heapInUse() - before
        XCTAssertLessThan(grown, 4 << 20, "heap still held after the targets were released: \(grown >> 10) KB")
    }
}
