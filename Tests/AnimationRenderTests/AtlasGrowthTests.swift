@testable import AnimationRender
import CSDL2
import XCTest

/// Atlas pages are sized to need: a small first page, doubling up to the maximum.
final class AtlasGrowthTests: XCTestCase {
    /// A software `RenderDevice` on a small surface, released by the returned closure.
    private func softwareDevice() throws -> (RenderDevice, () -> Void) {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let renderer = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
        return (RenderDevice(renderer: renderer), { SDL_DestroyRenderer(renderer); SDL_FreeSurface(surface) })
    }

    func testAtlasStartsWithASmallPageAndDoublesUpToTheMaximum() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        let atlas = TextureAtlas(device: device)
        XCTAssertEqual(atlas.byteCount, 0, "no page before the first store")
        var slots: [TextureAtlas.Slot] = []
        slots.append(try XCTUnwrap(atlas.allocate(width: 100, height: 100)))
        XCTAssertEqual(atlas.pages.map(\.size), [512])
        XCTAssertEqual(atlas.byteCount, 512 * 512 * 4)
        // 256×256 stores: the 512 page holds two, a 1024 page twelve, then come 2048 pages.
        for _ in 0..<40 { slots.append(try XCTUnwrap(atlas.allocate(width: 256, height: 256))) }
        XCTAssertEqual(atlas.pages.map(\.size), [512, 1024, 2048])
        XCTAssertEqual(atlas.byteCount, (512 * 512 + 1024 * 1024 + 2048 * 2048) * 4)
        for slot in slots {
            XCTAssertTrue(slot.x >= 0 && slot.y >= 0 && slot.x + slot.width <= slot.page.size
                          && slot.y + slot.height <= slot.page.size)
            XCTAssertEqual(slot.page.texture.width, slot.page.size)
        }
        // No two slots of a page overlap.
        for (i, a) in slots.enumerated() {
            for b in slots[(i + 1)...] where a.page === b.page {
                let apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y
                    || b.y + b.height <= a.y
                XCTAssertTrue(apart, "slots overlap: \(a) \(b)")
            }
        }
    }

    func testAtlasPageLimitsAreClamped() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        let atlas = TextureAtlas(device: device, initialPageSize: 16, maximumPageSize: 1024)
        XCTAssertEqual(atlas.initialPageSize, 512, "a page holds the largest store (its shelf is 304 pixels tall)")
        // 256×256 stores: two fit the 512 page (one shelf), twelve each 1024 page.
        for _ in 0..<20 { _ = try XCTUnwrap(atlas.allocate(width: 256, height: 256)) }
        XCTAssertEqual(atlas.pages.map(\.size), [512, 1024, 1024])
        let tiny = TextureAtlas(device: device, initialPageSize: 16, maximumPageSize: 16)
        XCTAssertEqual(tiny.maximumPageSize, 512)
    }

    func testEmptiedPagesAreDroppedButOne() throws {
        let (device, close) = try softwareDevice()
        defer { close() }
        let atlas = TextureAtlas(device: device)
        var slots: [TextureAtlas.Slot] = []
        for _ in 0..<25 { slots.append(try XCTUnwrap(atlas.allocate(width: 256, height: 256))) }
        XCTAssertEqual(atlas.pages.count, 3)
        for slot in slots { atlas.release(slot) }
        XCTAssertEqual(atlas.pages.map(\.size), [512])
        XCTAssertEqual(atlas.byteCount, 512 * 512 * 4)
    }
}
