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

    func testContentChangingEveryFrameKeepsAFixedNumberOfStores() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        var bytes: [Int] = []
        var redraws = 0
        for i in 0..<200 {
            renderer.render(RenderSnapshot(time: 0, root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 320, height: 60),
                                                                      sublayers: [sweep(i)])), background: .white)
            bytes.append(renderer.stats.storeBytes)
            redraws += renderer.stats.storeRedraws
            XCTAssertLessThanOrEqual(renderer.storeCount, 3, "frame \(i): the layer keeps at most three stores")
        }
        XCTAssertEqual(redraws, 200, "every frame draws its new content")
        // Three stores of 302×42 pixels (one pixel of padding on each side) at most, every frame.
        XCTAssertEqual(bytes.max(), 3 * 302 * 42 * 4)
        XCTAssertEqual(bytes.last, bytes.max())
        // The last frame shows the last content, as a fresh renderer draws it.
        let fresh = try Renderer(softwareWidth: 320, height: 60)
        fresh.render(RenderSnapshot(time: 0, root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 320, height: 60),
                                                               sublayers: [sweep(199)])), background: .white)
        XCTAssertEqual(renderer.readPixels(), fresh.readPixels())
    }

    func testStoreBytesReturnToZeroWhenStoresArePurged() throws {
        let renderer = try Renderer(softwareWidth: 320, height: 60)
        renderer.purgeAfterFrames = 3
        for i in 0..<20 {
            renderer.render(RenderSnapshot(time: 0, root: RenderNode(layerID: 1, bounds: CGRect(x: 0, y: 0, width: 320, height: 60),
                                                                      sublayers: [sweep(i)])), background: .white)
        }
        XCTAssertGreaterThan(renderer.stats.storeBytes, 0)
        for _ in 0..<6 { renderer.render(RenderSnapshot(time: 0, root: root([])), background: .white) }
        XCTAssertEqual(renderer.storeCount, 0)
        XCTAssertEqual(renderer.stats.storeBytes, 0)
    }
}
