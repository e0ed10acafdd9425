import AnimationCore
import AnimationRender
import Foundation
@testable import Gallery
@testable import PlaygroundKit
import XCTest

/// A scene open full-window in a window of another shape fills it as an app fills a larger
/// screen: its sky, ice, sea, sand and list reach the window's edges, in the scene's colours.
final class FullWindowBackdropTests: PlaygroundTestCase {
    /// The scene `identifier` open in a 1600 × 1000 window, rendered; `side(y)` is the pixel
    /// 30 points in from the tile's left edge (beside the scene) at scene height `y`.
    func fullWindow(_ identifier: String) throws -> (CGFloat) -> RGBA8 {
        AssetLibrary.installProviders()
        let entry = try XCTUnwrap(SceneCatalog.entry(identifier))
        let model = GalleryModel(entries: [entry], windowSize: CGSize(width: 1600, height: 1000))
        CARunLoop.tick()
        model.focus(0)
        model.refresh()
        let scene = try XCTUnwrap(model.scene(at: 0))
        let renderer = try Renderer(headlessWidth: 1600, height: 1000)
        defer { renderer.close() }
        renderer.render(model.stage.root.renderSnapshot(), background: Theme.background)
        let image = renderer.readPixels()
        let tile = model.stage.focusedTileFrame
        let content = TileLayout.contentRect(ofTile: tile, local: false)
        let s = TileLayout.scale(fitting: scene.designSize, in: content.size, maximumScale: scene.maximumScale)
        let fitted = TileLayout.fit(scene.designSize, in: content, maximumScale: scene.maximumScale)
        XCTAssertGreaterThan(fitted.minX, tile.minX + 40, "the scene leaves room at its sides")
        return { y in image[Int(tile.minX + 30), Int(fitted.minY + y * s)] }
    }

    func assertColor(_ p: RGBA8, _ c: CGColor, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        let want = RGBA8(r: byte(c.red), g: byte(c.green), b: byte(c.blue))
        XCTAssertLessThanOrEqual(p.maxChannelDifference(to: want), 3, "\(what): \(p), want \(want)", file: file,
                                 line: line)
    }

    func testSouthPolesIceAndSkyReachTheWindowsSides() throws {
        let side = try fullWindow("south-pole")

        assertColor(side(300), SouthPoleScene.iceColor.cgColor, "ice")
        assertColor(side(100), SouthPoleScene.skyColor.cgColor, "sky")
    }

    func testLoginsSeaAndSandReachTheWindowsSides() throws {
        let side = try fullWindow("login"), h = LoginForm.Layout.size.height

        assertColor(side(0.85 * h), LoginForm.seaColor, "sea")
        assertColor(side(0.97 * h), LoginForm.sandColor, "sand")
        assertColor(side(0.3 * h), LoginForm.skyColor.cgColor, "sky")
    }

    func testPackingListsBarAndListReachTheWindowsSides() throws {
        let side = try fullWindow("packing-list")

        assertColor(side(30), PackingListScene.menuColor.cgColor, "bar")
        assertColor(side(300), PackingListScene.listColor.cgColor, "list")
    }

    func testRefreshsWhiteListReachesTheWindowsSides() throws {
        let side = try fullWindow("refresh")

        assertColor(side(200), .white, "list")
    }
}
