import AnimationCore
@testable import AnimationRender
import CSDL2
import XCTest

/// Texture memory of backing stores: stores of animating content reuse textures, and the
/// store byte count matches the stores alive.
final class StoreMemoryTests: XCTestCase {
    /// A software `RenderDevice` on a small surface, released by the returned closure.
    private func softwareDevice() throws -> (RenderDevice, () -> Void) {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        return (RenderDevice(renderer: renderer), { SDL_DestroyRenderer(renderer); SDL_FreeSurface(surface) })
    }

    func testSpareTexturesMatchExactSizeAndRespectCapacity() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        var spares = SpareTextures(capacity: 2)
        let a = try XCTUnwrap(device.makeTexture(width: 30, height: 20))
        let b = try XCTUnwrap(device.makeTexture(width: 20, height: 30))
        let c = try XCTUnwrap(device.makeTexture(width: 30, height: 20))
        spares.keep(a); spares.keep(b); spares.keep(c)
        XCTAssertEqual(spares.textures.count, 2, "the third is not kept")
        XCTAssertNil(spares.take(width: 30, height: 30))
        XCTAssertTrue(spares.take(width: 20, height: 30) === b)
        XCTAssertTrue(spares.take(width: 30, height: 20) === a)
        XCTAssertNil(spares.take(width: 30, height: 20))
        spares.keep(c)
        spares.removeAll()
        XCTAssertTrue(spares.textures.isEmpty)
    }

    /// A gradient whose locations change every frame, in a layer too large for the atlas.
    private func sweep(_ i: Int) -> RenderNode {
        let x = Double(i % 50) / 50
        let gradient = GradientContent(type: .axial, colors: [rgba(1, 0, 0), rgba(0, 0, 1)], locations: [x * 0.5, 0.5 + x * 0.5],
                                       startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        return layer(7, CGRect(x: 0, y: 0, width: 300, height: 40), content: LayerContent(gradient: gradient))
    }

    private func frame(_ sublayers: [RenderNode]) -> RenderSnapshot {
        RenderSnapshot(time: 0, root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 320, height: 60), sublayers: sublayers))
    }

    func testContentChangingEveryFrameKeepsOnlyItsNewestStore() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var bytes: [Int] = [], counts: [Int] = []
        var redraws = 0
        for i in 0..<200 {
            renderer.render(frame([sweep(i)]), background: .white)
            bytes.append(renderer.stats.storeBytes)
            counts.append(renderer.storeCount)
            redraws += renderer.stats.storeRedraws
        }
        XCTAssertEqual(redraws, 200, "every frame draws its new content")
        // One store (302×42 pixels: one pixel of padding on each side) from the second new
        // content in a row on, and never more than one.
        XCTAssertEqual(Set(counts), [1])
        XCTAssertEqual(Set(bytes), [302 * 42 * 4])
        // The last frame shows the last content, as a fresh renderer draws it.
        let fresh = try Renderer(softwareWidth: 320, height: 60)
        fresh.render(frame([sweep(199)]), background: .white)
        XCTAssertEqual(renderer.readPixels(), fresh.readPixels())
    }

    func testContentCyclingThroughAFewValuesStaysCached() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var redraws = 0
        for i in 0..<60 {
            renderer.render(frame([sweep(i % 3)]), background: .white)
            redraws += renderer.stats.storeRedraws
        }
        // A and B are released while the layer looks like an animation (new content on
        // consecutive frames); when A comes back the layer keeps its stores from then on.
        XCTAssertEqual(redraws, 5, "A, B, C, then A and B once more")
        XCTAssertEqual(renderer.storeCount, 3)
    }

    func testLayerWithBorderAndSublayersKeepsOneStoreOfEachKind() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var redraws = 0
        for i in 0..<40 {
            var node = sweep(i)
            node.content.borderWidth = 2
            node.content.borderColor = rgba(0, 0, 0)
            node.sublayers = [layer(8, CGRect(x: 10, y: 10, width: 20, height: 20), content: LayerContent(backgroundColor: rgba(0, 1, 0)))]
            renderer.render(frame([node]), background: .white)
            redraws += renderer.stats.storeRedraws
            XCTAssertEqual(renderer.storeCount, 3, "frame \(i): content, border and the square")
        }
        // Content and border stores (both keyed by the whole content) every frame, the square once.
        XCTAssertEqual(redraws, 2 * 40 + 1)
        let fresh = try Renderer(softwareWidth: 320, height: 60)
        var last = sweep(39)
        last.content.borderWidth = 2
        last.content.borderColor = rgba(0, 0, 0)
        last.sublayers = [layer(8, CGRect(x: 10, y: 10, width: 20, height: 20), content: LayerContent(backgroundColor: rgba(0, 1, 0)))]
        fresh.render(frame([last]), background: .white)
        XCTAssertEqual(renderer.readPixels(), fresh.readPixels())
    }

    func testContentChurnReleasesAfterConsecutiveNewContentUntilALayerComesBack() {
        var churn = ContentChurn(threshold: 2, memory: 2)
        XCTAssertFalse(churn.miss(layer: 1, frame: 10, content: 100))
        XCTAssertFalse(churn.miss(layer: 1, frame: 10, content: 101), "a second miss in the same frame counts once")
        XCTAssertTrue(churn.miss(layer: 1, frame: 11, content: 102))
        XCTAssertFalse(churn.miss(layer: 2, frame: 11, content: 102), "streaks are per layer")
        XCTAssertFalse(churn.miss(layer: 1, frame: 13, content: 103), "a frame without new content ends the streak")
        XCTAssertTrue(churn.miss(layer: 1, frame: 14, content: 104))
        churn.released(layer: 1, content: 103)
        churn.released(layer: 1, content: 90)
        churn.released(layer: 1, content: 91)      // only the last two are remembered
        XCTAssertTrue(churn.miss(layer: 1, frame: 15, content: 103), "forgotten: 103 was pushed out of the memory")
        churn.released(layer: 1, content: 104)
        XCTAssertFalse(churn.miss(layer: 1, frame: 16, content: 104), "back to a released content")
        XCTAssertTrue(churn.revisits(layer: 1))
        XCTAssertFalse(churn.miss(layer: 1, frame: 17, content: 105), "a layer that came back keeps its stores")
        churn.prune { $0 != 1 }
        XCTAssertFalse(churn.revisits(layer: 1))
    }

    func testStoreBytesReturnToZeroWhenStoresArePurged() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        renderer.purgeAfterFrames = 3
        for i in 0..<20 {
            renderer.render(frame([sweep(i)]), background: .white)
        }
        XCTAssertGreaterThan(renderer.stats.storeBytes, 0)
        for _ in 0..<6 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.storeCount, 0)
        XCTAssertEqual(renderer.stats.storeBytes, 0)
    }
}
