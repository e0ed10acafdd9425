import AnimationCore
@testable import AnimationRender
import TestSupport
import XCTest

/// A transition keeps the images of its old and new subtrees while they do not change: each is
/// drawn once for a whole cross-dissolve, drawn again when its subtree changes, and the frames
/// are those of a renderer that draws every image afresh.
final class TransitionImageCacheTests: XCTestCase {
    private let frame = CGRect(x: 30, y: 20, width: 100, height: 80)

    /// A fade from an orange card with a stripe to a card of `newColor` with a dot at `dotX`,
    /// at `progress`.
    private func snapshot(progress: Double, newColor: RGBA = rgba(0.1, 0.3, 0.9), dotX: Double = 30)
        -> RenderSnapshot {
        let stripe = layer(11, CGRect(x: 10, y: 30, width: 80, height: 20),
                           content: LayerContent(backgroundColor: rgba(0.3, 0.1, 0)))
        let old = layer(10, frame, content: LayerContent(backgroundColor: rgba(1, 0.55, 0.1), cornerRadius: 6),
                        sublayers: [stripe])
        let dot = layer(21, CGRect(x: dotX, y: 20, width: 30, height: 30),
                        content: LayerContent(backgroundColor: rgba(1, 1, 1), cornerRadius: 15))
        var new = layer(10, frame, content: LayerContent(backgroundColor: newColor, cornerRadius: 6), sublayers: [dot])
        new.transition = TransitionState(type: .fade, subtype: nil, progress: progress, from: old)
        return RenderSnapshot(time: 0, root: root([new], background: rgba(1, 1, 1)))
    }

    private func images(_ renderer: Renderer) throws -> TransitionImageCache {
        try XCTUnwrap(renderer.compositor).transitions.images
    }

    /// The same frame drawn by a renderer with nothing kept.
    private func fresh(_ snapshot: RenderSnapshot) throws -> RenderedImage {
        let reference = try Renderer(headlessWidth: testWidth, height: testHeight)
        reference.render(snapshot, background: .white)
        return reference.readPixels()
    }

    private func assertSame(_ a: RenderedImage, _ b: RenderedImage, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        let result = GoldenImage.compare(a, b, channelTolerance: 0)
        XCTAssertEqual(result.differing, 0, "\(message): largest difference \(result.largest)", file: file, line: line)
    }

    func testAnUnchangedFadeDrawsEachImageOnce() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        for (i, p) in [0.2, 0.4, 0.6, 0.8].enumerated() {
            renderer.render(snapshot(progress: p), background: .white)
            assertSame(renderer.readPixels(), try fresh(snapshot(progress: p)), "progress \(p)")
            XCTAssertEqual(try images(renderer).drawnCount, 2, "frame \(i): the old and new images, drawn once")
            XCTAssertEqual(try images(renderer).reusedCount, 2 * i)
        }
        XCTAssertEqual(try images(renderer).count, 2)
    }

    func testAChangedSubtreeIsDrawnAgain() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        renderer.render(snapshot(progress: 0.3), background: .white)
        let moved = snapshot(progress: 0.5, dotX: 50)
        renderer.render(moved, background: .white)
        XCTAssertEqual(try images(renderer).drawnCount, 3, "the new card's dot moved: its image is drawn again")
        assertSame(renderer.readPixels(), try fresh(moved), "after the dot moved")
        let recoloured = snapshot(progress: 0.6, newColor: rgba(0.2, 0.7, 0.3), dotX: 50)
        renderer.render(recoloured, background: .white)
        XCTAssertEqual(try images(renderer).drawnCount, 4, "the new card's colour changed")
        assertSame(renderer.readPixels(), try fresh(recoloured), "after the colour changed")
    }

    func testImagesAreGivenBackWhenTheTransitionEnds() throws {
        let renderer = try Renderer(headlessWidth: testWidth, height: testHeight)
        renderer.redrawsOnlyChanges = false
        renderer.render(snapshot(progress: 0.5), background: .white)
        XCTAssertEqual(try images(renderer).count, 2)
        let after = RenderSnapshot(time: 0, root: root([layer(10, frame, content: LayerContent(
            backgroundColor: rgba(0.1, 0.3, 0.9), cornerRadius: 6))], background: rgba(1, 1, 1)))
        renderer.render(after, background: .white)
        XCTAssertEqual(try images(renderer).count, 2, "kept for one frame without a draw")
        renderer.render(after, background: .white)
        XCTAssertEqual(try images(renderer).count, 0, "then given back to the target pool")
    }

    func testSubtreesWhosePixelsCanChangeAloneAreNotKept() {
        var node = layer(1, frame)
        XCTAssertTrue(node.isFixedPicture)
        node.visualEffect = .backdrop(BackdropFilter(blurRadius: 4))
        XCTAssertFalse(node.isFixedPicture, "a blurred backdrop shows what lies behind")
        var parent = layer(2, frame, sublayers: [node])
        XCTAssertFalse(parent.isFixedPicture, "anywhere in the subtree")
        parent.sublayers = [layer(1, frame)]
        parent.transition = TransitionState(type: .fade, subtype: nil, progress: 0.5, from: layer(1, frame))
        XCTAssertFalse(parent.isFixedPicture, "a nested transition")
    }
}
