import AnimationCore
@testable import AnimationRender
import XCTest

/// Gradient strips drawn scaled on the accelerated path look like whole stores, as on the
/// software renderer (`StoreMemoryTests`).
extension AcceleratedPathTests {
    func testScaledStripsMatchWholeStores() throws {
        let host = try acceleratedHost()
        defer { host.renderer.drawsSlicedStores = true }
        for scale in ScaledStripScene.scales {
            let scene = ScaledStripScene(scale: scale)
            host.renderer.purgeAllStores()
            host.renderer.drawsSlicedStores = true
            host.renderer.render(scene.snapshot, background: .black)
            let strips = host.renderer.readPixels()
            host.renderer.purgeAllStores()
            host.renderer.drawsSlicedStores = false
            host.renderer.render(scene.snapshot, background: .black)
            scene.assertMatches(strips: strips, whole: host.renderer.readPixels())
        }
    }
}
